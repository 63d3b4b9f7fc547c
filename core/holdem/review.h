#pragma once
// The coach for Texas Hold'em (game/reviewengine.h). No search here: each decision is valued over the
// current street against the ranges the Hard bot infers for the opponents (opponentmodel.h: narrowed by
// every action of the hand), in big blinds, relative to folding now:
//   fold 0; check: equity x pot; call: equity x (pot + call) - call;
//   bet or raise: P(all fold) x pot + P(called) x (equity against the hands that go on x (pot + bet + their
//   calls) - bet).
// Equity is the share of the pot at a showdown (rangeequity.h); the chance that each opponent folds to a bet
// comes from the same model (after the flop its continuing chance by hand strength; before it the
// likelihood it gives a rational player's call or raise facing a raise). Equity is realised in full: the
// figures are those of the pot odds a player can check at the table.
//
// The estimate is Monte Carlo, in batches whose samples are shared by every move (after the flop), so the
// standard error of a difference comes from the spread of the per-batch differences.
//
// Reasons (codes and parameters; chips as the table shows them):
//   holdem.calls-without-odds  calls `call` into `pot` with `equity`% equity where the price needs `needed`%
//   holdem.folds-with-odds     folds `call` into `pot` with `equity`% equity where the price needs only
//                              `needed`%
//   holdem.folds-strong        folds with `equity`% equity where raising does better
//   holdem.bets-without-equity bets or raises `amount` with `equity`% equity against the hands that call,
//                              who fold only `fold`% of the time
//   holdem.misses-value        checks or calls (`action`: check, call) with `equity`% equity where a bet
//                              or raise to `amount` earns more
//   holdem.bets-too-big        bets `amount` where `better` earns more
//   holdem.bets-too-small      bets `amount` where `better` earns more
// and the shared best, close, better (gain).

#include "game/review.h"
#include "game/reviewengine.h"
#include "holdem/state.h"

#include <optional>

namespace core::holdem {

namespace reasons {
inline constexpr std::string_view kCallsWithoutOdds = "holdem.calls-without-odds";
inline constexpr std::string_view kFoldsWithOdds = "holdem.folds-with-odds";
inline constexpr std::string_view kFoldsStrong = "holdem.folds-strong";
inline constexpr std::string_view kBetsWithoutEquity = "holdem.bets-without-equity";
inline constexpr std::string_view kMissesValue = "holdem.misses-value";
inline constexpr std::string_view kBetsTooBig = "holdem.bets-too-big";
inline constexpr std::string_view kBetsTooSmall = "holdem.bets-too-small";
} // namespace reasons

/// What one move is worth and why, for the seat to act.
struct MoveValue {
    Move move;
    double chips = 0;       ///< expected chips relative to folding now
    double foldAll = 0;     ///< bets: the chance every opponent folds
    double calledShare = 0; ///< bets: the share of the pot against the hands that go on
    int added = 0;          ///< chips the move puts in
};

struct StreetValues {
    std::vector<MoveValue> moves;             ///< per candidate, means over the batches
    std::vector<std::vector<double>> batches; ///< per candidate: its chips in each batch
    double equity = 0;                        ///< share of the pot against the opponents' ranges
    int pot = 0;
    int toCall = 0;
};

class HoldemReviewer {
public:
    using State = HoldemState;
    static constexpr game::ReviewUnit kUnit = game::ReviewUnit::BigBlinds;

    explicit HoldemReviewer(double effort = 1.0);

    /// More than one legal move.
    bool isDecision(const Observation& observation, const Move& played) const;
    game::Assessment<Move> assess(const Observation& observation, const std::optional<Move>& played,
                                  cards::Rng& rng) const;
    game::Reason explain(const Observation& observation, const Move& played, const Move& best,
                         const game::Assessment<Move>& assessment, cards::Rng& rng) const;

    /// The values of `moves` (legal for the observing seat, which is to act) over the current street.
    StreetValues streetValues(const Observation& observation, const std::vector<Move>& moves,
                              cards::Rng& rng) const;
    /// The moves weighed: check or fold and call, bets of a half, three quarters and the whole pot (a third
    /// and one and a half after the flop when nothing is bet), a standard raise before the flop, all-in.
    static std::vector<Move> candidates(const Observation& observation);

    static constexpr int kBatches = 8;

private:
    int m_samples; ///< Monte Carlo samples per decision, over all batches
};

} // namespace core::holdem
