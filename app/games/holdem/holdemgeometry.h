#pragma once
// Where everything lies on the Hold'em table for a given size and number of seats: the oval, the seats
// spread evenly along it (the person at the bottom, the others clockwise), each seat's hole cards with the
// room of its hand's name beyond them, bet and dealer-button spot, the board, the pots, the deck and the
// muck. Plates, chips and labels follow the table's scale (TableScale); every plate keeps room above it for
// its badge. Pure geometry, no items.

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

class HoldemGeometry {
public:
    HoldemGeometry(const QSizeF& size, int seats, qreal cardAspect);

    /// TableScale factor: plates, badges, chips, labels.
    qreal scale() const { return m_scale; }
    qreal seatHeight() const { return m_seatHeight; }
    /// The plate of a seat with the room of its badge above it.
    QRectF plate(int seat) const;
    /// Font size of the hand names shown at a showdown, and the height of their ribbon.
    int handLabelFont() const { return m_tagFont; }
    qreal handLabelHeight() const;

    QSizeF boardCard() const { return m_boardCard; }
    /// The others' hole cards.
    QSizeF smallCard() const { return m_smallCard; }
    /// The person's own hole cards.
    QSizeF bigCard() const { return m_bigCard; }
    qreal seatWidth() const { return m_seatWidth; }
    qreal chipSize() const { return m_chip; }

    /// The felt's outer edge (the rail is drawn inside it).
    QRectF oval() const { return m_oval; }
    QPointF centre() const { return m_centre; }
    /// Top centre of a seat's box.
    QPointF seatBox(int seat) const;
    /// Whether the seat sits in the upper part of the table (its cards lie below its box).
    bool cardsBelow(int seat) const;
    /// Top left of the first of a seat's two hole cards and the step to the second.
    QPointF holeCard(int seat, int index) const;
    QSizeF holeSize(int seat) const { return seat == 0 ? m_bigCard : m_smallCard; }
    /// Centre of the chips of a seat's bet.
    QPointF bet(int seat) const;
    /// What a ChipsItem centred at `centre` covers (a stack and its amount).
    QRectF chipsRect(const QPointF& centre) const;
    /// Centre of the dealer button beside a seat.
    QPointF dealerButton(int seat) const;
    /// Where the hand name shown for a seat at a showdown belongs (its centre): beyond its cards, away from
    /// its plate. The table moves it to the nearest place where it hides nothing.
    QPointF handLabel(int seat) const;
    /// A seat's plate (with its badge) and hole cards together.
    QRectF seatRect(int seat) const;
    /// The person's stack of chips (the item dragged to the pot).
    QPointF myStack() const;

    /// Top left of board card `index` (0-4).
    QPointF boardCardPos(int index) const;
    QRectF boardRect() const;
    /// Centre of pot `index` of `count` (in a row under the board).
    QPointF pot(int index, int count) const;
    /// Where the person drops chips to bet: the area around the pots.
    QRectF potArea() const;
    /// The face-down heap of folded hands, right of the board.
    QRectF muck() const;
    /// Top left of the deck (not drawn: where cards are dealt from), the middle of the table.
    QPointF deck() const;
    /// Centre of the line under the pots (street, total pot, blinds).
    QPointF streetLabel() const;
    /// Centre of the result panel at the end of a hand.
    QPointF resultPanel() const;

private:
    QPointF seatCentre(int seat) const;
    QPointF placeBet(int seat) const;

    QSizeF m_size;
    int m_seats;
    QSizeF m_boardCard, m_smallCard, m_bigCard;
    qreal m_scale = 1;
    qreal m_seatWidth = 150;
    qreal m_seatHeight = 52;
    qreal m_overhang = 14;
    int m_tagFont = 12;
    qreal m_chip = 24;
    QRectF m_oval;
    QPointF m_centre;
    qreal m_ax = 0, m_ay = 0; ///< semi-axes of the ellipse the seat boxes' centres lie on
    QList<QPointF> m_seatCentres;
    QList<QPointF> m_bets;
};
