#pragma once
// Capsa combinations: what a set of cards is under the rules, and whether one combination may be played on
// another (capsa.md §1.3, §2.2, §2.4).

#include "capsa/cardorder.h"
#include "capsa/rules.h"
#include "cards/cardset.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace core::capsa {

enum class Kind : std::uint8_t {
    Invalid,
    Single,
    Pair,
    Triple,
    Bom,      ///< four of a rank without a kicker
    TwoPair,  ///< two pairs of different ranks, under fourCardHands; beaten by a Bom
    Straight, ///< "Seri"; 5 cards, or 3-13 under straightLengths = AnyFrom3
    Flush,
    FullHouse,     ///< "Polo"
    FourOfAKind,   ///< "Piting": four of a rank plus a kicker
    StraightFlush, ///< "Seri Kembang"
};

/// Contract names used by the command-line tool: "single", "pair", "two_pair", ... "straight_flush",
/// "invalid".
std::string_view kindId(Kind kind);

struct Combination {
    Kind kind = Kind::Invalid;
    cards::CardSet cards;
    /// Orders combinations that may be played on each other; higher is stronger.
    std::uint32_t strength = 0;

    int size() const { return cards.count(); }
    bool valid() const { return kind != Kind::Invalid; }
    /// The five-card "paket" (straight of 5 cards, flush, full house, four of a kind, straight flush).
    bool isPaket() const { return size() == 5 && kind != Kind::Invalid; }
    bool operator==(const Combination&) const = default;
};

/// Where a straight's ranks sit: positions in the rule's straight order.
struct StraightShape {
    int start = -1; ///< index of the window (0 = lowest straight of its length)
    int length = 0;
};

class CombinationRules {
public:
    CombinationRules(const CapsaRules& rules, bool twoDemoted) : m_rules(rules), m_order(rules, twoDemoted) {}

    const CardOrder& order() const { return m_order; }
    const CapsaRules& rules() const { return m_rules; }

    /// What `cards` is; Kind::Invalid if it is not a combination under these rules.
    Combination classify(cards::CardSet cards) const;
    /// Whether `play` may be played on `table` by the combination rules alone (no turn context).
    bool beats(const Combination& play, const Combination& table) const;
    /// The card that names `combo` and decides its rank among its kind: a straight (or straight flush) by
    /// the straightCompare flag (the last card of its sequence, its highest card in Big Two order, or the
    /// first card of its sequence), a flush by its highest card, a full house or four of a kind by the
    /// highest card of its group, two pair by the top card of its higher pair, anything else by its highest
    /// card. No card for an invalid combination.
    cards::Card rankingCard(const Combination& combo) const;
    /// The cards of `combo` as they are laid down and read: a straight (or straight flush) in the order of
    /// its sequence (A 2 3 4 5 with the ace first), anything else from low to high.
    std::vector<cards::Card> inPlayOrder(const Combination& combo) const;
    /// If the ranks of `cards` (one card per rank) form a straight window, its shape.
    StraightShape straightShape(cards::CardSet cards) const;
    /// The rank (Card::rankIndex) at position `pos` of the straight order, or -1 past its end.
    int straightRankAt(int pos) const;
    /// Number of positions in the straight order (14 for LowAceTwo: A 2 3 ... K A).
    int straightOrderLength() const;
    /// The straight windows of `length` positions whose ranks are all in `ranks` (bit = Card::rankIndex),
    /// as a mask of their starts (bit = start).
    unsigned straightStarts(unsigned ranks, int length) const;

private:
    /// straightShape() of cards with ranks `ranks` (bit = Card::rankIndex), `length` of them.
    StraightShape shapeOfRanks(unsigned ranks, int length) const;
    /// The card that ranks the straight `cards` of this shape under straightCompare.
    cards::Card straightRankingCard(cards::CardSet cards, StraightShape shape) const;
    std::uint32_t straightStrength(cards::CardSet cards, StraightShape shape) const;
    std::uint32_t flushStrength(cards::CardSet cards) const;

    CapsaRules m_rules;
    CardOrder m_order;
};

} // namespace core::capsa
