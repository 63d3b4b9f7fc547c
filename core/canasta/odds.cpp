#include "canasta/odds.h"

#include <cmath>

namespace core::canasta {

namespace {

double logChoose(int n, int k) {
    if (k < 0 || k > n) return -INFINITY;
    return std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0);
}

// P(a naturals and b wilds) among `draws` cards drawn from a pool holding `naturals` and `wilds`.
double jointProbability(int a, int b, int naturals, int wilds, int population, int draws) {
    const int others = population - naturals - wilds;
    const double l = logChoose(naturals, a) + logChoose(wilds, b) + logChoose(others, draws - a - b) -
                     logChoose(population, draws);
    return std::isinf(l) ? 0.0 : std::exp(l);
}

} // namespace

double atLeast(int need, int successes, int population, int draws) {
    if (need <= 0) return 1.0;
    double p = 0.0;
    for (int k = need; k <= std::min(successes, draws); ++k)
        p += std::exp(logChoose(successes, k) + logChoose(population - successes, draws - k) -
                      logChoose(population, draws));
    return std::min(1.0, p);
}

CanastaOdds computeOdds(const Observation& o, PileTakes nextPlayerTakes) {
    CanastaOdds out;
    const Board& b = o.board;
    PhysSet seen;
    for (PhysicalCard p : o.knownCards()) seen.add(p);
    for (int id = 0; id < Card::kIdCount; ++id) {
        const Card face = Card::fromId(id);
        const int unseen = 2 - seen.countFace(face);
        out.unseenByFace[id] = unseen;
        out.unseenTotal += unseen;
        if (face.isJoker())
            out.unseenJokers += unseen;
        else
            out.unseenByRank[face.rankIndex()] += unseen;
    }
    const auto unseenIn = [&](CardSet faces) {
        int n = 0;
        for (Card c : faces) n += out.unseenByFace[c.id()];
        return n;
    };

    // The next stock card.
    const int side = b.sideOf(o.seat);
    bool wildFits = false;
    int fitting = 0;
    for (int slot = kFirstNaturalSlot; slot < kMeldSlots; ++slot) {
        const bool meld = b.hasMeld(side, slot);
        const bool pair = o.hand.countFaces(slotFaces(slot)) >= 2;
        if (meld || pair) fitting += unseenIn(slotFaces(slot));
        wildFits = wildFits || meld || pair;
    }
    if (wildFits) fitting += unseenIn(kWildFaces);
    const int drawable = out.unseenTotal - unseenIn(kRedThreeFaces);
    out.nextCardFits = drawable > 0 ? static_cast<double>(fitting) / drawable : 0.0;

    // Discarding each card in the hand.
    const Seat next = b.table.next(o.seat);
    const int theirSide = b.sideOf(next);
    const PhysSet theirKnown = o.knownIn(next);
    const int hidden = std::max(0, b.handCount[next] - theirKnown.count());
    const bool frozen = b.pileFrozen();
    const bool opened = b.opened[theirSide];
    const bool pairOnly = nextPlayerTakes == PileTakes::NaturalPairOnly;
    const int knownWilds = theirKnown.countFaces(kWildFaces);
    const int unseenWilds = unseenIn(kWildFaces);
    for (Card c : o.hand.faces()) {
        DiscardRisk r{c, 0.0, DiscardRiskReason::Chance};
        if (isWild(c)) {
            r.reason = DiscardRiskReason::WildCardFreezes;
        } else if (isBlackThree(c)) {
            r.reason = DiscardRiskReason::BlackThreeStops;
        } else if (b.pile.empty() && b.handCount[next] == 1) {
            r.reason = DiscardRiskReason::OneCardPile;
        } else {
            const int slot = slotOf(c);
            const int knownNaturals = theirKnown.countFaces(slotFaces(slot));
            const int unseenNaturals = unseenIn(slotFaces(slot));
            const bool onto = !pairOnly && opened && !frozen && b.hasMeld(theirSide, slot) &&
                              (!b.isCanastaMeld(theirSide, slot) || b.rules.takePileOntoCanasta);
            const bool mixedAllowed = !pairOnly && opened && !frozen;
            if (onto) {
                r = {c, 1.0, DiscardRiskReason::OntoTheirMeld};
            } else if (knownNaturals >= 2) {
                r = {c, 1.0, DiscardRiskReason::KnownPair};
            } else if (mixedAllowed && knownNaturals >= 1 && knownWilds >= 1) {
                r = {c, 1.0, DiscardRiskReason::KnownMatch};
            } else {
                // Sum over how many naturals (a) and wilds (w) of their hidden cards complete what they need.
                double p = 0.0;
                for (int a = 0; a <= std::min(unseenNaturals, hidden); ++a) {
                    for (int w = 0; w <= std::min(unseenWilds, hidden - a); ++w) {
                        const int naturals = knownNaturals + a;
                        const bool takes =
                            naturals >= 2 || (mixedAllowed && naturals >= 1 && knownWilds + w >= 1);
                        if (takes)
                            p += jointProbability(a, w, unseenNaturals, unseenWilds, out.unseenTotal, hidden);
                    }
                }
                r.risk = std::min(1.0, p);
            }
        }
        out.discardRisks.push_back(r);
    }
    return out;
}

} // namespace core::canasta
