#pragma once
// Small helpers the bots share to turn an intention ("bet about 2/3 of the pot", "call or check") into a
// legal move for the seat to act.

#include "holdem/observation.h"

namespace core::holdem {

/// Check when free, otherwise call.
Move checkOrCall(const PublicTable& table);
/// Check when free, otherwise fold.
Move checkOrFold(const PublicTable& table);
/// A bet or raise to about `total` chips this street: raised to the minimum when below it, all-in when it
/// reaches (or comes within `allInMargin` of the stack of) the all-in total; checkOrCall() when no raise is
/// allowed.
Move raiseTo(const PublicTable& table, int total, double allInMargin = 0.85);
/// A bet or raise of `potFraction` of the pot after calling, on top of the call.
Move potRaise(const PublicTable& table, double potFraction, double allInMargin = 0.85);
/// The pot after the seat to act has called.
int potAfterCall(const PublicTable& table);
/// Whether going all in is a move worth weighing. Before the flop and on the river always; on the flop and
/// the turn only when it is no more than the pot: the values weighed there look one street ahead, where a
/// shove wins most from a player who calls by pot odds, while over the streets left bets of up to one and a
/// half pots win more from the same player, who calls each of them with more hands than a shove (Hard against
/// Easy heads-up, seeds 1-4: +247.5 bb/100 with the shove, +302.3 without it, +314.9 with the bigger bet on
/// the flop too).
bool allInWorthWeighing(const PublicTable& table);

} // namespace core::holdem
