#include "tablelayout.h"

#include <algorithm>
#include <cmath>

namespace tablelayout {

std::optional<QRectF> clearRect(const QSizeF& size, const QPointF& preferred, const QRectF& area,
                                const QList<QRectF>& obstacles, qreal gap) {
    const qreal w = size.width(), h = size.height();
    if (w > area.width() || h > area.height()) return std::nullopt;
    // The nearest free place touches an obstacle or the area's edge, or lies at the preferred spot: the
    // candidates are those edges in each direction.
    QList<qreal> xs{preferred.x() - w / 2, area.left(), area.right() - w};
    QList<qreal> ys{preferred.y() - h / 2, area.top(), area.bottom() - h};
    QList<QRectF> blocks;
    for (const QRectF& o : obstacles) {
        if (o.isEmpty()) continue;
        const QRectF grown = o.adjusted(-gap, -gap, gap, gap);
        blocks << grown;
        xs << grown.right() << grown.left() - w;
        ys << grown.bottom() << grown.top() - h;
    }
    const auto free = [&](const QRectF& r) {
        return std::none_of(blocks.begin(), blocks.end(), [&](const QRectF& b) { return b.intersects(r); });
    };
    std::optional<QRectF> best;
    qreal bestDistance = 0;
    for (qreal x : xs) {
        if (x < area.left() - 0.01 || x + w > area.right() + 0.01) continue;
        const qreal dx = x + w / 2 - preferred.x();
        if (best && dx * dx >= bestDistance) continue;
        for (qreal y : ys) {
            if (y < area.top() - 0.01 || y + h > area.bottom() + 0.01) continue;
            const qreal dy = y + h / 2 - preferred.y();
            const qreal distance = dx * dx + dy * dy;
            if (best && distance >= bestDistance) continue;
            const QRectF r(x, y, w, h);
            if (!free(r)) continue;
            best = r;
            bestDistance = distance;
        }
    }
    return best;
}

Placed placeBox(const std::function<QSizeF(int font)>& sizeAt, int font, int smallest,
                const QPointF& preferred, const QRectF& area, const QList<QRectF>& obstacles, qreal gap) {
    for (int f = font; f >= smallest; --f) {
        const QSizeF size = sizeAt(f);
        if (auto r = clearRect(size, preferred, area, obstacles, gap)) return {*r, f, true};
    }
    const QSizeF size = sizeAt(smallest);
    return {keepInside(QRectF(preferred - QPointF(size.width() / 2, size.height() / 2), size), area),
            smallest, false};
}

QRectF keepInside(const QRectF& rect, const QRectF& area) {
    QRectF r = rect;
    if (r.right() > area.right()) r.moveRight(area.right());
    if (r.bottom() > area.bottom()) r.moveBottom(area.bottom());
    if (r.left() < area.left()) r.moveLeft(area.left());
    if (r.top() < area.top()) r.moveTop(area.top());
    return r;
}

} // namespace tablelayout
