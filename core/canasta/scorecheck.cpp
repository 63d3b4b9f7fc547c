// The score check the soak and the random-play battery run after every Canasta move (game/invariants.h).
#include "canasta/state.h"

namespace core::canasta {

std::string scoreProblems(const State& before, const State& after) {
    const Board& b = before.board();
    const Board& a = after.board();
    // The match score moves only when a hand ends, by that hand's score sheet, and the match's winner gets
    // the game bonus.
    const bool handEnded = !b.handOver() && a.handOver() && a.hand == b.hand;
    const bool matchEnded = handEnded && a.matchOver();
    for (int side = 0; side < a.sides(); ++side) {
        const int expected = b.scores[side] + (handEnded ? a.handScores[side].total() : 0) +
                             (matchEnded && side == a.winner ? a.rules.gameBonus : 0);
        if (a.scores[side] != expected)
            return "side " + std::to_string(side) + " scores " + std::to_string(a.scores[side]) + ", not " +
                   std::to_string(expected);
    }
    if (a.matchOver()) {
        // The winner reached the target, and no side has more.
        if (a.scores[a.winner] < a.rules.targetScore) return "the match went to a side short of the target";
        for (int side = 0; side < a.sides(); ++side)
            if (a.scores[side] > a.scores[a.winner]) return "the match went to a side with fewer points";
    }
    return {};
}

} // namespace core::canasta
