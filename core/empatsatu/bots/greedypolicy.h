#pragma once
// The greedy Empat Satu policy: the Easy bot, and the fast rollout policy of a search.
//
// It looks only at the acting seat's own hand and public facts (the card that can be taken, the stock
// size, the turn phase), so it can run on an Observation or, for rollouts, directly on a State.
//  - Stop as soon as the rules allow it.
//  - Take the previous discard only if, with the best discard after it, the hand ranks strictly higher
//    (score, then the tie-break vector) than now; otherwise draw from the stock, or end when it is empty.
//  - Discard the card whose removal leaves the best-ranked hand.
//  - discardFirst: discard the card that makes the take worthwhile if there is one, otherwise the card
//    whose removal leaves the best three; then take only if that beats the hand the turn started with.
// Ties go to the lowest card (rank first, then c < d < h < s), so the policy is deterministic.

#include "empatsatu/observation.h"
#include "empatsatu/state.h"

namespace core::empatsatu {

/// What the greedy policy looks at, for the seat to act.
struct PolicyView {
    EmpatSatuRules rules;
    Phase phase = Phase::Start;
    cards::CardSet hand;
    int stockCount = 0;
    cards::Card takeable;
    cards::Card takenThisTurn;
    cards::Card discardedThisTurn;
};

/// The view of the observing seat (which should be the seat to act).
PolicyView policyView(const Observation& observation);
/// The view of the seat to act, from its own hand and public facts only.
PolicyView policyView(const EmpatSatuState& state);

/// A greedy discard: the card whose removal leaves the best-ranked rest of `hand`, and that rest's rankKey.
struct DiscardChoice {
    cards::Card card;
    std::uint32_t key = 0;
    bool found = false;
};
/// The card the greedy policy throws from `hand` (`banned`, the card just taken, may not be thrown).
DiscardChoice bestDiscard(cards::CardSet hand, cards::Card banned);

/// The greedy move; legal whenever the view is of a running hand.
Move greedyMove(const PolicyView& view);

/// Rollout policy for a search: the greedy move of the seat to act in `state`.
inline Move greedyRolloutMove(const EmpatSatuState& state) {
    return greedyMove(policyView(state));
}

} // namespace core::empatsatu
