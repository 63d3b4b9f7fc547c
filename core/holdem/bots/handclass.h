#pragma once
// The 169 starting-hand classes (13 pairs, 78 suited, 78 offsuit) and their preflop strength: equity against
// one, two and four random hands (computed with equity.h's Monte Carlo, 200,000-400,000 samples each, and
// stored here), and a ranking that blends the heads-up and the four-opponent figures so speculative suited
// hands rank by their multiway value too.

#include "cards/cardset.h"

#include <string>

namespace core::holdem {

inline constexpr int kHandClasses = 169;

/// The class of two hole cards: 0 = AA, then AKs, AKo, AQs, AQo, ... A2o, KK, KQs, ...
int handClass(cards::CardSet hole);
/// "AA", "AKs", "72o".
std::string handClassName(int handClass);
/// 6 for a pair, 4 suited, 12 offsuit.
int classCombos(int handClass);

struct PreflopEquity {
    double vsOne = 0;  ///< share of the pot against one random hand
    double vsTwo = 0;  ///< against two
    double vsFour = 0; ///< against four
};
PreflopEquity preflopEquity(int handClass);

/// Where the class stands: the fraction of all 1,326 starting hands that rank at or above it (AA: 0.0045,
/// 72o: about 1). A hand "in the top 15%" has topFraction <= 0.15.
double topFraction(int handClass);
/// The same for two hole cards.
double topFraction(cards::CardSet hole);

} // namespace core::holdem
