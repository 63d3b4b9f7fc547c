#include "holdem/bots/holdembots.h"

#include "holdem/bots/combos.h"
#include "holdem/bots/easybot.h"
#include "holdem/bots/handclass.h"
#include "holdem/bots/hardbot.h"
#include "holdem/bots/simplebots.h"
#include "holdem/bots/solidbot.h"
#include "holdem/evaluator.h"

namespace core::holdem {

std::unique_ptr<game::Bot<HoldemState>> makeBot(const std::string& name) {
    if (name == "easy" || name == "greedy") return std::make_unique<EasyBot>();
    if (name == "hard" || name == "strong") return std::make_unique<HardBot>();
    if (name == "solid") return std::make_unique<SolidBot>();
    if (name == "station") return std::make_unique<StationBot>();
    if (name == "maniac") return std::make_unique<ManiacBot>();
    return nullptr;
}

std::vector<std::string> botNames() {
    return {"easy", "hard", "solid", "station", "maniac"};
}

void prepareBotTables() {
    Evaluator::instance();
    allCombos();
    topFraction(0);
}

game::SimulationSpec<HoldemState> simulationSpec(const HoldemRules& rules) {
    game::SimulationSpec<HoldemState> spec;
    spec.newDeal = [rules](std::uint64_t seed) { return HoldemState(rules, seed); };
    spec.makeBot = makeBot;
    spec.points = [](const HoldemState& s) { return s.returns(); };
    spec.winners = [](const HoldemState& s) {
        std::vector<bool> won;
        for (double r : s.returns()) won.push_back(r > 0);
        return won;
    };
    return spec;
}

} // namespace core::holdem
