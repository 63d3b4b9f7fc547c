#pragma once
// The Solid bot's two halves (solidbot.h): its play before the flop and after it.

#include "cards/rng.h"
#include "holdem/observation.h"

namespace core::holdem::solid {

Move preflopMove(const Observation& observation, cards::Rng& rng);
Move postflopMove(const Observation& observation, cards::Rng& rng);

} // namespace core::holdem::solid
