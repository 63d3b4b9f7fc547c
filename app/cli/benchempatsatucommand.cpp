// `bench empatsatu`: how fast Empat Satu plays: greedy (Easy-only) games per second on one core, and each
// level's decision time against Easy opponents.
#include "command.h"
#include "empatsatu/bots/empatsatubots.h"
#include "simulationjson.h"

namespace cli {
namespace {

class BenchEmpatSatuCommand : public Command {
public:
    QString name() const override { return QStringLiteral("bench empatsatu"); }
    QString summary() const override {
        return QStringLiteral(
            "Empat Satu speed: greedy games per second on one core, decision times per bot level.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("quick"), QStringLiteral("A short run (for smoke tests).")});
        parser.addOption({QStringLiteral("players"),
                          QStringLiteral("Players at the table, 2 to 6 (default 4)."), QStringLiteral("N")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        using core::empatsatu::EmpatSatuRules;
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("bench empatsatu takes no arguments"));
        const bool quick = parser.isSet(QStringLiteral("quick"));
        EmpatSatuRules rules;
        rules.players = static_cast<int>(integerOption(
            parser, QStringLiteral("players"), EmpatSatuRules::kMinPlayers, EmpatSatuRules::kMaxPlayers, 4));
        const auto spec = core::empatsatu::simulationSpec(rules);
        const auto seatsWith = [&](const std::string& first) {
            std::vector<std::string> seats(static_cast<std::size_t>(rules.players), "easy");
            seats.front() = first;
            return seats;
        };
        const auto easy = core::game::simulate(spec, seatsWith("easy"), quick ? 50 : 20000, 1, 1, false);

        QJsonObject times, cpuTimes;
        for (const std::string level : {"easy", "hard"}) {
            auto report =
                core::game::simulate(spec, seatsWith(level), quick ? 1 : (level == "hard" ? 25 : 2000), 7, 1);
            times[QString::fromStdString(level)] = decisionTimesToJson(report.bots[level]);
            cpuTimes[QString::fromStdString(level)] = decisionCpuTimesToJson(report.bots[level]);
        }
        return {{QStringLiteral("players"), rules.players},
                {QStringLiteral("easy_games"), easy.games},
                {QStringLiteral("easy_games_per_second"), easy.seconds > 0 ? easy.games / easy.seconds : 0.0},
                {QStringLiteral("decision_ms"), times},
                {QStringLiteral("decision_cpu_ms"), cpuTimes}};
    }
};

} // namespace

std::unique_ptr<Command> makeBenchEmpatSatuCommand() {
    return std::make_unique<BenchEmpatSatuCommand>();
}

} // namespace cli
