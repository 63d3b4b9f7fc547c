#pragma once
// Texas Hold'em hand evaluation (rules: /work/shared/rules/holdem.md §4.5, after Robert's Rules of Poker).
//
// Rules summary: a player's hand is the best five of their seven cards (two hole cards and five board cards;
// either, both or no hole cards may play). Categories from high to low: straight flush, four of a kind, full
// house, flush, straight, three of a kind, two pair, pair, high card. The ace is high, and low only in the
// straight A-2-3-4-5 (the lowest straight); nothing wraps round (Q-K-A-2-3 is no straight). Within a category
// only the five chosen cards count: straights by their top card; quads, full houses, trips, pairs by the
// grouped ranks then the kickers; flushes and high cards by all five ranks from the top. Suits never break
// ties; equal hands split. Hold'em has no variant flags that touch the ranking.
//
// How: every card adds one 64-bit key (Hand): its rank's multiplier in the top 24 bits, a card counter and
// four suit counters in the low 20 bits. Seven cards without five of a suit, by far the most frequent
// question, then cost seven additions, one test and two table reads: the rank key (the top bits) goes through
// a perfect hash into the values of the 49,205 rank multisets of seven cards. A suit counter that reaches
// five selects the flush table (8,192 entries, indexed by that suit's rank bits); five or six cards have a
// table of their own (24,570 rank multisets), which keeps the seven-card table, the one the odds code and the
// bots read at random, small. The tables are built once, on first use, in a few tens of milliseconds;
// together they take about 197 kB. (Ideas from OMPEval and holdem-hand-evaluator; the code is our own.)

#include "cards/card.h"
#include "cards/cardlist.h"
#include "cards/cardset.h"
#include "holdem/handvalue.h"

#include <array>
#include <bit>
#include <cstdint>
#include <span>

namespace core::holdem {

/// Rank keys: a multiset of ranks is keyed by the sum of its ranks' multipliers modulo 2^24.
inline constexpr int kRankKeyBits = 24;
inline constexpr std::uint32_t kRankKeyMask = (1u << kRankKeyBits) - 1;

/// The multipliers are small numbers whose sums over 5-7 cards (at most four of a rank) are all distinct and
/// below 2^24 (the table build checks it), each multiplied by an odd constant modulo 2^24. That is a
/// bijection, so the sums stay distinct, and it spreads them (dense at the low end before) evenly over the
/// rows of the perfect hashes, which then pack tightly. Multiplication distributes over addition, so mixing
/// the multipliers mixes every sum: the evaluation itself never multiplies.
inline constexpr std::array<std::uint32_t, 13> kRankMultipliers = [] {
    constexpr std::array<std::uint32_t, 13> distinctSums = {
        1, 4, 16, 67, 295, 1334, 5734, 23800, 60883, 208450, 509982, 1304151, 2967844};
    constexpr std::uint32_t spread = 0x9E3779B1;
    std::array<std::uint32_t, 13> out{};
    for (int r = 0; r < 13; ++r) out[r] = (distinctSums[r] * spread) & kRankKeyMask;
    return out;
}();

/// Where Hand::key keeps the rank key: at the top, so that sums wrap modulo 2^24 by themselves.
inline constexpr int kRankKeyShift = 64 - kRankKeyBits;
/// Added to Hand::key before it is tested. Each suit counter (bits 0-15) starts at 3, so a fifth card of a
/// suit sets the counter's top bit; the card counter (bits 16-19) starts at 9, so a seventh card carries it
/// out to zero (into bit 20, which nothing reads). One test then tells seven cards without a flush from the
/// rest.
inline constexpr std::uint64_t kKeyBias = 0x9'3333;
inline constexpr std::uint64_t kFlushBits = 0x8888;
inline constexpr std::uint64_t kNotSevenBits = 0xF'0000;

/// Cards gathered for evaluation. Hands add up (`+`) as long as no card is counted twice, so a board can be
/// shared by every player and completed one card at a time.
struct Hand {
    std::uint64_t key = 0;  ///< rank key << 40 | card count << 16 | four 4-bit suit counters
    std::uint64_t mask = 0; ///< bit 16 * suit + rank index

    static constexpr Hand of(cards::Card c) {
        return {(std::uint64_t{kRankMultipliers[c.rankIndex()]} << kRankKeyShift) + (std::uint64_t{1} << 16) +
                    (std::uint64_t{1} << (4 * c.suitIndex())),
                std::uint64_t{1} << (16 * c.suitIndex() + c.rankIndex())};
    }
    static constexpr Hand of(cards::CardSet cards) {
        Hand h;
        for (cards::Card c : cards) h += c;
        return h;
    }
    static constexpr Hand of(std::span<const cards::Card> cards) {
        Hand h;
        for (cards::Card c : cards) h += c;
        return h;
    }

    constexpr Hand operator+(const Hand& o) const { return {key + o.key, mask | o.mask}; }
    constexpr Hand& operator+=(const Hand& o) {
        key += o.key;
        mask |= o.mask;
        return *this;
    }
    constexpr Hand operator+(cards::Card c) const { return *this + of(c); }
    constexpr Hand& operator+=(cards::Card c) { return *this += of(c); }

    /// The rank key alone (what the tables without flushes are keyed by).
    constexpr std::uint32_t rankKey() const { return static_cast<std::uint32_t>(key >> kRankKeyShift); }
    /// Rank bits (bit 0 = two ... bit 12 = ace) of one suit.
    constexpr std::uint32_t suitRanks(int suit) const {
        return static_cast<std::uint32_t>(mask >> (16 * suit)) & 0x1FFF;
    }
    constexpr bool operator==(const Hand&) const = default;
};

/// Per-card hands, indexed by Card::id(). Their keys and masks lie in two arrays, 8 bytes a card, so that a
/// card id scales into either address for free (the hot loops index them with ids they have just read).
struct CardHands {
    std::array<std::uint64_t, 52> keys{};
    std::array<std::uint64_t, 52> masks{};
    constexpr Hand operator[](std::size_t id) const { return {keys[id], masks[id]}; }
};
inline constexpr CardHands kCardHands = [] {
    CardHands out;
    for (int id = 0; id < 52; ++id) {
        const Hand h = Hand::of(cards::Card::fromId(id));
        out.keys[id] = h.key;
        out.masks[id] = h.mask;
    }
    return out;
}();

namespace detail {

/// A perfect hash of rank keys. A key's top bits are its row, the rest its column; each row's keys are stored
/// from a start slot of the row's own, chosen when the table is built so that no two keys share a slot. A
/// row's entry holds its start minus the row's first key modulo 2^16, so a key's slot is key + entry modulo
/// 2^16: one addition, and 16-bit entries (every table has fewer than 65,536 slots).
template <int RowShift, std::size_t Slots>
struct RankTable {
    static_assert(Slots <= 65536);
    std::array<std::uint16_t, std::size_t{1} << (kRankKeyBits - RowShift)> rowEntries{};
    std::array<HandValue, Slots> values{};

    HandValue at(std::uint32_t rankKey) const {
        return values[static_cast<std::uint16_t>(rankKey + rowEntries[rankKey >> RowShift])];
    }
};

} // namespace detail

/// The lookup tables. One shared instance, built on first use (thread-safe).
class Evaluator {
public:
    static const Evaluator& instance() {
        static const Evaluator evaluator;
        return evaluator;
    }

    /// Value of the best five of 5-7 cards.
    HandValue evaluate(const Hand& hand) const {
        const std::uint64_t key = hand.key + kKeyBias;
        if ((key & (kFlushBits | kNotSevenBits)) != 0) [[unlikely]]
            return flushOrFewer(key, hand.mask);
        return m_seven.at(static_cast<std::uint32_t>(key >> kRankKeyShift));
    }
    /// Value of the best five of seven distinct cards, the quickest way from the cards themselves: only their
    /// keys are added up; the suit of a flush is gathered from the cards when there is one.
    HandValue evaluate(std::span<const cards::Card, 7> cards) const {
        std::uint64_t key = kKeyBias;
        for (cards::Card c : cards) key += kCardHands.keys[c.id()];
        if ((key & kFlushBits) != 0) [[unlikely]]
            return flushOf(cards, key);
        return m_seven.at(static_cast<std::uint32_t>(key >> kRankKeyShift));
    }
    /// Value of seven cards of which no five share a suit, from their rank key (the sum of their ranks'
    /// kRankMultipliers; bits above the 24th are ignored, so the sum may run over).
    HandValue rankValue(std::uint32_t rankKey) const { return m_seven.at(rankKey & kRankKeyMask); }
    /// Value of a flush (or straight flush) made of the suited ranks `rankBits` (5-7 bits set).
    HandValue flushValue(std::uint32_t rankBits) const { return m_flush[rankBits]; }

    /// Size of the tables in bytes (for the benchmark report).
    std::size_t tableBytes() const;

private:
    Evaluator();
    // Out of line: rare in play (a flush, or a hand of five or six cards), and kept off the hot path's code.
    HandValue flushOrFewer(std::uint64_t biasedKey, std::uint64_t mask) const;
    HandValue flushOf(std::span<const cards::Card, 7> cards, std::uint64_t biasedKey) const;

    // Seven cards: 8,192 rows of 2,048 columns, six keys a row on average (with half as many rows, the rows
    // placed last find no room among the others and the table grows by a quarter). Five or six cards: 4,096
    // rows. The slot counts are what the build reaches, and it checks them.
    detail::RankTable<11, 50635> m_seven;
    detail::RankTable<12, 27461> m_fewer;
    std::array<HandValue, 8192> m_flush{};
};

/// Value of the best five of `hand` (5-7 cards).
inline HandValue evaluate(const Hand& hand) {
    return Evaluator::instance().evaluate(hand);
}
/// Category of the best five of `hand` (5-7 cards): the value's top bits, so no dearer than evaluate().
inline Category category(const Hand& hand) {
    return categoryOf(Evaluator::instance().evaluate(hand));
}
/// Value of the best five of 5-7 distinct cards.
HandValue evaluate(std::span<const cards::Card> cards);
HandValue evaluate(cards::CardSet cards);

/// The five cards (in Card::id() order) that make the best hand of 5-7 distinct cards. When several choices
/// are equally good (equal ranks in other suits), the one with the highest cards by id wins.
cards::CardList bestFive(std::span<const cards::Card> cards);

} // namespace core::holdem
