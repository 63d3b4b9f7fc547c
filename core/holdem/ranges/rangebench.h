#pragma once
// Speed of the equity against ranges (rangeodds.h), for `mejakartu-cli bench odds`: seeded six-seat deals
// played along a fixed line in which one, two or three opponents stay in, timed at the observing seat's
// turn on every street (the ranges read from the log, then the equity, exact or sampled).

#include "holdem/oddsbench.h"

#include <array>
#include <cstdint>

namespace core::holdem {

struct RangeOddsTiming {
    int opponents = 0;
    int deals = 0;
    bool exact = true;     ///< every figure of this row was exact
    double meanMillis = 0; ///< processor time per call
    double maxMillis = 0;
    double meanStdError = 0;   ///< of the share, when sampled
    std::uint64_t samples = 0; ///< showdowns sampled per call (0 when exact)
};

struct RangeOddsBench {
    /// [street][opponents - 1]: preflop, flop, turn, river against one to three opponents.
    std::array<std::array<RangeOddsTiming, 3>, 4> rows{};
    double targetMillis = 50;
};

/// `deals` seeded deals per row (quick runs use few).
RangeOddsBench runRangeOddsBench(int deals, std::uint64_t seed = 1);

} // namespace core::holdem
