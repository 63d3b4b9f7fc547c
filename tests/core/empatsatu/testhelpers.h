#pragma once
// Card strings for the Empat Satu tests: "As Ks Js Ts" -> cards.

#include "cards/cardlist.h"
#include "cards/cardset.h"

#include <stdexcept>
#include <string>
#include <string_view>

namespace empatsatutest {

inline core::cards::CardList cards(std::string_view text) {
    const auto parsed = core::cards::parseCardList(text);
    if (!parsed.ok()) throw std::invalid_argument("bad card list in a test: " + std::string(text));
    return parsed.cards;
}

inline core::cards::CardSet set(std::string_view text) {
    return core::cards::CardSet::of(cards(text));
}

inline core::cards::Card card(std::string_view text) {
    return *core::cards::Card::parse(text).card;
}

} // namespace empatsatutest
