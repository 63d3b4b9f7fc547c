// `bench holdem`: how fast Hold'em plays: Easy-only hands per second on one core (the shared simulator, every
// deal once per rotation), and each bot's decision times in the seat of a 6-max table of Easy bots, plus Hard
// at nine players who all call to the river (its dearest case), as wall time and as the thread's CPU time
// (which other programs on a busy machine disturb less).
#include "command.h"
#include "game/threadclock.h"
#include "holdem/bots/handsimulation.h"
#include "holdem/bots/holdembots.h"

#include <QJsonObject>

#include <algorithm>
#include <chrono>

namespace cli {
namespace {

using core::game::threadCpuMillis;

QJsonObject summary(std::vector<double> ms, const QString& prefix) {
    double mean = 0;
    for (double d : ms) mean += d;
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) {
        return ms.empty() ? 0.0
                          : ms[std::min(ms.size() - 1,
                                        static_cast<std::size_t>(q * static_cast<double>(ms.size())))];
    };
    return {{prefix + QStringLiteral("mean"), ms.empty() ? 0.0 : mean / static_cast<double>(ms.size())},
            {prefix + QStringLiteral("p95"), at(0.95)},
            {prefix + QStringLiteral("max"), ms.empty() ? 0.0 : ms.back()}};
}

// `bot` in seat 0 against `players - 1` copies of `others` for `hands` independent hands; its decision
// times.
QJsonObject decisionTimes(const std::string& bot, int hands, int players = 6,
                          const std::string& others = "easy") {
    using namespace core::holdem;
    std::vector<std::unique_ptr<core::game::Bot<HoldemState>>> seats;
    seats.push_back(makeBot(bot));
    for (int i = 1; i < players; ++i) seats.push_back(makeBot(others));
    HoldemRules rules;
    rules.players = players;
    std::vector<double> wall, cpu;
    for (int h = 0; h < hands; ++h) {
        HoldemState state(rules, 1000 + static_cast<std::uint64_t>(h));
        core::cards::Rng rng(static_cast<std::uint64_t>(h) + 1);
        while (!state.isDealOver()) {
            const Seat s = state.currentSeat();
            const auto observation = state.observation(s);
            const double cpuStart = threadCpuMillis();
            const auto wallStart = std::chrono::steady_clock::now();
            const Move move = seats[static_cast<std::size_t>(s)]->chooseMove(observation, rng);
            if (s == 0) {
                wall.push_back(
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart)
                        .count());
                cpu.push_back(threadCpuMillis() - cpuStart);
            }
            if (state.apply(move)) break;
        }
    }
    QJsonObject out = summary(wall, QString());
    const QJsonObject cpuOut = summary(cpu, QStringLiteral("cpu_"));
    for (auto it = cpuOut.begin(); it != cpuOut.end(); ++it) out.insert(it.key(), it.value());
    out.insert(QStringLiteral("decisions"), static_cast<int>(wall.size()));
    return out;
}

class BenchHoldemCommand : public Command {
public:
    QString name() const override { return QStringLiteral("bench holdem"); }
    QString summary() const override {
        return QStringLiteral("Texas Hold'em speed: Easy-only hands per second on one core, decision times "
                              "per bot (wall and CPU).");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("quick"), QStringLiteral("A short run (for smoke tests).")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("bench holdem takes no arguments"));
        const bool quick = parser.isSet(QStringLiteral("quick"));
        core::holdem::prepareBotTables();
        const auto easy = core::holdem::simulateHands(
            core::holdem::HoldemRules{}, std::vector<std::string>(6, "easy"), quick ? 20 : 2000, 1, 1);
        QJsonObject times;
        for (const std::string bot : {"easy", "hard", "station", "maniac"})
            times[QString::fromStdString(bot)] =
                decisionTimes(bot, quick ? 3 : (bot == "hard" ? 1500 : 3000));
        // The dearest case for Hard: nine players who all call to the river.
        times[QStringLiteral("hard_9max_stations")] = decisionTimes("hard", quick ? 2 : 200, 9, "station");
        return {{QStringLiteral("easy_hands"), easy.hands},
                {QStringLiteral("easy_hands_per_second"), easy.seconds > 0 ? easy.hands / easy.seconds : 0.0},
                {QStringLiteral("decision_ms"), times}};
    }
};

} // namespace

std::unique_ptr<Command> makeBenchHoldemCommand() {
    return std::make_unique<BenchHoldemCommand>();
}

} // namespace cli
