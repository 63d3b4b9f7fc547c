#pragma once
// A seat's points for the round as soon as the rules settle them, before the round is played out: what the
// Hard bot's rollouts and the coach count, so that both play for the scoring in force (placement 3/2/1/0,
// or the cards left at the first out with the doubling for 10 or more cards and for 2s).

#include "capsa/state.h"

#include <optional>

namespace core::capsa {

/// `seat`'s points for the round once nothing still to be played can change them, else nothing:
///  - placement points, round played until three are out: once the seat is out (its place is then final),
///    or when the round is over;
///  - placement points, round over at the first out: when the round is over (the others are then placed by
///    the cards they hold);
///  - cards left: as soon as the first player is out, whatever the round's end, since the score counts the
///    hands at that moment.
std::optional<int> settledPoints(const CapsaState& state, Seat seat);

} // namespace core::capsa
