#pragma once
// Sets of starting-hand classes read from the usual range notation, so that a bot's charts can be written
// the way players write them: "22+, A2s+, K9s-K5s, AJo+, KQo, 76s, AK" (a class without s or o names both
// the suited and the offsuit hand; "+" runs up to the pair or to the kicker below the high card; "A-B" runs
// between two classes of the same kind and high card, or between two pairs).

#include "holdem/bots/handclass.h"

#include <bitset>
#include <string_view>

namespace core::holdem {

using ClassSet = std::bitset<kHandClasses>;

/// The classes `text` names. Throws std::invalid_argument on text it cannot read: ranges are constants in
/// the code, and a test reads every one of them.
ClassSet parseClassRange(std::string_view text);

/// Whether `hole` is in `range`.
inline bool inRange(const ClassSet& range, cards::CardSet hole) {
    return range.test(static_cast<std::size_t>(handClass(hole)));
}

/// The share of the 1,326 starting hands `range` holds, in [0, 1].
double rangeShare(const ClassSet& range);

} // namespace core::holdem
