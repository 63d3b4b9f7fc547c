#include "resultschart.h"

#include "chartstyle.h"
#include "games/gameregistry.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace resultschart {

namespace {
struct Words {
    Q_DECLARE_TR_FUNCTIONS(ResultsChart)
};
} // namespace

QMap<QString, QList<QPointF>> winRateByLevel(const QList<GameResult>& results) {
    QMap<QString, QList<QPointF>> lines;
    QMap<QString, QPair<int, int>> counts; // level -> (played, won)
    for (int i = 0; i < results.size(); ++i) {
        const GameResult& r = results[i];
        auto& [played, won] = counts[r.level];
        ++played;
        won += r.won ? 1 : 0;
        lines[r.level] << QPointF(i + 1, 100.0 * won / played);
    }
    return lines;
}

QChartView* make(const QList<GameResult>& results, QWidget* parent, Unit unit) {
    const bool deals = unit == Unit::Deals;
    auto* chart = new QChart;
    chartstyle::apply(chart);
    auto* x = new QValueAxis(chart);
    auto* y = new QValueAxis(chart);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    chartstyle::styleAxis(x, deals ? Words::tr("Deals finished, oldest first")
                                   : Words::tr("Games finished, oldest first"));
    chartstyle::styleAxis(y, Words::tr("Won so far (%)"));
    const QMap<QString, QList<QPointF>> lines = winRateByLevel(results);
    if (lines.isEmpty())
        chart->setTitle(Words::tr("No finished games yet"));
    else
        chart->setTitle(deals ? Words::tr("Share of deals won, by opponents' level")
                              : Words::tr("Share of games won, by opponents' level"));
    int colour = 1; // seat 0's gold is the person's
    for (auto it = lines.begin(); it != lines.end(); ++it) {
        auto* series = new QLineSeries;
        series->setName(it.key().isEmpty() ? Words::tr("Level not recorded") : botLevelTitle(it.key()));
        series->append(it.value());
        series->setPen(QPen(chartstyle::seatColour(colour++), 2));
        series->setPointsVisible(true);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    const int games = int(results.size());
    x->setRange(std::min(1, games), std::max(2, games));
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(1);
    x->setTickInterval(std::max(1.0, std::ceil(games / 6.0)));
    y->setRange(0, 100);
    y->setTickCount(5);
    return chartstyle::makeView(chart, parent);
}

} // namespace resultschart
