#pragma once
// The coach for Texas Hold'em (game/reviewengine.h). No search here: each decision is priced over the
// current street against the ranges the other players may hold (ranges/rangereader.h: read from every
// action of the hand and the seats' statistics), in big blinds, relative to folding now
// (ranges/rangepricing.h): checking and calling win the realised share of the pot; a bet wins the pot when
// everybody folds, and otherwise plays against the hands that go on, which come from the top of each range
// (each hand goes on by its share against the range the bet shows). Players still to act count only with
// their chance of going on. Heads-up with 20 big blinds or less before the flop, the all-in and the call
// follow the push/fold chart (pushfold.h); with 15 or less the small blind's choice is the chart's, fold or
// all-in.
//
// Against one opponent the prices are exact; against more they are sampled, in batches whose samples are
// shared by every move, so the standard error of a difference comes from the spread of the per-batch
// differences. Either way a difference is given a standard error of at least 0.1 big blinds: the prices
// are a model's, and moves within 0.2 big blinds of the best are called about as good.
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
// and the shared best, close, better (gain). Every reason with an equity also names the range it is taken
// against: `seat` (the opponent whose range it is: the last bettor, else the likeliest to play), `hands`
// (what that range did: rangeLabelId(), e.g. "opening", "calling", "betting", "push-fold") and `range` (its
// classes in range notation, "22+, A2s+, KTs+, QJs, AJo+", shown as it is; its first eight runs and "..."
// when longer; "any" when the player may hold any two cards), and `opponents` (the live opponents
// counted). `needed` is the equity at which the call breaks even: the price (to call / (pot + to call))
// divided by how much of its share the hand realises (1 when no more betting can follow), more when players
// still to act may raise behind the call.

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

    /// The moves weighed: check or fold and call, bets of a half, three quarters and the whole pot (a third
    /// and one and a half after the flop when nothing is bet), a standard raise before the flop, all-in. In
    /// the push/fold chart's spot (bots/pushfoldplay.h: the small blind first in against the big blind alone
    /// with 15 big blinds or less) fold and all-in only.
    static std::vector<Move> candidates(const Observation& observation);

private:
    int m_samples; ///< showdowns sampled per decision against several opponents, over all batches
};

} // namespace core::holdem
