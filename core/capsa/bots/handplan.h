#pragma once
// A plan for a Capsa hand: a partition into combinations that needs few turns to play out and leaves few
// weak singles. The medium bot plays from its plan so that it does not break pairs, triples and straights.

#include "capsa/combination.h"

#include <vector>

namespace core::capsa {

struct HandPlan {
    std::vector<Combination> components; ///< lowest first within each kind
    double cost = 0;                     ///< lower is better: turns needed plus weak cards
};

/// The cheapest plan found for `hand` (an exhaustive search over up to two five-card combinations, the rest
/// split by rank). It is this thread's cached copy: valid until the next planHand() or planCost() call on
/// this thread (copy it to keep it longer). Rollouts ask for a plan at every move, and a copy each time
/// would allocate.
const HandPlan& planHand(const CombinationRules& rules, cards::CardSet hand);

/// The plan's cost without building it, for comparing hands after a candidate play.
double planCost(const CombinationRules& rules, cards::CardSet hand);

/// The planning work this thread has asked for so far: for every planHand and planCost call, the number of
/// choices its search compares (1 + n(n+1)/2 for n five-card combinations in the hand). Planning is
/// most of what the Medium policy costs, so the Hard bot's search counts it to bound its thinking time. A
/// cached plan counts what its search cost, so the count does not depend on the cache and the search stays
/// deterministic.
long planWork();

} // namespace core::capsa
