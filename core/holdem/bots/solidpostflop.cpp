// The Solid bot after the flop: rules on its own hand's reading (madehand.h) and the size of the bet it
// faces.
#include "holdem/bots/betting.h"
#include "holdem/bots/madehand.h"
#include "holdem/bots/seatorder.h"
#include "holdem/bots/solidplay.h"

#include <algorithm>
#include <bit>

namespace core::holdem::solid {

namespace {

using K = HandEvent::Kind;
using M = MadeHand;

// A bet of this share of the pot or more is big: one-pair hands give up against it (except a good top pair
// or an overpair facing a single bet before the river).
constexpr double kBigBet = 0.66;
// What a draw that comes in is expected to win on top of the pot it calls (implied odds), as equity.
constexpr double kImpliedOdds = 0.05;

struct Line {
    Street street = Street::Flop;
    int cardsToCome = 2;
    int opponents = 1;          ///< live opponents
    bool inPosition = false;    ///< acts last on this street and the next
    bool aggressor = false;     ///< made the last bet or raise of the previous street
    int earlierBets = 0;        ///< opponents' bets and raises on earlier streets after the flop
    int streetRaises = 0;       ///< bets and raises on this street so far
    bool betThisStreet = false; ///< this seat has bet or raised on this street already
};

Line readLine(const PublicTable& t, Seat me) {
    Line line;
    line.street = t.street;
    line.cardsToCome = t.street == Street::Flop ? 2 : (t.street == Street::Turn ? 1 : 0);
    line.opponents = std::popcount(static_cast<SeatMask>(t.live() & ~seatBit(me)));
    line.inPosition = actsLast(t, me);
    const auto previous = static_cast<Street>(static_cast<int>(t.street) - 1);
    Seat lastAggressor = game::kNoSeat;
    for (const HandEvent& e : t.log) {
        if (!e.isAggressive()) continue;
        if (e.street == previous) lastAggressor = e.seat;
        if (e.street == t.street) {
            ++line.streetRaises;
            if (e.seat == me) line.betThisStreet = true;
        }
        if (e.street != Street::Preflop && e.street < t.street && e.seat != me) ++line.earlierBets;
    }
    line.aggressor = lastAggressor == me;
    return line;
}

Move bet(const PublicTable& t, double potFraction) {
    return potRaise(t, potFraction);
}

// Nobody has bet on this street.
Move checkedTo(const Observation& o, const HandRead& hand, const Line& line, cards::Rng& rng) {
    const PublicTable& t = o.table;
    if (t.raiseRefusal(o.seat)) return Move::check();
    const bool draw = hand.flushDraw || hand.straightDraw;
    const bool headsUp = line.opponents == 1;
    switch (line.street) {
    case Street::Flop:
        // The continuation bet, or a stab when checked to in position.
        if (line.aggressor || line.inPosition) {
            if (hand.made >= M::TopPairGoodKicker) return bet(t, 0.66);
            if (hand.made >= M::TopPairWeakKicker || draw) return bet(t, 0.5);
            if (headsUp && hand.made == M::Nothing && (hand.gutshot ? rng.chance(0.6) : rng.chance(0.35)))
                return bet(t, 0.5);
        }
        return Move::check();
    case Street::Turn:
        if (hand.twoPairOrBetter()) return bet(t, 0.66);
        if (line.aggressor || line.inPosition) {
            if (hand.made >= M::TopPairGoodKicker) return bet(t, 0.6);
            if (headsUp && draw && rng.chance(0.5)) return bet(t, 0.6);
        }
        return Move::check();
    default: // the river: value only
        if (hand.made == M::Monster) return bet(t, 0.8);
        if (hand.twoPairOrBetter()) return bet(t, 0.66);
        if (headsUp && hand.made >= M::TopPairGoodKicker && (line.aggressor || line.inPosition))
            return bet(t, 0.5);
        return Move::check();
    }
}

// Facing a bet or a raise.
Move facingBet(const Observation& o, const HandRead& hand, const Line& line) {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const int toCall = std::min(t.toCall(me), t.stack[me]);
    const int pot = t.potTotal();
    const double betShare = static_cast<double>(toCall) / std::max(1, pot - toCall);
    const double price = static_cast<double>(toCall) / (pot + toCall);
    const bool big = betShare >= kBigBet;
    const bool raised = line.streetRaises >= 2 || line.betThisStreet;
    const bool canRaise = !t.raiseRefusal(me);
    const double drawEquity = hand.drawChance(line.cardsToCome) + kImpliedOdds;

    // The nuts and near it raise; on the river a set raises too, as a good part of the range it beats calls.
    if (canRaise && (hand.made == M::Monster || (hand.made == M::Set && !raised))) {
        return raiseTo(t, 3 * t.level, 0.6);
    }
    if (raised) {
        // A raise is strong: only two pair or better goes on (an overpair on the flop against a raise of no
        // more than the pot), and a big draw at its price.
        if (hand.twoPairOrBetter()) return Move::call();
        if (line.street == Street::Flop && hand.made == M::Overpair && betShare <= 1.0) return Move::call();
        if (hand.outs >= 12 && drawEquity >= price) return Move::call();
        return Move::fold();
    }
    if (hand.twoPairOrBetter()) {
        if (canRaise && line.street == Street::Flop && line.opponents == 1)
            return raiseTo(t, 3 * t.level, 0.6);
        return Move::call();
    }
    const bool singleBet = line.earlierBets == 0;
    if (big) {
        // Big bets: a good top pair or an overpair calls one before the river, the rest folds.
        if (line.street != Street::River && singleBet && hand.made >= M::TopPairGoodKicker)
            return Move::call();
        if (line.street != Street::River && drawEquity >= price) return Move::call();
        return Move::fold();
    }
    switch (line.street) {
    case Street::Flop:
        if (hand.made >= M::MiddlePair) return Move::call();
        if (hand.made == M::WeakPair && line.opponents == 1 && betShare <= 0.4) return Move::call();
        break;
    case Street::Turn:
        if (hand.made >= M::TopPairWeakKicker) return Move::call();
        if (hand.made == M::MiddlePair && singleBet && betShare <= 0.5) return Move::call();
        break;
    default:
        if (hand.made >= M::TopPairWeakKicker) return Move::call();
        if (hand.made == M::MiddlePair && betShare <= 0.35) return Move::call();
        return Move::fold();
    }
    return drawEquity >= price ? Move::call() : Move::fold();
}

} // namespace

Move postflopMove(const Observation& o, cards::Rng& rng) {
    const PublicTable& t = o.table;
    const HandRead hand = readHand(o.hole, t.boardSet());
    const Line line = readLine(t, o.seat);
    if (t.toCall(o.seat) == 0) return checkedTo(o, hand, line, rng);
    return facingBet(o, hand, line);
}

} // namespace core::holdem::solid
