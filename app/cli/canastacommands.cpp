// `canasta meld` and `canasta minimum`: Canasta rules queries.
//   mejakartu-cli canasta meld Kc Kc Kd Kh Ks Kd Kh   -> {"valid":true,"kind":"natural_canasta","points":70}
//   mejakartu-cli canasta meld 5c 2d 2h               -> {"valid":false,"kind":"invalid","points":0,
//                                                          "reason":"A meld needs at least two natural
//                                                          cards."}
//   mejakartu-cli canasta minimum --score 1600        -> {"minimum":90}
// Both take --variant (a preset and/or flags, e.g. "canasta-klasik" or "negativeScoreMinimum=15").
#include "canasta/meld.h"
#include "canasta/refusal.h"
#include "canasta/rules.h"
#include "command.h"

#include <algorithm>

namespace cli {
namespace {

using core::canasta::CanastaRules;

void addVariantOption(QCommandLineParser& parser) {
    parser.addOption(
        {QStringLiteral("variant"),
         QStringLiteral("Rules: a preset (canasta-indonesia, canasta-klasik) and/or flag=value, ...."),
         QStringLiteral("VARIANT")});
}

CanastaRules rulesFrom(const QCommandLineParser& parser) {
    const QString text = parser.value(QStringLiteral("variant"));
    const auto resolved = CanastaRules::catalog().resolve(text.toStdString());
    if (resolved.error) throw UsageError(QString::fromStdString(core::game::describe(*resolved.error)));
    return CanastaRules::fromFlags(resolved.values);
}

QString kindName(core::canasta::MeldKind kind) {
    switch (kind) {
    case core::canasta::MeldKind::Meld:
        return QStringLiteral("meld");
    case core::canasta::MeldKind::NaturalCanasta:
        return QStringLiteral("natural_canasta");
    case core::canasta::MeldKind::MixedCanasta:
        return QStringLiteral("mixed_canasta");
    case core::canasta::MeldKind::Invalid:
        break;
    }
    return QStringLiteral("invalid");
}

class CanastaMeldCommand : public Command {
public:
    QString name() const override { return QStringLiteral("canasta meld"); }
    QString summary() const override {
        return QStringLiteral(
            "Classify a Canasta meld (two packs: a card may appear twice) and count its card "
            "points.");
    }
    QString arguments() const override { return QStringLiteral("CARDS..."); }
    void addOptions(QCommandLineParser& parser) const override { addVariantOption(parser); }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        const auto cards = cardsFrom(positional, 1, 108, core::cards::Duplicates::Allow);
        for (const auto& c : cards) {
            if (std::count(cards.begin(), cards.end(), c) > 2)
                throw UsageError(QStringLiteral("card %1 is given more than twice (two packs)")
                                     .arg(QString::fromStdString(c.toString())));
        }
        const auto check = core::canasta::classifyMeld(cards, rulesFrom(parser));
        QJsonObject result{{QStringLiteral("valid"), check.valid()},
                           {QStringLiteral("kind"), kindName(check.kind)},
                           {QStringLiteral("points"), check.valid() ? check.shape.points : 0}};
        // Why not, in the words the game uses when it refuses such a meld.
        if (!check.valid()) {
            const std::string_view reason = core::canasta::describe(core::canasta::refusalOf(check.problem));
            result[QStringLiteral("reason")] =
                QString::fromUtf8(reason.data(), static_cast<qsizetype>(reason.size()));
        }
        return result;
    }
};

class CanastaMinimumCommand : public Command {
public:
    QString name() const override { return QStringLiteral("canasta minimum"); }
    QString summary() const override {
        return QStringLiteral("The minimum count of a side's first meld for its score.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption(
            {QStringLiteral("score"), QStringLiteral("The side's cumulative score."), QStringLiteral("S")});
        addVariantOption(parser);
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("canasta minimum takes no arguments"));
        requiredOption(parser, QStringLiteral("score"));
        const qint64 score = integerOption(parser, QStringLiteral("score"), -1000000000, 1000000000, 0);
        const int minimum = core::canasta::minimumFirstMeld(static_cast<int>(score), rulesFrom(parser));
        return {{QStringLiteral("minimum"), minimum}};
    }
};

} // namespace

std::unique_ptr<Command> makeCanastaMeldCommand() {
    return std::make_unique<CanastaMeldCommand>();
}
std::unique_ptr<Command> makeCanastaMinimumCommand() {
    return std::make_unique<CanastaMinimumCommand>();
}

} // namespace cli
