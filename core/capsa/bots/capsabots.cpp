#include "capsa/bots/capsabots.h"

#include "capsa/bots/easybot.h"
#include "capsa/bots/hardbot.h"
#include "capsa/bots/mediumbot.h"

namespace core::capsa {

std::unique_ptr<game::Bot<CapsaState>> makeBot(const std::string& name) {
    if (name == "easy" || name == "greedy") return std::make_unique<EasyBot>();
    if (name == "medium") return std::make_unique<MediumBot>();
    if (name == "hard" || name == "strong") return std::make_unique<HardBot>();
    return nullptr;
}

game::SimulationSpec<CapsaState> simulationSpec(const CapsaRules& rules) {
    game::SimulationSpec<CapsaState> spec;
    CapsaRules oneRound = rules;
    oneRound.rounds = 1;
    spec.newDeal = [oneRound](std::uint64_t seed) { return CapsaState(oneRound, seed); };
    spec.makeBot = makeBot;
    spec.points = [](const CapsaState& s) {
        std::vector<double> p(4, 0.0);
        if (!s.results().empty())
            for (std::size_t i = 0; i < 4; ++i) p[i] = s.results().back().points[i];
        return p;
    };
    spec.winners = [](const CapsaState& s) {
        std::vector<bool> w(4, false);
        if (!s.finishOrder().empty()) w[static_cast<std::size_t>(s.finishOrder().front())] = true;
        return w;
    };
    return spec;
}

} // namespace core::capsa
