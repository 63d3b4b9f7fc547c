#pragma once
// Capsa odds from what one seat has seen (seed 000 §4's model: every way the unseen cards can lie among the
// opponents' hands, of known sizes, is equally likely).
//
// Exact: the unseen cards by rank; whether a play can be beaten by any combination of unseen cards; the
// chance an opponent holds a Bom; and, for a single, pair, triple or Bom, the chance that none of the players
// still to answer holds a combination that beats it. These count deals with a dynamic programme over ranks
// (the cards of one rank are placed together, tracking how many places each hand has left), so nothing is
// sampled. A five-card play's survival depends on straights and flushes across ranks and suits; it is
// estimated from seeded sampled deals and reported with its sample count.

#include "capsa/combination.h"
#include "capsa/observation.h"
#include "cards/rng.h"

#include <array>
#include <vector>

namespace core::capsa {

/// P(a hand of `handSize` cards dealt from `pool` unseen cards holds `specific` given cards): C(pool-k,
/// h-k)/C(pool, h).
double chanceHandHolds(int specific, int handSize, int pool);

struct SurvivalChance {
    double probability = 0;
    bool exact = true;
    int samples = 0; ///< when not exact
};

struct PlayOdds {
    Combination play;
    bool unbeatable = false; ///< no combination of unseen cards beats it
    SurvivalChance survives; ///< led now, nobody else answers it
};

struct CapsaOdds {
    std::array<int, 13> unseenByRank{}; ///< Big Two order: index 0 = threes ... 12 = twos
    int unseen = 0;
    double opponentHoldsBom = 0; ///< exact
    bool bomPossible = false;    ///< the rules have a four-card Bom
    std::optional<Combination> table;
    SurvivalChance tableSurvives; ///< the play on the table, against the players still to answer
    std::vector<PlayOdds> plays;  ///< the seat's own combinations (its hand plan)
};

/// Everything the odds panel shows, for the observing seat. `samples` is used only for five-card plays.
CapsaOdds computeOdds(const Observation& observation, int samples = 2000, std::uint64_t seed = 1);

/// The exact chance that none of `answering` holds a combination beating `table` (single, pair, triple or
/// Bom), with the unseen cards dealt uniformly into hands of `handSizes` (others absorb the rest).
double survivalExact(const CombinationRules& rules, const Combination& table, cards::CardSet unseen,
                     const std::array<int, 4>& handSizes, std::uint8_t answering, Seat observer);

/// The exact chance that at least one opponent holds all four cards of some rank.
double bomChanceExact(cards::CardSet unseen, const std::array<int, 4>& handSizes, Seat observer);

} // namespace core::capsa
