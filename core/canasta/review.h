#pragma once
// The coach for Canasta (game/reviewengine.h): the Hard bot's choices are weighed the way it weighs them (its
// rule core's move and its search candidates, its world sampler, its rollouts: the player's turn finished by
// the rule core, then the Easy policy playing every seat to the end of the hand). Where the bot plays its
// rule core's move without a search (a draw from the stock, a discard), the move played is weighed against
// that move alone, and a hint names it. The unit is hand points: the side's score for the hand minus the
// other side's (as the Hard bot's search counts it), so a discard that hands the opponents the pile costs
// what they gain. Routine steps the player made exactly as the rule core would (most melding) are not listed.
//
// Reasons (codes and parameters):
//   canasta.declines-pile      draws (or passes) where taking the pile of `count` cards (top `cards`) does
//                              better
//   canasta.takes-pile         takes the pile of `count` cards (spending `cards`) where drawing does better
//   canasta.feeds-pile         throws `cards`, with which `seat` can take the pile of `count` cards in
//                              `percent` of the worlds sampled
//   canasta.feeds-meld         throws `cards`, which `seat` can add to its side's meld of `rank`, taking the
//                              pile of `count` cards (`canasta` "yes": making that meld a canasta)
//   canasta.throws-wild        throws away the wild card `cards` (`count` points) onto a pile of `pile`
//                              cards; `freezes` "yes" when the pile was not frozen; `safe`: the black 3 the
//                              best move throws instead (absent when it throws another card)
//   canasta.breaks-pair        throws `cards` from `count` natural cards of that rank (a pair to take the
//                              pile or to meld)
//   canasta.throws-meld-card   throws `cards`, which fits the side's meld of that rank (`count` cards with
//                              it; `canasta` "yes" when it would make the meld a canasta)
//   canasta.wild-elsewhere     lays the wild card `cards` on the meld `meld` (or adds it to the meld of rank
//                              `played`) where adding it to the side's meld of `rank` makes that one `count`
//                              cards (`canasta` "yes": a canasta)
//   canasta.keeps-high-card    throws `cards` and keeps `better`, worth `count` points against the side
//                              if the hand ends
//   canasta.misses-going-out   goes on playing where laying down `cards` leads out of the hand; or, with
//                              `ask` "yes", where asking the partner and going out ends the hand with the
//                              side `margin` points ahead (the measured value of going out)
//   canasta.misses-freeze      lays down `cards`, a wild card, where throwing it freezes the pile of `count`
//   canasta.holds-back-meld    keeps `cards` in the hand where laying them down does better
//   canasta.melds-early        lays down `cards` where keeping them in the hand and discarding `better` does
//                              better
//   canasta.lets-partner-out   lets the partner go out while holding `count` points
//   canasta.stops-partner      stops the partner from going out (holding `count` points)
// and the shared best, close, better (gain).

#include "canasta/state.h"
#include "game/review.h"
#include "game/reviewengine.h"

#include <optional>

namespace core::canasta {

namespace reasons {
inline constexpr std::string_view kDeclinesPile = "canasta.declines-pile";
inline constexpr std::string_view kTakesPile = "canasta.takes-pile";
inline constexpr std::string_view kFeedsPile = "canasta.feeds-pile";
inline constexpr std::string_view kThrowsWild = "canasta.throws-wild";
inline constexpr std::string_view kBreaksPair = "canasta.breaks-pair";
inline constexpr std::string_view kThrowsMeldCard = "canasta.throws-meld-card";
inline constexpr std::string_view kKeepsHighCard = "canasta.keeps-high-card";
inline constexpr std::string_view kMissesGoingOut = "canasta.misses-going-out";
inline constexpr std::string_view kHoldsBackMeld = "canasta.holds-back-meld";
inline constexpr std::string_view kMeldsEarly = "canasta.melds-early";
inline constexpr std::string_view kMissesFreeze = "canasta.misses-freeze";
inline constexpr std::string_view kWildElsewhere = "canasta.wild-elsewhere";
inline constexpr std::string_view kFeedsMeld = "canasta.feeds-meld";
inline constexpr std::string_view kLetsPartnerOut = "canasta.lets-partner-out";
inline constexpr std::string_view kStopsPartner = "canasta.stops-partner";
} // namespace reasons

class CanastaReviewer {
public:
    using State = canasta::State;
    static constexpr game::ReviewUnit kUnit = game::ReviewUnit::Points;

    explicit CanastaReviewer(double effort = 1.0) : m_budget(defaultBudget().scaled(effort)) {}

    /// A choice the Hard bot would weigh, or a step that differs from its rule core's.
    bool isDecision(const Observation& observation, const Move& played) const;
    game::Assessment<Move> assess(const Observation& observation, const std::optional<Move>& played,
                                  cards::Rng& rng) const;
    game::Reason explain(const Observation& observation, const Move& played, const Move& best,
                         const game::Assessment<Move>& assessment, cards::Rng& rng) const;

    static game::ReviewBudget defaultBudget();

private:
    game::ReviewBudget m_budget;
};

/// Once the hand is over: the seat's side's hand score minus the best other side's, in points.
std::optional<double> handPointsMargin(const State& state, game::Seat seat);

} // namespace core::canasta
