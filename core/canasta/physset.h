#pragma once
// A set of physical Canasta cards (108: two packs of 54) as two 64-bit words, one per pack, each indexed by
// Card::id(). Rules compare faces, so counting a face or a rank is a mask and two popcounts; copies are
// cheap, which keeps states cheap to copy for a search.

#include "cards/cardset.h"
#include "cards/deck.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace core::canasta {

using cards::Card;
using cards::PhysicalCard;

inline constexpr int kPhysicalCards = 108;

/// The face of a physical card of the 108-card deck (Deck::canasta108()).
constexpr Card faceOf(PhysicalCard p) {
    return Card::fromId(p % Card::kIdCount);
}
/// The physical card of `face` in pack `pack` (0 or 1).
constexpr PhysicalCard physical(Card face, int pack) {
    return static_cast<PhysicalCard>(pack * Card::kIdCount + face.id());
}

class PhysSet {
public:
    constexpr PhysSet() = default;
    constexpr PhysSet(std::uint64_t pack0, std::uint64_t pack1) : m_w{pack0, pack1} {}

    constexpr void add(PhysicalCard p) { m_w[p / Card::kIdCount] |= bit(p); }
    constexpr void remove(PhysicalCard p) { m_w[p / Card::kIdCount] &= ~bit(p); }
    constexpr bool contains(PhysicalCard p) const { return (m_w[p / Card::kIdCount] & bit(p)) != 0; }
    constexpr int count() const { return std::popcount(m_w[0]) + std::popcount(m_w[1]); }
    constexpr bool empty() const { return (m_w[0] | m_w[1]) == 0; }
    constexpr void clear() { m_w[0] = m_w[1] = 0; }

    /// Copies of `face` in the set (0, 1 or 2).
    constexpr int countFace(Card face) const {
        const std::uint64_t b = std::uint64_t{1} << face.id();
        return ((m_w[0] & b) != 0) + ((m_w[1] & b) != 0);
    }
    /// Cards whose face lies in `faces`.
    constexpr int countFaces(cards::CardSet faces) const {
        return std::popcount(m_w[0] & faces.bits()) + std::popcount(m_w[1] & faces.bits());
    }
    /// The faces present (either pack).
    constexpr cards::CardSet faces() const { return cards::CardSet(m_w[0] | m_w[1]); }
    /// The cards whose face lies in `faces`.
    constexpr PhysSet withFaces(cards::CardSet faces) const {
        return PhysSet(m_w[0] & faces.bits(), m_w[1] & faces.bits());
    }
    /// A physical copy of `face` in the set, preferring copies in `preferred`; -1 if none.
    constexpr int pick(Card face, const PhysSet& preferred) const {
        int fallback = -1;
        for (int pack = 0; pack < 2; ++pack) {
            const PhysicalCard p = physical(face, pack);
            if (!contains(p)) continue;
            if (preferred.contains(p)) return p;
            if (fallback < 0) fallback = p;
        }
        return fallback;
    }

    constexpr int pick(Card face) const { return pick(face, PhysSet()); }

    constexpr std::uint64_t word(int pack) const { return m_w[pack]; }

    constexpr PhysSet operator|(PhysSet o) const { return {m_w[0] | o.m_w[0], m_w[1] | o.m_w[1]}; }
    constexpr PhysSet operator&(PhysSet o) const { return {m_w[0] & o.m_w[0], m_w[1] & o.m_w[1]}; }
    constexpr PhysSet operator-(PhysSet o) const { return {m_w[0] & ~o.m_w[0], m_w[1] & ~o.m_w[1]}; }
    constexpr PhysSet& operator|=(PhysSet o) { return *this = *this | o; }
    constexpr PhysSet& operator-=(PhysSet o) { return *this = *this - o; }
    constexpr PhysSet& operator&=(PhysSet o) { return *this = *this & o; }
    constexpr bool operator==(const PhysSet&) const = default;

    /// The physical cards in increasing index order.
    std::vector<PhysicalCard> toVector() const {
        std::vector<PhysicalCard> out;
        out.reserve(static_cast<std::size_t>(count()));
        for (int pack = 0; pack < 2; ++pack)
            for (std::uint64_t w = m_w[pack]; w != 0; w &= w - 1)
                out.push_back(static_cast<PhysicalCard>(pack * Card::kIdCount + std::countr_zero(w)));
        return out;
    }
    /// The faces, one entry per physical card, in increasing id order.
    std::vector<Card> faceList() const {
        std::vector<Card> out;
        for (PhysicalCard p : toVector()) out.push_back(faceOf(p));
        std::sort(out.begin(), out.end());
        return out;
    }

private:
    static constexpr std::uint64_t bit(PhysicalCard p) { return std::uint64_t{1} << (p % Card::kIdCount); }
    std::uint64_t m_w[2] = {0, 0};
};

/// An ordered pile of physical cards without heap storage (the stock, the discard pile); back() is the top.
class CardStack {
public:
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    PhysicalCard top() const { return m_cards[m_size - 1]; }
    PhysicalCard operator[](int i) const { return m_cards[i]; }
    void push(PhysicalCard p) { m_cards[m_size++] = p; }
    PhysicalCard pop() {
        const PhysicalCard p = m_cards[--m_size];
        m_cards[m_size] = 0;
        return p;
    }
    /// Puts `p` so that `position` cards lie below it.
    void insert(int position, PhysicalCard p) {
        for (int i = m_size; i > position; --i) m_cards[i] = m_cards[i - 1];
        m_cards[position] = p;
        ++m_size;
    }
    void clear() { *this = CardStack(); }
    const PhysicalCard* begin() const { return m_cards; }
    const PhysicalCard* end() const { return m_cards + m_size; }
    std::vector<PhysicalCard> toVector() const { return {begin(), end()}; }
    PhysSet toSet() const {
        PhysSet s;
        for (PhysicalCard p : *this) s.add(p);
        return s;
    }
    bool operator==(const CardStack& o) const {
        if (m_size != o.m_size) return false;
        for (int i = 0; i < m_size; ++i)
            if (m_cards[i] != o.m_cards[i]) return false;
        return true;
    }

private:
    PhysicalCard m_cards[kPhysicalCards] = {};
    std::uint8_t m_size = 0;
};

} // namespace core::canasta
