#include "capsa/bots/greedy.h"

#include "capsa/combinationfinder.h"

#include <algorithm>
#include <array>

namespace core::capsa {

using cards::Card;
using cards::CardSet;

namespace {
const Card kThreeOfDiamonds(cards::Rank::Three, cards::Suit::Diamonds);
} // namespace

SelectionKey selectionKey(const CombinationRules& rules, const Combination& combo) {
    std::array<int, 13> keys{};
    int n = 0;
    for (Card c : combo.cards)
        keys[static_cast<std::size_t>(n++)] =
            combo.kind == Kind::Single ? rules.order().singleKey(c) : rules.order().comboKey(c);
    std::sort(keys.begin(), keys.begin() + n, std::greater<>());
    SelectionKey key{combo.strength, 0, 0};
    for (int i = 0; i < n; ++i) {
        auto& word = i < 8 ? key.tieHigh : key.tieLow;
        word = (word << 6) | static_cast<std::uint64_t>(keys[static_cast<std::size_t>(i)]);
    }
    return key;
}

namespace {

/// The lowest combination of `size` cards passing `feasible`, by selection order.
template <class Feasible>
std::optional<Combination> lowest(const CombinationRules& rules, CardSet hand, int size,
                                  Feasible&& feasible) {
    const CombinationFinder finder(rules);
    std::optional<Combination> best;
    SelectionKey bestKey;
    finder.forEach(hand, size, [&](CardSet cards) {
        const Combination c = rules.classify(cards);
        // The key orders by strength first: a stronger combination cannot be the lowest, and its key (a sort)
        // need not be made.
        if ((best && c.strength > bestKey.strength) || !feasible(c)) return false;
        const SelectionKey key = selectionKey(rules, c);
        if (!best || key < bestKey) {
            best = c;
            bestKey = key;
        }
        return false;
    });
    return best;
}

} // namespace

std::optional<CardSet> greedyPlay(const CombinationRules& rules, const TurnView& turn) {
    if (!turn.table) {
        const int most = rules.rules().straightLengths == StraightLengths::AnyFrom3 ? 13 : 5;
        for (int size = std::min(most, turn.hand.count()); size >= 1; --size) {
            const auto best = lowest(rules, turn.hand, size, [&](const Combination& c) {
                return !turn.mustPlayThreeOfDiamonds || c.cards.contains(kThreeOfDiamonds);
            });
            if (best) return best->cards;
        }
        return std::nullopt;
    }
    const Combination& table = *turn.table;
    const auto beats = [&](const Combination& c) { return rules.beats(c, table); };
    if (auto same = lowest(rules, turn.hand, table.size(), beats)) return same->cards;
    if (table.kind == Kind::Single) {
        if (auto bom = lowest(rules, turn.hand, 4, beats)) return bom->cards;
        if (auto quad = lowest(rules, turn.hand, 5, beats)) return quad->cards;
    }
    return std::nullopt;
}

} // namespace core::capsa
