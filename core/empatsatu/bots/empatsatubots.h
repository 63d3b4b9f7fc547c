#pragma once
// The Empat Satu bot levels by name, for menus, the command line and simulations.

#include "empatsatu/state.h"
#include "game/bot.h"
#include "game/simulation.h"

#include <memory>
#include <string>

namespace core::empatsatu {

/// "easy" (alias "greedy"), "hard" (alias "strong"); nullptr for another name.
std::unique_ptr<game::Bot<EmpatSatuState>> makeBot(const std::string& name);

/// Single hands of Empat Satu under `rules` (rules.players seats); a seat wins a deal by winning the hand,
/// and its points are the score of the four cards it ends with.
game::SimulationSpec<EmpatSatuState> simulationSpec(const EmpatSatuRules& rules);

} // namespace core::empatsatu
