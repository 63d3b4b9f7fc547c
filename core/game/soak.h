#pragma once
// The soak: many seeded deals played by a mix of random legal movers, Easy and Hard bots, with every check of
// game/invariants.h after every move. Deal d of a run is the same whatever the number of threads: deals are
// grouped in slotCount of kDealsPerSlot, slot g is one game (a new one when a game ends early) under rule set
// g mod (number of rule sets), seeded from the run's seed and the deal's index.
//
// After every move:
//  - conservation, observations (no hidden card; a re-deal looks the same), scores;
//  - the legal moves list; the chosen move and one other legal move on clones that stay in step;
//  - a sample of moves that are not legal now (moves legal earlier in the game) are refused, state unchanged;
//  - save -> load: the game's record (header and new moves) goes to text and back; the loaded game, kept in
//    step by replaying each move read back from the text, equals the played one and offers the same moves;
//    and at the end of every deal the whole record goes to text and is rebuilt from its first move;
//  - a bot's move: the same bot chooses the same move, with the same generator state, on the observation of
//    a state whose hidden cards were dealt anew from that observation (no peeking).

#include "game/invariants.h"

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace core::game {

/// Deals per game slot; a game that ends earlier is followed by a new one in the same slot.
inline constexpr int kDealsPerSlot = 4;

template <GameState S>
struct SoakSpec {
    std::vector<typename S::Rules> ruleSets; ///< cycled over the slotCount (presets x player counts)
    std::function<std::unique_ptr<Bot<S>>(const std::string& name)> makeBot;
};

struct SoakOptions {
    std::int64_t deals = 1000;
    std::uint64_t seed = 1;
    int threads = 1;
    /// Share of the seats played by each kind of mover (the rest: random legal moves).
    double easyShare = 0.4;
    double hardShare = 0.2;
    /// Share of a Hard seat's decisions that the Hard bot makes (Easy makes the others): the Hard search
    /// costs milliseconds, the rest of a move microseconds.
    double hardDecisionShare = 0.005;
    int illegalProbesPerMove = 2;
};

struct SoakReport {
    std::int64_t deals = 0;
    std::int64_t moves = 0;
    CheckTally tally;
    double seconds = 0;
};

namespace detail {

enum class Mover : unsigned char { Random, Easy, Hard };

template <GameState S>
class SoakWorker {
public:
    using Move = typename S::Move;

    SoakWorker(const SoakSpec<S>& spec, const SoakOptions& options)
        : m_spec(spec)
        , m_options(options)
        , m_easy(spec.makeBot("easy"))
        , m_hard(spec.makeBot("hard")) {}

    /// Plays the deals of slot `slot` (at most `deals` of them).
    void playSlot(std::int64_t slot, std::int64_t deals) {
        const auto& rules = m_spec.ruleSets[static_cast<std::size_t>(slot) % m_spec.ruleSets.size()];
        std::optional<RecordedGame<S>> game;
        for (std::int64_t i = 0; i < deals && m_checker.tally().breaks == 0; ++i) {
            const std::int64_t deal = slot * kDealsPerSlot + i;
            if (!game || game->state().isOver()) {
                game.emplace(rules,
                             cards::Rng::forStream(m_options.seed, static_cast<std::uint64_t>(deal)).next());
                startGame(*game, deal);
            } else if (!game->startNextDeal()) {
                m_checker.at(deal, 0);
                m_checker.record(checks::kSaveLoad, "startNextDeal refused after a deal ended");
                return;
            } else {
                m_loaded->startNextDeal();
            }
            playDeal(*game, deal);
            ++m_report.deals;
        }
    }

    SoakReport report() const {
        SoakReport r = m_report;
        r.tally = m_checker.tally();
        return r;
    }

private:
    void startGame(const RecordedGame<S>& game, std::int64_t deal) {
        m_rng = cards::Rng::forStream(m_options.seed ^ 0x50414BULL, static_cast<std::uint64_t>(deal));
        m_movers.assign(static_cast<std::size_t>(game.state().seatCount()), Mover::Random);
        for (Mover& m : m_movers) {
            const double u = m_rng.uniform();
            m = u < m_options.hardShare                         ? Mover::Hard
                : u < m_options.hardShare + m_options.easyShare ? Mover::Easy
                                                                : Mover::Random;
        }
        m_pastMoves.clear();
        m_loaded.emplace(game.state().rules(), game.seed());
    }

    void playDeal(RecordedGame<S>& game, std::int64_t deal) {
        InvariantChecker<S>& c = m_checker;
        S before = game.state();
        for (std::int64_t move = 0;; ++move) {
            c.at(deal, move);
            const S& state = game.state();
            if (!c.conservation(state) || !c.observations(state, m_rng) || !c.scores(before, state)) return;
            if (!loadedInStep(game)) return;
            if (state.isDealOver()) break;

            const std::vector<Move> legal = state.legalMoves();
            if (!c.legalMoves(state, legal)) return;
            const Seat seat = state.currentSeat();
            const Move chosen = choose(state, legal, seat);
            if (c.tally().breaks) return;
            if (!c.legalApplies(state, chosen)) return;
            if (!c.legalApplies(state, legal[m_rng.below(static_cast<std::uint32_t>(legal.size()))])) return;
            for (int p = 0; p < m_options.illegalProbesPerMove && !m_pastMoves.empty(); ++p)
                if (!c.illegalRefused(
                        state, m_pastMoves[m_rng.below(static_cast<std::uint32_t>(m_pastMoves.size()))],
                        legal))
                    return;
            remember(chosen);

            before = state;
            if (game.apply(chosen)) {
                c.record(checks::kLegalApplies, "the chosen legal move was refused: " + chosen.toString());
                return;
            }
            ++m_report.moves;
            if (move > 100000) {
                c.record(checks::kLegalMoves, "the deal did not end within 100000 moves");
                return;
            }
        }
        c.saveLoad(game); // the whole record, rebuilt from its first move
    }

    /// The move of the seat to act; a bot's move is checked for peeking.
    Move choose(const S& state, const std::vector<Move>& legal, Seat seat) {
        const Mover mover = m_movers[static_cast<std::size_t>(seat)];
        if (mover == Mover::Random) return legal[m_rng.below(static_cast<std::uint32_t>(legal.size()))];
        const bool hard = mover == Mover::Hard && m_rng.uniform() < m_options.hardDecisionShare;
        Bot<S>& bot = hard ? *m_hard : *m_easy;
        const cards::Rng rngBefore = m_rng;
        const Move chosen = bot.chooseMove(state.observation(seat), m_rng);
        cards::Rng dealRng = cards::Rng::forStream(m_rng.next(), 0xDEA1ULL);
        m_checker.noPeeking(state, bot, rngBefore, chosen, dealRng);
        return chosen;
    }

    /// Save -> load after the last move: the record's new lines (its header and the moves since the last
    /// check) written as text and read back, their moves replayed on the loaded game, give the same state
    /// and the same legal moves. Only the new lines, so a move costs the same late in a long game.
    bool loadedInStep(const RecordedGame<S>& game) {
        GameRecord fresh = game.record();
        const std::size_t known = m_loaded->moves().size();
        fresh.moves.erase(fresh.moves.begin(), fresh.moves.begin() + static_cast<std::ptrdiff_t>(std::min(
                                                                         known, fresh.moves.size())));
        const auto reparsed = GameRecord::fromText(fresh.toText());
        std::string problem;
        if (!reparsed.record || !(*reparsed.record == fresh)) {
            problem = "the record does not survive its text form";
        } else {
            for (const std::string& text : reparsed.record->moves) {
                if (text == kNextDealMove) continue; // dealt by playSlot, in step with the game
                const auto move = Move::parse(text);
                if (!move || m_loaded->apply(*move)) {
                    problem = "move " + text + " does not load";
                    break;
                }
            }
            if (problem.empty() && !(m_loaded->state() == game.state()))
                problem = "the loaded state differs from the saved one";
            else if (problem.empty() && m_loaded->state().legalMoves() != game.state().legalMoves())
                problem = "the loaded state offers other moves";
        }
        return m_checker.record(checks::kSaveLoad, problem);
    }

    void remember(const Move& m) {
        if (m_pastMoves.size() < 200)
            m_pastMoves.push_back(m);
        else
            m_pastMoves[m_rng.below(200)] = m;
    }

    const SoakSpec<S>& m_spec;
    const SoakOptions& m_options;
    std::unique_ptr<Bot<S>> m_easy;
    std::unique_ptr<Bot<S>> m_hard;
    InvariantChecker<S> m_checker;
    SoakReport m_report;
    cards::Rng m_rng{1};
    std::vector<Mover> m_movers;
    std::vector<Move> m_pastMoves;
    std::optional<RecordedGame<S>> m_loaded;
};

} // namespace detail

/// Plays `options.deals` deals with every check after every move; the report counts the checks by name and
/// keeps the first break (the lowest deal among the threads').
template <GameState S>
SoakReport soak(const SoakSpec<S>& spec, const SoakOptions& options) {
    const std::int64_t slotCount = (options.deals + kDealsPerSlot - 1) / kDealsPerSlot;
    const int threads =
        static_cast<int>(std::max<std::int64_t>(1, std::min<std::int64_t>(options.threads, slotCount)));
    std::vector<SoakReport> reports(static_cast<std::size_t>(threads));
    const auto run = [&](int t) {
        detail::SoakWorker<S> worker(spec, options);
        for (std::int64_t g = t; g < slotCount; g += threads)
            worker.playSlot(g, std::min<std::int64_t>(kDealsPerSlot, options.deals - g * kDealsPerSlot));
        reports[static_cast<std::size_t>(t)] = worker.report();
    };
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(run, t);
    run(0);
    for (auto& th : pool) th.join();

    SoakReport total;
    for (const SoakReport& r : reports) {
        total.deals += r.deals;
        total.moves += r.moves;
        total.tally.merge(r.tally);
    }
    total.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return total;
}

} // namespace core::game
