#pragma once
// Bot-against-bot simulation for strength benchmarks: every deal is played once per rotation of the seats, so
// each bot meets the same cards from every seat; results per bot name with 95% intervals and decision times.

#include "cards/rng.h"
#include "game/bot.h"
#include "game/gamestate.h"
#include "game/threadclock.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace core::game {

/// How to run one game's deals.
template <GameState S>
struct SimulationSpec {
    /// A fresh deal from its seed.
    std::function<S(std::uint64_t seed)> newDeal;
    /// A bot by name, or nullptr for an unknown name.
    std::function<std::unique_ptr<Bot<S>>(const std::string& name)> makeBot;
    /// Each seat's points for the finished deal.
    std::function<std::vector<double>(const S&)> points;
    /// Whether each seat won the finished deal.
    std::function<std::vector<bool>(const S&)> winners;
};

struct BotStats {
    int games = 0;
    int wins = 0;
    double points = 0;
    std::vector<double> decisionMs;    ///< wall-clock time of each decision
    std::vector<double> decisionCpuMs; ///< the deciding thread's processor time for each decision
    double wallSum = 0;                ///< sum of decisionMs

    double winRate() const { return games ? double(wins) / games : 0.0; }
    /// Wilson score interval at 95%.
    std::pair<double, double> interval95() const {
        if (games == 0) return {0.0, 0.0};
        const double z = 1.959963984540054, n = games, p = winRate();
        const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
        const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
        return {centre - half, centre + half};
    }
    double averagePoints() const { return games ? points / games : 0.0; }
    double meanMs() const { return mean(decisionMs); }
    /// The q-quantile (0..1) of the decision times; sorts them.
    double quantileMs(double q) { return quantile(decisionMs, q); }

    static double mean(const std::vector<double>& times) {
        double sum = 0;
        for (double d : times) sum += d;
        return times.empty() ? 0.0 : sum / static_cast<double>(times.size());
    }
    /// The q-quantile (0..1) of `times`; sorts them.
    static double quantile(std::vector<double>& times, double q) {
        if (times.empty()) return 0.0;
        std::sort(times.begin(), times.end());
        const auto i =
            static_cast<std::size_t>(std::min<double>(times.size() - 1, std::ceil(q * times.size()) - 1));
        return times[i];
    }
    /// Runs one decision, `decide()`, and records its times. Reading the processor clock is a system call
    /// that costs more than a fast bot's whole decision, so a bot whose decisions average under 0.05 ms is
    /// timed by the wall clock alone, which is then also its processor time (an upper bound for a decision
    /// made on one thread). `processorTimes` false: wall clock only.
    template <class Decide>
    auto timeDecision(bool processorTimes, Decide&& decide) {
        const bool cpu =
            processorTimes && (decisionMs.empty() || wallSum >= 0.05 * double(decisionMs.size()));
        const auto start = std::chrono::steady_clock::now();
        const double cpuStart = cpu ? threadCpuMillis() : 0.0;
        auto result = decide();
        const double cpuMs = cpu ? threadCpuMillis() - cpuStart : 0.0;
        const double wallMs =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        decisionMs.push_back(wallMs);
        wallSum += wallMs;
        if (processorTimes) decisionCpuMs.push_back(cpu ? cpuMs : wallMs);
        return result;
    }

    /// Adds another's games, wins, points and decision times.
    void merge(const BotStats& other) {
        games += other.games;
        wins += other.wins;
        points += other.points;
        decisionMs.insert(decisionMs.end(), other.decisionMs.begin(), other.decisionMs.end());
        wallSum += other.wallSum;
        decisionCpuMs.insert(decisionCpuMs.end(), other.decisionCpuMs.begin(), other.decisionCpuMs.end());
    }
};

struct SimulationReport {
    int games = 0;
    double seconds = 0;
    std::map<std::string, BotStats> bots;
};

/// Plays `deals` deals from `seed`, each once per rotation of `seatBots` (one bot name per seat).
/// `processorTimes`: also time each decision on the thread's processor clock, a system call that costs more
/// than a fast bot's whole decision (throughput benchmarks turn it off).
template <GameState S>
SimulationReport simulate(const SimulationSpec<S>& spec, const std::vector<std::string>& seatBots, int deals,
                          std::uint64_t seed, int threads = 1, bool processorTimes = true) {
    const int seats = static_cast<int>(seatBots.size());
    struct DealOutcome {
        std::map<std::string, BotStats> bots;
    };
    std::vector<DealOutcome> outcomes(static_cast<std::size_t>(deals));

    const auto runDeals = [&](int first, int step) {
        std::vector<std::unique_ptr<Bot<S>>> bots;
        for (const auto& name : seatBots) bots.push_back(spec.makeBot(name));
        for (int d = first; d < deals; d += step) {
            DealOutcome& out = outcomes[static_cast<std::size_t>(d)];
            const std::uint64_t dealSeed = cards::Rng::forStream(seed, static_cast<std::uint64_t>(d)).next();
            for (int rotation = 0; rotation < seats; ++rotation) {
                S state = spec.newDeal(dealSeed);
                cards::Rng rng = cards::Rng::forStream(dealSeed, static_cast<std::uint64_t>(rotation) + 1);
                // Seat s is played by the bot listed at (s - rotation) mod seats.
                const auto botAt = [&](Seat s) {
                    return static_cast<std::size_t>(((s - rotation) % seats + seats) % seats);
                };
                while (!state.isDealOver()) {
                    const Seat s = state.currentSeat();
                    const auto observation = state.observation(s);
                    const std::size_t b = botAt(s);
                    const auto move = out.bots[seatBots[b]].timeDecision(
                        processorTimes, [&] { return bots[b]->chooseMove(observation, rng); });

                    if (state.apply(move)) break; // an illegal bot move ends the deal; it shows as no win
                }
                const auto points = spec.points(state);
                const auto won = spec.winners(state);
                for (Seat s = 0; s < seats; ++s) {
                    BotStats& st = out.bots[seatBots[botAt(s)]];
                    ++st.games;
                    st.wins += won[static_cast<std::size_t>(s)] ? 1 : 0;
                    st.points += points[static_cast<std::size_t>(s)];
                }
            }
        }
    };

    const auto start = std::chrono::steady_clock::now();
    threads = std::max(1, std::min(threads, deals));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(runDeals, t, threads);
    runDeals(0, threads);
    for (auto& th : pool) th.join();
    const auto end = std::chrono::steady_clock::now();

    SimulationReport report;
    report.games = deals * seats;
    report.seconds = std::chrono::duration<double>(end - start).count();
    for (const DealOutcome& out : outcomes) {
        for (const auto& [name, st] : out.bots) {
            report.bots[name].merge(st);
        }
    }
    return report;
}

} // namespace core::game
