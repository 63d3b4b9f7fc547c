#pragma once
// What the other players' hands can be, if they play the greedy policy (greedypolicy.h), from the turns they
// were seen to play (Observation::turnLog).
//
// A greedy player's turn is a function of its hand: it stops on a flush, takes the previous discard only if
// that improves its hand, and throws the card whose removal leaves the best rest. So a hand it holds now can
// be traced back turn by turn: before a turn that threw y and took t, it held now + y - t; before a draw, it
// held now + y minus the drawn card, one of five cards (y itself if it threw what it drew). A step is
// possible only if the player would have made exactly the moves it made from that hand. Every dealt hand and
// sequence of draws is equally likely, so the chance of a hand now is proportional to the number of such
// histories that lead to it, counted depth first back to the deal (the greedy tests prune almost every
// branch).

#include "cards/rng.h"
#include "empatsatu/observation.h"

#include <array>
#include <vector>

namespace core::empatsatu {

/// The number of greedy histories that leave `seat` holding `hand` (its known cards and a
/// choice of hidden ones); 0 when no greedy play fits what it did. 1 when the turns cannot be traced (the
/// log is incomplete, or the discardFirst variant).
double greedyHistoryWeight(const Observation& observation, game::Seat seat, cards::CardSet hand);

struct WeightedHand {
    cards::CardSet hand;
    double weight = 0.0;
};

/// For every other seat: `candidates` hands drawn at random from its known cards and the unseen ones, kept
/// with their greedyHistoryWeight when it is above 0; then, with `chainSteps`, replaced by the hands visited
/// by `chains` Metropolis chains (one hidden card swapped per step) that start from those and follow the same
/// weight, each visit with weight 1. Empty for a seat when none fits, when `candidates` is 0, and when the
/// turns cannot be traced.
struct GreedyHandModel {
    std::array<std::vector<WeightedHand>, kMaxSeats> hands;
};

GreedyHandModel buildGreedyHandModel(const Observation& observation, int candidates, cards::Rng& rng,
                                     int chainSteps = 0, int chains = 8);

} // namespace core::empatsatu
