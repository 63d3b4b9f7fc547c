// The coach in the program: Game -> Review deal after a deal played to its end (the rows and the total are
// the core's review of the same record), the replay at a decision and move by move with the arrow keys (the
// person's hand as it was then), Show all cards (every hidden hand face up, refused for a deal still being
// played), cancelling a review, the offer on the table when a deal is over, a saved game opened for review
// while the game at the table stays, Hint (H) in every game, and the Opponents menu with the levels'
// measured strength.
#include "coach.h"
#include "game/recordedgame.h"
#include "games/canasta/canastasession.h"
#include "games/capsa/capsasession.h"
#include "games/capsa/capsatable.h"
#include "games/empatsatu/empatsatusession.h"
#include "games/gameregistry.h"
#include "games/holdem/holdemsession.h"
#include "model/coachtext.h"
#include "model/handmodel.h"
#include "model/reviewjob.h"
#include "model/savestore.h"
#include "model/strengthtable.h"
#include "panels/reviewpanel.h"
#include "review.h"
#include "table/replayview.h"
#include "table/textpanelitem.h"
#include "testsupport.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>

#include <algorithm>

using core::cards::Card;
using core::cards::CardSet;

namespace {

constexpr double kEffort = 0.25; // a lighter search: the same for the program and the core here

QMenu* gameMenu(MainWindow* w) {
    return w->menuBar()->actions().at(0)->menu();
}

/// Starts Capsa deal `seed` with the person's seat played by an Easy bot, and waits for the deal's end.
void playCapsaDeal(TestWindow& w, quint64 seed) {
    w->startGame(QStringLiteral("capsa"), seed);
    w->coach()->setEffort(kEffort);
    w->session()->setAutopilot(QStringLiteral("easy"));
    w->bots()->setPace(0);
    w->bots()->resume();
    QVERIFY(QTest::qWaitFor([&] { return w->session()->isDealOver(); }, 60000));
}

bool waitForReview(TestWindow& w) {
    QSignalSpy shown(w->coach(), &Coach::reviewShown);
    return shown.count() > 0 || shown.wait(60000);
}

/// The Capsa state after the first `moves` moves of `record`.
core::capsa::CapsaState capsaAt(core::game::GameRecord record, int moves) {
    record.moves.resize(std::size_t(moves));
    return core::game::RecordedGame<core::capsa::CapsaState>::rebuild(record).game->state();
}

CardSet handShown(const CapsaTable* table) {
    CardSet set;
    for (Card c : table->hand()->cards()) set.add(c);
    return set;
}

/// The cards lying face up in the replay's opponents' hands (seats 1-3).
CardSet faceUpInOthersHands(TableScene* scene) {
    CardSet set;
    for (QGraphicsItem* item : scene->items()) {
        auto* card = dynamic_cast<CardItem*>(item);
        if (card && card->place.is(ZoneRole::Seat) && card->faceUp() && card->isKnown())
            set.add(card->card());
    }
    return set;
}

} // namespace

class TestReviewPanel : public QObject {
    Q_OBJECT
private slots:
    void reviewOfAFinishedDealIsTheCoresReview() {
        TestWindow w;
        playCapsaDeal(w, 12);
        Coach* coach = w->coach();
        QVERIFY(coach->reviewAction()->isEnabled());
        coach->reviewAction()->trigger();
        QVERIFY(coach->dock()->isVisible());
        QVERIFY(waitForReview(w));

        core::game::ReviewOptions options;
        options.deal = 0;
        options.effort = kEffort;
        const core::game::ReviewOutcome expected = core::reviewRecord(w->session()->record(), 0, options);
        QVERIFY(expected.review);
        QCOMPARE(*coach->result(), *expected.review);
        QVERIFY(expected.review->decisions.size() >= 5);
        QListWidget* list = coach->panel()->list();
        QCOMPARE(list->count(), int(expected.review->decisions.size()));
        for (int i = 0; i < list->count(); ++i) {
            const core::game::DecisionReview& d = expected.review->decisions[std::size_t(i)];
            QCOMPARE(list->item(i)->data(ReviewPanel::SizeRole).toInt(),
                     int(CoachText::sizeOf(QStringLiteral("capsa"), d.cost)));
            QVERIFY(list->item(i)->text().startsWith(QStringLiteral("Move %1: ").arg(d.index + 1)));
        }
        QCOMPARE(coach->panel()->totalLabel()->text(),
                 CoachText::total(QStringLiteral("capsa"), expected.review->totalCost()));
        QVERIFY(coach->panel()->totalLabel()->text().startsWith(QStringLiteral("This deal you gave up")));
        QVERIFY(coach->panel()->revealBox()->isEnabled()); // the deal is over
        saveShot(w.window.get(), QStringLiteral("review-capsa"));
    }

    void aDecisionAndTheArrowKeysShowTheTableAsItWas() {
        TestWindow w;
        playCapsaDeal(w, 12);
        Coach* coach = w->coach();
        QVERIFY(coach->reviewGame());
        QVERIFY(waitForReview(w));
        const core::game::GameRecord record = w->session()->record();
        const int row = int(coach->result()->decisions.size()) / 2;
        const int index = coach->result()->decisions[std::size_t(row)].index;

        QListWidget* list = coach->panel()->list();
        list->scrollToItem(list->item(row));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(row)).center());
        QVERIFY(coach->isReplaying());
        ReplayView* replay = coach->replay();
        QCOMPARE(replay->position(), index);
        QVERIFY(!replay->session()->isHumanTurn()); // nothing can be played in a replay
        auto* table = static_cast<CapsaTable*>(replay->controller());
        QCOMPARE(handShown(table), capsaAt(record, index).hand(0));
        QCOMPARE(replay->title(),
                 QStringLiteral("Review \u2014 move %1 of %2").arg(index + 1).arg(record.moves.size()));
        QVERIFY(replay->nextMoveText().startsWith(QStringLiteral("Next: You \u2014 play ")));
        saveShot(w.window.get(), QStringLiteral("replay-capsa"));

        // Every move, not only the person's: Right plays the decision, then the next player's move.
        QTest::keyClick(replay->view(), Qt::Key_Right);
        QCOMPARE(replay->position(), index + 1);
        QCOMPARE(handShown(table), capsaAt(record, index + 1).hand(0));
        QCOMPARE(coach->panel()->currentDecision(), -1);
        QTest::keyClick(replay->view(), Qt::Key_Right);
        QCOMPARE(replay->position(), index + 2);
        QTest::keyClick(replay->view(), Qt::Key_Left);
        QTest::keyClick(replay->view(), Qt::Key_Left);
        QCOMPARE(replay->position(), index);
        QCOMPARE(coach->panel()->currentDecision(), row); // back on the decision: its row is marked
        QCOMPARE(handShown(table), capsaAt(record, index).hand(0));
        QTest::keyClick(replay->view(), Qt::Key_Home);
        QCOMPARE(replay->position(), 0);
        QCOMPARE(table->hand()->cards().size(), 13);
        QTest::keyClick(replay->view(), Qt::Key_End);
        QCOMPARE(replay->position(), int(record.moves.size()));
        QCOMPARE(handShown(table), capsaAt(record, int(record.moves.size())).hand(0));
        QVERIFY(table->summary()->isVisible()); // the deal-over box, as the person saw it

        // Playing in the replay changes nothing; Esc goes back to the game, which did not move meanwhile.
        QTest::keyClick(replay->view(), Qt::Key_Home);
        QTest::keyClick(replay->view(), Qt::Key_P);
        QTest::keyClick(replay->view(), Qt::Key_Return);
        QCOMPARE(replay->session()->moveCount(), 0);
        QTest::keyClick(replay->view(), Qt::Key_Escape);
        QVERIFY(!coach->isReplaying());
        QVERIFY(w->view()->isVisible());
        QCOMPARE(w->session()->record(), record);
    }

    void showAllCardsTurnsTheHiddenHandsFaceUp() {
        TestWindow w;
        playCapsaDeal(w, 12);
        Coach* coach = w->coach();
        QVERIFY(coach->reviewGame());
        QVERIFY(waitForReview(w));
        QVERIFY(coach->showPosition(10));
        const core::capsa::CapsaState at10 = capsaAt(w->session()->record(), 10);
        TableScene* scene = coach->replay()->scene();
        QVERIFY(faceUpInOthersHands(scene).empty());

        QCheckBox* box = coach->panel()->revealBox();
        QVERIFY(box->isEnabled());
        box->click();
        QVERIFY(coach->replay()->revealsAll());
        const CardSet others = at10.hand(1) | at10.hand(2) | at10.hand(3);
        QVERIFY(others.count() > 13);
        QCOMPARE(faceUpInOthersHands(scene), others);
        saveShot(w.window.get(), QStringLiteral("replay-capsa-all-cards"));
        // Stepping keeps them face up; off again, they are backs.
        QTest::keyClick(coach->replay()->view(), Qt::Key_Right);
        const core::capsa::CapsaState at11 = capsaAt(w->session()->record(), 11);
        QCOMPARE(faceUpInOthersHands(scene), at11.hand(1) | at11.hand(2) | at11.hand(3));
        box->click();
        QVERIFY(!coach->replay()->revealsAll());
        QVERIFY(faceUpInOthersHands(scene).empty());
    }

    // Issue: after ticking Show all cards, Esc stayed in the replay, though the status line said that Esc
    // goes back to the game.
    void escLeavesTheReplayAfterShowAllCards() {
        TestWindow w;
        playCapsaDeal(w, 12);
        Coach* coach = w->coach();
        QVERIFY(coach->reviewGame());
        QVERIFY(waitForReview(w));
        QVERIFY(coach->showPosition(10));
        QVERIFY(coach->isReplaying());
        QCheckBox* box = coach->panel()->revealBox();
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
        QVERIFY(coach->replay()->revealsAll());
        QVERIFY(w->statusText().contains(QStringLiteral("Esc goes back to the game")));
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : box, Qt::Key_Escape);
        QVERIFY(!coach->isReplaying());
        QVERIFY(w->view()->isVisible());
    }

    void showAllCardsIsRefusedWhileTheDealIsPlayed() {
        TestWindow w;
        startAndPlayOnce(w, 8); // the person has made one move; the deal goes on
        w->bots()->setPaused(true);
        Coach* coach = w->coach();
        coach->setEffort(kEffort);
        QVERIFY(!w->session()->isDealOver());
        QVERIFY(coach->reviewAction()->isEnabled());
        QVERIFY(coach->reviewGame());
        QVERIFY(waitForReview(w));
        QCOMPARE(coach->result()->decisions.size(), std::size_t(1));
        QVERIFY(!coach->panel()->revealBox()->isEnabled());
        QString why;
        QVERIFY(!coach->setRevealAll(true, &why));
        QCOMPARE(why, QStringLiteral("Every hand is shown only for a finished deal: this one is still being "
                                     "played."));
        QVERIFY(!coach->replay()->revealsAll());
        // The replay itself refuses too.
        QVERIFY(coach->showDecision(0));
        QVERIFY(!coach->replay()->dealFinished());
        QVERIFY(!coach->replay()->setRevealAll(true));
        QVERIFY(faceUpInOthersHands(coach->replay()->scene()).empty());
        // The replay ends where the game is now.
        QCOMPARE(coach->replay()->moveCount(), int(coach->reviewed().record.moves.size()));
    }

    void aReviewCanBeCancelled() {
        TestWindow w;
        playCapsaDeal(w, 12);
        Coach* coach = w->coach();
        coach->setEffort(1.0);
        QSignalSpy failed(coach, &Coach::reviewFailed);
        QVERIFY(coach->reviewGame());
        QVERIFY(coach->job()->isRunning());
        QVERIFY(coach->panel()->progressBar()->isVisible());
        QVERIFY(coach->panel()->cancelButton()->isVisible());
        coach->panel()->cancelButton()->click();
        QVERIFY(failed.wait(30000));
        QCOMPARE(failed.first().first().toString(), QStringLiteral("The review was cancelled."));
        QVERIFY(!coach->job()->isRunning());
        QVERIFY(!coach->result());
        QCOMPARE(coach->panel()->list()->count(), 0);
        QVERIFY(!coach->panel()->progressBar()->isVisible());
    }

    void theDealOverBoxOffersTheReview() {
        TestWindow w;
        playCapsaDeal(w, 5);
        Coach* coach = w->coach();
        QTRY_VERIFY(coach->offerButton()->isVisible());
        QCOMPARE(coach->offerButton()->text(), QStringLiteral("Review this deal"));
        // Under the round-over box.
        auto* table = static_cast<CapsaTable*>(w->controller());
        const QRect box = w->view()->mapFromScene(table->summary()->sceneBoundingRect()).boundingRect();
        QVERIFY(std::abs(coach->offerButton()->geometry().center().x() - box.center().x()) <= 2);
        // In a small window with larger text there is no room under the box: the offer keeps off its lines.
        w->setLargerText(true);
        w->resize(900, 600);
        QTRY_VERIFY(!coach->offerButton()->geometry().intersects(
            w->view()->mapFromScene(table->summary()->sceneBoundingRect()).boundingRect()));
        QVERIFY(coach->offerButton()->isVisible());
        saveShot(w.window.get(), QStringLiteral("review-offer-900x600-larger"));
        w->setLargerText(false);
        QTest::mouseClick(coach->offerButton(), Qt::LeftButton);
        QVERIFY(coach->dock()->isVisible());
        QVERIFY(waitForReview(w));
        // A new deal takes the offer away.
        static_cast<CapsaTable*>(w->controller())->nextRound();
        QVERIFY(!coach->offerButton()->isVisible());
    }

    void aSavedGameOpensForReviewAndTheGameStays() {
        TestWindow w;
        w->startGame(QStringLiteral("holdem"), 4);
        const core::game::GameRecord live = w->session()->record();
        Coach* coach = w->coach();
        coach->setEffort(kEffort);
        QVERIFY(!coach->reviewAction()->isEnabled()); // nothing of the person's yet
        QString error;
        QVERIFY2(coach->reviewFile(QStringLiteral(MEJAKARTU_FIXTURES "/capsa-deal.mejakartu"), &error),
                 qPrintable(error));
        QVERIFY(waitForReview(w));
        QCOMPARE(coach->reviewed().record.game, std::string("capsa"));
        QCOMPARE(int(coach->result()->decisions.size()), 11);
        QVERIFY(coach->showDecision(3));
        QCOMPARE(coach->replay()->position(), 38);
        QVERIFY(coach->panel()->revealBox()->isEnabled());
        coach->leaveReplay();
        QCOMPARE(w->gameId(), QStringLiteral("holdem"));
        QCOMPARE(w->session()->record().game, live.game);
        QCOMPARE(w->session()->seed(), live.seed);
        // A damaged file is refused with a reason.
        QVERIFY(!coach->reviewFile(QStringLiteral(MEJAKARTU_FIXTURES "/no-such.mejakartu"), &error));
        QVERIFY(!error.isEmpty());
    }

    void reviewInIndonesian() {
        TestWindow w(QStringLiteral("id"));
        playCapsaDeal(w, 12);
        QVERIFY(w->coach()->reviewGame());
        QVERIFY(waitForReview(w));
        QVERIFY(w->coach()->showDecision(1));
        QCOMPARE(w->coach()->dock()->windowTitle(), QStringLiteral("Tinjauan"));
        QVERIFY(w->coach()->panel()->totalLabel()->text().startsWith(QStringLiteral("Di kocokan ini")));
        QVERIFY(w->coach()->panel()->revealBox()->text() == QStringLiteral("Tampilkan semua kartu"));
        QVERIFY(w->coach()->replay()->title().startsWith(QStringLiteral("Tinjauan \u2014 langkah ")));
        saveShot(w.window.get(), QStringLiteral("review-capsa-id"));
    }

    // The offer names the deal in each game's own word (glossary: Hold'em's hand is a putaran, Empat Satu's a
    // ronde, Canasta's a babak); it said "babak" in every game.
    void theOfferUsesEachGamesWordInIndonesian_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("offer");
        QTest::newRow("capsa") << "capsa"
                               << "Tinjau kocokan ini";
        QTest::newRow("holdem") << "holdem"
                                << "Tinjau putaran ini";
        QTest::newRow("empatsatu") << "empatsatu"
                                   << "Tinjau ronde ini";
        QTest::newRow("canasta") << "canasta"
                                 << "Tinjau babak ini";
    }
    void theOfferUsesEachGamesWordInIndonesian() {
        QFETCH(QString, game);
        QFETCH(QString, offer);
        TestWindow w(QStringLiteral("id"));
        w->startGame(game, 3);
        w->session()->setAutopilot(findGameUi(game)->botLevels.first());
        w->bots()->setPace(0);
        w->bots()->resume();
        QVERIFY(QTest::qWaitFor([&] { return w->session()->isDealOver(); }, 120000));
        QTRY_VERIFY(w->coach()->offerButton()->isVisible());
        QCOMPARE(w->coach()->offerButton()->text(), offer);
    }

    void hintInEveryGame_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("capsa") << QStringLiteral("capsa") << quint64(3);
        QTest::newRow("canasta") << QStringLiteral("canasta") << quint64(3);
        QTest::newRow("holdem") << QStringLiteral("holdem") << quint64(3);
        QTest::newRow("empatsatu") << QStringLiteral("empatsatu") << quint64(3);
    }
    void hintInEveryGame() {
        QFETCH(QString, game);
        QFETCH(quint64, seed);
        TestWindow w;
        w->startGame(game, seed);
        w->coach()->setEffort(kEffort);
        w->bots()->setPace(0);
        QVERIFY(QTest::qWaitFor([&] { return w->session()->isHumanTurn(); }, 60000));
        QSignalSpy shown(w->coach(), &Coach::hintShown);
        QTest::keyClick(w->view(), Qt::Key_H);
        QVERIFY(shown.wait(60000));
        const QString move = w->coach()->lastHintMove();
        const QString text = w->coach()->lastHintText();
        QVERIFY2(text.startsWith(QStringLiteral("Hint: ")), qPrintable(text));
        QCOMPARE(w->statusText(), text);
        QVERIFY(text.size() > 12);
        // The move is legal now.
        const std::string m = move.toStdString();
        std::optional<QString> refusal = QStringLiteral("unread");
        if (game == QLatin1String("capsa")) {
            auto* s = static_cast<CapsaSession*>(w->session());
            if (auto parsed = core::capsa::Move::parse(m)) refusal = s->check(*parsed);
            // Its cards are selected in the hand: Enter plays them.
            const auto* table = static_cast<CapsaTable*>(w->controller());
            CardSet selected;
            for (Card c : table->hand()->selection()) selected.add(c);
            QCOMPARE(selected, core::capsa::Move::parse(m)->cards);
        } else if (game == QLatin1String("canasta")) {
            auto* s = static_cast<CanastaSession*>(w->session());
            if (auto parsed = core::canasta::Move::parse(m)) refusal = s->check(*parsed);
        } else if (game == QLatin1String("holdem")) {
            auto* s = static_cast<HoldemSession*>(w->session());
            if (auto parsed = core::holdem::Move::parse(m)) refusal = s->check(*parsed);
        } else {
            auto* s = static_cast<EmpatSatuSession*>(w->session());
            if (auto parsed = core::empatsatu::Move::parse(m)) refusal = s->check(*parsed);
        }
        QVERIFY2(!refusal, qPrintable(move + QStringLiteral(": ") + refusal.value_or(QString())));
        saveShot(w.window.get(), QStringLiteral("hint-") + game);
    }

    void noHintOutOfTurn() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 3);
        w->bots()->setPaused(true);
        if (w->session()->isHumanTurn()) QSKIP("the person leads this deal");
        w->coach()->hintAction()->trigger();
        QCOMPARE(w->statusText(), QStringLiteral("A hint is for your turn."));
    }

    void opponentsShowTheirMeasuredStrength() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 3);
        QMenu* opponents = nullptr;
        for (QAction* a : gameMenu(w.window.get())->actions())
            if (a->menu() && a->text() == QStringLiteral("&Opponents")) opponents = a->menu();
        QVERIFY(opponents);
        QStringList labels;
        for (QAction* a : opponents->actions()) labels << a->text();
        const QString hard =
            StrengthTable::builtIn().describe(QStringLiteral("capsa"), QStringLiteral("hard"));
        QVERIFY(hard.startsWith(QStringLiteral("first out in 65% of deals against three Easy")));
        QCOMPARE(labels.size(), 3);
        QCOMPARE(labels.last(), QStringLiteral("Hard \u2014 ") + hard);
        QVERIFY(labels.first().startsWith(QStringLiteral("Easy \u2014 first out in 25% of deals")));
        // Translated with the rest.
        QVERIFY(w.languages->setLanguage(QStringLiteral("id")));
        QTRY_VERIFY(opponents->actions().last()->text().startsWith(QStringLiteral("Sulit \u2014 ")));
        QVERIFY2(opponents->actions().last()->text().contains(QStringLiteral("65%")),
                 qPrintable(opponents->actions().last()->text()));
    }
};

QTEST_MAIN(TestReviewPanel)
#include "tst_reviewpanel.moc"
