#pragma once
// The random-play battery: plays seeded random games to the end and checks, at every step, the invariants
// every game must keep. Each game's tests run it first; a failure names the seed and the move so it can be
// replayed.
//
// Checked at every step:
//  - every physical card lies in exactly one zone;
//  - legal moves are sorted, distinct, non-empty while the deal runs, and survive toString/parse;
//  - an observation reveals only cards its seat may see; a state determinized from an observation gives the
//    same observation back (and the same legal moves to the seat to act), so the observation does not depend
//    on hidden cards the determinization changed;
//  - a copy (the clone) equals the original and stays equal when both take the same move;
//  - moves that were legal earlier but are not legal now are refused and change nothing;
// and at the end of every game, and at one random point in it, the record rebuilds an equal state.

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

namespace detail {

template <GameState S>
std::string checkZones(const S& state) {
    std::vector<int> seen(static_cast<std::size_t>(state.cardCount()), 0);
    for (const Zone& zone : state.zones()) {
        for (cards::PhysicalCard c : zone.cards) {
            if (c >= seen.size()) return "zone " + std::string(zone.name) + " holds an unknown card";
            if (++seen[c] > 1) return "card " + std::to_string(c) + " lies in two places";
        }
    }
    for (std::size_t c = 0; c < seen.size(); ++c)
        if (seen[c] == 0) return "card " + std::to_string(c) + " is nowhere";
    return {};
}

template <GameState S>
std::string checkObservations(const S& state, cards::Rng& rng) {
    const std::vector<Zone> zones = state.zones();
    for (Seat seat = 0; seat < state.seatCount(); ++seat) {
        std::set<cards::PhysicalCard> visible;
        for (const Zone& z : zones)
            if (z.visibleTo(seat)) visible.insert(z.cards.begin(), z.cards.end());
        const auto observation = state.observation(seat);
        if (observation.seat != seat) return "observation names the wrong seat";
        for (cards::PhysicalCard c : observation.knownCards())
            if (!visible.contains(c))
                return "observation of seat " + std::to_string(seat) + " reveals hidden card " +
                       std::to_string(c);

        const S sampled = S::determinize(observation, rng);
        if (std::string zonesError = checkZones(sampled); !zonesError.empty())
            return "determinized state: " + zonesError;
        if (!(sampled.observation(seat) == observation))
            return "a state determinized for seat " + std::to_string(seat) + " looks different to that seat";
        if (seat == state.currentSeat() && sampled.legalMoves() != state.legalMoves())
            return "a state determinized for the seat to act offers other moves";
    }
    return {};
}

} // namespace detail

/// Runs the battery for one set of rules. The report's failures are empty when every check held.
template <GameState S>
BatteryReport runRandomPlayBattery(const typename S::Rules& rules, const BatteryOptions& options = {}) {
    using Move = typename S::Move;
    BatteryReport report;
    for (int g = 0; g < options.games; ++g) {
        const std::uint64_t seed = options.firstSeed + static_cast<std::uint64_t>(g);
        cards::Rng rng(seed * 7919 + 17);
        RecordedGame<S> game(rules, seed);
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

        bool failed = false;
        while (!failed) {
            const S& state = game.state();
            if (std::string e = detail::checkZones(state); !e.empty()) {
                fail(e);
                break;
            }
            if (std::string e = detail::checkObservations(state, rng); !e.empty()) {
                fail(e);
                break;
            }
            if (state.isDealOver()) {
                if (state.isOver() || deals >= options.maxDealsPerGame) break;
                if (!game.startNextDeal()) {
                    fail("startNextDeal refused after a deal ended");
                    break;
                }
                ++deals;
                continue;
            }

            const std::vector<Move> legal = state.legalMoves();
            if (legal.empty()) {
                fail("no legal move while the deal is running");
                break;
            }
            if (state.currentSeat() < 0 || state.currentSeat() >= state.seatCount()) {
                fail("no seat to act while the deal is running");
                break;
            }
            for (std::size_t i = 1; i < legal.size(); ++i) {
                if (!(legal[i - 1] < legal[i])) {
                    fail("legal moves are not sorted and distinct: " + legal[i - 1].toString() + " / " +
                         legal[i].toString());
                    failed = true;
                    break;
                }
            }
            if (failed) break;

            // A few legal moves, each on its own copy: accepted, and the copies stay in step.
            for (int t = 0; t < options.legalMovesTriedPerStep && !failed; ++t) {
                const Move& m = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
                const auto reparsed = Move::parse(m.toString());
                if (!reparsed || !(*reparsed == m)) {
                    fail("move does not survive toString/parse: " + m.toString());
                    failed = true;
                    break;
                }
                S a = state;
                S b = a;
                if (!(a == state)) {
                    fail("a copy differs from its original");
                    failed = true;
                    break;
                }
                if (a.apply(m) || b.apply(m)) {
                    fail("a legal move was refused: " + m.toString());
                    failed = true;
                    break;
                }
                if (!(a == b)) {
                    fail("two copies differ after the same move " + m.toString());
                    failed = true;
                }
            }
            if (failed) break;

            // Moves legal at some earlier point but not now must be refused without a trace.
            for (int p = 0; p < options.illegalProbesPerMove && !pastMoves.empty(); ++p) {
                const Move& probe = pastMoves[rng.below(static_cast<std::uint32_t>(pastMoves.size()))];
                if (std::binary_search(legal.begin(), legal.end(), probe)) continue;
                S copy = state;
                if (!copy.apply(probe)) {
                    fail("an illegal move was accepted: " + probe.toString());
                    failed = true;
                    break;
                }
                if (!(copy == state)) {
                    fail("a refused move changed the state: " + probe.toString());
                    failed = true;
                    break;
                }
                ++report.refusedProbes;
            }
            if (failed) break;

            const Move chosen = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            if (pastMoves.size() < 400)
                pastMoves.push_back(chosen);
            else
                pastMoves[rng.below(400)] = chosen;
            if (game.apply(chosen)) {
                fail("the chosen legal move was refused: " + chosen.toString());
                break;
            }
            ++report.moves;
            if (++movesThisGame == midpoint) midpointCopy = game;
            if (movesThisGame > options.maxMovesPerGame) {
                fail("the game did not end within " + std::to_string(options.maxMovesPerGame) + " moves");
                break;
            }
        }
        if (failed) {
            ++report.games;
            continue;
        }

        for (const RecordedGame<S>* checkpoint : {&game, midpointCopy ? &*midpointCopy : nullptr}) {
            if (!checkpoint) continue;
            const GameRecord record = checkpoint->record();
            const auto reparsed = GameRecord::fromText(record.toText());
            if (!reparsed.record || !(*reparsed.record == record)) {
                fail("the record does not survive its text form");
                break;
            }
            const auto rebuilt = RecordedGame<S>::rebuild(*reparsed.record);
            if (!rebuilt.game) {
                fail("the record does not rebuild: " + describe(*rebuilt.error));
                break;
            }
            if (!(rebuilt.game->state() == checkpoint->state())) {
                fail("the rebuilt state differs from the original");
                break;
            }
        }
        ++report.games;
        report.deals += deals;
    }
    return report;
}

} // namespace core::game
