#pragma once
// A weighted range: for each of the 1,326 two-card combinations (bots/combos.h), how likely a player is to
// hold it, relative to a player who holds every combination alike. Reading a player's actions multiplies
// the weights by the likelihood of each action (rangereader.h); equities are taken against the weights
// (rangeodds.h). Weights are not normalised: what counts is their ratios, and total() gives the sum.
//
// For people a range is written in the usual class notation ("22+, A2s+, KTs+, QJs, AJo+"): a class is
// in the range when its combinations are held at least half as often as the most likely class's.

#include "cards/cardset.h"
#include "holdem/bots/combos.h"
#include "holdem/pushfoldgame.h"

#include <array>
#include <string>

namespace core::holdem {

struct Range {
    std::array<float, kCombos> weight{};

    /// Every combination with weight 1.
    static Range uniform();
    /// Only `hole`.
    static Range single(cards::CardSet hole);
    /// Each combination with its class's frequency.
    static Range ofClasses(const ClassFrequencies& frequencies);

    /// The sum of the weights.
    double total() const;
    /// Weight 0 for every combination holding a card of `dead`.
    void removeCards(cards::CardSet dead);
    /// Multiplies every weight by the matching factor.
    void multiply(const std::array<float, kCombos>& factors);
    /// Per class: the mean weight of its combinations that hold no card of `dead`.
    ClassFrequencies classFrequencies(cards::CardSet dead = {}) const;
};

/// How a range reads for people.
struct RangeSummary {
    std::string text;    ///< "22+, A2s+, KTs+, QJs, AJo+"
    double percent = 0;  ///< the share of the 1,326 hands the classes of the text make
    bool anyTwo = false; ///< at least 95% of the hands: the player may hold anything
};

/// The classes held at least half as often as the most likely one, as range text (rangetext.h), ignoring
/// combinations that hold a card of `dead`.
RangeSummary summarize(const Range& range, cards::CardSet dead = {});

} // namespace core::holdem
