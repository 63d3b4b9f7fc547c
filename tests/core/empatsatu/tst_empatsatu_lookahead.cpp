// The lookahead policy (the Hard bot's rollouts for its own seat): hand-worked outlooks, the table against
// a plain recount, choices where it parts from the greedy policy, and legality in whole games.
#include "empatsatu/bots/hardbot.h"
#include "empatsatu/bots/lookaheadpolicy.h"
#include "empatsatu/scoring.h"
#include "policyhelpers.h"
#include "statehelpers.h"

#include <QTest>

using namespace core::empatsatu;
using core::cards::Card;
using core::cards::CardSet;
using empatsatutest::card;
using empatsatutest::policyViewOf;
using empatsatutest::set;

namespace {

/// The outlook counted again with no table and no renaming of suits.
double plainOutlook(CardSet hand, int draws) {
    if (draws == 0) return handScore(hand);
    double sum = 0;
    int n = 0;
    for (int id = 0; id < 52; ++id) {
        const Card drawn = Card::fromId(id);
        if (hand.contains(drawn)) continue;
        CardSet five = hand;
        five.add(drawn);
        double best = -1000;
        for (Card out : five) {
            CardSet rest = five;
            rest.remove(out);
            best = std::max(best, plainOutlook(rest, draws - 1));
        }
        sum += best;
        ++n;
    }
    return sum / n;
}

} // namespace

class TestEmpatSatuLookahead : public QObject {
    Q_OBJECT
private slots:
    void workedOutlooks() {
        // No draw beats 41: every card drawn goes back.
        QCOMPARE(handOutlook(set("Ah Kh Qh Jh"), 1), 41.0f);
        QCOMPARE(handOutlook(set("Ah Kh Qh Jh"), 2), 41.0f);
        QCOMPARE(handOutlook(set("Ah Kh Qh 2c"), 0), 29.0f);
        // Ah Kh Qh 2c (29): the ten hearts left (2-9, T, J: 64 points) replace 2c and score 31 + the card;
        // the 38 other cards leave 29. (10 x 31 + 64 + 38 x 29) / 48 = 1476 / 48.
        QCOMPARE(handOutlook(set("Ah Kh Qh 2c"), 1), 1476.0f / 48.0f);
        // Ah Kh Qh 2h (33): the nine hearts left (3-9, T, J: 62 points) replace 2h for 31 + the card; the
        // 39 others leave 33. (9 x 31 + 62 + 39 x 33) / 48 = 1628 / 48.
        QCOMPARE(handOutlook(set("Ah Kh Qh 2h"), 1), 1628.0f / 48.0f);
        // More draws than the table holds count as two; a hand of other than four cards has its score.
        QCOMPARE(handOutlook(set("Ah Kh Qh 2c"), 3), handOutlook(set("Ah Kh Qh 2c"), 2));
        QCOMPARE(handOutlook(set("Ah Kh 2c"), 1), 19.0f);
    }

    // The table (filled on demand, suits renamed) agrees with a plain recount.
    void outlooksMatchAPlainRecount() {
        core::cards::Rng rng(17);
        for (int i = 0; i < 12; ++i) {
            CardSet hand;
            while (hand.count() < 4) hand.add(Card::fromId(static_cast<int>(rng.below(52))));
            for (int draws : {1, 2}) {
                const double plain = plainOutlook(hand, draws);
                QVERIFY2(std::abs(handOutlook(hand, draws) - plain) < 1e-3,
                         qPrintable(QStringLiteral("hand %1, %2 draws").arg(i).arg(draws)));
            }
            // Keeping the hand is always open, so a further draw never lowers the outlook.
            QVERIFY(handOutlook(hand, 1) >= handOutlook(hand, 0));
            QVERIFY(handOutlook(hand, 2) >= handOutlook(hand, 1));
        }
    }

    void keepsThreeOfASuitOverAHigherScore() {
        // Greedy throws Kc to keep 3c 5c 9h Jh (11); the lookahead throws Jh and keeps three clubs (9),
        // which one more club turns into a flush.
        const PolicyView v = policyViewOf(Phase::Discard, "3c 5c 9h Jh Kc");
        QCOMPARE(greedyMove(v).toString(), std::string("discard Kc"));
        QCOMPARE(lookaheadMove(v).toString(), std::string("discard Jh"));
        QVERIFY(handOutlook(set("3c 5c Kc 9h"), 1) > handOutlook(set("3c 5c 9h Jh"), 1));
    }

    void drawsWhenTheTakeGainsLessThanADraw() {
        // 6d Js Qc Kc (4): taking As and throwing Qc makes 5, so greedy takes; a blind draw promises more.
        const PolicyView v = policyViewOf(Phase::Start, "6d Js Qc Kc", "As");
        QCOMPARE(greedyMove(v).toString(), std::string("take"));
        QCOMPARE(lookaheadMove(v).toString(), std::string("draw"));
        QVERIFY(handOutlook(set("6d Js Qc Kc"), 2) > handOutlook(set("6d Js Kc As"), 1));
        // A card that completes a flush is taken.
        QCOMPARE(lookaheadMove(policyViewOf(Phase::Start, "Ah Kh Qh 2c", "2h")).toString(),
                 std::string("take"));
    }

    void emptyStockTakesOrEnds() {
        // 1628/48 after taking 2h beats 1476/48; with 3c (2c must go: Ah Kh Qh 3c) it would not.
        QCOMPARE(lookaheadMove(policyViewOf(Phase::Start, "Ah Kh Qh 2c", "2h", 0)).toString(),
                 std::string("take"));
        QCOMPARE(lookaheadMove(policyViewOf(Phase::Start, "Ah Kh Qh 2c", "3c", 0)).toString(),
                 std::string("end"));
    }

    void stopsAndKeepsTheTakenCard() {
        QCOMPARE(lookaheadMove(policyViewOf(Phase::Start, "2h 3h 4h 5h", "Ah")).toString(),
                 std::string("stop"));
        PolicyView v = policyViewOf(Phase::Discard, "Ah Kh Qh 2c 3s");
        v.takenThisTurn = card("3s");
        QCOMPARE(lookaheadMove(v).toString(), std::string("discard 2c"));
    }

    // Every move it makes in whole games is legal, under every preset; the Hard search's rollouts play it for
    // the searching seat only, and it parts from the greedy policy in some turns.
    void legalInWholeGames_data() {
        QTest::addColumn<QString>("variant");
        empatsatutest::addPresetRows();
        QTest::newRow("re-discard") << "empatsatu-klasik,mayRediscardTaken=on";
    }
    void legalInWholeGames() {
        QFETCH(QString, variant);
        const auto rules = empatsatutest::variantRules(variant.toStdString());
        int moves = 0, differ = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            EmpatSatuState s(rules, seed);
            while (!s.isDealOver()) {
                const Move m = lookaheadRolloutMove(s);
                const auto seat = s.currentSeat();
                QCOMPARE(lookaheadMove(policyView(s.observation(seat))), m);
                QCOMPARE(hardRolloutMove(s, seat), m);
                QCOMPARE(hardRolloutMove(s, (seat + 1) % s.seatCount()), greedyRolloutMove(s));
                differ += m != greedyRolloutMove(s);
                QVERIFY2(!s.apply(m), m.toString().c_str());
                QVERIFY(++moves < 100000);
            }
        }
        QVERIFY(moves > 50);
        if (!rules.discardFirst) QVERIFY(differ > 0);
    }
};

QTEST_GUILESS_MAIN(TestEmpatSatuLookahead)
#include "tst_empatsatu_lookahead.moc"
