#pragma once

#include "cards/cardlist.h"
#include "cards/cardset.h"

#include <optional>
#include <string>
#include <string_view>

namespace core::capsa {

/// A Capsa move: the cards played, or a pass (no cards).
struct Move {
    cards::CardSet cards;

    static Move pass() { return {}; }
    static Move play(cards::CardSet c) { return {c}; }
    bool isPass() const { return cards.empty(); }

    /// Ordered by the card bits: a pass first, then plays.
    auto operator<=>(const Move& other) const { return cards.bits() <=> other.cards.bits(); }
    bool operator==(const Move&) const = default;

    /// "pass" or the cards in notation, lowest id first: "3d 4c 5h 6s 7d".
    std::string toString() const { return isPass() ? std::string("pass") : cards::formatCards(cards); }
    static std::optional<Move> parse(std::string_view text) {
        if (text == "pass") return pass();
        const auto parsed = cards::parseCardList(text);
        if (!parsed.ok() || parsed.cards.empty()) return std::nullopt;
        return play(cards::CardSet::of(parsed.cards));
    }
};

} // namespace core::capsa
