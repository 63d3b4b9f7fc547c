#pragma once
// Scoring a hand (§3.11) and the end of a match. A side's hand score is kept item by item so the app can show
// it as a score sheet.

#include "canasta/meld.h"

#include <array>
#include <span>
#include <vector>

namespace core::canasta {

/// One side's score for one hand, item by item; total() is what is added to the side's cumulative score.
struct HandScore {
    int meldCards = 0;       ///< + card points of every card in the side's melds
    int naturalCanastas = 0; ///< how many (for the sheet)
    int mixedCanastas = 0;
    int canastaBonus = 0;  ///< + 500 per natural, 300 per mixed canasta
    int redThreeCount = 0; ///< red 3s laid out by the side (for the sheet)
    int redThrees =
        0; ///< +100 each (800 for all four), the same minus without a meld; -500 each left in a hand
    int goingOut = 0;     ///< + 100, or 200 for a perfect going out
    int handCards = 0;    ///< - card points still in the side's hands (even if they would form melds)
    int penaltyCards = 0; ///< - card points of penalty cards still held (§3.9 j)

    int total() const { return meldCards + canastaBonus + redThrees + goingOut + handCards + penaltyCards; }
    bool operator==(const HandScore&) const = default;
};

/// What one side has at the end of a hand, by faces.
struct SideTally {
    std::vector<std::vector<Card>> melds;
    int redThreesLaid = 0;
    std::vector<Card> handCards; ///< every card left in the side's hands (a red 3 there costs 500)
    std::vector<Card> penaltyCards;
    bool wentOut = false;
    bool perfect = false;
};

/// Red 3 bonus for `count` red 3s laid out: +100 each, +800 for all four; minus the same if the side has
/// made no meld.
int redThreeScore(int count, bool sideHasMeld);
/// Going-out bonus: 100, or 200 for a perfect going out.
int goingOutBonus(bool perfect);

HandScore scoreSide(const SideTally& tally);

/// Ends a match if a side reached `rules.targetScore` (§3.11): the highest total wins and gets the game
/// bonus; if the highest totals are equal, another hand is played. Returns the winning side, or -1 to play
/// on.
int settleMatch(std::span<int> scores, const CanastaRules& rules);

} // namespace core::canasta
