#include "holdem/bots/easybot.h"

#include "holdem/bots/betting.h"
#include "holdem/equity.h"

#include <algorithm>
#include <bit>

namespace core::holdem {

namespace {

// Opponents the equity is computed against: after the flop every opponent still in; before it only those
// who have put chips in voluntarily (at least one), as the others mostly fold.
int opponentsInPot(const Observation& o) {
    const PublicTable& t = o.table;
    const SeatMask others = t.live() & static_cast<SeatMask>(~seatBit(o.seat));
    int n = std::popcount(others);
    if (t.street == Street::Preflop)
        n = std::max(1, std::popcount(static_cast<SeatMask>(others & t.vpipThisHand)));
    return std::clamp(n, 1, 8);
}

} // namespace

Move EasyBot::chooseMove(const Observation& o, cards::Rng& rng) {
    const PublicTable& t = o.table;
    const int opponents = opponentsInPot(o);
    const double share = monteCarloEquity(o.hole, t.boardSet(), opponents, kSamples, rng.next()).share();
    const double fair = 1.0 / (opponents + 1);
    const double strong = fair + 0.3 * (1.0 - fair);
    const double monster = fair + 0.55 * (1.0 - fair);

    const int toCall = std::min(t.toCall(o.seat), t.stack[o.seat]);
    const int pot = t.potTotal();
    const double odds = toCall > 0 ? double(toCall) / (pot + toCall) : 0.0;
    const int bb = t.blinds.bigBlind;

    if (t.street == Street::Preflop) {
        if (share >= strong) {
            const bool opened = t.level > bb;
            const int limpers = std::popcount(static_cast<SeatMask>(t.vpipThisHand & t.live()));
            return raiseTo(t, opened ? 3 * t.level : 3 * bb + limpers * bb);
        }
        if (toCall == 0) return Move::check();
        const double playFloor = fair + 0.05;
        return share >= std::max(odds + 0.02, playFloor) ? Move::call() : Move::fold();
    }

    if (toCall == 0) {
        if (share >= monster) return potRaise(t, 1.0);
        if (share >= strong) return potRaise(t, 2.0 / 3.0);
        return Move::check();
    }
    if (share >= monster + 0.1) return raiseTo(t, 3 * t.level);
    return share >= odds + 0.02 ? Move::call() : Move::fold();
}

} // namespace core::holdem
