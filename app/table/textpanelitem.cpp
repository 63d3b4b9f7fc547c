#include "textpanelitem.h"

#include <QFontMetricsF>
#include <QPainter>

namespace {
constexpr qreal kPad = 18; ///< left and right of the text
constexpr qreal kTop = 11;

/// `text` broken at spaces into lines no wider than `width` (a single word wider than that stays whole).
QStringList wrap(const QString& text, const QFontMetricsF& fm, qreal width) {
    if (fm.horizontalAdvance(text) <= width) return {text};
    QStringList out;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '))) {
        const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && fm.horizontalAdvance(candidate) > width) {
            out << line;
            line = word;
        } else {
            line = candidate;
        }
    }
    if (!line.isEmpty()) out << line;
    return out;
}
} // namespace

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
    if (width == m_maxWidth) return;
    prepareGeometryChange();
    m_maxWidth = width;
}

void TextPanelItem::setFontSize(int pixels) {
    if (pixels == m_fontSize) return;
    prepareGeometryChange();
    m_fontSize = pixels;
}

void TextPanelItem::setBackgroundAlpha(int alpha) {
    m_alpha = alpha;
    update();
}

QFont TextPanelItem::font(bool title) const {
    QFont f;
    f.setPixelSize(title ? m_fontSize + 3 : m_fontSize);
    f.setBold(title);
    return f;
}

QList<TextPanelItem::Row> TextPanelItem::rows() const {
    const qreal inner = m_maxWidth - 2 * kPad;
    QList<Row> out;
    if (!m_title.isEmpty()) {
        for (const QString& part : wrap(m_title, QFontMetricsF(font(true)), inner))
            out << Row{{part}, true, false};
        out.last().gapAfter = true;
    }
    const QFontMetricsF fm(font(false));
    for (const QString& line : m_lines) {
        if (line.contains(QLatin1Char('\t'))) {
            out << Row{line.split(QLatin1Char('\t')), false, false};
            continue;
        }
        for (const QString& part : wrap(line, fm, inner)) out << Row{{part}, false, false};
    }
    return out;
}

qreal TextPanelItem::rowHeight(const Row& row) const {
    const qreal h = QFontMetricsF(font(row.title)).height();
    return row.title ? h * (row.gapAfter ? 1.35 : 1.0) : h * 1.25;
}

QList<qreal> TextPanelItem::columnWidths(const QList<Row>& rows, qsizetype count) const {
    // Columns line up across the rows with as many cells: each as wide as its widest cell, and a gap.
    QList<qreal> widths(count, 0.0);
    const QFontMetricsF fm(font(false));
    for (const Row& row : rows)
        if (!row.title && row.cells.size() == count)
            for (qsizetype i = 0; i < count; ++i)
                widths[i] =
                    std::max(widths[i], fm.horizontalAdvance(row.cells[i]) + (i > 0 ? m_fontSize * 1.5 : 0));
    return widths;
}

qreal TextPanelItem::naturalWidth(const QList<Row>& rows, const Row& row) const {
    if (row.cells.size() == 1) return QFontMetricsF(font(row.title)).horizontalAdvance(row.cells.first());
    qreal w = 0;
    for (qreal c : columnWidths(rows, row.cells.size())) w += c;
    return w;
}

QSizeF TextPanelItem::contentSize() const {
    qreal width = 0, height = 0;
    const QList<Row> all = rows();
    for (const Row& row : all) {
        width = std::max(width, naturalWidth(all, row));
        height += rowHeight(row);
    }
    return {std::min(width + 2 * kPad, m_maxWidth), height + 2 * kTop};
}

bool TextPanelItem::columnsFit() const {
    const qreal inner = contentSize().width() - 2 * kPad;
    const QList<Row> all = rows();
    for (const Row& row : all)
        if (naturalWidth(all, row) > inner + 0.5) return false;
    return true;
}

bool TextPanelItem::fitInto(const QSizeF& room, int preferred, int smallest) {
    setMaxWidth(room.width());
    for (int size = preferred; size >= smallest; --size) {
        setFontSize(size);
        if (columnsFit() && contentSize().height() <= room.height()) return true;
    }
    return false;
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

    const qreal inner = box.width() - 2 * kPad;
    qreal y = box.top() + kTop;
    const QList<Row> all = rows();
    for (const Row& row : all) {
        const QFont f = font(row.title);
        const QFontMetricsF fm(f);
        painter->setFont(f);
        painter->setPen(row.title ? QColor(255, 222, 140) : QColor(240, 240, 232));
        const qreal h = row.title ? fm.height() : fm.height() * 1.25;
        if (row.cells.size() == 1) {
            painter->drawText(QRectF(box.left() + kPad, y, inner, h), Qt::AlignCenter,
                              fm.elidedText(row.cells.first(), Qt::ElideRight, inner + 1));
        } else {
            // The room left over is shared out between the columns.
            QList<qreal> widths = columnWidths(all, row.cells.size());
            qreal used = 0;
            for (qreal w : widths) used += w;
            const qreal extra = std::max(0.0, inner - used) / widths.size();
            qreal x = box.left() + kPad;
            for (qsizetype i = 0; i < row.cells.size(); ++i) {
                const qreal w = widths[i] + extra;
                painter->drawText(QRectF(x, y, w, h),
                                  (i == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter,
                                  fm.elidedText(row.cells[i], Qt::ElideRight, w + 1));
                x += w;
            }
        }
        y += rowHeight(row);
    }
}
