#include "holdem/ranges/combosampler.h"

#include <algorithm>

namespace core::holdem {

ComboSampler::ComboSampler(const Range& range) {
    double run = 0;
    for (std::size_t i = 0; i < kCombos; ++i)
        if (range.weight[i] > 0) {
            run += range.weight[i];
            m_cumulative.push_back(run);
            m_support.push_back(static_cast<std::uint16_t>(i));
        }
}

int ComboSampler::draw(cards::Rng& rng, cards::CardSet used, bool scanIfRejected) const {
    if (m_support.empty()) return -1;
    const auto& combos = allCombos();
    for (int attempt = 0; attempt < 60; ++attempt) {
        const double r = rng.uniform() * m_cumulative.back();
        const auto it = std::upper_bound(m_cumulative.begin(), m_cumulative.end(), r);
        const std::size_t k =
            std::min<std::size_t>(static_cast<std::size_t>(it - m_cumulative.begin()), m_support.size() - 1);
        if (!combos[m_support[k]].cards.intersects(used)) return m_support[k];
    }
    if (scanIfRejected)
        for (std::uint16_t k : m_support)
            if (!combos[k].cards.intersects(used)) return k;
    return -1;
}

Hand completeBoard(cards::CardSet board, cards::CardSet& used, cards::Rng& rng) {
    Hand full = Hand::of(board);
    for (int missing = 5 - board.count(); missing > 0;) {
        const cards::Card card = cards::Card::fromId(static_cast<int>(rng.below(52)));
        if (used.contains(card)) continue;
        used.add(card);
        full += card;
        --missing;
    }
    return full;
}

} // namespace core::holdem
