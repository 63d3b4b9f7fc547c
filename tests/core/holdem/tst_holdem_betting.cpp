// No-limit betting (holdem.md §4.2-4.3): the order of action, minimum bets and raises, short all-ins,
// refusals, and the vectors V-H14 ... V-H18 as scripted hands.
#include "holdemgame.h"

#include <QTest>

using namespace holdemtest;
using core::holdem::HandEvent;
using core::holdem::Move;
using core::holdem::Street;

class TestHoldemBetting : public QObject {
    Q_OBJECT
private slots:
    // Each row: a position, moves to reach a point, then the seat to act, the minimum raise total there,
    // and whether a probe move is accepted (refusal "") or refused with the named reason.
    void probes_data() {
        QTest::addColumn<QString>("stacks");
        QTest::addColumn<int>("button");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("toAct");
        QTest::addColumn<int>("minRaiseTo");
        QTest::addColumn<QString>("probe");
        QTest::addColumn<QString>("refusal");

        const QString six = QStringLiteral("200,200,200,200,200,200");
        // V-H14: blinds 1/2, the first raise preflop is at least to 4.
        QTest::newRow("V-H14 first raise below 4") << six << 0 << "" << 3 << 4 << "raise 3"
                                                   << "RaiseTooSmall";
        QTest::newRow("V-H14 first raise to 4") << six << 0 << "" << 3 << 4 << "raise 4"
                                                << "";
        // V-H15: UTG raises to 6, the next re-raise is at least to 10.
        QTest::newRow("V-H15 re-raise to 9") << six << 0 << "raise 6" << 4 << 10 << "raise 9"
                                             << "RaiseTooSmall";
        QTest::newRow("V-H15 re-raise to 10") << six << 0 << "raise 6" << 4 << 10 << "raise 10"
                                              << "";
        // V-H16: bet 100, the next player all-in for 140: a raise must make it at least 240.
        const QString vh16 = QStringLiteral("1000,1000,142");
        const QString vh16Moves = QStringLiteral("call, call, check, raise 100, allin");
        QTest::newRow("V-H16 raise to 239") << vh16 << 0 << vh16Moves << 0 << 240 << "raise 239"
                                            << "RaiseTooSmall";
        QTest::newRow("V-H16 raise to 240") << vh16 << 0 << vh16Moves << 0 << 240 << "raise 240"
                                            << "";
        // V-H17 (Robert's): A bets 100, B raises to 200, C all-in for 250, A calls: B may only call or fold.
        // A = seat 1, B = seat 2, C = seat 0 (the button, 252 chips).
        const QString vh17 = QStringLiteral("252,1000,1000");
        const QString vh17Moves = QStringLiteral("call, call, check, raise 100, raise 200, allin");
        QTest::newRow("V-H17 A may still raise") << vh17 << 0 << vh17Moves << 1 << 350 << "raise 350"
                                                 << "";
        QTest::newRow("V-H17 B may not raise") << vh17 << 0 << vh17Moves + ", call" << 2 << 350 << "raise 400"
                                               << "BettingClosed";
        QTest::newRow("V-H17 B may not go all-in") << vh17 << 0 << vh17Moves + ", call" << 2 << 350 << "allin"
                                                   << "BettingClosed";
        QTest::newRow("V-H17 B may call") << vh17 << 0 << vh17Moves + ", call" << 2 << 350 << "call"
                                          << "";
        QTest::newRow("V-H17 B may fold") << vh17 << 0 << vh17Moves + ", call" << 2 << 350 << "fold"
                                          << "";
        // Two short all-ins that add up to a full raise reopen the betting (110 >= 100); 90 does not.
        // Seats 0-3, button 3: the flop starts with seat 0.
        const QString flopMoves = QStringLiteral("call, call, call, check, raise 100, call, allin, allin");
        QTest::newRow("short all-ins reopen")
            << "1000,1000,152,212" << 3 << flopMoves << 0 << 310 << "raise 310"
            << "";
        QTest::newRow("short all-ins reopen, min")
            << "1000,1000,152,212" << 3 << flopMoves << 0 << 310 << "raise 309"
            << "RaiseTooSmall";
        QTest::newRow("short all-ins reopen for the caller too")
            << "1000,1000,152,212" << 3 << flopMoves + ", call" << 1 << 310 << "raise 400"
            << "";
        QTest::newRow("short all-ins below a raise")
            << "1000,1000,152,192" << 3 << flopMoves << 0 << 290 << "raise 290"
            << "BettingClosed";
        QTest::newRow("short all-ins below a raise, call")
            << "1000,1000,152,192" << 3 << flopMoves << 0 << 290 << "call"
            << "";
        // A short all-in does not change the increment for a player who has not acted.
        QTest::newRow("not yet acted may raise")
            << "1000,142,1000,1000" << 3 << "call, call, call, check, raise 100, allin" << 2 << 240
            << "raise 240"
            << "";
        // Refusals of the simple kinds.
        QTest::newRow("cannot check a bet") << six << 0 << "" << 3 << 4 << "check"
                                            << "CannotCheck";
        QTest::newRow("cannot fold for free") << "200,200,200" << 0 << "call, call" << 2 << 4 << "fold"
                                              << "CannotFold";
        QTest::newRow("nothing to call") << "200,200,200" << 0 << "call, call" << 2 << 4 << "call"
                                         << "NothingToCall";
        QTest::newRow("big blind option raise") << "200,200,200" << 0 << "call, call" << 2 << 4 << "raise 4"
                                                << "";
        QTest::newRow("raise beyond the stack") << six << 0 << "" << 3 << 4 << "raise 201"
                                                << "RaiseTooLarge";
        QTest::newRow("raise to the whole stack") << six << 0 << "" << 3 << 4 << "raise 200"
                                                  << "";
        QTest::newRow("short stack cannot raise") << "200,200,200,2" << 0 << "" << 3 << 4 << "allin"
                                                  << "NotEnoughChips";
        QTest::newRow("short stack cannot raise 4") << "200,200,200,2" << 0 << "" << 3 << 4 << "raise 4"
                                                    << "NotEnoughChips";
        QTest::newRow("short stack calls all-in") << "200,200,200,2" << 0 << "" << 3 << 4 << "call"
                                                  << "";
        QTest::newRow("short all-in below the minimum") << "200,200,200,3" << 0 << "" << 3 << 4 << "allin"
                                                        << "";
        QTest::newRow("nobody left to call a raise")
            << "200,200,500" << 0 << "allin, fold" << 2 << 398 << "raise 400"
            << "NoOneCanCall";
        QTest::newRow("nobody left: call") << "200,200,500" << 0 << "allin, fold" << 2 << 398 << "call"
                                           << "";
        // Minimum bet after the flop is the big blind.
        QTest::newRow("flop bet below the big blind")
            << "200,200,200" << 0 << "call, call, check" << 1 << 2 << "raise 1"
            << "RaiseTooSmall";
        QTest::newRow("flop bet of the big blind")
            << "200,200,200" << 0 << "call, call, check" << 1 << 2 << "raise 2"
            << "";
    }
    void probes() {
        QFETCH(QString, stacks);
        QFETCH(int, button);
        QFETCH(QString, moves);
        QFETCH(int, toAct);
        QFETCH(int, minRaiseTo);
        QFETCH(QString, probe);
        QFETCH(QString, refusal);
        HoldemState state = position(numbers(stacks), button);
        const auto failed = play(state, moves);
        QVERIFY2(!failed, qPrintable(failed.value_or(QString())));
        QCOMPARE(state.currentSeat(), toAct);
        QCOMPARE(state.table().minRaiseTo(), minRaiseTo);
        const auto move = Move::parse(probe.toStdString());
        QVERIFY(move);
        const HoldemState before = state;
        const auto result = state.apply(*move);
        QCOMPARE(refusalName(result), refusal);
        QCOMPARE(refusalName(before.check(*move)), refusal);
        if (result) QVERIFY(state == before);
        // The finite menu offers a move exactly when the move is legal, except for raise amounts off the
        // menu.
        const auto legal = before.legalMoves();
        const bool listed = std::find(legal.begin(), legal.end(), *move) != legal.end();
        if (move->kind != Move::Kind::Raise) QCOMPARE(listed, !result.has_value());
        if (result) QVERIFY(!listed);
    }

    // V-H18: heads-up, the button posts the small blind and acts first preflop, last after the flop.
    void headsUpOrder() {
        HoldemState state = position({200, 200}, 1);
        QCOMPARE(state.table().smallBlindSeat, 1);
        QCOMPARE(state.table().bigBlindSeat, 0);
        QCOMPARE(state.table().streetBet[1], 1);
        QCOMPARE(state.table().streetBet[0], 2);
        QCOMPARE(state.currentSeat(), 1);
        QVERIFY(!play(state, QStringLiteral("call")));
        QCOMPARE(state.currentSeat(), 0); // the big blind's option
        QVERIFY(!play(state, QStringLiteral("check")));
        for (Street street : {Street::Flop, Street::Turn, Street::River}) {
            QCOMPARE(state.table().street, street);
            QCOMPARE(state.currentSeat(), 0);
            QVERIFY(!play(state, QStringLiteral("check")));
            QCOMPARE(state.currentSeat(), 1);
            QVERIFY(!play(state, QStringLiteral("check")));
        }
        QVERIFY(state.isDealOver());
    }

    // Preflop the seat left of the big blind starts and the big blind closes; after the flop the first live
    // seat left of the button.
    void orderOfAction() {
        HoldemState state = position({200, 200, 200, 200, 200}, 2);
        QCOMPARE(state.table().smallBlindSeat, 3);
        QCOMPARE(state.table().bigBlindSeat, 4);
        QCOMPARE(state.currentSeat(), 0);
        QVERIFY(!play(state, QStringLiteral("call, call, fold, fold")));
        QCOMPARE(state.currentSeat(), 4);
        QVERIFY(!play(state, QStringLiteral("check")));
        QCOMPARE(state.table().street, Street::Flop);
        QCOMPARE(state.currentSeat(), 4); // seat 3 folded
        QVERIFY(!play(state, QStringLiteral("raise 2, call, raise 10")));
        QCOMPARE(state.currentSeat(), 4); // back to the bettor, who has to answer the raise
    }

    // The legal menu: fold/call first, then raise totals ascending, all-in last; min raise and pot sizes.
    void legalMenu() {
        HoldemState state = position({200, 200, 200, 200, 200, 200}, 0);
        const auto legal = state.legalMoves();
        QCOMPARE(legal.front(), Move::fold());
        QCOMPARE(legal[1], Move::call());
        QCOMPARE(legal[2], Move::raiseTo(4));
        QCOMPARE(legal.back(), Move::allIn());
        QVERIFY(std::is_sorted(legal.begin(), legal.end()));
        // The pot-sized raise: the bet 2 plus the pot after calling (3 + 2).
        QVERIFY(std::find(legal.begin(), legal.end(), Move::raiseTo(7)) != legal.end());
        // Amounts off the menu are accepted too.
        QVERIFY(!state.check(Move::raiseTo(13)));
        QVERIFY(std::find(legal.begin(), legal.end(), Move::raiseTo(13)) == legal.end());
    }

    void moveText_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("fold") << "fold"
                              << "fold";
        QTest::newRow("check") << "check"
                               << "check";
        QTest::newRow("call") << "call"
                              << "call";
        QTest::newRow("raise") << "raise 12"
                               << "raise 12";
        QTest::newRow("bet") << "bet 12"
                             << "raise 12";
        QTest::newRow("allin") << "allin"
                               << "allin";
        QTest::newRow("all-in") << "all-in"
                                << "allin";
        QTest::newRow("zero") << "raise 0"
                              << "";
        QTest::newRow("negative") << "raise -3"
                                  << "";
        QTest::newRow("leading zero") << "raise 012"
                                      << "";
        QTest::newRow("no amount") << "raise"
                                   << "";
        QTest::newRow("junk") << "raise 12x"
                              << "";
        QTest::newRow("unknown") << "limp"
                                 << "";
    }
    void moveText() {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        const auto move = Move::parse(text.toStdString());
        QCOMPARE(move ? QString::fromStdString(move->toString()) : QString(), canonical);
    }

    // A seat other than the one to act is told so.
    void notYourTurn() {
        const HoldemState state = position({200, 200, 200}, 0);
        QCOMPARE(refusalName(state.checkFor(1, Move::call())), QStringLiteral("NotYourTurn"));
        QCOMPARE(refusalName(state.checkFor(0, Move::call())), QString());
    }

    // The blinds of a short stack: all it has, all-in; the bet to call stays the full big blind.
    void shortBlinds() {
        HoldemRules rules;
        rules.smallBlind = 5;
        rules.bigBlind = 10;
        HoldemState state = position({500, 3, 7}, 0, {}, {}, rules);
        QCOMPARE(state.table().streetBet[1], 3);
        QCOMPARE(state.table().streetBet[2], 7);
        QVERIFY(hasSeatAllIn(state, 1));
        QVERIFY(hasSeatAllIn(state, 2));
        QCOMPARE(state.currentSeat(), 0);
        QCOMPARE(state.table().toCall(0), 10);
        QCOMPARE(state.table().log[0].kind, HandEvent::Kind::PostSmallBlind);
        QVERIFY(state.table().log[0].allIn);
        // Nobody could call a raise: the button only calls or folds, and the hand runs out at once.
        QCOMPARE(refusalName(state.check(Move::raiseTo(20))), QStringLiteral("NoOneCanCall"));
        QVERIFY(!play(state, QStringLiteral("call")));
        QVERIFY(state.isDealOver());
        QCOMPARE(state.table().boardCount, 5);
        // The call beyond the biggest blind came back: the pots are 9 (three seats) and 8 (seats 0 and 2).
        QCOMPARE(potsText(state.table().pots()), QStringLiteral("9:012 8:02"));
    }

    // A button that cannot cover its small blind heads-up: nobody acts, the board runs out.
    void allInFromTheBlinds() {
        HoldemState state = position({1, 100}, 0);
        QVERIFY(state.isDealOver());
        QCOMPARE(state.table().street, Street::Showdown);
        int returned = 0;
        for (const auto& e : state.table().log)
            if (e.kind == HandEvent::Kind::UncalledReturned) returned += e.amount;
        QCOMPARE(returned, 1);
        QCOMPARE(state.table().stack[0] + state.table().stack[1], 101);
    }

private:
    static bool hasSeatAllIn(const HoldemState& state, int seat) {
        return core::holdem::hasSeat(state.table().allIn, seat);
    }
};

QTEST_GUILESS_MAIN(TestHoldemBetting)
#include "tst_holdem_betting.moc"
