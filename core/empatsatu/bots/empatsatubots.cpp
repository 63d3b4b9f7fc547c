#include "empatsatu/bots/empatsatubots.h"

#include "empatsatu/bots/easybot.h"
#include "empatsatu/bots/hardbot.h"

namespace core::empatsatu {

std::unique_ptr<game::Bot<EmpatSatuState>> makeBot(const std::string& name) {
    if (name == "easy" || name == "greedy") return std::make_unique<EasyBot>();
    if (name == "hard" || name == "strong") return std::make_unique<HardBot>();
    return nullptr;
}

game::SimulationSpec<EmpatSatuState> simulationSpec(const EmpatSatuRules& rules) {
    game::SimulationSpec<EmpatSatuState> spec;
    EmpatSatuRules oneHand = rules;
    oneHand.hands = 1;
    spec.newDeal = [oneHand](std::uint64_t seed) { return EmpatSatuState(oneHand, seed); };
    spec.makeBot = makeBot;
    spec.points = [](const EmpatSatuState& s) {
        std::vector<double> p(static_cast<std::size_t>(s.seatCount()), 0.0);
        if (const HandResult* r = s.result())
            for (std::size_t i = 0; i < p.size(); ++i) p[i] = r->scores[i];
        return p;
    };
    spec.winners = [](const EmpatSatuState& s) {
        std::vector<bool> w(static_cast<std::size_t>(s.seatCount()), false);
        if (const HandResult* r = s.result()) w[static_cast<std::size_t>(r->winner())] = true;
        return w;
    };
    return spec;
}

} // namespace core::empatsatu
