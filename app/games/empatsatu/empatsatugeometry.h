#pragma once
// Where everything lies on the Empat Satu table for a window size, a number of players and the kind of
// discard piles: the card sizes, the person's hand row along the bottom (room above it for the value tags),
// the other players round the top and the sides (a plate, its hand under it, and its own pile under that when
// each player throws onto their own), the stock and the central pile in the middle. Pure geometry, no items.

#include <QPointF>
#include <QRectF>
#include <QSizeF>

class EmpatSatuGeometry {
public:
    static constexpr int kFanShown = 5;    ///< the newest discards of a pile shown side by side
    static constexpr qreal kFanStep = 0.3; ///< of a card's width
    static constexpr qreal kRaise = 0.15;  ///< of a card's height: a selected card, a card that can be taken
    static constexpr qreal kTagSpace = 26; ///< over the person's cards, for the value tags

    EmpatSatuGeometry(const QSizeF& size, qreal cardAspect, int seats, bool centralPile);

    QSizeF size;
    qreal scale = 1; ///< TableScale factor: plates, badges, fonts
    qreal margin = 12;
    qreal plateHeight = 52;
    qreal overhang = 0;   ///< room above a plate for its badge
    qreal labelSpace = 0; ///< under a pile, for its label
    QSizeF card, small;   ///< the person's cards and the middle; the others' hands and piles
    qreal seatWidth = 160;
    QRectF handRow;      ///< the person's cards, unraised
    QPointF centre;      ///< the middle of the table, between the top seats and the person's tags
    QRectF handZone;     ///< the person's hand as a drop target, the raised cards and their tags included
    QRectF stock;        ///< the stock with its label
    QRectF pile;         ///< the central pile with its label
    qreal pileWidth = 0; ///< a fan of kFanShown cards of the middle's size

    struct SeatPlace {
        QPointF box;  ///< top centre of the seat box
        QPointF hand; ///< top centre of the hand row
        QRectF pile;  ///< the personal pile (personal piles only)
        bool side = false;
    };
    SeatPlace seatPlace(int seat) const;

private:
    /// Room at a side seat for the hand shown at the end of a hand.
    qreal sideHalfWidth() const;
    /// The bottom of the seats along the top, with their hands and piles.
    qreal topBlockBottom() const;

    int m_seats;
    bool m_central;
};
