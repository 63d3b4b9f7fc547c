#pragma once
// The Solid bot's preflop charts: tight-aggressive 6-max ranges as players write them (classrange.h), by
// the seat of the first raiser and the seat answering it. Opening ranges widen towards the button (under
// the gun about 15%, hijack 20%, cutoff 27%, button 44%, small blind 41%, the heads-up button 66%); facing
// an open, a value range and a few suited bluffs re-raise and a range of pairs, suited broadways and suited
// connectors calls, widest in the big blind, which is already half in; facing a re-raise the opener
// four-bets the top and calls with hands that play well in position.

#include "holdem/bots/classrange.h"

namespace core::holdem::solid {

/// Where a first raise comes from: by the players behind it (up to the big blind) at the table's size.
enum class OpenSeat : unsigned char {
    EarlyFullRing,
    UnderTheGun,
    Hijack,
    Cutoff,
    Button,
    SmallBlind,
    HeadsUp
};

/// The seat of a first raiser with `behind` players still to act behind it, at a table of `dealt`.
OpenSeat openSeat(int behind, int dealt);
/// One seat tighter (the range raised over limpers from `seat`); the tightest stays itself.
OpenSeat tighter(OpenSeat seat);

/// The hands raised first in from `seat`.
const ClassSet& openingRange(OpenSeat seat);

/// How an open is answered, by who opened: early (under the gun, hijack), late (cutoff, button, small
/// blind), or the heads-up button.
enum class Opener : unsigned char { Early, Late, HeadsUp };
Opener openerOf(OpenSeat seat);

struct VersusOpen {
    ClassSet reraiseValue;
    ClassSet reraiseBluff;
    ClassSet callInPosition; ///< a seat that acts after the opener on every later street
    ClassSet callSmallBlind;
    ClassSet callBigBlind;
};
const VersusOpen& versusOpen(Opener opener);

struct VersusReraise {
    ClassSet fourBet;
    ClassSet callInPosition;
    ClassSet callOutOfPosition;
};
/// The opener facing a three-bet (heads-up: the button against the big blind's).
const VersusReraise& versusReraise(bool headsUp);

/// Facing a four-bet or more, or a re-raise after only calling: QQ+ and AK go all in, the rest folds.
const ClassSet& premiums();

/// The big blind's raise over limpers (heads-up: over the small blind's limp).
const ClassSet& bigBlindIsolation(bool headsUp);
/// Hands that call behind limpers in position, or complete from the small blind.
const ClassSet& overLimp();

/// Calling an all-in (or a raise that commits most of the stack) deeper than the push/fold charts go, with
/// `stackBb` big blinds at stake: TT+, AQs+ and AKo up to 40 big blinds, QQ+ and AK deeper.
const ClassSet& callDeepShove(double stackBb);

} // namespace core::holdem::solid
