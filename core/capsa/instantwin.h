#pragma once
// Instant wins checked right after the deal (capsa.md §2.3): Dragon (one card of every rank), Suited Dragon
// (all thirteen of one suit), four 2s, six pairs plus one card (variation 7). Higher first when two players
// hold one: Suited Dragon > Dragon > four 2s > six pairs; equal ones go to the player nearer the 3♦ holder in
// playing order (the holder first). The others are ranked by the cards they hold: fewer is better, and
// between equal counts the higher top card (as a single, Big Two order) is better.

#include "capsa/rules.h"
#include "cards/cardset.h"
#include "game/seat.h"

#include <array>
#include <cstdint>
#include <vector>

namespace core::capsa {

enum class InstantWin : std::uint8_t { None, SixPairs, FourTwos, Dragon, SuitedDragon };

/// The best instant win the rules allow for this hand of 13 cards.
InstantWin instantWinOf(cards::CardSet hand, const CapsaRules& rules);

/// The seat that wins the deal at once, or kNoSeat: the best instant win, ties to the one nearer `holder3D`
/// in playing order.
game::Seat instantWinner(const std::array<cards::CardSet, 4>& hands, game::Seat holder3D,
                         const CapsaRules& rules);

/// The finishing order of a deal won at once by `winner`: the winner, then the others by cards held (fewer
/// first), equal counts by the higher top card.
std::vector<game::Seat> instantWinOrder(game::Seat winner, const std::array<cards::CardSet, 4>& hands,
                                        const CapsaRules& rules);

} // namespace core::capsa
