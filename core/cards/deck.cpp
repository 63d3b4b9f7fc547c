#include "cards/deck.h"

#include <numeric>

namespace core::cards {

Deck Deck::standard52() {
    std::vector<Card> faces;
    for (int id = 0; id < 52; ++id) faces.push_back(Card::fromId(id));
    return Deck(std::move(faces));
}

Deck Deck::canasta108() {
    std::vector<Card> faces;
    for (int pack = 0; pack < 2; ++pack)
        for (int id = 0; id < Card::kIdCount; ++id) faces.push_back(Card::fromId(id));
    return Deck(std::move(faces));
}

std::vector<PhysicalCard> Deck::shuffled(Rng& rng) const {
    std::vector<PhysicalCard> order(m_faces.size());
    std::iota(order.begin(), order.end(), PhysicalCard{0});
    rng.shuffle(order);
    return order;
}

} // namespace core::cards
