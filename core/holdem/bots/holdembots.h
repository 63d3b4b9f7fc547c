#pragma once
// The Hold'em bots by name, for menus, the command line and simulations.

#include "game/bot.h"
#include "game/simulation.h"
#include "holdem/state.h"

#include <memory>
#include <string>
#include <vector>

namespace core::holdem {

/// "easy" (alias "greedy"), "hard" (alias "strong"), "solid" (the tight-aggressive baseline), "station",
/// "maniac"; nullptr for another name.
std::unique_ptr<game::Bot<HoldemState>> makeBot(const std::string& name);
/// The names makeBot() knows (without aliases).
std::vector<std::string> botNames();
/// Builds the tables the bots share (the evaluator's, the combinations and hand classes) now, so that the
/// first decision timed is not charged for them.
void prepareBotTables();

/// One hand per deal, every seat starting with the rules' starting stack (so hands are independent); a
/// seat's points are its chip result in big blinds, and it "wins" the deal when that result is positive.
game::SimulationSpec<HoldemState> simulationSpec(const HoldemRules& rules);

} // namespace core::holdem
