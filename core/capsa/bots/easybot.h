#pragma once
// Mudah/Easy: seed 003's greedy, exactly (see greedy.h).

#include "capsa/state.h"
#include "game/bot.h"

namespace core::capsa {

class EasyBot : public game::Bot<CapsaState> {
public:
    std::string_view name() const override { return "easy"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;
};

/// The greedy move for the seat to act in a full state (the fast path used in simulations and rollouts).
Move greedyMove(const CapsaState& state);

} // namespace core::capsa
