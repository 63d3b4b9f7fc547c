#pragma once
// Heads-up all-in equity between the 169 starting-hand classes, with card removal: class i against class j
// is every pair of their combinations that shares no card (AKs against AA: 4 x 3 = 12 pairs, not 4 x 6), each
// pair counted exactly over all 1,712,304 boards (handvshand.h). The push/fold chart (pushfold.h) is solved
// on this table.
//
// The table is data compiled into the core (data/classequity.inc), written by the tool pushfold-tables
// (tools/pushfoldtables.cpp), which calls computeClassEquity(). Suit isomorphism makes that affordable: a
// matchup's counts do not change when its suits are renamed, so the 812,175 pairs of disjoint combinations
// come down to 47,086 matchups, each enumerated once.

#include "cards/cardset.h"
#include "holdem/bots/handclass.h"

#include <array>
#include <cstdint>
#include <vector>

namespace core::holdem {

struct ClassEquity {
    /// [i][j]: pairs of combinations of class i and class j that share no card.
    std::array<std::array<std::uint16_t, kHandClasses>, kHandClasses> pairs{};
    /// [i][j]: half-points of class i against class j (two a win, one a tie) summed over those pairs and
    /// every board: pairs * 2 * kHeadsUpBoards in all between the two classes.
    std::array<std::array<std::uint32_t, kHandClasses>, kHandClasses> halfPoints{};

    /// Class i's mean share of the pot against class j (over their disjoint pairs).
    double share(int i, int j) const;
};

/// The combinations of a class (6 for a pair, 4 suited, 12 offsuit).
const std::vector<cards::CardSet>& classHoldings(int handClass);

/// Disjoint pairs of combinations of every two classes (the `pairs` of ClassEquity).
std::array<std::array<std::uint16_t, kHandClasses>, kHandClasses> classPairs();

/// Counts the whole table anew: tens of seconds with two threads.
ClassEquity computeClassEquity(int threads);

/// The table compiled into the core (data/classequity.inc).
const ClassEquity& storedClassEquity();

/// The stored table's upper triangle (i <= j, row by row), the form data/classequity.inc holds.
std::vector<std::uint32_t> upperTriangle(const ClassEquity& table);

} // namespace core::holdem
