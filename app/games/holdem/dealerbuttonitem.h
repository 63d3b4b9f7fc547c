#pragma once
// The dealer button: a white disc marked "D" in front of the player who deals this hand.

#include <QGraphicsObject>

class DealerButtonItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit DealerButtonItem(QGraphicsItem* parent = nullptr);
    void setDiameter(qreal diameter);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    qreal m_diameter = 24;
};
