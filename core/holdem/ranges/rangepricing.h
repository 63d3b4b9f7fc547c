#pragma once
// What each move of the seat to act is worth against the ranges the others may hold (rangereader.h), in
// chips relative to folding now: the coach's measure.
//
//   fold 0; check: g x pot; call: g x (pot + call + what those still to act put in) - call;
//   bet or raise: P(all fold) x pot + P(called) x (g' x (pot + bet + calls) - bet) + P(re-raised) x
//   max(-bet, calling the re-raise, all in over it).
// A call or a limp can be raised too by those still to act; the seat then folds or calls, whichever is
// worth more.
//
// Who plays. Those who have matched the bet are in with their ranges. Those still to act facing a bet are in
// only with their chance of going on (a hand goes on by its share against the bettor's range, actionmodel.h).
// Against a bet of the seat's own, everybody answers the range that bet shows: the seat's own range as the
// table reads it, narrowed by the bet; so the answers come from the top of each range. Heads-up with 20 big
// blinds or less before the flop, the small blind's all-in and the big blind's call follow the push/fold
// chart.
//
// Realised share g. The share of the pot at a showdown (showdown.h) is what the hand wins when no more
// betting can follow (an all-in, the river). Before that the pot grows, mostly when a hand is well ahead,
// and position lets the player who acts last see more for less; so g = R x share with
// R = 1 + depth x (k x (share - fair) / share +- 0.12 for position +- 0.03 for the initiative), fair the
// share of an even hand (1 / players in), depth growing with the stack behind the pot (full from six pots)
// and the streets to come, k = 1.2 above the fair share and 0.35 below it (a strong hand wins more than its
// share, a weak one gives up less than its share would say, as it folds cheaply), divided by the number of
// opponents (a share above the fair one against several is seldom a hand that wins big pots). A re-raise
// of the seat's bet is answered by folding, calling or moving all in over it, whichever is worth most (the
// raiser calls an all-in with the raising hands that beat the stronger half of the seat's range by the
// price). The values are those of a one-street look ahead with that correction, not of a search: a guide
// for the coach, like the pot odds a player checks at the table.
//
// Exact or sampled. Against one opponent every figure is exact (over every runout after the flop; before it
// the class-against-class table). Against more the showdowns are sampled from the ranges (each opponent's
// hand drawn by its weights, without clashes), in batches that share every sample between the moves, so
// that the spread of the per-batch differences gives the standard error of a difference.

#include "cards/rng.h"
#include "holdem/observation.h"
#include "holdem/ranges/rangereader.h"

#include <vector>

namespace core::holdem {

struct PricedMove {
    Move move;
    double chips = 0;       ///< expected chips relative to folding now
    double foldAll = 0;     ///< bets: the chance that every opponent folds
    double reraised = 0;    ///< bets: the chance that an opponent raises again
    double calledShare = 0; ///< the share of the pot against the hands that go on (bets) or stay in
    double realise = 1;     ///< R
    int added = 0;          ///< chips the move puts in
};

struct PricedDecision {
    std::vector<PricedMove> moves;
    std::vector<std::vector<double>> batches; ///< per move: its chips in each batch
    bool exact = true;                        ///< one opponent: nothing sampled
    double equity = 0;      ///< the share against the ranges in the pot if the seat checks or calls
    double equityError = 0; ///< its standard error (0 when exact)
    double realise = 1;     ///< R for checking or calling
    int pot = 0;
    int toCall = 0;
    int opponents = 0;         ///< live opponents
    Seat main = game::kNoSeat; ///< the opponent whose range the words name: the last bettor, or else the
                               ///< opponent likeliest to play on
    RangeLabel label = RangeLabel::Blind;
    RangeSummary summary; ///< of the main opponent's range
    double mainLoose = 0; ///< the main opponent's chance of playing any two cards

    double callChips = 0; ///< what checking or calling is worth

    /// The equity a call needs to break even: to call / (pot + to call) divided by R when nothing else is
    /// at stake; more when players still to act may raise behind the call.
    double needed() const;
};

inline constexpr int kPricingBatches = 8;

/// Prices `moves` (legal for the observing seat, which is to act). `samples`: showdowns sampled in all when
/// more than one opponent is live.
PricedDecision priceDecision(const Observation& observation, const std::vector<Move>& moves, cards::Rng& rng,
                             int samples);

} // namespace core::holdem
