// Empat Satu odds from an observation, against values worked out by hand.
#include "empatsatu/odds.h"
#include "statehelpers.h"

#include <QTest>

using namespace core::empatsatu;
using core::cards::Suit;
using empatsatutest::card;
using empatsatutest::position;
using empatsatutest::set;

namespace {
EmpatSatuRules twoPlayers(bool discardFirst = false) {
    EmpatSatuRules r;
    r.players = 2;
    r.discardFirst = discardFirst;
    return r;
}
} // namespace

class TestEmpatSatuOdds : public QObject {
    Q_OBJECT
private slots:
    // Seat 0 holds 9h 8h 2c 3d (12) on the first turn; 48 cards unseen. Any of the 11 other hearts raises
    // it (throw 2c: 14 + value), and so do 2d and 2s (throw 3d: 13); nothing else does: 13 of 48.
    void chanceThatTheNextCardRaises() {
        const auto s = position(twoPlayers(), 1, 0, {"9h 8h 2c 3d", "Ac Kd Qs 5c"}, "Kh");
        const OddsReport r = computeOdds(s.observation(0));
        QCOMPARE(r.score, 12);
        QVERIFY(r.nextCardRaises);
        QCOMPARE(r.nextCardRaises->unseen, 48);
        QCOMPARE(r.nextCardRaises->favourable, 13);
        QCOMPARE(r.nextCardRaises->probability(), 13.0 / 48.0);
        QVERIFY(r.discards.empty()); // draw first: no discard yet

        // Ah Kh Qh 2c (29): only the ten hearts left raise it.
        const auto t = position(twoPlayers(), 1, 0, {"Ah Kh Qh 2c", "Ac Kd Qs 5c"});
        QCOMPARE(computeOdds(t.observation(0)).nextCardRaises->favourable, 10);
    }

    // After drawing Kh: 9h 8h 2c 3d Kh, 47 unseen (10 hearts worth 68 in all, 2d and 2s, 35 others).
    // Throw 2c, keep 9h 8h 3d Kh (24): a heart makes 27 + v (sum 338), 2d/2s make 25, the rest keep 24:
    // (338 + 50 + 35 x 24) / 47 = 1228 / 47. Likewise 3d: 1263/47, Kh: 664/47, 9h: 711/47, 8h: 758/47.
    void discardOptionsAfterDrawing() {
        auto s = position(twoPlayers(), 1, 0, {"9h 8h 2c 3d", "Ac Kd Qs 5c"}, "Kh");
        ES_PLAY(s, "draw");
        const OddsReport r = computeOdds(s.observation(0));
        QCOMPARE(r.score, 25);
        QVERIFY(!r.nextCardRaises);
        QCOMPARE(int(r.discards.size()), 5);
        struct Expect {
            const char* card;
            int score;
            int sum;
        };
        // In card order: 2c, 3d, 8h, 9h, Kh.
        const Expect expected[] = {
            {"2c", 24, 1228}, {"3d", 25, 1263}, {"8h", 14, 758}, {"9h", 13, 711}, {"Kh", 12, 664}};
        for (int i = 0; i < 5; ++i) {
            const DiscardOption& d = r.discards[std::size_t(i)];
            QCOMPARE(d.card, card(expected[i].card));
            QCOMPARE(d.score, expected[i].score);
            QVERIFY(d.expectedAfterDraw);
            QCOMPARE(*d.expectedAfterDraw, expected[i].sum / 47.0);
        }
    }

    // Discarding first from 9h 8h 2c 3d with 48 unseen: throwing 3d keeps 9h 8h 2c (15); a heart then makes
    // 15 + v (11 hearts worth 78: 243), any other card 15 - v (37 cards worth 280: 275): 518 / 48.
    void discardFirstOptions() {
        auto s = position(twoPlayers(true), 1, 0, {"9h 8h 2c 3d", "Ac Kd Qs 5c"});
        const OddsReport r = computeOdds(s.observation(0));
        QCOMPARE(int(r.discards.size()), 4);
        const DiscardOption& d3 = r.discards[1];
        QCOMPARE(d3.card, card("3d"));
        QCOMPARE(d3.score, 15);
        QCOMPARE(*d3.expectedAfterDraw, 518.0 / 48.0);
        QCOMPARE(r.nextCardRaises->favourable, 13);

        // After throwing 3d the chance is measured against the hand the turn began with (12): the same 13.
        ES_PLAY(s, "discard 3d");
        const OddsReport after = computeOdds(s.observation(0));
        QCOMPARE(after.score, 15);
        QCOMPARE(after.nextCardRaises->unseen, 48);
        QCOMPARE(after.nextCardRaises->favourable, 13);
        QVERIFY(after.discards.empty());
    }

    void noStockNoChance() {
        auto s = position(twoPlayers(), 1, 0, {"2c 3d 4h 5s", "6c 7d 8h 9s"});
        while (s.stockCount() > 0) QVERIFY(empatsatutest::drawAndThrowBack(s));
        const OddsReport r = computeOdds(s.observation(0));
        QVERIFY(!r.nextCardRaises);
        QCOMPARE(r.score, -4);
    }

    // Seat 1 takes 7h and throws 5d, then 6d: hearts +2, diamonds -2. Seat 2 only threw 5c.
    void opponentSuits() {
        EmpatSatuRules rules;
        rules.players = 3;
        auto s = position(rules, 2, 0, {"7h 2c 3c 4c", "8h 9h 5d 6d", "Ts Js Qs 2d"}, "Kc 5c Ah 4d");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 7h");
        ES_PLAY(s, "take");
        ES_PLAY(s, "discard 5d");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 5c");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 2c");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 6d");
        const OddsReport r = computeOdds(s.observation(0));
        QCOMPARE(int(r.opponents.size()), 2);
        const OpponentSuits& one = r.opponents[0];
        QCOMPARE(one.seat, 1);
        QCOMPARE(one.taken[std::size_t(Suit::Hearts)], 1);
        QCOMPARE(one.thrown[std::size_t(Suit::Diamonds)], 2);
        QCOMPARE(one.signal[std::size_t(Suit::Hearts)], 2);
        QCOMPARE(one.signal[std::size_t(Suit::Diamonds)], -2);
        QCOMPARE(one.collecting, std::vector<Suit>{Suit::Hearts});
        const OpponentSuits& two = r.opponents[1];
        QCOMPARE(two.seat, 2);
        QCOMPARE(two.thrown[std::size_t(Suit::Clubs)], 1);
        QVERIFY(two.collecting.empty());
        // Seat 0's own view of the known 7h in seat 1's hand: it is no longer unseen.
        QVERIFY(!s.observation(0).unseen().contains(card("7h")));
    }

    void bestFourScoreKeepsTheBestFour() {
        QCOMPARE(bestFourScore(set("9h 8h 2c 3d Kh")), 25);
        QCOMPARE(bestFourScore(set("Ah Kh Qh Jh 2c")), 41);
        QCOMPARE(bestFourScore(set("9h 8h 2c")), 15);
    }
};

QTEST_GUILESS_MAIN(TestEmpatSatuOdds)
#include "tst_empatsatu_odds.moc"
