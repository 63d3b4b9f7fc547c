#include "holdem/bots/pushfoldplay.h"

#include "holdem/bots/betting.h"
#include "holdem/bots/handclass.h"
#include "holdem/classequity.h"
#include "holdem/pushfold.h"

#include <algorithm>
#include <memory>

namespace core::holdem {

namespace {

using K = HandEvent::Kind;

} // namespace

std::optional<PushFoldSpot> pushFoldSpot(const PublicTable& t) {
    const Seat me = t.current;
    if (t.street != Street::Preflop || me == game::kNoSeat || t.blinds.ante != 0) return std::nullopt;
    if (t.blinds.bigBlind != 2 * t.blinds.smallBlind) return std::nullopt;
    const Seat sb = t.smallBlindSeat, bb = t.bigBlindSeat;
    if (me != sb && me != bb) return std::nullopt;
    // Only the blinds may be left in the hand.
    if (t.live() != (seatBit(sb) | seatBit(bb))) return std::nullopt;
    int postedSmall = 0, postedBig = 0;
    bool sbPushed = false;
    for (const HandEvent& e : t.log) {
        if (e.street != Street::Preflop) break;
        switch (e.kind) {
        case K::PostSmallBlind:
            postedSmall = e.amount;
            break;
        case K::PostBigBlind:
            postedBig = e.amount;
            break;
        case K::Fold:
            break;
        case K::Raise:
        case K::Bet:
            if (e.seat != sb || !e.allIn || sbPushed) return std::nullopt;
            sbPushed = true;
            break;
        default:
            return std::nullopt; // a call, a check or an ante: not the chart's game
        }
    }
    if (postedSmall != t.blinds.smallBlind || postedBig != t.blinds.bigBlind) return std::nullopt;
    const double stack =
        static_cast<double>(std::min(t.startStack[sb], t.startStack[bb])) / t.blinds.bigBlind;
    if (stack > kPushFoldChartStack) return std::nullopt;
    if (me == sb && !sbPushed) return PushFoldSpot{PushFoldSpot::Role::Push, stack, bb};
    if (me == bb && sbPushed) return PushFoldSpot{PushFoldSpot::Role::Call, stack, sb};
    return std::nullopt;
}

double pushFoldFrequency(const PushFoldSpot& spot, cards::CardSet hole, const PushFoldStrategy* opponent) {
    const auto cls = static_cast<std::size_t>(handClass(hole));
    const bool push = spot.role == PushFoldSpot::Role::Push;
    const PushFoldChart& chart = pushFoldChart(spot.stack);
    if (!opponent) return push ? chart.strategy.push[cls] : chart.strategy.call[cls];
    // The game is built per decision (a 169 x 169 table, well under a millisecond); on the heap, as it is
    // large for a stack.
    const auto game = std::make_unique<PushFoldGame>(spot.stack, storedClassEquity());
    const double gain = push ? game->pushGains(opponent->call)[cls] : game->callGains(opponent->push)[cls];
    return gain > 0 ? 1.0 : 0.0;
}

Move pushFoldMove(const PublicTable& t, double frequency, cards::Rng& rng) {
    if (!rng.chance(frequency)) return checkOrFold(t);
    if (t.toCall(t.current) >= t.stack[t.current] || t.raiseRefusal(t.current)) return checkOrCall(t);
    return Move::allIn();
}

} // namespace core::holdem
