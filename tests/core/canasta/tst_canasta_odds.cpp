// The odds panel's numbers: unseen cards, the chance that the next stock card fits, the risk of each discard.
#include "canasta/odds.h"
#include "canastatest.h"

#include <QTest>

using namespace canastatest;

namespace {

const DiscardRisk& riskOf(const CanastaOdds& odds, const std::string& card) {
    for (const DiscardRisk& r : odds.discardRisks)
        if (r.card == cardsOf(card).front()) return r;
    qFatal("no risk for %s", card.c_str());
}

double binomial(int n, int k) {
    if (k < 0 || k > n) return 0.0;
    double r = 1;
    for (int i = 0; i < k; ++i) r = r * (n - i) / (i + 1);
    return r;
}

/// Seat 0 to discard; the next player (seat 1) holds five cards, the two kings known, and its side melded
/// queens.
Setup riskSetup() {
    Setup setup;
    setup.current = 0;
    setup.hands = {"Qd Ks 8s 3c 2c Td", "4c 5h 6c Kh Kc", "4d 5d 6d 8d", "4h 6h 8h Th Jh"};
    setup.known[1] = "Kh Kc";
    setup.melds[1] = {"Qc Qh Qs"};
    setup.pile = "7c";
    return setup;
}

} // namespace

class TestCanastaOdds : public QObject {
    Q_OBJECT
private slots:
    void hypergeometric() {
        QVERIFY(qAbs(atLeast(1, 4, 52, 5) - (1.0 - 1712304.0 / 2598960.0)) < 1e-9);
        QCOMPARE(atLeast(0, 4, 52, 5), 1.0);
        QCOMPARE(atLeast(5, 4, 52, 5), 0.0);
        QVERIFY(qAbs(atLeast(2, 2, 10, 10) - 1.0) < 1e-12);
        QVERIFY(qAbs(atLeast(1, 1, 10, 1) - 0.1) < 1e-12);
    }

    void unseenCardsCountTwoPacks() {
        const State s(rulesOf(""), 5);
        const CanastaOdds odds = computeOdds(s.observation(0));
        int seen = static_cast<int>(s.observation(0).knownCards().size());
        QCOMPARE(odds.unseenTotal, 108 - seen);
        int sum = odds.unseenJokers;
        for (int n : odds.unseenByRank) {
            QVERIFY(n >= 0 && n <= 8);
            sum += n;
        }
        QCOMPARE(sum, odds.unseenTotal);
        QVERIFY(odds.unseenJokers <= 4);
        for (int id = 0; id < 54; ++id) QVERIFY(odds.unseenByFace[id] >= 0 && odds.unseenByFace[id] <= 2);
        QCOMPARE(int(odds.discardRisks.size()), s.hand(0).faces().count());
    }

    void nextStockCardFits() {
        Setup setup;
        setup.current = 0;
        setup.hands = {"Ks Kd 5c", "4c 5h 6c 8c Tc", "4d 5d 6d 8d Td", "4h 6h 8h Th Jh"};
        setup.melds[0] = {"9c 9d 9h"};
        setup.redThrees[2] = "3h";
        const State s = fromSetup(setup);
        const CanastaOdds odds = computeOdds(s.observation(0));
        // Unseen: nines 8 - 3 = 5, kings 8 - 2 = 6, wilds 12; red 3s 4 - 1 = 3 are replaced when drawn.
        QCOMPARE(odds.unseenByRank[cardsOf("9c").front().rankIndex()], 5);
        QCOMPARE(odds.unseenByRank[cardsOf("Kc").front().rankIndex()], 6);
        const double expected = (5.0 + 6.0 + 12.0) / (odds.unseenTotal - 3);
        QVERIFY(qAbs(odds.nextCardFits - expected) < 1e-12);
        // Nothing to fit: no meld, no pair, so wild cards do not fit either.
        setup.melds[0].clear();
        setup.hands[0] = "Ks Qd 5c";
        const CanastaOdds none = computeOdds(fromSetup(setup).observation(0));
        QCOMPARE(none.nextCardFits, 0.0);
    }

    void discardRisks() {
        Setup setup = riskSetup();
        const State s = fromSetup(setup);
        const CanastaOdds odds = computeOdds(s.observation(0));
        QCOMPARE(riskOf(odds, "Qd").reason, DiscardRiskReason::OntoTheirMeld);
        QCOMPARE(riskOf(odds, "Qd").risk, 1.0);
        QCOMPARE(riskOf(odds, "Ks").reason, DiscardRiskReason::KnownPair);
        QCOMPARE(riskOf(odds, "2c").reason, DiscardRiskReason::WildCardFreezes);
        QCOMPARE(riskOf(odds, "2c").risk, 0.0);
        QCOMPARE(riskOf(odds, "3c").reason, DiscardRiskReason::BlackThreeStops);
        QCOMPARE(riskOf(odds, "3c").risk, 0.0);
        const DiscardRisk eight = riskOf(odds, "8s");
        QCOMPARE(eight.reason, DiscardRiskReason::Chance);
        QVERIFY(eight.risk > 0.0 && eight.risk < 1.0);
        // Three hidden cards against an unseen pool: a natural pair or a natural and a wild card.
        const int pool = odds.unseenTotal;
        const int eights = odds.unseenByRank[cardsOf("8c").front().rankIndex()];
        const int wilds = odds.unseenJokers + odds.unseenByRank[0];
        double expected = 0.0;
        for (int a = 0; a <= 3; ++a)
            for (int w = 0; w <= 3 - a; ++w)
                if (a >= 2 || (a >= 1 && w >= 1))
                    expected += binomial(eights, a) * binomial(wilds, w) *
                                binomial(pool - eights - wilds, 3 - a - w) / binomial(pool, 3);
        QVERIFY2(qAbs(eight.risk - expected) < 1e-9, std::to_string(eight.risk).c_str());

        // Frozen: only a natural pair counts, so the risk drops.
        setup.frozen = Frozen::WildDiscard;
        const CanastaOdds frozen = computeOdds(fromSetup(setup).observation(0));
        QVERIFY(riskOf(frozen, "8s").risk < eight.risk);
        QCOMPARE(riskOf(frozen, "Qd").reason, DiscardRiskReason::Chance); // their meld no longer takes it
        QCOMPARE(riskOf(frozen, "Ks").reason, DiscardRiskReason::KnownPair);
    }

    // For a player read as never taking the pile onto a meld or with a wild card, only a natural pair counts,
    // also for a card its side melded.
    void discardRisksForPairTakesOnly() {
        Setup setup = riskSetup();
        const CanastaOdds odds = computeOdds(fromSetup(setup).observation(0), PileTakes::NaturalPairOnly);
        const DiscardRisk queen = riskOf(odds, "Qd");
        QCOMPARE(queen.reason, DiscardRiskReason::Chance);
        // Of the eight queens, three are melded and one is in seat 0's hand; seat 1 hides three cards.
        QCOMPARE(odds.unseenByRank[cardsOf("Qd").front().rankIndex()], 4);
        const int pool = odds.unseenTotal;
        const double pair = (binomial(4, 2) * (pool - 4) + binomial(4, 3)) / binomial(pool, 3);
        QVERIFY2(qAbs(queen.risk - pair) < 1e-9, std::to_string(queen.risk).c_str());
        QCOMPARE(riskOf(odds, "Ks").reason, DiscardRiskReason::KnownPair);
        QCOMPARE(riskOf(odds, "Ks").risk, 1.0);
        // A card with no meld: the same as under a frozen pile, where too only a pair takes it.
        setup.frozen = Frozen::WildDiscard;
        const CanastaOdds frozen = computeOdds(fromSetup(setup).observation(0));
        QCOMPARE(riskOf(odds, "8s").risk, riskOf(frozen, "8s").risk);
        QVERIFY(riskOf(odds, "8s").risk <
                riskOf(computeOdds(fromSetup(riskSetup()).observation(0)), "8s").risk);
    }

    void usesTheObservationOnly() {
        const State s(rulesOf(""), 9);
        const Observation o = s.observation(2);
        core::cards::Rng rng(1);
        const State other = State::determinize(o, rng);
        const CanastaOdds a = computeOdds(o);
        const CanastaOdds b = computeOdds(other.observation(2));
        QCOMPARE(a.unseenByFace, b.unseenByFace);
        QCOMPARE(a.nextCardFits, b.nextCardFits);
        QCOMPARE(a.discardRisks.size(), b.discardRisks.size());
        for (std::size_t i = 0; i < a.discardRisks.size(); ++i)
            QCOMPARE(a.discardRisks[i].risk, b.discardRisks[i].risk);
    }
};

QTEST_GUILESS_MAIN(TestCanastaOdds)
#include "tst_canasta_odds.moc"
