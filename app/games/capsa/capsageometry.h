#pragma once
// Where everything lies on the Capsa table for a given size, as zones: the person's plate at the bottom left
// with the hand beside it, a seat at the left, at the top and at the right (a plate with its cards under it),
// the trick in the centre between the side seats, the banner naming the combination between the top seat's
// cards and the trick, and the finished tricks face down in the top right corner. Cards and plates grow with
// the view (TableScale); every plate keeps room above it for its badge. Pure geometry, no items.

#include <QList>
#include <QRectF>
#include <QSizeF>

#include <array>

class CapsaGeometry {
public:
    CapsaGeometry(const QSizeF& size, qreal cardAspect);

    qreal scale = 1;        ///< TableScale factor: plates, badges, fonts
    QSizeF card, small;     ///< the person's cards and the trick; the others' hands
    qreal seatWidth = 150;  ///< of a plate
    qreal plateHeight = 52; ///< of a plate
    qreal raise = 0;        ///< how far a selected card stands up
    QRectF area;            ///< the view less its margin
    /// Top centre of each seat's plate: 0 the person (bottom left), 1 left, 2 top, 3 right.
    std::array<QPointF, 4> seatBox{};
    /// Where each opponent's hand lies (its cards centred in it); empty for the person.
    std::array<QRectF, 4> hands{};
    QRectF handRow; ///< the person's cards, unraised (the row may be narrower)
    QRectF centre;  ///< the trick, and the drop target
    QRectF banner;  ///< the room of the banner naming the combination on the table
    QRectF played;  ///< the finished tricks (a heap and its label)
    qreal labelFont = 12;

    /// A seat's plate with the room of its badge.
    QRectF plate(int seat) const;
    /// Where the cards of this trick's plays lie (`sizes`: how many cards each play has, the latest last):
    /// each play a little to the left of and below the next, the latest on top, the whole inside the centre
    /// between the side seats. The top left corner of each card, play by play.
    QList<QList<QPointF>> trick(const QList<int>& sizes) const;
};
