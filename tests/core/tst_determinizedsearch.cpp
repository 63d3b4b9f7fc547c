// The shared determinized search on the tiny game, with a value known in advance: each candidate is worth
// its card's id / 100 the moment it is played, so the right answers can be worked out by hand.
#include "game/determinizedsearch.h"
#include "tinygame.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using core::game::determinizedSearch;
using core::game::SearchBudget;
using core::game::SearchDefault;

namespace {

struct Fixture {
    tiny::State state{tiny::Rules{}, 11};
    tiny::Observation observation = state.observation(state.currentSeat());
    std::vector<tiny::Move> candidates = state.legalMoves();

    static double valueOf(const tiny::Move& m) { return m.card.id() / 100.0; }
    /// The searching seat's value as soon as a card is played: that card's id / 100.
    static std::optional<double> valueNow(const tiny::State& s, core::game::Seat seat) {
        const auto pile = s.observation(seat).pile;
        return pile.empty() ? 0.0 : pile.back() / 100.0; // one pack: a physical card is its face id
    }

    core::game::SearchResult<tiny::Move> search(const SearchBudget& budget,
                                                std::optional<SearchDefault> preferred = std::nullopt) const {
        core::cards::Rng rng(5);
        return determinizedSearch<tiny::State>(
            observation, candidates, rng, budget,
            [](const tiny::Observation& o, core::cards::Rng& r) { return tiny::State::determinize(o, r); },
            [](const tiny::State& s, core::cards::Rng&) { return s.legalMoves().front(); }, valueNow,
            preferred);
    }
    std::size_t indexOfBest() const {
        return static_cast<std::size_t>(
            std::max_element(candidates.begin(), candidates.end(),
                             [](const auto& a, const auto& b) { return valueOf(a) < valueOf(b); }) -
            candidates.begin());
    }
    std::size_t indexOfWorst() const {
        return static_cast<std::size_t>(
            std::min_element(candidates.begin(), candidates.end(),
                             [](const auto& a, const auto& b) { return valueOf(a) < valueOf(b); }) -
            candidates.begin());
    }
};

/// A rollout policy that plays the first legal move and listens to each rollout's value.
struct Listening {
    int ended = 0;
    double heard = 0;
    tiny::Move operator()(const tiny::State& s, core::cards::Rng&) { return s.legalMoves().front(); }
    void rolloutEnded(double value) {
        ++ended;
        heard += value;
    }
};

} // namespace

class TestDeterminizedSearch : public QObject {
    Q_OBJECT
private slots:
    void fixtureIsALeadWithSeveralCards() {
        const Fixture f;
        QCOMPARE(f.candidates.size(), std::size_t{5}); // the leader must play one of five cards
        for (const auto& m : f.candidates) QCOMPARE(m.kind, tiny::Move::Kind::Play);
    }

    void picksTheBestMean() {
        const Fixture f;
        const auto r = f.search({12, 1, 100, 3, 0});
        QCOMPARE(r.move, f.candidates[f.indexOfBest()]);
        QCOMPARE(r.meanValue[f.indexOfBest()], Fixture::valueOf(f.candidates[f.indexOfBest()]));
    }

    void samplerWorkCountsAgainstTheSteps() {
        // Rollouts here cost no steps (the value is known once the candidate is played), so only the
        // sampler's 10 steps per world count: with 60 steps in 3 rounds each round stops after 2 worlds,
        // while 5, 3 and 2 candidates are alive.
        const Fixture f;
        core::cards::Rng rng(5);
        int sampled = 0;
        const auto r = determinizedSearch<tiny::State>(
            f.observation, f.candidates, rng, SearchBudget{12, 1, 100, 3, 60},
            [&](const tiny::Observation& o, core::cards::Rng& g, long& steps) {
                ++sampled;
                steps += 10;
                return tiny::State::determinize(o, g);
            },
            [](const tiny::State& s, core::cards::Rng&) { return s.legalMoves().front(); },
            Fixture::valueNow);
        QCOMPARE(sampled, 6);
        QCOMPARE(r.totalRollouts, 2 * 5 + 2 * 3 + 2 * 2);
        QCOMPARE(r.move, f.candidates[f.indexOfBest()]);
    }

    void policyWorkCountsAgainstTheSteps() {
        // Rollouts to the end of the deal: with one step per move 12 worlds fit in the steps, but a policy
        // that reports 100,000 steps of work per move leaves room for the one world each round always gets.
        const Fixture f;
        const auto worldsSampled = [&](bool reportWork) {
            core::cards::Rng rng(5);
            int sampled = 0;
            const auto sample = [&](const tiny::Observation& o, core::cards::Rng& g) {
                ++sampled;
                return tiny::State::determinize(o, g);
            };
            const auto evaluate = [](const tiny::State& s, core::game::Seat) -> std::optional<double> {
                if (s.isDealOver()) return 0.0;
                return std::nullopt;
            };
            const SearchBudget budget{12, 1, 100, 3, 100000};
            if (reportWork)
                determinizedSearch<tiny::State>(
                    f.observation, f.candidates, rng, budget, sample,
                    [](const tiny::State& s, core::cards::Rng&, long& steps) {
                        steps += 100000;
                        return s.legalMoves().front();
                    },
                    evaluate);
            else
                determinizedSearch<tiny::State>(
                    f.observation, f.candidates, rng, budget, sample,
                    [](const tiny::State& s, core::cards::Rng&) { return s.legalMoves().front(); }, evaluate);
            return sampled;
        };
        QCOMPARE(worldsSampled(false), 12);
        QCOMPARE(worldsSampled(true), 3);
    }

    void playOutTellsALearningPolicyItsValue() {
        // A policy object with rolloutEnded() is told the value playOut returns, once; the search and the
        // paired evaluation both play their rollouts through playOut.
        const Fixture f;
        tiny::State played = f.state;
        const tiny::Move first = f.state.legalMoves().front();
        QVERIFY(!played.apply(first));
        Listening policy;
        const auto evaluate = Fixture::valueNow;
        long steps = 0;
        const double value =
            core::game::playOut<tiny::State>(played, f.observation.seat, 3, 100, steps, policy, evaluate);
        QCOMPARE(value, Fixture::valueOf(first));
        QCOMPARE(policy.ended, 1);
        QCOMPARE(policy.heard, value);
    }

    void policyHearsEveryRolloutsValue() {
        // In the search: once per rollout, and the values it hears add up to the candidates' totals.
        Listening policy;
        const Fixture f;
        core::cards::Rng rng(5);
        const auto r = determinizedSearch<tiny::State>(
            f.observation, f.candidates, rng, SearchBudget{12, 1, 100, 3, 0},
            [](const tiny::Observation& o, core::cards::Rng& g) { return tiny::State::determinize(o, g); },
            policy, Fixture::valueNow);
        QCOMPARE(policy.ended, 5 * 4 + 3 * 4 + 2 * 4);
        QCOMPARE(policy.ended, r.totalRollouts);
        double total = 0;
        for (std::size_t i = 0; i < f.candidates.size(); ++i) total += r.meanValue[i] * r.rollouts[i];
        QVERIFY(std::abs(policy.heard - total) < 1e-9);
    }

    void halvingCutsTheWorseHalf() {
        // 12 worlds in 3 rounds of 4: after the first round 5 -> 3 candidates, after the second 3 -> 2.
        const Fixture f;
        const auto r = f.search({12, 1, 100, 3, 0});
        QCOMPARE(r.rollouts[f.indexOfBest()], 12);
        QCOMPARE(r.rollouts[f.indexOfWorst()], 4);
        QCOMPARE(r.totalRollouts, 5 * 4 + 3 * 4 + 2 * 4);
    }

    void preferredKeptWithinTheMargin() {
        const Fixture f;
        std::vector<double> values;
        for (const auto& m : f.candidates) values.push_back(Fixture::valueOf(m));
        std::vector<double> sorted = values;
        std::sort(sorted.rbegin(), sorted.rend());
        const auto second =
            static_cast<std::size_t>(std::find(values.begin(), values.end(), sorted[1]) - values.begin());
        const double gap = sorted[0] - sorted[1];
        QVERIFY(gap > 0);
        QCOMPARE(f.search({12, 1, 100, 3, 0}, SearchDefault{second, gap + 0.001}).move, f.candidates[second]);
        QCOMPARE(f.search({12, 1, 100, 3, 0}, SearchDefault{second, gap - 0.001}).move,
                 f.candidates[f.indexOfBest()]);
    }

    void preferredNeverCutByHalving() {
        const Fixture f;
        const std::size_t worst = f.indexOfWorst();
        const auto r = f.search({12, 1, 100, 3, 0}, SearchDefault{worst, 0.0});
        QCOMPARE(r.rollouts[worst], 12);
        QCOMPARE(r.move, f.candidates[f.indexOfBest()]); // kept, but a better move still wins
        // With a margin wider than every difference it stays the choice.
        QCOMPARE(f.search({12, 1, 100, 3, 0}, SearchDefault{worst, 1.0}).move, f.candidates[worst]);
    }
};

QTEST_GUILESS_MAIN(TestDeterminizedSearch)
#include "tst_determinizedsearch.moc"
