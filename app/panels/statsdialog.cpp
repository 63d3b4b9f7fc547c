#include "statsdialog.h"

#include "games/gameregistry.h"
#include "model/appsettings.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

StatsDialog::StatsDialog(const AppSettings& settings, const QHash<QString, QString>& gameLengths,
                         QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget(int(gameUis().size()), 4, this)) {
    setWindowTitle(tr("Statistics"));
    m_table->setHorizontalHeaderLabels(
        {tr("Games played"), tr("Games won"), tr("Won %"), tr("Deals played")});
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
        // Capsa plays rounds; the other games deal hands.
        m_table->setItem(row, 3,
                         new QTableWidgetItem(g.id == QLatin1String("capsa")
                                                  ? tr("%n round(s)", nullptr, deals)
                                                  : tr("%n hand(s)", nullptr, deals)));
        for (int column = 0; column < 4; ++column)
            m_table->item(row, column)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (const QString length = gameLengths.value(g.id); !length.isEmpty())
            notes << tr("%1: one game is %2.").arg(gameTitle(g.id), length);
        ++row;
    }
    m_table->setVerticalHeaderLabels(rows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
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
    layout->addWidget(close, 0, Qt::AlignRight);
    resize(640, 360);
}

QString StatsDialog::note() const {
    return m_note;
}
