#pragma once
// One scale for what a table draws besides its cards (seat plates and their badges, labels, boxes of text),
// from the size of the view: 1 at the table of a 1280x800 window (a view of about 1030x690), smaller in a
// small window (never below 0.85, where text stays readable), larger in a big one, so that a big window is
// used and a small one keeps its texts apart. The person's View -> Larger text multiplies it by kLarger: the
// whole table's texts and what holds them (plates, badges, boxes) grow together, so they keep apart as a
// bigger window's do.

#include <QSizeF>

#include <algorithm>
#include <cmath>

class TableScale {
public:
    static constexpr qreal kMin = 0.85;
    static constexpr qreal kMax = 1.8;
    /// What Larger text multiplies the scale by.
    static constexpr qreal kLarger = 1.25;

    TableScale() = default;
    explicit TableScale(const QSizeF& view)
        : m_factor(std::clamp(std::min(view.width() / 1030.0, view.height() / 690.0), kMin, kMax) *
                   textFactor()) {}

    /// Larger text for every table from now on (the main window sets it from the settings and lays the table
    /// out again). A display preference of the one person at the program, hence process-wide.
    static void setLargerText(bool on) { larger() = on; }
    static bool largerText() { return larger(); }
    static qreal textFactor() { return larger() ? kLarger : 1.0; }

    qreal factor() const { return m_factor; }
    /// A length given for the reference table, at this table.
    qreal operator()(qreal pixels) const { return pixels * m_factor; }
    /// A font size in pixels given for the reference table, at this table.
    int font(qreal pixels) const { return std::max(9, int(std::lround(pixels * m_factor))); }

private:
    static bool& larger() {
        static bool on = false;
        return on;
    }
    qreal m_factor = 1;
};
