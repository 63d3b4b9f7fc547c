// `cards`: reads a card list and prints it back in canonical notation (a check of the notation).
#include "command.h"

namespace cli {
namespace {

class CardsCommand : public Command {
public:
    QString name() const override { return QStringLiteral("cards"); }
    QString summary() const override {
        return QStringLiteral("Check card notation: prints the cards in canonical form.");
    }
    QString arguments() const override { return QStringLiteral("CARDS..."); }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption(
            {QStringLiteral("two-packs"), QStringLiteral("Allow each card twice (Canasta's 108 cards).")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        const auto duplicates = parser.isSet(QStringLiteral("two-packs")) ? core::cards::Duplicates::Allow
                                                                          : core::cards::Duplicates::Refuse;
        const auto cards = cardsFrom(positional, 1, 108, duplicates);
        return {{QStringLiteral("cards"), cardsToJson(cards)},
                {QStringLiteral("count"), static_cast<int>(cards.size())},
                {QStringLiteral("pretty"), QString::fromStdString(core::cards::prettyCards(cards))}};
    }
};

} // namespace

std::unique_ptr<Command> makeCardsCommand() {
    return std::make_unique<CardsCommand>();
}

} // namespace cli
