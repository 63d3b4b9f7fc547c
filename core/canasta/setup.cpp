#include "canasta/setup.h"

#include "canasta/state.h"
#include "cards/cardlist.h"

namespace core::canasta {

std::optional<State> State::fromSetup(const Setup& setup) {
    State s;
    Board& b = s.m_board;
    b.rules = setup.rules;
    b.draw = fixedSeating(setup.rules);
    b.hand = setup.hand;
    b.scores = setup.scores;
    b.table = makeTable(setup.rules, b.draw.order, setup.hand);

    PhysSet placed;
    bool ok = true;
    // The next unused physical copy of each face.
    const auto place = [&](Card face) -> PhysicalCard {
        for (int pack = 0; pack < 2; ++pack) {
            const PhysicalCard p = physical(face, pack);
            if (!placed.contains(p)) {
                placed.add(p);
                return p;
            }
        }
        ok = false;
        return 0;
    };
    const auto parse = [&](const std::string& text) {
        const auto parsed = cards::parseCardList(text, cards::Duplicates::Allow);
        if (!parsed.ok()) ok = false;
        return parsed.cards;
    };

    for (Seat seat = 0; seat < kMaxSeats; ++seat) {
        for (Card c : parse(setup.hands[seat])) s.m_hands[seat].add(place(c));
        for (Card c : parse(setup.redThrees[seat])) b.redThrees[seat].add(place(c));
        for (Card c : parse(setup.known[seat])) {
            const int p = (s.m_hands[seat] - b.known[seat]).pick(c);
            if (p < 0)
                ok = false;
            else
                b.known[seat].add(static_cast<PhysicalCard>(p));
        }
    }
    for (int side = 0; side < kMaxSides; ++side) {
        for (const std::string& text : setup.melds[side]) {
            const auto faces = parse(text);
            const MeldCheck check = classifyMeld(faces, setup.rules);
            if (check.shape.slot < 1) ok = false;
            for (Card c : faces) b.melds[side][std::max(check.shape.slot, 1)].add(place(c));
        }
        b.opened[side] = setup.opened[side] < 0 ? b.hasAnyMeld(side) : setup.opened[side] != 0;
    }
    for (Card c : parse(setup.pile)) b.pile.push(place(c));
    b.frozen = setup.frozen;
    const auto stockTop = parse(setup.stock);
    std::vector<PhysicalCard> listed;
    for (Card c : stockTop) listed.push_back(place(c));
    if (!ok) return std::nullopt;

    for (int p = 0; p < kPhysicalCards; ++p) {
        const auto card = static_cast<PhysicalCard>(p);
        if (placed.contains(card)) continue;
        if (setup.restInStock)
            s.m_stock.push(card);
        else
            b.aside.add(card);
    }
    for (auto it = listed.rbegin(); it != listed.rend(); ++it) s.m_stock.push(*it);

    if (setup.turnUpcard) {
        cards::Rng rng(0);
        s.turnUpcard(rng);
    }
    if (setup.layRedThrees)
        for (int k = 0; k < b.table.count; ++k) s.layOutRedThrees(b.table.next(b.table.first, k));
    const Seat first = setup.current == kNoSeat ? b.table.first : setup.current;
    if (!b.table.active(first)) return std::nullopt;
    s.beginTurn(first, Phase::Draw);
    b.stockOut = s.m_stock.empty();
    s.syncCounts();
    return s;
}

} // namespace core::canasta
