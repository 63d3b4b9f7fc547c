#include "pileitem.h"

#include <QPainter>

PileItem::PileItem(const QString& id, QGraphicsItem* parent) : QGraphicsObject(parent), m_id(id) {
    setZValue(-10);
}

void PileItem::setRect(const QRectF& rect) {
    if (rect == m_rect) return;
    prepareGeometryChange();
    m_rect = rect;
}

void PileItem::setLabel(const QString& label) {
    if (label == m_label) return;
    m_label = label;
    update();
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

QRectF PileItem::boundingRect() const {
    return m_rect.adjusted(-4, -4, 4, 4);
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
        QFont font = painter->font();
        font.setPixelSize(std::max(11, int(m_rect.height() * 0.09)));
        painter->setFont(font);
        painter->setPen(QColor(255, 255, 255, 150));
        painter->drawText(m_rect.adjusted(6, 4, -6, -4),
                          Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap, m_label);
    }
}
