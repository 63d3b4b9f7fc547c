#pragma once
// The box at the end of a deal, placed the one way every table places it. It never lies over a seat. It keeps
// clear of the cards and labels on the table when there is such a place (its font may shrink for it, and long
// lines wrap in a narrower box), with room under it for the coach's offer to review the deal; failing that it
// may lie over face-down cards, and failing that over any card, where it hides the fewest (and no label if it
// can). Over a card it is opaque, so that no card shows through its text.

#include <QList>
#include <QRectF>

#include <functional>
#include <optional>

class QGraphicsItem;
class QGraphicsScene;
class TextPanelItem;

namespace dealoverbox {

struct Spec {
    QPointF preferred;          ///< where the box's centre belongs
    QRectF area;                ///< what it must stay inside
    QList<QRectF> seats;        ///< never covered
    QList<QRectF> labels;       ///< kept clear like the cards (names of hands, chips, banners)
    QList<qreal> widths;        ///< the box's widths to try, widest first
    int font = 17;              ///< the preferred font size in pixels
    int smallest = 10;          ///< the smallest font size
    int translucentAlpha = 215; ///< the box's background when it covers no card
};

/// Where `box` went.
struct Result {
    QRectF rect; ///< the box, in scene coordinates (without the room under it)
    bool clearOfCards = false;
};

/// Places `box` (its lines set) in the scene it belongs to, whose visible cards it reads from there.
Result place(TextPanelItem* box, const Spec& spec);

/// A box of its own kind (a score sheet): `fit` sets its width and font and gives its size, or nothing when
/// it does not fit that width at that font. The box is centred on its position.
using Fit = std::function<std::optional<QSizeF>(qreal width, int font)>;
Result place(QGraphicsItem* box, const Fit& fit, const Spec& spec);

/// The room kept under the box for the coach's offer (a push button of the window's font).
qreal offerRoom();

/// Where the coach's offer (a button of `size`, in scene units) goes: under `box` if nothing is there, else
/// the nearest place inside `view` that meets no card, seat, label or other box (scene coordinates).
QRectF offerPlace(const QGraphicsItem* box, const QSizeF& size, const QRectF& view);

} // namespace dealoverbox
