#pragma once
// Exact heads-up all-in equity of one pair of hole cards against another: every five-card board of the 48
// other cards (1,712,304), counted in the groups of boardenumeration.h rather than one by one, so a matchup
// costs tens of thousands of table reads instead of millions of evaluations. The push/fold chart's
// class-against-class table (classequity.h) is made of these.

#include "cards/cardset.h"

#include <cstdint>

namespace core::holdem {

/// Boards the two hands can see: C(48, 5).
inline constexpr std::uint32_t kHeadsUpBoards = 1'712'304;

/// Showdowns seen from the first hand.
struct HandVsHand {
    std::uint32_t wins = 0;
    std::uint32_t ties = 0;
    std::uint32_t losses = 0;

    /// Half-points: two for a win, one for a tie (an exact integer form of the pot share).
    std::uint64_t halfPoints() const { return 2 * std::uint64_t{wins} + ties; }
    /// The first hand's expected share of the pot.
    double share() const { return static_cast<double>(halfPoints()) / (2.0 * kHeadsUpBoards); }
};

/// Exact showdown counts of `first` against `second` (two cards each, disjoint) over every board.
HandVsHand exactHandVsHand(cards::CardSet first, cards::CardSet second);

} // namespace core::holdem
