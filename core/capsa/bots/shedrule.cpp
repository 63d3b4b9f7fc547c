#include "capsa/bots/shedrule.h"

#include "capsa/bots/handplan.h"

namespace core::capsa {

std::optional<Combination> shedLead(const CombinationRules& rules, cards::CardSet hand, int opponentsMin,
                                    int danger) {
    if (opponentsMin > danger) return std::nullopt;
    const HandPlan& plan = planHand(rules, hand);
    // With three turns or fewer the Medium rule's end of the hand (play what cannot be beaten, keep the last
    // turn) may still win the race.
    if (plan.components.size() <= 3) return std::nullopt;
    const Combination* best = nullptr;
    for (const Combination& c : plan.components)
        if (!best || c.size() > best->size() || (c.size() == best->size() && c.strength < best->strength))
            best = &c;
    return *best;
}

} // namespace core::capsa
