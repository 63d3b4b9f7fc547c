#pragma once
// Physical decks. Every physical card has an index in [0, size()); games that use one pack may treat the
// index as `Card::id()`. Canasta's 108 cards hold each face twice, so the UI can tell the two 7♥ apart while
// the rules compare faces.

#include "cards/card.h"
#include "cards/cardset.h"
#include "cards/rng.h"

#include <cstdint>
#include <vector>

namespace core::cards {

/// Index of one physical card in its deck.
using PhysicalCard = std::uint8_t;

class Deck {
public:
    /// 52 cards; physical index == Card::id().
    static Deck standard52();
    /// Two 52-card packs with two jokers each: physical index = pack * 54 + Card::id().
    static Deck canasta108();

    int size() const { return static_cast<int>(m_faces.size()); }
    Card face(PhysicalCard index) const { return m_faces[index]; }
    /// Which pack a physical card comes from (0 for a single pack).
    int pack(PhysicalCard index) const { return index / Card::kIdCount; }

    /// The physical cards in a freshly shuffled order (the top of a stock is the back of the vector).
    std::vector<PhysicalCard> shuffled(Rng& rng) const;

private:
    explicit Deck(std::vector<Card> faces) : m_faces(std::move(faces)) {}
    std::vector<Card> m_faces;
};

/// The physical cards of a one-pack deck holding `cards` (there the physical index is the card id).
inline std::vector<PhysicalCard> physicalCards(CardSet cards) {
    std::vector<PhysicalCard> out;
    out.reserve(static_cast<std::size_t>(cards.count()));
    for (Card c : cards) out.push_back(c.id());
    return out;
}

} // namespace core::cards
