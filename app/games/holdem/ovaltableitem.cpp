#include "ovaltableitem.h"

#include <QPainter>
#include <QRadialGradient>

OvalTableItem::OvalTableItem(QGraphicsItem* parent) : QGraphicsItem(parent) {
    setZValue(-100);
}

void OvalTableItem::setRect(const QRectF& rect) {
    if (rect == m_rect) return;
    prepareGeometryChange();
    m_rect = rect;
}

QRectF OvalTableItem::boundingRect() const {
    return m_rect.adjusted(-8, -8, 8, 12);
}

void OvalTableItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (m_rect.isEmpty()) return;
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal rail = std::clamp(m_rect.height() * 0.045, 12.0, 26.0);
    // A shadow under the table, then the padded rail (dark leather), then the felt.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 70));
    painter->drawEllipse(m_rect.translated(0, 6));
    QRadialGradient leather(m_rect.center(), std::max(m_rect.width(), m_rect.height()) / 2);
    leather.setColorAt(0.85, QColor(74, 44, 26));
    leather.setColorAt(1.0, QColor(40, 22, 12));
    painter->setBrush(leather);
    painter->drawEllipse(m_rect);
    const QRectF felt = m_rect.adjusted(rail, rail, -rail, -rail);
    QRadialGradient green(felt.center(), std::max(felt.width(), felt.height()) * 0.6);
    green.setColorAt(0.0, QColor(46, 140, 84));
    green.setColorAt(0.7, QColor(32, 112, 66));
    green.setColorAt(1.0, QColor(22, 86, 50));
    painter->setBrush(green);
    painter->setPen(QPen(QColor(20, 12, 6), 2));
    painter->drawEllipse(felt);
    // The betting line.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(255, 230, 160, 45), 1.5));
    const qreal inset = rail * 1.6;
    painter->drawEllipse(felt.adjusted(inset, inset, -inset, -inset));
}
