#pragma once
// What one seat at a Hold'em table sees: the whole public table (stacks, bets, pots, board, log, showdown,
// statistics) and its own hole cards.

#include "cards/deck.h"
#include "holdem/publictable.h"

#include <vector>

namespace core::holdem {

struct Observation {
    Seat seat = game::kNoSeat;
    PublicTable table;
    cards::CardSet hole; ///< this seat's two cards; empty when it was not dealt in

    bool myTurn() const { return table.current == seat && seat != game::kNoSeat; }
    /// The legal moves of the seat to act (the same for every observer).
    std::vector<Move> legalMoves() const { return table.legalMoves(); }
    /// Own hole cards, the board and every hand shown.
    cards::CardSet knownCardSet() const {
        cards::CardSet known = hole | table.boardSet();
        for (Seat s = 0; s < table.seats(); ++s)
            if (hasSeat(table.shownMask, s)) known |= table.shown[s].hole;
        return known;
    }
    std::vector<cards::PhysicalCard> knownCards() const {
        std::vector<cards::PhysicalCard> out;
        for (cards::Card c : knownCardSet()) out.push_back(c.id());
        return out;
    }

    bool operator==(const Observation&) const = default;
};

} // namespace core::holdem
