#pragma once
// The coach for Empat Satu (game/reviewengine.h): each decision is weighed by the Hard bot's determinized
// search (its world sampler; the player plays on by the lookahead policy, the others by the greedy one). The
// unit ("score") is the hand's result on the score sheet: 1 for winning it, so a value is the chance of
// winning the hand and a cost the chance given away. The hand's own score would be the wrong yardstick:
// stopping on 30 against weak hands wins more often than drawing on towards 35, and over the same recorded
// deals a review by final score rated the Hard bot, which wins more hands, worse than the Easy one.
//
// Reasons (codes and parameters; "suit" is clubs, diamonds, hearts or spades):
//   empatsatu.stops-early         stops with a hand worth `count` where playing on does better
//   empatsatu.misses-stop         does not stop with a hand worth `count`
//   empatsatu.skips-take          draws instead of taking `cards`, which would raise the hand from `from` to
//                                 `to`
//   empatsatu.takes-useless       takes `cards`, which raises the hand only from `from` to `to`
//   empatsatu.ends-instead-of-take  ends the hand where taking `cards` would raise it from `from` to `to`
//   empatsatu.feeds-next          throws `cards` (worth `count`) to `seat`, who has taken `suit` cards, where
//                                 throwing `better` does not feed that suit, or feeds it less
//   empatsatu.keeps-two-suits     throws `cards` where throwing `better` keeps two cards in each of
//                                 `suit` and `other`, either suit open to grow
//   empatsatu.gives-high-card     throws `cards`, worth `count`, to `seat`, where the lower `better` gives
//                                 less (a high card against a low one, or merely a higher one)
//   empatsatu.throws-scoring-suit throws `cards` from the hand's scoring `suit`
//   empatsatu.keeps-worse-card    throws `cards` where throwing `better` keeps a hand worth `more` (not
//                                 `count`): the best four, `four`, counting `suit`
//   empatsatu.close-best-four     a close call: throws `cards`, keeping a hand worth `count`, where throwing
//                                 `better` keeps the best four, `four`, worth `more` in `suit`; the chance of
//                                 winning cannot tell them apart (with the close call's gain, margin, worlds)
// and the shared best, close, better (gain).

#include "empatsatu/state.h"
#include "game/review.h"
#include "game/reviewengine.h"

#include <optional>

namespace core::empatsatu {

namespace reasons {
inline constexpr std::string_view kStopsEarly = "empatsatu.stops-early";
inline constexpr std::string_view kMissesStop = "empatsatu.misses-stop";
inline constexpr std::string_view kSkipsTake = "empatsatu.skips-take";
inline constexpr std::string_view kTakesUseless = "empatsatu.takes-useless";
inline constexpr std::string_view kEndsInsteadOfTake = "empatsatu.ends-instead-of-take";
inline constexpr std::string_view kFeedsNext = "empatsatu.feeds-next";
inline constexpr std::string_view kThrowsScoringSuit = "empatsatu.throws-scoring-suit";
inline constexpr std::string_view kKeepsWorseCard = "empatsatu.keeps-worse-card";
inline constexpr std::string_view kCloseBestFour = "empatsatu.close-best-four";
inline constexpr std::string_view kKeepsTwoSuits = "empatsatu.keeps-two-suits";
inline constexpr std::string_view kGivesHighCard = "empatsatu.gives-high-card";
} // namespace reasons

class EmpatSatuReviewer {
public:
    using State = EmpatSatuState;
    static constexpr game::ReviewUnit kUnit = game::ReviewUnit::Score;

    explicit EmpatSatuReviewer(double effort = 1.0) : m_budget(defaultBudget().scaled(effort)) {}

    /// More than one legal move.
    bool isDecision(const Observation& observation, const Move& played) const;
    game::Assessment<Move> assess(const Observation& observation, const std::optional<Move>& played,
                                  cards::Rng& rng) const;
    game::Reason explain(const Observation& observation, const Move& played, const Move& best,
                         const game::Assessment<Move>& assessment, cards::Rng& rng) const;
    /// A close call between two discards that keep hands of different worth: the best four named.
    std::optional<game::Reason> closeReason(const Observation& observation,
                                            const game::Assessment<Move>& assessment) const;

    static game::ReviewBudget defaultBudget();

private:
    game::ReviewBudget m_budget;
};

/// Once the hand is over: 1 if the seat won it, else 0.
std::optional<double> handWon(const EmpatSatuState& state, game::Seat seat);

/// The discard a strong player makes by default with five cards: the one that keeps the best four (by
/// score, then the tie-break of the worst cards), among the legal discards; nullopt when the seat does not
/// hold five cards or two discards keep equal hands.
std::optional<Move> bestFourDiscard(const Observation& observation);

/// "clubs", "diamonds", "hearts", "spades".
std::string_view suitId(cards::Suit suit);

} // namespace core::empatsatu
