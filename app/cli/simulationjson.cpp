#include "simulationjson.h"

#include <QJsonArray>

namespace cli {

QJsonObject decisionTimesToJson(core::game::BotStats& stats) {
    const double max =
        stats.decisionMs.empty() ? 0.0 : *std::max_element(stats.decisionMs.begin(), stats.decisionMs.end());
    return {{QStringLiteral("mean"), stats.meanMs()},
            {QStringLiteral("p95"), stats.quantileMs(0.95)},
            {QStringLiteral("max"), max}};
}

QJsonObject simulationToJson(const QString& game, core::game::SimulationReport report) {
    QJsonObject bots, times;
    for (auto& [name, stats] : report.bots) {
        const auto [low, high] = stats.interval95();
        const QString key = QString::fromStdString(name);
        bots[key] = QJsonObject{{QStringLiteral("games"), stats.games},
                                {QStringLiteral("wins"), stats.wins},
                                {QStringLiteral("win_rate"), stats.winRate()},
                                {QStringLiteral("ci95"), QJsonArray{low, high}},
                                {QStringLiteral("avg_points"), stats.averagePoints()}};
        times[key] = decisionTimesToJson(stats);
    }
    return {{QStringLiteral("game"), game},
            {QStringLiteral("games"), report.games},
            {QStringLiteral("bots"), bots},
            {QStringLiteral("decision_ms"), times},
            {QStringLiteral("games_per_second"), report.seconds > 0 ? report.games / report.seconds : 0.0}};
}

} // namespace cli
