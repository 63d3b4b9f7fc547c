#pragma once
// Who acts after whom once the flop is dealt: the seat left of the button first, the button last.

#include "holdem/publictable.h"

namespace core::holdem {

/// Post-flop acting order of `seat`: 0 acts first (left of the button), the button last.
int postflopOrder(const PublicTable& table, Seat seat);

/// Whether `seat` acts after every other live seat on the streets after the flop.
bool actsLast(const PublicTable& table, Seat seat);

} // namespace core::holdem
