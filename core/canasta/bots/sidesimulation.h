#pragma once
// Side against side: the strength benchmark for partnership Canasta. Seats are fixed (partners opposite,
// seat 0 deals the first hand), so side A is seats 0 and 2 and side B seats 1 and 3 (with two players, seat 0
// and seat 1). Every deal is played twice: as listed, then with the bots moved one seat round the table, so
// each side's bots also play the other side's cards and position. Optionally whole matches to the target
// score, each also played twice the same way.

#include "canasta/rules.h"
#include "game/simulation.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace core::canasta {

struct SideResult {
    std::vector<int> seats;        ///< as listed (the seats the side's bots take in the first play)
    std::vector<std::string> bots; ///< the bots of those seats
    game::BotStats deals;          ///< per play of a deal: wins (strictly higher hand score) and hand points
    game::BotStats matches;        ///< per play of a match: wins
    /// Per hand played within the matches: wins (strictly higher hand score) and hand points. Unlike `deals`,
    /// most of these hands come after others against the same players, so what the bots read from earlier
    /// hands of the match (Board::seen) is in play, as at the app's table.
    game::BotStats matchHands;
};

struct SideSimulationReport {
    int deals = 0;         ///< distinct deals; each is played twice
    int plays = 0;         ///< deal plays (2 per deal)
    int ties = 0;          ///< plays with equal hand scores
    int matches = 0;       ///< distinct matches; each is played twice
    int matchPlays = 0;    ///< match plays (2 per match): what the match wins and rates count
    int matchHandTies = 0; ///< hands within the match plays with equal hand scores
    int illegalMoves = 0;  ///< plays cut short by a bot's illegal move (none expected)
    double seconds = 0;
    double dealSeconds = 0; ///< the time spent on the deals alone
    std::array<SideResult, 2> sides;
    std::map<std::string, game::BotStats> decisions; ///< per bot name: decision times only
};

/// Plays `deals` deals (and `matches` matches) from `seed`; `seatBots` names one bot per seat (makeBot()).
/// `rules` must have two sides (2 or 4 players); the seating is made fixed whatever `rules` says.
/// `processorTimes` as in game::simulate().
SideSimulationReport simulateSides(CanastaRules rules, const std::vector<std::string>& seatBots, int deals,
                                   std::uint64_t seed, int threads = 1, int matches = 0,
                                   bool processorTimes = true);

} // namespace core::canasta
