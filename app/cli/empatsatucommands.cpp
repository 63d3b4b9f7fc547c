// `empatsatu score` and `empatsatu compare`: Empat Satu (41) hand values from the shell.
#include "command.h"
#include "empatsatu/scoring.h"

namespace cli {
namespace {

using core::cards::CardList;

// Exactly four cards, no jokers (Empat Satu uses one 52-card pack).
CardList fourCards(const QStringList& parts, const QString& what) {
    const CardList cards = cardsFrom(parts, 4, 4);
    for (core::cards::Card c : cards)
        if (c.isJoker())
            throw UsageError(QStringLiteral("%1: Empat Satu is played without jokers").arg(what));
    return cards;
}

QString suitLetter(core::cards::Suit suit) {
    return QString(QLatin1Char(core::cards::suitChar(suit)));
}

class ScoreCommand : public Command {
public:
    QString name() const override { return QStringLiteral("empatsatu score"); }
    QString summary() const override {
        return QStringLiteral(
            "Score a four-card Empat Satu hand: the best suit counts plus, the rest minus.");
    }
    QString arguments() const override { return QStringLiteral("CARDS"); }
    QJsonObject run(const QCommandLineParser&, const QStringList& positional) const override {
        const CardList cards = fourCards(positional, QStringLiteral("hand"));
        const auto value = core::empatsatu::evaluate(core::cards::CardSet::of(cards));
        return {{QStringLiteral("score"), value.score}, {QStringLiteral("suit"), suitLetter(value.suit)}};
    }
};

class CompareCommand : public Command {
public:
    QString name() const override { return QStringLiteral("empatsatu compare"); }
    QString summary() const override {
        return QStringLiteral("Compare two Empat Satu hands: score, then the worst card, the next worst...");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("hand"), QStringLiteral("The first hand (four cards)."),
                          QStringLiteral("CARDS")});
        parser.addOption({QStringLiteral("other"), QStringLiteral("The second hand (four cards)."),
                          QStringLiteral("CARDS")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty())
            throw UsageError(QStringLiteral("empatsatu compare takes no arguments (use --hand and --other)"));
        const CardList hand =
            fourCards({requiredOption(parser, QStringLiteral("hand"))}, QStringLiteral("--hand"));
        const CardList other =
            fourCards({requiredOption(parser, QStringLiteral("other"))}, QStringLiteral("--other"));
        const auto handSet = core::cards::CardSet::of(hand);
        const auto otherSet = core::cards::CardSet::of(other);
        if (handSet.intersects(otherSet))
            throw UsageError(QStringLiteral("card %1 is in both hands")
                                 .arg(QString::fromStdString((handSet & otherSet).first().toString())));
        const int order = core::empatsatu::compareHands(handSet, otherSet);
        const QString winner = order > 0   ? QStringLiteral("hand")
                               : order < 0 ? QStringLiteral("other")
                                           : QStringLiteral("tie");
        return {{QStringLiteral("winner"), winner}};
    }
};

} // namespace

std::unique_ptr<Command> makeEmpatSatuScoreCommand() {
    return std::make_unique<ScoreCommand>();
}
std::unique_ptr<Command> makeEmpatSatuCompareCommand() {
    return std::make_unique<CompareCommand>();
}

} // namespace cli
