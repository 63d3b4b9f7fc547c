#pragma once
// Ranges of starting-hand classes in the usual notation: "22+, A2s+, K9s-K5s, QTo+, 76s". A class played
// only part of the time is written with its frequency: "Q5o:0.37".

#include "holdem/pushfoldgame.h"

#include <string>

namespace core::holdem {

/// The classes with a frequency above zero, as range text: pairs, then suited hands by their high card,
/// then offsuit ones. Runs that reach the top ("A2s+": A2s to AKs; "TT+") are closed with "+". Frequencies
/// are shown with two decimals; a class below 0.005 is left out, one above 0.995 counts as always.
std::string rangeText(const ClassFrequencies& frequencies);

/// The share of the 1,326 starting hands the frequencies play, in percent.
double rangePercent(const ClassFrequencies& frequencies);

/// The class of a high rank, a low rank (rank indices 0 = two ... 12 = ace; equal for a pair) and
/// suitedness.
int classOfRanks(int high, int low, bool suited);

} // namespace core::holdem
