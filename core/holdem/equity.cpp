#include "holdem/equity.h"

#include "cards/rng.h"
#include "holdem/boardenumeration.h"
#include "holdem/evaluator.h"

#include <cassert>
#include <cmath>
#include <thread>
#include <vector>

namespace core::holdem {

namespace {

using detail::outcome;
using detail::RankCounts;
using Tally = std::array<std::int64_t, 3>; // win, tie, loss (signed: the flush corrections subtract)

// Every opponent hand by its two ranks: f(rank1, rank2, hands), from `left` unseen cards per rank.
template <class F>
void forEachRankPair(const RankCounts& left, F&& f) {
    for (int r1 = 0; r1 < 13; ++r1) {
        const std::int64_t a = left[r1];
        if (a == 0) continue;
        if (a >= 2) f(r1, r1, a * (a - 1) / 2);
        for (int r2 = r1 + 1; r2 < 13; ++r2)
            if (left[r2] != 0) f(r1, r2, a * left[r2]);
    }
}

// Heads-up showdowns over the completions, counted in the groups of boardenumeration.h. Groups are dealt
// round-robin to `parts` workers; this is worker `part`.
//
// Rank groups: every board with the same added ranks, every opponent hand by its ranks, all valued as if
// nobody had a flush. Flushy groups then correct the boards where that was wrong: the hero's own flush
// changes the comparison with every opponent hand, and an opponent flush changes that hand's value.
Tally headsUpPart(const detail::Situation& s, unsigned part, unsigned parts) {
    const Evaluator& ev = Evaluator::instance();
    const auto& m = kRankMultipliers;
    Tally total{};
    std::uint64_t group = 0;
    const auto mine = [&] { return group++ % parts == part; };
    const auto add = [&](const Tally& t, std::uint64_t ways) {
        for (int i = 0; i < 3; ++i) total[i] += t[i] * static_cast<std::int64_t>(ways);
    };

    detail::forEachRankDraw(s.unseenOfRank, s.missing,
                            [&](std::uint32_t key, std::uint64_t ways, const RankCounts& drawn) {
                                if (!mine()) return;
                                const std::uint32_t boardKey = s.boardRankKey + key;
                                const HandValue hero = ev.rankValue(boardKey + s.holeRankKey);
                                RankCounts left;
                                for (int r = 0; r < 13; ++r) left[r] = s.unseenOfRank[r] - drawn[r];
                                Tally t{};
                                forEachRankPair(left, [&](int r1, int r2, std::int64_t n) {
                                    t[outcome(hero, ev.rankValue(boardKey + m[r1] + m[r2]))] += n;
                                });
                                add(t, ways);
                            });

    for (int suit = 0; suit < 4; ++suit) {
        const std::uint32_t unseenSuited = s.unseenOfSuit[suit];
        detail::forEachFlushyDraw(
            s, suit, 0,
            [&](std::uint32_t bits, std::uint32_t key, std::uint64_t ways, const RankCounts& otherDrawn) {
                if (!mine()) return;
                const std::uint32_t boardKey = s.boardRankKey + key;
                const std::uint32_t boardSuited = s.boardOfSuit[suit] | bits; // three or more cards
                const int onBoard = std::popcount(boardSuited);
                const HandValue heroByRanks = ev.rankValue(boardKey + s.holeRankKey);
                const std::uint32_t heroSuited = s.holeOfSuit[suit] | boardSuited;
                const HandValue hero =
                    std::popcount(heroSuited) >= 5 ? ev.flushValue(heroSuited) : heroByRanks;
                const std::uint32_t suitedLeft = unseenSuited & ~bits; // what opponents may hold of the suit
                RankCounts otherLeft, left;
                for (int r = 0; r < 13; ++r) {
                    otherLeft[r] =
                        s.unseenOfRank[r] - static_cast<int>((unseenSuited >> r) & 1) - otherDrawn[r];
                    left[r] = otherLeft[r] + static_cast<int>((suitedLeft >> r) & 1);
                }
                Tally t{};
                if (hero != heroByRanks) {
                    forEachRankPair(left, [&](int r1, int r2, std::int64_t n) {
                        const HandValue v = ev.rankValue(boardKey + m[r1] + m[r2]);
                        t[outcome(hero, v)] += n;
                        t[outcome(heroByRanks, v)] -= n;
                    });
                }
                // Opponent hands that make a flush: their true value replaces the value by ranks.
                const auto opponentFlush = [&](HandValue flush, HandValue byRanks, std::int64_t n) {
                    t[outcome(hero, flush)] += n;
                    t[outcome(hero, byRanks)] -= n;
                };
                for (std::uint32_t b1 = suitedLeft; b1 != 0; b1 &= b1 - 1) {
                    const int r1 = std::countr_zero(b1);
                    for (std::uint32_t b2 = b1 & (b1 - 1); b2 != 0; b2 &= b2 - 1) {
                        const int r2 = std::countr_zero(b2);
                        opponentFlush(ev.flushValue(boardSuited | (1u << r1) | (1u << r2)),
                                      ev.rankValue(boardKey + m[r1] + m[r2]), 1);
                    }
                }
                if (onBoard >= 4) {
                    for (std::uint32_t b = suitedLeft; b != 0; b &= b - 1) {
                        const int r1 = std::countr_zero(b);
                        const HandValue flush = ev.flushValue(boardSuited | (1u << r1));
                        for (int r2 = 0; r2 < 13; ++r2)
                            if (otherLeft[r2] != 0)
                                opponentFlush(flush, ev.rankValue(boardKey + m[r1] + m[r2]), otherLeft[r2]);
                    }
                }
                if (onBoard == 5) {
                    const HandValue flush = ev.flushValue(boardSuited);
                    forEachRankPair(otherLeft, [&](int r1, int r2, std::int64_t n) {
                        opponentFlush(flush, ev.rankValue(boardKey + m[r1] + m[r2]), n);
                    });
                }
                add(t, ways);
            });
    }
    return total;
}

// Ordered pairs of disjoint hands from a set of hands: |X|^2 minus the pairs sharing a card.
// sum_c n_c^2 counts a pair sharing one card once and a hand paired with itself twice.
std::uint64_t disjointPairs(std::uint64_t size, const std::array<std::uint32_t, 52>& perCard) {
    std::uint64_t sharing = 0;
    for (std::uint32_t n : perCard) sharing += std::uint64_t{n} * n;
    return size * size - sharing + size;
}

struct McTally {
    std::uint64_t wins = 0;
    std::uint64_t losses = 0;
    std::array<std::uint64_t, 10> tiesBySize{};
};

constexpr std::uint64_t kBlockSamples = 1 << 14;

// One block of Monte Carlo samples, the opponent count fixed at compile time so the loops unroll.
//
// Dealing is a partial Fisher-Yates shuffle of the unseen cards (the deck stays a permutation, so the next
// sample starts from it). Each swap position comes from a 16-bit slice of the generator's output, four per
// 64-bit draw, by Lemire's multiply-shift; the rare biased products are rejected and redrawn.
template <int kOpponents>
McTally monteCarloBlock(cards::CardSet hole, cards::CardSet board, std::uint64_t samples, cards::Rng rng) {
    const Evaluator& ev = Evaluator::instance();
    std::array<std::uint8_t, 52> deck{};
    std::uint32_t n = 0;
    for (cards::Card c : cards::CardSet::fullDeck() - hole - board) deck[n++] = c.id();
    const int missing = 5 - board.count();
    const int dealt = missing + 2 * kOpponents;
    const int words = (dealt + 3) / 4;
    const Hand known = Hand::of(board);
    const Hand holeHand = Hand::of(hole);
    // [0] losses, [1] wins, [k] ties shared by k players.
    std::array<std::uint64_t, 10> tally{};
    std::array<std::uint64_t, 6> random{};
    for (std::uint64_t i = 0; i < samples; ++i) {
        for (int w = 0; w < words; ++w) random[w] = rng.next();
        for (int k = 0; k < dealt; ++k) {
            const std::uint32_t bound = n - static_cast<std::uint32_t>(k);
            std::uint32_t product =
                static_cast<std::uint32_t>((random[k >> 2] >> (16 * (k & 3))) & 0xFFFF) * bound;
            if ((product & 0xFFFF) < bound) [[unlikely]] {
                const std::uint32_t threshold = 65536 % bound;
                while ((product & 0xFFFF) < threshold)
                    product = static_cast<std::uint32_t>(rng.next() >> 48) * bound;
            }
            std::swap(deck[k], deck[k + (product >> 16)]);
        }
        Hand b = known;
        for (int k = 0; k < missing; ++k) b += kCardHands[deck[k]];
        const HandValue hero = ev.evaluate(b + holeHand);
        HandValue best = 0;
        int equal = 0;
        for (int o = 0; o < kOpponents; ++o) {
            const HandValue v =
                ev.evaluate(b + kCardHands[deck[missing + 2 * o]] + kCardHands[deck[missing + 2 * o + 1]]);
            best = std::max(best, v);
            equal += v == hero;
        }
        ++tally[best > hero ? 0 : 1 + equal];
    }
    McTally out;
    out.losses = tally[0];
    out.wins = tally[1];
    for (int k = 2; k < 10; ++k) out.tiesBySize[k] = tally[k];
    return out;
}

McTally monteCarloBlock(cards::CardSet hole, cards::CardSet board, int opponents, std::uint64_t samples,
                        cards::Rng rng) {
    switch (opponents) {
    case 1:
        return monteCarloBlock<1>(hole, board, samples, rng);
    case 2:
        return monteCarloBlock<2>(hole, board, samples, rng);
    case 3:
        return monteCarloBlock<3>(hole, board, samples, rng);
    case 4:
        return monteCarloBlock<4>(hole, board, samples, rng);
    case 5:
        return monteCarloBlock<5>(hole, board, samples, rng);
    case 6:
        return monteCarloBlock<6>(hole, board, samples, rng);
    case 7:
        return monteCarloBlock<7>(hole, board, samples, rng);
    default:
        return monteCarloBlock<8>(hole, board, samples, rng);
    }
}

template <class Work>
void runParallel(int threads, Work work) {
    const int workers = std::max(1, threads);
    std::vector<std::thread> pool;
    for (int t = 1; t < workers; ++t) pool.emplace_back(work, t, workers);
    work(0, workers);
    for (auto& th : pool) th.join();
}

} // namespace

double EquityResult::share() const {
    if (showdowns == 0) return 0.0;
    double shared = 0.0;
    for (int k = 2; k < 10; ++k) shared += static_cast<double>(tiesBySize[k]) / k;
    return (static_cast<double>(wins) + shared) / static_cast<double>(showdowns);
}

double EquityResult::stderrWin() const {
    if (method == EquityMethod::Exact || showdowns == 0) return 0.0;
    return std::sqrt(win() * (1.0 - win()) / static_cast<double>(showdowns));
}

double EquityResult::stderrTie() const {
    if (method == EquityMethod::Exact || showdowns == 0) return 0.0;
    return std::sqrt(tie() * (1.0 - tie()) / static_cast<double>(showdowns));
}

double EquityResult::stderrShare() const {
    if (method == EquityMethod::Exact || showdowns == 0) return 0.0;
    double squares = static_cast<double>(wins);
    for (int k = 2; k < 10; ++k) squares += static_cast<double>(tiesBySize[k]) / (k * k);
    const double n = static_cast<double>(showdowns);
    const double mean = share();
    return std::sqrt(std::max(0.0, squares / n - mean * mean) / n);
}

bool exactAffordable(int boardCards, int opponents) {
    return opponents == 1 || (opponents == 2 && boardCards >= 3);
}

EquityResult exactHeadsUp(cards::CardSet hole, cards::CardSet board, int threads) {
    const detail::Situation s(hole, board);
    const int workers = std::max(1, threads);
    std::vector<Tally> parts(static_cast<std::size_t>(workers));
    runParallel(workers, [&](int part, int count) {
        parts[part] = headsUpPart(s, static_cast<unsigned>(part), static_cast<unsigned>(count));
    });
    Tally t{};
    for (const Tally& p : parts)
        for (int i = 0; i < 3; ++i) t[i] += p[i];
    EquityResult r;
    r.method = EquityMethod::Exact;
    r.opponents = 1;
    r.wins = static_cast<std::uint64_t>(t[0]);
    r.ties = static_cast<std::uint64_t>(t[1]);
    r.losses = static_cast<std::uint64_t>(t[2]);
    r.tiesBySize[2] = r.ties;
    r.showdowns = r.wins + r.ties + r.losses;
    return r;
}

EquityResult exactTwoOpponents(cards::CardSet hole, cards::CardSet board) {
    assert(board.count() >= 3); // preflop would be 2,118,760 boards x 990 evaluations
    const Evaluator& ev = Evaluator::instance();
    const std::vector<cards::Card> unseen = (cards::CardSet::fullDeck() - hole - board).toVector();
    const int n = static_cast<int>(unseen.size());
    const int missing = 5 - board.count();
    const Hand holeHand = Hand::of(hole);
    EquityResult r;
    r.method = EquityMethod::Exact;
    r.opponents = 2;
    std::vector<std::uint8_t> rest;
    const auto showdown = [&](const Hand& boardHand, cards::CardSet added) {
        const HandValue hero = ev.evaluate(boardHand + holeHand);
        rest.clear();
        for (cards::Card c : unseen)
            if (!added.contains(c)) rest.push_back(c.id());
        std::array<std::uint32_t, 52> below{}, equal{}, notAbove{};
        std::uint64_t nBelow = 0, nEqual = 0;
        const int k = static_cast<int>(rest.size());
        for (int i = 0; i < k; ++i) {
            const Hand withFirst = boardHand + kCardHands[rest[i]];
            for (int j = i + 1; j < k; ++j) {
                const HandValue v = ev.evaluate(withFirst + kCardHands[rest[j]]);
                if (v < hero) {
                    ++nBelow;
                    ++below[rest[i]];
                    ++below[rest[j]];
                } else if (v == hero) {
                    ++nEqual;
                    ++equal[rest[i]];
                    ++equal[rest[j]];
                }
            }
        }
        for (int c = 0; c < 52; ++c) notAbove[c] = below[c] + equal[c];
        const std::uint64_t wins = disjointPairs(nBelow, below);
        const std::uint64_t noneBetter = disjointPairs(nBelow + nEqual, notAbove);
        const std::uint64_t threeWay = disjointPairs(nEqual, equal);
        const std::uint64_t hands = static_cast<std::uint64_t>(k) * (k - 1) / 2;
        const std::uint64_t deals = hands * ((k - 2) * (k - 3) / 2);
        r.wins += wins;
        r.ties += noneBetter - wins;
        r.tiesBySize[3] += threeWay;
        r.tiesBySize[2] += noneBetter - wins - threeWay;
        r.losses += deals - noneBetter;
        r.showdowns += deals;
    };
    const Hand boardHand = Hand::of(board);
    if (missing == 0) {
        showdown(boardHand, {});
    } else if (missing == 1) {
        for (cards::Card c : unseen) showdown(boardHand + c, cards::CardSet{c});
    } else {
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                showdown(boardHand + unseen[i] + unseen[j], cards::CardSet{unseen[i], unseen[j]});
    }
    return r;
}

EquityResult monteCarloEquity(cards::CardSet hole, cards::CardSet board, int opponents, std::uint64_t samples,
                              std::uint64_t seed, int threads) {
    assert(opponents >= 1 && opponents <= 8);
    const std::uint64_t blocks = (samples + kBlockSamples - 1) / kBlockSamples;
    std::vector<McTally> tallies(blocks);
    runParallel(threads, [&](int part, int count) {
        for (std::uint64_t b = static_cast<std::uint64_t>(part); b < blocks;
             b += static_cast<std::uint64_t>(count)) {
            const std::uint64_t size = std::min(kBlockSamples, samples - b * kBlockSamples);
            tallies[b] = monteCarloBlock(hole, board, opponents, size, cards::Rng::forStream(seed, b));
        }
    });
    EquityResult r;
    r.method = EquityMethod::MonteCarlo;
    r.opponents = opponents;
    for (const McTally& t : tallies) {
        r.wins += t.wins;
        r.losses += t.losses;
        for (int k = 2; k < 10; ++k) {
            r.tiesBySize[k] += t.tiesBySize[k];
            r.ties += t.tiesBySize[k];
        }
    }
    r.showdowns = r.wins + r.ties + r.losses;
    return r;
}

std::optional<EquityResult> equity(cards::CardSet hole, cards::CardSet board, const EquityOptions& options) {
    const bool affordable = exactAffordable(board.count(), options.opponents);
    if (options.method == EquityMethod::Exact && !affordable) return std::nullopt;
    if (options.method != EquityMethod::MonteCarlo && affordable) {
        if (options.opponents == 1) return exactHeadsUp(hole, board, options.threads);
        return exactTwoOpponents(hole, board);
    }
    return monteCarloEquity(hole, board, options.opponents, options.samples, options.seed, options.threads);
}

} // namespace core::holdem
