#pragma once
// Speed measurements of the evaluator and the odds code, for `mejakartu-cli bench odds`. Times are the best
// of a few runs (other programs share the machine), as wall-clock time and, for single-threaded work, as the
// process's CPU time (which a busy machine disturbs less).

#include "holdem/distribution.h"
#include "holdem/equity.h"

#include <cstdint>
#include <optional>

namespace core::holdem {

struct Timing {
    double wallMillis = 0;
    double cpuMillis = 0;
};

struct OddsBenchReport {
    bool quick = false;
    int runs = 0; ///< each figure is the best of this many runs

    Timing tableBuild; ///< first use of the evaluator
    std::size_t tableBytes = 0;

    std::uint64_t evaluations = 0; ///< random 7-card hands, pre-dealt, in random order, added up as Hands
    Timing evaluatorTime;

    /// Distinct random 7-card hands (10,000,000; quick: 16,384), each evaluated once from its card ids: the
    /// figure to compare with other evaluators.
    std::uint64_t randomOrderHands = 0;
    Timing randomOrderTime;

    std::optional<CategoryCounts> allSevenCardHands; ///< every C(52,7) hand (not in quick runs)
    Timing allSevenCardTime;

    // Distribution: average time of one call, over a spread of situations.
    Timing preflopDistribution; ///< per call, in ms
    Timing flopDistribution;
    Timing turnDistribution;
    Timing riverDistribution;

    EquityResult exactPreflop; ///< heads-up, hole Ah Kh
    Timing exactPreflopOneThread;
    double exactPreflopTwoThreadsWallMillis = 0;

    std::uint64_t monteCarloSamples = 0; ///< heads-up preflop, hole Ah Kh
    Timing monteCarloOneThread;
    double monteCarloTwoThreadsWallMillis = 0;
};

/// Runs every measurement; `quick` shrinks them to a smoke test of well under a second.
OddsBenchReport runOddsBench(bool quick);

/// The category totals of all 133,784,560 seven-card hands (holdem.md §4.6).
CategoryCounts allSevenCardCategoryCounts();
/// The known totals those must equal.
CategoryCounts knownSevenCardCategoryCounts();

} // namespace core::holdem
