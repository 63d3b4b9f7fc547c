#pragma once
// Capsa scoring between rounds (capsa.md §1.5): placement points 3/2/1/0 (default), or cards-left penalties
// taken when the first player goes out: -1 per card, -2 per card with 10 or more, -3 per card with all 13,
// each 2 still held doubling the penalty under doubleForTwos; the first out scores the others' penalties.

#include "capsa/rules.h"
#include "cards/cardset.h"

#include <array>
#include <vector>

namespace core::capsa {

/// Penalty (a negative number or 0) for the cards a player still holds.
int cardsLeftPenalty(cards::CardSet hand, bool doubleForTwos);

/// Placement points for finishing places 0 (first out) ... 3.
int placementPoints(int place);

/// Points of one round. `finishOrder` lists all four seats, first out first; `handsAtFirstOut` are the hands
/// at the moment the first player went out (the cards-left snapshot).
std::array<int, 4> roundPoints(const CapsaRules& rules, const std::vector<int>& finishOrder,
                               const std::array<cards::CardSet, 4>& handsAtFirstOut);

} // namespace core::capsa
