#pragma once
// The Capsa bot levels by name, for menus, the command line and simulations.

#include "capsa/state.h"
#include "game/bot.h"
#include "game/simulation.h"

#include <memory>
#include <string>

namespace core::capsa {

/// "easy" (alias "greedy"), "medium", "hard" (alias "strong"); nullptr for another name.
std::unique_ptr<game::Bot<CapsaState>> makeBot(const std::string& name);

/// Single deals of Capsa under `rules`; a seat wins a deal by going out first.
game::SimulationSpec<CapsaState> simulationSpec(const CapsaRules& rules);

} // namespace core::capsa
