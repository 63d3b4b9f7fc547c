#include "pillitem.h"

#include <QFontMetricsF>
#include <QPainter>

PillItem::PillItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(2500);
}

void PillItem::setText(const QString& text) {
    if (text == m_text) return;
    prepareGeometryChange();
    m_text = text;
}

void PillItem::setColors(const QColor& fill, const QColor& textColor, const QColor& border) {
    m_fill = fill;
    m_textColor = textColor;
    m_border = border;
    update();
}

void PillItem::setFontSize(int pixels) {
    if (pixels == m_fontSize) return;
    prepareGeometryChange();
    m_fontSize = pixels;
}

void PillItem::setBold(bool bold) {
    prepareGeometryChange();
    m_bold = bold;
}

void PillItem::setAnchor(Anchor anchor) {
    prepareGeometryChange();
    m_anchor = anchor;
}

void PillItem::setMaxWidth(qreal width) {
    prepareGeometryChange();
    m_maxWidth = width;
}

QFont PillItem::font() const {
    QFont f;
    f.setPixelSize(m_fontSize);
    f.setBold(m_bold);
    return f;
}

QString PillItem::shownText() const {
    if (m_maxWidth <= 0) return m_text;
    const QFontMetricsF fm(font());
    return fm.elidedText(m_text, Qt::ElideRight, std::max(10.0, m_maxWidth - m_fontSize * 1.2));
}

QSizeF PillItem::size() const {
    const QFontMetricsF fm(font());
    const qreal w = fm.horizontalAdvance(shownText()) + m_fontSize * 1.2;
    return {std::max(w, fm.height() + 6), fm.height() + 5};
}

QRectF PillItem::boundingRect() const {
    const QSizeF s = size();
    const qreal left = m_anchor == Anchor::Centre ? -s.width() / 2 : 0;
    return QRectF(left - 1, -s.height() / 2 - 1, s.width() + 2, s.height() + 2);
}

void PillItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (m_text.isEmpty()) return;
    const QRectF box = boundingRect().adjusted(1, 1, -1, -1);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(m_border.isValid() ? QPen(m_border, 1.2) : Qt::NoPen);
    painter->setBrush(m_fill);
    painter->drawRoundedRect(box, box.height() / 2, box.height() / 2);
    painter->setFont(font());
    painter->setPen(m_textColor);
    painter->drawText(box, Qt::AlignCenter, shownText());
}
