#pragma once
// The JSON shape of a simulation report, shared by the games whose deals have one winner.

#include "game/simulation.h"

#include <QJsonObject>
#include <QString>

namespace cli {

/// {"game":G,"games":n,"bots":{NAME:{"games","wins","win_rate","ci95":[lo,hi],"avg_points"}},
///  "decision_ms":{NAME:{"mean","p95","max"}},"games_per_second":s}
QJsonObject simulationToJson(const QString& game, core::game::SimulationReport report);

/// {"mean","p95","max"} of one bot's decision times.
QJsonObject decisionTimesToJson(core::game::BotStats& stats);

} // namespace cli
