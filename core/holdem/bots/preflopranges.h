#pragma once
// Position-aware preflop range widths, as fractions of the 1,326 starting hands ranked by handclass.h: how
// wide a player opens by the number of players still to act behind it, and how wide an all-in is by stack
// depth. Used by the Hard bot for its own play and to guess its opponents' ranges.

#include "holdem/publictable.h"

namespace core::holdem {

/// Dealt seats that act after `seat` before the flop, up to and including the big blind (0 for the big
/// blind itself): 1 for the small blind, 2 for the button at a full table, and so on.
int playersBehindPreflop(const PublicTable& table, Seat seat);

/// How wide a first raise is from a seat with `behind` players left to act, at a table of `dealt`
/// players: about 85% on the heads-up button, 45% on the button, 28% in the cutoff, ... 10% under the gun
/// at nine.
double openRangeWidth(int behind, int dealt);

/// How wide an all-in first raise is with `bigBlinds` of effective stack: 3 / bigBlinds, between 2.5% and
/// 80% (ten big blinds: 30%; a hundred: 3%).
double shoveWidth(double bigBlinds);

/// The smaller of `seat`'s stack at the start of the hand and the biggest other live starting stack, in big
/// blinds.
double effectiveStackBigBlinds(const PublicTable& table, Seat seat);

} // namespace core::holdem
