#pragma once
// Sampling showdowns against weighted ranges (rangeodds.h, pricingvalues.cpp): a combination drawn from a
// range by its weight among those that clash with no card already out, and a board completed with random
// cards. Both draw from the generator in a fixed order, so a seed gives the same showdowns.

#include "cards/rng.h"
#include "holdem/evaluator.h"
#include "holdem/ranges/range.h"

#include <cstdint>
#include <vector>

namespace core::holdem {

class ComboSampler {
public:
    explicit ComboSampler(const Range& range);

    /// No combination has weight.
    bool empty() const { return m_support.empty(); }

    /// A combination (index into allCombos()) holding no card of `used`, drawn by weight: up to 60 draws by
    /// rejection, then, when `scanIfRejected`, the first such combination in order. -1 when none is found.
    int draw(cards::Rng& rng, cards::CardSet used, bool scanIfRejected) const;

private:
    std::vector<double> m_cumulative;
    std::vector<std::uint16_t> m_support;
};

/// `board` completed to five cards with random cards outside `used`, which are then marked used.
Hand completeBoard(cards::CardSet board, cards::CardSet& used, cards::Rng& rng);

} // namespace core::holdem
