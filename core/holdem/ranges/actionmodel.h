#pragma once
// How a sensible player's hand decides its action: the likelihoods the range reader narrows ranges with
// (rangereader.h) and the coach predicts answers to a bet with (rangepricing.h), so that both read play
// the same way. A hand's strength is its share of the pot at a showdown against the range it plays
// against (showdown.h): the bettor's range when it faces a bet, the other players' ranges when it may bet.
//
// Facing a bet, a hand goes on when its share reaches what the price asks, with a margin for the streets
// to come (a caller meets a stronger range later and realises less than its share), and 80% more for each
// player who has already called (the share is taken against the bettor alone); the top of what goes on
// raises. So a range calls a raise with its top part, not with its average. A few hands raise as bluffs:
// before the flop some of those just short of a call (a re-raise is then about a third bluffs), after it
// some of the weakest. Loose players (a high VPIP, few folds) go on with less.
//
// Betting first on a street takes the hands well ahead of the others' ranges (a bigger bet a stronger
// value part; a fifth of strong hands check to trap) and, for bluffs, the weakest: on the river about
// bet / (pot + bet) as many bluffs as value hands, the ratio that makes a caller of the bluff-catchers
// indifferent; more before the river, where bluffs are draws. So a big river bet is mostly strong hands and
// bluffs, seldom a medium hand.
//
// Before the flop an unopened pot is played from the ladder (preflopladder.h): opening the top of it as
// wide as the position allows (preflopranges.h), limping part of the opening hands and some below.

#include "holdem/bots/opponentmodel.h"
#include "holdem/handevent.h"
#include "holdem/ranges/range.h"
#include "holdem/ranges/showdown.h"

namespace core::holdem {

/// What a player faces when a bet is to call.
struct Facing {
    double price = 0;     ///< to call / (pot + to call), the pot holding the bet
    bool closes = false;  ///< calling ends the betting (someone is all in)
    bool canRaise = true; ///< a raise is possible
    bool preflop = false;
    double raiseSize = 1;  ///< a raise's increment over the pot after calling (what a raise is read with)
    int players = 1;       ///< players already in for the bet (the bettor and those who called it)
    bool reraised = false; ///< before the flop: the bet is itself a re-raise
};

struct Response {
    double fold = 1;
    double call = 0;
    double raise = 0;
    double goesOn() const { return call + raise; }
};

/// The answer of a hand with `share` against the bettor's range.
Response respond(double share, const Facing& facing, const PlayerTendencies& tendencies);

/// How a range bets first on a street with a bet of `sizeFraction` of the pot: the value threshold and the
/// bluffs' weight, balanced on the range (`strength`: each combination's share against the others).
struct BetShape {
    double valueAt = 0.6;
    double bluffBelow = 0.35;
    double bluff = 0;  ///< chance that a bluffing hand bets
    double trap = 0.2; ///< chance that a value hand checks
};
BetShape betShape(const Range& range, const ComboShares& strength, double sizeFraction, bool river,
                  const PlayerTendencies& tendencies);
/// The chance a hand of `share` bets with that shape.
double betChance(double share, const BetShape& shape);

/// Before the flop, unopened: the chance a hand at `ladder` (its class's ladderFraction) opens with a
/// raise, when the position opens `width` of all hands.
double openChance(double ladder, double width);
/// The chance it limps (or completes the small blind) instead: part of the opening hands (limpShare) and
/// some of the hands below them.
double limpChance(double ladder, double width, const PlayerTendencies& tendencies);
/// How wide an open all-in is read: a short stack shoves wide (3 / big blinds of the hands, up to 25 big
/// blinds, fading out by 40); a deep one a quarter of what the position opens, less a few hands (under the
/// gun 2%, QQ+ and AKs; on the button 9%), as nobody risks a hundred big blinds on a weak hand.
double openShoveWidth(double openWidth, double bigBlinds);

} // namespace core::holdem
