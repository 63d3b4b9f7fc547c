#include "canasta/bots/canastabots.h"

#include "canasta/bots/easybot.h"
#include "canasta/bots/hardbot.h"
#include "canasta/bots/takerbot.h"

#include <algorithm>

namespace core::canasta {

std::unique_ptr<game::Bot<State>> makeBot(const std::string& name) {
    if (name == "easy" || name == "greedy") return std::make_unique<EasyBot>();
    if (name == "hard" || name == "strong") return std::make_unique<HardBot>();
    if (name == "taker") return std::make_unique<TakerBot>();
    return nullptr;
}

game::SimulationSpec<State> simulationSpec(CanastaRules rules) {
    rules.seating = Seating::Fixed;
    game::SimulationSpec<State> spec;
    spec.newDeal = [rules](std::uint64_t seed) { return State(rules, seed); };
    spec.makeBot = makeBot;
    spec.points = [](const State& s) {
        const Board& b = s.board();
        std::vector<double> p(static_cast<std::size_t>(s.seatCount()), 0.0);
        for (game::Seat seat = 0; seat < s.seatCount(); ++seat)
            p[static_cast<std::size_t>(seat)] = b.handScores[b.sideOf(seat)].total();
        return p;
    };
    spec.winners = [](const State& s) {
        const Board& b = s.board();
        std::vector<bool> w(static_cast<std::size_t>(s.seatCount()), false);
        for (game::Seat seat = 0; seat < s.seatCount(); ++seat) {
            const int side = b.sideOf(seat);
            bool best = true;
            for (int other = 0; other < b.sides(); ++other)
                if (other != side && b.handScores[other].total() >= b.handScores[side].total()) best = false;
            w[static_cast<std::size_t>(seat)] = best;
        }
        return w;
    };
    return spec;
}

} // namespace core::canasta
