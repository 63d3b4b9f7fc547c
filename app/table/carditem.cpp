#include "carditem.h"

#include "cardtheme.h"

#include <QCursor>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

CardItem::CardItem(CardTheme* theme, QGraphicsItem* parent) : QGraphicsObject(parent), m_theme(theme) {
    setAcceptHoverEvents(true);
    setCacheMode(QGraphicsItem::NoCache);
}

void CardItem::setCard(core::cards::Card card) {
    if (card == m_card) return;
    m_card = card;
    update();
}

void CardItem::setFaceUp(bool up) {
    if (up == m_faceUp && m_flip == 0) return;
    m_faceUp = up;
    m_flip = 0;
    update();
}

void CardItem::setFlip(qreal t) {
    m_flip = t;
    if (t >= 1.0) {
        m_faceUp = !m_faceUp;
        m_flip = 0;
    }
    update();
}

void CardItem::setSelected(bool selected) {
    if (selected == m_selected) return;
    m_selected = selected;
    update();
}

void CardItem::setHinted(bool hinted) {
    if (hinted == m_hinted) return;
    m_hinted = hinted;
    update();
}

void CardItem::setFocused(bool focused) {
    if (focused == m_focused) return;
    m_focused = focused;
    update();
}

void CardItem::setInteractive(bool interactive) {
    m_interactive = interactive;
    setCursor(interactive ? Qt::OpenHandCursor : Qt::ArrowCursor);
    if (!interactive) m_hovered = false;
    update();
}

void CardItem::setSize(const QSizeF& size) {
    if (size == m_size) return;
    prepareGeometryChange();
    m_size = size;
}

QRectF CardItem::boundingRect() const {
    const qreal margin = 4;
    return QRectF(QPointF(0, 0), m_size).adjusted(-margin, -margin, margin, margin);
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    // Halfway through a flip the face changes; the width follows |cos| so the card seems to turn.
    const bool showFace = (m_flip < 0.5) ? m_faceUp : !m_faceUp;
    const qreal squeeze = std::abs(std::cos(m_flip * M_PI));
    const QRectF full(QPointF(0, 0), m_size);
    QRectF rect = full;
    rect.setWidth(full.width() * squeeze);
    rect.moveCenter(full.center());

    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal radius = m_size.width() * 0.06;
    // A soft shadow under the card.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 55));
    painter->drawRoundedRect(rect.translated(1.5, 2.0), radius, radius);

    const QPixmap pixmap = m_theme->pixmap(showFace && m_card.isValid() ? m_card : core::cards::Card());
    if (!pixmap.isNull()) painter->drawPixmap(rect, pixmap, QRectF(pixmap.rect()));

    QColor outline;
    if (m_selected)
        outline = QColor(255, 196, 0);
    else if (m_hinted)
        outline = QColor(120, 230, 120);
    else if (m_focused)
        outline = QColor(80, 160, 255);
    else if (m_hovered && m_interactive)
        outline = QColor(255, 255, 255, 150);
    if (outline.isValid()) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(outline, m_selected || m_hinted ? 3.0 : 2.0));
        painter->drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius);
    }
}

void CardItem::hoverEnterEvent(QGraphicsSceneHoverEvent* event) {
    m_hovered = true;
    update();
    QGraphicsObject::hoverEnterEvent(event);
}

void CardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent* event) {
    m_hovered = false;
    update();
    QGraphicsObject::hoverLeaveEvent(event);
}
