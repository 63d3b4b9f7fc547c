#include "handschart.h"

#include "chartstyle.h"
#include "model/gamesession.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

HandsChart::HandsChart(QWidget* parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_view(chartstyle::makeView(m_chart, this))
    , m_x(new QValueAxis(this))
    , m_y(new QValueAxis(this))
    , m_legend(new QLabel(this))
    , m_results(new QListWidget(this)) {
    chartstyle::apply(m_chart);
    m_chart->legend()->hide();
    m_legend->setObjectName(QStringLiteral("chartLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setStyleSheet(QStringLiteral("color: #e8e4d6; font-size: 8pt;"));
    m_chart->addAxis(m_x, Qt::AlignBottom);
    m_chart->addAxis(m_y, Qt::AlignLeft);
    m_results->setWordWrap(true);
    m_results->setFocusPolicy(Qt::NoFocus);
    m_results->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_results->setObjectName(QStringLiteral("handResults"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_view, 3);
    layout->addWidget(m_legend);
    layout->addWidget(m_results, 2);
}

void HandsChart::follow(GameSession* session) {
    for (auto signal : {&GameSession::gameStarted, &GameSession::roundOver, &GameSession::gameOver})
        connect(session, signal, this, &HandsChart::refresh);
    refresh();
}

QLineSeries* HandsChart::line(int player) const {
    return m_lines.value(player);
}

void HandsChart::resetLines(const QStringList& names) {
    if (m_lines.size() == names.size()) {
        for (int i = 0; i < names.size(); ++i) {
            m_lines[i]->clear();
            m_lines[i]->setName(names[i]);
        }
        return;
    }
    m_chart->removeAllSeries();
    m_lines.clear();
    for (int i = 0; i < names.size(); ++i) {
        auto* series = new QLineSeries;
        series->setName(names[i]);
        QPen pen(chartstyle::seatColour(i));
        pen.setWidthF(i == 0 ? 2.5 : 1.6); // the person's line stands out
        series->setPen(pen);
        series->setPointsVisible(true);
        m_chart->addSeries(series);
        series->attachAxis(m_x);
        series->attachAxis(m_y);
        m_lines << series;
    }
}

void HandsChart::fit(int hands, bool fromZero) {
    double low = fromZero ? 0 : 1e18, high = fromZero ? 1 : -1e18;
    for (const QLineSeries* s : std::as_const(m_lines))
        for (const QPointF& p : s->points()) {
            low = std::min(low, p.y());
            high = std::max(high, p.y());
        }
    if (low > high) low = 0, high = 1; // nothing drawn yet
    if (high - low < 4) {
        // Lines that have not parted yet (the starting stacks alone): shown against zero, not a few chips.
        low = std::min(low, 0.0);
        high = std::max(high, low + 4);
    }
    // Hold'em starts from the stacks before hand 1 (x = 0); Empat Satu's first point is hand 1.
    const int first = fromZero ? 1 : 0;
    m_x->setRange(first, std::max(first + 1, hands));
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(first);
    m_x->setTickInterval(std::max(1.0, std::ceil(std::max(1, hands) / 5.0)));
    // Round steps (1, 2 or 5 times a power of ten), about four of them, on round values.
    const double rough = (high - low) / 4;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    double step = power;
    for (double k : {2.0, 5.0, 10.0})
        if (step < rough) step = k * power;
    m_y->setRange(std::floor(low / step) * step, std::ceil(high / step) * step);
    m_y->setTickType(QValueAxis::TicksDynamic);
    m_y->setTickAnchor(0);
    m_y->setTickInterval(step);
    QStringList entries;
    for (QAbstractSeries* series : m_chart->series()) {
        QColor colour;
        if (auto* line = qobject_cast<QLineSeries*>(series)) colour = line->pen().color();
        if (auto* marks = qobject_cast<QScatterSeries*>(series)) colour = marks->color();
        entries << QStringLiteral("<span style=\"color:%1\">\u25cf</span>&nbsp;%2")
                       .arg(colour.name(), series->name().toHtmlEscaped().replace(QLatin1Char(' '),
                                                                                  QStringLiteral("&nbsp;")));
    }
    m_legend->setText(entries.join(QStringLiteral(" &nbsp; "))); // lines break between entries only
}

void HandsChart::setTitles(const QString& title, const QString& xTitle, const QString& yTitle) {
    m_chart->setTitle(title);
    chartstyle::styleAxis(m_x, xTitle);
    chartstyle::styleAxis(m_y, yTitle);
}

void HandsChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) refresh();
    QWidget::changeEvent(event);
}
