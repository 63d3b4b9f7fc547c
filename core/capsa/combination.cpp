#include "capsa/combination.h"

#include <algorithm>
#include <array>
#include <bit>

namespace core::capsa {

using cards::Card;
using cards::CardSet;

std::string_view kindId(Kind kind) {
    switch (kind) {
    case Kind::Invalid:
        return "invalid";
    case Kind::Single:
        return "single";
    case Kind::Pair:
        return "pair";
    case Kind::Triple:
        return "triple";
    case Kind::Bom:
        return "bomb";
    case Kind::TwoPair:
        return "two_pair";
    case Kind::Straight:
        return "straight";
    case Kind::Flush:
        return "flush";
    case Kind::FullHouse:
        return "full_house";
    case Kind::FourOfAKind:
        return "four_of_a_kind";
    case Kind::StraightFlush:
        return "straight_flush";
    }
    return "invalid";
}

namespace {

// Straight orders as Card::rankIndex() values (0 = two ... 12 = ace).
constexpr std::array<int, 14> kLowAceTwo = {12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
constexpr std::array<int, 13> kTwoHigh = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0};
constexpr std::array<int, 12> kNoTwo = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};

/// Rank masks (bit = rankIndex) of every straight window: [length][start], 0 where there is none.
using WindowMasks = std::array<std::array<std::uint16_t, 14>, 14>;

template <std::size_t N>
constexpr WindowMasks windowMasks(const std::array<int, N>& order) {
    WindowMasks masks{};
    for (std::size_t length = 3; length <= 13; ++length)
        for (std::size_t start = 0; start + length <= N; ++start) {
            unsigned mask = 0;
            for (std::size_t i = 0; i < length; ++i) mask |= 1u << order[start + i];
            masks[length][start] = static_cast<std::uint16_t>(mask);
        }
    return masks;
}

constexpr WindowMasks kLowAceTwoWindows = windowMasks(kLowAceTwo);
constexpr WindowMasks kTwoHighWindows = windowMasks(kTwoHigh);
constexpr WindowMasks kNoTwoWindows = windowMasks(kNoTwo);

constexpr std::uint32_t kPaketShift = 24;

std::uint32_t paket(Kind kind, std::uint32_t within) {
    std::uint32_t category = 0;
    switch (kind) {
    case Kind::Straight:
        category = 1;
        break;
    case Kind::Flush:
        category = 2;
        break;
    case Kind::FullHouse:
        category = 3;
        break;
    case Kind::FourOfAKind:
        category = 4;
        break;
    case Kind::StraightFlush:
        category = 5;
        break;
    default:
        break;
    }
    return (category << kPaketShift) | within;
}

const WindowMasks& windowsOf(StraightWindows windows) {
    switch (windows) {
    case StraightWindows::LowAceTwo:
        return kLowAceTwoWindows;
    case StraightWindows::TwoHighNoWrap:
        return kTwoHighWindows;
    case StraightWindows::NoTwo:
        return kNoTwoWindows;
    }
    return kNoTwoWindows;
}

} // namespace

int CombinationRules::straightOrderLength() const {
    switch (m_rules.straightWindows) {
    case StraightWindows::LowAceTwo:
        return static_cast<int>(kLowAceTwo.size());
    case StraightWindows::TwoHighNoWrap:
        return static_cast<int>(kTwoHigh.size());
    case StraightWindows::NoTwo:
        return static_cast<int>(kNoTwo.size());
    }
    return 0;
}

int CombinationRules::straightRankAt(int pos) const {
    if (pos < 0 || pos >= straightOrderLength()) return -1;
    switch (m_rules.straightWindows) {
    case StraightWindows::LowAceTwo:
        return kLowAceTwo[static_cast<std::size_t>(pos)];
    case StraightWindows::TwoHighNoWrap:
        return kTwoHigh[static_cast<std::size_t>(pos)];
    case StraightWindows::NoTwo:
        return kNoTwo[static_cast<std::size_t>(pos)];
    }
    return -1;
}

unsigned CombinationRules::straightStarts(unsigned ranks, int length) const {
    const auto& windows = windowsOf(m_rules.straightWindows)[static_cast<std::size_t>(length)];
    unsigned starts = 0;
    for (int start = 0; start + length <= straightOrderLength(); ++start) {
        const unsigned window = windows[static_cast<std::size_t>(start)];
        if ((window & ranks) == window) starts |= 1u << start;
    }
    return starts;
}

StraightShape CombinationRules::straightShape(CardSet cards) const {
    return shapeOfRanks(cards.ranks(), cards.count());
}

StraightShape CombinationRules::shapeOfRanks(unsigned mask, int length) const {
    if (std::popcount(mask) != length) return {};
    const bool lengthAllowed =
        length == 5 || (m_rules.straightLengths == StraightLengths::AnyFrom3 && length >= 3);
    if (!lengthAllowed) return {};
    // The ranks' positions in the straight order as a bit mask: a straight is `length` positions in a row,
    // starting at the lowest one.
    const unsigned run = (1u << length) - 1;
    const auto window = [&](unsigned positions) {
        const int start = std::countr_zero(positions);
        return positions == run << start ? StraightShape{start, length} : StraightShape{};
    };
    constexpr unsigned kTwo = 1u << 0; // rank indexes: 0 = two ... 12 = ace
    constexpr unsigned kAce = 1u << 12;
    switch (m_rules.straightWindows) {
    case StraightWindows::LowAceTwo: { // A 2 3 ... K A: rank index r at position r + 1, an ace also at 0
        // The highest window wins when two match (only possible for 13 ranks: A..K and 2..A).
        const StraightShape aceHigh = window(mask << 1);
        if (aceHigh.length > 0 || !(mask & kAce)) return aceHigh;
        return window(((mask & ~kAce) << 1) | 1u);
    }
    case StraightWindows::TwoHighNoWrap: // 3 ... A 2: rank index r at position r - 1, the two at 12
        return window((mask >> 1) | ((mask & kTwo) << 12));
    case StraightWindows::NoTwo: // 3 ... A
        return mask & kTwo ? StraightShape{} : window(mask >> 1);
    }
    return {};
}

Card CombinationRules::straightRankingCard(CardSet cards, StraightShape shape) const {
    const auto cardOfRank = [&](int rankIndex) {
        for (Card c : cards)
            if (c.rankIndex() == rankIndex) return c;
        return Card();
    };
    switch (m_rules.straightCompare) {
    case StraightCompare::TopOfSequence:
        return cardOfRank(straightRankAt(shape.start + shape.length - 1));
    case StraightCompare::HighestBigTwoCard: {
        Card best = cards.first();
        for (Card c : cards)
            if (m_order.comboKey(c) > m_order.comboKey(best)) best = c;
        return best;
    }
    case StraightCompare::FrontCard:
        return cardOfRank(straightRankAt(shape.start));
    }
    return Card();
}

std::uint32_t CombinationRules::straightStrength(CardSet cards, StraightShape shape) const {
    const Card key = straightRankingCard(cards, shape);
    // The window's place counts first only when the last card of the sequence decides: that keeps A-2-3-4-5
    // below 2-3-4-5-6 although an ace outranks a six in Big Two order.
    if (m_rules.straightCompare == StraightCompare::TopOfSequence)
        return static_cast<std::uint32_t>(shape.start * 4 + m_order.suitRank(key));
    return static_cast<std::uint32_t>(m_order.comboKey(key));
}

Card CombinationRules::rankingCard(const Combination& combo) const {
    if (!combo.valid() || combo.cards.empty()) return Card();
    if (combo.kind == Kind::Straight || combo.kind == Kind::StraightFlush)
        return straightRankingCard(combo.cards, straightShape(combo.cards));
    CardSet named = combo.cards; // two pair: its highest card is the top card of its higher pair
    if (combo.kind == Kind::FullHouse || combo.kind == Kind::FourOfAKind) {
        // Named by the three or the four.
        for (Card c : combo.cards)
            if ((combo.cards & CardSet::ofRank(c.rank())).count() >= 3)
                named = combo.cards & CardSet::ofRank(c.rank());
    }
    const bool single = combo.kind == Kind::Single;
    Card top = named.first();
    for (Card c : named)
        if ((single ? m_order.singleKey(c) > m_order.singleKey(top)
                    : m_order.comboKey(c) > m_order.comboKey(top)))
            top = c;
    return top;
}

std::vector<Card> CombinationRules::inPlayOrder(const Combination& combo) const {
    std::vector<Card> out;
    if (combo.kind == Kind::Straight || combo.kind == Kind::StraightFlush) {
        const StraightShape shape = straightShape(combo.cards);
        for (int i = 0; i < shape.length; ++i)
            for (Card c : combo.cards)
                if (c.rankIndex() == straightRankAt(shape.start + i)) out.push_back(c);
        if (static_cast<int>(out.size()) == combo.size()) return out;
        out.clear();
    }
    for (Card c : combo.cards) out.push_back(c);
    std::sort(out.begin(), out.end(),
              [&](Card a, Card b) { return m_order.comboKey(a) < m_order.comboKey(b); });
    return out;
}

std::uint32_t CombinationRules::flushStrength(CardSet cards) const {
    // The cards share a suit, so the top one by comboKey is the one of highest rank: the two (the lowest
    // card id) unless twos rank low in combinations, otherwise the highest card id.
    const bool hasTwo = (cards.bits() & CardSet::ofRank(cards::Rank::Two).bits()) != 0;
    const Card top = hasTwo && !m_rules.twoLowInCombinations ? cards.first() : cards.last();
    switch (m_rules.flushCompare) {
    case FlushCompare::TopCard:
        return static_cast<std::uint32_t>(m_order.comboKey(top));
    case FlushCompare::SuitFirst:
        return static_cast<std::uint32_t>(m_order.suitRank(top) * 64 + m_order.comboKey(top));
    case FlushCompare::Lexicographic: {
        std::array<int, 5> ranks{};
        int n = 0;
        for (Card c : cards) ranks[static_cast<std::size_t>(n++)] = m_order.comboRank(c);
        std::sort(ranks.begin(), ranks.end(), std::greater<>());
        std::uint32_t value = 0;
        for (int r : ranks) value = value * 13 + static_cast<std::uint32_t>(r);
        return value * 4 + static_cast<std::uint32_t>(m_order.suitRank(top));
    }
    }
    return 0;
}

Combination CombinationRules::classify(CardSet cards) const {
    Combination combo;
    combo.cards = cards;
    const int n = cards.count();
    if (n == 0 || cards.bits() >> 52) return combo; // no cards, or a joker
    const unsigned mask = cards.ranks();
    const bool oneRank = std::popcount(mask) == 1;
    const Card any = cards.first();

    const auto setKind = [&](Kind kind, std::uint32_t strength) {
        combo.kind = kind;
        combo.strength = strength;
        return combo;
    };

    // Under fourCardHands two pair and the Bom are ranked like the five-card kinds, the kind first, so that
    // a search for the lowest four-card play (the greedy rule) finds a two pair before any Bom.
    const auto fourCardFamily = [&](std::uint32_t category, std::uint32_t within) {
        return m_rules.fourCardHands ? (category << kPaketShift) | within : within;
    };

    if (n == 1) return setKind(Kind::Single, static_cast<std::uint32_t>(m_order.singleKey(any)));
    if (oneRank) {
        const int rank = m_order.comboRank(any);
        if (n == 2) {
            int topSuit = 0;
            for (Card c : cards) topSuit = std::max(topSuit, m_order.suitRank(c));
            return setKind(Kind::Pair, static_cast<std::uint32_t>(rank * 4 + topSuit));
        }
        if (n == 3) return setKind(Kind::Triple, static_cast<std::uint32_t>(rank));
        if (n == 4 && m_rules.quadAlone())
            return setKind(Kind::Bom, fourCardFamily(2, static_cast<std::uint32_t>(rank)));
        return combo;
    }
    if (n == 4 && m_rules.fourCardHands && std::popcount(mask) == 2) {
        // Two ranks of four cards: two pairs unless three and one. A pair's strength is its rank and top
        // suit, so the higher pair's is the comboKey of the highest card.
        const CardSet low = cards & CardSet::ofRank(any.rank());
        if (low.count() == 2) {
            int top = 0;
            for (Card c : cards) top = std::max(top, m_order.comboKey(c));
            return setKind(Kind::TwoPair, fourCardFamily(1, static_cast<std::uint32_t>(top)));
        }
        return combo;
    }

    const StraightShape shape = shapeOfRanks(mask, n);
    const bool flush = CardSet::ofSuit(static_cast<cards::Suit>(any.suitIndex())).containsAll(cards);

    if (n != 5) {
        if (shape.length == n) return setKind(Kind::Straight, straightStrength(cards, shape));
        return combo;
    }
    if (shape.length == 5) {
        const std::uint32_t within = straightStrength(cards, shape);
        return setKind(flush ? Kind::StraightFlush : Kind::Straight,
                       paket(flush ? Kind::StraightFlush : Kind::Straight, within));
    }
    if (flush) return setKind(Kind::Flush, paket(Kind::Flush, flushStrength(cards)));

    if (std::popcount(mask) == 2) {
        // Either 3 + 2 or 4 + 1: the rank with the most cards decides.
        for (Card c : cards) {
            const int count = (cards & CardSet::ofRank(c.rank())).count();
            const auto rank = static_cast<std::uint32_t>(m_order.comboRank(c));
            if (count == 3) return setKind(Kind::FullHouse, paket(Kind::FullHouse, rank));
            if (count == 4 && m_rules.quadWithKicker())
                return setKind(Kind::FourOfAKind, paket(Kind::FourOfAKind, rank));
        }
    }
    return combo;
}

bool CombinationRules::beats(const Combination& play, const Combination& table) const {
    if (!play.valid() || !table.valid()) return false;
    if (table.kind == Kind::Single) {
        if (play.kind == Kind::Bom && m_rules.bombBeatsSingle) return true;
        if (play.kind == Kind::FourOfAKind && m_rules.fiveCardQuadBeatsSingle2 &&
            table.cards.first().rank() == cards::Rank::Two)
            return true;
    }
    if (play.size() != table.size()) return false;
    if (play.isPaket() && table.isPaket()) return play.strength > table.strength;
    if (play.kind == Kind::Bom && table.kind == Kind::TwoPair) return true; // four of a kind above two pair
    return play.kind == table.kind && play.strength > table.strength;
}

} // namespace core::capsa
