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
// How: every card adds a 64-bit key (a rank sum whose values keep every 5-7-card rank multiset distinct, plus
// four 4-bit suit counters) and ORs a 64-bit mask (13 rank bits per suit). A suit counter that reaches five
// selects the flush table (8,192 entries, indexed by that suit's rank bits); otherwise the rank sum goes
// through a perfect hash (one row displacement) into a table of the 73,775 rank multisets of 5-7 cards. Both
// tables are built once, on first use, in a few tens of milliseconds; together they take about 300 kB. (Ideas
// from OMPEval and holdem-hand-evaluator; the code is our own.)

#include "cards/card.h"
#include "cards/cardlist.h"
#include "cards/cardset.h"
#include "holdem/handvalue.h"

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

namespace core::holdem {

/// Rank multipliers: sums over 5-7 cards (at most four of a rank) are all distinct (the table build checks
/// it) and stay below 2^24.
inline constexpr std::array<std::uint32_t, 13> kRankMultipliers = {
    1, 4, 16, 67, 295, 1334, 5734, 23800, 60883, 208450, 509982, 1304151, 2967844};

/// Cards gathered for evaluation. Hands add up (`+`) as long as no card is counted twice, so a board can be
/// shared by every player and completed one card at a time.
struct Hand {
    std::uint64_t key = 0;  ///< rank sum << 32 | four 4-bit suit counters
    std::uint64_t mask = 0; ///< bit 16 * suit + rank index

    static constexpr Hand of(cards::Card c) {
        return {(std::uint64_t{kRankMultipliers[c.rankIndex()]} << 32) +
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

    /// The rank sum alone (what the non-flush table is keyed by).
    constexpr std::uint32_t rankKey() const { return static_cast<std::uint32_t>(key >> 32); }
    /// Rank bits (bit 0 = two ... bit 12 = ace) of one suit.
    constexpr std::uint32_t suitRanks(int suit) const {
        return static_cast<std::uint32_t>(mask >> (16 * suit)) & 0x1FFF;
    }
    constexpr bool operator==(const Hand&) const = default;
};

/// Per-card hands, indexed by Card::id().
inline constexpr std::array<Hand, 52> kCardHands = [] {
    std::array<Hand, 52> out{};
    for (int id = 0; id < 52; ++id) out[id] = Hand::of(cards::Card::fromId(id));
    return out;
}();

/// The lookup tables. One shared instance, built on first use (thread-safe).
class Evaluator {
public:
    static const Evaluator& instance() {
        static const Evaluator evaluator;
        return evaluator;
    }

    /// Value of the best five of 5-7 cards.
    HandValue evaluate(const Hand& hand) const {
        // Suit counters start at 3 so that a fifth card of a suit sets the counter's top bit.
        const std::uint64_t flush = (hand.key + 0x3333) & 0x8888;
        if (flush != 0) [[unlikely]]
            return m_flush[hand.suitRanks(std::countr_zero(flush) >> 2)];
        return rankValue(hand.rankKey());
    }
    /// Value of 5-7 cards of which no five share a suit, from their rank sum alone.
    HandValue rankValue(std::uint32_t rankKey) const {
        const std::uint32_t mixed = mix(rankKey);
        return m_ranks[mixed + m_rowOffsets[mixed >> kRowShift]];
    }
    /// Value of a flush (or straight flush) made of the suited ranks `rankBits` (5-7 bits set).
    HandValue flushValue(std::uint32_t rankBits) const { return m_flush[rankBits]; }

    /// Size of the tables in bytes (for the benchmark report).
    std::size_t tableBytes() const;

private:
    Evaluator();
    // Multiplying by an odd number permutes the 24-bit keys, spreading the dense low keys over all rows so
    // the displacement packs them tightly.
    static constexpr int kMixBits = 24;
    static constexpr std::uint32_t kMixMultiplier = 0x9E3779B1;
    static constexpr int kRowShift = 9;
    static constexpr std::uint32_t mix(std::uint32_t rankKey) {
        return (rankKey * kMixMultiplier) & ((1u << kMixBits) - 1);
    }

    std::vector<HandValue> m_ranks;
    std::vector<std::uint32_t> m_rowOffsets;
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
