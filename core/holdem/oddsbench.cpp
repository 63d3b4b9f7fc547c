#include "holdem/oddsbench.h"

#include "cards/rng.h"
#include "holdem/evaluator.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <vector>

namespace core::holdem {

namespace {

// Best (smallest) wall and CPU time of `runs` calls of f, each divided by `perRun`.
template <class F>
Timing measure(int runs, double perRun, F&& f) {
    Timing best{1e300, 1e300};
    for (int i = 0; i < runs; ++i) {
        const auto wall0 = std::chrono::steady_clock::now();
        const std::clock_t cpu0 = std::clock();
        f();
        const std::clock_t cpu1 = std::clock();
        const auto wall1 = std::chrono::steady_clock::now();
        best.wallMillis = std::min(best.wallMillis,
                                   std::chrono::duration<double, std::milli>(wall1 - wall0).count() / perRun);
        best.cpuMillis =
            std::min(best.cpuMillis, 1000.0 * static_cast<double>(cpu1 - cpu0) / CLOCKS_PER_SEC / perRun);
    }
    return best;
}

cards::CardSet randomCards(cards::Rng& rng, int count, cards::CardSet taken = {}) {
    cards::CardSet out;
    while (out.count() < count) {
        const cards::Card c = cards::Card::fromId(static_cast<int>(rng.below(52)));
        if (!taken.contains(c) && !out.contains(c)) out.add(c);
    }
    return out;
}

// Keeps a result alive so the optimiser cannot drop the work.
volatile std::uint64_t g_sink = 0;

} // namespace

CategoryCounts knownSevenCardCategoryCounts() {
    CategoryCounts c;
    c[Category::StraightFlush] = 41'584;
    c[Category::FourOfAKind] = 224'848;
    c[Category::FullHouse] = 3'473'184;
    c[Category::Flush] = 4'047'644;
    c[Category::Straight] = 6'180'020;
    c[Category::ThreeOfAKind] = 6'461'620;
    c[Category::TwoPair] = 31'433'400;
    c[Category::Pair] = 58'627'800;
    c[Category::HighCard] = 23'294'460;
    return c;
}

CategoryCounts allSevenCardCategoryCounts() {
    const Evaluator& ev = Evaluator::instance();
    CategoryCounts out;
    // Seven nested loops, each adding its card to the hand of the loops above.
    for (int a = 0; a < 52; ++a) {
        const Hand ha = kCardHands[a];
        for (int b = a + 1; b < 52; ++b) {
            const Hand hb = ha + kCardHands[b];
            for (int c = b + 1; c < 52; ++c) {
                const Hand hc = hb + kCardHands[c];
                for (int d = c + 1; d < 52; ++d) {
                    const Hand hd = hc + kCardHands[d];
                    for (int e = d + 1; e < 52; ++e) {
                        const Hand he = hd + kCardHands[e];
                        for (int f = e + 1; f < 52; ++f) {
                            const Hand hf = he + kCardHands[f];
                            for (int g = f + 1; g < 52; ++g)
                                ++out.count[ev.evaluate(hf + kCardHands[g]) >> kCategoryShift];
                        }
                    }
                }
            }
        }
    }
    return out;
}

OddsBenchReport runOddsBench(bool quick) {
    OddsBenchReport r;
    r.quick = quick;
    r.runs = quick ? 1 : 3;
    r.tableBuild = measure(1, 1.0, [&] { r.tableBytes = Evaluator::instance().tableBytes(); });
    const Evaluator& ev = Evaluator::instance();
    cards::Rng rng(2026);

    // Evaluator throughput: pre-dealt random hands (card ids), their Hands added up and evaluated.
    const std::size_t handCount = quick ? (1u << 14) : (1u << 20);
    const int passes = quick ? 2 : 10;
    std::vector<std::array<std::uint8_t, 8>> hands(handCount);
    for (auto& h : hands) {
        int i = 0;
        for (cards::Card c : randomCards(rng, 7)) h[i++] = c.id();
        rng.shuffle(std::span(h.data(), 7)); // not in id order either
    }
    r.evaluations = handCount * static_cast<std::uint64_t>(passes);
    r.evaluatorTime = measure(r.runs, 1.0, [&] {
        std::uint64_t sum = 0;
        for (int p = 0; p < passes; ++p)
            for (const auto& h : hands)
                sum += ev.evaluate(kCardHands[h[0]] + kCardHands[h[1]] + kCardHands[h[2]] + kCardHands[h[3]] +
                                   kCardHands[h[4]] + kCardHands[h[5]] + kCardHands[h[6]]);
        g_sink = g_sink + sum;
    });

    // Evaluator throughput straight from seven card ids, over hands that are all different: more than the
    // caches hold, in no order the evaluator could profit from. Dealt by a generator of their own, so the
    // measurements below see the same situations as ever.
    {
        cards::Rng dealer(2027);
        r.randomOrderHands = quick ? (1u << 14) : 10'000'000;
        std::vector<std::array<cards::Card, 7>> distinct(r.randomOrderHands);
        std::array<cards::Card, 52> deck;
        for (int id = 0; id < 52; ++id) deck[id] = cards::Card::fromId(id);
        for (auto& h : distinct) {
            // The first seven steps of a Fisher-Yates shuffle deal seven cards (the deck need not be reset).
            for (std::uint32_t i = 0; i < 7; ++i) {
                std::swap(deck[i], deck[i + dealer.below(52 - i)]);
                h[i] = deck[i];
            }
        }
        r.randomOrderTime = measure(r.runs, 1.0, [&] {
            std::uint64_t sum = 0;
            for (const auto& h : distinct) sum += ev.evaluate(h);
            g_sink = g_sink + sum;
        });
    }

    if (!quick) {
        CategoryCounts counts;
        r.allSevenCardTime = measure(1, 1.0, [&] { counts = allSevenCardCategoryCounts(); });
        r.allSevenCardHands = counts;
    }

    // Distributions over a spread of situations.
    const auto distributionTime = [&](int boardCards, int situations, int repeats) {
        std::vector<std::pair<cards::CardSet, cards::CardSet>> cases;
        for (int i = 0; i < situations; ++i) {
            const cards::CardSet hole = randomCards(rng, 2);
            cases.push_back({hole, randomCards(rng, boardCards, hole)});
        }
        const double calls = static_cast<double>(situations) * repeats;
        return measure(r.runs, calls, [&] {
            std::uint64_t sum = 0;
            for (int k = 0; k < repeats; ++k)
                for (const auto& [hole, board] : cases) sum += categoryDistribution(hole, board).count[0];
            g_sink = g_sink + sum;
        });
    };
    r.preflopDistribution = distributionTime(0, quick ? 4 : 40, 1);
    r.flopDistribution = distributionTime(3, 500, quick ? 2 : 50);
    r.turnDistribution = distributionTime(4, 500, quick ? 10 : 200);
    r.riverDistribution = distributionTime(5, 500, quick ? 10 : 200);

    const cards::CardSet ak{cards::Card(cards::Rank::Ace, cards::Suit::Hearts),
                            cards::Card(cards::Rank::King, cards::Suit::Hearts)};
    r.exactPreflopOneThread = measure(r.runs, 1.0, [&] { r.exactPreflop = exactHeadsUp(ak, {}, 1); });
    r.exactPreflopTwoThreadsWallMillis =
        measure(r.runs, 1.0, [&] { g_sink = g_sink + exactHeadsUp(ak, {}, 2).wins; }).wallMillis;

    r.monteCarloSamples = quick ? 100'000 : 1'000'000;
    r.monteCarloOneThread = measure(
        r.runs, 1.0, [&] { g_sink = g_sink + monteCarloEquity(ak, {}, 1, r.monteCarloSamples, 1, 1).wins; });
    r.monteCarloTwoThreadsWallMillis =
        measure(r.runs, 1.0, [&] {
            g_sink = g_sink + monteCarloEquity(ak, {}, 1, r.monteCarloSamples, 1, 2).wins;
        }).wallMillis;
    return r;
}

} // namespace core::holdem
