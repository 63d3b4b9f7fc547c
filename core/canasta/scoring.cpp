#include "canasta/scoring.h"

#include <algorithm>

namespace core::canasta {

int redThreeScore(int count, bool sideHasMeld) {
    const int value = count == 4 ? 800 : 100 * count;
    return sideHasMeld ? value : -value;
}

int goingOutBonus(bool perfect) {
    return perfect ? 200 : 100;
}

HandScore scoreSide(const SideTally& tally) {
    HandScore s;
    for (const auto& meld : tally.melds) {
        int naturals = 0;
        int wilds = 0;
        for (Card c : meld) {
            s.meldCards += cardPoints(c);
            (isWild(c) ? wilds : naturals) += 1;
        }
        if (isCanasta(naturals, wilds)) {
            (wilds == 0 ? s.naturalCanastas : s.mixedCanastas) += 1;
            s.canastaBonus += canastaBonus(naturals, wilds);
        }
    }
    s.redThreeCount = tally.redThreesLaid;
    s.redThrees = tally.redThreesLaid > 0 ? redThreeScore(tally.redThreesLaid, !tally.melds.empty()) : 0;
    for (Card c : tally.handCards) {
        if (isRedThree(c))
            s.redThrees -= 500;
        else
            s.handCards -= cardPoints(c);
    }
    for (Card c : tally.penaltyCards) s.penaltyCards -= isRedThree(c) ? 500 : cardPoints(c);
    if (tally.wentOut) s.goingOut = goingOutBonus(tally.perfect);
    return s;
}

int settleMatch(std::span<int> scores, const CanastaRules& rules) {
    const auto best = std::max_element(scores.begin(), scores.end());
    if (best == scores.end() || *best < rules.targetScore) return -1;
    if (std::count(scores.begin(), scores.end(), *best) > 1) return -1; // equal leaders: another hand
    *best += rules.gameBonus;
    return static_cast<int>(best - scores.begin());
}

} // namespace core::canasta
