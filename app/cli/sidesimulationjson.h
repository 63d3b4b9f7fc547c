#pragma once
// The JSON shape of a side-against-side simulation (partnership Canasta).

#include "canasta/bots/sidesimulation.h"

#include <QJsonObject>

namespace cli {

/// {"game":"canasta","players":n,"deals":D,"plays":2D,"ties":t,
///  "sides":{"A":{"seats":[..],"bots":[..],"deal_wins":w,"deal_win_rate":r,"ci95":[lo,hi],"avg_points":p},
///           "B":{...}},
///  "matches":{"matches":M,"plays":2M,"A":{"wins","win_rate","ci95","avg_points"},"B":{...}}  (with matches),
///  "decision_ms":{NAME:{"mean","p95","max"}},"deals_per_second":d,"plays_per_second":p}
/// "deals" and "matches" count distinct deals and matches; each is played twice (the sides' seats swapped),
/// and "plays" counts those plays. Wins, win rates, intervals and average points count plays.
/// deals_per_second counts distinct deals, plays_per_second plays of a deal.
QJsonObject sideSimulationToJson(int players, core::canasta::SideSimulationReport report);

} // namespace cli
