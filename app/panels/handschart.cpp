#include "handschart.h"

#include "chartstyle.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLineSeries>
#include <QListWidget>
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
    , m_results(new QListWidget(this)) {
    chartstyle::apply(m_chart);
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
    layout->addWidget(m_results, 2);
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

void HandsChart::fit(int hands) {
    double low = 0, high = 1;
    for (const QLineSeries* s : std::as_const(m_lines))
        for (const QPointF& p : s->points()) {
            low = std::min(low, p.y());
            high = std::max(high, p.y());
        }
    m_x->setRange(0, std::max(1, hands));
    m_x->setTickType(QValueAxis::TicksDynamic);
    m_x->setTickAnchor(0);
    m_x->setTickInterval(std::max(1.0, std::ceil(std::max(1, hands) / 5.0)));
    m_y->setRange(low, high);
    m_y->applyNiceNumbers();
    m_y->setTickCount(5);
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
