#include "textpanelitem.h"

#include <QFontMetricsF>
#include <QPainter>

TextPanelItem::TextPanelItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(3000);
}

void TextPanelItem::setLines(const QString& title, const QStringList& lines) {
    prepareGeometryChange();
    m_title = title;
    m_lines = lines;
    setVisible(!title.isEmpty() || !lines.isEmpty());
}

void TextPanelItem::setMaxWidth(qreal width) {
    prepareGeometryChange();
    m_maxWidth = width;
}

void TextPanelItem::setFontSize(int pixels) {
    prepareGeometryChange();
    m_fontSize = pixels;
}

void TextPanelItem::setBackgroundAlpha(int alpha) {
    m_alpha = alpha;
    update();
}

QSizeF TextPanelItem::contentSize() const {

    QFont font;
    font.setPixelSize(m_fontSize);
    QFont bold = font;
    bold.setBold(true);
    bold.setPixelSize(m_fontSize + 3);
    const QFontMetricsF fm(font), bm(bold);
    qreal width = bm.horizontalAdvance(m_title);
    for (const QString& line : m_lines) {
        qreal w = 0;
        for (const QString& cell : line.split(QLatin1Char('\t')))
            w += fm.horizontalAdvance(cell) + m_fontSize * 1.5;
        width = std::max(width, w);
    }
    const qreal height = (m_title.isEmpty() ? 0 : bm.height() * 1.35) + m_lines.size() * fm.height() * 1.25;
    return {std::min(width + 36, m_maxWidth), height + 22};
}

QRectF TextPanelItem::boundingRect() const {
    const QSizeF s = contentSize();
    return QRectF(-s.width() / 2, -s.height() / 2, s.width(), s.height());
}

void TextPanelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const QRectF box = boundingRect();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(255, 225, 150, 150), 1.5));
    painter->setBrush(QColor(12, 28, 18, m_alpha));
    painter->drawRoundedRect(box, 14, 14);

    QFont font;
    font.setPixelSize(m_fontSize);
    QFont bold = font;
    bold.setBold(true);
    bold.setPixelSize(m_fontSize + 3);
    qreal y = box.top() + 11;
    if (!m_title.isEmpty()) {
        painter->setFont(bold);
        painter->setPen(QColor(255, 222, 140));
        const qreal h = QFontMetricsF(bold).height();
        painter->drawText(QRectF(box.left() + 18, y, box.width() - 36, h), Qt::AlignCenter, m_title);
        y += h * 1.35;
    }
    painter->setFont(font);
    painter->setPen(QColor(240, 240, 232));
    const qreal lineHeight = QFontMetricsF(font).height() * 1.25;
    for (const QString& line : m_lines) {
        const QStringList cells = line.split(QLatin1Char('\t'));
        const qreal cellWidth = (box.width() - 36) / std::max<qsizetype>(1, cells.size());
        for (int i = 0; i < cells.size(); ++i) {
            const Qt::Alignment align =
                cells.size() == 1 ? Qt::AlignHCenter : (i == 0 ? Qt::AlignLeft : Qt::AlignRight);
            painter->drawText(QRectF(box.left() + 18 + i * cellWidth, y, cellWidth, lineHeight),
                              align | Qt::AlignVCenter, cells[i]);
        }
        y += lineHeight;
    }
}
