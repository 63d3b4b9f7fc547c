#include "holdem/bots/solidbot.h"

#include "holdem/bots/betting.h"
#include "holdem/bots/pushfoldplay.h"
#include "holdem/bots/solidplay.h"

namespace core::holdem {

Move SolidBot::decide(const Observation& o, cards::Rng& rng) const {
    if (const auto spot = pushFoldSpot(o.table))
        return pushFoldMove(o.table, pushFoldFrequency(*spot, o.hole), rng);
    if (o.table.street == Street::Preflop) return solid::preflopMove(o, rng);
    return solid::postflopMove(o, rng);
}

Move SolidBot::chooseMove(const Observation& o, cards::Rng& rng) {
    Move move = decide(o, rng);
    // A last guard: sizes come from helpers that respect the rules, but a refused move would end the hand.
    if (o.table.check(move)) move = checkOrCall(o.table);
    return move;
}

} // namespace core::holdem
