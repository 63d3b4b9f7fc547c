#include "capsa/scoring.h"

namespace core::capsa {

int cardsLeftPenalty(cards::CardSet hand, bool doubleForTwos) {
    const int n = hand.count();
    int penalty = n == 13 ? 3 * n : n >= 10 ? 2 * n : n;
    if (doubleForTwos) {
        const int twos = (hand & cards::CardSet::ofRank(cards::Rank::Two)).count();
        penalty <<= twos;
    }
    return -penalty;
}

int placementPoints(int place) {
    static constexpr int kPoints[4] = {3, 2, 1, 0};
    return place >= 0 && place < 4 ? kPoints[place] : 0;
}

std::array<int, 4> roundPoints(const CapsaRules& rules, const std::vector<int>& finishOrder,
                               const std::array<cards::CardSet, 4>& handsAtFirstOut) {
    std::array<int, 4> points{};
    if (finishOrder.empty()) return points;
    if (rules.scoring == Scoring::Placement) {
        for (std::size_t place = 0; place < finishOrder.size(); ++place)
            points[static_cast<std::size_t>(finishOrder[place])] = placementPoints(static_cast<int>(place));
        return points;
    }
    const int winner = finishOrder.front();
    int total = 0;
    for (int seat = 0; seat < 4; ++seat) {
        if (seat == winner) continue;
        points[static_cast<std::size_t>(seat)] =
            cardsLeftPenalty(handsAtFirstOut[static_cast<std::size_t>(seat)], rules.doubleForTwos);
        total += points[static_cast<std::size_t>(seat)];
    }
    points[static_cast<std::size_t>(winner)] = -total;
    return points;
}

} // namespace core::capsa
