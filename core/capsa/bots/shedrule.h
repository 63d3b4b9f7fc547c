#pragma once
// Under cards-left scoring every card still held when another seat goes out costs a point, so a seat that
// is losing the race should lead what sheds the most cards: the Hard bot's search plays this rule for the
// seats of its rollouts (hardbot.h, searchRuleMove).

#include "capsa/combination.h"

#include <optional>

namespace core::capsa {

/// The lead of a seat that cannot win the race: when an opponent holds `danger` cards or fewer and the seat's
/// plan (handplan.h) needs more than three turns, the plan's part with the most cards (of those, the
/// weakest). A part larger than every hand that is close to going out cannot be beaten by those hands, and
/// it sheds the most if another can. Otherwise nothing: the Medium rule leads.
std::optional<Combination> shedLead(const CombinationRules& rules, cards::CardSet hand, int opponentsMin,
                                    int danger);

} // namespace core::capsa
