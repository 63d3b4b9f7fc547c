#pragma once
// Equity of two hole cards against 1-8 opponents whose hands are unknown (uniformly random from the unseen
// cards), on any street.
//
// Counting. A showdown is one completion of the board together with one deal of every opponent's two cards
// (opponents are seats, so the deal (A, B) differs from (B, A)). The hero wins when every opponent's hand is
// worse, ties when no hand is better and at least one is equal, and loses otherwise. A tie is counted once
// whatever the number of players sharing it; `tiesBySize` keeps how many players shared, so the pot share
// (equity for pot odds) weights a k-way tie by 1/k.
//
// Methods. Exact enumeration heads-up on every street (preflop: 2,118,760 boards x 990 opponent hands =
// 2,097,572,400 showdowns, counted in groups, see boardenumeration.h) and against two opponents once the flop
// is out (every completion, every hand of the first opponent, inclusion-exclusion for the second). Otherwise
// Monte Carlo: deterministic for a seed, whatever the number of threads (fixed blocks with their own
// streams).

#include "cards/cardset.h"

#include <array>
#include <cstdint>
#include <optional>

namespace core::holdem {

enum class EquityMethod : std::uint8_t {
    Auto,      ///< exact when exactAffordable(), else Monte Carlo
    Exact,     ///< exact or nothing
    MonteCarlo ///< sampled
};

struct EquityOptions {
    int opponents = 1; ///< 1 ... 8
    EquityMethod method = EquityMethod::Auto;
    std::uint64_t samples = 1'000'000; ///< Monte Carlo only
    std::uint64_t seed = 1;            ///< Monte Carlo only
    int threads = 1;                   ///< worker threads (std::thread); results do not depend on it
};

struct EquityResult {
    EquityMethod method = EquityMethod::Exact; ///< Exact or MonteCarlo
    int opponents = 1;
    std::uint64_t wins = 0;
    std::uint64_t ties = 0;
    std::uint64_t losses = 0;
    std::uint64_t showdowns = 0; ///< wins + ties + losses (the sample count for Monte Carlo)
    std::array<std::uint64_t, 10>
        tiesBySize{}; ///< [k]: ties shared by k players, hero included (k = 2 ... 9)

    double win() const {
        return showdowns ? static_cast<double>(wins) / static_cast<double>(showdowns) : 0.0;
    }
    double tie() const {
        return showdowns ? static_cast<double>(ties) / static_cast<double>(showdowns) : 0.0;
    }
    double loss() const {
        return showdowns ? static_cast<double>(losses) / static_cast<double>(showdowns) : 0.0;
    }
    /// The hero's expected part of the pot: (wins + sum of ties_k / k) / showdowns.
    double share() const;
    /// Standard error of win() (0 when exact): sqrt(win (1 - win) / samples).
    double stderrWin() const;
    /// Standard error of tie() (0 when exact).
    double stderrTie() const;
    /// Standard error of share() (0 when exact).
    double stderrShare() const;
};

/// True when exact enumeration is cheap enough to be the default: heads-up on every street, two opponents
/// from the flop on.
bool exactAffordable(int boardCards, int opponents);

/// Equity of `hole` (2 cards) with `board` (0, 3, 4 or 5 cards, distinct from the hole) against
/// `options.opponents` random hands. Nothing when options.method is Exact and exact is not affordable.
std::optional<EquityResult> equity(cards::CardSet hole, cards::CardSet board, const EquityOptions& options);

/// Exact heads-up equity (any street), with `threads` workers.
EquityResult exactHeadsUp(cards::CardSet hole, cards::CardSet board, int threads = 1);
/// Exact equity against two opponents (board of 3, 4 or 5 cards).
EquityResult exactTwoOpponents(cards::CardSet hole, cards::CardSet board);
/// Monte Carlo equity: `samples` random deals of the missing board cards and the opponents' hands.
EquityResult monteCarloEquity(cards::CardSet hole, cards::CardSet board, int opponents, std::uint64_t samples,
                              std::uint64_t seed, int threads = 1);

} // namespace core::holdem
