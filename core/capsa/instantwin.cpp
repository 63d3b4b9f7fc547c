#include "capsa/instantwin.h"

#include "capsa/cardorder.h"

#include <algorithm>

namespace core::capsa {

InstantWin instantWinOf(cards::CardSet hand, const CapsaRules& rules) {
    if (hand.count() != 13) return InstantWin::None;
    int ranksPresent = 0;
    int pairs = 0;
    for (int r = 2; r <= 14; ++r) {
        const int n = (hand & cards::CardSet::ofRank(static_cast<cards::Rank>(r))).count();
        ranksPresent += n > 0;
        pairs += n / 2; // a four of a kind is two pairs, a triple one pair and the odd card
    }
    bool oneSuit = false;
    for (int s = 0; s < 4; ++s)
        oneSuit = oneSuit || hand == cards::CardSet::ofSuit(static_cast<cards::Suit>(s));

    if (rules.instantWinSuitedDragon && oneSuit) return InstantWin::SuitedDragon;
    if (rules.instantWinDragon && ranksPresent == 13) return InstantWin::Dragon;
    if (rules.instantWinFourTwos && (hand & cards::CardSet::ofRank(cards::Rank::Two)).count() == 4)
        return InstantWin::FourTwos;
    if (rules.instantWinSixPairs && pairs >= 6) return InstantWin::SixPairs;
    return InstantWin::None;
}

game::Seat instantWinner(const std::array<cards::CardSet, 4>& hands, game::Seat holder3D,
                         const CapsaRules& rules) {
    game::Seat winner = game::kNoSeat;
    InstantWin best = InstantWin::None;
    for (int step = 0; step < 4; ++step) {
        const game::Seat s = game::nextSeat(holder3D, 4, step);
        const InstantWin w = instantWinOf(hands[static_cast<std::size_t>(s)], rules);
        if (w > best) { // strictly better: an equal one further from the 3♦ holder loses
            best = w;
            winner = s;
        }
    }
    return winner;
}

std::vector<game::Seat> instantWinOrder(game::Seat winner, const std::array<cards::CardSet, 4>& hands,
                                        const CapsaRules& rules) {
    const CardOrder order(rules, false);
    const auto topCard = [&](game::Seat s) {
        int top = -1;
        for (cards::Card c : hands[static_cast<std::size_t>(s)]) top = std::max(top, order.singleKey(c));
        return top;
    };
    std::vector<game::Seat> others;
    for (game::Seat s = 0; s < 4; ++s)
        if (s != winner) others.push_back(s);
    std::sort(others.begin(), others.end(), [&](game::Seat a, game::Seat b) {
        const int ca = hands[static_cast<std::size_t>(a)].count(),
                  cb = hands[static_cast<std::size_t>(b)].count();
        if (ca != cb) return ca < cb;
        return topCard(a) > topCard(b);
    });
    others.insert(others.begin(), winner);
    return others;
}

} // namespace core::capsa
