#include "holdem/ranges/rangebench.h"

#include "cards/deck.h"
#include "game/threadclock.h"
#include "holdem/classequity.h"
#include "holdem/evaluator.h"
#include "holdem/ranges/rangeodds.h"
#include "holdem/state.h"

#include <algorithm>
#include <string>
#include <vector>

namespace core::holdem {

namespace {

// The observing seat is the big blind (seat 1, the button on seat 5). Before the flop the first `stay`
// seats after the blinds call a raise by seat 2 and the rest fold; after the flop everybody checks to a
// bet of half the pot by seat 2, which all call. The seat is timed at its turn on each street.
const std::vector<std::vector<std::string>>& preflopLines() {
    static const std::vector<std::vector<std::string>> lines = {
        {"raise 6", "fold", "fold", "fold", "fold"},
        {"raise 6", "call", "fold", "fold", "fold"},
        {"raise 6", "call", "call", "fold", "fold"},
    };
    return lines;
}

} // namespace

RangeOddsBench runRangeOddsBench(int deals, std::uint64_t seed) {
    RangeOddsBench out;
    // The tables every call reads are built once per process, before anything is timed.
    (void)Evaluator::instance();
    (void)storedClassEquity();
    for (int opponents = 1; opponents <= 3; ++opponents) {
        std::array<std::vector<double>, 4> millis;
        std::array<double, 4> errors{};
        std::array<bool, 4> exact{true, true, true, true};
        std::array<std::uint64_t, 4> samples{};
        for (int d = 0; d < deals; ++d) {
            cards::Rng shuffle = cards::Rng::forStream(seed, static_cast<std::uint64_t>(d));
            const auto order = cards::Deck::standard52().shuffled(shuffle);
            HoldemState::Setup setup;
            setup.stacks = std::vector<int>(6, 200);
            setup.button = 5;
            for (int s = 0; s < 6; ++s)
                setup.hole.push_back({cards::Card::fromId(order[static_cast<std::size_t>(2 * s)]),
                                      cards::Card::fromId(order[static_cast<std::size_t>(2 * s + 1)])});
            for (int i = 12; i < 17; ++i)
                setup.board.push_back(cards::Card::fromId(order[static_cast<std::size_t>(i)]));
            HoldemRules rules;
            std::optional<HoldemState> state = HoldemState::fromSetup(rules, setup, 1);
            if (!state) continue;
            const auto apply = [&](const std::string& m) { return !state->apply(*Move::parse(m)); };
            for (const std::string& m : preflopLines()[static_cast<std::size_t>(opponents - 1)]) apply(m);
            for (int street = 0; street < 4 && !state->isDealOver(); ++street) {
                if (state->currentSeat() == 1) {
                    cards::Rng rng = cards::Rng::forStream(seed + 1, static_cast<std::uint64_t>(d));
                    const Observation o = state->observation(1);
                    const double start = game::threadCpuMillis();
                    const RangeOdds r = rangeOdds(o, rng);
                    millis[static_cast<std::size_t>(street)].push_back(game::threadCpuMillis() - start);
                    errors[static_cast<std::size_t>(street)] += r.stdError;
                    exact[static_cast<std::size_t>(street)] =
                        exact[static_cast<std::size_t>(street)] && r.exact;
                    samples[static_cast<std::size_t>(street)] = r.samples;
                }
                // The big blind calls before the flop; after it, it checks, seat 2 bets half the pot and
                // everybody calls.
                if (street == 0) {
                    apply("call");
                } else {
                    while (!state->isDealOver() && state->table().street == static_cast<Street>(street)) {
                        const PublicTable& t = state->table();
                        const bool bet = t.current == 2 && t.level == 0;
                        apply(bet ? "raise " + std::to_string(std::max(2, t.potTotal() / 2))
                                  : (t.level > t.streetBet[t.current] ? "call" : "check"));
                    }
                    continue;
                }
                while (!state->isDealOver() && state->table().street == Street::Preflop)
                    apply(state->table().level > state->table().streetBet[state->table().current] ? "call"
                                                                                                  : "check");
            }
        }
        for (int street = 0; street < 4; ++street) {
            RangeOddsTiming& row =
                out.rows[static_cast<std::size_t>(street)][static_cast<std::size_t>(opponents - 1)];
            const auto& ms = millis[static_cast<std::size_t>(street)];
            row.opponents = opponents;
            row.deals = static_cast<int>(ms.size());
            row.exact = exact[static_cast<std::size_t>(street)];
            row.samples = samples[static_cast<std::size_t>(street)];
            for (double m : ms) row.meanMillis += m / std::max<std::size_t>(1, ms.size());
            row.maxMillis = ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end());
            row.meanStdError = ms.empty() ? 0.0 : errors[static_cast<std::size_t>(street)] / ms.size();
        }
    }
    return out;
}

} // namespace core::holdem
