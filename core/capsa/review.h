#pragma once
// The coach for Capsa (game/reviewengine.h): each decision is weighed by the Hard bot's determinized search,
// with its candidate moves, its world sampler and its rollout policy, in the deal's own unit: the expected
// points of the deal for the seat (placement points 3/2/1/0, or the cards-left points under that scoring),
// counted as the bot's rollouts count them (settledpoints.h).
//
// Reasons (codes and parameters; "cards" are shown with suit symbols, "kind" is a kindId()):
//   capsa.misses-place         plays `cards` (empty for a pass) where `better` secures the `place`th place:
//                              it takes the seat out (how = "out"), or nothing unseen beats it and `rest`,
//                              one combination, then takes the seat out (how = "control")
//   capsa.opens-for-last-card  leads a single while `seat` has one card left (seat, count)
//   capsa.passes-near-out      passes while `seat` has `count` cards left; `cards` would keep the lead
//   capsa.spends-control       spends `cards`, which nothing unseen beats and would win the lead back
//   capsa.breaks-combination   breaks the hand's `kind` `cards` (`count` of that kind in the plan) to beat a
//                              `table` kind, or to lead (table = "lead")
//   capsa.plays-too-high       plays `cards` where the lower `better` (the same kind) would do
//   capsa.plays-too-low        plays `cards` where the higher `better` (the same kind) does better
//   capsa.sheds-fewer          leads `count` card(s) where `better` sheds `more`
//   capsa.passes-with-winner   passes where `cards` would beat the table and win the lead (nothing unseen
//   beats
//                              it)
//   capsa.passes               passes where `cards` would beat the table
//   capsa.plays-instead-of-pass  plays `cards` where passing keeps them for later
//   capsa.leads-high           leads `cards` (up to `top`) where leading the lower `better` first holds
//                              control: the high cards stay to win the lead back
// and the shared best, close, better (gain).

#include "capsa/state.h"
#include "game/review.h"
#include "game/reviewengine.h"

#include <optional>

namespace core::capsa {

namespace reasons {
inline constexpr std::string_view kMissesPlace = "capsa.misses-place";
inline constexpr std::string_view kOpensForLastCard = "capsa.opens-for-last-card";
inline constexpr std::string_view kPassesNearOut = "capsa.passes-near-out";
inline constexpr std::string_view kSpendsControl = "capsa.spends-control";
inline constexpr std::string_view kBreaksCombination = "capsa.breaks-combination";
inline constexpr std::string_view kPlaysTooHigh = "capsa.plays-too-high";
inline constexpr std::string_view kPlaysTooLow = "capsa.plays-too-low";
inline constexpr std::string_view kShedsFewer = "capsa.sheds-fewer";
inline constexpr std::string_view kPassesWithWinner = "capsa.passes-with-winner";
inline constexpr std::string_view kPasses = "capsa.passes";
inline constexpr std::string_view kPlaysInsteadOfPass = "capsa.plays-instead-of-pass";
inline constexpr std::string_view kLeadsHigh = "capsa.leads-high";
} // namespace reasons

/// A play that secures the next place whatever the others hold: one that empties the hand, or one that
/// nothing unseen can beat and leaves a single combination to lead out with. Nothing does better (the places
/// go in the order players go out), so the review weighs it first and the search must beat it on the stable
/// comparison to replace it. nullopt when there is none.
std::optional<Move> securingPlay(const Observation& observation);

class CapsaReviewer {
public:
    using State = CapsaState;
    static constexpr game::ReviewUnit kUnit = game::ReviewUnit::Points;

    /// `effort` scales the search budgets (1: the tuned budget).
    explicit CapsaReviewer(double effort = 1.0) : m_budget(defaultBudget().scaled(effort)) {}

    /// More than one legal move.
    bool isDecision(const Observation& observation, const Move& played) const;
    game::Assessment<Move> assess(const Observation& observation, const std::optional<Move>& played,
                                  cards::Rng& rng) const;
    game::Reason explain(const Observation& observation, const Move& played, const Move& best,
                         const game::Assessment<Move>& assessment, cards::Rng& rng) const;

    static game::ReviewBudget defaultBudget();

private:
    game::ReviewBudget m_budget;
};

} // namespace core::capsa
