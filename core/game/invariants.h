#pragma once
// The invariants every game keeps, checked one by one and counted by name: the random-play battery of the
// tests and the soak of the command-line tool run the same checks. Each check returns whether it held; the
// first break is kept with its deal, its move and what went wrong, so it can be replayed from the seed.
//
// A game adds its own score check (chips or points add up) with a free function next to its state,
// found by argument-dependent lookup:
//     std::string scoreProblems(const S& before, const S& after);   // empty when the scores add up
// `before` is the state before the last move (or equal to `after` at the start of a deal).
// A game whose legal list is a menu (Hold'em offers some raise sizes, and accepts every legal one) says
// whether a move off the list was rightly accepted:
//     std::string offListProblem(const S& state, const Move& move);   // empty when the rules allow it

#include "game/bot.h"
#include "game/recordedgame.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core::game {

/// The names of the checks, as the soak reports them.
namespace checks {
inline constexpr std::string_view kConservation = "conservation";      ///< every card in exactly one place
inline constexpr std::string_view kLegalMoves = "legal_moves";         ///< sorted, distinct, printable list
inline constexpr std::string_view kLegalApplies = "legal_applies";     ///< a legal move is accepted
inline constexpr std::string_view kIllegalRefused = "illegal_refused"; ///< refused with a reason, no trace
inline constexpr std::string_view kClone = "clone";                    ///< a copy equals and stays in step
inline constexpr std::string_view kSaveLoad = "save_load";             ///< the record rebuilds the same game
inline constexpr std::string_view kObservation = "observation"; ///< no hidden card, stable under re-deals
inline constexpr std::string_view kNoPeeking = "no_peeking";    ///< bots ignore the hidden cards
inline constexpr std::string_view kScores = "scores";           ///< scores and chips add up
} // namespace checks

struct InvariantBreak {
    std::int64_t deal = 0; ///< 0-based deal of the run
    std::int64_t move = 0; ///< moves of that deal played before the break
    std::string check;
    std::string detail;
};

/// Counts of the checks run and the breaks found.
struct CheckTally {
    std::map<std::string, std::int64_t, std::less<>> counts;
    std::int64_t breaks = 0;
    std::optional<InvariantBreak> first;

    void merge(const CheckTally& other) {
        for (const auto& [name, n] : other.counts) counts[name] += n;
        breaks += other.breaks;
        if (!first || (other.first && other.first->deal < first->deal)) {
            if (other.first) first = other.first;
        }
    }
};

template <GameState S>
class InvariantChecker {
public:
    using Move = typename S::Move;

    /// Where the following checks happen (for the break's report).
    void at(std::int64_t deal, std::int64_t move) {
        m_deal = deal;
        m_move = move;
    }
    const CheckTally& tally() const { return m_tally; }
    CheckTally& tally() { return m_tally; }

    /// Every physical card lies in exactly one zone.
    bool conservation(const S& state) { return record(checks::kConservation, zoneProblem(state)); }

    /// The legal moves are non-empty while the deal runs, sorted, distinct, and survive toString/parse.
    bool legalMoves(const S& state, const std::vector<Move>& legal) {
        std::string problem;
        if (!state.isDealOver()) {
            if (legal.empty())
                problem = "no legal move while the deal is running";
            else if (state.currentSeat() < 0 || state.currentSeat() >= state.seatCount())
                problem = "no seat to act while the deal is running";
        }
        for (std::size_t i = 1; i < legal.size() && problem.empty(); ++i)
            if (!(legal[i - 1] < legal[i]))
                problem = "legal moves are not sorted and distinct: " + legal[i - 1].toString() + " / " +
                          legal[i].toString();
        for (std::size_t i = 0; i < legal.size() && problem.empty(); ++i) {
            const auto reparsed = Move::parse(legal[i].toString());
            if (!reparsed || !(*reparsed == legal[i]))
                problem = "move does not survive toString/parse: " + legal[i].toString();
        }
        return record(checks::kLegalMoves, problem);
    }

    /// A legal move is accepted by a copy of the state (the clone), which equals the original before, and
    /// a second copy taking the same move stays equal to the first.
    bool legalApplies(const S& state, const Move& move) {
        S a = state;
        if (!record(checks::kClone, a == state ? "" : "a copy differs from its original")) return false;
        S b = a;
        const auto refusedA = a.apply(move);
        const auto refusedB = b.apply(move);
        if (!record(checks::kLegalApplies,
                    refusedA || refusedB ? "a legal move was refused: " + move.toString() : ""))
            return false;
        return record(checks::kClone,
                      a == b ? "" : "two copies differ after the same move " + move.toString());
    }

    /// A move that is not legal now is refused, with a reason, and leaves the state as it was. Moves that
    /// are listed as legal are skipped (returns true without counting).
    bool illegalRefused(const S& state, const Move& probe, const std::vector<Move>& legal) {
        if (std::binary_search(legal.begin(), legal.end(), probe)) return true;
        S copy = state;
        if (!copy.apply(probe)) {
            if constexpr (requires {
                              { offListProblem(state, probe) } -> std::convertible_to<std::string>;
                          })
                return record(checks::kIllegalRefused, offListProblem(state, probe));
            else
                return record(checks::kIllegalRefused, "an illegal move was accepted: " + probe.toString());
        }
        return record(checks::kIllegalRefused,
                      copy == state ? "" : "a refused move changed the state: " + probe.toString());
    }

    /// What each seat observes reveals only cards that seat may see; a state determinized from an
    /// observation looks the same to that seat (and offers the same moves to the seat to act).
    bool observations(const S& state, cards::Rng& rng) {
        return record(checks::kObservation, observationProblem(state, rng));
    }

    /// The game written as a record, to text and back, rebuilds the same state with the same legal moves.
    bool saveLoad(const RecordedGame<S>& game) {
        const GameRecord record = game.record();
        const auto reparsed = GameRecord::fromText(record.toText());
        std::string problem;
        if (!reparsed.record || !(*reparsed.record == record)) {
            problem = "the record does not survive its text form";
        } else {
            const auto rebuilt = RecordedGame<S>::rebuild(*reparsed.record);
            if (!rebuilt.game)
                problem = "the record does not rebuild: " + describe(*rebuilt.error);
            else if (!(rebuilt.game->state() == game.state()))
                problem = "the rebuilt state differs from the original";
            else if (rebuilt.game->state().legalMoves() != game.state().legalMoves())
                problem = "the rebuilt state offers other moves";
        }
        return this->record(checks::kSaveLoad, problem);
    }

    /// The bot that chose `chosen` for the seat to act, from `rngBefore` (the generator as it was before
    /// that choice), chooses it again when the cards that seat cannot see are dealt anew consistently with
    /// what it saw. `dealRng` draws the new deal.
    bool noPeeking(const S& state, Bot<S>& bot, const cards::Rng& rngBefore, const Move& chosen,
                   cards::Rng& dealRng) {
        const Seat seat = state.currentSeat();
        const auto observation = state.observation(seat);
        const S redealt = S::determinize(observation, dealRng);
        cards::Rng rng = rngBefore;
        const Move again = bot.chooseMove(redealt.observation(seat), rng);
        return record(checks::kNoPeeking, again == chosen
                                              ? ""
                                              : std::string(bot.name()) + " bot chose " + again.toString() +
                                                    " instead of " + chosen.toString() +
                                                    " once the hidden cards were dealt anew");
    }

    /// The game's own score check, when it has one (see the top of this file).
    bool scores(const S& before, const S& after) {
        if constexpr (requires {
                          { scoreProblems(before, after) } -> std::convertible_to<std::string>;
                      })
            return record(checks::kScores, scoreProblems(before, after));
        else
            return true;
    }

    /// Counts a check; a non-empty `problem` is a break. Returns whether the check held.
    bool record(std::string_view check, const std::string& problem) {
        auto it = m_tally.counts.find(check);
        if (it == m_tally.counts.end()) it = m_tally.counts.emplace(std::string(check), 0).first;
        ++it->second;
        if (problem.empty()) return true;
        ++m_tally.breaks;
        if (!m_tally.first) m_tally.first = InvariantBreak{m_deal, m_move, std::string(check), problem};
        return false;
    }

    static std::string zoneProblem(const S& state) {
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

private:
    static std::string observationProblem(const S& state, cards::Rng& rng) {
        const std::vector<Zone> zones = state.zones();
        std::vector<char> visible(static_cast<std::size_t>(state.cardCount()), 0);
        for (Seat seat = 0; seat < state.seatCount(); ++seat) {
            std::fill(visible.begin(), visible.end(), 0);
            for (const Zone& z : zones)
                if (z.visibleTo(seat))
                    for (cards::PhysicalCard c : z.cards) visible[c] = 1;
            const auto observation = state.observation(seat);
            if (observation.seat != seat) return "observation names the wrong seat";
            for (cards::PhysicalCard c : observation.knownCards())
                if (c >= visible.size() || !visible[c])
                    return "observation of seat " + std::to_string(seat) + " reveals hidden card " +
                           std::to_string(c);

            const S sampled = S::determinize(observation, rng);
            if (std::string zonesError = zoneProblem(sampled); !zonesError.empty())
                return "determinized state: " + zonesError;
            if (!(sampled.observation(seat) == observation))
                return "a state determinized for seat " + std::to_string(seat) +
                       " looks different to that seat";
            if (seat == state.currentSeat() && sampled.legalMoves() != state.legalMoves())
                return "a state determinized for the seat to act offers other moves";
        }
        return {};
    }

    CheckTally m_tally;
    std::int64_t m_deal = 0;
    std::int64_t m_move = 0;
};

} // namespace core::game
