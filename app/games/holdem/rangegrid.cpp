#include "rangegrid.h"

#include "holdem/bots/handclass.h"
#include "holdem/rangetext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

using namespace core::holdem;

namespace {

constexpr int kSide = 13;
const QColor kEmpty(24, 40, 30);
const QColor kFull(255, 214, 102);

QColor cellColour(double relative) {
    // Brightness grows with the square root, so a hand held a quarter as often as the top still shows.
    const double t = std::sqrt(std::clamp(relative, 0.0, 1.0));
    return QColor::fromRgbF(float(kEmpty.redF() + (kFull.redF() - kEmpty.redF()) * t),
                            float(kEmpty.greenF() + (kFull.greenF() - kEmpty.greenF()) * t),
                            float(kEmpty.blueF() + (kFull.blueF() - kEmpty.blueF()) * t));
}

} // namespace

RangeGrid::RangeGrid(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

int RangeGrid::classAt(int row, int column) {
    // Rank indices run 0 = two ... 12 = ace; the grid puts the ace first.
    const int a = 12 - row, b = 12 - column;
    if (row == column) return classOfRanks(a, a, false);
    return row < column ? classOfRanks(a, b, true) : classOfRanks(b, a, false);
}

void RangeGrid::setWeights(const ClassFrequencies& weights, const QString& summary) {
    const double top = *std::max_element(weights.begin(), weights.end());
    for (std::size_t i = 0; i < weights.size(); ++i) m_relative[i] = top > 0 ? weights[i] / top : 0.0;
    setAccessibleDescription(summary);
    update();
}

QRectF RangeGrid::gridRect() const {
    const double side = std::min(width(), height());
    return QRectF((width() - side) / 2.0, (height() - side) / 2.0, side, side);
}

int RangeGrid::classAtPoint(QPointF point) const {
    const QRectF grid = gridRect();
    if (!grid.contains(point)) return -1;
    const double cell = grid.width() / kSide;
    const int column = std::clamp(int((point.x() - grid.left()) / cell), 0, kSide - 1);
    const int row = std::clamp(int((point.y() - grid.top()) / cell), 0, kSide - 1);
    return classAt(row, column);
}

QSize RangeGrid::sizeHint() const {
    return {kSide * 34, kSide * 34};
}

QSize RangeGrid::minimumSizeHint() const {
    return {kSide * 22, kSide * 22};
}

void RangeGrid::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF grid = gridRect();
    const double cell = grid.width() / kSide;
    QFont font = this->font();
    font.setPixelSize(std::max(7, int(cell * 0.34)));
    p.setFont(font);
    for (int row = 0; row < kSide; ++row) {
        for (int column = 0; column < kSide; ++column) {
            const int c = classAt(row, column);
            const double r = m_relative[std::size_t(c)];
            const QRectF rect(grid.left() + column * cell, grid.top() + row * cell, cell, cell);
            const QColor fill = cellColour(r);
            p.fillRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), fill);
            // Pairs are framed, so the diagonal reads at a glance.
            if (row == column) {
                p.setPen(QPen(QColor(255, 255, 255, 90), 1));
                p.drawRect(rect.adjusted(1, 1, -1, -1));
            }
            p.setPen(fill.lightnessF() > 0.55 ? QColor(20, 24, 20) : QColor(220, 226, 214));
            p.drawText(rect, Qt::AlignCenter, QString::fromStdString(handClassName(c)));
        }
    }
}

bool RangeGrid::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int c = classAtPoint(help->pos());
        if (c < 0) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const QString name = QString::fromStdString(handClassName(c));
        const double r = m_relative[std::size_t(c)];
        QString text;
        if (r <= 0)
            text = tr("%1 (%n combination(s)): never in this range", nullptr, classCombos(c)).arg(name);
        else
            text =
                tr("%1 (%n combination(s)): held %2 as often as the likeliest hands", nullptr, classCombos(c))
                    .arg(name, QLocale().toString(r * 100.0, 'f', 0) + QStringLiteral("%"));
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}
