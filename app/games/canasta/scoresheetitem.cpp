#include "scoresheetitem.h"

#include <QFontMetricsF>
#include <QPainter>

namespace {
constexpr qreal kPadding = 18;
QFont sheetFont(int size, bool bold = false) {
    QFont f;
    f.setPixelSize(size);
    f.setBold(bold);
    return f;
}
} // namespace

ScoreSheetItem::ScoreSheetItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(6000);
}

void ScoreSheetItem::setSheet(const QString& title, const QStringList& columns, const QList<QColor>& colors,
                              const QList<Row>& rows, const QStringList& footer) {
    prepareGeometryChange();
    m_title = title;
    m_columns = columns;
    m_colors = colors;
    m_rows = rows;
    m_footer = footer;
}

const ScoreSheetItem::Row* ScoreSheetItem::row(const QString& label) const {
    for (const Row& r : m_rows)
        if (r.label == label) return &r;
    return nullptr;
}

ScoreSheetItem::Metrics ScoreSheetItem::measure(int fontSize) const {
    const QFontMetricsF normal(sheetFont(fontSize)), bold(sheetFont(fontSize, true)),
        title(sheetFont(fontSize + 3, true));
    Metrics m;
    for (const Row& r : m_rows)
        m.labelWidth = std::max(m.labelWidth, (r.strong ? bold : normal).horizontalAdvance(r.label));
    for (int c = 0; c < m_columns.size(); ++c) {
        qreal w = bold.horizontalAdvance(m_columns[c]);
        for (const Row& r : m_rows)
            w = std::max(w, (r.strong ? bold : normal).horizontalAdvance(r.values.value(c)));
        m.columnWidths << w;
    }
    const qreal gap = fontSize * 1.6;
    m.width = m.labelWidth;
    for (qreal w : m.columnWidths) m.width += gap + w;
    m.width = std::max(m.width, title.horizontalAdvance(m_title));
    for (const QString& line : m_footer) m.width = std::max(m.width, normal.horizontalAdvance(line));
    m.width += 2 * kPadding;
    const qreal line = normal.height() * 1.3;
    m.height = 2 * 12 + title.height() * 1.4 + line * (1 + m_rows.size()) + fontSize * 0.5 +
               (m_footer.isEmpty() ? 0 : fontSize * 0.6 + line * m_footer.size());
    return m;
}

void ScoreSheetItem::fitInto(const QSizeF& size, int preferredFontSize) {
    prepareGeometryChange();
    m_fontSize = preferredFontSize;
    while (m_fontSize > 10) {
        const Metrics m = measure(m_fontSize);
        if (m.width <= size.width() && m.height <= size.height()) break;
        --m_fontSize;
    }
}

QRectF ScoreSheetItem::boundingRect() const {
    const Metrics m = measure(m_fontSize);
    return QRectF(-m.width / 2, -m.height / 2, m.width, m.height);
}

void ScoreSheetItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    const Metrics m = measure(m_fontSize);
    const QRectF box = boundingRect();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(255, 225, 150, 170), 1.5));
    painter->setBrush(QColor(12, 28, 18, 246));
    painter->drawRoundedRect(box, 14, 14);

    const QFont normal = sheetFont(m_fontSize), bold = sheetFont(m_fontSize, true),
                title = sheetFont(m_fontSize + 3, true);
    qreal y = box.top() + 12;
    painter->setFont(title);
    painter->setPen(QColor(255, 222, 140));
    const qreal titleHeight = QFontMetricsF(title).height();
    painter->drawText(QRectF(box.left() + kPadding, y, box.width() - 2 * kPadding, titleHeight),
                      Qt::AlignCenter, m_title);
    y += titleHeight * 1.4;

    const qreal line = QFontMetricsF(normal).height() * 1.3;
    const qreal gap = m_fontSize * 1.6;
    // Columns are right-aligned figures; the table is centred in the panel.
    qreal tableWidth = m.labelWidth;
    for (qreal w : m.columnWidths) tableWidth += gap + w;
    const qreal left = box.center().x() - tableWidth / 2;
    QList<qreal> columnRight;
    qreal x = left + m.labelWidth;
    for (qreal w : m.columnWidths) {
        x += gap + w;
        columnRight << x;
    }
    painter->setFont(bold);
    for (int c = 0; c < m_columns.size(); ++c) {
        painter->setPen(m_colors.value(c, QColor(240, 240, 232)));
        painter->drawText(
            QRectF(columnRight[c] - m.columnWidths[c] - gap / 2, y, m.columnWidths[c] + gap / 2, line),
            Qt::AlignRight | Qt::AlignVCenter, m_columns[c]);
    }
    y += line;
    painter->setPen(QPen(QColor(255, 225, 150, 90), 1));
    painter->drawLine(QPointF(left, y), QPointF(left + tableWidth, y));
    y += m_fontSize * 0.25;
    for (const Row& r : m_rows) {
        if (r.strong) {
            painter->setPen(QPen(QColor(255, 225, 150, 60), 1));
            painter->drawLine(QPointF(left, y + 1), QPointF(left + tableWidth, y + 1));
        }
        painter->setFont(r.strong ? bold : normal);
        painter->setPen(r.strong ? QColor(255, 236, 190) : QColor(232, 232, 224));
        painter->drawText(QRectF(left, y, m.labelWidth, line), Qt::AlignLeft | Qt::AlignVCenter, r.label);
        for (int c = 0; c < m_columns.size(); ++c)
            painter->drawText(QRectF(columnRight[c] - m.columnWidths[c], y, m.columnWidths[c], line),
                              Qt::AlignRight | Qt::AlignVCenter, r.values.value(c));
        y += line;
    }
    if (m_footer.isEmpty()) return;
    y += m_fontSize * 0.6;
    painter->setFont(normal);
    painter->setPen(QColor(240, 240, 232));
    for (const QString& text : m_footer) {
        painter->drawText(QRectF(box.left() + kPadding, y, box.width() - 2 * kPadding, line), Qt::AlignCenter,
                          text);
        y += line;
    }
}
