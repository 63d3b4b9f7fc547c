#include "pileitem.h"

#include <QFontMetricsF>
#include <QPainter>

PileItem::PileItem(Place place, QGraphicsItem* parent) : QGraphicsObject(parent), m_place(place) {
    setZValue(-10);
}

void PileItem::setRect(const QRectF& rect) {
    if (rect == m_rect) return;
    prepareGeometryChange();
    m_rect = rect;
}

void PileItem::setLabel(const QString& label) {
    if (label == m_label) return;
    prepareGeometryChange(); // a label may be wider than the rectangle
    m_label = label;
}

void PileItem::setHighlight(Highlight highlight) {
    if (highlight == m_highlight) return;
    m_highlight = highlight;
    update();
}

void PileItem::setOutlined(bool outlined) {
    m_outlined = outlined;
    update();
}

void PileItem::setLabelFontSize(int pixels) {
    if (pixels == m_labelFont) return;
    prepareGeometryChange();
    m_labelFont = pixels;
}

QFont PileItem::labelFont() const {
    QFont font;
    font.setPixelSize(m_labelFont > 0 ? m_labelFont : std::max(11, int(m_rect.height() * 0.09)));
    return font;
}

qreal PileItem::labelHeight() const {
    return QFontMetricsF(labelFont()).height() + 6;
}

QString PileItem::shownLabel() const {
    return QFontMetricsF(labelFont()).elidedText(m_label, Qt::ElideRight, m_rect.width() * 1.6);
}

QRectF PileItem::labelRect() const {
    if (m_label.isEmpty()) return {};
    const QFontMetricsF fm(labelFont());
    const qreal w = fm.horizontalAdvance(shownLabel()), h = fm.height();
    return QRectF(m_rect.center().x() - w / 2, m_rect.bottom() - 3 - h, w, h);
}

QRectF PileItem::boundingRect() const {
    return m_rect.adjusted(-4, -4, 4, 4).united(labelRect().adjusted(-1, -1, 1, 1));
}

void PileItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const qreal radius = 10;
    QColor fill(255, 255, 255, 14), line(255, 255, 255, 60);
    if (m_highlight == Highlight::Allowed) {
        fill = QColor(90, 220, 120, 70);
        line = QColor(120, 255, 150, 220);
    } else if (m_highlight == Highlight::Refused) {
        fill = QColor(230, 80, 70, 60);
        line = QColor(255, 110, 100, 220);
    }
    if (m_outlined || m_highlight != Highlight::None) {
        painter->setBrush(fill);
        painter->setPen(QPen(line, m_highlight == Highlight::None ? 1.5 : 3.0,
                             m_highlight == Highlight::None ? Qt::DashLine : Qt::SolidLine));
        painter->drawRoundedRect(m_rect, radius, radius);
    }
    if (!m_label.isEmpty()) {
        painter->setFont(labelFont());
        painter->setPen(QColor(255, 255, 255, 150));
        painter->drawText(labelRect().adjusted(-1, 0, 1, 0), Qt::AlignCenter, shownLabel());
    }
}
