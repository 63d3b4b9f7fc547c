// The Solid bot before the flop: charts by position (solidranges.h), standard sizes.
#include "holdem/bots/betting.h"
#include "holdem/bots/preflopranges.h"
#include "holdem/bots/pushfoldplay.h"
#include "holdem/bots/seatorder.h"
#include "holdem/bots/solidplay.h"
#include "holdem/bots/solidranges.h"
#include "holdem/pushfold.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace core::holdem::solid {

namespace {

using K = HandEvent::Kind;

// A raise is a re-raise or an all-in that commits the seat when it would put in this much of its stack.
constexpr double kCommitShare = 0.4;

// What the preflop log says so far.
struct PreflopRead {
    int raises = 0;  ///< bets and raises (the blinds are not)
    int limpers = 0; ///< calls before the first raise
    int callers = 0; ///< calls after the last raise
    Seat opener = game::kNoSeat;
};

PreflopRead readPreflop(const PublicTable& t) {
    PreflopRead r;
    for (const HandEvent& e : t.log) {
        if (e.street != Street::Preflop) break;
        if (e.isAggressive()) {
            if (r.raises++ == 0) r.opener = e.seat;
            r.callers = 0;
        } else if (e.kind == K::Call) {
            ++(r.raises == 0 ? r.limpers : r.callers);
        }
    }
    return r;
}

int bigBlinds(const PublicTable& t, double bigBlinds) {
    return static_cast<int>(std::lround(bigBlinds * t.blinds.bigBlind));
}

Move allIn(const PublicTable& t) {
    return raiseTo(t, t.allInTotal(t.current));
}

// Facing an all-in, or a raise that would take most of the stack: call (or move in) or fold. Up to 20 big
// blinds the heads-up chart's calling range says which hands go on, read at a deeper stack (so tighter)
// when more than one player is in or still to act; deeper, fixed premium ranges (solidranges.h).
Move answerCommitment(const Observation& o) {
    const PublicTable& t = o.table;
    // The stack that matters is the smaller of this seat's and the raiser's.
    const double stackBb =
        static_cast<double>(std::min(t.startStack[o.seat], t.startStack[t.lastAggressor])) /
        t.blinds.bigBlind;
    const int othersIn = std::popcount(static_cast<SeatMask>(t.live() & ~seatBit(o.seat))) - 1;
    bool goOn;
    if (stackBb <= 20) {
        const double depth = othersIn > 0 ? std::min(20.0, 2.0 * stackBb) : stackBb;
        goOn = callFrequency(depth, o.hole) >= 0.5;
    } else {
        goOn = inRange(callDeepShove(stackBb), o.hole);
    }
    if (!goOn) return checkOrFold(t);
    return t.toCall(o.seat) >= t.stack[o.seat] ? Move::call() : allIn(t);
}

// First in, or behind limpers.
Move unopened(const Observation& o, const PreflopRead& read, double stackBb, cards::Rng&) {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const int dealt = std::popcount(t.dealt);
    const bool headsUp = dealt == 2;
    const bool canRaise = !t.raiseRefusal(me);
    if (t.toCall(me) == 0) { // the big blind, limped to
        if (canRaise && inRange(bigBlindIsolation(headsUp), o.hole)) {
            if (stackBb <= kPushFoldChartStack) return allIn(t);
            return raiseTo(t, bigBlinds(t, headsUp ? 3.5 : 3.0 + read.limpers), kCommitShare);
        }
        return Move::check();
    }
    const OpenSeat seat = openSeat(playersBehindPreflop(t, me), dealt);
    const ClassSet& raising = read.limpers == 0 ? openingRange(seat) : openingRange(tighter(seat));
    if (canRaise && inRange(raising, o.hole)) {
        // Short: a raise would commit the stack anyway, so it goes in at once.
        if (stackBb <= kPushFoldChartStack) return allIn(t);
        if (read.limpers == 0) return raiseTo(t, bigBlinds(t, seat == OpenSeat::SmallBlind ? 3.0 : 2.5));
        return raiseTo(t, bigBlinds(t, 3.0 + read.limpers + (me == t.smallBlindSeat ? 1.0 : 0.0)),
                       kCommitShare);
    }
    // Behind limpers, cheap hands that make strong ones see the flop from late position or the small blind.
    const bool late = me == t.smallBlindSeat || seat == OpenSeat::Button || seat == OpenSeat::Cutoff;
    if (read.limpers > 0 && late && stackBb > kPushFoldChartStack && inRange(overLimp(), o.hole))
        return Move::call();
    return checkOrFold(t);
}

// Facing one raise (with any callers behind it).
Move facingOpen(const Observation& o, const PreflopRead& read, double stackBb, cards::Rng& rng) {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const int dealt = std::popcount(t.dealt);
    const double openBb = static_cast<double>(t.level) / t.blinds.bigBlind;
    Opener opener = openerOf(openSeat(playersBehindPreflop(t, read.opener), dealt));
    // An open of more than 4.5 big blinds is answered as an early one: the raiser means it.
    if (openBb > 4.5 && opener == Opener::Late) opener = Opener::Early;
    const VersusOpen& answer = versusOpen(opener);
    const bool canRaise = !t.raiseRefusal(me);
    const bool inPosition = me != t.smallBlindSeat && me != t.bigBlindSeat;
    const bool bluff = read.callers == 0 && inRange(answer.reraiseBluff, o.hole) && rng.chance(0.5);
    if (canRaise && (inRange(answer.reraiseValue, o.hole) || bluff)) {
        if (stackBb <= 25) return allIn(t);
        const double factor = (inPosition ? 3.0 : 4.0) + read.callers;
        return raiseTo(t, static_cast<int>(std::lround(factor * t.level)), kCommitShare);
    }
    const ClassSet& calling = me == t.bigBlindSeat     ? answer.callBigBlind
                              : me == t.smallBlindSeat ? answer.callSmallBlind
                                                       : answer.callInPosition;
    return inRange(calling, o.hole) ? Move::call() : checkOrFold(t);
}

// Facing a three-bet or more.
Move facingReraise(const Observation& o, const PreflopRead& read) {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const bool canRaise = !t.raiseRefusal(me);
    const bool headsUp = std::popcount(t.dealt) == 2;
    if (read.raises == 2 && read.opener == me) {
        const VersusReraise& answer = versusReraise(headsUp);
        if (inRange(answer.fourBet, o.hole)) {
            if (!canRaise) return Move::call();
            return raiseTo(t, static_cast<int>(std::lround(2.3 * t.level)), kCommitShare);
        }
        const bool inPosition = postflopOrder(t, me) > postflopOrder(t, t.lastAggressor);
        const ClassSet& calling = inPosition ? answer.callInPosition : answer.callOutOfPosition;
        return inRange(calling, o.hole) ? Move::call() : checkOrFold(t);
    }
    if (inRange(premiums(), o.hole)) return canRaise ? allIn(t) : Move::call();
    return checkOrFold(t);
}

} // namespace

Move preflopMove(const Observation& o, cards::Rng& rng) {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const PreflopRead read = readPreflop(t);
    const double stackBb = effectiveStackBigBlinds(t, me);
    const int toCall = t.toCall(me);
    if (toCall > 0 && read.raises > 0 &&
        (toCall >= t.stack[me] || toCall >= kCommitShare * t.stack[me] || hasSeat(t.allIn, t.lastAggressor)))
        return answerCommitment(o);
    if (read.raises == 0) return unopened(o, read, stackBb, rng);
    if (read.raises == 1) return facingOpen(o, read, stackBb, rng);
    return facingReraise(o, read);
}

} // namespace core::holdem::solid
