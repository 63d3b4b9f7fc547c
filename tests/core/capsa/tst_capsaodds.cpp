// Capsa odds: seed 000's probabilities (V-C40...V-C42), small cases worked out by hand, and the exact counts
// checked against enumerating every deal.
#include "capsa/odds.h"
#include "capsa/state.h"
#include "capsatesthelpers.h"

#include <QTest>

#include <cmath>
#include <functional>

using namespace core::capsa;
using capsatest::cards;
using core::cards::Card;
using core::cards::CardSet;

namespace {

/// Survival by enumerating every deal of `unseen` into the hands (seat 0 observes; no pool).
double survivalByEnumeration(const CombinationRules& rules, const Combination& table, CardSet unseen,
                             const std::array<int, 4>& sizes, std::uint8_t answering) {
    const std::vector<Card> cardsList = unseen.toVector();
    std::array<CardSet, 4> hands{};
    long good = 0, all = 0;
    std::function<void(std::size_t)> place = [&](std::size_t i) {
        if (i == cardsList.size()) {
            ++all;
            bool beaten = false;
            for (Seat s = 1; s < 4; ++s) {
                if (!((answering >> s) & 1u)) continue;
                const CardSet h = hands[static_cast<std::size_t>(s)];
                const auto list = h.toVector();
                for (unsigned m = 1; m < (1u << list.size()); ++m) {
                    CardSet sub;
                    for (std::size_t b = 0; b < list.size(); ++b)
                        if (m & (1u << b)) sub.add(list[b]);
                    if (rules.beats(rules.classify(sub), table)) beaten = true;
                }
            }
            good += beaten ? 0 : 1;
            return;
        }
        for (Seat s = 1; s < 4; ++s) {
            auto& h = hands[static_cast<std::size_t>(s)];
            if (h.count() >= sizes[static_cast<std::size_t>(s)]) continue;
            h.add(cardsList[i]);
            place(i + 1);
            h.remove(cardsList[i]);
        }
    };
    place(0);
    return double(good) / double(all);
}

} // namespace

class TestCapsaOdds : public QObject {
    Q_OBJECT
private slots:
    void seedProbabilities() {
        QCOMPARE(chanceHandHolds(1, 13, 52), 0.25);                       // V-C40
        QVERIFY(std::abs(chanceHandHolds(2, 13, 52) - 1.0 / 17) < 1e-12); // V-C41
        const double fourTwos = chanceHandHolds(4, 13, 52);               // V-C42: C(48,9)/C(52,13)
        QVERIFY(std::abs(fourTwos - 0.0026410564) < 1e-9);
        QVERIFY(std::abs(1.0 / fourTwos - 378.6) < 0.1);
        QCOMPARE(chanceHandHolds(3, 2, 10), 0.0);
    }

    void singleSurvivalByHand() {
        const CombinationRules rules(CapsaRules{}, false);
        const Combination queen = rules.classify(cards("Qs"));
        const CardSet unseen = cards("Ks As 2d 5c");
        const std::array<int, 4> sizes{0, 2, 1, 1};
        // Everyone may answer and holds all the unseen cards: a higher single is certainly out there.
        QCOMPARE(survivalExact(rules, queen, unseen, sizes, 0b1110, 0), 0.0);
        // Only seat 2 (one card) may answer: it survives when that card is the 5c.
        QVERIFY(std::abs(survivalExact(rules, queen, unseen, sizes, 0b0100, 0) - 0.25) < 1e-12);
    }

    void pairSurvivalByHand() {
        const CombinationRules rules(CapsaRules{}, false);
        const Combination eights = rules.classify(cards("8s 8h"));
        // Seat 1 (two of the four unseen cards) beats it only with 9c 9d: 1 deal in C(4,2) = 6.
        const double p = survivalExact(rules, eights, cards("9c 9d Tc 3s"), {0, 2, 1, 1}, 0b0010, 0);
        QVERIFY(std::abs(p - 5.0 / 6) < 1e-12);
    }

    void bomChanceByHand() {
        // Seat 1 holds four of the five unseen cards: all four 5s in 1 deal out of C(5,4) = 5.
        QVERIFY(std::abs(bomChanceExact(cards("5c 5d 5h 5s 3c"), {0, 4, 1, 0}, 0) - 0.2) < 1e-12);
        QCOMPARE(bomChanceExact(cards("5c 5d 5h 3c"), {0, 2, 1, 1}, 0), 0.0);
    }

    void exactCountsMatchEnumeration_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("unseen");
        QTest::addColumn<int>("answering");
        QTest::newRow("single, everyone") << ""
                                          << "9h"
                                          << "3c 5d 9s Tc Jd Qh Kc 2s" << 0b1110;
        QTest::newRow("single, Bom possible") << ""
                                              << "2h"
                                              << "5c 5d 5h 5s 3c 4d Kd 2s" << 0b1010;
        QTest::newRow("pair") << ""
                              << "7d 7c"
                              << "7h 7s 8c 8d 9s 9h Jd 3c" << 0b0110;
        QTest::newRow("triple") << ""
                                << "6c 6d 6h"
                                << "8c 8d 8h Kc Ks Kd 3s 4c" << 0b1110;
        QTest::newRow("single with the 2 bombed") << "capsa-banting"
                                                  << "4c"
                                                  << "2s 2h 3d 5c 6s Ah Kd Qc" << 0b1110;
    }
    void exactCountsMatchEnumeration() {
        QFETCH(QString, variant);
        QFETCH(QString, table);
        QFETCH(QString, unseen);
        QFETCH(int, answering);
        const auto resolved = CapsaRules::catalog().resolve(variant.toStdString());
        const CombinationRules rules(CapsaRules::fromFlags(resolved.values),
                                     variant == QLatin1String("capsa-banting"));
        const Combination t = rules.classify(cards(qPrintable(table)));
        const std::array<int, 4> sizes{0, 3, 3, 2};
        const double exact =
            survivalExact(rules, t, cards(qPrintable(unseen)), sizes, std::uint8_t(answering), 0);
        const double counted =
            survivalByEnumeration(rules, t, cards(qPrintable(unseen)), sizes, std::uint8_t(answering));
        QVERIFY2(std::abs(exact - counted) < 1e-12,
                 qPrintable(QStringLiteral("%1 vs %2").arg(exact).arg(counted)));
    }

    void oddsFromAnObservation() {
        CapsaState s(CapsaRules{}, 42);
        const Observation o = s.observation(0);
        const CapsaOdds odds = computeOdds(o, 200, 3);
        QCOMPARE(odds.unseen, 39);
        int total = 0;
        for (int n : odds.unseenByRank) total += n;
        QCOMPARE(total, 39);
        QVERIFY(odds.bomPossible);
        QVERIFY(odds.opponentHoldsBom >= 0.0 && odds.opponentHoldsBom < 0.2);
        QVERIFY(!odds.plays.empty());
        for (const PlayOdds& p : odds.plays) {
            QVERIFY(p.survives.probability >= 0.0 && p.survives.probability <= 1.0);
            if (p.unbeatable) QCOMPARE(p.survives.probability, 1.0);
            if (!p.play.isPaket()) QVERIFY(p.survives.exact);
        }
        // The 2 of spades can never be beaten as a single, but a Bom can beat it in Capsa Indonesia.
        const CombinationRules rules(CapsaRules{}, false);
        const Combination twoSpades = rules.classify(cards("2s"));
        const CardSet unseen = CardSet::fullDeck() - cards("2s");
        QVERIFY(survivalExact(rules, twoSpades,
                              unseen - cards("3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c"),
                              {0, 13, 13, 8}, 0b1110, 0) < 1.0);
    }
};

QTEST_GUILESS_MAIN(TestCapsaOdds)
#include "tst_capsaodds.moc"
