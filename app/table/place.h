#pragma once
// Where a card lies or a pile stands on the table, declared by the table that puts it there rather than
// written as a free string: TableZones groups cards and piles into the zones a screen reader and the keyboard
// walk by these roles, and the coach finds the person's hand by them.

#include <QString>

enum class ZoneRole : unsigned char {
    None,        ///< nowhere a person reads (an item not in use)
    Hand,        ///< the person's hand
    Seat,        ///< another player's hand; Place::seat says whose
    Centre,      ///< the trick in the middle of the table (Capsa)
    Board,       ///< the community cards (Hold'em)
    Played,      ///< the finished tricks, face down (Capsa)
    Stock,       ///< the stock, or the deck a dealer deals from
    Discard,     ///< the discard pile everybody shares (Canasta's pile, Empat Satu's middle pile)
    SeatDiscard, ///< a player's own discard pile (Empat Satu); Place::seat says whose
    Melds,       ///< a meld on the table (Canasta)
    TheirMelds,  ///< the band of the opponents' melds (Canasta); Place::seat says which side
    NewMeld,     ///< where cards are dropped to start a new meld (Canasta)
    MeldHint,    ///< the outline that shows where a new meld would go (Canasta)
    Pending,     ///< cards on their way into a meld, not yet laid down (Canasta)
    RedThrees,   ///< red threes laid out by a side (Canasta)
    Muck,        ///< folded hands (Hold'em)
    Pot,         ///< the chips in the middle (Hold'em)
    Result,      ///< the box at the end of a deal
};

struct Place {
    ZoneRole role = ZoneRole::None;
    int seat = -1; ///< for Seat, SeatDiscard and TheirMelds; -1 otherwise

    constexpr Place() = default;
    constexpr Place(ZoneRole r, int s = -1) // NOLINT: a role alone is a place
        : role(r)
        , seat(s) {}
    static constexpr Place ofSeat(int seat) { return {ZoneRole::Seat, seat}; }

    constexpr bool is(ZoneRole r) const { return role == r; }
    bool operator==(const Place&) const = default;
};

/// "hand", "seat2", "theirmelds1": for logs and test messages, never shown to a person.
QString placeName(const Place& place);
