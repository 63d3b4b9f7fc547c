#include "seatitem.h"

#include <QFontMetricsF>
#include <QPainter>

SeatItem::SeatItem(int seat, QGraphicsItem* parent) : QGraphicsObject(parent), m_seat(seat) {
    setZValue(500);
}

void SeatItem::setName(const QString& name) {
    if (name == m_name) return;
    m_name = name;
    update();
}
void SeatItem::setDetail(const QString& detail) {
    if (detail == m_detail) return;
    m_detail = detail;
    update();
}
void SeatItem::setBadge(const QString& badge) {
    if (badge == m_badge) return;
    prepareGeometryChange(); // the badge's room is part of the bounding rectangle
    m_badge = badge;
}
void SeatItem::setActive(bool active) {
    if (active == m_active) return;
    m_active = active;
    update();
}
void SeatItem::setWidth(qreal width) {
    if (width == m_width) return;
    prepareGeometryChange();
    m_width = width;
}
void SeatItem::setUiScale(qreal scale) {
    if (scale == m_scale) return;
    prepareGeometryChange();
    m_scale = scale;
}

QFont SeatItem::nameFont() const {
    QFont font;
    font.setPixelSize(std::max(9, qRound(16 * m_scale)));
    font.setBold(true);
    return font;
}

QFont SeatItem::detailFont() const {
    QFont font;
    font.setPixelSize(std::max(9, qRound(13 * m_scale)));
    return font;
}

QFont SeatItem::badgeFont() const {
    QFont font;
    font.setPixelSize(std::max(9, qRound(12 * m_scale)));
    font.setBold(true);
    return font;
}

QRectF SeatItem::plateRect() const {
    return QRectF(-m_width / 2, 0, m_width, plateHeight(m_scale));
}

QRectF SeatItem::textRect(const QFont& font, const QString& text, const QRectF& row) const {
    if (text.isEmpty()) return {};
    const QFontMetricsF fm(font);
    const qreal w =
        std::min(row.width(), fm.horizontalAdvance(fm.elidedText(text, Qt::ElideRight, row.width())));
    const qreal h = std::min(row.height(), fm.height());
    return QRectF(row.center().x() - w / 2, row.center().y() - h / 2, w, h);
}

// The rows: the badge reaches 6 (of 52) into the plate; the name's row starts below it.
QRectF SeatItem::nameRect() const {
    const qreal s = m_scale;
    return textRect(nameFont(), m_name, plateRect().adjusted(10 * s, 6 * s, -10 * s, -25 * s));
}

QRectF SeatItem::detailRect() const {
    const qreal s = m_scale;
    return textRect(detailFont(), m_detail, plateRect().adjusted(10 * s, 27 * s, -10 * s, -4 * s));
}

QString SeatItem::shownBadge() const {
    const QFontMetricsF fm(badgeFont());
    return fm.elidedText(m_badge, Qt::ElideRight, std::max(0.0, m_width - 36 * m_scale));
}

QRectF SeatItem::badgeRect() const {
    if (m_badge.isEmpty()) return {};
    const qreal s = m_scale;
    const qreal w = QFontMetricsF(badgeFont()).horizontalAdvance(shownBadge()) + 16 * s;
    const qreal h = 20 * s;
    return QRectF(plateRect().right() - 10 * s - w, 6 * s - h, w, h);
}

QRectF SeatItem::boundingRect() const {
    // The glow of the active plate and the antialiased edges, and the badge above the plate.
    return plateRect().adjusted(-6, -6, 6, 6).united(badgeRect().adjusted(-1, -1, 1, 1));
}

void SeatItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF box = plateRect();
    const qreal radius = 12 * m_scale;
    if (m_active) {
        painter->setPen(QPen(QColor(255, 214, 90), 3));
        painter->setBrush(QColor(20, 40, 25, 220));
    } else {
        painter->setPen(QPen(QColor(255, 255, 255, 70), 1));
        painter->setBrush(QColor(10, 25, 15, 170));
    }
    painter->drawRoundedRect(box, radius, radius);

    const auto drawText = [&](const QFont& font, const QColor& colour, const QString& text,
                              const QRectF& rect) {
        if (rect.isEmpty()) return;
        painter->setFont(font);
        painter->setPen(colour);
        painter->drawText(rect, Qt::AlignCenter,
                          QFontMetricsF(font).elidedText(text, Qt::ElideRight, rect.width() + 0.5));
    };
    drawText(nameFont(), m_active ? QColor(255, 230, 150) : QColor(240, 240, 235), m_name, nameRect());
    drawText(detailFont(), QColor(215, 225, 215), m_detail, detailRect());

    const QRectF badge = badgeRect();
    if (!badge.isEmpty()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(196, 48, 43));
        painter->drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
        drawText(badgeFont(), Qt::white, shownBadge(), badge);
    }
}
