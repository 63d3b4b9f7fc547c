#include "capsa/instantwin.h"

namespace core::capsa {

InstantWin instantWinOf(cards::CardSet hand, const CapsaRules& rules) {
    if (hand.count() != 13) return InstantWin::None;
    int ranksPresent = 0;
    int pairs = 0;
    for (int r = 2; r <= 14; ++r) {
        const int n = (hand & cards::CardSet::ofRank(static_cast<cards::Rank>(r))).count();
        ranksPresent += n > 0;
        pairs += n / 2; // a four of a kind is two pairs, a triple one pair and the odd card
    }
    bool oneSuit = false;
    for (int s = 0; s < 4; ++s)
        oneSuit = oneSuit || hand == cards::CardSet::ofSuit(static_cast<cards::Suit>(s));

    if (rules.instantWinSuitedDragon && oneSuit) return InstantWin::SuitedDragon;
    if (rules.instantWinDragon && ranksPresent == 13) return InstantWin::Dragon;
    if (rules.instantWinFourTwos && (hand & cards::CardSet::ofRank(cards::Rank::Two)).count() == 4)
        return InstantWin::FourTwos;
    if (rules.instantWinSixPairs && pairs >= 6) return InstantWin::SixPairs;
    return InstantWin::None;
}

} // namespace core::capsa
