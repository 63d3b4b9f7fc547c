#include "holdem/bots/handsimulation.h"

#include "game/simulation.h"
#include "holdem/bots/holdembots.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace core::holdem {

namespace {

// One session played once per rotation of the seats: each bot's totals and decision times.
std::map<std::string, game::BotStats> playSession(const HoldemRules& rules,
                                                  const std::vector<std::string>& seatBots, int firstDeal,
                                                  int deals, std::uint64_t seed) {
    const int seats = static_cast<int>(seatBots.size());
    std::map<std::string, game::BotStats> out;
    for (int rotation = 0; rotation < seats; ++rotation) {
        // Seat s is played by the bot listed at (s - rotation) mod seats, for the whole session.
        const auto botAt = [&](Seat s) {
            return static_cast<std::size_t>(((s - rotation) % seats + seats) % seats);
        };
        std::vector<std::unique_ptr<game::Bot<HoldemState>>> bots;
        for (const auto& name : seatBots) bots.push_back(makeBot(name));
        std::array<SeatStats, kMaxSeats> stats{};
        for (int d = firstDeal; d < firstDeal + deals; ++d) {
            // The seed of deal d (derived twice, as the shared simulator does for a one-deal run).
            const std::uint64_t dealSeed =
                cards::Rng::forStream(cards::Rng::forStream(seed, static_cast<std::uint64_t>(d)).next(), 0)
                    .next();
            HoldemState state(rules, dealSeed, stats);
            cards::Rng rng = cards::Rng::forStream(dealSeed, static_cast<std::uint64_t>(rotation) + 1);
            while (!state.isDealOver()) {
                const Seat s = state.currentSeat();
                const auto observation = state.observation(s);
                const std::size_t b = botAt(s);
                const Move move = out[seatBots[b]].timeDecision(
                    true, [&] { return bots[b]->chooseMove(observation, rng); });
                if (state.apply(move)) break; // an illegal move ends the hand
            }
            const std::vector<double> returns = state.returns();
            for (Seat s = 0; s < seats; ++s) {
                game::BotStats& st = out[seatBots[botAt(s)]];
                ++st.games;
                st.points += returns[static_cast<std::size_t>(s)];
            }
            stats = state.table().stats;
        }
    }
    return out;
}

} // namespace

HandSimulationReport simulateHands(const HoldemRules& rules, const std::vector<std::string>& seatBots,
                                   int deals, std::uint64_t seed, int threads, int sessionHands) {
    HoldemRules table = rules;
    table.players = static_cast<int>(seatBots.size());
    deals = std::max(0, deals);
    sessionHands = std::clamp(sessionHands, 1, std::max(1, deals));
    const int sessions = (deals + sessionHands - 1) / sessionHands;
    std::vector<std::map<std::string, game::BotStats>> perSession(static_cast<std::size_t>(sessions));

    const auto run = [&](int first, int step) {
        for (int k = first; k < sessions; k += step) {
            const int firstDeal = k * sessionHands;
            perSession[static_cast<std::size_t>(k)] =
                playSession(table, seatBots, firstDeal, std::min(sessionHands, deals - firstDeal), seed);
        }
    };
    prepareBotTables();
    const auto start = std::chrono::steady_clock::now();
    threads = std::max(1, std::min(threads, std::max(1, sessions)));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(run, t, threads);
    run(0, threads);
    for (auto& th : pool) th.join();
    const auto end = std::chrono::steady_clock::now();

    HandSimulationReport report;
    report.deals = deals;
    report.sessionHands = sessionHands;
    report.hands = deals * static_cast<int>(seatBots.size());
    report.seconds = std::chrono::duration<double>(end - start).count();
    std::map<std::string, std::pair<double, double>> moments; // sum and sum of squares of per-session means
    for (auto& session : perSession) {
        for (auto& [name, stats] : session) {
            HandBotResult& r = report.bots[name];
            r.hands += stats.games;
            r.wonBb += stats.points;
            if (stats.games > 0) {
                const double mean = stats.points / stats.games;
                moments[name].first += mean;
                moments[name].second += mean * mean;
            }
            r.decisionMs.insert(r.decisionMs.end(), stats.decisionMs.begin(), stats.decisionMs.end());
            r.decisionCpuMs.insert(r.decisionCpuMs.end(), stats.decisionCpuMs.begin(),
                                   stats.decisionCpuMs.end());
        }
    }
    for (auto& [name, r] : report.bots) {
        r.bbPer100 = r.hands ? 100.0 * r.wonBb / r.hands : 0.0;
        const double n = sessions;
        const auto [sum, squares] = moments[name];
        const double variance = n > 1 ? std::max(0.0, (squares - sum * sum / n) / (n - 1)) : 0.0;
        const double half = 1.959963984540054 * 100.0 * std::sqrt(variance / std::max(1.0, n));
        r.ci95Low = r.bbPer100 - half;
        r.ci95High = r.bbPer100 + half;
    }
    return report;
}

} // namespace core::holdem
