#pragma once
// The poker table itself: an oval of lighter felt inside a padded rail, under everything else.

#include <QGraphicsItem>

class OvalTableItem : public QGraphicsItem {
public:
    explicit OvalTableItem(QGraphicsItem* parent = nullptr);
    /// The outer edge of the rail.
    void setRect(const QRectF& rect);
    QRectF rect() const { return m_rect; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF m_rect;
};
