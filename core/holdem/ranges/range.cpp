#include "holdem/ranges/range.h"

#include "holdem/bots/handclass.h"
#include "holdem/rangetext.h"

#include <algorithm>

namespace core::holdem {

Range Range::uniform() {
    Range r;
    r.weight.fill(1.0f);
    return r;
}

Range Range::single(cards::CardSet hole) {
    Range r;
    r.weight[static_cast<std::size_t>(comboIndex(hole))] = 1.0f;
    return r;
}

Range Range::ofClasses(const ClassFrequencies& frequencies) {
    Range r;
    const auto& combos = allCombos();
    for (std::size_t i = 0; i < r.weight.size(); ++i)
        r.weight[i] = static_cast<float>(frequencies[static_cast<std::size_t>(handClass(combos[i].cards))]);
    return r;
}

double Range::total() const {
    double sum = 0;
    for (float w : weight) sum += w;
    return sum;
}

void Range::removeCards(cards::CardSet dead) {
    if (dead.empty()) return;
    const auto& combos = allCombos();
    for (std::size_t i = 0; i < weight.size(); ++i)
        if (combos[i].cards.intersects(dead)) weight[i] = 0.0f;
}

void Range::multiply(const std::array<float, kCombos>& factors) {
    for (std::size_t i = 0; i < weight.size(); ++i) weight[i] *= factors[i];
}

ClassFrequencies Range::classFrequencies(cards::CardSet dead) const {
    ClassFrequencies sum{};
    std::array<int, kHandClasses> count{};
    const auto& combos = allCombos();
    for (std::size_t i = 0; i < weight.size(); ++i) {
        if (combos[i].cards.intersects(dead)) continue;
        const auto c = static_cast<std::size_t>(handClass(combos[i].cards));
        sum[c] += weight[i];
        ++count[c];
    }
    for (std::size_t c = 0; c < sum.size(); ++c) sum[c] = count[c] ? sum[c] / count[c] : 0.0;
    return sum;
}

RangeSummary summarize(const Range& range, cards::CardSet dead) {
    const ClassFrequencies mean = range.classFrequencies(dead);
    const double most = *std::max_element(mean.begin(), mean.end());
    ClassFrequencies in{};
    if (most > 0)
        for (std::size_t c = 0; c < in.size(); ++c) in[c] = mean[c] >= 0.5 * most ? 1.0 : 0.0;
    RangeSummary out;
    out.text = rangeText(in);
    out.percent = rangePercent(in);
    out.anyTwo = out.percent >= 95.0;
    return out;
}

} // namespace core::holdem
