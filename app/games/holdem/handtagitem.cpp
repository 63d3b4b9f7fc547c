#include "handtagitem.h"

#include <QFontMetricsF>
#include <QPainter>

HandTagItem::HandTagItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(2500);
}

void HandTagItem::setText(const QString& text) {
    if (text == m_text) return;
    prepareGeometryChange();
    m_text = text;
}

void HandTagItem::setWinner(bool winner) {
    if (winner == m_winner) return;
    m_winner = winner;
    update();
}

void HandTagItem::setFontSize(int pixels) {
    if (pixels == m_fontSize) return;
    prepareGeometryChange();
    m_fontSize = pixels;
}

void HandTagItem::setMaxWidth(qreal width) {
    prepareGeometryChange();
    m_maxWidth = width;
}

int HandTagItem::shownFontSize() const {
    QFont f;
    f.setBold(true);
    int size = m_fontSize;
    for (; size > 9; --size) {
        f.setPixelSize(size);
        if (QFontMetricsF(f).horizontalAdvance(m_text) + size * 1.2 <= m_maxWidth) break;
    }
    return size;
}

QFont HandTagItem::font() const {
    QFont f;
    f.setPixelSize(shownFontSize());
    f.setBold(true);
    return f;
}

QSizeF HandTagItem::size() const {
    const QFont f = font();
    const QFontMetricsF fm(f);
    return {std::min(fm.horizontalAdvance(m_text) + f.pixelSize() * 1.2, m_maxWidth), fm.height() + 6};
}

QRectF HandTagItem::boundingRect() const {
    const QSizeF s = size();
    return QRectF(-s.width() / 2 - 1, -s.height() / 2 - 1, s.width() + 2, s.height() + 2);
}

void HandTagItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QSizeF s = size();
    const QRectF box(-s.width() / 2, -s.height() / 2, s.width(), s.height());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(m_winner ? QColor(255, 222, 140) : QColor(255, 255, 255, 90), 1.2));
    painter->setBrush(m_winner ? QColor(120, 86, 20, 240) : QColor(12, 28, 18, 230));
    painter->drawRoundedRect(box, s.height() / 2, s.height() / 2);
    painter->setFont(font());
    painter->setPen(m_winner ? QColor(255, 240, 200) : QColor(240, 240, 232));
    const QFontMetricsF fm(font());
    const QString shown = fm.elidedText(m_text, Qt::ElideRight, box.width() - font().pixelSize() * 0.8);
    painter->drawText(box, Qt::AlignCenter, shown);
}
