#include "holdem/distribution.h"

#include "holdem/boardenumeration.h"

#include <numeric>
#include <vector>

namespace core::holdem {

std::uint64_t CategoryCounts::total() const {
    return std::accumulate(count.begin(), count.end(), std::uint64_t{0});
}

CategoryCounts categoryDistribution(cards::CardSet hole, cards::CardSet board) {
    const detail::Situation s(hole, board);
    const Evaluator& ev = Evaluator::instance();
    CategoryCounts out;
    const std::uint32_t known = s.holeRankKey + s.boardRankKey;
    // As if there were no flushes: the category follows from the ranks.
    detail::forEachRankDraw(s.unseenOfRank, s.missing,
                            [&](std::uint32_t key, std::uint64_t ways, const auto&) {
                                out.count[ev.rankValue(known + key) >> kCategoryShift] += ways;
                            });
    // Completions that give the hero five cards of one suit: move them to flush or straight flush (with seven
    // cards a flush cannot coexist with quads or a full house, so the flush is always the better hand).
    for (int suit = 0; suit < 4; ++suit) {
        const std::uint32_t mine = s.holeOfSuit[suit] | s.boardOfSuit[suit];
        const int needed = 5 - std::popcount(mine);
        if (needed > s.missing) continue;
        detail::forEachFlushyDraw(
            s, suit, needed, [&](std::uint32_t bits, std::uint32_t key, std::uint64_t ways, const auto&) {
                out.count[ev.flushValue(mine | bits) >> kCategoryShift] += ways;
                out.count[ev.rankValue(known + key) >> kCategoryShift] -= ways;
            });
    }
    return out;
}

CategoryCounts categoryDistributionByEnumeration(cards::CardSet hole, cards::CardSet board) {
    const Evaluator& ev = Evaluator::instance();
    const std::vector<cards::Card> unseen = (cards::CardSet::fullDeck() - hole - board).toVector();
    const int n = static_cast<int>(unseen.size());
    const int missing = 5 - board.count();
    CategoryCounts out;
    // Nested loops over increasing indices, adding one card per level.
    const auto visit = [&](auto& self, int from, int left, Hand hand) -> void {
        if (left == 0) {
            ++out.count[ev.evaluate(hand) >> kCategoryShift];
            return;
        }
        for (int i = from; i <= n - left; ++i) self(self, i + 1, left - 1, hand + kCardHands[unseen[i].id()]);
    };
    visit(visit, 0, missing, Hand::of(hole) + Hand::of(board));
    return out;
}

} // namespace core::holdem
