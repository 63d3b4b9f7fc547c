#pragma once
// The heads-up push/fold chart of no-limit Hold'em (the game of pushfoldgame.h): for effective stacks of 1
// to 20 big blinds in steps of half a big blind, how often the small blind moves all in and the big blind
// calls, per starting-hand class. The charts are Nash equilibria that tools/pushfoldtables.cpp computes
// (solving pushfoldgame.h on classequity.h's exact table), compiled in as data (data/pushfoldchart.inc);
// most classes are pure, a few mixed.

#include "cards/cardset.h"
#include "holdem/pushfoldgame.h"

#include <span>

namespace core::holdem {

inline constexpr double kPushFoldMinStack = 1.0;
inline constexpr double kPushFoldMaxStack = 20.0;
inline constexpr double kPushFoldStackStep = 0.5;

struct PushFoldChart {
    double stack = 0;          ///< effective stack in big blinds
    PushFoldStrategy strategy; ///< push and call frequencies per class
};

/// Every stored chart, by increasing stack (1, 1.5, ..., 20).
std::span<const PushFoldChart> pushFoldCharts();

/// The stored chart nearest to `stack` (clamped to 1-20 big blinds; a stack halfway between two charts takes
/// the deeper one, whose ranges are the tighter).
const PushFoldChart& pushFoldChart(double stack);

/// How often the small blind pushes, and the big blind calls a push, holding `hole` with `stack` big blinds.
double pushFrequency(double stack, cards::CardSet hole);
double callFrequency(double stack, cards::CardSet hole);

/// The exploitability of the chart pushFoldChart(stack) returns when the stacks are `stack`: both players'
/// best-response gains in big blinds per hand, computed on the stored equity table.
Exploitability pushFoldExploitability(double stack);

} // namespace core::holdem
