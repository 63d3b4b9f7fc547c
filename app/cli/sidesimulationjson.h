#pragma once
// The JSON shape of a side-against-side simulation (partnership Canasta).

#include "canasta/bots/sidesimulation.h"

#include <QJsonObject>

namespace cli {

/// {"game":"canasta","players":n,"deals":D,"plays":2D,"ties":t,
///  "sides":{"A":{"seats":[..],"bots":[..],"deal_wins":w,"deal_win_rate":r,"ci95":[lo,hi],"avg_points":p},
///           "B":{...}},
///  "matches":{"matches":M,"A":{"wins","win_rate","ci95","avg_points"},"B":{...}}   (only with matches),
///  "decision_ms":{NAME:{"mean","p95","max"}},"deals_per_second":s}
/// Rates and intervals count plays (each deal is played twice); deals_per_second counts plays of a deal.
QJsonObject sideSimulationToJson(int players, core::canasta::SideSimulationReport report);

} // namespace cli
