#pragma once
// Monte Carlo equity of the Hard bot's cards against its opponent models (opponentmodel.h): each sample
// draws every opponent's type and cards from its model (without clashes), completes the board, and scores
// the showdown. The same samples also weigh each bet the bot considers: how often every opponent would fold
// to it, and the bot's equity against the hands that would go on (each sample weighted by the chance that
// its opponents continue).

#include "cards/rng.h"
#include "holdem/bots/opponentmodel.h"

#include <vector>

namespace core::holdem {

/// A bet the bot considers: what each opponent (in model order) would have to call, and the pot it would
/// then face (that bet included).
struct BetScenario {
    std::vector<int> toCall;
    std::vector<int> pot;
};

struct RangeEquity {
    double share = 0;                ///< expected share of the pot at a showdown against every live opponent
    std::vector<double> calledShare; ///< per scenario: the share against the hands that continue
    std::vector<double> allFold;     ///< per scenario: the chance that every opponent folds
    std::vector<double> continuing;  ///< per scenario: the expected number of opponents who continue
    std::vector<double> calledChips; ///< per scenario: the chips the opponents are expected to put in
};

/// `strengths`: every combination's strength on the current board (needed for the scenarios after the
/// flop; preflop scenarios are not supported and must be empty).
RangeEquity rangeEquity(cards::CardSet hole, cards::CardSet board, const std::vector<OpponentModel>& models,
                        const ComboStrengths* strengths, const std::vector<BetScenario>& scenarios,
                        int samples, cards::Rng& rng);

} // namespace core::holdem
