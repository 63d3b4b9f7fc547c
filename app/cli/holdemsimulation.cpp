#include "holdemsimulation.h"

#include "command.h"
#include "holdem/bots/holdembots.h"
#include "variantoption.h"

#include <QJsonArray>

#include <algorithm>

namespace cli {

namespace {

QJsonObject times(std::vector<double>& ms) {
    double mean = 0, p95 = 0, max = 0;
    if (!ms.empty()) {
        for (double d : ms) mean += d;
        mean /= static_cast<double>(ms.size());
        std::sort(ms.begin(), ms.end());
        p95 = ms[std::min(ms.size() - 1, static_cast<std::size_t>(0.95 * static_cast<double>(ms.size())))];
        max = ms.back();
    }
    return {{QStringLiteral("mean"), mean}, {QStringLiteral("p95"), p95}, {QStringLiteral("max"), max}};
}

} // namespace

QJsonObject handSimulationToJson(core::holdem::HandSimulationReport report) {
    QJsonObject bots, wall, cpu;
    for (auto& [name, r] : report.bots) {
        const QString key = QString::fromStdString(name);
        bots[key] = QJsonObject{{QStringLiteral("hands"), r.hands},
                                {QStringLiteral("bb_per_100"), r.bbPer100},
                                {QStringLiteral("ci95"), QJsonArray{r.ci95Low, r.ci95High}},
                                {QStringLiteral("won_bb"), r.wonBb}};
        wall[key] = times(r.decisionMs);
        cpu[key] = times(r.decisionCpuMs);
    }
    return {{QStringLiteral("game"), QStringLiteral("holdem")},
            {QStringLiteral("hands"), report.deals},
            {QStringLiteral("session"), report.sessionHands},
            {QStringLiteral("bots"), bots},
            {QStringLiteral("decision_ms"), wall},
            {QStringLiteral("decision_cpu_ms"), cpu},
            {QStringLiteral("hands_per_second"), report.seconds > 0 ? report.hands / report.seconds : 0.0}};
}

QJsonObject simulateHoldem(const QCommandLineParser& parser, const std::vector<std::string>& seats) {
    using core::holdem::HoldemRules;
    if (parser.isSet(QStringLiteral("deals")))
        throw UsageError(QStringLiteral("holdem counts --hands, not --deals"));
    const int hands = static_cast<int>(integerOption(parser, QStringLiteral("hands"), 1, 10000000, 100));
    const quint64 seed = seedOption(parser);
    const int threads = static_cast<int>(integerOption(parser, QStringLiteral("threads"), 1, 256, 1));
    const int session = static_cast<int>(integerOption(parser, QStringLiteral("session"), 1, 1000000, 1));
    if (seats.size() < 2 || seats.size() > 9)
        throw UsageError(QStringLiteral("holdem needs --seats with 2 to 9 bots"));
    for (const auto& s : seats)
        if (!core::holdem::makeBot(s))
            throw UsageError(QStringLiteral("unknown holdem bot '%1' (easy, hard, solid, station, maniac)")
                                 .arg(QString::fromStdString(s)));
    HoldemRules rules = HoldemRules::fromFlags(variantOption(parser, HoldemRules::catalog()));
    const int players = static_cast<int>(seats.size());
    if (rules.players != players && rules.players != HoldemRules{}.players)
        throw UsageError(QStringLiteral("the variant is for %1 players, but --seats names %2")
                             .arg(rules.players)
                             .arg(players));
    rules.players = players;
    return handSimulationToJson(core::holdem::simulateHands(rules, seats, hands, seed, threads, session));
}

} // namespace cli
