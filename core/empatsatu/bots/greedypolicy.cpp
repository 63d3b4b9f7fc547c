#include "empatsatu/bots/greedypolicy.h"

namespace core::empatsatu {

using cards::Card;
using cards::CardSet;

// Cards are tried in increasing order and only a strictly better key replaces the choice, so ties keep the
// lowest card.
DiscardChoice bestDiscard(CardSet hand, Card banned) {
    DiscardChoice best;
    for (Card c : hand) {
        if (c == banned) continue;
        CardSet rest = hand;
        rest.remove(c);
        const std::uint32_t key = rankKey(rest);
        if (!best.found || key > best.key) best = {c, key, true};
    }
    return best;
}

PolicyView policyView(const Observation& o) {
    return {o.rules, o.phase, o.hand, o.stockCount, o.takeable, o.takenThisTurn, o.discardedThisTurn};
}

PolicyView policyView(const EmpatSatuState& s) {
    return {s.rules(),    s.phase(),         s.hand(s.currentSeat()), s.stockCount(),
            s.takeable(), s.takenThisTurn(), s.discardedThisTurn()};
}

Move greedyMove(const PolicyView& v) {
    const Card noCard;
    switch (v.phase) {
    case Phase::Start: {
        if (EmpatSatuState::qualifiesToStop(v.hand, v.rules)) return Move::stop();
        const std::uint32_t now = rankKey(v.hand);
        if (!v.rules.discardFirst) {
            if (v.takeable.isValid()) {
                CardSet with = v.hand;
                with.add(v.takeable);
                if (bestDiscard(with, v.takeable).key > now) return Move::take();
            }
            return v.stockCount > 0 ? Move::draw() : Move::end();
        }
        if (v.takeable.isValid()) {
            CardSet with = v.hand;
            with.add(v.takeable);
            const DiscardChoice c =
                bestDiscard(with, v.takeable); // the taken card stays: it comes after the discard
            if (c.key > now) return Move::discard(c.card);
        }
        if (v.stockCount == 0) return Move::end();
        return Move::discard(bestDiscard(v.hand, noCard).card);
    }
    case Phase::Discard:
        return Move::discard(bestDiscard(v.hand, v.rules.mayRediscardTaken ? noCard : v.takenThisTurn).card);
    case Phase::Draw: {
        if (!v.takeable.isValid()) return Move::draw();
        if (v.stockCount == 0) return Move::take();
        CardSet withTake = v.hand, before = v.hand;
        withTake.add(v.takeable);
        if (v.discardedThisTurn.isValid()) before.add(v.discardedThisTurn);
        return rankKey(withTake) > rankKey(before) ? Move::take() : Move::draw();
    }
    case Phase::HandOver:
        break;
    }
    return Move::end();
}

} // namespace core::empatsatu
