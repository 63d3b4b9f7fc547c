#include "capsa/bots/rolloutpolicy.h"

#include "capsa/bots/greedy.h"
#include "capsa/combinationfinder.h"

#include <algorithm>
#include <array>

namespace core::capsa {

using cards::Card;
using cards::CardSet;

namespace {

const Card kThreeOfDiamonds(cards::Rank::Three, cards::Suit::Diamonds);

struct Ranks {
    std::array<CardSet, 13> byBigTwoRank{}; ///< index 0 = threes ... 12 = twos
    int count(int r) const { return byBigTwoRank[static_cast<std::size_t>(r)].count(); }
};

Ranks ranksOf(CardSet hand) {
    Ranks r;
    for (Card c : hand) r.byBigTwoRank[static_cast<std::size_t>(CardOrder::bigTwoRank(c))].add(c);
    return r;
}

/// The lowest `k` cards of rank `r` by combination key (the weakest suits).
CardSet lowestOfRank(const CombinationRules& rules, CardSet sameRank, int k) {
    std::vector<Card> cards = sameRank.toVector();
    std::sort(cards.begin(), cards.end(),
              [&](Card a, Card b) { return rules.order().comboKey(a) < rules.order().comboKey(b); });
    CardSet out;
    for (int i = 0; i < k && i < static_cast<int>(cards.size()); ++i)
        out.add(cards[static_cast<std::size_t>(i)]);
    return out;
}

/// The lowest five-card combination that beats `table` (or any, when leading) and does not use a two.
std::optional<Combination> lowestPaket(const CombinationRules& rules, CardSet hand,
                                       const Combination* table) {
    const CombinationFinder finder(rules);
    std::optional<Combination> best;
    finder.forEach(hand, 5, [&](CardSet cards) {
        const Combination c = rules.classify(cards);
        if (table && !rules.beats(c, *table)) return false;
        if (!best || c.strength < best->strength) best = c;
        return false;
    });
    return best;
}

} // namespace

Move rolloutMove(const CapsaState& s) {
    const Seat me = s.currentSeat();
    const CardSet hand = s.hand(me);
    const CombinationRules rules = s.combinationRules();
    const Ranks ranks = ranksOf(hand);
    int opponentsMin = 13;
    for (Seat o = 0; o < 4; ++o)
        if (o != me && !s.hand(o).empty()) opponentsMin = std::min(opponentsMin, s.hand(o).count());
    const bool endgame = hand.count() <= 4;

    if (!s.table()) {
        if (s.mustPlayThreeOfDiamonds()) {
            const int threes = ranks.count(0);
            if (threes >= 2)
                return Move::play(lowestOfRank(rules, ranks.byBigTwoRank[0], threes == 4 ? 3 : threes) |
                                  CardSet{kThreeOfDiamonds});
            if (auto p = lowestPaket(rules, hand, nullptr); p && p->cards.contains(kThreeOfDiamonds))
                return Move::play(p->cards);
            return Move::play(CardSet{kThreeOfDiamonds});
        }
        if (hand.count() >= 5)
            if (auto p = lowestPaket(rules, hand, nullptr);
                p && rules.order().comboRank(p->cards.last()) < 12)
                return Move::play(p->cards);
        // The lowest rank, played as the whole group (pair, triple) so nothing is broken; with an opponent on
        // one card, prefer groups and otherwise the highest single.
        int lowest = -1;
        for (int r = 0; r < 13; ++r)
            if (ranks.count(r) > 0 && (lowest < 0)) lowest = r;
        if (opponentsMin == 1) {
            for (int r = 0; r < 13; ++r)
                if (ranks.count(r) >= 2)
                    return Move::play(lowestOfRank(rules, ranks.byBigTwoRank[static_cast<std::size_t>(r)],
                                                   std::min(3, ranks.count(r))));
            Card top = hand.first();
            for (Card c : hand)
                if (rules.order().singleKey(c) > rules.order().singleKey(top)) top = c;
            return Move::play(CardSet{top});
        }
        const CardSet group = ranks.byBigTwoRank[static_cast<std::size_t>(lowest)];
        const int n = group.count();
        if (n == 4 && !rules.rules().quadAlone()) return Move::play(lowestOfRank(rules, group, 3));
        return Move::play(n == 4 ? group : lowestOfRank(rules, group, n));
    }

    const Combination& table = *s.table();
    const int ownerCards = s.hand(s.tableOwner()).count();
    const bool urgent = opponentsMin <= 2 || ownerCards <= 2 || endgame;
    const auto isTwo = [&](int r) { return r == 12; };

    if (table.kind == Kind::Single) {
        // A card from a rank held alone, lowest first; a pair only breaks when it is urgent.
        for (int pass = 0; pass < 2; ++pass) {
            for (int r = 0; r < 13; ++r) {
                const int n = ranks.count(r);
                if (n == 0 || (pass == 0 && n != 1) || (pass == 1 && !urgent)) continue;
                if (isTwo(r) && !urgent && hand.count() > 6) continue;
                for (Card c : ranks.byBigTwoRank[static_cast<std::size_t>(r)])
                    if (rules.beats(rules.classify(CardSet{c}), table)) return Move::play(CardSet{c});
            }
        }
        if (urgent && rules.rules().bombBeatsSingle && rules.rules().quadAlone())
            for (int r = 0; r < 13; ++r)
                if (ranks.count(r) == 4) return Move::play(ranks.byBigTwoRank[static_cast<std::size_t>(r)]);
        return Move::pass();
    }
    if (table.kind == Kind::Pair || table.kind == Kind::Triple || table.kind == Kind::Bom) {
        const int k = table.size();
        for (int r = 0; r < 13; ++r) {
            const int n = ranks.count(r);
            if (n < k || (n > k && !urgent) || (isTwo(r) && !urgent && hand.count() > 6)) continue;
            const CardSet group = ranks.byBigTwoRank[static_cast<std::size_t>(r)];
            // The weakest k cards of the rank that still beat (a pair may need its top suit).
            const CardSet low = lowestOfRank(rules, group, k);
            if (rules.beats(rules.classify(low), table)) return Move::play(low);
            if (n > k || k == 2)
                for (Card extra : group - low) {
                    CardSet alt = lowestOfRank(rules, group, k - 1);
                    alt.add(extra);
                    if (alt.count() == k && rules.beats(rules.classify(alt), table)) return Move::play(alt);
                }
        }
        return Move::pass();
    }
    if (table.isPaket()) {
        if (auto p = lowestPaket(rules, hand, &table)) {
            if (urgent || (p->strength >> 24) <= 3 || hand.count() <= 7) return Move::play(p->cards);
        }
        return Move::pass();
    }
    // Straights of other lengths (a variant): the greedy answer.
    const auto play = greedyPlay(rules, {hand, s.table(), false});
    return play ? Move::play(*play) : Move::pass();
}

} // namespace core::capsa
