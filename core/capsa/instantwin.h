#pragma once
// Instant wins checked right after the deal (capsa.md §2.3): Dragon (one card of every rank), Suited Dragon
// (all thirteen of one suit), four 2s, six pairs plus one card (variation 7). Higher first when two players
// hold one: Suited Dragon > Dragon > four 2s > six pairs.

#include "capsa/rules.h"
#include "cards/cardset.h"

#include <cstdint>

namespace core::capsa {

enum class InstantWin : std::uint8_t { None, SixPairs, FourTwos, Dragon, SuitedDragon };

/// The best instant win the rules allow for this hand of 13 cards.
InstantWin instantWinOf(cards::CardSet hand, const CapsaRules& rules);

} // namespace core::capsa
