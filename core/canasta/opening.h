#pragma once
// Whether a side's first meld can still reach its minimum count (§3.6) this turn.
//
// Moves are single steps (a new meld of three cards, then one card at a time), so a first meld made of
// several melds is laid over several moves. No step may leave the player unable to complete it: a step is
// refused if, after it, no sequence of further legal steps reaches the minimum while keeping cards to
// discard. The best sequence is found greedily: every natural that fits a meld is laid, natural pairs take a
// wild card (the most valuable pairs first), and the remaining wild cards fill the melds' free wild places,
// jokers first.

#include "canasta/meld.h"
#include "canasta/physset.h"

#include <array>
#include <cstdint>

namespace core::canasta {

/// A hand by rule classes.
struct HandClasses {
    std::array<std::int8_t, kMeldSlots> naturals{}; ///< per slot (black 3s in slot 1)
    int twos = 0;
    int jokers = 0;
    int total = 0; ///< every card, red 3s and cards of no use included
};
HandClasses classesOf(PhysSet hand);

/// A side's melds by counts.
struct MeldCounts {
    std::array<std::int8_t, kMeldSlots> naturals{};
    std::array<std::int8_t, kMeldSlots> wilds{};
    bool exists(int slot) const { return naturals[slot] + wilds[slot] > 0; }
};

/// The most card points that further steps can add to the side's melds from `hand`, leaving at least `keep`
/// cards in the hand; -1 if `keep` cards cannot be kept at all.
int bestMeldGain(const HandClasses& hand, const MeldCounts& melds, int keep, const CanastaRules& rules);

/// Whether the meld of `slot` can become a canasta from `hand`, leaving at least `keep` cards.
bool canastaReachable(const HandClasses& hand, const MeldCounts& melds, int slot, int keep,
                      const CanastaRules& rules);

} // namespace core::canasta
