#pragma once
// Showdown shares between combinations and ranges on a board, the measure every range decision is made with.
//
// RunoutTable: every combination's share of the pot against a weighted range at once. On each complete
// board the combinations are sorted by value, and one sweep from the weakest up gives each its weight
// beaten and tied; card removal is exact (the weight that holds one of the combination's cards is kept per
// card and taken off). A partial board is averaged over its runouts: every river card on the turn, and on
// the flop the fixed spread of 79 turn-and-river pairs that comboStrengths uses (within about 0.02 of the
// full count). Each runout counts alike, with the range's weights renormalised on it.
//
// heroShares: one hand's exact share against each combination: over every runout postflop (1,081 on the
// flop), and before the flop from the class-against-class table of classequity.h (exact for the classes,
// the hand's own suits averaged out).

#include "cards/cardset.h"
#include "holdem/bots/combos.h"
#include "holdem/handvalue.h"
#include "holdem/ranges/range.h"

#include <cstdint>
#include <vector>

namespace core::holdem {

/// Per combination, a share in [0, 1]; -1 where the combination cannot be held.
using ComboShares = std::array<float, kCombos>;

class RunoutTable {
public:
    /// `board`: 3, 4 or 5 cards.
    explicit RunoutTable(cards::CardSet board);
    /// The table of `board`, kept per thread for the last few boards asked for.
    static const RunoutTable& of(cards::CardSet board);

    cards::CardSet board() const { return m_board; }
    /// Every combination's mean share against `range` over the runouts it can see (-1 for one holding a
    /// board card; 0.5 when the range holds nothing it can meet).
    ComboShares shareAgainst(const Range& range) const;

private:
    struct Runout {
        std::vector<std::uint16_t> combos; ///< the combinations this runout leaves possible, weakest first
        std::vector<std::uint8_t> high;    ///< their cards' ids, in the same order
        std::vector<std::uint8_t> low;
        std::vector<std::uint32_t> groupEnd; ///< per position: one past the last of its equal values
    };
    cards::CardSet m_board;
    std::vector<Runout> m_runouts;
};

/// The exact share of `hole` against every combination (-1 where it clashes with `hole` or `board`).
ComboShares heroShares(cards::CardSet hole, cards::CardSet board);

/// The class of two hole cards against a weighted range before the flop: the table's class-against-class
/// shares weighted by the range's class frequencies and the pairs of combinations the two classes make
/// (card removal counted by class). For every class at once.
std::array<double, 169> preflopSharesAgainst(const Range& range);

} // namespace core::holdem
