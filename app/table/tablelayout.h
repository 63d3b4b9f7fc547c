#pragma once
// Room on the felt for what must hide nothing: a banner, a mark beside a pile, the box at the end of a deal.
// A table lists what must stay in sight (seat plates with their badges, hands, the cards on the table, other
// labels) and asks for the place nearest to where the box belongs that meets none of it; a box whose text
// can shrink is tried from its preferred font size down to the smallest readable one.

#include <QList>
#include <QRectF>

#include <functional>
#include <optional>

namespace tablelayout {

/// The rectangle of `size` inside `area`, at least `gap` away from every one of `obstacles`, whose centre is
/// nearest to `preferred`; nothing when there is no such place.
std::optional<QRectF> clearRect(const QSizeF& size, const QPointF& preferred, const QRectF& area,
                                const QList<QRectF>& obstacles, qreal gap = 4);

struct Placed {
    QRectF rect;       ///< where the box goes
    int font = 0;      ///< with this font size
    bool clear = true; ///< false: no clear place even with the smallest font (the box is then at `preferred`,
                       ///< inside the area, with the smallest font)
};

/// A box whose size depends on its font size (`sizeAt`): the largest font from `font` down to `smallest`
/// with which it finds a clear place near `preferred`.
Placed placeBox(const std::function<QSizeF(int font)>& sizeAt, int font, int smallest,
                const QPointF& preferred, const QRectF& area, const QList<QRectF>& obstacles, qreal gap = 4);

/// `rect` moved (not resized) as little as possible to lie inside `area` (its top left corner wins when it
/// is larger).
QRectF keepInside(const QRectF& rect, const QRectF& area);

} // namespace tablelayout
