#include "valuetagitem.h"

#include <QFontMetricsF>
#include <QPainter>

ValueTagItem::ValueTagItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(400);
}

void ValueTagItem::setValue(int value) {
    if (value == m_value) return;
    prepareGeometryChange();
    m_value = value;
}

void ValueTagItem::setFontSize(int pixels) {
    if (pixels == m_fontSize) return;
    prepareGeometryChange();
    m_fontSize = pixels;
}

QString ValueTagItem::text() const {
    return m_value > 0 ? QStringLiteral("+%1").arg(m_value) : QStringLiteral("\u2212%1").arg(-m_value);
}

QSizeF ValueTagItem::size() const {
    QFont font;
    font.setPixelSize(m_fontSize);
    font.setBold(true);
    const QFontMetricsF fm(font);
    return {std::max(fm.horizontalAdvance(text()) + m_fontSize * 1.1, m_fontSize * 3.0), fm.height() + 4};
}

QRectF ValueTagItem::boundingRect() const {
    const QSizeF s = size();
    return QRectF(-s.width() / 2 - 1, -1, s.width() + 2, s.height() + 2);
}

void ValueTagItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QSizeF s = size();
    const QRectF box(-s.width() / 2, 0, s.width(), s.height());
    const bool plus = m_value > 0;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(plus ? QColor(170, 240, 170) : QColor(255, 170, 160), 1));
    painter->setBrush(plus ? QColor(30, 120, 62, 235) : QColor(120, 32, 30, 225));
    painter->drawRoundedRect(box, s.height() / 2, s.height() / 2);
    QFont font;
    font.setPixelSize(m_fontSize);
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(Qt::white);
    painter->drawText(box, Qt::AlignCenter, text());
}
