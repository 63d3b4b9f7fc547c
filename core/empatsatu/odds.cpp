#include "empatsatu/odds.h"

#include <algorithm>

namespace core::empatsatu {

using cards::Card;
using cards::CardSet;

int bestFourScore(CardSet hand) {
    if (hand.count() <= kHandSize) return handScore(hand);
    int best = -1000;
    for (Card c : hand) {
        CardSet rest = hand;
        rest.remove(c);
        best = std::max(best, bestFourScore(rest));
    }
    return best;
}

StockChance raiseChance(CardSet hand, int reference, CardSet unseen) {
    StockChance chance;
    chance.unseen = unseen.count();
    for (Card c : unseen) {
        CardSet with = hand;
        with.add(c);
        if (bestFourScore(with) > reference) ++chance.favourable;
    }
    return chance;
}

double expectedAfterDraw(CardSet hand, CardSet unseen) {
    if (unseen.empty()) return bestFourScore(hand);
    long total = 0;
    for (Card c : unseen) {
        CardSet with = hand;
        with.add(c);
        total += bestFourScore(with);
    }
    return double(total) / unseen.count();
}

OpponentSuits opponentSuits(const Observation& o, game::Seat seat) {
    OpponentSuits out;
    out.seat = seat;
    for (Card c : o.taken[static_cast<std::size_t>(seat)])
        ++out.taken[static_cast<std::size_t>(c.suitIndex())];
    for (Card c : o.thrown[static_cast<std::size_t>(seat)])
        ++out.thrown[static_cast<std::size_t>(c.suitIndex())];
    int best = 0;
    for (std::size_t s = 0; s < 4; ++s) {
        out.signal[s] = 2 * out.taken[s] - out.thrown[s];
        best = std::max(best, out.signal[s]);
    }
    if (best > 0)
        for (std::size_t s = 0; s < 4; ++s)
            if (out.signal[s] == best) out.collecting.push_back(static_cast<cards::Suit>(s));
    return out;
}

OddsReport computeOdds(const Observation& o) {
    OddsReport report;
    const CardSet unseen = o.unseen();
    const int held = o.hand.count();
    report.score = bestFourScore(o.hand);

    const bool stockLeft = !o.handOver() && o.stockCount > 0;
    if (!stockLeft) {
        // No next stock card: nothing to estimate.
    } else if (held == kHandSize) {
        report.nextCardRaises = raiseChance(o.hand, handScore(o.hand), unseen);
    } else if (held == kHandSize - 1 && o.discardedThisTurn.isValid()) {
        // Discarded first: compare with the hand the turn started with.
        CardSet before = o.hand;
        before.add(o.discardedThisTurn);
        report.nextCardRaises = raiseChance(o.hand, handScore(before), unseen);
    }

    const bool toAct = o.current == o.seat && !o.handOver();
    const bool discardNext =
        toAct && ((o.phase == Phase::Discard) || (o.phase == Phase::Start && o.rules.discardFirst &&
                                                  (o.stockCount > 0 || o.takeable.isValid())));
    if (discardNext) {
        for (Card c : o.hand) {
            if (c == o.takenThisTurn && !o.rules.mayRediscardTaken) continue;
            CardSet rest = o.hand;
            rest.remove(c);
            DiscardOption option{c, handScore(rest), std::nullopt};
            if (stockLeft) option.expectedAfterDraw = expectedAfterDraw(rest, unseen);
            report.discards.push_back(option);
        }
    }

    for (game::Seat s = 0; s < o.rules.players; ++s)
        if (s != o.seat) report.opponents.push_back(opponentSuits(o, s));
    return report;
}

} // namespace core::empatsatu
