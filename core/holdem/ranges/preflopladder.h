#pragma once
// The order in which sensible players add starting hands to a range they open (or limp) with, and the
// share of all hands at or above each class: the ladder the range reader walks down to a position's width.
//
// It is handclass.h's ranking (the mean of the equities against one and against four random hands, each
// relative to a fair share) with a bonus for what equity against random hands misses and opening charts
// keep: pairs (sets), and suited and connected hands (flushes and straights, played in position). So the top
// 15% reads "66+, A7s+, A5s, K9s+, QTs+, JTs, ATo+, KTo+" and the top 28% includes 44 and 98s.

namespace core::holdem {

/// The share of the 1,326 hands ranked at or above `handClass` (AA: 0.0045, the last class: 1).
double ladderFraction(int handClass);

} // namespace core::holdem
