#pragma once
// Where everything lies on the Canasta table, for a table of a given size and seating. From the top:
//   row A  the seats across (the partner opposite, or two or three seats), and seats sitting out;
//   row B  the opponents' melds (one band, or two side by side when three sides play);
//   row C  the seats to the left and right, the stock, the discard pile and the pile cards set aside;
//   row D  the person's side's melds;
//   row E  the person's seat and hand.
// Card sizes follow the height: the hand largest, the person's melds and the piles a little smaller, the
// opponents' melds smaller still, the other hands' backs smallest. Plates, titles and labels follow the
// table's scale (TableScale), and every plate keeps room above it for its badge.

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

class CanastaGeometry {
public:
    struct Input {
        QSizeF size{1200, 800};
        int across = 1;        ///< active seats other than the person, in clockwise order
        int sittingOut = 0;    ///< seats sitting out this hand, other than the person
        int opponentSides = 1; ///< 1 or 2
        qreal aspect = 250.0 / 350.0;
    };
    /// Where a seat's box and its hand go.
    struct SeatSpot {
        QPointF box;         ///< top centre of the seat box
        QPointF fan;         ///< top left of the first card of its hand
        qreal fanRoom = 0;   ///< width the hand may take
        bool beside = false; ///< the hand lies to the right of the box (seats across), else below it
        qreal width = 160;   ///< of the seat box
    };

    void compute(const Input& input);
    /// A seat's plate with the room of its badge, and its hand.
    QRectF seatZone(const SeatSpot& spot) const;
    QRectF personZone() const;

    QSizeF handCard, meldCard, theirMeldCard, backCard, pileCard;
    qreal scale = 1; ///< TableScale factor: plates, badges, titles, labels
    qreal seatWidth = 160;
    qreal seatHeight = 52; ///< of a plate
    qreal margin = 14;
    qreal titleHeight = 22;
    qreal labelFont = 12; ///< under the stock and the pile
    qreal meldStep = 0.2; ///< of a meld card's height: how far each card of a meld column lies below the last
    QRectF handRow;       ///< the person's cards (unraised)
    QPointF personBox;
    QList<SeatSpot> seats;       ///< the others playing, clockwise from the person's left
    QList<SeatSpot> outSeats;    ///< seats sitting out
    QRectF ourBand;              ///< the person's side's melds (the title inside at the top)
    QList<QRectF> theirBands;    ///< per opponent side
    QRectF stock, pile, pending; ///< pile: the discard pile with its label; pending: the pile cards set aside
    QPointF centre;              ///< where the score sheet is shown, room permitting
    QRectF area;                 ///< the view less its margin
};
