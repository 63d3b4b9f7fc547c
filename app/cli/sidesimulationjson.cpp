#include "sidesimulationjson.h"

#include "simulationjson.h"

#include <QJsonArray>

namespace cli {

namespace {

QJsonArray interval(const core::game::BotStats& stats) {
    const auto [low, high] = stats.interval95();
    return QJsonArray{low, high};
}

} // namespace

QJsonObject sideSimulationToJson(int players, core::canasta::SideSimulationReport report) {
    static const QString kNames[2] = {QStringLiteral("A"), QStringLiteral("B")};
    QJsonObject sides, matches;
    for (std::size_t i = 0; i < 2; ++i) {
        const auto& side = report.sides[i];
        QJsonArray seats, bots;
        for (int s : side.seats) seats.append(s);
        for (const auto& b : side.bots) bots.append(QString::fromStdString(b));
        sides[kNames[i]] = QJsonObject{{QStringLiteral("seats"), seats},
                                       {QStringLiteral("bots"), bots},
                                       {QStringLiteral("deal_wins"), side.deals.wins},
                                       {QStringLiteral("deal_win_rate"), side.deals.winRate()},
                                       {QStringLiteral("ci95"), interval(side.deals)},
                                       {QStringLiteral("avg_points"), side.deals.averagePoints()}};
        matches[kNames[i]] =
            QJsonObject{{QStringLiteral("wins"), side.matches.wins},
                        {QStringLiteral("win_rate"), side.matches.winRate()},
                        {QStringLiteral("ci95"), interval(side.matches)},
                        {QStringLiteral("avg_points"), side.matches.averagePoints()},
                        // The hands within the matches, where earlier hands can be read.
                        {QStringLiteral("hands"), side.matchHands.games},
                        {QStringLiteral("hand_wins"), side.matchHands.wins},
                        {QStringLiteral("hand_win_rate"), side.matchHands.winRate()},
                        {QStringLiteral("hand_ci95"), interval(side.matchHands)},
                        {QStringLiteral("hand_avg_points"), side.matchHands.averagePoints()}};
    }
    QJsonObject times, cpuTimes;
    for (auto& [name, stats] : report.decisions) {
        times[QString::fromStdString(name)] = decisionTimesToJson(stats);
        cpuTimes[QString::fromStdString(name)] = decisionCpuTimesToJson(stats);
    }
    QJsonObject out{{QStringLiteral("game"), QStringLiteral("canasta")},
                    {QStringLiteral("players"), players},
                    {QStringLiteral("deals"), report.deals},
                    {QStringLiteral("plays"), report.plays},
                    {QStringLiteral("ties"), report.ties},
                    {QStringLiteral("sides"), sides},
                    {QStringLiteral("decision_ms"), times},
                    {QStringLiteral("decision_cpu_ms"), cpuTimes},

                    {QStringLiteral("deals_per_second"),
                     report.dealSeconds > 0 ? report.deals / report.dealSeconds : 0.0},
                    {QStringLiteral("plays_per_second"),
                     report.dealSeconds > 0 ? report.plays / report.dealSeconds : 0.0}};
    if (report.matches > 0) {
        matches[QStringLiteral("matches")] = report.matches;
        matches[QStringLiteral("plays")] = report.matchPlays;
        matches[QStringLiteral("hand_ties")] = report.matchHandTies;
        out[QStringLiteral("matches")] = matches;
    }
    if (report.illegalMoves > 0) out[QStringLiteral("illegal_moves")] = report.illegalMoves;
    return out;
}

} // namespace cli
