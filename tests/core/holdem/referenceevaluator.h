#pragma once
// A plain, obviously correct evaluator for cross-checking the fast one: classify every five-card subset from
// the rules (holdem.md §4.5) and keep the best. Slow on purpose; nothing shared with core/holdem but Card.

#include "cards/card.h"

#include <algorithm>
#include <compare>
#include <span>
#include <utility>
#include <vector>

namespace reference {

/// Category as in holdem.md (0 = high card ... 8 = straight flush) and the ranks that break ties, in order.
struct Value {
    int category = -1;
    std::vector<int> ranks; // 2 ... 14 (ace)
    auto operator<=>(const Value&) const = default;
};

inline Value fiveCardValue(std::span<const core::cards::Card> five) {
    std::vector<std::pair<int, int>> groups; // (count, rank), rank 2..14
    bool flush = true;
    for (const auto c : five) {
        const int rank = static_cast<int>(c.rank());
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.second == rank; });
        if (it == groups.end())
            groups.push_back({1, rank});
        else
            ++it->first;
        if (c.suit() != five[0].suit()) flush = false;
    }
    // Largest groups first, higher ranks first within equal sizes.
    std::sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) { return a > b; });
    std::vector<int> order;
    for (const auto& g : groups) order.push_back(g.second);

    int straightTop = 0;
    if (groups.size() == 5) {
        if (order[0] - order[4] == 4) straightTop = order[0];
        if (order == std::vector<int>{14, 5, 4, 3, 2}) straightTop = 5; // the wheel: the ace plays low
    }
    if (straightTop && flush) return {8, {straightTop}};
    if (groups[0].first == 4) return {7, order};
    if (groups[0].first == 3 && groups[1].first == 2) return {6, order};
    if (flush) return {5, order};
    if (straightTop) return {4, {straightTop}};
    if (groups[0].first == 3) return {3, order};
    if (groups[0].first == 2 && groups[1].first == 2) return {2, order};
    if (groups[0].first == 2) return {1, order};
    return {0, order};
}

/// Best of every five-card subset of 5-7 cards.
inline Value bestValue(std::span<const core::cards::Card> cards) {
    const int n = static_cast<int>(cards.size());
    Value best;
    for (int mask = 0; mask < (1 << n); ++mask) {
        if (__builtin_popcount(static_cast<unsigned>(mask)) != 5) continue;
        std::vector<core::cards::Card> five;
        for (int i = 0; i < n; ++i)
            if (mask & (1 << i)) five.push_back(cards[i]);
        best = std::max(best, fiveCardValue(five));
    }
    return best;
}

} // namespace reference
