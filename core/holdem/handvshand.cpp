#include "holdem/handvshand.h"

#include "holdem/boardenumeration.h"
#include "holdem/evaluator.h"

#include <array>
#include <bit>
#include <cassert>

namespace core::holdem {

namespace {

struct Holding {
    std::uint32_t rankKey = 0;
    std::array<std::uint32_t, 4> ofSuit{}; // rank bits per suit

    explicit Holding(cards::CardSet hole) {
        for (cards::Card c : hole) {
            rankKey += kRankMultipliers[c.rankIndex()];
            ofSuit[c.suitIndex()] |= 1u << c.rankIndex();
        }
    }
};

} // namespace

HandVsHand exactHandVsHand(cards::CardSet first, cards::CardSet second) {
    assert(first.count() == 2 && second.count() == 2 && !first.intersects(second));
    const Evaluator& ev = Evaluator::instance();
    const detail::Situation s(first | second, {});
    const Holding a(first), b(second);
    // Signed: the flush groups take back what the rank groups counted wrongly.
    std::array<std::int64_t, 3> tally{};

    // Every board by its ranks, valued as if nobody could hold a flush.
    detail::forEachRankDraw(s.unseenOfRank, 5, [&](std::uint32_t key, std::uint64_t ways, const auto&) {
        tally[detail::outcome(ev.rankValue(key + a.rankKey), ev.rankValue(key + b.rankKey))] +=
            static_cast<std::int64_t>(ways);
    });

    // Boards with three or more cards of one suit (at most one suit per board): where either hand makes a
    // flush, its value replaces the value by ranks. A hand holding k cards of the suit needs 5 - k of them on
    // the board, so boards with fewer change nothing and are not visited.
    for (int suit = 0; suit < 4; ++suit) {
        const int held = std::max(std::popcount(a.ofSuit[suit]), std::popcount(b.ofSuit[suit]));
        detail::forEachFlushyDraw(
            s, suit, 5 - held, [&](std::uint32_t bits, std::uint32_t key, std::uint64_t ways, const auto&) {
                const HandValue aByRanks = ev.rankValue(key + a.rankKey);
                const HandValue bByRanks = ev.rankValue(key + b.rankKey);
                const std::uint32_t aSuited = a.ofSuit[suit] | bits;
                const std::uint32_t bSuited = b.ofSuit[suit] | bits;
                // Five suited cards among seven leave no room for a full house, so a flush is the best hand.
                const HandValue aValue = std::popcount(aSuited) >= 5 ? ev.flushValue(aSuited) : aByRanks;
                const HandValue bValue = std::popcount(bSuited) >= 5 ? ev.flushValue(bSuited) : bByRanks;
                const auto n = static_cast<std::int64_t>(ways);
                tally[detail::outcome(aValue, bValue)] += n;
                tally[detail::outcome(aByRanks, bByRanks)] -= n;
            });
    }
    assert(tally[0] + tally[1] + tally[2] == kHeadsUpBoards);
    return {static_cast<std::uint32_t>(tally[0]), static_cast<std::uint32_t>(tally[1]),
            static_cast<std::uint32_t>(tally[2])};
}

} // namespace core::holdem
