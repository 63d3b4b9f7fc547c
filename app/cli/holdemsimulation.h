#pragma once
// `simulate --game holdem`: bots against bots, one hand per deal from starting stacks, each deal once per
// rotation of the seats; big blinds won per 100 hands with 95% intervals.

#include "holdem/bots/handsimulation.h"

#include <QCommandLineParser>
#include <QJsonObject>

#include <string>
#include <vector>

namespace cli {

/// {"game":"holdem","hands":H,"session":k,"bots":{NAME:{"hands":h,"bb_per_100":x,"ci95":[lo,hi],"won_bb":w}},
///  "decision_ms":{NAME:{"mean","p95","max"}},"decision_cpu_ms":{NAME:{...}},"hands_per_second":s}
/// H: distinct hands dealt; k: hands per session (statistics kept); h: hands the bot played (H x its
/// seats); s: hands played per second, every rotation counted. decision_ms is wall-clock time,
/// decision_cpu_ms the deciding thread's processor time.
QJsonObject handSimulationToJson(core::holdem::HandSimulationReport report);

/// Runs the holdem branch of `simulate` (--seats, --hands, --seed, --threads, --session, --variant);
/// UsageError on bad input.
QJsonObject simulateHoldem(const QCommandLineParser& parser, const std::vector<std::string>& seats);

} // namespace cli
