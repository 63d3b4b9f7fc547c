#pragma once
// A place on the table where cards lie or may be dropped: a hand, the stock, a discard pile, the trick in the
// centre, a meld zone. It draws a soft outline with a label, and lights up while a drag hovers over it: green
// when the rules allow the drop there, red when they do not.

#include "place.h"

#include <QGraphicsObject>

class PileItem : public QGraphicsObject {
    Q_OBJECT
public:
    enum class Highlight { None, Allowed, Refused };

    explicit PileItem(Place place, QGraphicsItem* parent = nullptr);

    /// The place on the table this pile is (its role, and whose for a seat's pile).
    const Place& place() const { return m_place; }
    void setRect(const QRectF& rect);
    QRectF rect() const { return m_rect; }
    /// A line of text at the bottom of the rectangle (a count, a name), one line, wider than the
    /// rectangle if need be: the cards of the pile keep labelHeight() free at the bottom.
    void setLabel(const QString& label);
    /// In pixels; 0 (the default) follows the rectangle's height.
    void setLabelFontSize(int pixels);
    qreal labelHeight() const;
    void setHighlight(Highlight highlight);
    Highlight highlight() const { return m_highlight; }
    /// Whether dragged cards may be dropped here at all.
    void setAcceptsDrops(bool accepts) { m_acceptsDrops = accepts; }
    bool acceptsDrops() const { return m_acceptsDrops; }
    void setOutlined(bool outlined);

    QString label() const { return m_label; }
    /// Where the label is drawn (empty without one).
    QRectF labelRect() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Place m_place;
    QRectF m_rect;
    QString m_label;
    Highlight m_highlight = Highlight::None;
    bool m_acceptsDrops = false;
    bool m_outlined = true;
    int m_labelFont = 0;

    QFont labelFont() const;
    QString shownLabel() const;
};
