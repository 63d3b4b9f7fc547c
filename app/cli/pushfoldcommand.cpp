// `holdem pushfold`: the heads-up push/fold equilibrium chart for a stack (core/holdem/pushfold.h): what the
// small blind pushes, what the big blind calls, and how exploitable the chart is at that stack.
#include "command.h"
#include "holdem/bots/handclass.h"
#include "holdem/pushfold.h"
#include "holdem/rangetext.h"

#include <cmath>

namespace cli {

namespace {

using namespace core::holdem;

// Frequencies to four decimals: the mixed ones are exact to far more, which a reader does not need.
double rounded(double f) {
    return std::round(f * 10000.0) / 10000.0;
}

QJsonObject rangeJson(const ClassFrequencies& frequencies) {
    QJsonObject hands;
    for (int c = 0; c < kHandClasses; ++c)
        hands.insert(QString::fromStdString(handClassName(c)),
                     rounded(frequencies[static_cast<std::size_t>(c)]));
    return {{QStringLiteral("range"), QString::fromStdString(rangeText(frequencies))},
            {QStringLiteral("percent"), std::round(rangePercent(frequencies) * 100.0) / 100.0},
            {QStringLiteral("hands"), hands}};
}

double stackOption(const QCommandLineParser& parser) {
    const QString usage =
        QStringLiteral("usage: holdem pushfold --stack BB, BB a number of big blinds from %1 to %2")
            .arg(kPushFoldMinStack)
            .arg(kPushFoldMaxStack);
    if (!parser.isSet(QStringLiteral("stack")))
        throw UsageError(QStringLiteral("--stack is required (%1)").arg(usage));
    bool ok = false;
    const double stack = parser.value(QStringLiteral("stack")).toDouble(&ok);
    if (!ok || !std::isfinite(stack) || stack < kPushFoldMinStack || stack > kPushFoldMaxStack)
        throw UsageError(
            QStringLiteral("bad --stack '%1' (%2)").arg(parser.value(QStringLiteral("stack")), usage));
    return stack;
}

class HoldemPushFoldCommand : public Command {
public:
    QString name() const override { return QStringLiteral("holdem pushfold"); }
    QString summary() const override {
        return QStringLiteral("Texas Hold'em: the heads-up push/fold equilibrium for a stack (no ante).");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption(
            {QStringLiteral("stack"),
             QStringLiteral("Effective stack in big blinds, 1 to 20 (small blind 0.5, big blind 1); "
                            "the nearest chart of the half big blind steps is used."),
             QStringLiteral("BB")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty())
            throw UsageError(QStringLiteral("holdem pushfold takes no arguments (use --stack)"));
        const double stack = stackOption(parser);
        const PushFoldChart& chart = pushFoldChart(stack);
        return {{QStringLiteral("stack"), stack},
                {QStringLiteral("chartStack"), chart.stack},
                {QStringLiteral("push"), rangeJson(chart.strategy.push)},
                {QStringLiteral("call"), rangeJson(chart.strategy.call)},
                {QStringLiteral("exploitability"), pushFoldExploitability(stack).total()}};
    }
    QString toText(const QJsonObject& r) const override {
        const auto line = [&](const QString& who, const QString& key) {
            const QJsonObject range = r[key].toObject();
            return QStringLiteral("%1 %2% of hands: %3\n")
                .arg(who)
                .arg(range[QStringLiteral("percent")].toDouble(), 0, 'f', 2)
                .arg(range[QStringLiteral("range")].toString());
        };
        return QStringLiteral("Heads-up push/fold at %1 bb (the %2 bb chart), no ante\n")
                   .arg(r[QStringLiteral("stack")].toDouble())
                   .arg(r[QStringLiteral("chartStack")].toDouble()) +
               line(QStringLiteral("Small blind pushes"), QStringLiteral("push")) +
               line(QStringLiteral("Big blind calls"), QStringLiteral("call")) +
               QStringLiteral("Exploitability: %1 bb per hand\n")
                   .arg(r[QStringLiteral("exploitability")].toDouble(), 0, 'g', 3);
    }
};

} // namespace

std::unique_ptr<Command> makeHoldemPushFoldCommand() {
    return std::make_unique<HoldemPushFoldCommand>();
}

} // namespace cli
