#pragma once
// Internal to the odds code: the completions of a partial board, in groups that share everything the hand
// values depend on.
//
// Without five cards of one suit a hand's value depends on its ranks alone. So the completions are counted
// first by rank multiset (how many boards draw those ranks: a product of binomials), as if no flush existed;
// then the "flushy" completions, those that give the board three or more cards of one suit (the only boards
// on which anybody can hold a flush), are visited grouped by their suited cards and the ranks of the others,
// and the callers correct the first count there. Preflop this is a few tens of thousands of groups instead of
// 2,118,760 boards.

#include "cards/cardset.h"
#include "cards/combinatorics.h"
#include "holdem/evaluator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace core::holdem::detail {

using cards::choose;

using RankCounts = std::array<int, 13>;

// The known cards of one player's situation, sorted the ways the enumerations need.
struct Situation {
    cards::CardSet hole;
    cards::CardSet board;
    cards::CardSet unseen; // cards neither in the hole nor on the board
    int missing = 0;       // board cards still to come
    RankCounts unseenOfRank{};
    std::array<std::uint32_t, 4> unseenOfSuit{}; // rank bits per suit
    std::array<std::uint32_t, 4> boardOfSuit{};
    std::array<std::uint32_t, 4> holeOfSuit{};
    std::uint32_t boardRankKey = 0;
    std::uint32_t holeRankKey = 0;

    Situation(cards::CardSet holeCards, cards::CardSet boardCards)
        : hole(holeCards)
        , board(boardCards)
        , unseen(cards::CardSet::fullDeck() - holeCards - boardCards)
        , missing(5 - boardCards.count()) {
        for (cards::Card c : unseen) {
            ++unseenOfRank[c.rankIndex()];
            unseenOfSuit[c.suitIndex()] |= 1u << c.rankIndex();
        }
        for (cards::Card c : board) {
            boardOfSuit[c.suitIndex()] |= 1u << c.rankIndex();
            boardRankKey += kRankMultipliers[c.rankIndex()];
        }
        for (cards::Card c : hole) {
            holeOfSuit[c.suitIndex()] |= 1u << c.rankIndex();
            holeRankKey += kRankMultipliers[c.rankIndex()];
        }
    }
};

template <class F>
void rankDrawsFrom(const RankCounts& available, RankCounts& drawn, int rank, int left, std::uint32_t key,
                   std::uint64_t weight, F& f) {
    if (left == 0) {
        f(key, weight, static_cast<const RankCounts&>(drawn));
        return;
    }
    if (rank == 13) return;
    const int most = std::min(left, available[rank]);
    for (int c = 0; c <= most; ++c) {
        drawn[rank] = c;
        rankDrawsFrom(available, drawn, rank + 1, left - c,
                      key + static_cast<std::uint32_t>(c) * kRankMultipliers[rank],
                      weight * choose(available[rank], c), f);
    }
    drawn[rank] = 0;
}

// Every rank multiset of `size` cards drawn from `available` cards per rank: f(rankKey, ways, drawnPerRank),
// where `ways` counts the card sets with those ranks.
template <class F>
void forEachRankDraw(const RankCounts& available, int size, F&& f) {
    RankCounts drawn{};
    rankDrawsFrom(available, drawn, 0, size, 0, 1, f);
}

template <class F>
void subsetsFrom(std::uint32_t bits, int size, std::uint32_t chosen, F& f) {
    if (size == 0) {
        f(chosen);
        return;
    }
    while (std::popcount(bits) >= size) {
        const std::uint32_t low = bits & (0u - bits);
        bits ^= low;
        subsetsFrom(bits, size - 1, chosen | low, f);
    }
}

// Every subset of `size` bits of `bits`.
template <class F>
void forEachSubset(std::uint32_t bits, int size, F&& f) {
    subsetsFrom(bits, size, 0, f);
}

// The completions that give the board at least three cards of `suit` and add at least `minSuited` of them,
// grouped by the suited cards added (rank bits) and the ranks of the other added cards:
// f(suitedBits, rankKey of everything added, ways, drawnPerRank of the other added cards).
template <class F>
void forEachFlushyDraw(const Situation& s, int suit, int minSuited, F&& f) {
    const int onBoard = std::popcount(s.boardOfSuit[suit]);
    const std::uint32_t suited = s.unseenOfSuit[suit];
    RankCounts otherSuits = s.unseenOfRank;
    for (int r = 0; r < 13; ++r) otherSuits[r] -= static_cast<int>((suited >> r) & 1);
    for (int j = std::max({minSuited, 3 - onBoard, 0}); j <= s.missing; ++j) {
        forEachSubset(suited, j, [&](std::uint32_t bits) {
            std::uint32_t key = 0;
            for (std::uint32_t b = bits; b != 0; b &= b - 1) key += kRankMultipliers[std::countr_zero(b)];
            RankCounts others{};
            const auto visit = [&](std::uint32_t otherKey, std::uint64_t ways, const RankCounts& otherDrawn) {
                f(bits, key + otherKey, ways, otherDrawn);
            };
            rankDrawsFrom(otherSuits, others, 0, s.missing - j, 0, 1, visit);
        });
    }
}

// Outcome index of a showdown seen from the hero: 0 win, 1 tie, 2 loss.
inline int outcome(HandValue hero, HandValue other) {
    return static_cast<int>(hero < other) + static_cast<int>(hero <= other);
}

} // namespace core::holdem::detail
