// `shuffle`: the seeded shuffle of a deck, so anyone can check that a seed gives the same deal everywhere.
#include "cards/deck.h"
#include "command.h"

namespace cli {
namespace {

class ShuffleCommand : public Command {
public:
    QString name() const override { return QStringLiteral("shuffle"); }
    QString summary() const override {
        return QStringLiteral("Shuffle a deck with a seed; the last card listed is the top of the stock.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("seed"), QStringLiteral("Seed (default 1)."), QStringLiteral("S")});
        parser.addOption(
            {QStringLiteral("deck"), QStringLiteral("52 (default) or 108 (Canasta)."), QStringLiteral("N")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("shuffle takes no arguments"));
        const quint64 seed = seedOption(parser);
        const QString deckName = parser.isSet(QStringLiteral("deck")) ? parser.value(QStringLiteral("deck"))
                                                                      : QStringLiteral("52");
        if (deckName != QLatin1String("52") && deckName != QLatin1String("108"))
            throw UsageError(QStringLiteral("--deck must be 52 or 108, not '%1'").arg(deckName));
        const auto deck = deckName == QLatin1String("52") ? core::cards::Deck::standard52()
                                                          : core::cards::Deck::canasta108();
        core::cards::Rng rng(seed);
        core::cards::CardList faces;
        for (core::cards::PhysicalCard p : deck.shuffled(rng)) faces.push_back(deck.face(p));
        return {{QStringLiteral("seed"), static_cast<qint64>(seed)},
                {QStringLiteral("deck"), deckName.toInt()},
                {QStringLiteral("cards"), cardsToJson(faces)}};
    }
};

} // namespace

std::unique_ptr<Command> makeShuffleCommand() {
    return std::make_unique<ShuffleCommand>();
}

} // namespace cli
