#include "holdem/pushfold.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace core::holdem {

namespace {

constexpr PushFoldChart kCharts[] = {
#include "holdem/data/pushfoldchart.inc"
};

} // namespace

std::span<const PushFoldChart> pushFoldCharts() {
    return kCharts;
}

const PushFoldChart& pushFoldChart(double stack) {
    const double clamped =
        std::clamp(std::isnan(stack) ? kPushFoldMinStack : stack, kPushFoldMinStack, kPushFoldMaxStack);
    const PushFoldChart* best = &kCharts[0];
    for (const PushFoldChart& c : kCharts)
        if (std::abs(c.stack - clamped) <= std::abs(best->stack - clamped)) best = &c;
    return *best;
}

double pushFrequency(double stack, cards::CardSet hole) {
    return pushFoldChart(stack).strategy.push[static_cast<std::size_t>(handClass(hole))];
}

double callFrequency(double stack, cards::CardSet hole) {
    return pushFoldChart(stack).strategy.call[static_cast<std::size_t>(handClass(hole))];
}

Exploitability pushFoldExploitability(double stack) {
    return PushFoldGame(stack, storedClassEquity()).exploitability(pushFoldChart(stack).strategy);
}

} // namespace core::holdem
