#pragma once
// Big Two card orders under the rule flags. Ranks 3 < 4 < ... < A < 2 and suits ♦ < ♣ < ♥ < ♠ by default;
// `suitOrder = Pusoy` uses ♣ < ♠ < ♥ < ♦; `twoLowInCombinations` ranks the 2 lowest in every combination of
// two or more cards; while a piting has "bombed the 2" (pitingBombsTwo) the 2 is the lowest single.

#include "capsa/rules.h"
#include "cards/card.h"

namespace core::capsa {

class CardOrder {
public:
    CardOrder(const CapsaRules& rules, bool twoDemoted)
        : m_pusoy(rules.suitOrder == SuitOrder::Pusoy)
        , m_twoLowInCombinations(rules.twoLowInCombinations)
        , m_twoDemoted(twoDemoted) {}

    /// 0 (lowest) ... 3 (highest).
    int suitRank(cards::Card c) const {
        static constexpr int kStandard[4] = {1, 0, 2, 3}; // clubs, diamonds, hearts, spades
        static constexpr int kPusoy[4] = {0, 3, 2, 1};
        return (m_pusoy ? kPusoy : kStandard)[c.suitIndex()];
    }
    /// Big Two rank 0 (3) ... 12 (2).
    static int bigTwoRank(cards::Card c) { return (c.rankIndex() + 12) % 13; }
    /// Rank of a single card: 3 ... A, 2; or 2, 3, ... A while the 2 is bombed.
    int singleRank(cards::Card c) const { return m_twoDemoted ? c.rankIndex() : bigTwoRank(c); }
    /// Rank inside a combination of two or more cards.
    int comboRank(cards::Card c) const { return m_twoLowInCombinations ? c.rankIndex() : bigTwoRank(c); }
    bool twoDemoted() const { return m_twoDemoted; }
    /// Strength of a single: rank then suit, 0 ... 51.

    int singleKey(cards::Card c) const { return singleRank(c) * 4 + suitRank(c); }
    /// A card's strength inside a combination, 0 ... 51.
    int comboKey(cards::Card c) const { return comboRank(c) * 4 + suitRank(c); }

private:
    bool m_pusoy;
    bool m_twoLowInCombinations;
    bool m_twoDemoted;
};

} // namespace core::capsa
