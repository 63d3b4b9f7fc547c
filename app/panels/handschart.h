#pragma once
// What the two chart panels under the log share: a chart of one line per player over the hands (or rounds)
// of the game so far, and under it one line per finished hand, newest first.

#include <QWidget>

class GameSession;
class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QListWidget;
class QValueAxis;

class HandsChart : public QWidget {
    Q_OBJECT
public:
    explicit HandsChart(QWidget* parent = nullptr);

    QChart* chart() const { return m_chart; }
    QListWidget* results() const { return m_results; }
    /// The names under the chart, each after a dot of its line's colour.
    QLabel* legend() const { return m_legend; }
    /// The line of `player` (in seat order), or nullptr.
    QLineSeries* line(int player) const;

protected:
    /// Redraws from scratch: the game's hands so far.
    virtual void refresh() = 0;
    /// Redraws now and whenever `session` starts a game or ends a hand (called by the subclass's
    /// constructor).
    void follow(GameSession* session);
    /// One line per player named `names`; the points are added by the caller, then fit() sets the axes.
    void resetLines(const QStringList& names);
    /// Axes spanning 0..`hands` and the values shown (with `fromZero`, 0 always in view), a few whole-number
    /// ticks; and the legend, from the series' names and colours.
    void fit(int hands, bool fromZero);
    void setTitles(const QString& title, const QString& xTitle, const QString& yTitle);
    void changeEvent(QEvent* event) override;

private:
    QChart* m_chart;
    QChartView* m_view;
    QValueAxis* m_x;
    QValueAxis* m_y;
    QLabel* m_legend; ///< the chart's own legend cuts names short in a narrow panel; this one wraps
    QListWidget* m_results;
    QList<QLineSeries*> m_lines;
};
