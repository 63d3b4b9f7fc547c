#include "holdem/ranges/preflopladder.h"

#include "holdem/bots/handclass.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <string>

namespace core::holdem {

namespace {

// The bonuses, in the units of the score (a fair share against one hand and against four count 1 each):
// about what moves 22 above A2o and 76s above K9o, as opening charts have them.
constexpr double kPairBonus = 0.10;
constexpr double kSuitedBonus = 0.03;
constexpr double kConnectorBonus = 0.05; // half for a one-gapper

double score(int handClass) {
    const PreflopEquity e = preflopEquity(handClass);
    double s = e.vsOne / 0.5 + e.vsFour / 0.2;
    const std::string name = handClassName(handClass);
    static constexpr std::string_view kRanks = "23456789TJQKA";
    const auto high = kRanks.find(name[0]), low = kRanks.find(name[1]);
    if (high == low) s += kPairBonus;
    if (name.size() == 3 && name[2] == 's') {
        s += kSuitedBonus;
        if (high - low == 1) s += kConnectorBonus;
        if (high - low == 2) s += kConnectorBonus / 2;
    }
    return s;
}

} // namespace

double ladderFraction(int handClass) {
    static const std::array<double, kHandClasses> fractions = [] {
        std::array<int, kHandClasses> order{};
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [](int a, int b) { return score(a) > score(b); });
        std::array<double, kHandClasses> out{};
        int combos = 0;
        for (int c : order) {
            combos += classCombos(c);
            out[static_cast<std::size_t>(c)] = combos / 1326.0;
        }
        return out;
    }();
    return fractions[static_cast<std::size_t>(handClass)];
}

} // namespace core::holdem
