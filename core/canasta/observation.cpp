#include "canasta/observation.h"

#include "canasta/legality.h"

namespace core::canasta {

std::vector<cards::PhysicalCard> Observation::knownCards() const {
    PhysSet seen = hand | board.pile.toSet() | board.turn.pending | board.aside;
    for (const auto& side : board.melds)
        for (PhysSet m : side) seen |= m;
    for (game::Seat s = 0; s < kMaxSeats; ++s)
        seen |= board.redThrees[s] | board.known[s] | board.penalty[s] | board.revealed[s];
    return seen.toVector();
}

std::vector<Move> Observation::legalMoves() const {
    if (!toAct()) return {};
    return canasta::legalMoves(board, hand);
}

} // namespace core::canasta
