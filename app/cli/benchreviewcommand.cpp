// `bench review`: how long the coach takes to review a finished deal, on one core: bots play deals with the
// seats of the evidence runs (one Easy seat, the rest Hard), and the Easy seat's and the first Hard seat's
// decisions are reviewed; processor time of the reviewing thread per deal and per decision.
#include "command.h"
#include "game/simulation.h"
#include "game/threadclock.h"
#include "games.h"
#include "playdeal.h"
#include "review.h"

#include <QJsonArray>

#include <chrono>

namespace cli {
namespace {

QJsonObject times(std::vector<double> ms) {
    using core::game::BotStats;
    const double max = ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end());
    return {{QStringLiteral("mean"), BotStats::mean(ms)},
            {QStringLiteral("p95"), BotStats::quantile(ms, 0.95)},
            {QStringLiteral("max"), max}};
}

class BenchReviewCommand : public Command {
public:
    QString name() const override { return QStringLiteral("bench review"); }
    QString summary() const override {
        return QStringLiteral("Coach speed: processor time to review a finished deal (and per decision).");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("game"), QStringLiteral("capsa, empatsatu, canasta or holdem"),
                          QStringLiteral("GAME")});
        parser.addOption({QStringLiteral("deals"), QStringLiteral("Deals played and reviewed (default 10)."),
                          QStringLiteral("N")});
        parser.addOption({QStringLiteral("seed"), QStringLiteral("Seed of the first deal (default 1)."),
                          QStringLiteral("S")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("bench review takes no arguments"));
        const QString game = requiredOption(parser, QStringLiteral("game"));
        const core::GameInfo* info = core::findGame(game.toStdString());
        if (!info) throw UsageError(QStringLiteral("unknown game '%1'").arg(game));
        const int deals = static_cast<int>(integerOption(parser, QStringLiteral("deals"), 1, 100000, 10));
        const quint64 seed = seedOption(parser);
        std::vector<std::string> seats{"easy", "hard", "hard", "hard"};
        if (game == QLatin1String("holdem")) seats = {"easy", "hard", "hard", "hard", "hard", "hard"};

        std::vector<double> cpu, wall, perDecision;
        int decisions = 0;
        for (int d = 0; d < deals; ++d) {
            const std::uint64_t dealSeed =
                core::cards::Rng::forStream(seed, static_cast<std::uint64_t>(d)).next();
            const core::PlayedDeal played = core::playDeal(info->id, {}, seats, dealSeed);
            if (!played.record) throw UsageError(QString::fromStdString(played.error));
            for (const int seat : {0, 1}) {
                const double cpuStart = core::game::threadCpuMillis();
                const auto wallStart = std::chrono::steady_clock::now();
                const auto outcome = core::reviewRecord(*played.record, seat);
                const double cpuMs = core::game::threadCpuMillis() - cpuStart;
                wall.push_back(
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wallStart)
                        .count());
                cpu.push_back(cpuMs);
                if (!outcome.review)
                    throw UsageError(QString::fromStdString(core::game::describe(*outcome.error)));
                const int n = static_cast<int>(outcome.review->decisions.size());
                decisions += n;
                if (n > 0) perDecision.push_back(cpuMs / n);
            }
        }
        const int reviews = static_cast<int>(cpu.size());
        QJsonArray seatLevels;
        for (const auto& s : seats) seatLevels.append(QString::fromStdString(s));
        return {{QStringLiteral("game"), game},
                {QStringLiteral("deals"), deals},
                {QStringLiteral("seats"), seatLevels},
                {QStringLiteral("reviews"), reviews},
                {QStringLiteral("decisions_per_review"), reviews ? double(decisions) / reviews : 0.0},
                {QStringLiteral("review_cpu_ms"), times(cpu)},
                {QStringLiteral("review_ms"), times(wall)},
                {QStringLiteral("decision_cpu_ms"), times(perDecision)}};
    }
};

} // namespace

std::unique_ptr<Command> makeBenchReviewCommand() {
    return std::make_unique<BenchReviewCommand>();
}

} // namespace cli
