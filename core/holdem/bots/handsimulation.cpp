#include "holdem/bots/handsimulation.h"

#include "holdem/bots/holdembots.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace core::holdem {

HandSimulationReport simulateHands(const HoldemRules& rules, const std::vector<std::string>& seatBots,
                                   int deals, std::uint64_t seed, int threads) {
    HoldemRules table = rules;
    table.players = static_cast<int>(seatBots.size());
    const auto spec = simulationSpec(table);
    std::vector<game::SimulationReport> perDeal(static_cast<std::size_t>(std::max(0, deals)));

    const auto run = [&](int first, int step) {
        for (int d = first; d < deals; d += step) {
            const std::uint64_t dealSeed = cards::Rng::forStream(seed, static_cast<std::uint64_t>(d)).next();
            perDeal[static_cast<std::size_t>(d)] = game::simulate(spec, seatBots, 1, dealSeed, 1);
        }
    };
    prepareBotTables();
    const auto start = std::chrono::steady_clock::now();
    threads = std::max(1, std::min(threads, std::max(1, deals)));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(run, t, threads);
    run(0, threads);
    for (auto& th : pool) th.join();
    const auto end = std::chrono::steady_clock::now();

    HandSimulationReport report;
    report.deals = deals;
    report.hands = deals * static_cast<int>(seatBots.size());
    report.seconds = std::chrono::duration<double>(end - start).count();
    std::map<std::string, std::pair<double, double>> moments; // sum and sum of squares of per-deal means
    for (auto& deal : perDeal) {
        for (auto& [name, stats] : deal.bots) {
            HandBotResult& r = report.bots[name];
            r.hands += stats.games;
            r.wonBb += stats.points;
            if (stats.games > 0) {
                const double mean = stats.points / stats.games;
                moments[name].first += mean;
                moments[name].second += mean * mean;
            }
            r.decisionMs.insert(r.decisionMs.end(), stats.decisionMs.begin(), stats.decisionMs.end());
        }
    }
    for (auto& [name, r] : report.bots) {
        r.bbPer100 = r.hands ? 100.0 * r.wonBb / r.hands : 0.0;
        const double n = deals;
        const auto [sum, squares] = moments[name];
        const double variance = n > 1 ? std::max(0.0, (squares - sum * sum / n) / (n - 1)) : 0.0;
        const double half = 1.959963984540054 * 100.0 * std::sqrt(variance / std::max(1.0, n));
        r.ci95Low = r.bbPer100 - half;
        r.ci95High = r.bbPer100 + half;
    }
    return report;
}

} // namespace core::holdem
