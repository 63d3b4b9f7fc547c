#pragma once
// A fast, sensible Capsa policy for search rollouts: plays like the medium bot (keeps pairs and triples
// together, leads low, saves 2s and the Bom, plays for control when an opponent is nearly out) but decides
// from rank counts instead of a full hand plan, so a rollout costs microseconds.

#include "capsa/state.h"

namespace core::capsa {

/// The move for the seat to act in a full state, from that seat's hand and the public table only.
Move rolloutMove(const CapsaState& state);

} // namespace core::capsa
