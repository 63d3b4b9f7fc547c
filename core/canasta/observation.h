#pragma once
// What one seat sees: the board (everything public: melds, red 3s, the whole discard pile, cards known to be
// in other hands, penalty cards, counts, scores, the turn's phase and any question to the partner) and its
// own hand. At the end of a hand the board also shows every hand and the score sheet.

#include "canasta/board.h"
#include "canasta/move.h"

#include <vector>

namespace core::canasta {

struct Observation {
    game::Seat seat = game::kNoSeat;
    Board board;
    PhysSet hand; ///< the seat's own hand (physical cards)

    /// Every physical card whose face this seat can see.
    std::vector<cards::PhysicalCard> knownCards() const;
    /// The seat is the one to act.
    bool toAct() const { return board.phase != Phase::HandOver && board.current == seat; }
    /// The seat's legal moves (empty unless it is to act).
    std::vector<Move> legalMoves() const;
    /// Cards of `other` known to this seat: taken with the pile and still held, or penalty cards.
    PhysSet knownIn(game::Seat other) const {
        return other == seat ? hand : board.known[other] | board.penalty[other];
    }

    bool operator==(const Observation&) const = default;
};

} // namespace core::canasta
