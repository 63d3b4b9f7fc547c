// `simulate`: bots against bots over seeded deals, each deal once per rotation of the seats (Canasta: side
// against side, each deal twice with the sides' cards swapped).
#include "canasta/bots/canastabots.h"
#include "canasta/bots/sidesimulation.h"
#include "capsa/bots/capsabots.h"
#include "command.h"
#include "empatsatu/bots/empatsatubots.h"
#include "holdemsimulation.h"
#include "sidesimulationjson.h"
#include "simulationjson.h"
#include "variantoption.h"

#include <QThread>

namespace cli {
namespace {

class SimulateCommand : public Command {
public:
    QString name() const override { return QStringLiteral("simulate"); }
    QString summary() const override {
        return QStringLiteral(
            "Play bots against each other: win rates with 95% intervals and decision times.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("game"), QStringLiteral("capsa, empatsatu, canasta or holdem"),
                          QStringLiteral("GAME")});
        parser.addOption({QStringLiteral("seats"),
                          QStringLiteral("Bot per seat, e.g. hard,easy,easy,easy (empatsatu: 2 to 6, the "
                                         "player count; canasta: one bot per seat)."),
                          QStringLiteral("BOTS")});
        parser.addOption({QStringLiteral("deals"),
                          QStringLiteral("Number of deals (each played once per rotation)."),
                          QStringLiteral("N")});
        parser.addOption({QStringLiteral("seed"), QStringLiteral("Seed of the first deal (default 1)."),
                          QStringLiteral("S")});
        parser.addOption(
            {QStringLiteral("threads"), QStringLiteral("Worker threads (default 1)."), QStringLiteral("T")});
        parser.addOption({QStringLiteral("hands"),
                          QStringLiteral("holdem: number of hands dealt (each played once per rotation)."),
                          QStringLiteral("N")});
        parser.addOption({QStringLiteral("session"),
                          QStringLiteral("holdem: hands in a row at one table: the seats keep their "
                                         "statistics, stacks start afresh each hand (default 1)."),
                          QStringLiteral("K")});
        parser.addOption(variantOptionSpec());
        parser.addOption({QStringLiteral("players"),
                          QStringLiteral("canasta: 2 or 4 (default 4); one bot per seat in --seats."),
                          QStringLiteral("N")});
        parser.addOption(
            {QStringLiteral("matches"),
             QStringLiteral("canasta: also play this many matches to the target score (default 0)."),
             QStringLiteral("M")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("simulate takes no arguments"));
        const QString game = requiredOption(parser, QStringLiteral("game"));
        if (game == QLatin1String("holdem")) {
            std::vector<std::string> holdemSeats;
            for (const QString& s : requiredOption(parser, QStringLiteral("seats")).split(QLatin1Char(',')))
                holdemSeats.push_back(s.trimmed().toStdString());
            return simulateHoldem(parser, holdemSeats);
        }
        const int deals = static_cast<int>(integerOption(parser, QStringLiteral("deals"), 1, 10000000, 100));
        const quint64 seed = seedOption(parser);
        const int threads = static_cast<int>(integerOption(parser, QStringLiteral("threads"), 1, 256, 1));
        std::vector<std::string> seats;
        for (const QString& s : requiredOption(parser, QStringLiteral("seats")).split(QLatin1Char(',')))
            seats.push_back(s.trimmed().toStdString());

        if (parser.isSet(QStringLiteral("session")))
            throw UsageError(QStringLiteral("--session is for --game holdem"));
        if (game != QLatin1String("canasta") &&
            (parser.isSet(QStringLiteral("players")) || parser.isSet(QStringLiteral("matches"))))
            throw UsageError(QStringLiteral("--players and --matches are for --game canasta"));
        if (game == QLatin1String("capsa")) {
            const auto rules =
                core::capsa::CapsaRules::fromFlags(variantOption(parser, core::capsa::CapsaRules::catalog()));
            if (seats.size() != 4) throw UsageError(QStringLiteral("capsa needs --seats with 4 bots"));
            for (const auto& s : seats)
                if (!core::capsa::makeBot(s))
                    throw UsageError(QStringLiteral("unknown capsa bot '%1' (easy, medium, hard)")
                                         .arg(QString::fromStdString(s)));
            return simulationToJson(
                game, core::game::simulate(core::capsa::simulationSpec(rules), seats, deals, seed, threads));
        }
        if (game == QLatin1String("empatsatu")) {
            using core::empatsatu::EmpatSatuRules;
            auto rules = EmpatSatuRules::fromFlags(variantOption(parser, EmpatSatuRules::catalog()));
            const int players = static_cast<int>(seats.size());
            if (players < EmpatSatuRules::kMinPlayers || players > EmpatSatuRules::kMaxPlayers)
                throw UsageError(
                    QStringLiteral("empatsatu needs --seats with 2 to 6 bots, not %1").arg(players));
            rules.players = players; // the seats set the player count, whatever the variant says
            for (const auto& s : seats)
                if (!core::empatsatu::makeBot(s))
                    throw UsageError(QStringLiteral("unknown empatsatu bot '%1' (easy, hard)")
                                         .arg(QString::fromStdString(s)));
            return simulationToJson(game, core::game::simulate(core::empatsatu::simulationSpec(rules), seats,
                                                               deals, seed, threads));
        }
        if (game == QLatin1String("canasta")) return runCanasta(parser, seats, deals, seed, threads);
        throw UsageError(QStringLiteral("unknown game '%1'").arg(game));
    }

private:
    // Fixed seating: side A is seats 0 and 2, side B seats 1 and 3 (two players: seat 0 against seat 1).
    static QJsonObject runCanasta(const QCommandLineParser& parser, const std::vector<std::string>& seats,
                                  int deals, quint64 seed, int threads) {
        auto rules = core::canasta::CanastaRules::fromFlags(
            variantOption(parser, core::canasta::CanastaRules::catalog()));
        if (parser.isSet(QStringLiteral("players")))
            rules.players = static_cast<int>(integerOption(parser, QStringLiteral("players"), 2, 6, 4));
        if (rules.players != 2 && rules.players != 4)
            throw UsageError(QStringLiteral("canasta simulations take 2 or 4 players (two sides), not %1")
                                 .arg(rules.players));
        if (static_cast<int>(seats.size()) != rules.players)
            throw UsageError(QStringLiteral("canasta with %1 players needs --seats with %1 bots, not %2")
                                 .arg(rules.players)
                                 .arg(seats.size()));
        for (const auto& s : seats)
            if (!core::canasta::makeBot(s))
                throw UsageError(QStringLiteral("unknown canasta bot '%1' (easy, hard, taker)")
                                     .arg(QString::fromStdString(s)));
        const int matches = static_cast<int>(integerOption(parser, QStringLiteral("matches"), 0, 1000000, 0));
        return sideSimulationToJson(
            rules.players, core::canasta::simulateSides(rules, seats, deals, seed, threads, matches));
    }
};

} // namespace

std::unique_ptr<Command> makeSimulateCommand() {
    return std::make_unique<SimulateCommand>();
}

} // namespace cli
