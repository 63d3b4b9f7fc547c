#include "statsdialog.h"

#include "games/gameregistry.h"
#include "model/appsettings.h"
#include "resultschart.h"

#include <QChartView>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

StatsDialog::StatsDialog(const AppSettings& settings, const QHash<QString, QString>& gameLengths,
                         QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget(int(gameUis().size()), 5, this))
    , m_charts(new QTabWidget(this)) {
    setWindowTitle(tr("Statistics"));
    m_table->setHorizontalHeaderLabels(
        {tr("Games played"), tr("Games won"), tr("Won %"), tr("Rounds, hands"), tr("Rounds, hands won")});
    QStringList rows, notes;
    int row = 0;
    for (const GameUi& g : gameUis()) {
        rows << gameTitle(g.id);
        const int played = settings.played(g.id), won = settings.won(g.id),
                  deals = settings.dealsPlayed(g.id);
        m_table->setItem(row, 0, new QTableWidgetItem(QString::number(played)));
        m_table->setItem(row, 1, new QTableWidgetItem(QString::number(won)));
        m_table->setItem(row, 2,
                         new QTableWidgetItem(played ? QLocale().toString(100.0 * won / played, 'f', 1)
                                                     : QStringLiteral("\u2013")));
        m_table->setItem(row, 3, new QTableWidgetItem(dealsText(g.id, deals)));
        const int judged = settings.dealsWithWinner(g.id), dealsWon = settings.dealsWon(g.id);
        m_table->setItem(
            row, 4,
            new QTableWidgetItem(judged ? tr("%1 of %2 (%3%)")
                                              .arg(dealsWon)
                                              .arg(judged)
                                              .arg(QLocale().toString(100.0 * dealsWon / judged, 'f', 0))
                                        : QStringLiteral("\u2013")));
        for (int column = 0; column < 5; ++column)
            m_table->item(row, column)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // A game played hand by hand, with no finished game yet, is charted by its hands.
        const QList<GameResult> games = settings.history(g.id), hands = settings.dealHistory(g.id);
        m_charts->addTab(games.isEmpty() && !hands.isEmpty()
                             ? resultschart::make(hands, m_charts, resultschart::Unit::Deals)
                             : resultschart::make(games, m_charts),
                         gameTitle(g.id));
        if (const QString length = gameLengths.value(g.id); !length.isEmpty())
            notes << tr("%1: %2").arg(gameTitle(g.id), length);
        ++row;
    }
    m_table->setVerticalHeaderLabels(rows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Figures to read, not cells to pick: no cell is current or marked as selected.
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_note = tr("A game counts when it is finished, under the rules chosen in the Variant menu:") +
             QLatin1Char('\n') + notes.join(QLatin1Char('\n'));
    auto* note = new QLabel(m_note, this);
    note->setObjectName(QStringLiteral("gameLengths"));
    note->setWordWrap(true);
    auto* close = new QPushButton(tr("Close"), this);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(note);
    layout->addWidget(m_charts, 1);
    layout->addWidget(close, 0, Qt::AlignRight);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setMinimumSectionSize(90);
    // As tall as its four rows: the room below goes to the charts.
    m_table->setMaximumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              m_table->verticalHeader()->length() + 2 * m_table->frameWidth());
    m_charts->setMinimumHeight(220);
    resize(720, 640);
}

QString StatsDialog::dealsText(const QString& game, int n) {
    // Capsa plays rounds; the other games deal hands (each game's own word in Indonesian).
    return gameWords(game).dealCount(n);
}

QString StatsDialog::note() const {
    return m_note;
}
