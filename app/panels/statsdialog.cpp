#include "statsdialog.h"

#include "games/gameregistry.h"
#include "model/appsettings.h"

#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

StatsDialog::StatsDialog(const AppSettings& settings, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Statistics"));
    auto* table = new QTableWidget(int(gameUis().size()), 3, this);
    table->setHorizontalHeaderLabels({tr("Played"), tr("Won"), tr("Won %")});
    QStringList rows;
    int row = 0;
    for (const GameUi& g : gameUis()) {
        rows << gameTitle(g.id);
        const int played = settings.played(g.id), won = settings.won(g.id);
        table->setItem(row, 0, new QTableWidgetItem(QString::number(played)));
        table->setItem(row, 1, new QTableWidgetItem(QString::number(won)));
        table->setItem(row, 2,
                       new QTableWidgetItem(played ? QLocale().toString(100.0 * won / played, 'f', 1)
                                                   : QStringLiteral("\u2013")));
        ++row;
    }
    table->setVerticalHeaderLabels(rows);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto* close = new QPushButton(tr("Close"), this);
    connect(close, &QPushButton::clicked, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(close, 0, Qt::AlignRight);
    resize(520, 260);
}
