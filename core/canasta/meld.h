#pragma once
// Card classes and values (§3.2) and melds (§3.3): what a meld is, which wild cards it may hold, when it is a
// canasta, and what its cards count.

#include "canasta/rules.h"
#include "cards/cardset.h"

#include <climits>
#include <span>

namespace core::canasta {

using cards::Card;
using cards::CardSet;
using cards::Rank;

inline constexpr CardSet kJokerFaces{Card::joker(cards::JokerColor::Black),
                                     Card::joker(cards::JokerColor::Red)};
inline constexpr CardSet kTwoFaces = CardSet::ofRank(Rank::Two);
inline constexpr CardSet kWildFaces = kTwoFaces | kJokerFaces;
inline constexpr CardSet kBlackThreeFaces{Card(Rank::Three, cards::Suit::Clubs),
                                          Card(Rank::Three, cards::Suit::Spades)};
inline constexpr CardSet kRedThreeFaces{Card(Rank::Three, cards::Suit::Diamonds),
                                        Card(Rank::Three, cards::Suit::Hearts)};

/// Meld slots are Card::rankIndex(): 1 = black threes (only when going out), 2 ... 12 = fours ... aces.
inline constexpr int kBlackThreeSlot = 1;
inline constexpr int kFirstNaturalSlot = 2;
inline constexpr int kMeldSlots = 13;

enum class CardClass : unsigned char { Wild, Natural, BlackThree, RedThree };

constexpr bool isJoker(Card c) {
    return c.isJoker();
}
constexpr bool isWild(Card c) {
    return c.isJoker() || c.rank() == Rank::Two;
}
constexpr bool isRedThree(Card c) {
    return !c.isJoker() && c.rank() == Rank::Three && c.isRed();
}
constexpr bool isBlackThree(Card c) {
    return !c.isJoker() && c.rank() == Rank::Three && !c.isRed();
}
constexpr CardClass classOf(Card c) {
    if (isWild(c)) return CardClass::Wild;
    if (isRedThree(c)) return CardClass::RedThree;
    if (isBlackThree(c)) return CardClass::BlackThree;
    return CardClass::Natural;
}

/// The faces that are natural cards of a meld slot.
constexpr CardSet slotFaces(int slot) {
    return slot == kBlackThreeSlot ? kBlackThreeFaces : CardSet::ofRank(static_cast<Rank>(slot + 2));
}
/// The meld slot a natural card (or black 3) belongs to; -1 for wild cards and red 3s.
constexpr int slotOf(Card c) {
    if (isWild(c) || isRedThree(c)) return -1;
    return c.rankIndex();
}

/// Card points (§3.2): joker 50, 2 and A 20, K ... 8 10, 7 ... 4 and black 3 5. A red 3 has no card value
/// (it scores as a bonus or penalty of its own).
constexpr int cardPoints(Card c) {
    if (c.isJoker()) return 50;
    switch (c.rank()) {
    case Rank::Two:
    case Rank::Ace:
        return 20;
    case Rank::Three:
        return c.isRed() ? 0 : 5;
    case Rank::Four:
    case Rank::Five:
    case Rank::Six:
    case Rank::Seven:
        return 5;
    default:
        return 10;
    }
}
/// Points of the natural cards of a slot.
constexpr int slotPoints(int slot) {
    return cardPoints(slotFaces(slot).first());
}

/// Cards a meld needs to be a canasta.
inline constexpr int kCanastaCards = 7;

constexpr bool isCanasta(int naturals, int wilds) {
    return naturals >= 4 && naturals + wilds >= kCanastaCards;
}

inline constexpr int kUnlimited = INT_MAX / 4;

/// The wild-card limit of a meld that is not a finished canasta: 3, or (NotMoreWildThanNatural) no more than
/// its naturals.
constexpr int baseWildLimit(int naturals, const CanastaRules& rules) {
    return rules.meldWilds == MeldWilds::AtMost3 ? 3 : (naturals < 3 ? naturals : 3);
}
/// The most wild cards a meld with `naturals` natural cards may hold (kUnlimited: no limit).
constexpr int wildCapacity(int naturals, const CanastaRules& rules) {
    // With four or more naturals the meld becomes a canasta at seven cards within the base limit; a finished
    // canasta then takes more wild cards unless the rules keep the limit of three, but under
    // NotMoreWildThanNatural never more than its natural cards, canastas included.
    if (naturals >= 4 && rules.wildLimitAfterCanasta == WildLimitAfterCanasta::None)
        return rules.meldWilds == MeldWilds::NotMoreWildThanNatural ? naturals : kUnlimited;
    return baseWildLimit(naturals, rules);
}
/// Whether a meld of `naturals` natural and `wilds` wild cards respects the wild-card limits. A canasta
/// finished with at most the normal limit may take more wild cards when the rules allow it.
constexpr bool wildsAllowed(int naturals, int wilds, const CanastaRules& rules) {
    return wilds <= wildCapacity(naturals, rules);
}
/// Which limit a meld of `naturals` and `wilds` breaks (it must break one): wild cards outnumbering natural
/// ones under NotMoreWildThanNatural, otherwise too many wild cards.
constexpr bool wildsOutnumberNaturals(int naturals, int wilds, const CanastaRules& rules) {
    return rules.meldWilds == MeldWilds::NotMoreWildThanNatural && wilds > naturals;
}

enum class MeldKind : unsigned char { Invalid, Meld, NaturalCanasta, MixedCanasta };

enum class MeldProblem : unsigned char {
    None,
    TooFewCards,            ///< fewer than three cards
    OnlyWildCards,          ///< no natural card at all
    MixedRanks,             ///< natural cards of more than one rank
    RedThree,               ///< red 3s are never melded
    TooFewNaturals,         ///< fewer than two natural cards
    TooManyWilds,           ///< more wild cards than the rules allow
    WildsOutnumberNaturals, ///< NotMoreWildThanNatural
    BlackThreeWithWild,     ///< black 3s are melded without wild cards
};

/// The make-up of a meld.
struct MeldShape {
    int slot = -1; ///< meld slot (rank), -1 if none
    int naturals = 0;
    int twos = 0;
    int jokers = 0;
    int points = 0; ///< card points
    int wilds() const { return twos + jokers; }
    int size() const { return naturals + wilds(); }
};

struct MeldCheck {
    MeldKind kind = MeldKind::Invalid;
    MeldProblem problem = MeldProblem::None;
    MeldShape shape;
    bool valid() const { return kind != MeldKind::Invalid; }
};

/// Classifies a complete meld as it could lie on the table (black 3s: 3 or 4, as melded when going out).
MeldCheck classifyMeld(std::span<const Card> cards, const CanastaRules& rules = {});

/// Kind of a meld known by its counts (it must be valid).
constexpr MeldKind meldKind(int naturals, int wilds) {
    if (!isCanasta(naturals, wilds)) return MeldKind::Meld;
    return wilds == 0 ? MeldKind::NaturalCanasta : MeldKind::MixedCanasta;
}

/// Canasta bonus: natural 500, mixed 300, otherwise 0.
constexpr int canastaBonus(int naturals, int wilds) {
    if (!isCanasta(naturals, wilds)) return 0;
    return wilds == 0 ? 500 : 300;
}

} // namespace core::canasta
