#pragma once
// Bot-against-bot Hold'em for strength figures: the shared simulator (game/simulation.h) plays each deal
// (one hand from starting stacks) once per rotation of the seats, so every bot gets the same cards from every
// seat; this adds the figures poker needs: big blinds won per 100 hands with a 95% interval.
//
// A session is a run of hands at one table: the seats keep their statistics (SeatStats: VPIP, aggression,
// ...) from hand to hand, as in a tournament, while every hand still starts from fresh stacks. With one hand
// per session (the default) every hand is played at a new table and the bots know nothing of their opponents
// beyond the hand itself; longer sessions let the opponent models read the statistics. Every deal's cards
// are the same whatever the session length, and each session is played once per rotation of the seats.
//
// The interval treats sessions as the independent samples (the rotations of one deal share its cards and are
// strongly correlated, and the hands of one session share statistics): per session, a bot's mean result per
// hand; the interval is the mean of those +- 1.96 standard errors, times 100. Results do not depend on the
// number of threads: every deal has its own seed and every session and rotation fresh bots.

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
    std::vector<double> decisionMs;    ///< wall-clock time of each decision
    std::vector<double> decisionCpuMs; ///< the deciding thread's processor time of each decision
};

struct HandSimulationReport {
    int deals = 0;        ///< distinct deals
    int sessionHands = 1; ///< hands per session (the last one may be shorter)
    int hands = 0;        ///< hands played: deals x seats
    double seconds = 0;
    std::map<std::string, HandBotResult> bots;
};

/// Plays `deals` deals from `seed` with one bot name per seat (all names must be known to makeBot()), in
/// sessions of `sessionHands` hands.
HandSimulationReport simulateHands(const HoldemRules& rules, const std::vector<std::string>& seatBots,
                                   int deals, std::uint64_t seed, int threads = 1, int sessionHands = 1);

} // namespace core::holdem
