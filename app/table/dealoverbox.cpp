#include "dealoverbox.h"

#include "carditem.h"
#include "pileitem.h"
#include "tablelayout.h"
#include "textpanelitem.h"

#include <QApplication>
#include <QFontMetrics>
#include <QGraphicsScene>

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
        const QRectF rect(at.rect.topLeft(), size);
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
