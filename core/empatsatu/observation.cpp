#include "empatsatu/observation.h"

namespace core::empatsatu {

std::vector<cards::Card> Observation::centralPile() const {
    std::vector<cards::Card> out;
    out.reserve(discards.size());
    for (const DiscardEntry& d : discards) out.push_back(d.card);
    return out;
}

std::vector<cards::Card> Observation::pile(game::Seat owner) const {
    std::vector<cards::Card> out;
    for (const DiscardEntry& d : discards)
        if (d.seat == owner) out.push_back(d.card);
    return out;
}

cards::CardSet Observation::discardSet() const {
    cards::CardSet out;
    for (const DiscardEntry& d : discards) out.add(d.card);
    return out;
}

cards::CardSet Observation::unseen() const {
    cards::CardSet seen = hand | discardSet();
    for (int s = 0; s < rules.players; ++s) seen |= known[static_cast<std::size_t>(s)];
    if (result)
        for (int s = 0; s < rules.players; ++s) seen |= result->hands[static_cast<std::size_t>(s)];
    return cards::CardSet::fullDeck() - seen;
}

std::vector<cards::PhysicalCard> Observation::knownCards() const {
    const cards::CardSet seen = cards::CardSet::fullDeck() - unseen();
    std::vector<cards::PhysicalCard> out;
    out.reserve(static_cast<std::size_t>(seen.count()));
    for (cards::Card c : seen) out.push_back(c.id());
    return out;
}

} // namespace core::empatsatu
