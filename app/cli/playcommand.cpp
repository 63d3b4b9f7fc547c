// `play`: bots play one deal (Hold'em: one hand) and the game is saved as a file the app opens.
#include "command.h"
#include "games.h"
#include "model/gamesession.h"
#include "model/savestore.h"
#include "playdeal.h"
#include "variantoption.h"

namespace cli {
namespace {

class PlayCommand : public Command {
public:
    QString name() const override { return QStringLiteral("play"); }
    QString summary() const override {
        return QStringLiteral("Bots play one deal (Hold'em: one hand); the game is saved for the app and "
                              "'review'.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("game"), QStringLiteral("capsa, empatsatu, canasta or holdem"),
                          QStringLiteral("GAME")});
        parser.addOption({QStringLiteral("seats"),
                          QStringLiteral("Bot level per seat, e.g. easy,hard,hard,hard (the player count of "
                                         "empatsatu, canasta and holdem follows)."),
                          QStringLiteral("LEVELS")});
        parser.addOption(variantOptionSpec());
        parser.addOption(
            {QStringLiteral("seed"), QStringLiteral("Seed of the game (default 1)."), QStringLiteral("S")});
        parser.addOption(
            {QStringLiteral("record"), QStringLiteral("The save file to write."), QStringLiteral("FILE")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("play takes no arguments"));
        const QString game = requiredOption(parser, QStringLiteral("game"));
        const core::GameInfo* info = core::findGame(game.toStdString());
        if (!info) throw UsageError(QStringLiteral("unknown game '%1'").arg(game));
        const QString path = requiredOption(parser, QStringLiteral("record"));
        const quint64 seed = seedOption(parser);
        std::vector<std::string> seats;
        for (const QString& s : requiredOption(parser, QStringLiteral("seats")).split(QLatin1Char(',')))
            seats.push_back(s.trimmed().toStdString());

        const core::PlayedDeal played =
            core::playDeal(info->id, variantOption(parser, *info->catalog), seats, seed);
        if (!played.record) throw UsageError(QString::fromStdString(played.error));

        // The players as the app names them: the person's seat first (played here by a bot), then the bots.
        SavedGame saved{*played.record, {}};
        const QStringList names = GameSession::botNames(static_cast<int>(seats.size()));
        for (std::size_t s = 0; s < seats.size(); ++s)
            saved.players.append({s == 0 ? QStringLiteral("You") : names.value(static_cast<int>(s) - 1),
                                  QString::fromStdString(seats[s])});
        QString error;
        if (!savestore::save(path, saved, &error)) throw UsageError(error);

        QJsonArray levels, points;
        for (const auto& s : seats) levels.append(QString::fromStdString(s));
        for (double p : played.points) points.append(p);
        return {{QStringLiteral("game"), game},
                {QStringLiteral("seed"), static_cast<qint64>(seed)},
                {QStringLiteral("seats"), levels},
                {QStringLiteral("moves"), static_cast<int>(played.record->moves.size())},
                {QStringLiteral("points"), points},
                {QStringLiteral("record"), path}};
    }
};

} // namespace

std::unique_ptr<Command> makePlayCommand() {
    return std::make_unique<PlayCommand>();
}

} // namespace cli
