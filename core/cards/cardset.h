#pragma once
// A set of distinct cards (faces and jokers) as a 64-bit mask: bit `Card::id()`.

#include "cards/card.h"

#include <bit>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <vector>

namespace core::cards {

class CardSet {
public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(std::uint64_t bits) : m_bits(bits) {}
    constexpr CardSet(std::initializer_list<Card> cards) {
        for (Card c : cards) add(c);
    }
    template <class Range>
    static constexpr CardSet of(const Range& cards) {
        CardSet s;
        for (Card c : cards) s.add(c);
        return s;
    }
    /// The 52 faces, no jokers.
    static constexpr CardSet fullDeck() { return CardSet((std::uint64_t{1} << 52) - 1); }
    /// All four cards of one rank.
    static constexpr CardSet ofRank(Rank r) {
        return CardSet(std::uint64_t{0xF} << ((static_cast<int>(r) - 2) * 4));
    }
    /// All thirteen cards of one suit.
    static constexpr CardSet ofSuit(Suit s) { return CardSet(kClubsMask << static_cast<int>(s)); }

    constexpr std::uint64_t bits() const { return m_bits; }
    constexpr void add(Card c) { m_bits |= bit(c); }
    constexpr void remove(Card c) { m_bits &= ~bit(c); }
    constexpr bool contains(Card c) const { return (m_bits & bit(c)) != 0; }
    constexpr bool containsAll(CardSet other) const { return (m_bits & other.m_bits) == other.m_bits; }
    constexpr bool intersects(CardSet other) const { return (m_bits & other.m_bits) != 0; }
    constexpr int count() const { return std::popcount(m_bits); }
    constexpr bool empty() const { return m_bits == 0; }
    constexpr void clear() { m_bits = 0; }
    /// Bit r set for every rank index r (Card::rankIndex: 0 = two ... 12 = ace) with a card in the set.
    /// Card ids keep each rank in one 4-bit field, so each field is folded to its lowest bit and the fields
    /// are packed together (the rules classify sets by their ranks in their inner loops).
    constexpr unsigned ranks() const {
        std::uint64_t x = m_bits & fullDeck().m_bits;
        x |= x >> 1;
        x = (x | (x >> 2)) & kClubsMask;
        x = (x | (x >> 3)) & 0x0303030303030303ULL;
        x = (x | (x >> 6)) & 0x000F000F000F000FULL;
        x = (x | (x >> 12)) & 0x000000FF000000FFULL;
        x = (x | (x >> 24)) & 0xFFFFULL;
        return static_cast<unsigned>(x);
    }
    /// The card with the lowest id; the set must not be empty.
    constexpr Card first() const { return Card::fromId(std::countr_zero(m_bits)); }
    /// The card with the highest id; the set must not be empty.
    constexpr Card last() const { return Card::fromId(63 - std::countl_zero(m_bits)); }

    constexpr CardSet operator|(CardSet o) const { return CardSet(m_bits | o.m_bits); }
    constexpr CardSet operator&(CardSet o) const { return CardSet(m_bits & o.m_bits); }
    constexpr CardSet operator-(CardSet o) const { return CardSet(m_bits & ~o.m_bits); }
    constexpr CardSet& operator|=(CardSet o) {
        m_bits |= o.m_bits;
        return *this;
    }
    constexpr CardSet& operator&=(CardSet o) {
        m_bits &= o.m_bits;
        return *this;
    }
    constexpr CardSet& operator-=(CardSet o) {
        m_bits &= ~o.m_bits;
        return *this;
    }
    constexpr bool operator==(const CardSet&) const = default;

    /// Iterates the cards in increasing id order.
    class Iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Card;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = Card;
        constexpr Iterator() = default;
        constexpr explicit Iterator(std::uint64_t rest) : m_rest(rest) {}
        constexpr Card operator*() const { return Card::fromId(std::countr_zero(m_rest)); }
        constexpr Iterator& operator++() {
            m_rest &= m_rest - 1;
            return *this;
        }
        constexpr Iterator operator++(int) {
            Iterator old = *this;
            ++*this;
            return old;
        }
        constexpr bool operator==(const Iterator&) const = default;

    private:
        std::uint64_t m_rest = 0;
    };
    constexpr Iterator begin() const { return Iterator(m_bits); }
    constexpr Iterator end() const { return Iterator(0); }

    std::vector<Card> toVector() const { return {begin(), end()}; }

private:
    static constexpr std::uint64_t kClubsMask = 0x1111111111111ULL; // bit 0, 4, ..., 48
    static constexpr std::uint64_t bit(Card c) { return std::uint64_t{1} << c.id(); }

    std::uint64_t m_bits = 0;
};

} // namespace core::cards
