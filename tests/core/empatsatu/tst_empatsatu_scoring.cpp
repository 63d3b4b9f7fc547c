// Empat Satu scoring and ranking: the rule vectors V-E1...V-E12 (rules §6.4), counting-suit choice, the
// signed tie-break vector and the exact-tie proposal of §5.3.
#include "empatsatu/scoring.h"
#include "testhelpers.h"

#include <QTest>

using namespace core::empatsatu;
using core::cards::Suit;
using empatsatutest::set;

Q_DECLARE_METATYPE(std::vector<int>)

class TestEmpatSatuScoring : public QObject {
    Q_OBJECT
private slots:
    void cardValues_data() {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("value");
        QTest::newRow("ace") << "As" << 11;
        QTest::newRow("king") << "Kd" << 10;
        QTest::newRow("queen") << "Qc" << 10;
        QTest::newRow("jack") << "Jh" << 10;
        QTest::newRow("ten") << "Ts" << 10;
        QTest::newRow("nine") << "9s" << 9;
        QTest::newRow("two") << "2c" << 2;
    }
    void cardValues() {
        QFETCH(QString, card);
        QFETCH(int, value);
        QCOMPARE(cardValue(empatsatutest::card(card.toStdString())), value);
    }

    // V-E1...V-E5, V-E10...V-E12: score and counting suit.
    void handScores_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("suit");
        QTest::addColumn<std::vector<int>>("vector");
        QTest::newRow("V-E1") << "Ks 3s 9h 8h" << 4 << int(Suit::Hearts) << std::vector<int>{-10, -3, 8, 9};
        QTest::newRow("V-E2") << "Ac 2d 3d 5d" << 1 << int(Suit::Clubs) << std::vector<int>{-5, -3, -2, 11};
        QTest::newRow("V-E3") << "7c 9h Ts 2s" << -4 << int(Suit::Spades) << std::vector<int>{-9, -7, 2, 10};
        QTest::newRow("V-E4") << "As Ks Js Ts" << 41 << int(Suit::Spades) << std::vector<int>{10, 10, 10, 11};
        QTest::newRow("V-E5") << "Ac Kc Qc Jc" << 41 << int(Suit::Clubs) << std::vector<int>{10, 10, 10, 11};
        QTest::newRow("V-E10 (all suits equal: clubs first)")
            << "Ah Ad Ac As" << -22 << int(Suit::Clubs) << std::vector<int>{-11, -11, -11, 11};
        QTest::newRow("V-E11") << "2c 3d 4h 5s" << -4 << int(Suit::Spades) << std::vector<int>{-4, -3, -2, 5};
        QTest::newRow("V-E12") << "Ah Kh Qd Jd" << 1 << int(Suit::Hearts)
                               << std::vector<int>{-10, -10, 10, 11};
        QTest::newRow("V-E6 stopper")
            << "Kc 6c 5c 4c" << 25 << int(Suit::Clubs) << std::vector<int>{4, 5, 6, 10};
        QTest::newRow("V-E6 other") << "As Qs Ts 4d" << 27 << int(Suit::Spades)
                                    << std::vector<int>{-4, 10, 10, 11};
        QTest::newRow("V-E7 first") << "Jh Th 7h 6h" << 33 << int(Suit::Hearts)
                                    << std::vector<int>{6, 7, 10, 10};
        QTest::newRow("V-E7 second") << "Ac Kc 7c 5c" << 33 << int(Suit::Clubs)
                                     << std::vector<int>{5, 7, 10, 11};
        QTest::newRow("V-E8 first") << "Jh Th 7h 4c" << 23 << int(Suit::Hearts)
                                    << std::vector<int>{-4, 7, 10, 10};
        QTest::newRow("V-E8 second") << "As Ks 8s 6d" << 23 << int(Suit::Spades)
                                     << std::vector<int>{-6, 8, 10, 11};
        // Hearts and spades both give 0; spades has the better worst card (-6 against -9).
        QTest::newRow("equal suits, better vector")
            << "6h 5h 9s 2s" << 0 << int(Suit::Spades) << std::vector<int>{-6, -5, 2, 9};
        // A lone ace beats three small cards of one suit: 11 - 9 = 2 against 9 - 11 = -2.
        QTest::newRow("a lone ace counts")
            << "Ad 2c 3c 4c" << 2 << int(Suit::Diamonds) << std::vector<int>{-4, -3, -2, 11};
    }
    void handScores() {
        QFETCH(QString, hand);
        QFETCH(int, score);
        QFETCH(int, suit);
        QFETCH(std::vector<int>, vector);
        const auto h = set(hand.toStdString());
        const HandValue v = evaluate(h);
        QCOMPARE(v.score, score);
        QCOMPARE(handScore(h), score);
        QCOMPARE(int(v.suit), suit);
        QCOMPARE(v.tieBreakVector(), vector);
        QCOMPARE(rankKey(h), v.key);
    }

    // V-E6...V-E9: comparisons. 1: the first hand ranks higher, -1: the second, 0: exact tie.
    void comparisons_data() {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<int>("expected");
        QTest::newRow("V-E6") << "Kc 6c 5c 4c"
                              << "As Qs Ts 4d" << -1;
        QTest::newRow("V-E7") << "Jh Th 7h 6h"
                              << "Ac Kc 7c 5c" << 1;
        QTest::newRow("V-E8") << "Jh Th 7h 4c"
                              << "As Ks 8s 6d" << 1;
        QTest::newRow("V-E9") << "Ah Kh Qh Jh"
                              << "As Ks Js Ts" << 0;
        QTest::newRow("score before cards") << "2h 3h 4h 5h"
                                            << "Ah Kh Qh 2c" << -1;
        // 28 each, the worst cards both -2, then 9 against 10.
        QTest::newRow("second worst card") << "Ah Th 9h 2c"
                                           << "Ks Qs Ts 2d" << -1;
        QTest::newRow("negative scores") << "2c 3d 4h 5s"
                                         << "Ah Ad Ac As" << 1;
    }
    void comparisons() {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(int, expected);
        const auto a = set(first.toStdString());
        const auto b = set(second.toStdString());
        QCOMPARE(compareHands(a, b), expected);
        QCOMPARE(compareHands(b, a), -expected);
    }

    // §5.3: ranking N hands, exact ties settled by turn order from the anchor.
    void ranking_data() {
        QTest::addColumn<QString>("hands"); // seats separated by '|'
        QTest::addColumn<int>("anchor");
        QTest::addColumn<std::vector<int>>("order");
        QTest::addColumn<int>("winnerBy");
        QTest::addColumn<int>("loserBy");
        QTest::newRow("V-E6: the stopper loses to a better mixed hand")
            << "Kc 6c 5c 4c | As Qs Ts 4d" << 0 << std::vector<int>{1, 0} << int(TieBreak::Score)
            << int(TieBreak::Score);
        QTest::newRow("V-E7: worst cards") << "Ac Kc 7c 5c | Jh Th 7h 6h" << 0 << std::vector<int>{1, 0}
                                           << int(TieBreak::WorstCards) << int(TieBreak::WorstCards);
        QTest::newRow("V-E9: exact tie, the stopper wins")
            << "Ah Kh Qh Jh | As Ks Js Ts" << 1 << std::vector<int>{1, 0} << int(TieBreak::TurnOrder)
            << int(TieBreak::TurnOrder);
        QTest::newRow("V-E9: exact tie, anchor 0")
            << "Ah Kh Qh Jh | As Ks Js Ts" << 0 << std::vector<int>{0, 1} << int(TieBreak::TurnOrder)
            << int(TieBreak::TurnOrder);
        // Seats 0/1 tie exactly at the top, 2/3 exactly at the bottom.
        QTest::newRow("4 players, anchor 1")
            << "Ah Kh Qh Jh | As Ks Js Ts | 2c 3d 4h 5s | 2d 3c 4s 5h" << 1 << std::vector<int>{1, 0, 2, 3}
            << int(TieBreak::TurnOrder) << int(TieBreak::TurnOrder);
        QTest::newRow("4 players, anchor 3")
            << "Ah Kh Qh Jh | As Ks Js Ts | 2c 3d 4h 5s | 2d 3c 4s 5h" << 3 << std::vector<int>{0, 1, 3, 2}
            << int(TieBreak::TurnOrder) << int(TieBreak::TurnOrder);
        QTest::newRow("3 players, anchor not tied")
            << "Ah Kh Qh Jh | 2c 3d 4h 5s | As Ks Js Ts" << 1 << std::vector<int>{2, 0, 1}
            << int(TieBreak::TurnOrder) << int(TieBreak::Score);
        QTest::newRow("3 players by score")
            << "2c 3d 4h 5s | Jh Th 7h 6h | Kc 6c 5c 4c" << 0 << std::vector<int>{1, 2, 0}
            << int(TieBreak::Score) << int(TieBreak::Score);
    }
    void ranking() {
        QFETCH(QString, hands);
        QFETCH(int, anchor);
        QFETCH(std::vector<int>, order);
        QFETCH(int, winnerBy);
        QFETCH(int, loserBy);
        std::vector<core::cards::CardSet> sets;
        for (const QString& h : hands.split(QLatin1Char('|'))) sets.push_back(set(h.trimmed().toStdString()));
        const Ranking r = rankHands(sets, anchor);
        QCOMPARE(r.count, int(sets.size()));
        QCOMPARE(std::vector<int>(r.order.begin(), r.order.begin() + r.count), order);
        QCOMPARE(r.winner(), order.front());
        QCOMPARE(r.loser(), order.back());
        QCOMPARE(int(r.winnerBy), winnerBy);
        QCOMPARE(int(r.loserBy), loserBy);
    }

    // Over every four-card hand: the scores span -22...41 and the vector adds up to the score.
    void everyHandInRange() {
        int lowest = 100, highest = -100, hands = 0;
        for (int a = 0; a < 52; ++a)
            for (int b = a + 1; b < 52; ++b)
                for (int c = b + 1; c < 52; ++c)
                    for (int d = c + 1; d < 52; ++d) {
                        const core::cards::CardSet h{
                            core::cards::Card::fromId(a), core::cards::Card::fromId(b),
                            core::cards::Card::fromId(c), core::cards::Card::fromId(d)};
                        const HandValue v = evaluate(h);
                        int sum = 0;
                        for (int x : v.tieBreakVector()) sum += x;
                        if (sum != v.score) QFAIL("a tie-break vector does not add up to the score");
                        lowest = std::min(lowest, v.score);
                        highest = std::max(highest, v.score);
                        ++hands;
                    }
        QCOMPARE(hands, 270725);
        QCOMPARE(lowest, -22);
        QCOMPARE(highest, 41);
        QVERIFY(compareHands(set("2c 2d 2h 3s"), set("Ac Ad Ah As")) > 0); // -3 > -22
    }
};

QTEST_GUILESS_MAIN(TestEmpatSatuScoring)
#include "tst_empatsatu_scoring.moc"
