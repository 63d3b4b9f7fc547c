#pragma once
// The look the charts share with the table: the side panel's dark green, its light text, a colour per seat
// (the person's gold like the active seat's ring), small fonts that stay readable in a 250-pixel panel.

#include <QColor>

class QAbstractAxis;
class QChart;
class QChartView;
class QWidget;
class QValueAxis;

namespace chartstyle {

/// Light colours that stand apart on the dark felt; seat 0 (the person) is gold.
QColor seatColour(int seat);
/// The panel's background, text and grid colours, small margins, the legend under the plot.
void apply(QChart* chart);
/// Whole numbers on an axis (hands, rounds, chips), in the panel's colours; `title` translated.
void styleAxis(QValueAxis* axis, const QString& title);
/// A view that draws the chart smoothly and lets it shrink with the panel.
QChartView* makeView(QChart* chart, QWidget* parent);

} // namespace chartstyle
