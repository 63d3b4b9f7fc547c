#include "carditem.h"

#include "cardtheme.h"

#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QtMath>

namespace {
/// The keyboard focus's colour, as no selection (gold), hint (green) or warning (red) is.
const QColor kFocusColour(20, 130, 255);
} // namespace

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
    if (focused && !m_pointer) {
        m_pointer = new QGraphicsPathItem(this);
        m_pointer->setBrush(kFocusColour);
        m_pointer->setPen(QPen(Qt::white, 1.5));
        m_pointer->setAcceptedMouseButtons(Qt::NoButton);
        updateFocusPointer();
    }
    if (m_pointer) m_pointer->setVisible(focused);
    update();
}

QGraphicsItem* CardItem::focusPointer() const {
    return m_pointer;
}

void CardItem::updateFocusPointer() {
    if (!m_pointer) return;
    // A triangle pointing down at the card's left strip, the part of a card a fan always shows.
    const qreal w = std::max(10.0, m_size.width() * 0.26), h = w * 0.62;
    const qreal left = m_size.width() * 0.06, gap = 3;
    QPainterPath path;
    path.moveTo(left, -gap - h);
    path.lineTo(left + w, -gap - h);
    path.lineTo(left + w / 2, -gap);
    path.closeSubpath();
    m_pointer->setPath(path);
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
    updateFocusPointer();
}

void CardItem::setMark(const QString& tag, const QString& explanation, MarkTone tone) {
    if (tag == m_markTag && explanation == m_markText && tone == m_markTone) return;
    m_markTag = tag;
    m_markText = explanation;
    m_markTone = tone;
    setToolTip(explanation);
    update();
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

    if (showFace && m_card.isValid() && !m_markTag.isEmpty() && squeeze > 0.5) paintMark(painter, rect);

    QColor outline;
    if (m_selected)
        outline = QColor(255, 196, 0);
    else if (m_hinted)
        outline = QColor(120, 230, 120);
    else if (m_focused)
        outline = kFocusColour;
    else if (m_hovered && m_interactive)
        outline = QColor(255, 255, 255, 150);
    if (outline.isValid()) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(outline, m_selected || m_hinted || m_focused ? 3.0 : 2.0));
        painter->drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius);
    }
    if (m_focused && (m_selected || m_hinted)) {
        // Selected (or hinted) and focused: the focus's blue inside the other colour.
        painter->setPen(QPen(kFocusColour, 2.0));
        painter->drawRoundedRect(rect.adjusted(2, 2, -2, -2), radius * 0.8, radius * 0.8);
    }
    if (showFace && !m_markTag.isEmpty() && m_markTone == MarkTone::Warning) {
        // A dashed red frame inside any outline: a warning stays visible whether selected or focused.
        QPen dashed(QColor(220, 40, 40), 2.0, Qt::DashLine);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(dashed);
        painter->drawRoundedRect(rect.adjusted(2.5, 2.5, -2.5, -2.5), radius * 0.8, radius * 0.8);
    }
}

void CardItem::paintMark(QPainter* painter, const QRectF& rect) const {
    const bool warning = m_markTone == MarkTone::Warning;
    const QColor fill = warning ? QColor(200, 30, 30) : QColor(255, 214, 110);
    const QColor edge = warning ? QColor(110, 0, 0) : QColor(90, 60, 10);
    const QColor ink = warning ? QColor(255, 255, 255) : QColor(40, 28, 6);
    QFont font = painter->font();
    font.setBold(true);
    // A longer word ("hukuman") gets a smaller font before the word gives way to a badge.
    qreal length = 0;
    for (const qreal scale : {0.17, 0.15, 0.13}) {
        font.setPixelSize(std::max(8, int(m_size.width() * scale)));
        length = QFontMetricsF(font).horizontalAdvance(m_markTag) + 2 * font.pixelSize() * 0.35;
        if (length <= m_size.height() * 0.62) break;
    }
    const QFontMetricsF fm(font);
    const qreal pad = font.pixelSize() * 0.35;
    painter->save();
    painter->setPen(QPen(edge, 1));
    painter->setBrush(fill);
    if (length <= m_size.height() * 0.62) {
        // The word along the card's left edge, reading upwards from the foot: it shows even in a fan where
        // the next card covers all but the left strip.
        const QRectF tag(0, 0, length, fm.height() + pad * 0.4);
        painter->translate(rect.left() + m_size.width() * 0.05, rect.bottom() - m_size.height() * 0.04);
        painter->rotate(-90);
        painter->setFont(font);
        painter->drawRoundedRect(tag, tag.height() / 2, tag.height() / 2);
        painter->setPen(ink);
        painter->drawText(tag, Qt::AlignCenter, m_markTag);
    } else {
        // Too small a card for the word: a round badge at the foot of the left edge, with an eye for a card
        // seen, an exclamation mark for a warning.
        const qreal d = std::max(9.0, std::min(m_size.width() * 0.5, m_size.height() * 0.34));
        const QRectF badge(rect.left() + m_size.width() * 0.03, rect.bottom() - d - m_size.height() * 0.04, d,
                           d);
        painter->drawEllipse(badge);
        if (warning) {
            QFont bang = font;
            bang.setPixelSize(std::max(7, int(d * 0.7)));
            painter->setFont(bang);
            painter->setPen(ink);
            painter->drawText(badge, Qt::AlignCenter, QStringLiteral("!"));
            painter->restore();
            return;
        }
        const QPointF c = badge.center();
        const qreal w = d * 0.36, h = d * 0.2;
        QPainterPath eye(QPointF(c.x() - w, c.y()));
        eye.quadTo(QPointF(c.x(), c.y() - 2 * h), QPointF(c.x() + w, c.y()));
        eye.quadTo(QPointF(c.x(), c.y() + 2 * h), QPointF(c.x() - w, c.y()));
        painter->setPen(QPen(ink, std::max(1.0, d * 0.08)));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(eye);
        painter->setPen(Qt::NoPen);
        painter->setBrush(ink);
        painter->drawEllipse(c, h * 0.8, h * 0.8);
    }
    painter->restore();
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
