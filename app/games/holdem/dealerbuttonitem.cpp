#include "dealerbuttonitem.h"

#include <QPainter>

DealerButtonItem::DealerButtonItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(700);
}

void DealerButtonItem::setDiameter(qreal diameter) {
    prepareGeometryChange();
    m_diameter = diameter;
}

QRectF DealerButtonItem::boundingRect() const {
    const qreal r = m_diameter / 2 + 3;
    return QRectF(-r, -r, 2 * r, 2 * r + 2);
}

void DealerButtonItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal r = m_diameter / 2;
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawEllipse(QPointF(1, 2), r, r);
    painter->setBrush(QColor(250, 248, 240));
    painter->setPen(QPen(QColor(150, 140, 120), 1.2));
    painter->drawEllipse(QPointF(0, 0), r, r);
    QFont font = painter->font();
    font.setPixelSize(int(m_diameter * 0.6));
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(QColor(30, 30, 30));
    // "D" for dealer reads the same in Indonesian tables.
    painter->drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt::AlignCenter, QStringLiteral("D"));
}
