// `capsa classify` and `capsa beats`: the combination rules from the shell.
#include "capsa/combination.h"
#include "command.h"
#include "variantoption.h"

namespace cli {
namespace {

core::capsa::CombinationRules capsaRules(const QCommandLineParser& parser) {
    return {core::capsa::CapsaRules::fromFlags(variantOption(parser, core::capsa::CapsaRules::catalog())),
            false};
}

class ClassifyCommand : public Command {
public:
    QString name() const override { return QStringLiteral("capsa classify"); }
    QString summary() const override { return QStringLiteral("Name the Capsa combination the cards make."); }
    QString arguments() const override { return QStringLiteral("CARDS..."); }
    void addOptions(QCommandLineParser& parser) const override { parser.addOption(variantOptionSpec()); }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        const auto rules = capsaRules(parser);
        const auto cards = cardsFrom(positional, 1, 13);
        const auto combo = rules.classify(core::cards::CardSet::of(cards));
        return {{QStringLiteral("combination"), QString::fromUtf8(core::capsa::kindId(combo.kind).data())}};
    }
};

class BeatsCommand : public Command {
public:
    QString name() const override { return QStringLiteral("capsa beats"); }
    QString summary() const override {
        return QStringLiteral("Whether --play may be played on --table by the combination rules alone.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption(variantOptionSpec());
        parser.addOption({QStringLiteral("table"), QStringLiteral("The combination on the table."),
                          QStringLiteral("CARDS")});
        parser.addOption({QStringLiteral("play"), QStringLiteral("The combination played on it."),
                          QStringLiteral("CARDS")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty())
            throw UsageError(QStringLiteral("capsa beats takes its cards from --table and --play"));
        const auto rules = capsaRules(parser);
        const auto table = cardsFrom({requiredOption(parser, QStringLiteral("table"))}, 1, 13);
        const auto play = cardsFrom({requiredOption(parser, QStringLiteral("play"))}, 1, 13);
        const auto t = rules.classify(core::cards::CardSet::of(table));
        const auto p = rules.classify(core::cards::CardSet::of(play));
        if (!t.valid()) throw UsageError(QStringLiteral("--table is not a Capsa combination"));
        return {{QStringLiteral("beats"), p.valid() && rules.beats(p, t)}};
    }
};

} // namespace

std::unique_ptr<Command> makeCapsaClassifyCommand() {
    return std::make_unique<ClassifyCommand>();
}
std::unique_ptr<Command> makeCapsaBeatsCommand() {
    return std::make_unique<BeatsCommand>();
}

} // namespace cli
