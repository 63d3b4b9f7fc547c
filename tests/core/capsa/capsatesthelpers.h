#pragma once
// Card strings for Capsa tests.

#include "capsa/state.h"
#include "cards/cardlist.h"

#include <QTest>

namespace capsatest {

inline core::cards::CardSet cards(const char* text) {
    const auto parsed = core::cards::parseCardList(text);
    if (!parsed.ok()) qFatal("bad card list in a test: %s", text);
    return core::cards::CardSet::of(parsed.cards);
}

inline core::capsa::Move play(const char* text) {
    return core::capsa::Move::play(cards(text));
}

} // namespace capsatest
