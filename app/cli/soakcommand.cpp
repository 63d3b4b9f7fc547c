// `soak`: seeded deals played by random legal movers, Easy and Hard bots, with every invariant checked after
// every move (core/game/soak.h). Exit status 1 when an invariant broke.
//   mejakartu-cli --json soak --game capsa --variant all --deals 10000 --seed 1 --threads 2
//   {"game":"capsa","variant":"all","deals":10000,"moves":M,"checks":{"clone":n,...},"invariant_breaks":0,
//    "first_break":null}
#include "command.h"
#include "games.h"
#include "soakgames.h"
#include "soakjson.h"

#include <QJsonObject>

namespace cli {
namespace {

class SoakCommand : public Command {
public:
    QString name() const override { return QStringLiteral("soak"); }
    QString summary() const override {
        return QStringLiteral("Play seeded deals with random movers and bots, checking every invariant after "
                              "every move; exit status 1 on a break.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("game"), QStringLiteral("capsa, canasta, holdem or empatsatu"),
                          QStringLiteral("GAME")});
        parser.addOption({QStringLiteral("variant"),
                          QStringLiteral("A preset and/or flags (default: the default preset), or 'all' for "
                                         "every preset; each at every player count unless it sets players."),
                          QStringLiteral("V")});
        parser.addOption({QStringLiteral("deals"), QStringLiteral("Number of deals (default 1000)."),
                          QStringLiteral("N")});
        parser.addOption(
            {QStringLiteral("seed"), QStringLiteral("Seed of the run (default 1)."), QStringLiteral("S")});
        parser.addOption(
            {QStringLiteral("threads"), QStringLiteral("Worker threads (default 1)."), QStringLiteral("T")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("soak takes no arguments"));
        const QString game = requiredOption(parser, QStringLiteral("game"));
        const QString variant = parser.value(QStringLiteral("variant"));
        core::game::SoakOptions options;
        options.deals = integerOption(parser, QStringLiteral("deals"), 1, 1000000000, 1000);
        options.seed = seedOption(parser);
        options.threads = static_cast<int>(integerOption(parser, QStringLiteral("threads"), 1, 64, 1));
        std::string error;
        const core::game::SoakReport report =
            core::soakGame(game.toStdString(), variant.toStdString(), options, &error);
        if (!error.empty()) throw UsageError(QString::fromStdString(error));
        return soakJson(game, variant.isEmpty() ? defaultPreset(game) : variant, report);
    }
    int exitStatus(const QJsonObject& result) const override { return soakExitStatus(result); }

private:
    static QString defaultPreset(const QString& game) {
        const core::GameInfo* info = core::findGame(game.toStdString());
        return info && !info->catalog->presets.empty()
                   ? QString::fromStdString(info->catalog->presets.front().id)
                   : QString();
    }
};

} // namespace

QJsonObject soakJson(const QString& game, const QString& variant, const core::game::SoakReport& report) {
    QJsonObject counts;
    for (const auto& [check, n] : report.tally.counts)
        counts[QString::fromStdString(check)] = static_cast<double>(n);
    QJsonValue first = QJsonValue::Null;
    if (report.tally.first) {
        const auto& b = *report.tally.first;
        first = QJsonObject{{QStringLiteral("deal"), static_cast<double>(b.deal)},
                            {QStringLiteral("move"), static_cast<double>(b.move)},
                            {QStringLiteral("check"), QString::fromStdString(b.check)},
                            {QStringLiteral("detail"), QString::fromStdString(b.detail)}};
    }
    return {{QStringLiteral("game"), game},
            {QStringLiteral("variant"), variant},
            {QStringLiteral("deals"), static_cast<double>(report.deals)},
            {QStringLiteral("moves"), static_cast<double>(report.moves)},
            {QStringLiteral("checks"), counts},
            {QStringLiteral("invariant_breaks"), static_cast<double>(report.tally.breaks)},
            {QStringLiteral("first_break"), first}};
}

int soakExitStatus(const QJsonObject& result) {
    return result.value(QStringLiteral("invariant_breaks")).toDouble() > 0 ? 1 : 0;
}

std::unique_ptr<Command> makeSoakCommand() {
    return std::make_unique<SoakCommand>();
}

} // namespace cli
