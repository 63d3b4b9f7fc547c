#pragma once
// The Canasta bot levels by name, for menus, the command line and simulations.

#include "canasta/state.h"
#include "game/bot.h"
#include "game/simulation.h"

#include <memory>
#include <string>

namespace core::canasta {

/// "easy" (alias "greedy"), "hard" (alias "strong"), and "taker" (a fixed style for benchmarks,
/// takerbot.h); nullptr for another name.
std::unique_ptr<game::Bot<State>> makeBot(const std::string& name);

/// Single hands of Canasta under `rules` with fixed seating (seats 0, 1, 2 ... clockwise, partners opposite,
/// seat 0 deals), so that the seats map to sides predictably; each seat's points are its side's hand score,
/// and a seat wins the hand when its side's score is strictly the highest.
game::SimulationSpec<State> simulationSpec(CanastaRules rules);

} // namespace core::canasta
