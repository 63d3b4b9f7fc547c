#pragma once
// The final-category distribution: for two hole cards and a partial board (0, 3, 4 or 5 cards), how many of
// the unordered completions of the board end in each hand category.
//
// holdem.md §4.6: the seed paper counts ordered deals (254,251,200 preflop = 120 x 2,118,760; 2,162 on the
// flop = 2 x 1,081); these are the unordered counts, and the paper's per-category numbers are not to be
// trusted.

#include "cards/cardset.h"
#include "holdem/handvalue.h"

#include <array>
#include <cstdint>

namespace core::holdem {

struct CategoryCounts {
    std::array<std::uint64_t, kCategoryCount> count{}; ///< indexed by Category
    std::uint64_t& operator[](Category c) { return count[static_cast<int>(c)]; }
    std::uint64_t operator[](Category c) const { return count[static_cast<int>(c)]; }
    std::uint64_t total() const;
    bool operator==(const CategoryCounts&) const = default;
};

/// Counts of board completions by the category of the hero's final hand. `hole`: 2 cards; `board`: 0, 3, 4
/// or 5 cards, distinct from the hole cards. The total is C(52 - 2 - n, 5 - n) for n board cards.
CategoryCounts categoryDistribution(cards::CardSet hole, cards::CardSet board);

/// The same by evaluating every completion one by one: the slow, plain way, for the tests.
CategoryCounts categoryDistributionByEnumeration(cards::CardSet hole, cards::CardSet board);

} // namespace core::holdem
