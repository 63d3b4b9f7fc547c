// The Capsa table as a person uses it, offscreen: drag a legal play onto the centre, an illegal drop springs
// back and changes nothing, the centre lights up only for a legal selection, Pass, the keyboard, reordering
// the hand, and bots finishing a round at speed 0.
#include "games/capsa/capsaodds.h"
#include "games/capsa/capsasession.h"
#include "games/capsa/capsatable.h"
#include "model/handmodel.h"
#include "panels/oddspanel.h"
#include "table/actionbar.h"
#include "testsupport.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>

using namespace core::capsa;

namespace {

CapsaSession* capsaSession(TestWindow& w) {
    return static_cast<CapsaSession*>(w->session());
}
CapsaTable* capsaTable(TestWindow& w) {
    return static_cast<CapsaTable*>(w->controller());
}

void startAndWaitForMyTurn(TestWindow& w, quint64 seed) {
    w->startGame(QStringLiteral("capsa"), seed);
    w->bots()->setPace(0);
    QTRY_VERIFY_WITH_TIMEOUT(capsaSession(w)->isHumanTurn(), 20000);
}

/// A legal play of `size` cards for the person now, if there is one.
std::optional<Move> legalPlay(CapsaSession* s, int size) {
    for (const Move& m : s->state().legalMoves())
        if (!m.isPass() && m.cards.count() == size) return m;
    return std::nullopt;
}

/// Starts deals until the person, at their first turn, has a legal play of `size` cards.
Move startWithPlay(TestWindow& w, int size) {
    for (quint64 seed = 1; seed < 60; ++seed) {
        startAndWaitForMyTurn(w, seed);
        if (auto m = legalPlay(capsaSession(w), size)) return *m;
    }
    qFatal("no deal with a legal play of %d cards", size);
}

void selectCards(TestWindow& w, core::cards::CardSet cards) {
    for (core::cards::Card c : cards) clickCard(w->view(), capsaTable(w)->itemFor(c));
}

} // namespace

class TestCapsaTable : public QObject {
    Q_OBJECT
private slots:
    void draggingALegalPlayToTheCentrePlaysIt() {
        TestWindow w;
        const std::optional<Move> move = startWithPlay(w, 2);
        CapsaSession* s = capsaSession(w);
        selectCards(w, move->cards);
        QCOMPARE(capsaTable(w)->hand()->selection().size(), move->cards.count());
        QCOMPARE(capsaTable(w)->centre()->highlight(), PileItem::Highlight::Allowed);

        QSignalSpy applied(s, &GameSession::moveApplied);
        const int before = s->state().hand(0).count();
        dragCard(w->view(), capsaTable(w)->itemFor(move->cards.first()),
                 capsaTable(w)->centre()->rect().center());
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(0).toInt(), 0);
        QCOMPARE(applied.first().at(1).toString(), QString::fromStdString(move->toString()));
        QCOMPARE(s->state().hand(0).count(), before - move->cards.count());
    }

    void anIllegalDropChangesNothing() {
        TestWindow w;
        startAndWaitForMyTurn(w, 11);
        CapsaSession* s = capsaSession(w);
        // Two cards of different ranks are never a combination.
        const auto hand = s->state().hand(0).toVector();
        core::cards::CardSet two{hand.front(), hand.back()};
        QVERIFY(hand.front().rank() != hand.back().rank());
        const CapsaState before = s->state();
        const auto moves = s->record().moves;
        selectCards(w, two);
        QCOMPARE(capsaTable(w)->centre()->highlight(), PileItem::Highlight::None); // not a legal play
        QSignalSpy applied(s, &GameSession::moveApplied);
        CardItem* dragged = capsaTable(w)->itemFor(hand.front());
        const QPointF home = dragged->pos();
        dragCard(w->view(), dragged, capsaTable(w)->centre()->rect().center());
        QCOMPARE(applied.count(), 0);
        QVERIFY(s->state() == before);
        QCOMPARE(s->record().moves, moves);
        QCOMPARE(w->statusText(), QStringLiteral("These cards do not make a Capsa combination."));
        QTRY_COMPARE(dragged->pos(), home); // sprung back
    }

    void passAndKeys() {
        TestWindow w;
        CapsaSession* s = nullptr;
        // Find a deal where the person has to answer a combination (not lead), so Pass is allowed.
        for (quint64 seed = 1; seed < 40; ++seed) {
            startAndWaitForMyTurn(w, seed);
            s = capsaSession(w);
            if (s->state().table()) break;
        }
        QVERIFY(s->state().table());
        auto* pass = w->actionBar()->findChild<QPushButton*>(QStringLiteral("pass"));
        QVERIFY(pass && pass->isEnabled());
        QSignalSpy applied(s, &GameSession::moveApplied);
        QTest::keyClick(w->view(), Qt::Key_P);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QStringLiteral("pass"));
        QVERIFY(!pass->isEnabled());
    }

    void keyboardSelectsAndPlays() {
        TestWindow w;
        const std::optional<Move> single = startWithPlay(w, 1);
        CapsaSession* s = capsaSession(w);
        const int row = capsaTable(w)->hand()->indexOf(single->cards.first());
        for (int i = 0; i <= row; ++i)
            QTest::keyClick(w->view(), Qt::Key_Right); // focus starts before the first card
        QCOMPARE(capsaTable(w)->hand()->focusRow(), row);
        QTest::keyClick(w->view(), Qt::Key_Space);
        QSignalSpy applied(s, &GameSession::moveApplied);
        QTest::keyClick(w->view(), Qt::Key_Return);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QString::fromStdString(single->toString()));
    }

    void reorderingTheHandByDragging() {
        TestWindow w;
        startAndWaitForMyTurn(w, 11);
        HandModel* hand = capsaTable(w)->hand();
        const core::cards::Card first = hand->cards().first();
        CardItem* item = capsaTable(w)->itemFor(first);
        CardItem* last = capsaTable(w)->itemFor(hand->cards().last());
        dragCard(w->view(), item,
                 last->mapToScene(QPointF(last->size().width() * 0.9, last->size().height() * 0.5)));
        QCOMPARE(hand->cards().last(), first);
        QVERIFY(capsaSession(w)->isHumanTurn()); // nothing was played
    }

    void oddsPanelShowsExactFiguresAndFollowsTheGame() {
        TestWindow w;
        startAndWaitForMyTurn(w, 11);
        auto* view = qobject_cast<CapsaOddsView*>(w->oddsPanel()->content());
        QVERIFY(view);
        w->oddsPanel()->show(); // odds are computed while the panel is open
        QTRY_VERIFY_WITH_TIMEOUT(view->text().contains(QStringLiteral("Exact")), 10000);
        QVERIFY(view->text().contains(QStringLiteral("An opponent holds a Bom")));
        const QString before = view->text();
        CapsaSession* s = capsaSession(w);
        const auto moves = s->state().legalMoves();
        QVERIFY(!s->play(moves.back())); // any legal play changes what is unseen
        QTRY_VERIFY_WITH_TIMEOUT(view->text() != before, 10000);
    }

    void botsFinishARoundAtSpeedZero() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 5);
        CapsaSession* s = capsaSession(w);
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
        QCOMPARE(s->state().finishOrder().size(), std::size_t(4));
        auto* next = w->actionBar()->findChild<QPushButton*>(QStringLiteral("next"));
        QVERIFY(next && next->isVisible());
        next->click();
        QVERIFY(!s->isDealOver());
        QCOMPARE(s->state().round(), 1);
    }
};

QTEST_MAIN(TestCapsaTable)
#include "tst_capsatable.moc"
