// The Empat Satu table as a person uses it, offscreen: drawing from the stock, taking the previous discard
// and throwing a card by dragging; a refused drop (throwing back the card just taken) springs back and
// changes nothing; stopping only when the rules allow it, by button or key; the keyboard; the score label and
// the value tags; cards taken by others shown face up in their hands; the discard-first and personal-pile
// variants with six players; bots finishing a hand at speed 0 with the results shown, and the next hand
// dealt by the loser; the odds panel.
#include "empatsatu/scoring.h"
#include "games/empatsatu/empatsatuodds.h"
#include "games/empatsatu/empatsatureport.h"
#include "games/empatsatu/empatsatusession.h"
#include "games/empatsatu/empatsatutable.h"
#include "games/empatsatu/valuetagitem.h"
#include "model/handmodel.h"
#include "model/scoremodel.h"
#include "panels/oddspanel.h"
#include "table/actionbar.h"
#include "table/animator.h"
#include "table/seatitem.h"
#include "table/textpanelitem.h"
#include "testsupport.h"

#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>

using namespace core::empatsatu;
using core::cards::Card;
using core::cards::CardSet;

namespace {

const QString kGame = QStringLiteral("empatsatu");

EmpatSatuSession* session(TestWindow& w) {
    return static_cast<EmpatSatuSession*>(w->session());
}
EmpatSatuTable* table(TestWindow& w) {
    return static_cast<EmpatSatuTable*>(w->controller());
}
QPushButton* button(TestWindow& w, const char* name) {
    return w->actionBar()->findChild<QPushButton*>(QString::fromLatin1(name));
}

/// Lets the bots play until it is the person's turn; false if the hand ended first.
bool waitForMyTurn(TestWindow& w) {
    EmpatSatuSession* s = session(w);
    w->bots()->resume();
    return QTest::qWaitFor([s] { return s->isHumanTurn() || s->isDealOver(); }, 20000) && s->isHumanTurn();
}

bool start(TestWindow& w, quint64 seed, const core::game::FlagValues& flags = {}) {
    w->startGame(kGame, seed, flags);
    w->bots()->setPace(0);
    return waitForMyTurn(w);
}

/// A turn played through the session: draw, then throw the first card that may go.
void playATurn(EmpatSatuSession* s) {
    QVERIFY(!s->play(Move::draw()));
    for (const Move& m : s->state().legalMoves())
        if (m.kind == Move::Kind::Discard) {
            QVERIFY(!s->play(m));
            return;
        }
}

/// Starts deals until the person, at the start of a turn, may take the previous player's discard.
void startWithTakeable(TestWindow& w) {
    for (quint64 seed = 1; seed < 40; ++seed) {
        if (!start(w, seed)) continue;
        for (int turn = 0; turn < 3; ++turn) {
            if (session(w)->state().takeable().isValid()) return;
            playATurn(session(w));
            if (!waitForMyTurn(w)) break;
        }
    }
    QFAIL("no deal in which the person may take a discard");
}

/// A deal whose seat 0 holds four cards of one suit, found through the core with the default rules.
quint64 seedWithFlushForSeatZero() {
    for (quint64 seed = 1; seed < 5000; ++seed) {
        const EmpatSatuState s(EmpatSatuRules{}, seed);
        if (EmpatSatuState::qualifiesToStop(s.hand(0), s.rules())) return seed;
    }
    return 0;
}

QPointF centreOf(PileItem* pile) {
    return pile->mapToScene(pile->rect().center());
}

} // namespace

class TestEmpatSatuTable : public QObject {
    Q_OBJECT
private slots:
    void drawingFromTheStockByDrag() {
        TestWindow w;
        QVERIFY(start(w, 3));
        EmpatSatuSession* s = session(w);
        EmpatSatuTable* t = table(w);
        const int stock = s->state().stockCount();
        CardItem* top = t->stockTop();
        QVERIFY(top && !top->isKnown() && !top->faceUp());
        QVERIFY(t->canDrag(top));
        QSignalSpy applied(s, &GameSession::moveApplied);
        dragCard(w->view(), top, centreOf(t->handPile()));
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QStringLiteral("draw"));
        QCOMPARE(s->state().stockCount(), stock - 1);
        QCOMPARE(s->state().hand(0).count(), 5);
        // The same item now shows the drawn card, face up, in the hand.
        QVERIFY(top->isKnown());
        QVERIFY(s->state().hand(0).contains(top->card()));
        QCOMPARE(top->place, Place(ZoneRole::Hand));
        QVERIFY(top->faceUp());
        QCOMPARE(t->hand()->cards().size(), 5);
        QVERIFY(!button(w, "draw")->isEnabled());
        QVERIFY(t->scoreText().startsWith(QStringLiteral("Best four: ")));
    }

    void discardingByDrag() {
        TestWindow w;
        QVERIFY(start(w, 3));
        EmpatSatuSession* s = session(w);
        EmpatSatuTable* t = table(w);
        QVERIFY(!s->play(Move::draw()));
        // Throw the card the odds panel would not: simply the first of the hand.
        const Card card = t->hand()->cards().first();
        QSignalSpy applied(s, &GameSession::moveApplied);
        dragCard(w->view(), t->itemFor(card), centreOf(t->discardTarget()));
        QVERIFY(applied.count() >= 1);
        QCOMPARE(applied.first().at(0).toInt(), 0);
        QCOMPARE(applied.first().at(1).toString(), QString::fromStdString(Move::discard(card).toString()));
        QVERIFY(!s->state().hand(0).contains(card));
        const auto pile = s->humanObservation().pile(0);
        QVERIFY(std::find(pile.begin(), pile.end(), card) != pile.end());
        QCOMPARE(t->itemFor(card)->place, Place(ZoneRole::Discard));
        QVERIFY(t->itemFor(card)->faceUp());
    }

    void takingTheDiscardByDragAndThrowingItBackIsRefused() {
        TestWindow w;
        startWithTakeable(w);
        EmpatSatuSession* s = session(w);
        EmpatSatuTable* t = table(w);
        const Card takeable = s->state().takeable();
        CardItem* item = t->itemFor(takeable);
        QVERIFY(item && item->faceUp());
        QVERIFY(t->canDrag(item));
        QVERIFY(button(w, "take")->isEnabled());
        QSignalSpy applied(s, &GameSession::moveApplied);
        dragCard(w->view(), item, centreOf(t->handPile()));
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QStringLiteral("take"));
        QVERIFY(s->state().hand(0).contains(takeable));
        QCOMPARE(item->place, Place(ZoneRole::Hand));

        // Throwing it straight back is against the rules: the card springs back, nothing changes.
        const EmpatSatuState before = s->state();
        const auto moves = s->record().moves;
        const QPointF home = item->pos();
        dragCard(w->view(), item, centreOf(t->discardTarget()));
        QCOMPARE(applied.count(), 1);
        QVERIFY(s->state() == before);
        QCOMPARE(s->record().moves, moves);
        QCOMPARE(w->statusText(),
                 QStringLiteral("The card just taken from the discards may not be thrown back this turn."));
        QTRY_COMPARE(item->pos(), home);
        // Choosing it and pressing Enter is refused the same way.
        clickCard(w->view(), item);
        QVERIFY(!button(w, "discard")->isEnabled());
        QTest::keyClick(w->view(), Qt::Key_Return);
        QVERIFY(s->state() == before);
    }

    void stoppingOnlyWhenAllowed() {
        TestWindow w;
        // An ordinary hand: no stopping, by button or key, with the reason shown.
        bool found = false;
        for (quint64 seed = 1; seed < 30 && !found; ++seed)
            found = start(w, seed) && !session(w)->state().canStop();
        QVERIFY(found);
        EmpatSatuSession* s = session(w);
        QVERIFY(!button(w, "knock")->isEnabled());
        EmpatSatuState before = s->state();
        QTest::keyClick(w->view(), Qt::Key_K);
        QVERIFY(s->state() == before);
        QCOMPARE(w->statusText(), QStringLiteral("To stop you need four cards of one suit."));
        QTest::keyClick(w->view(), Qt::Key_D); // draw
        QCOMPARE(s->state().phase(), Phase::Discard);
        before = s->state();
        QTest::keyClick(w->view(), Qt::Key_S);
        QVERIFY(s->state() == before);
        QCOMPARE(w->statusText(), QStringLiteral("You may stop only at the start of your turn."));
        QVERIFY(!button(w, "knock")->isEnabled());

        // Dealt four of a suit: the Stop button is enabled and the key ends the hand at once.
        const quint64 flush = seedWithFlushForSeatZero();
        QVERIFY(flush > 0);
        QVERIFY(start(w, flush));
        s = session(w);
        QVERIFY(s->state().canStop());
        QVERIFY(button(w, "knock")->isEnabled());
        QVERIFY(table(w)->statusText().startsWith(QStringLiteral("You may stop now (K).")));
        QSignalSpy applied(s, &GameSession::moveApplied);
        QTest::keyClick(w->view(), Qt::Key_K);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QStringLiteral("stop"));
        QVERIFY(s->isDealOver());
        QCOMPARE(s->state().result()->reason, EndReason::Stopped);
        QVERIFY(table(w)->summary()->isVisible());
        QVERIFY(table(w)->summary()->title().contains(QStringLiteral("you stopped")));
    }

    void stopButtonEndsTheHand() {
        TestWindow w;
        const quint64 flush = seedWithFlushForSeatZero();
        QVERIFY(start(w, flush));
        button(w, "knock")->click();
        QVERIFY(session(w)->isDealOver());
        QVERIFY(button(w, "next")->isVisible());
        QVERIFY(!button(w, "knock")->isVisible());
    }

    void keyboardDrawsTakesAndThrows() {
        TestWindow w;
        startWithTakeable(w);
        EmpatSatuSession* s = session(w);
        EmpatSatuTable* t = table(w);
        QSignalSpy applied(s, &GameSession::moveApplied);
        QTest::keyClick(w->view(), Qt::Key_T);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QStringLiteral("take"));
        const Card taken = s->state().takenThisTurn();
        // Focus the first card that is not the one just taken, and throw it with Enter.
        int row = 0;
        while (t->hand()->cards()[row] == taken) ++row;
        for (int i = 0; i <= row; ++i) QTest::keyClick(w->view(), Qt::Key_Right);
        QCOMPARE(t->hand()->focusRow(), row);
        const Card card = t->hand()->cards()[row];
        QTest::keyClick(w->view(), Qt::Key_Return);
        QVERIFY(applied.count() >= 2);
        QCOMPARE(applied.at(1).at(1).toString(), QString::fromStdString(Move::discard(card).toString()));
        // Next turn: D draws from the stock.
        QVERIFY(waitForMyTurn(w));
        applied.clear();
        QTest::keyClick(w->view(), Qt::Key_D);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QStringLiteral("draw"));
    }

    void scoreLabelAndValueTagsFollowTheHand() {
        TestWindow w;
        QVERIFY(start(w, 5));
        EmpatSatuSession* s = session(w);
        EmpatSatuTable* t = table(w);
        const HandValue v = evaluate(s->state().hand(0));
        QCOMPARE(t->scoreText(),
                 QStringLiteral("Score: %1 (%2)")
                     .arg(EmpatSatuSession::signedNumber(v.score), EmpatSatuSession::suitSymbol(v.suit)));
        const QList<ValueTagItem*> tags = t->valueTags();
        QCOMPARE(tags.size(), 4);
        int sum = 0;
        for (int i = 0; i < 4; ++i) {
            const Card c = t->hand()->cards()[i];
            QCOMPARE(tags[i]->value(), c.suit() == v.suit ? cardValue(c) : -cardValue(c));
            sum += tags[i]->value();
        }
        QCOMPARE(sum, v.score);
    }

    void cardsTakenByOthersAreShownFaceUpInTheirHands() {
        TestWindow w;
        int checked = 0;
        for (quint64 seed = 1; seed < 20 && checked == 0; ++seed) {
            w->startGame(kGame, seed);
            EmpatSatuSession* s = session(w);
            EmpatSatuTable* t = table(w);
            w->bots()->setPace(0);
            s->setAutopilot(QStringLiteral("easy"));
            // Checked right after each move, before the next one moves the card on.
            connect(s, &GameSession::moveApplied, t, [&checked, s, t](int seat, const QString& move) {
                if (seat == 0 || move != QLatin1String("take") || s->isDealOver()) return;
                const Card c = s->state().takenThisTurn();
                CardItem* item = t->itemFor(c);
                QVERIFY(item && item->faceUp());
                QCOMPARE(item->place, Place::ofSeat(seat));
                // Marked, with the reason as its tooltip.
                QCOMPARE(item->markTag(), QStringLiteral("seen"));
                QCOMPARE(item->markText(),
                         QStringLiteral("%1 took this card from the discards: everyone has seen it.")
                             .arg(s->players()[seat].name));
                QCOMPARE(item->toolTip(), item->markText());
                ++checked;
            });
            // Only cards known to be in a bot's hand carry the mark.
            connect(s, &GameSession::moveApplied, t, [s, &w] {
                const auto o = s->humanObservation();
                for (QGraphicsItem* g : w->scene()->items()) {
                    auto* item = dynamic_cast<CardItem*>(g);
                    if (!item || item->markTag().isEmpty()) continue;
                    QVERIFY(!o.result);
                    QVERIFY2(item->place.is(ZoneRole::Seat), qPrintable(placeName(item->place)));
                    QVERIFY(o.known[std::size_t(item->place.seat)].contains(item->card()));
                }
            });
            w->bots()->resume();
            QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
        }
        QVERIFY(checked > 0);
    }

    void botsFinishAHandAndTheResultsAreShown() {
        TestWindow w;
        w->startGame(kGame, 9);
        EmpatSatuSession* s = session(w);
        EmpatSatuTable* t = table(w);
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
        const HandResult r = *s->state().result();
        // Every hand is shown, face up, with its score; the winner and the loser are named.
        for (int seat = 0; seat < 4; ++seat) {
            for (Card c : r.hands[std::size_t(seat)]) {
                QVERIFY(t->itemFor(c));
                QVERIFY(t->itemFor(c)->faceUp());
            }
            QVERIFY(t->seat(seat)->detail().startsWith(
                QStringLiteral("Score %1").arg(EmpatSatuSession::signedNumber(r.scores[std::size_t(seat)]))));
        }
        QCOMPARE(t->seat(r.winner())->badge(), QStringLiteral("Winner"));
        QCOMPARE(t->seat(r.loser())->badge(), QStringLiteral("Loser"));
        QVERIFY(t->summary()->isVisible());
        QVERIFY(t->summary()->title().startsWith(QStringLiteral("Hand 1: ")));
        const QStringList lines = t->summary()->lines();
        QVERIFY(lines.first().startsWith(QStringLiteral("1. ")));
        QVERIFY(lines.first().endsWith(QStringLiteral("winner")));
        QVERIFY(lines.at(3).endsWith(QStringLiteral("loser")));
        QVERIFY(lines.last().startsWith(QStringLiteral("Next hand: dealer ")));
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log && log->count() > 4);
        QVERIFY(log->item(log->count() - 1)->text().startsWith(QStringLiteral("Winner: ")));

        // The loser deals the next hand and the winner plays first.
        auto* next = button(w, "next");
        QVERIFY(next && next->isVisible());
        next->click(); // the bots have not moved yet: nothing ran the event loop
        QCOMPARE(s->state().handIndex(), 1);
        QCOMPARE(s->state().dealer(), r.loser());
        QCOMPARE(s->state().firstPlayer(), r.winner());
        QVERIFY(!t->summary()->isVisible());
    }

    // The box at the end of a hand keeps clear of the values over the person's cards and of their score, at
    // the sizes where the table leaves room for it.
    void theEndBoxLeavesTheHandsValuesInSight() {
        for (const quint64 seed : {7, 9}) {
            TestWindow w;
            w->resize(1280, 800);
            w->startGame(kGame, seed);
            EmpatSatuSession* s = session(w);
            EmpatSatuTable* t = table(w);
            w->bots()->setPace(0);
            s->setAutopilot(QStringLiteral("easy"));
            w->bots()->resume();
            QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
            QTRY_VERIFY_WITH_TIMEOUT(!w->scene()->animator()->isRunning(), 5000);
            QVERIFY(t->summary()->isVisible());
            const QRectF box = t->summary()->sceneBoundingRect();
            const QList<ValueTagItem*> tags = t->valueTags();
            QVERIFY(!tags.isEmpty());
            for (ValueTagItem* tag : tags)
                QVERIFY2(
                    !box.intersects(tag->sceneBoundingRect()),
                    qPrintable(
                        QStringLiteral("seed %1: the box covers the value %2").arg(seed).arg(tag->value())));
            saveShot(w.window.get(), QStringLiteral("empatsatu-end-box-%1").arg(seed));
        }
    }

    void aSessionOfOneHandEndsTheGame() {
        TestWindow w;
        w->startGame(kGame, 9, {{"hands", "1"}, {"runningTotals", "on"}});
        EmpatSatuSession* s = session(w);
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
        QVERIFY(s->isGameOver());
        const HandResult r = *s->state().result();
        QCOMPARE(s->gameWinner(), r.winner());
        QCOMPARE(button(w, "next")->text(), QStringLiteral("New game"));
        QVERIFY(table(w)->summary()->lines().last().startsWith(QStringLiteral("The session is over")));
        // The tally: +1 for the winner, -1 for the loser.
        QCOMPARE(w->scores()->total(r.winner()), 1);
        QCOMPARE(w->scores()->total(r.loser()), -1);
    }

    void tieBreakExplanations_data() {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<int>("stopThreshold");
        QTest::addColumn<int>("firstPlayer");
        QTest::addColumn<QStringList>("expected");
        // V-E7: both 33, the worst card 6 beats 5.
        QTest::newRow("V-E7") << "Jh Th 7h 6h"
                              << "Ac Kc 7c 5c" << 0 << 0
                              << QStringList{QStringLiteral("You and Budi both score 33."),
                                             QStringLiteral("The worst card decides: 6\u2665 (6, You) beats "
                                                            "5\u2663 (5, Budi).")};
        // V-E8: both 23, minus 4 beats minus 6 (a threshold lets the mixed hand stop).
        QTest::newRow("V-E8") << "Jh Th 7h 4c"
                              << "As Ks 8s 6d" << 20 << 0
                              << QStringList{
                                     QStringLiteral("You and Budi both score 23."),
                                     QStringLiteral("The worst card decides: 4\u2663 (\u22124, You) beats "
                                                    "6\u2666 (\u22126, Budi).")};
        // V-E9: an exact tie goes to the player who stopped.
        QTest::newRow("V-E9") << "Ah Kh Qh Jh"
                              << "As Ks Js Ts" << 0 << 1
                              << QStringList{
                                     QStringLiteral("Budi and You hold exactly equal hands (41)."),
                                     QStringLiteral("Turn order from Budi decides: Budi comes first and "
                                                    "wins.")};
    }

    void tieBreakExplanations() {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(int, stopThreshold);
        QFETCH(int, firstPlayer);
        QFETCH(QStringList, expected);
        const auto cards = [](const QString& text) {
            core::cards::CardList out;
            for (const QString& token : text.split(QLatin1Char(' ')))
                out.push_back(*Card::parse(token.toStdString()).card);
            return out;
        };
        EmpatSatuRules rules;
        rules.players = 2;
        rules.stopThreshold = stopThreshold;
        EmpatSatuState::Setup setup;
        setup.dealer = firstPlayer;
        setup.firstPlayer = firstPlayer;
        setup.hands = {cards(first), cards(second)};
        auto state = EmpatSatuState::fromSetup(rules, setup);
        QVERIFY(state);
        QVERIFY(!state->apply(Move::stop()));
        const EmpatSatuReport report({QStringLiteral("You"), QStringLiteral("Budi")});
        QCOMPARE(report.tieBreaks(*state->result()), expected);
    }

    void discardFirstVariant() {
        TestWindow w;
        QVERIFY(start(w, 4, {{"discardFirst", "on"}}));
        EmpatSatuSession* s = session(w);
        EmpatSatuTable* t = table(w);
        QCOMPARE(s->state().phase(), Phase::Start);
        // Drawing first is refused and springs back.
        const EmpatSatuState before = s->state();
        dragCard(w->view(), t->stockTop(), centreOf(t->handPile()));
        QVERIFY(s->state() == before);
        QCOMPARE(w->statusText(), QStringLiteral("In this variant you discard first, then draw."));
        // Throw first, then draw.
        QSignalSpy applied(s, &GameSession::moveApplied);
        const Card card = t->hand()->cards().last();
        dragCard(w->view(), t->itemFor(card), centreOf(t->discardTarget()));
        QCOMPARE(applied.count(), 1);
        QCOMPARE(s->state().phase(), Phase::Draw);
        QCOMPARE(s->state().hand(0).count(), 3);
        dragCard(w->view(), t->stockTop(), centreOf(t->handPile()));
        QVERIFY(applied.count() >= 2);
        QCOMPARE(applied.at(1).at(1).toString(), QStringLiteral("draw"));
        QCOMPARE(s->state().hand(0).count(), 4);
    }

    void loadingSeatsTheRecordsPlayersAndAFailureKeepsThem() {
        EmpatSatuSession session;
        session.setPlayers({{QStringLiteral("Kamu"), QString()},
                            {QStringLiteral("Budi"), QStringLiteral("hard")},
                            {QStringLiteral("Sari"), QStringLiteral("hard")},
                            {QStringLiteral("Agus"), QStringLiteral("hard")}});
        session.newGame(3, {{"players", "4"}});
        QCOMPARE(session.players().size(), 4);

        core::game::GameRecord six{"empatsatu", 9, {{"players", "6"}}, {}};
        QVERIFY(session.load(six, nullptr));
        QCOMPARE(session.seatCount(), 6);
        QCOMPARE(session.players().size(), 6);
        QCOMPARE(session.players()[4].name, QStringLiteral("Dewi")); // the fourth and fifth bot names
        QCOMPARE(session.players()[5].name, QStringLiteral("Rudi"));
        QCOMPARE(session.players()[5].bot, QStringLiteral("hard")); // at the first bot's level

        // A record for two players whose first move is refused: nothing changes, seats included.
        core::game::GameRecord broken{"empatsatu", 9, {{"players", "2"}}, {"knock"}};
        QString error;
        QVERIFY(!session.load(broken, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(session.seatCount(), 6);
        QCOMPARE(session.players().size(), 6);
    }

    void sixPlayersWithPersonalPiles() {
        TestWindow w;
        QVERIFY(start(w, 5));
        QVERIFY(start(w, 6, {{"players", "6"}, {"discardPiles", "Personal"}}));
        EmpatSatuSession* s = session(w);
        EmpatSatuTable* t = table(w);
        QCOMPARE(s->seatCount(), 6);
        QCOMPARE(s->players().size(), 6);
        for (int seat = 1; seat < 6; ++seat) QVERIFY(s->isBotSeat(seat));
        QCOMPARE(t->discardTarget()->place(), Place(ZoneRole::SeatDiscard, 0));
        QVERIFY(t->seat(5)->isVisible());
        // Each seat has a place of its own, after a game of four in the same window: no plate lies over
        // another, nor over another seat's cards.
        for (int a = 0; a < 6; ++a) {
            const QRectF plate = t->seat(a)->sceneBoundingRect();
            for (int b = a + 1; b < 6; ++b)
                QVERIFY2(!plate.intersects(t->seat(b)->sceneBoundingRect()),
                         qPrintable(QStringLiteral("plates %1 and %2").arg(a).arg(b)));
        }
        QVERIFY(!s->play(Move::draw()));
        const Card card = t->hand()->cards().first();
        dragCard(w->view(), t->itemFor(card), centreOf(t->discardTarget()));
        QCOMPARE(s->humanObservation().pile(0).back(), card);
        // The other five finish the hand with the autopilot in the person's seat.
        s->setAutopilot(QStringLiteral("easy"));
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
        QCOMPARE(t->summary()->lines().filter(QRegularExpression(QStringLiteral("^\\d\\. "))).size(), 6);
    }

    void oddsPanelShowsFiguresAndFollowsTheGame() {
        TestWindow w;
        QVERIFY(start(w, 3));
        auto* view = qobject_cast<EmpatSatuOddsView*>(w->oddsPanel()->content());
        QVERIFY(view);
        w->oddsPanel()->show(); // odds are computed while the panel is open
        QTRY_VERIFY_WITH_TIMEOUT(
            view->text().contains(QStringLiteral("The next stock card raises your score")), 10000);
        QVERIFY(view->text().contains(QStringLiteral("Exact")));
        QVERIFY(view->text().contains(QStringLiteral("What the others seem to collect")));
        const QString before = view->text();
        QVERIFY(!session(w)->play(Move::draw()));
        QTRY_VERIFY_WITH_TIMEOUT(view->text() != before, 10000);
        QVERIFY(view->text().contains(QStringLiteral("If you throw:")));
    }

    void indonesianReasons() {
        TestWindow w(QStringLiteral("id"));
        startWithTakeable(w);
        EmpatSatuSession* s = session(w);
        QVERIFY(!s->play(Move::take()));
        QVERIFY(s->play(Move::discard(s->state().takenThisTurn())));
        QCOMPARE(
            w->statusText(),
            QStringLiteral("Kartu yang baru diambil dari buangan tidak boleh dibuang lagi di giliran ini."));
        QVERIFY(s->play(Move::stop()));
        QCOMPARE(w->statusText(), QStringLiteral("Mengetuk hanya boleh di awal giliranmu."));
        QCOMPARE(button(w, "knock")->text(), QStringLiteral("Ketuk"));
        QVERIFY(table(w)->scoreText().startsWith(QStringLiteral("Empat terbaik: ")));
    }
};

QTEST_MAIN(TestEmpatSatuTable)
#include "tst_empatsatutable.moc"
