#include "holdem/bots/simplebots.h"

#include "holdem/bots/betting.h"

namespace core::holdem {

Move StationBot::chooseMove(const Observation& observation, cards::Rng&) {
    return checkOrCall(observation.table);
}

Move ManiacBot::chooseMove(const Observation& observation, cards::Rng& rng) {
    const PublicTable& t = observation.table;
    if (!rng.chance(0.85)) return checkOrCall(t);
    if (rng.chance(0.25)) return raiseTo(t, t.allInTotal(t.current));
    return potRaise(t, rng.chance(0.5) ? 1.0 : 0.75);
}

} // namespace core::holdem
