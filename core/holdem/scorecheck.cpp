// The chip check the soak and the random-play battery run after every Hold'em move (game/invariants.h):
// chips only move between stacks and pots, so the tournament always holds what it started with.
#include "holdem/state.h"

#include <algorithm>

namespace core::holdem {

std::string scoreProblems(const HoldemState& before, const HoldemState& after) {
    const auto chips = [](const HoldemState& s) {
        const PublicTable& t = s.table();
        long long total = 0;
        for (game::Seat seat = 0; seat < t.seats(); ++seat) {
            if (t.stack[seat] < 0) return -1LL;
            total += t.stack[seat];
        }
        // Once the hand is over the pots have been paid into the stacks.
        return t.handOver ? total : total + t.potTotal();
    };
    const long long start = 1LL * after.rules().players * after.rules().startingChips();
    const long long now = chips(after);
    if (now < 0) return "a stack holds fewer than no chips";
    if (now != start)
        return "the table holds " + std::to_string(now) + " chips, not the " + std::to_string(start) +
               " it started with";
    if (chips(before) != now) return "chips appeared or vanished in one move";
    return {};
}

std::string offListProblem(const HoldemState& state, const Move& move) {
    // The legal list offers a menu of raise sizes; any other size between the minimum raise and the all-in is
    // legal too, and nothing else is.
    const PublicTable& t = state.table();
    if (move.kind != Move::Kind::Raise)
        return "a " + move.toString() + " left out of the legal moves was accepted";
    const auto legal = state.legalMoves();
    const bool raising = std::any_of(legal.begin(), legal.end(), [](const Move& m) {
        return m.kind == Move::Kind::Raise || m.kind == Move::Kind::AllIn;
    });
    const int allIn = t.allInTotal(t.current);
    if (!raising || move.amount > allIn || (move.amount < allIn && move.amount < t.minRaiseTo()))
        return "an illegal " + move.toString() + " was accepted";
    return {};
}

} // namespace core::holdem
