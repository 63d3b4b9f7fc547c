#pragma once
// Bot-against-bot Hold'em for strength figures: the shared simulator (game/simulation.h) plays each deal
// (one hand from starting stacks) once per rotation of the seats, so every bot gets the same cards from every
// seat; this adds the figures poker needs: big blinds won per 100 hands with a 95% interval.
//
// The interval treats deals as the independent samples (the rotations of one deal share its cards and are
// strongly correlated): per deal, a bot's mean result per hand; the interval is the mean of those +- 1.96
// standard errors, times 100. Results do not depend on the number of threads: every deal has its own seed
// and fresh bots.

#include "holdem/rules.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace core::holdem {

struct HandBotResult {
    int hands = 0;       ///< hands this bot played
    double wonBb = 0;    ///< big blinds won in total
    double bbPer100 = 0; ///< wonBb / hands * 100
    double ci95Low = 0;  ///< 95% interval of bbPer100
    double ci95High = 0;
    std::vector<double> decisionMs;
};

struct HandSimulationReport {
    int deals = 0; ///< distinct deals
    int hands = 0; ///< hands played: deals x seats
    double seconds = 0;
    std::map<std::string, HandBotResult> bots;
};

/// Plays `deals` deals from `seed` with one bot name per seat (all names must be known to makeBot()).
HandSimulationReport simulateHands(const HoldemRules& rules, const std::vector<std::string>& seatBots,
                                   int deals, std::uint64_t seed, int threads = 1);

} // namespace core::holdem
