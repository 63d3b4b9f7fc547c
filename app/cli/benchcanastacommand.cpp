// `bench canasta`: how fast Canasta plays: Easy-only hands per second on one core, and each level's decision
// time (the Hard bot with a Hard partner against two Easy players).
#include "canasta/bots/sidesimulation.h"
#include "command.h"
#include "simulationjson.h"

namespace cli {
namespace {

class BenchCanastaCommand : public Command {
public:
    QString name() const override { return QStringLiteral("bench canasta"); }
    QString summary() const override {
        return QStringLiteral(
            "Canasta speed: Easy-only hands per second on one core, decision times per bot level.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("quick"), QStringLiteral("A short run (for smoke tests).")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("bench canasta takes no arguments"));
        const bool quick = parser.isSet(QStringLiteral("quick"));
        const core::canasta::CanastaRules rules;
        const auto easy = core::canasta::simulateSides(rules, {"easy", "easy", "easy", "easy"},
                                                       quick ? 25 : 2500, 1, 1, 0, false);
        auto hard =
            core::canasta::simulateSides(rules, {"hard", "easy", "hard", "easy"}, quick ? 1 : 20, 7, 1);
        QJsonObject times{{QStringLiteral("easy"), decisionTimesToJson(hard.decisions["easy"])},
                          {QStringLiteral("hard"), decisionTimesToJson(hard.decisions["hard"])}};
        QJsonObject cpuTimes{{QStringLiteral("easy"), decisionCpuTimesToJson(hard.decisions["easy"])},
                             {QStringLiteral("hard"), decisionCpuTimesToJson(hard.decisions["hard"])}};
        return {{QStringLiteral("easy_deals"), easy.plays},
                {QStringLiteral("easy_deals_per_second"),
                 easy.dealSeconds > 0 ? easy.plays / easy.dealSeconds : 0.0},
                {QStringLiteral("decision_ms"), times},
                {QStringLiteral("decision_cpu_ms"), cpuTimes}};
    }
};

} // namespace

std::unique_ptr<Command> makeBenchCanastaCommand() {
    return std::make_unique<BenchCanastaCommand>();
}

} // namespace cli
