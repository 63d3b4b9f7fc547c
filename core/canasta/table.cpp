#include "canasta/table.h"

#include "cards/deck.h"

#include <algorithm>
#include <utility>

namespace core::canasta {

namespace {

// The rotating pair of a team of three (A, B, C) in hand h: A+B, C+A, B+C, ... (seed V.4).
std::pair<int, int> rotatingPair(int hand) {
    switch (hand % 3) {
    case 0:
        return {0, 1};
    case 1:
        return {2, 0};
    default:
        return {1, 2};
    }
}

} // namespace

int drawRank(cards::Card c) {
    if (c.isJoker()) return -1;
    // Rank first (2 lowest ... A highest), then spades > hearts > diamonds > clubs, i.e. the card id.
    return c.id();
}

PartnerDraw fixedSeating(const CanastaRules& rules) {
    PartnerDraw d;
    const int n = rules.players;
    // The order A, B, ... that makeTable() seats as 0, 1, 2 ... in hand 0.
    std::array<Seat, kMaxSeats> order{};
    switch (n) {
    case 4:
        order = {0, 2, 1, 3, 4, 5};
        break;
    case 5:
        order = {0, 2, 4, 1, 3, 5};
        break;
    case 6:
        order = rules.sixPlayerForm == SixPlayerForm::ThreePairs
                    ? std::array<Seat, kMaxSeats>{0, 3, 1, 4, 2, 5}
                    : std::array<Seat, kMaxSeats>{0, 2, 4, 1, 3, 5};
        break;
    default:
        order = {0, 1, 2, 3, 4, 5};
        break;
    }
    d.order = order;
    return d;
}

PartnerDraw drawForPartners(const CanastaRules& rules, cards::Rng& rng) {
    if (rules.seating == Seating::Fixed) return fixedSeating(rules);
    PartnerDraw d;
    const int n = rules.players;
    const auto deck = cards::Deck::canasta108();
    std::vector<cards::PhysicalCard> cards = deck.shuffled(rng);
    std::array<bool, kMaxSeats> needs{};
    for (int s = 0; s < n; ++s) needs[s] = true;
    // Whoever drew a joker or the same face as someone else draws again, from the cards still face down.
    while (std::any_of(needs.begin(), needs.begin() + n, [](bool b) { return b; })) {
        for (int s = 0; s < n; ++s) {
            if (!needs[s]) continue;
            if (cards.empty()) cards = deck.shuffled(rng);
            d.cards[s] = deck.face(cards.back());
            cards.pop_back();
        }
        for (int s = 0; s < n; ++s) {
            needs[s] = d.cards[s].isJoker();
            for (int t = 0; t < n; ++t)
                if (t != s && d.cards[t] == d.cards[s]) needs[s] = true;
        }
    }
    // Highest card first (insertion sort: six seats at most).
    std::array<Seat, kMaxSeats> order{0, 1, 2, 3, 4, 5};
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && drawRank(d.cards[order[j]]) > drawRank(d.cards[order[j - 1]]); --j)
            std::swap(order[j], order[j - 1]);
    d.order = order;
    return d;
}

Table makeTable(const CanastaRules& rules, const std::array<Seat, kMaxSeats>& order, int hand) {
    Table t;
    const int n = rules.players;
    const auto& o = order; // o[0] = A, o[1] = B, ...
    t.partner.fill(kNoSeat);
    std::array<Seat, kMaxSeats> seating{};
    int count = n;
    switch (n) {
    case 2:
    case 3:
        // Individual play: nobody moves; the highest drawer deals first.
        for (int i = 0; i < n; ++i) seating[i] = static_cast<Seat>(i);
        std::rotate(seating.begin(), std::find(seating.begin(), seating.begin() + n, o[0]),
                    seating.begin() + n);
        for (int i = 0; i < n; ++i) t.side[i] = static_cast<std::int8_t>(i);
        t.sides = static_cast<std::int8_t>(n);
        break;
    case 4:
        seating = {o[0], o[2], o[1], o[3], 0, 0};
        t.side[o[0]] = t.side[o[1]] = 0;
        t.side[o[2]] = t.side[o[3]] = 1;
        t.sides = 2;
        break;
    case 5: {
        const auto [first, second] = rotatingPair(hand);
        seating = {o[first], o[3], o[second], o[4], 0, 0};
        count = 4;
        t.side[o[0]] = t.side[o[1]] = t.side[o[2]] = 0;
        t.side[o[3]] = t.side[o[4]] = 1;
        t.sides = 2;
        break;
    }
    case 6:
        if (rules.sixPlayerForm == SixPlayerForm::ThreePairs) {
            seating = {o[0], o[2], o[4], o[1], o[3], o[5]};
            for (int i = 0; i < 6; ++i) t.side[o[i]] = static_cast<std::int8_t>(i / 2);
            t.sides = 3;
        } else {
            const auto [first, second] = rotatingPair(hand);
            seating = {o[first], o[3 + first], o[second], o[3 + second], 0, 0};
            count = 4;
            for (int i = 0; i < 6; ++i) t.side[o[i]] = static_cast<std::int8_t>(i / 3);
            t.sides = 2;
        }
        break;
    default:
        break;
    }
    t.count = static_cast<std::int8_t>(count);
    t.clockwise = seating;
    if (rules.partnership()) {
        // Partners sit opposite: half the table apart.
        for (int i = 0; i < count; ++i) t.partner[seating[i]] = seating[(i + count / 2) % count];
    }
    t.dealer = seating[hand % count];
    t.first = rules.firstPlayer == FirstPlayer::Dealer ? t.dealer : t.next(t.dealer);
    return t;
}

} // namespace core::canasta
