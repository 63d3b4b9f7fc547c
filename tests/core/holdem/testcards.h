#pragma once
// Card strings for the Hold'em tests.

#include "cards/cardlist.h"
#include "cards/cardset.h"

#include <stdexcept>

namespace testcards {

inline core::cards::CardList list(const char* text) {
    const auto parsed = core::cards::parseCardList(text);
    if (!parsed.ok()) throw std::invalid_argument(text);
    return parsed.cards;
}

inline core::cards::CardSet set(const char* text) {
    return core::cards::CardSet::of(list(text));
}

inline core::cards::CardList join(core::cards::CardList a, const core::cards::CardList& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

} // namespace testcards
