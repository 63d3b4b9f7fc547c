#include "seatitem.h"

#include <QPainter>

SeatItem::SeatItem(int seat, QGraphicsItem* parent) : QGraphicsObject(parent), m_seat(seat) {
    setZValue(500);
}

void SeatItem::setName(const QString& name) {
    m_name = name;
    update();
}
void SeatItem::setDetail(const QString& detail) {
    m_detail = detail;
    update();
}
void SeatItem::setBadge(const QString& badge) {
    m_badge = badge;
    update();
}
void SeatItem::setActive(bool active) {
    m_active = active;
    update();
}
void SeatItem::setWidth(qreal width) {
    prepareGeometryChange();
    m_width = width;
}

QRectF SeatItem::boundingRect() const {
    return QRectF(-m_width / 2 - 6, -6, m_width + 12, 52 + 12);
}

void SeatItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF box(-m_width / 2, 0, m_width, 52);
    if (m_active) {
        painter->setPen(QPen(QColor(255, 214, 90), 3));
        painter->setBrush(QColor(20, 40, 25, 220));
    } else {
        painter->setPen(QPen(QColor(255, 255, 255, 70), 1));
        painter->setBrush(QColor(10, 25, 15, 170));
    }
    painter->drawRoundedRect(box, 12, 12);

    QFont font = painter->font();
    font.setPixelSize(16);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(m_active ? QColor(255, 230, 150) : QColor(240, 240, 235));
    painter->drawText(box.adjusted(10, 4, -10, -26), Qt::AlignCenter, m_name);
    font.setBold(false);
    font.setPixelSize(13);
    painter->setFont(font);
    painter->setPen(QColor(215, 225, 215));
    painter->drawText(box.adjusted(10, 26, -10, -4), Qt::AlignCenter, m_detail);

    if (!m_badge.isEmpty()) {
        font.setPixelSize(13);
        font.setBold(true);
        painter->setFont(font);
        const qreal w = painter->fontMetrics().horizontalAdvance(m_badge) + 16;
        const QRectF badge(box.right() - w * 0.8, -10, w, 22);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(196, 48, 43));
        painter->drawRoundedRect(badge, 11, 11);
        painter->setPen(Qt::white);
        painter->drawText(badge, Qt::AlignCenter, m_badge);
    }
}
