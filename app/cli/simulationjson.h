#pragma once
// The JSON shape of a simulation report, shared by the games whose deals have one winner.

#include "game/simulation.h"

#include <QJsonObject>
#include <QString>

namespace cli {

/// {"game":G,"games":n,"bots":{NAME:{"games","wins","win_rate","ci95":[lo,hi],"avg_points"}},
///  "decision_ms":{NAME:{"mean","p95","max"}},"decision_cpu_ms":{NAME:{...}},"games_per_second":s}
/// decision_ms is wall-clock time; decision_cpu_ms the deciding thread's processor time, which a busy machine
/// does not inflate.
QJsonObject simulationToJson(const QString& game, core::game::SimulationReport report);

/// {"mean","p95","max"} of one bot's decision times (wall clock).
QJsonObject decisionTimesToJson(core::game::BotStats& stats);
/// The same for the processor time of the deciding thread.
QJsonObject decisionCpuTimesToJson(core::game::BotStats& stats);

} // namespace cli
