// The Texas Hold'em table as a person uses it, offscreen: fold, check/call and bet/raise by button and by the
// keys F, C, R and A; an illegal raise amount is refused with the reason and changes nothing; dragging the
// hole cards onto the muck folds and dragging the chips onto the pot raises; bots play a hand to a showdown
// at speed 0 (hands shown and named, the winning five outlined, folded hands never revealed); a tournament
// played to its end; nine seats that do not overlap; the odds panel following the board; the labels in
// Indonesian after a language switch.
#include "games/holdem/holdemactionbar.h"
#include "games/holdem/holdemgeometry.h"
#include "games/holdem/holdemnames.h"
#include "games/holdem/holdemodds.h"
#include "games/holdem/holdemreport.h"
#include "games/holdem/holdemsession.h"
#include "games/holdem/holdemtable.h"
#include "holdem/distribution.h"
#include "holdem/evaluator.h"
#include "panels/oddspanel.h"
#include "table/actionbar.h"
#include "table/chipsitem.h"
#include "table/seatitem.h"
#include "table/textpanelitem.h"
#include "testsupport.h"

#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>

using namespace core::holdem;
using core::cards::Card;
using core::cards::CardSet;

namespace {

const QString kGame = QStringLiteral("holdem");

HoldemSession* session(TestWindow& w) {
    return static_cast<HoldemSession*>(w->session());
}
HoldemTable* table(TestWindow& w) {
    return static_cast<HoldemTable*>(w->controller());
}
/// A button of the current table (those of a previous game may still wait for their deferred deletion).
QPushButton* button(TestWindow& w, const char* name) {
    const auto* t = static_cast<HoldemTable*>(w->controller());
    for (QPushButton* b : t->actions()->buttons())
        if (b->objectName() == QLatin1String(name)) return b;
    return nullptr;
}
const PublicTable& pub(TestWindow& w) {
    return session(w)->state().table();
}

/// Lets the bots play until it is the person's turn; false if the hand ended first.
bool waitForMyTurn(TestWindow& w) {
    HoldemSession* s = session(w);
    w->bots()->resume();
    return QTest::qWaitFor([s] { return s->isHumanTurn() || s->isDealOver(); }, 20000) && s->isHumanTurn();
}

bool start(TestWindow& w, quint64 seed, const core::game::FlagValues& flags = {}) {
    w->startGame(kGame, seed, flags);
    w->bots()->setPace(0);
    return waitForMyTurn(w);
}

/// Starts tournaments until the person's first decision is preflop, facing the big blind alone (blinds 1/2:
/// 2 to call when not in a blind, the smallest raise is to 4).
void startFacingTheBigBlind(TestWindow& w) {
    for (quint64 seed = 1; seed < 80; ++seed) {
        if (!start(w, seed)) continue;
        const PublicTable& t = pub(w);
        if (t.street == Street::Preflop && t.level == 2 && t.streetBet[0] == 0 && t.minRaiseTo() == 4) return;
    }
    QFAIL("no deal where the person faces only the big blind");
}

/// The last move applied by the person's seat, as the session announced it.
QString lastMoveOf(const QSignalSpy& spy, int seat) {
    for (qsizetype i = spy.count() - 1; i >= 0; --i)
        if (spy.at(i).at(0).toInt() == seat) return spy.at(i).at(1).toString();
    return {};
}

/// Clicks into the amount box, selects what it holds and types `text` (no Enter).
void typeAmount(QSpinBox* box, const QString& text) {
    QTest::mouseClick(box, Qt::LeftButton);
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
}

QPointF centreOf(PileItem* pile) {
    return pile->mapToScene(pile->rect().center());
}

} // namespace

class TestHoldemTable : public QObject {
    Q_OBJECT
private slots:
    void beforeYourTurnTheBoxShowsTheButtonsAmount() {
        // Seat 0 acts after the bots in the first hand: while they think, the (disabled) amount box shows the
        // same smallest raise as the button, never 0.
        TestWindow w;
        w->startGame(kGame, 4, {});
        w->bots()->setPaused(true);
        QVERIFY(!session(w)->isHumanTurn());
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 4"));
        QVERIFY(!table(w)->actions()->spinBox()->isEnabled());
        QCOMPARE(table(w)->actions()->spinBox()->value(), 4);
    }

    void buttonsFoldCallAndRaise() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        QSignalSpy applied(s, &GameSession::moveApplied);

        // Facing 2: Fold and Call 2 are enabled, Check is not offered; the raise starts at the minimum, 4.
        QVERIFY(button(w, "fold")->isEnabled());
        QCOMPARE(button(w, "call")->text(), QStringLiteral("Call 2"));
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 4"));
        QCOMPARE(table(w)->actions()->spinBox()->value(), 4);
        const int stackBefore = pub(w).stack[0];
        button(w, "call")->click();
        QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("call"));
        QCOMPARE(s->state().table().stack[0], stackBefore - 2);

        // Another hand: raise to 10 with the spin box and the button.
        startFacingTheBigBlind(w);
        s = session(w);
        QSignalSpy applied2(s, &GameSession::moveApplied);
        table(w)->actions()->spinBox()->setValue(10);
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 10"));
        QVERIFY(button(w, "raise")->isEnabled());
        button(w, "raise")->click();
        QCOMPARE(lastMoveOf(applied2, 0), QStringLiteral("raise 10"));
        QCOMPARE(s->state().table().committed[0], 10);

        // And fold.
        startFacingTheBigBlind(w);
        s = session(w);
        button(w, "fold")->click();
        QVERIFY(hasSeat(s->state().table().folded, 0));
        QVERIFY(!button(w, "fold")->isEnabled() || !button(w, "fold")->isVisible());
    }

    void quickSizesSetTheAmount() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemActionBar* a = table(w)->actions();
        const PublicTable& t = pub(w);
        // Half the pot after calling, on top of the 2 to match.
        const int potAfterCall = t.potTotal() + 2;
        button(w, "halfPot")->click();
        QCOMPARE(a->amount(), std::max(4, 2 + potAfterCall / 2));
        button(w, "pot")->click();
        QCOMPARE(a->amount(), 2 + potAfterCall);
        button(w, "max")->click();
        QCOMPARE(a->amount(), t.allInTotal(0));
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("All-in %1").arg(t.allInTotal(0)));
        QCOMPARE(a->raiseMove(), Move::allIn());
    }

    void keysFoldCallRaiseAllIn() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        {
            QSignalSpy applied(s, &GameSession::moveApplied);
            QTest::keyClick(w->view(), Qt::Key_C);
            QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("call"));
            QCOMPARE(s->state().table().committed[0], 2);
        }
        startFacingTheBigBlind(w);
        s = session(w);
        {
            QSignalSpy applied(s, &GameSession::moveApplied);
            // Up three times: 4 + 3 big blinds = 10.
            for (int i = 0; i < 3; ++i) QTest::keyClick(w->view(), Qt::Key_Up);
            QCOMPARE(table(w)->actions()->amount(), 10);
            QTest::keyClick(w->view(), Qt::Key_R);
            QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("raise 10"));
            QCOMPARE(s->state().table().committed[0], 10);
        }
        startFacingTheBigBlind(w);
        s = session(w);
        {
            QSignalSpy applied(s, &GameSession::moveApplied);
            const int chips = s->state().table().stack[0];
            QTest::keyClick(w->view(), Qt::Key_A);
            QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("allin"));
            // The log has the raise with every chip, whatever happened after it.
            const auto& log = s->state().table().log;
            const auto raise = std::find_if(log.begin(), log.end(), [](const HandEvent& e) {
                return e.seat == 0 && e.kind == HandEvent::Kind::Raise;
            });
            QVERIFY(raise != log.end());
            QVERIFY(raise->allIn);
            QCOMPARE(raise->total, chips);
        }
        startFacingTheBigBlind(w);
        s = session(w);
        QTest::keyClick(w->view(), Qt::Key_F);
        QVERIFY(hasSeat(s->state().table().folded, 0));
        // Not the person's turn any more: F does nothing to anybody else's hand.
        if (!s->isDealOver() && !s->isHumanTurn()) {
            const HoldemState before = s->state();
            QTest::keyClick(w->view(), Qt::Key_F);
            QVERIFY(s->state() == before);
            QCOMPARE(w->statusText(), QStringLiteral("Wait for your turn."));
        }
    }

    void anAmountBelowTheMinimumIsClampedWithTheReason() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        QSignalSpy applied(s, &GameSession::moveApplied);
        // 3 is more than the bet (2) but below the smallest raise (to 4): the box shows 4, and says why.
        table(w)->actions()->spinBox()->setValue(3);
        QCOMPARE(table(w)->actions()->amount(), 4);
        QCOMPARE(table(w)->actions()->spinBox()->value(), 4);
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 4"));
        QVERIFY(button(w, "raise")->isEnabled());
        const QString reason =
            QStringLiteral("A raise to 3 is too small: the smallest raise now is to 4 (or all-in).");
        QCOMPARE(w->statusText(), reason);
        QTest::keyClick(w->view(), Qt::Key_R);
        QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("raise 4"));
    }

    // Issue: "Type 99 + Enter, then 50 without Enter, click: 99 was bet." The box is the one source of the
    // amount: the button follows each keystroke and a click plays what the box shows.
    void theButtonFollowsTheTypedAmount() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        QSignalSpy applied(s, &GameSession::moveApplied);
        QSpinBox* box = table(w)->actions()->spinBox();
        typeAmount(box, QStringLiteral("99"));
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 99"));
        typeAmount(box, QStringLiteral("5"));
        // "5" on the way to "50": the button already says what a click would play now.
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 5"));
        QTest::keyClicks(box, QStringLiteral("0"));
        QCOMPARE(box->text(), QStringLiteral("50"));
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 50"));
        QCOMPARE(table(w)->actions()->slider()->value(), 50);
        saveShot(w.window.get(), QStringLiteral("holdem-typed-50"));
        QTest::mouseClick(button(w, "raise"), Qt::LeftButton);
        QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("raise 50"));
        QCOMPARE(s->state().table().committed[0], 50);
    }

    void aTypedAmountOutsideTheRulesIsClampedOnTheButton() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        QSignalSpy applied(s, &GameSession::moveApplied);
        QSpinBox* box = table(w)->actions()->spinBox();
        typeAmount(box, QStringLiteral("3"));
        // The box keeps the 3 (outlined); the button and the status say what happens to it.
        QCOMPARE(box->text(), QStringLiteral("3"));
        QVERIFY(box->property("illegal").toBool());
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 4"));
        const QString tooSmall =
            QStringLiteral("A raise to 3 is too small: the smallest raise now is to 4 (or all-in).");
        QCOMPARE(w->statusText(), tooSmall);
        QCOMPARE(table(w)->actions()->clampReason(), tooSmall);
        saveShot(w.window.get(), QStringLiteral("holdem-typed-3"));
        // Whatever the table redraws meanwhile (here: a new layout), the typed 3 and its reason stay.
        table(w)->layout(w->view()->viewport()->size());
        QCOMPARE(box->text(), QStringLiteral("3"));
        QCOMPARE(w->statusText(), tooSmall);
        // Up from what the button plays: 4 + one big blind.
        QTest::keyClick(box, Qt::Key_Up);
        QCOMPARE(box->value(), 6);
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 6"));
        QVERIFY(!box->property("illegal").toBool());
        // More than the stack: the button goes all-in, and a click plays exactly that.
        const int allIn = pub(w).allInTotal(0);
        typeAmount(box, QStringLiteral("100000"));
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("All-in %1").arg(allIn));
        QVERIFY(
            table(w)->actions()->clampReason().startsWith(QStringLiteral("You do not have that many chips")));
        QTest::mouseClick(button(w, "raise"), Qt::LeftButton);
        QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("allin"));
        QCOMPARE(box->value(), allIn);
    }

    // The slider, the quick sizes and the arrow keys all move the one amount the button plays.
    void everyControlMovesTheSameAmount() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemActionBar* a = table(w)->actions();
        a->slider()->setValue(20);
        QCOMPARE(a->spinBox()->value(), 20);
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 20"));
        QTest::keyClick(w->view(), Qt::Key_Down);
        QCOMPARE(a->spinBox()->value(), 18);
        QCOMPARE(a->slider()->value(), 18);
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to 18"));
        button(w, "pot")->click();
        const int pot = a->amount();
        QCOMPARE(a->spinBox()->value(), pot);
        QCOMPARE(a->slider()->value(), pot);
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise to %1").arg(pot));
    }

    // Issue: the log said "Flop: K♥ 8♠ 5♦" while the table showed 8♠ K♥ 5♦. Both follow the deal now.
    void theLogListsTheFlopInTheTablesOrder() {
        TestWindow w;
        HoldemSession* s = nullptr;
        // A hand that reaches the flop with a flop not dealt from high to low (where sorting would show).
        for (quint64 seed = 1; seed < 60 && !s; ++seed) {
            w->startGame(kGame, seed);
            w->bots()->setPace(0);
            session(w)->setAutopilot(QStringLiteral("easy"));
            w->bots()->resume();
            QTRY_VERIFY_WITH_TIMEOUT(session(w)->isDealOver(), 30000);
            const PublicTable& t = pub(w);
            if (t.boardCount >= 3 && !(t.board[0].rankIndex() >= t.board[1].rankIndex() &&
                                       t.board[1].rankIndex() >= t.board[2].rankIndex()))
                s = session(w);
        }
        QVERIFY(s);
        const PublicTable& t = pub(w);
        QStringList dealt;
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(table(w)->boardItem(i)->card(), t.board[std::size_t(i)]);
            if (i > 0) QVERIFY(table(w)->boardItem(i)->x() > table(w)->boardItem(i - 1)->x());
            dealt << QString::fromStdString(t.board[std::size_t(i)].toPretty());
        }
        QListWidget* log = w->findChild<QListWidget*>();
        QStringList flops;
        for (int i = 0; i < log->count(); ++i)
            if (log->item(i)->text().startsWith(QStringLiteral("Flop: "))) flops << log->item(i)->text();
        QCOMPARE(flops, QStringList{QStringLiteral("Flop: ") + dealt.join(QLatin1Char(' '))});
    }

    void draggingTheHoleCardsToTheMuckFolds() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        HoldemTable* t = table(w);
        CardItem* card = t->holeItem(0, 0);
        QVERIFY(card->isKnown() && card->faceUp());
        QVERIFY(s->state().hole(0).contains(card->card()));
        QVERIFY(t->canDrag(card));
        QSignalSpy applied(s, &GameSession::moveApplied);
        dragCard(w->view(), card, centreOf(t->muck()));
        QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("fold"));
        QVERIFY(hasSeat(s->state().table().folded, 0));
        QCOMPARE(t->holeItem(0, 0)->place, Place(ZoneRole::Muck));
        QCOMPARE(t->holeItem(0, 1)->place, Place(ZoneRole::Muck));
        QVERIFY(!t->holeItem(0, 0)->faceUp());
    }

    void foldingForFreeIsRefusedAndSpringsBack() {
        TestWindow w;
        // A decision with nothing to call (the big blind after limps, or a later street).
        bool found = false;
        for (quint64 seed = 1; seed < 120 && !found; ++seed) {
            if (!start(w, seed)) continue;
            for (int turn = 0; turn < 6 && !found; ++turn) {
                if (pub(w).toCall(0) == 0) {
                    found = true;
                    break;
                }
                if (session(w)->play(Move::call()) || !waitForMyTurn(w)) break;
            }
        }
        QVERIFY(found);
        HoldemSession* s = session(w);
        HoldemTable* t = table(w);
        QVERIFY(!button(w, "fold")->isEnabled());
        QCOMPARE(button(w, "call")->text(), QStringLiteral("Check"));
        const HoldemState before = s->state();
        CardItem* card = t->holeItem(0, 1);
        const QPointF home = card->pos();
        dragCard(w->view(), card, centreOf(t->muck()));
        QVERIFY(s->state() == before);
        QCOMPARE(w->statusText(),
                 QStringLiteral("Nobody has bet: check instead of folding, it costs nothing."));
        QTRY_COMPARE(card->pos(), home);
        // Check by key instead.
        QSignalSpy applied(s, &GameSession::moveApplied);
        QTest::keyClick(w->view(), Qt::Key_C);
        QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("check"));
    }

    void draggingChipsToThePotRaisesTheChosenAmount() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        HoldemTable* t = table(w);
        ChipsItem* chips = t->myChips();
        QVERIFY(chips->isVisible());
        QCOMPARE(chips->amount(), qint64(pub(w).stack[0]));
        t->actions()->setAmount(8);
        QSignalSpy applied(s, &GameSession::moveApplied);
        const QPoint from = w->view()->mapFromScene(chips->pos());
        const QPoint to = w->view()->mapFromScene(centreOf(t->potArea()));
        QTest::mousePress(w->view()->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(w->view()->viewport(), from + QPoint(8, -8));
        QTest::mouseMove(w->view()->viewport(), (from + to) / 2);
        QTest::mouseMove(w->view()->viewport(), to);
        QTest::mouseRelease(w->view()->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(lastMoveOf(applied, 0), QStringLiteral("raise 8"));
        QCOMPARE(s->state().table().committed[0], 8);
    }

    void botsPlayAHandToAShowdown() {
        TestWindow w;
        // Hands with the autopilot in the person's seat until one ends at a showdown with one winner.
        HoldemSession* s = nullptr;
        for (quint64 seed = 1; seed < 40; ++seed) {
            w->startGame(kGame, seed);
            s = session(w);
            w->bots()->setPace(0);
            s->setAutopilot(QStringLiteral("easy"));
            w->bots()->resume();
            QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
            const PublicTable& t = s->state().table();
            if (!t.results.empty() && t.results.front().showdown && t.results.front().winners.size() == 1)
                break;
            s = nullptr;
        }
        QVERIFY(s);
        HoldemTable* tb = table(w);
        const PublicTable& t = s->state().table();
        const int winner = t.results.front().winners.front();
        int shown = 0;
        for (int seat = 0; seat < t.seats(); ++seat) {
            if (!hasSeat(t.dealt, seat)) continue;
            for (int i = 0; i < 2; ++i) {
                CardItem* item = tb->holeItem(seat, i);
                if (hasSeat(t.shownMask, seat)) {
                    QVERIFY(item->isKnown() && item->faceUp());
                    QVERIFY(s->state().hole(seat).contains(item->card()));
                } else if (seat != 0) {
                    // Folded hands stay unknown to the person's table.
                    QVERIFY(!item->isKnown());
                    QVERIFY(!item->faceUp());
                    QCOMPARE(item->place, Place(ZoneRole::Muck));
                }
            }
            if (hasSeat(t.shownMask, seat)) {
                ++shown;
                QCOMPARE(tb->handLabel(seat), HoldemNames::hand(t.shown[std::size_t(seat)].best,
                                                                t.shown[std::size_t(seat)].value));
            } else {
                QVERIFY(tb->handLabel(seat).isEmpty());
            }
        }
        QVERIFY(shown >= 2);
        // Exactly the winner's best five are outlined.
        QCOMPARE(tb->outlinedCards(), t.shown[std::size_t(winner)].best);
        QCOMPARE(tb->seat(winner)->badge(), QStringLiteral("Winner"));
        QVERIFY(tb->resultPanel()->isVisible());
        const HoldemReport report([&] {
            QStringList names;
            for (int seat = 0; seat < t.seats(); ++seat) names << s->players()[seat].name;
            names[0] = QStringLiteral("You");
            return names;
        }());
        QCOMPARE(tb->resultPanel()->title(), report.resultTitle(t));
        QVERIFY(tb->resultPanel()->lines().first().contains(
            HoldemNames::hand(t.shown[std::size_t(winner)].best, t.shown[std::size_t(winner)].value)));
        // The log says who won what with which hand.
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log);
        QStringList lines;
        for (int i = 0; i < log->count(); ++i) lines << log->item(i)->text();
        const QString hand =
            HoldemNames::hand(t.shown[std::size_t(winner)].best, t.shown[std::size_t(winner)].value);
        QVERIFY2(!lines.filter(QStringLiteral(" with %1.").arg(hand)).isEmpty(),
                 qPrintable(lines.join('\n')));
        QVERIFY(!lines.filter(QStringLiteral(" \u2014 shows ")).isEmpty());
        QVERIFY(button(w, "next")->isVisible());
        QCOMPARE(button(w, "next")->text(), QStringLiteral("Next hand"));
        // The next hand: everything is dealt again, the previous hand stays in the log.
        const int rows = log->count();
        button(w, "next")->click();
        QCOMPARE(s->state().table().handIndex, 1);
        QVERIFY(!tb->resultPanel()->isVisible());
        QVERIFY(log->count() > rows);
        QVERIFY(log->item(rows)->text().startsWith(QStringLiteral("Hand 2")));
    }

    // When the person's seat is played for them (the screenshot mode's autopilot), the status line still says
    // it is their turn, never "You is thinking".
    void theAutopilotsTurnIsStillYourTurn() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        QVERIFY(s->isHumanTurn());
        w->bots()->setPaused(true);
        s->setAutopilot(QStringLiteral("easy"));
        QVERIFY(!s->isHumanTurn());
        QVERIFY2(table(w)->statusText().startsWith(QStringLiteral("Your turn. Pot ")),
                 qPrintable(table(w)->statusText()));
        s->setAutopilot(QString());
    }

    void aShowdownWaitsForTheCardsToTurn() {
        // With animations on, the outcome of a showdown is shown once the last cards have turned.
        TestWindow w;
        w->setAnimationSpeed(AnimationSpeed::Fast);
        w->startGame(kGame, 3, {{"players", "2"}});
        HoldemSession* s = session(w);
        HoldemTable* t = table(w);
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        bool checked = false;
        connect(s, &GameSession::roundOver, t, [&] {
            const PublicTable& pt = s->state().table();
            QVERIFY(!pt.results.empty() && pt.results.front().showdown);
            QVERIFY(!t->resultPanel()->isVisible());
            for (int seat = 0; seat < 2; ++seat) QVERIFY(t->handLabel(seat).isEmpty());
            QVERIFY(t->outlinedCards().empty());
            checked = true;
        });
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
        QVERIFY(checked);
        QTRY_VERIFY_WITH_TIMEOUT(t->resultPanel()->isVisible(), 5000);
        const PublicTable& pt = s->state().table();
        const int winner = pt.results.front().winners.front();
        QCOMPARE(t->outlinedCards(), pt.shown[std::size_t(winner)].best);
        QVERIFY(!t->handLabel(winner).isEmpty());
    }

    void aTournamentEndsWithTheStandings() {
        TestWindow w;
        // Heads-up with one big blind each: the blinds put both all-in at once.
        w->startGame(kGame, 5, {{"players", "2"}, {"startingStack", "1"}});
        HoldemSession* s = session(w);
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        w->bots()->resume();
        for (int hand = 0; hand < 60 && !s->isGameOver(); ++hand) {
            QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
            if (!s->isGameOver()) button(w, "next")->click();
            w->bots()->resume();
        }
        QVERIFY(s->isGameOver());
        const int winner = s->gameWinner();
        QVERIFY(winner == 0 || winner == 1);
        const int loser = 1 - winner;
        HoldemTable* t = table(w);
        QCOMPARE(t->seat(winner)->detail(), QStringLiteral("4 chips"));
        QCOMPARE(t->seat(loser)->detail(), QStringLiteral("Out \u00b7 2nd"));
        QCOMPARE(t->resultPanel()->title(), winner == 0 ? QStringLiteral("You win the tournament!")
                                                        : QStringLiteral("Budi wins the tournament"));
        const QStringList lines = t->resultPanel()->lines();
        QCOMPARE(
            lines.mid(lines.size() - 2),
            (QStringList{
                QStringLiteral("1st\t%1").arg(winner == 0 ? QStringLiteral("You") : QStringLiteral("Budi")),
                QStringLiteral("2nd\t%1").arg(loser == 0 ? QStringLiteral("You") : QStringLiteral("Budi"))}));
        QCOMPARE(button(w, "next")->text(), QStringLiteral("New game"));
    }

    void seatsFitWithoutOverlapping_data() {
        QTest::addColumn<QSizeF>("size");
        QTest::addColumn<int>("seats");
        // The table's part of the window at 900x600, 1280x800, 1400x900 and 1920x1080 (the odds panel opens
        // in the side column: the table keeps this room).
        for (const QSizeF size : {QSizeF(650, 517), QSizeF(1030, 690), QSizeF(1150, 790), QSizeF(1670, 970)})
            for (int seats = 2; seats <= 9; ++seats)
                QTest::addRow("%dx%d, %d seats", int(size.width()), int(size.height()), seats)
                    << size << seats;
    }

    void seatsFitWithoutOverlapping() {
        QFETCH(QSizeF, size);
        QFETCH(int, seats);
        const HoldemGeometry g(size, seats, 250.0 / 350.0);
        const QRectF area(QPointF(0, 0), size);
        QList<QRectF> boxes, cards, bets;
        for (int s = 0; s < seats; ++s) {
            boxes << g.plate(s); // with the room of its badge
            cards << QRectF(g.holeCard(s, 0), g.holeSize(s)).united(QRectF(g.holeCard(s, 1), g.holeSize(s)));
            // The chips and their amount under them.
            bets << g.chipsRect(g.bet(s));
            QVERIFY2(area.contains(boxes.last()),
                     qPrintable(QStringLiteral("seat %1 leaves the table").arg(s)));
            QVERIFY2(area.contains(cards.last()), qPrintable(QStringLiteral("cards of %1 leave it").arg(s)));
        }
        const QRectF middle = g.boardRect().united(g.muck()).united(g.potArea());
        for (int a = 0; a < seats; ++a) {
            const auto what = [&](const char* text, int b) {
                return qPrintable(QStringLiteral("%1 (seats %2, %3)").arg(QLatin1String(text)).arg(a).arg(b));
            };
            QVERIFY2(!boxes[a].intersects(middle), what("box over the middle", a));
            QVERIFY2(!cards[a].intersects(middle), what("cards over the middle", a));
            QVERIFY2(!bets[a].intersects(middle), what("bet over the middle", a));
            QVERIFY2(!bets[a].intersects(boxes[a]) && !bets[a].intersects(cards[a]), what("own bet", a));
            for (int b = 0; b < seats; ++b) {
                if (a == b) continue;
                QVERIFY2(!boxes[a].intersects(boxes[b]), what("boxes", b));
                QVERIFY2(!cards[a].intersects(boxes[b]), what("cards over a box", b));
                QVERIFY2(!cards[a].intersects(cards[b]), what("cards", b));
                QVERIFY2(!bets[a].intersects(boxes[b]) && !bets[a].intersects(cards[b]),
                         what("bet over a seat", b));
                QVERIFY2(!bets[a].intersects(bets[b]), what("bets", b));
            }
        }
    }

    void nineSeatsAtTheTable() {
        TestWindow w;
        QVERIFY(start(w, 2, {{"players", "9"}}));
        HoldemTable* t = table(w);
        QCOMPARE(session(w)->seatCount(), 9);
        QCOMPARE(session(w)->players().size(), 9);
        const QRectF view = w->scene()->sceneRect();
        for (int s = 0; s < 9; ++s) {
            QVERIFY(t->seat(s)->isVisible());
            QVERIFY(view.contains(t->seat(s)->sceneBoundingRect().adjusted(6, 6, -6, -6)));
            QCOMPARE(t->seat(s)->name(), s == 0 ? QStringLiteral("You") : session(w)->players()[s].name);
        }
        // The odds panel opens in the side column, beside the table, not over it: every seat stays in view.
        w->oddsPanel()->setVisible(true);
        QCoreApplication::processEvents();
        const QRect panel(w->oddsPanel()->mapToGlobal(QPoint(0, 0)), w->oddsPanel()->size());
        const QRect felt(w->view()->viewport()->mapToGlobal(QPoint(0, 0)), w->view()->viewport()->size());
        QVERIFY(!panel.intersects(felt));
        const QRectF shown = w->view()->mapToScene(w->view()->viewport()->rect()).boundingRect();
        for (int s = 0; s < 9; ++s) QVERIFY(shown.contains(t->seat(s)->sceneBoundingRect()));
    }

    void oddsFollowTheBoard() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        auto* view = qobject_cast<HoldemOddsView*>(w->oddsPanel()->content());
        QVERIFY(view);
        w->oddsPanel()->show(); // odds are computed while the panel is open
        const CardSet hole = s->state().hole(0);
        // Preflop: every one of the C(50,5) boards.
        QTRY_VERIFY_WITH_TIMEOUT(view->figures() && view->figures()->input.board.empty() &&
                                     view->figures()->input.hole == hole,
                                 20000);
        const CategoryCounts preflop = view->figures()->distribution;
        QCOMPARE(preflop.total(), std::uint64_t(2'118'760));
        QCOMPARE(preflop, categoryDistribution(hole, CardSet()));
        QVERIFY(
            view->text().contains(QStringLiteral("over 2,118,760 boards still possible; rows sum to 100%")));
        QVERIFY(view->text().contains(QStringLiteral("Monte Carlo n=100,000")));
        QVERIFY(view->text().contains(QStringLiteral("Pot odds: call 2 to win ")));
        QCOMPARE(view->figures()->equity->showdowns, std::uint64_t(HoldemOddsView::kSamples));

        // Call along until the flop is out (or the hand ends before it).
        bool flop = false;
        for (int turn = 0; turn < 8; ++turn) {
            if (s->state().table().boardCount >= 3) {
                flop = true;
                break;
            }
            if (!s->isHumanTurn()) break;
            QVERIFY(!s->play(s->state().table().toCall(0) > 0 ? Move::call() : Move::check()));
            if (s->state().table().boardCount >= 3) {
                flop = true;
                break;
            }
            if (!waitForMyTurn(w)) {
                flop = s->state().table().boardCount >= 3;
                break;
            }
        }
        QVERIFY2(flop, "the deal reaches the flop with the person calling along");
        const CardSet board = CardSet::of(
            std::vector<Card>(s->state().table().board.begin(), s->state().table().board.begin() + 3));
        QTRY_VERIFY_WITH_TIMEOUT(view->figures() && view->figures()->input.board.count() >= 3, 20000);
        const CardSet shownBoard = view->figures()->input.board;
        const CategoryCounts after = view->figures()->distribution;
        QVERIFY(after != preflop);
        QCOMPARE(after, categoryDistribution(hole, shownBoard));
        QCOMPARE(after.total(), shownBoard.count() == 3 ? std::uint64_t(1081) : std::uint64_t(46));
        QVERIFY(shownBoard.containsAll(board));
        QVERIFY(view->text().contains(QStringLiteral("Outs for the ")) || shownBoard.count() == 5);
    }

    void oddsKeepWorkingAfterFolding() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemSession* s = session(w);
        auto* view = qobject_cast<HoldemOddsView*>(w->oddsPanel()->content());
        w->oddsPanel()->show(); // odds are computed while the panel is open
        QVERIFY(!s->play(Move::fold()));
        QTRY_VERIFY_WITH_TIMEOUT(view->figures() && view->figures()->input.folded, 20000);
        QCOMPARE(view->figures()->input.hole, s->state().hole(0));
        QVERIFY(view->text().contains(QStringLiteral("You folded")));
        QVERIFY(!view->text().contains(QStringLiteral("Pot odds")));
    }

    void headsUpAfterTheFlopIsExact() {
        // The figures themselves: exact heads-up on the flop, Monte Carlo with three opponents.
        HoldemOddsInput in;
        in.hole = CardSet::of(std::vector<Card>{*Card::parse("Ah").card, *Card::parse("Kh").card});
        in.board = CardSet::of(
            std::vector<Card>{*Card::parse("2h").card, *Card::parse("7h").card, *Card::parse("9c").card});
        in.opponents = 1;
        in.toCall = 10;
        in.pot = 30;
        const HoldemOddsFigures heads = HoldemOddsView::compute(in);
        QVERIFY(heads.equity);
        QCOMPARE(heads.equity->method, EquityMethod::Exact);
        QCOMPARE(heads.equity->showdowns, std::uint64_t(1081) * 990);
        QCOMPARE(heads.distribution.total(), std::uint64_t(1081));
        // Nine hearts make the flush; the outs count every card that lifts the category.
        int flushOuts = 0;
        for (const Out& o : heads.outs) flushOuts += o.to == Category::Flush ? 1 : 0;
        QCOMPARE(flushOuts, 9);
        QCOMPARE(heads.unseen, 47);
        in.opponents = 3;
        const HoldemOddsFigures multi = HoldemOddsView::compute(in);
        QCOMPARE(multi.equity->method, EquityMethod::MonteCarlo);
        QCOMPARE(multi.equity->showdowns, std::uint64_t(HoldemOddsView::kSamples));
        QVERIFY(multi.equity->win() < heads.equity->win());
    }

    void handNamesAndPots_data() {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("indonesian");
        QTest::newRow("straight") << "5d 6c 7s 8h 9d"
                                  << "Straight, 9 high"
                                  << "Straight, 9 tertinggi";
        QTest::newRow("wheel") << "Ad 2c 3s 4h 5d"
                               << "Straight, 5 high"
                               << "Straight, 5 tertinggi";
        QTest::newRow("royal") << "Th Jh Qh Kh Ah"
                               << "Royal flush"
                               << "Royal flush";
        QTest::newRow("full house") << "Qc Qd Qs 4h 4s"
                                    << "Full house, Queens full of 4s"
                                    << "Full house, Q dan 4";
        QTest::newRow("two pair") << "Jh Jc 4s 4d Ah"
                                  << "Two pair, Jacks and 4s"
                                  << "Two pair, J dan 4";
        QTest::newRow("pair") << "As Ad 9c 6h 4c"
                              << "Pair of Aces"
                              << "Pair As";
        QTest::newRow("high card") << "Ad Qs 9c 6h 4c"
                                   << "High card Ace"
                                   << "High card As";
        QTest::newRow("flush") << "Ac Jc 8c 6c 2c"
                               << "Flush, Ace high"
                               << "Flush, As tertinggi";
        QTest::newRow("quads") << "7c 7d 7h 7s Kd"
                               << "Four of a kind, 7s"
                               << "Four of a kind 7";
    }

    void handNamesAndPots() {
        QFETCH(QString, cards);
        QFETCH(QString, english);
        QFETCH(QString, indonesian);
        CardSet five;
        for (const QString& token : cards.split(QLatin1Char(' ')))
            five.add(*Card::parse(token.toStdString()).card);
        const HandValue value = evaluate(five);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(HoldemNames::hand(five, value), english);
        QCOMPARE(HoldemNames::pot(0, 3), QStringLiteral("Main pot"));
        QCOMPARE(HoldemNames::pot(1, 3), QStringLiteral("Side pot 1"));
        QVERIFY(languages.setLanguage(QStringLiteral("id")));
        QCOMPARE(HoldemNames::hand(five, value), indonesian);
        QCOMPARE(HoldemNames::pot(0, 3), QStringLiteral("Pot utama"));
        QCOMPARE(HoldemNames::pot(2, 3), QStringLiteral("Pot samping 2"));
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
    }

    void sidePotsAreLabelledInTheResult() {
        // A: 50 chips, B: 120, C: 200, all in before the flop (holdem.md's side pot example, three players).
        HoldemRules rules;
        rules.players = 3;
        HoldemState::Setup setup;
        setup.stacks = {50, 120, 200};
        setup.button = 0;
        const auto cards = [](const char* text) {
            core::cards::CardList out;
            for (const QString& t : QString::fromLatin1(text).split(QLatin1Char(' ')))
                out.push_back(*Card::parse(t.toStdString()).card);
            return out;
        };
        setup.hole = {cards("Ah As"), cards("Kh Ks"), cards("Qh Qs")};
        setup.board = cards("2c 7d 9s Jc 3h");
        auto state = HoldemState::fromSetup(rules, setup);
        QVERIFY(state);
        // Everyone pushes; the last one can only call (nobody is left to answer a raise).
        while (!state->isDealOver()) {
            if (state->apply(Move::allIn())) QVERIFY(!state->apply(Move::call()));
        }
        const PublicTable& t = state->table();
        QCOMPARE(int(t.results.size()), 2);
        const HoldemReport report({QStringLiteral("You"), QStringLiteral("Budi"), QStringLiteral("Sari")});
        QCOMPARE(report.resultLines(t),
                 (QStringList{QStringLiteral("Main pot (150): You \u2014 Pair of Aces"),
                              QStringLiteral("Side pot 1 (140): Budi \u2014 Pair of Kings")}));
        QCOMPARE(report.resultTitle(t), QStringLiteral("You win 150"));
    }

    void sidePotsOnTheTable() {
        // Three players, every seat played from here (no bots). Hand 1 leaves the stacks unequal; in hand 2
        // the shortest goes all-in before the flop and the other two bet on after it: a side pot.
        TestWindow w;
        HoldemSession* s = nullptr;
        for (quint64 seed = 1; seed < 30; ++seed) {
            w->startGame(kGame, seed, {{"players", "3"}});
            s = session(w);
            QList<PlayerInfo> people = s->players();
            for (PlayerInfo& p : people) p.bot.clear();
            s->setPlayers(people);
            int callers = 0;
            while (!s->isDealOver()) {
                const PublicTable& t = s->state().table();
                Move m = t.toCall(t.current) > 0 ? Move::call() : Move::check();
                if (t.street == Street::Preflop) {
                    if (t.level < 50)
                        m = Move::raiseTo(50);
                    else if (t.toCall(t.current) > 0 && callers++ > 0)
                        m = Move::fold();
                }
                QVERIFY(s->applyMoveText(m.toString()));
            }
            const PublicTable& t = s->state().table();
            std::vector<int> stacks(t.stack.begin(), t.stack.begin() + 3);
            std::sort(stacks.begin(), stacks.end());
            if (stacks[0] < stacks[1]) break; // not a split
            s = nullptr;
        }
        QVERIFY(s);
        const PublicTable& first = s->state().table();
        const int shortest =
            int(std::min_element(first.stack.begin(), first.stack.begin() + 3) - first.stack.begin());
        button(w, "next")->click();
        while (s->state().table().street == Street::Preflop && !s->isDealOver()) {
            const PublicTable& t = s->state().table();
            const Move m = t.current == shortest     ? Move::allIn()
                           : t.toCall(t.current) > 0 ? Move::call()
                                                     : Move::check();
            QVERIFY(s->applyMoveText(m.toString()));
        }
        QVERIFY(!s->isDealOver());
        // The flop: the first to act bets 20, the other calls.
        QVERIFY(s->applyMoveText(Move::raiseTo(20).toString()));
        QVERIFY(s->applyMoveText(Move::call().toString()));
        const PublicTable& t = s->state().table();
        QCOMPARE(t.street, Street::Turn);
        const std::vector<Pot> pots = t.pots();
        QCOMPARE(int(pots.size()), 2);
        const QList<ChipsItem*> shown = table(w)->pots();
        QCOMPARE(shown.size(), 2);
        QCOMPARE(shown[0]->caption(), QStringLiteral("Main pot"));
        QCOMPARE(shown[0]->amount(), qint64(pots[0].amount));
        QCOMPARE(shown[1]->caption(), QStringLiteral("Side pot 1"));
        QCOMPARE(shown[1]->amount(), qint64(40));
        QVERIFY(w.languages->setLanguage(QStringLiteral("id")));
        QTRY_COMPARE(table(w)->pots()[0]->caption(), QStringLiteral("Pot utama"));
        QCOMPARE(table(w)->pots()[1]->caption(), QStringLiteral("Pot samping 1"));
        QVERIFY(w.languages->setLanguage(QStringLiteral("en")));
    }

    void languageSwitchRetranslatesTheTable() {
        TestWindow w;
        startFacingTheBigBlind(w);
        HoldemTable* t = table(w);
        QCOMPARE(t->seat(0)->name(), QStringLiteral("You"));
        QCOMPARE(button(w, "fold")->text(), QStringLiteral("Fold"));
        QCOMPARE(button(w, "halfPot")->text(), QStringLiteral("\u00bd pot"));
        QCOMPARE(t->streetLabel()->lines().first(),
                 QStringLiteral("Preflop \u00b7 total pot 3 \u00b7 blinds 1/2"));
        // A seat outside the blinds that has not bet yet shows its whole stack.
        int quiet = -1;
        for (int s = 1; s < session(w)->seatCount() && quiet < 0; ++s)
            if (pub(w).committed[std::size_t(s)] == 0 && !hasSeat(pub(w).folded, s)) quiet = s;
        if (quiet > 0) QCOMPARE(t->seat(quiet)->detail(), QStringLiteral("200 chips"));
        QVERIFY(w.languages->setLanguage(QStringLiteral("id")));
        QTRY_COMPARE(t->seat(0)->name(), QStringLiteral("Kamu"));
        QCOMPARE(t->streetLabel()->lines().first(),
                 QStringLiteral("Preflop \u00b7 total pot 3 \u00b7 blind 1/2"));
        QCOMPARE(button(w, "halfPot")->text(), QStringLiteral("\u00bd pot"));
        QCOMPARE(button(w, "raise")->text(), QStringLiteral("Raise ke 4"));
        if (quiet > 0) QCOMPARE(t->seat(quiet)->detail(), QStringLiteral("200 chip"));
        QVERIFY(w->statusText().startsWith(QStringLiteral("Giliranmu")));
        QVERIFY(w.languages->setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(t->seat(0)->name(), QStringLiteral("You"));
    }
};

QTEST_MAIN(TestHoldemTable)
#include "tst_holdemtable.moc"
