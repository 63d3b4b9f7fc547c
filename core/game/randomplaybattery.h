#pragma once
// The random-play battery: plays seeded random games to the end and checks, at every step, the invariants
// every game must keep. Each game's tests run it first; a failure names the seed and the move so it can be
// replayed.
//
// Checked at every step, with the checks of game/invariants.h that the soak also runs:
//  - every physical card lies in exactly one zone;
//  - legal moves are sorted, distinct, non-empty while the deal runs, and survive toString/parse;
//  - an observation reveals only cards its seat may see; a state determinized from an observation gives the
//    same observation back (and the same legal moves to the seat to act), so the observation does not depend
//    on hidden cards the determinization changed;
//  - a copy (the clone) equals the original and stays equal when both take the same move;
//  - moves that were legal earlier but are not legal now are refused and change nothing;
//  - the game's own score check (game/invariants.h), when it has one;
// and at the end of every game, and at one random point in it, the record rebuilds an equal state.

#include "game/invariants.h"
#include "game/recordedgame.h"

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace core::game {

struct BatteryOptions {
    int games = 40;
    std::uint64_t firstSeed = 1;
    int maxMovesPerGame = 20000;
    int maxDealsPerGame = 2; ///< deals to play in each game (fewer if the game ends)
    int illegalProbesPerMove = 2;
    int legalMovesTriedPerStep = 3; ///< legal moves applied to copies at each step
};

struct BatteryReport {
    int games = 0;
    int deals = 0;
    int moves = 0;
    int refusedProbes = 0;
    std::vector<std::string> failures;

    bool ok() const { return failures.empty(); }
    std::string summary() const {
        std::ostringstream out;
        out << games << " games, " << deals << " deals, " << moves << " moves, " << refusedProbes
            << " illegal probes refused, " << failures.size() << " failures";
        for (std::size_t i = 0; i < failures.size() && i < 5; ++i) out << "\n  " << failures[i];
        return out.str();
    }
};

/// Runs the battery for one set of rules. The report's failures are empty when every check held.
template <GameState S>
BatteryReport runRandomPlayBattery(const typename S::Rules& rules, const BatteryOptions& options = {}) {
    using Move = typename S::Move;
    BatteryReport report;
    for (int g = 0; g < options.games; ++g) {
        const std::uint64_t seed = options.firstSeed + static_cast<std::uint64_t>(g);
        cards::Rng rng(seed * 7919 + 17);
        RecordedGame<S> game(rules, seed);
        InvariantChecker<S> checker;
        std::vector<Move> pastMoves;
        std::optional<RecordedGame<S>> midpointCopy;
        const int midpoint = static_cast<int>(rng.below(60));
        int movesThisGame = 0;
        int deals = 1;
        const auto fail = [&](const std::string& what) {
            std::ostringstream out;
            out << S::kGameId << " seed " << seed << " after " << game.moves().size() << " moves: " << what;
            report.failures.push_back(out.str());
        };
        const auto failed = [&] {
            if (checker.tally().breaks == 0) return false;
            fail(checker.tally().first->detail);
            return true;
        };

        bool stopped = false;
        S before = game.state();
        while (!stopped) {
            const S& state = game.state();
            if (checker.conservation(state) && checker.observations(state, rng))
                checker.scores(before, state);
            if ((stopped = failed())) break;
            if (state.isDealOver()) {
                if (state.isOver() || deals >= options.maxDealsPerGame) break;
                if (!game.startNextDeal()) {
                    fail("startNextDeal refused after a deal ended");
                    stopped = true;
                    break;
                }
                before = game.state();
                ++deals;
                continue;
            }

            const std::vector<Move> legal = state.legalMoves();
            if (!checker.legalMoves(state, legal) || (stopped = failed())) break;

            // A few legal moves, each on its own copy: accepted, and the copies stay in step.
            for (int t = 0; t < options.legalMovesTriedPerStep; ++t)
                if (!checker.legalApplies(state, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]))
                    break;
            if ((stopped = failed())) break;

            // Moves legal at some earlier point but not now must be refused without a trace.
            for (int p = 0; p < options.illegalProbesPerMove && !pastMoves.empty(); ++p) {
                const std::int64_t counted = checker.tally().counts[std::string(checks::kIllegalRefused)];
                const Move& probe = pastMoves[rng.below(static_cast<std::uint32_t>(pastMoves.size()))];
                if (!checker.illegalRefused(state, probe, legal)) break;
                if (checker.tally().counts[std::string(checks::kIllegalRefused)] > counted)
                    ++report.refusedProbes;
            }
            if ((stopped = failed())) break;

            const Move chosen = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            if (pastMoves.size() < 400)
                pastMoves.push_back(chosen);
            else
                pastMoves[rng.below(400)] = chosen;
            before = state;
            if (game.apply(chosen)) {
                fail("the chosen legal move was refused: " + chosen.toString());
                stopped = true;
                break;
            }
            ++report.moves;
            if (++movesThisGame == midpoint) midpointCopy = game;
            if (movesThisGame > options.maxMovesPerGame) {
                fail("the game did not end within " + std::to_string(options.maxMovesPerGame) + " moves");
                stopped = true;
                break;
            }
        }
        ++report.games;
        if (stopped) continue;

        for (const RecordedGame<S>* checkpoint : {&game, midpointCopy ? &*midpointCopy : nullptr})
            if (checkpoint && !checker.saveLoad(*checkpoint)) break;
        if (failed()) continue;
        report.deals += deals;
    }
    return report;
}

} // namespace core::game
