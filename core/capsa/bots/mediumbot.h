#pragma once
// Sedang/Medium: a rule bot that plays from a plan of its hand (handplan.h): it sheds five-card combinations
// and pairs without breaking them, leads low, keeps 2s, the Bom and unbeatable cards for taking control, and
// changes course when an opponent is about to go out.

#include "capsa/state.h"
#include "game/bot.h"

namespace core::capsa {

class MediumBot : public game::Bot<CapsaState> {
public:
    std::string_view name() const override { return "medium"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;
};

/// The hand size at or below which the Medium bot takes an opponent (or the owner of the table) to be close
/// to going out: it then spends its control cards and breaks its plan to beat the table.
inline constexpr int kMediumDanger = 2;

/// The medium choice from what a seat sees; `unseen` are the cards that may still be in other hands.
/// `danger`: see kMediumDanger (the Hard bot's rollouts under cards-left scoring take a larger one).
Move mediumMove(const CombinationRules& rules, const Observation& observation, cards::CardSet unseen,
                int danger = kMediumDanger);

/// The medium choice for the seat to act in a full state, using only what that seat sees (for rollouts).
Move mediumMove(const CapsaState& state, int danger = kMediumDanger);

} // namespace core::capsa
