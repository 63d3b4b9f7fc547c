#pragma once
// Which opponents play like the Easy bot: what each seat played this round, checked against the greedy rule
// with the cards it is known to have held (those it played later).

#include "capsa/observation.h"
#include "capsa/rules.h"

#include <array>
#include <optional>

namespace core::capsa {

/// Per seat, whether the searching player takes it to play the greedy rule (the Easy bot). A seat is greedy
/// until one of its plays or passes proves otherwise, and is taken as greedy only after `minDecisions` of its
/// decisions could be checked; the observer's own seat is never greedy.
using PlayStyles = std::array<bool, 4>;
PlayStyles readPlayStyles(const Observation& observation, int minDecisions);

/// The log entry that set the combination to beat when entry `i` was played: the last play of its trick
/// before it, if any.
std::optional<std::size_t> lastPlayBefore(const Observation& observation, std::size_t i);

} // namespace core::capsa
