// Pots and their settlement (holdem.md §4.4-4.5): side pots from the all-in levels with folded chips, the
// uncalled bet, split pots and odd chips, the showdown order, busting out and the end of the tournament;
// V-H19 and V-H20 as scripted hands.
#include "holdem/pots.h"
#include "holdemgame.h"

#include <QTest>

using namespace holdemtest;
using core::holdem::HandEvent;
using core::holdem::Street;

class TestHoldemPots : public QObject {
    Q_OBJECT
private slots:
    void buildPots_data() {
        QTest::addColumn<QString>("contributions");
        QTest::addColumn<QString>("live");
        QTest::addColumn<QString>("pots");
        // V-H19 as numbers: A 50, B 120, C 200, D 200.
        QTest::newRow("V-H19") << "50,120,200,200"
                               << "0123"
                               << "200:0123 210:123 160:23";
        QTest::newRow("one pot") << "20,20,20"
                                 << "012"
                                 << "60:012";
        QTest::newRow("folded chips stay") << "310,1,100,310"
                                           << "23"
                                           << "301:23 420:3";
        QTest::newRow("folded below the all-in") << "10,40,100,100"
                                                 << "123"
                                                 << "130:123 120:23";
        QTest::newRow("nothing") << "0,0"
                                 << "01"
                                 << "";
    }
    void buildPots() {
        QFETCH(QString, contributions);
        QFETCH(QString, live);
        QFETCH(QString, pots);
        const std::vector<int> c = numbers(contributions);
        core::holdem::SeatMask mask = 0;
        for (QChar ch : live) mask |= core::holdem::seatBit(ch.digitValue());
        QCOMPARE(potsText(core::holdem::buildPots(c, mask)), pots);
    }

    void splitPot_data() {
        QTest::addColumn<int>("amount");
        QTest::addColumn<int>("winners");
        QTest::addColumn<QString>("shares");
        QTest::newRow("V-H20") << 25 << 2 << "13,12";
        QTest::newRow("even") << 24 << 2 << "12,12";
        QTest::newRow("two odd chips") << 41 << 3 << "14,14,13";
        QTest::newRow("alone") << 7 << 1 << "7";
    }
    void splitPot() {
        QFETCH(int, amount);
        QFETCH(int, winners);
        QFETCH(QString, shares);
        std::vector<core::game::Seat> seats;
        for (int i = 0; i < winners; ++i) seats.push_back(i);
        QStringList out;
        for (int s : core::holdem::splitPot(amount, seats)) out << QString::number(s);
        QCOMPARE(out.join(QLatin1Char(',')), shares);
    }

    // Whole hands: stacks, cards, moves; the pots and the stacks at the end.
    void hands_data() {
        QTest::addColumn<QString>("stacks");
        QTest::addColumn<int>("button");
        QTest::addColumn<QString>("holes");
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("pots");
        QTest::addColumn<QString>("finalStacks");

        // V-H19: A 50, B 120, C 200, D 200 all-in preflop; A best, then B, then C.
        QTest::newRow("V-H19") << "50,120,200,200" << 3 << "Ah Ad | Kh Kd | Qh Qd | 5c 4h"
                               << "2c 7d 9h Js 3s"
                               << "allin, call, call, call"
                               << "200:0123 210:123 160:23"
                               << "200,210,160,0";
        // V-H19 with D best: D takes every pot it is in (all of them).
        QTest::newRow("V-H19 D best") << "50,120,200,200" << 3 << "Kh Kd | Qh Qd | 5c 4h | Ah Ad"
                                      << "2c 7d 9h Js 3s"
                                      << "allin, call, call, call"
                                      << "200:0123 210:123 160:23"
                                      << "0,0,0,570";
        // V-H19 with C best of B, C, D but A best overall: A main, C both side pots.
        QTest::newRow("V-H19 A then C") << "50,120,200,200" << 3 << "Ah Ad | 5c 4h | Kh Kd | Qh Qd"
                                        << "2c 7d 9h Js 3s"
                                        << "allin, call, call, call"
                                        << "200:0123 210:123 160:23"
                                        << "200,0,370,0";
        // V-H20: a pot of 25 split by the button (seat 0) and the big blind (seat 2): 13 to the big blind,
        // the first winner clockwise from the button, 12 to the button.
        QTest::newRow("V-H20") << "100,100,100" << 0 << "2c 3d | 4c 5d | 7c 8d"
                               << "Ah Kh Qh Jh Th"
                               << "raise 12, fold, call, check, check, check, check, check, check"
                               << "25:02"
                               << "100,99,101";
        // Two odd chips: 41 shared by three six-high straights; the first two clockwise from the button get
        // 14, the button 13.
        QTest::newRow("two odd chips")
            << "100,100,100,100,100" << 0 << "6c Kh | Qs Jd | Kc Kd | 6d Ks | 6h Qd"
            << "2c 3d 4h 5s 9c"
            << "raise 10, call, call, fold, call, check, check, check, check, check, check, "
               "check, check, check, check, check, check"
            << "41:0234"
            << "103,99,90,104,104";
        // Folded chips stay in the pots they fed: seat 0 calls 300 on the flop and folds on the turn.
        QTest::newRow("folded side pot")
            << "1000,1000,100,1000" << 0 << "Ac Ad | 2c 7d | Kc Kd | Qc Qd"
            << "2h 8s 9h Js 3d"
            << "raise 10, call, fold, call, allin, raise 300, call, raise 500, fold"
            << "301:23 420:3"
            << "690,999,301,1110";
        // The uncalled part of a bet goes back: 150 of the button's 200 all-in.
        QTest::newRow("uncalled bet") << "200,50" << 0 << "Ah Ad | Kh Kd"
                                      << "2c 7d 9h Js 3s"
                                      << "allin, call"
                                      << "100:01"
                                      << "250,0";
        // Everyone folds: the big blind takes the pot unshown, its uncalled chip comes back first.
        QTest::newRow("uncontested") << "100,100,100" << 0 << ""
                                     << ""
                                     << "fold, fold"
                                     << "2:2"
                                     << "100,99,101";
        // A split of two equal pairs with the board's kickers.
        QTest::newRow("split pot") << "100,100" << 0 << "7c 2d | 8d 3c"
                                   << "Ah Ad Ks Kh Qc"
                                   << "call, check, check, check, check, check, check, check"
                                   << "4:01"
                                   << "100,100";
    }
    void hands() {
        QFETCH(QString, stacks);
        QFETCH(int, button);
        QFETCH(QString, holes);
        QFETCH(QString, board);
        QFETCH(QString, moves);
        QFETCH(QString, pots);
        QFETCH(QString, finalStacks);
        HoldemState state = position(numbers(stacks), button, holes, board);
        const int chips = [&] {
            int sum = 0;
            for (int v : numbers(stacks)) sum += v;
            return sum;
        }();
        const auto failed = play(state, moves);
        QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
        QVERIFY(state.isDealOver());
        QCOMPARE(potsText(state.table().pots()), pots);
        QCOMPARE(stacksText(state), finalStacks);
        int sum = 0;
        for (int s = 0; s < state.seatCount(); ++s) sum += state.table().stack[s];
        QCOMPARE(sum, chips);
        // Pots are paid from the highest side pot down.
        int lastPot = 1000;
        for (const auto& e : state.table().log) {
            if (e.kind != HandEvent::Kind::PotWon) continue;
            QVERIFY(e.pot <= lastPot);
            lastPot = e.pot;
        }
    }

    void uncalledIsLogged() {
        HoldemState state =
            position({200, 50}, 0, QStringLiteral("Ah Ad | Kh Kd"), QStringLiteral("2c 7d 9h Js 3s"));
        QVERIFY(!play(state, QStringLiteral("allin, call")));
        const auto& log = state.table().log;
        const auto it = std::find_if(log.begin(), log.end(), [](const HandEvent& e) {
            return e.kind == HandEvent::Kind::UncalledReturned;
        });
        QVERIFY(it != log.end());
        QCOMPARE(it->seat, 0);
        QCOMPARE(it->amount, 150);
    }

    // The winner of an uncontested pot does not show; at a showdown every hand still in does, the last
    // river bettor first.
    void showdownOrder() {
        HoldemState quiet = position({100, 100, 100}, 0);
        QVERIFY(!play(quiet, QStringLiteral("raise 6, fold, fold")));
        QCOMPARE(quiet.table().shownMask, core::holdem::SeatMask(0));
        QVERIFY(!quiet.table().results.front().showdown);

        HoldemState state = position({100, 100, 100}, 0, QStringLiteral("Ah Ad | Kh Kd | Qh Qd"),
                                     QStringLiteral("2c 7d 9h Js 3s"));
        QVERIFY(!play(state, QStringLiteral("call, call, check, check, check, check, check, check, check, "
                                            "check, raise 10, call, call")));
        QCOMPARE(state.table().showOrder, (std::vector<int>{2, 0, 1}));
        // Checked river: the first live seat left of the button shows first.
        HoldemState checked = position({100, 100, 100}, 0, QStringLiteral("Ah Ad | Kh Kd | Qh Qd"),
                                       QStringLiteral("2c 7d 9h Js 3s"));
        QVERIFY(
            !play(checked, QStringLiteral("call, fold, check, check, check, check, check, check, check")));
        QCOMPARE(checked.table().showOrder, (std::vector<int>{2, 0}));
        // The winner's best five is kept with the pot.
        const auto& result = checked.table().results.front();
        QCOMPARE(result.winners, (std::vector<int>{0}));
        QCOMPARE(checked.table().shown[0].best, testcards::set("Ah Ad Js 9h 7d"));
    }

    // Busting out: places by the chips at the start of the hand; the tournament ends with one player left.
    void bustingAndTheEnd() {
        HoldemState state = position({30, 60, 200}, 0, QStringLiteral("2c 3d | 4c 5d | Ah Ad"),
                                     QStringLiteral("Kc 7d 9h Js Qs"));
        QVERIFY(!play(state, QStringLiteral("allin, allin, call")));
        QVERIFY(state.isDealOver());
        QVERIFY(state.isOver());
        QCOMPARE(state.table().place[2], 1);
        QCOMPARE(state.table().place[1], 2);
        QCOMPARE(state.table().place[0], 3);
        QVERIFY(!state.startNextDeal());
        QCOMPARE(refusalName(state.check(core::holdem::Move::call())), QStringLiteral("HandOver"));
        QCOMPARE(state.returns(), (std::vector<double>{-15.0, -30.0, 45.0}));
    }

    // The button moves to the next seat with chips; from three players to two, the button posts the small
    // blind.
    void buttonAndHeadsUp() {
        HoldemState state = position({100, 20, 100}, 0, QStringLiteral("Ah Ad | 2c 3d | Kh Kd"),
                                     QStringLiteral("Kc 7d 9h Js 4s"));
        // Seat 1 (small blind) goes all-in and loses to seat 2.
        QVERIFY(!play(state, QStringLiteral("fold, allin, call")));
        QVERIFY(state.isDealOver());
        QVERIFY(!state.isOver());
        QCOMPARE(state.table().place[1], 3);
        QVERIFY(state.startNextDeal());
        QCOMPARE(state.table().handIndex, 1);
        QCOMPARE(state.table().button, 2); // seat 1 is out
        QCOMPARE(state.table().smallBlindSeat, 2);
        QCOMPARE(state.table().bigBlindSeat, 0);
        QCOMPARE(state.currentSeat(), 2);
        QVERIFY(state.hole(1).empty());
        QVERIFY(!core::holdem::hasSeat(state.table().dealt, 1));
    }

    // Antes are dead money: posted by everybody before the blinds, not part of the bet to call.
    void antes() {
        HoldemRules rules;
        rules.ante = 1;
        HoldemState state = position({100, 100, 100}, 0, {}, {}, rules);
        QCOMPARE(state.table().committed[0], 1);
        QCOMPARE(state.table().streetBet[0], 0);
        QCOMPARE(state.table().toCall(0), 2);
        QCOMPARE(state.table().potTotal(), 6);
        QVERIFY(!play(state, QStringLiteral("fold, fold")));
        QCOMPARE(stacksText(state), QStringLiteral("99,98,103"));
    }
};

QTEST_GUILESS_MAIN(TestHoldemPots)
#include "tst_holdem_pots.moc"
