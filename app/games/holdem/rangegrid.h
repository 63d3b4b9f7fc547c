#pragma once
// A range as poker players draw it: the 13 x 13 grid of starting-hand classes, pairs on the diagonal, suited
// hands above it and offsuit hands below, aces at the top left. Each cell is as bright as the class is likely
// relative to the likeliest one; the tooltip and the accessible description say the same in words.

#include "holdem/pushfoldgame.h"

#include <QWidget>

class RangeGrid : public QWidget {
    Q_OBJECT
public:
    explicit RangeGrid(QWidget* parent = nullptr);

    /// Each class's weight (any scale; 0 = never held). `summary` is what the accessible description says.
    void setWeights(const core::holdem::ClassFrequencies& weights, const QString& summary);
    /// Per class, its weight relative to the largest (0 ... 1).
    const core::holdem::ClassFrequencies& relative() const { return m_relative; }

    /// The class drawn in row `row` and column `column` (0 = ace ... 12 = two).
    static int classAt(int row, int column);
    /// The cell under a point of the widget, as a class, or -1.
    int classAtPoint(QPointF point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF gridRect() const;

    core::holdem::ClassFrequencies m_relative{};
};
