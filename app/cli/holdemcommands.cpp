// Texas Hold'em hand ranking from the shell: `holdem eval` (the best five of 5-7 cards) and `holdem compare`
// (two players' hole cards on one board).
#include "command.h"
#include "holdem/evaluator.h"

#include <QJsonArray>

namespace cli {

namespace {

QJsonObject handJson(const core::cards::CardList& cards) {
    const core::holdem::HandValue value = core::holdem::evaluate(std::span<const core::cards::Card>(cards));
    return {{QStringLiteral("category"),
             QString::fromUtf8(core::holdem::categoryId(core::holdem::categoryOf(value)).data())},
            {QStringLiteral("value"), static_cast<int>(value)},
            {QStringLiteral("best"), cardsToJson(core::holdem::bestFive(cards))}};
}

QString handText(const QJsonObject& hand) {
    QStringList best;
    for (const QJsonValue& c : hand[QStringLiteral("best")].toArray()) best << c.toString();
    return QStringLiteral("%1 (%2)").arg(hand[QStringLiteral("category")].toString(),
                                         best.join(QLatin1Char(' ')));
}

class HoldemEvalCommand : public Command {
public:
    QString name() const override { return QStringLiteral("holdem eval"); }
    QString summary() const override {
        return QStringLiteral("Texas Hold'em: the category and the best five of 5-7 cards.");
    }
    QString arguments() const override { return QStringLiteral("CARDS..."); }
    QJsonObject run(const QCommandLineParser&, const QStringList& positional) const override {
        const auto cards = cardsFrom(positional, 5, 7);
        QJsonObject out = handJson(cards);
        out.insert(QStringLiteral("cards"), cardsToJson(cards));
        return out;
    }
    QString toText(const QJsonObject& r) const override { return handText(r) + QLatin1Char('\n'); }
};

class HoldemCompareCommand : public Command {
public:
    QString name() const override { return QStringLiteral("holdem compare"); }
    QString summary() const override {
        return QStringLiteral("Texas Hold'em: which of two hands wins on a five-card board.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption(
            {QStringLiteral("a"), QStringLiteral("Player a's two hole cards."), QStringLiteral("CARDS")});
        parser.addOption(
            {QStringLiteral("b"), QStringLiteral("Player b's two hole cards."), QStringLiteral("CARDS")});
        parser.addOption(
            {QStringLiteral("board"), QStringLiteral("The five board cards."), QStringLiteral("CARDS")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty())
            throw UsageError(QStringLiteral("holdem compare takes no arguments (use --a, --b, --board)"));
        const auto option = [&](const QString& name, int count) {
            requiredOption(parser, name);
            try {
                return cardsFrom({parser.value(name)}, count, count);
            } catch (const UsageError& e) {
                throw UsageError(QStringLiteral("--%1: %2").arg(name, QString::fromStdString(e.what())));
            }
        };
        const auto a = option(QStringLiteral("a"), 2);
        const auto b = option(QStringLiteral("b"), 2);
        const auto board = option(QStringLiteral("board"), 5);
        core::cards::CardList all = a;
        all.insert(all.end(), b.begin(), b.end());
        all.insert(all.end(), board.begin(), board.end());
        core::cards::CardSet seen;
        for (core::cards::Card c : all) {
            if (seen.contains(c))
                throw UsageError(
                    QStringLiteral("card %1 is given twice").arg(QString::fromStdString(c.toString())));
            seen.add(c);
        }
        core::cards::CardList handA = a, handB = b;
        handA.insert(handA.end(), board.begin(), board.end());
        handB.insert(handB.end(), board.begin(), board.end());
        const QJsonObject jsonA = handJson(handA), jsonB = handJson(handB);
        const int va = jsonA[QStringLiteral("value")].toInt(), vb = jsonB[QStringLiteral("value")].toInt();
        const QString winner = va > vb   ? QStringLiteral("a")
                               : vb > va ? QStringLiteral("b")
                                         : QStringLiteral("tie");
        return {
            {QStringLiteral("winner"), winner}, {QStringLiteral("a"), jsonA}, {QStringLiteral("b"), jsonB}};
    }
    QString toText(const QJsonObject& r) const override {
        return QStringLiteral("a: %1\nb: %2\nwinner: %3\n")
            .arg(handText(r[QStringLiteral("a")].toObject()), handText(r[QStringLiteral("b")].toObject()),
                 r[QStringLiteral("winner")].toString());
    }
};

} // namespace

std::unique_ptr<Command> makeHoldemEvalCommand() {
    return std::make_unique<HoldemEvalCommand>();
}

std::unique_ptr<Command> makeHoldemCompareCommand() {
    return std::make_unique<HoldemCompareCommand>();
}

} // namespace cli
