#pragma once
// Seed 003's greedy "play the most cards" (capsa.md §2.5), as a pure function of what the seat to act sees:
// candidates by number of cards, most first (paket, then the Bom, triple, pair, single); paket by category
// from the straight up; within a kind the lowest first, remaining ties by the cards from the highest down.
// When answering, only the same kind and higher is feasible; a Bom answers a single only when no single can.
// It never passes by choice.

#include "capsa/combination.h"
#include "cards/cardset.h"

#include <optional>

namespace core::capsa {

struct TurnView {
    cards::CardSet hand;
    std::optional<Combination> table; ///< empty when leading
    bool mustPlayThreeOfDiamonds = false;
};

/// The greedy play, or std::nullopt to pass.
std::optional<cards::CardSet> greedyPlay(const CombinationRules& rules, const TurnView& turn);

/// The order greedy selection uses within one size: lower is tried first.
struct SelectionKey {
    std::uint32_t strength = 0; ///< paket category in the high bits, so straights come first
    std::uint64_t tieHigh = 0;  ///< card keys from the highest down, 6 bits each
    std::uint64_t tieLow = 0;
    auto operator<=>(const SelectionKey&) const = default;
};
SelectionKey selectionKey(const CombinationRules& rules, const Combination& combo);

} // namespace core::capsa
