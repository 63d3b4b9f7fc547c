#include "simulationjson.h"

#include <QJsonArray>

namespace cli {

namespace {

QJsonObject timesToJson(std::vector<double>& times) {
    using core::game::BotStats;
    const double max = times.empty() ? 0.0 : *std::max_element(times.begin(), times.end());
    return {{QStringLiteral("mean"), BotStats::mean(times)},
            {QStringLiteral("p95"), BotStats::quantile(times, 0.95)},
            {QStringLiteral("max"), max}};
}

} // namespace

QJsonObject decisionTimesToJson(core::game::BotStats& stats) {
    return timesToJson(stats.decisionMs);
}

QJsonObject decisionCpuTimesToJson(core::game::BotStats& stats) {
    return timesToJson(stats.decisionCpuMs);
}

QJsonObject simulationToJson(const QString& game, core::game::SimulationReport report) {
    QJsonObject bots, times, cpuTimes;
    for (auto& [name, stats] : report.bots) {
        const auto [low, high] = stats.interval95();
        const QString key = QString::fromStdString(name);
        bots[key] = QJsonObject{{QStringLiteral("games"), stats.games},
                                {QStringLiteral("wins"), stats.wins},
                                {QStringLiteral("win_rate"), stats.winRate()},
                                {QStringLiteral("ci95"), QJsonArray{low, high}},
                                {QStringLiteral("avg_points"), stats.averagePoints()}};
        times[key] = decisionTimesToJson(stats);
        cpuTimes[key] = decisionCpuTimesToJson(stats);
    }
    return {{QStringLiteral("game"), game},
            {QStringLiteral("games"), report.games},
            {QStringLiteral("bots"), bots},
            {QStringLiteral("decision_ms"), times},
            {QStringLiteral("decision_cpu_ms"), cpuTimes},

            {QStringLiteral("games_per_second"), report.seconds > 0 ? report.games / report.seconds : 0.0}};
}

} // namespace cli
