#include "chipsitem.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

namespace {
struct ChipKind {
    int value;
    QColor colour;
};
// The usual casino colours: 1 white, 5 red, 25 green, 100 black, 500 purple, 1000 gold.
const ChipKind kChips[] = {{1000, QColor(214, 170, 46)}, {500, QColor(120, 64, 160)},
                           {100, QColor(32, 32, 36)},    {25, QColor(32, 140, 70)},
                           {5, QColor(196, 40, 40)},     {1, QColor(236, 236, 230)}};
constexpr int kMaxDrawn = 12; ///< chips drawn per column at most
} // namespace

ChipsItem::ChipsItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setZValue(800);
}

void ChipsItem::setAmount(qint64 amount) {
    if (amount != m_amount) prepareGeometryChange(); // the amount's label is as wide as its text
    m_amount = amount;
    setVisible(amount > 0);
    update();
}

void ChipsItem::setCaption(const QString& caption) {
    prepareGeometryChange();
    m_caption = caption;
}

void ChipsItem::setChipSize(qreal diameter) {
    prepareGeometryChange();
    m_chip = diameter;
}

QList<QPair<int, int>> ChipsItem::breakdown(qint64 amount) {
    QList<QPair<int, int>> out;
    for (const ChipKind& k : kChips) {
        const qint64 n = amount / k.value;
        if (n > 0) out.append({k.value, int(std::min<qint64>(n, 1000000))});
        amount %= k.value;
    }
    return out;
}

QString ChipsItem::labelText() const {
    return m_caption.isEmpty() ? QLocale().toString(m_amount)
                               : m_caption + QStringLiteral(": ") + QLocale().toString(m_amount);
}

QFont ChipsItem::labelFont() const {
    QFont font;
    font.setPixelSize(std::max(1, int(m_chip * 0.55)));
    font.setBold(true);
    return font;
}

QRectF ChipsItem::labelRect() const {
    if (m_amount <= 0) return {};
    const qreal w = QFontMetricsF(labelFont()).horizontalAdvance(labelText()) + 14;
    return QRectF(-w / 2, m_chip * 0.5, w, m_chip * 0.9);
}

QRectF ChipsItem::chipsRect() const {
    if (m_amount <= 0) return {};
    const auto kinds = breakdown(m_amount);
    const int columns = int(std::min<qsizetype>(3, kinds.size()));
    int tallest = 0;
    for (int c = 0; c < columns; ++c) tallest = std::max(tallest, std::min(kMaxDrawn, kinds[c].second));
    const qreal half = ((columns - 1) / 2.0) * m_chip * 1.05 + m_chip / 2;
    const QRectF chips(-half, -(tallest - 1) * 3.0 - m_chip * 0.35, 2 * half,
                       (tallest - 1) * 3.0 + m_chip * 0.7);
    return chips.united(labelRect());
}

QRectF ChipsItem::boundingRect() const {
    const qreal half = std::max(m_chip * 1.7, labelRect().width() / 2) + 2;
    return QRectF(-half, -m_chip * 0.4 - kMaxDrawn * 3 - 4, 2 * half, m_chip * 1.9 + kMaxDrawn * 3 + 8);
}

void ChipsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (m_amount <= 0) return;
    painter->setRenderHint(QPainter::Antialiasing);
    // Up to three columns of the largest chip kinds, each a short stack seen from the side.
    const auto kinds = breakdown(m_amount);
    const int columns = int(std::min<qsizetype>(3, kinds.size()));
    for (int c = 0; c < columns; ++c) {
        const int value = kinds[c].first;
        const int count = std::min(kMaxDrawn, kinds[c].second);
        QColor colour;
        for (const ChipKind& k : kChips)
            if (k.value == value) colour = k.colour;
        const qreal x = (c - (columns - 1) / 2.0) * m_chip * 1.05;
        for (int i = 0; i < count; ++i) {
            const QRectF chip(x - m_chip / 2, -i * 3.0 - m_chip * 0.35, m_chip, m_chip * 0.7);
            painter->setPen(QPen(colour.darker(160), 1));
            painter->setBrush(colour);
            painter->drawEllipse(chip);
            // The white edge marks of a real chip.
            painter->setPen(QPen(QColor(255, 255, 255, 170), 2, Qt::DashLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(chip.adjusted(3, 2, -3, -2));
        }
    }
    painter->setFont(labelFont());
    const QRectF label = labelRect();
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 130));
    painter->drawRoundedRect(label, 8, 8);
    painter->setPen(QColor(255, 236, 170));
    painter->drawText(label, Qt::AlignCenter, labelText());
}
