#include "dealoverbox.h"

#include "carditem.h"
#include "pileitem.h"
#include "tablelayout.h"
#include "textpanelitem.h"

#include <QApplication>
#include <QFontMetrics>
#include <QGraphicsScene>

#include <algorithm>

namespace dealoverbox {

qreal offerRoom() {
    // The offer's button (its text, its frame) and the gap above it.
    return QFontMetrics(QApplication::font()).height() + 26;
}

Result place(TextPanelItem* box, const Spec& spec) {
    const Result result = place(
        box,
        [box](qreal width, int font) -> std::optional<QSizeF> {
            box->setMaxWidth(width);
            box->setFontSize(font);
            if (!box->columnsFit()) return std::nullopt;
            return box->boundingRect().size();
        },
        spec);
    box->setBackgroundAlpha(result.clearOfCards ? spec.translucentAlpha : 255);
    return result;
}

namespace {

qreal overlap(const QRectF& a, const QRectF& b) {
    const QRectF r = a.intersected(b);
    return r.isValid() ? r.width() * r.height() : 0;
}

/// Where a box of `size` that cannot keep clear of the cards hides the least of them (a face-up card counts
/// its area, a back a third), never over a seat and, if it can, over no label (a value, a hand's name); the
/// nearest to `preferred` among the best.
QRectF leastCovering(const QSizeF& size, const QPointF& preferred, const QRectF& area,
                     const QList<QRectF>& seats, const QList<QRectF>& labels, const QList<QRectF>& shown,
                     const QList<QRectF>& backs, const QRectF& fallback) {
    const auto meets = [](const QList<QRectF>& rects, const QRectF& r) {
        return std::any_of(rects.begin(), rects.end(), [&](const QRectF& x) { return x.intersects(r); });
    };
    // Every 8 pixels, and against each edge of a card, a label, a seat and the area.
    QList<qreal> xs, ys;
    for (qreal x = area.left(); x + size.width() <= area.right(); x += 8) xs << x;
    for (qreal y = area.top(); y + size.height() <= area.bottom(); y += 8) ys << y;
    xs << area.right() - size.width();
    ys << area.bottom() - size.height();
    for (const QRectF& r : seats + labels + shown + backs) {
        xs << r.right() << r.left() - size.width();
        ys << r.bottom() << r.top() - size.height();
    }
    for (QList<qreal>* v : {&xs, &ys}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    for (const QList<QRectF>& forbidden : {seats + labels, seats}) {
        std::optional<QRectF> best;
        qreal bestCost = 0, bestDistance = 0;
        for (const qreal y : ys) {
            if (y < area.top() || y + size.height() > area.bottom()) continue;
            for (const qreal x : xs) {
                if (x < area.left() || x + size.width() > area.right()) continue;
                const QRectF r(QPointF(x, y), size);
                if (meets(forbidden, r)) continue;
                qreal cost = 0;
                for (const QRectF& l : labels) cost += 10 * overlap(r, l);
                for (const QRectF& c : shown) cost += overlap(r, c);
                for (const QRectF& c : backs) cost += overlap(r, c) / 3;
                if (best && cost > bestCost + 1) continue;
                const QPointF d = r.center() - preferred;
                const qreal distance = d.x() * d.x() + d.y() * d.y();
                if (!best || cost < bestCost - 1 || (cost <= bestCost + 1 && distance < bestDistance)) {
                    best = r;
                    bestCost = cost;
                    bestDistance = distance;
                }
            }
        }
        if (best) return *best;
    }
    return fallback;
}

} // namespace

Result place(QGraphicsItem* box, const Fit& fit, const Spec& spec) {
    QList<QRectF> faceUp, faceDown;
    if (QGraphicsScene* scene = box->scene()) {
        for (QGraphicsItem* item : scene->items()) {
            auto* card = dynamic_cast<CardItem*>(item);
            if (!card || !card->isVisible() || card->effectiveOpacity() < 0.01) continue;
            const QRectF r = card->mapRectToScene(QRectF(QPointF(0, 0), card->size()));
            (card->faceUp() ? faceUp : faceDown) << r;
        }
    }
    const qreal room = offerRoom();
    const QList<qreal> widths = spec.widths.isEmpty() ? QList<qreal>{spec.area.width()} : spec.widths;
    // The box and the room under it, centred where the box belongs.
    const QPointF preferred = spec.preferred + QPointF(0, room / 2);
    const auto tryPlace = [&](const QList<QRectF>& obstacles, bool withRoom) {
        tablelayout::Placed best;
        qreal width = widths.first();
        for (const qreal w : widths) {
            width = w;
            best = tablelayout::placeBox(
                [&fit, w, withRoom, room](int font) {
                    const std::optional<QSizeF> size = fit(w, font);
                    return size ? *size + QSizeF(0, withRoom ? room : 0) : QSizeF(1e6, 1e6);
                },
                spec.font, spec.smallest, withRoom ? preferred : spec.preferred, spec.area, obstacles);
            if (best.clear) break;
        }
        return std::make_pair(best, width);
    };
    // Clear of every card, then of the cards face up (over backs), then of the seats only.
    const QList<QList<QRectF>> tiers{spec.seats + spec.labels + faceUp + faceDown,
                                     spec.seats + spec.labels + faceUp, spec.seats};
    // In each, with the room for the offer under the box if possible.
    Result result;
    for (qsizetype tier = 0; tier < tiers.size(); ++tier) {
        const bool last = tier + 1 == tiers.size();
        auto placed = tryPlace(tiers[tier], true);
        if (!placed.first.clear) placed = tryPlace(tiers[tier], false);
        if (!placed.first.clear && !last) continue;
        const auto& [at, width] = placed;
        const QSizeF size = fit(width, at.font).value_or(at.rect.size());
        QRectF rect(at.rect.topLeft(), size);
        // Over the cards after all: where it hides the fewest.
        if (last)
            rect = leastCovering(size, spec.preferred, spec.area, spec.seats, spec.labels, faceUp, faceDown,
                                 rect);
        box->setPos(rect.center());
        result.rect = rect;
        break;
    }
    result.clearOfCards = true;
    for (const QRectF& card : faceUp + faceDown)
        if (card.intersects(result.rect)) result.clearOfCards = false;
    return result;
}

QRectF offerPlace(const QGraphicsItem* box, const QSizeF& size, const QRectF& view) {
    const QRectF r = box->sceneBoundingRect();
    const QPointF under(r.center().x(), r.bottom() + 10 + size.height() / 2);
    QList<QRectF> obstacles{r};
    if (const QGraphicsScene* scene = box->scene()) {
        const qreal large = view.width() * view.height() / 4; // the felt, a zone's outline
        for (QGraphicsItem* item : scene->items()) {
            if (item == box || item->parentItem() || !item->isVisible() || item->effectiveOpacity() < 0.01 ||
                dynamic_cast<PileItem*>(item))
                continue;
            const QRectF b = item->sceneBoundingRect();
            if (b.width() * b.height() < large) obstacles << b;
        }
    }
    const QRectF area = view.adjusted(4, 4, -4, -4);
    return tablelayout::clearRect(size, under, area, obstacles, 4)
        .value_or(tablelayout::keepInside(QRectF(under - QPointF(size.width() / 2, size.height() / 2), size),
                                          area));
}

} // namespace dealoverbox
