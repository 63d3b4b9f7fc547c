#include "empatsatu/bots/easybot.h"

#include "empatsatu/bots/greedypolicy.h"

namespace core::empatsatu {

Move EasyBot::chooseMove(const Observation& observation, cards::Rng& rng) {
    (void)rng;
    return greedyMove(policyView(observation));
}

} // namespace core::empatsatu
