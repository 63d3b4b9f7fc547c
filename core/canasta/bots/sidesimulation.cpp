#include "canasta/bots/sidesimulation.h"

#include "canasta/bots/canastabots.h"
#include "canasta/state.h"

#include <chrono>
#include <memory>
#include <thread>

namespace core::canasta {

namespace {

using game::Seat;

/// A match that has not ended after this many hands is abandoned (no winner).
constexpr int kMaxMatchHands = 200;

using Clock = std::chrono::steady_clock;

struct Worker {
    const std::vector<std::string>& names;
    std::vector<std::unique_ptr<game::Bot<State>>> bots;
    std::map<std::string, game::BotStats> times;
    bool processorTimes = true;

    Worker(const std::vector<std::string>& seatBots, bool cpu) : names(seatBots), processorTimes(cpu) {
        for (const auto& name : seatBots) bots.push_back(makeBot(name));
    }

    /// Plays the current hand of `state` to its end; the bot listed at seat i sits at seat i + rotation.
    /// False if a bot chose an illegal move (the hand is then left unfinished).
    bool playHand(State& state, int rotation, cards::Rng& rng) {
        const int n = state.seatCount();
        while (!state.isDealOver()) {
            const Seat seat = state.currentSeat();
            const auto b = static_cast<std::size_t>(((seat - rotation) % n + n) % n);
            const auto observation = state.observation(seat);
            const Move move = times[names[b]].timeDecision(
                processorTimes, [&] { return bots[b]->chooseMove(observation, rng); });

            if (state.apply(move)) return false;
        }
        return true;
    }
};

/// One play: the hand (or match) result seen from the two listed sides.
struct Outcome {
    std::array<double, 2> points{};
    int winner = -1; ///< listed side 0 or 1, -1 for a tie or an unfinished play
    bool illegal = false;
    // A match play's hands, each counted once finished.
    int hands = 0;
    int handTies = 0;
    std::array<int, 2> handWins{};
    std::array<double, 2> handPoints{};
};

/// The table side of listed side `listed` when the bots are moved `rotation` seats round.
int tableSide(const State& state, const std::array<int, 2>& firstSeat, int listed, int rotation) {
    const int n = state.seatCount();
    return state.board().sideOf(
        static_cast<Seat>((firstSeat[static_cast<std::size_t>(listed)] + rotation) % n));
}

/// The finished hand's scores of the two listed sides.
std::array<double, 2> listedHandScores(const State& state, const std::array<int, 2>& firstSeat,
                                       int rotation) {
    std::array<double, 2> points{};
    for (int listed = 0; listed < 2; ++listed)
        points[static_cast<std::size_t>(listed)] =
            state.board().handScores[tableSide(state, firstSeat, listed, rotation)].total();
    return points;
}

/// The listed side with the higher score, -1 for a tie.
int higherSide(const std::array<double, 2>& points) {
    if (points[0] == points[1]) return -1;
    return points[0] > points[1] ? 0 : 1;
}

/// Adds the hand just finished in `state` to a match play's hand tallies.
void countHand(const State& state, const std::array<int, 2>& firstSeat, int rotation, Outcome& out) {
    const std::array<double, 2> points = listedHandScores(state, firstSeat, rotation);
    ++out.hands;
    out.handPoints[0] += points[0];
    out.handPoints[1] += points[1];
    if (const int winner = higherSide(points); winner < 0)
        ++out.handTies;
    else
        ++out.handWins[static_cast<std::size_t>(winner)];
}

} // namespace

SideSimulationReport simulateSides(CanastaRules rules, const std::vector<std::string>& seatBots, int deals,
                                   std::uint64_t seed, int threads, int matches, bool processorTimes) {
    rules.seating = Seating::Fixed;
    const int n = static_cast<int>(seatBots.size());
    SideSimulationReport report;
    report.deals = deals;
    report.matches = matches;
    // The listed sides as the fixed seating makes them in the first hand.
    std::array<int, 2> firstSeat{-1, -1};
    {
        const State probe(rules, seed);
        for (Seat s = 0; s < n; ++s) {
            auto& side = report.sides[static_cast<std::size_t>(probe.board().sideOf(s))];
            side.seats.push_back(s);
            side.bots.push_back(seatBots[static_cast<std::size_t>(s)]);
            if (firstSeat[static_cast<std::size_t>(probe.board().sideOf(s))] < 0)
                firstSeat[static_cast<std::size_t>(probe.board().sideOf(s))] = s;
        }
    }

    std::vector<std::array<Outcome, 2>> dealOutcomes(static_cast<std::size_t>(deals));
    std::vector<std::array<Outcome, 2>> matchOutcomes(static_cast<std::size_t>(matches));
    std::vector<std::map<std::string, game::BotStats>> times(static_cast<std::size_t>(std::max(1, threads)));
    std::vector<double> dealSeconds(times.size(), 0.0);

    const auto run = [&](int t, int step) {
        Worker worker(seatBots, processorTimes);

        const auto dealStart = Clock::now();
        for (int d = t; d < deals; d += step) {
            const std::uint64_t dealSeed = cards::Rng::forStream(seed, static_cast<std::uint64_t>(d)).next();
            for (int rotation = 0; rotation < 2; ++rotation) {
                State state(rules, dealSeed);
                cards::Rng rng = cards::Rng::forStream(dealSeed, static_cast<std::uint64_t>(rotation) + 1);
                Outcome& out = dealOutcomes[static_cast<std::size_t>(d)][static_cast<std::size_t>(rotation)];
                out.illegal = !worker.playHand(state, rotation, rng);
                out.points = listedHandScores(state, firstSeat, rotation);
                if (!out.illegal) out.winner = higherSide(out.points);
            }
        }
        dealSeconds[static_cast<std::size_t>(t)] =
            std::chrono::duration<double>(Clock::now() - dealStart).count();
        for (int m = t; m < matches; m += step) {
            const std::uint64_t matchSeed =
                cards::Rng::forStream(seed ^ 0x6D617463686573ULL, static_cast<std::uint64_t>(m)).next();
            for (int rotation = 0; rotation < 2; ++rotation) {
                State state(rules, matchSeed);
                cards::Rng rng = cards::Rng::forStream(matchSeed, static_cast<std::uint64_t>(rotation) + 1);
                Outcome& out = matchOutcomes[static_cast<std::size_t>(m)][static_cast<std::size_t>(rotation)];
                for (int hand = 0; hand < kMaxMatchHands; ++hand) {
                    if (!worker.playHand(state, rotation, rng)) {
                        out.illegal = true;
                        break;
                    }
                    countHand(state, firstSeat, rotation, out);
                    if (state.isOver() || !state.startNextDeal()) break;
                }
                const Board& b = state.board();
                for (int listed = 0; listed < 2; ++listed) {
                    const int side = tableSide(state, firstSeat, listed, rotation);
                    out.points[static_cast<std::size_t>(listed)] = b.scores[side];
                    if (b.winner == side) out.winner = listed;
                }
            }
        }
        times[static_cast<std::size_t>(t)] = std::move(worker.times);
    };

    const auto start = Clock::now();
    threads = std::max(1, std::min(threads, std::max(deals, matches)));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(run, t, threads);
    run(0, threads);
    for (auto& th : pool) th.join();
    report.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    for (int t = 0; t < threads; ++t) report.dealSeconds = std::max(report.dealSeconds, dealSeconds[t]);

    for (const auto& plays : dealOutcomes) {
        for (const Outcome& out : plays) {
            ++report.plays;
            if (out.winner < 0) ++report.ties;
            for (std::size_t listed = 0; listed < 2; ++listed) {
                game::BotStats& st = report.sides[listed].deals;
                ++st.games;
                st.wins += out.winner == static_cast<int>(listed) ? 1 : 0;
                st.points += out.points[listed];
            }
            report.illegalMoves += out.illegal ? 1 : 0;
        }
    }
    for (const auto& plays : matchOutcomes) {
        for (const Outcome& out : plays) {
            ++report.matchPlays;
            for (std::size_t listed = 0; listed < 2; ++listed) {
                game::BotStats& st = report.sides[listed].matches;
                ++st.games;
                st.wins += out.winner == static_cast<int>(listed) ? 1 : 0;
                st.points += out.points[listed];
                game::BotStats& hands = report.sides[listed].matchHands;
                hands.games += out.hands;
                hands.wins += out.handWins[listed];
                hands.points += out.handPoints[listed];
            }
            report.matchHandTies += out.handTies;
            report.illegalMoves += out.illegal ? 1 : 0;
        }
    }
    for (auto& perThread : times)
        for (auto& [name, st] : perThread) report.decisions[name].merge(st);

    return report;
}

} // namespace core::canasta
