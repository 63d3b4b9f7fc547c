#pragma once
// A computer player. It is handed the observation of its seat, never the state, so it cannot see hidden
// cards by construction; every random choice it makes comes from the generator it is given.

#include "cards/rng.h"
#include "game/gamestate.h"

#include <string_view>

namespace core::game {

template <GameState S>
class Bot {
public:
    virtual ~Bot() = default;
    /// Short id: "easy", "medium", "hard".
    virtual std::string_view name() const = 0;
    /// A legal move for the observing seat, which must be the seat to act.
    virtual typename S::Move chooseMove(const typename S::Observation& observation, cards::Rng& rng) = 0;
};

} // namespace core::game
