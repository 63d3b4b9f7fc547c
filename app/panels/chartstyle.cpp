#include "chartstyle.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QLegend>
#include <QValueAxis>

#include <array>

namespace chartstyle {

namespace {
const QColor kBackground(12, 31, 20); // the log's background
const QColor kText(232, 228, 214);    // the log's text
const QColor kGrid(47, 90, 62);       // the log's border
} // namespace

QColor seatColour(int seat) {
    static const std::array<QColor, 9> kColours{
        QColor(255, 214, 90),  QColor(127, 200, 248), QColor(242, 132, 130),
        QColor(184, 233, 134), QColor(195, 166, 255), QColor(255, 181, 232),
        QColor(132, 220, 198), QColor(255, 214, 165), QColor(160, 196, 255)};
    return kColours[std::size_t(seat) % kColours.size()];
}

void apply(QChart* chart) {
    chart->setBackgroundBrush(kBackground);
    chart->setBackgroundPen(QPen(kGrid));
    chart->setBackgroundRoundness(6);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    QFont title = chart->titleFont();
    title.setPointSizeF(9);
    title.setBold(true);
    chart->setTitleFont(title);
    chart->setTitleBrush(kText);
    chart->setAnimationOptions(QChart::NoAnimation);
    QLegend* legend = chart->legend();
    legend->setAlignment(Qt::AlignBottom);
    legend->setLabelColor(kText);
    QFont small = legend->font();
    small.setPointSizeF(7.5);
    legend->setFont(small);
    legend->setMarkerShape(QLegend::MarkerShapeCircle);
}

void styleAxis(QValueAxis* axis, const QString& title) {
    axis->setLabelFormat(QStringLiteral("%d"));
    axis->setLabelsColor(kText);
    axis->setTitleBrush(kText);
    axis->setGridLineColor(kGrid);
    axis->setLinePenColor(kGrid);
    axis->setMinorGridLineVisible(false);
    QFont font = axis->labelsFont();
    font.setPointSizeF(7.5);
    axis->setLabelsFont(font);
    axis->setTitleFont(font);
    axis->setTitleText(title);
}

QChartView* makeView(QChart* chart, QWidget* parent) {
    auto* view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(120, 110);
    view->setStyleSheet(QStringLiteral("background: transparent; border: none;"));
    return view;
}

} // namespace chartstyle
