#pragma once
// The 1,326 two-card combinations a player can hold, and how strong each is on a given board: the bots'
// common currency for ranges.

#include "cards/card.h"
#include "cards/cardset.h"

#include <array>

namespace core::holdem {

inline constexpr int kCombos = 1326;

struct Combo {
    cards::Card high; ///< the higher card id
    cards::Card low;
    cards::CardSet cards;
};

/// Every combination, ordered by (high id, low id).
const std::array<Combo, kCombos>& allCombos();
/// The index of the combination of two distinct cards.
int comboIndex(cards::Card a, cards::Card b);
/// The index of two hole cards.
int comboIndex(cards::CardSet hole);

/// Strength in [0, 1] of every combination on `board` (3-5 cards): its equity against one random hand with
/// the cards still to come dealt at random, the way a player who thinks in equity sees it. On the river it
/// is the share of all other combinations it beats (ties counting half); on the turn the mean of that over
/// every river card; on the flop over a fixed spread of turn-and-river pairs (the same every time).
/// Combinations that share a card with the board get -1.
using ComboStrengths = std::array<float, kCombos>;
void comboStrengths(cards::CardSet board, ComboStrengths& out);

} // namespace core::holdem
