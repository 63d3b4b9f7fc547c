// `bench capsa`: how fast Capsa plays: Easy-only games per second on one core, and each level's decision
// time, under the default rules or a --variant (the scoring and round end change how long a rollout runs).
#include "capsa/bots/capsabots.h"
#include "command.h"
#include "simulationjson.h"
#include "variantoption.h"

namespace cli {
namespace {

class BenchCapsaCommand : public Command {
public:
    QString name() const override { return QStringLiteral("bench capsa"); }
    QString summary() const override {
        return QStringLiteral(
            "Capsa speed: Easy-only games per second on one core, decision times per bot level.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("quick"), QStringLiteral("A short run (for smoke tests).")});
        parser.addOption(variantOptionSpec());
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("bench capsa takes no arguments"));
        const bool quick = parser.isSet(QStringLiteral("quick"));
        const auto spec = core::capsa::simulationSpec(
            core::capsa::CapsaRules::fromFlags(variantOption(parser, core::capsa::CapsaRules::catalog())));
        const auto easy =
            core::game::simulate(spec, {"easy", "easy", "easy", "easy"}, quick ? 50 : 5000, 1, 1, false);

        QJsonObject times, cpuTimes;
        for (const std::string level : {"easy", "medium", "hard"}) {
            auto report = core::game::simulate(spec, {level, "easy", "easy", "easy"},
                                               quick ? 1 : (level == "hard" ? 25 : 200), 7, 1);
            times[QString::fromStdString(level)] = decisionTimesToJson(report.bots[level]);
            cpuTimes[QString::fromStdString(level)] = decisionCpuTimesToJson(report.bots[level]);
        }
        return {{QStringLiteral("easy_games"), easy.games},
                {QStringLiteral("easy_games_per_second"), easy.games / easy.seconds},
                {QStringLiteral("decision_ms"), times},
                {QStringLiteral("decision_cpu_ms"), cpuTimes}};
    }
};

} // namespace

std::unique_ptr<Command> makeBenchCapsaCommand() {
    return std::make_unique<BenchCapsaCommand>();
}

} // namespace cli
