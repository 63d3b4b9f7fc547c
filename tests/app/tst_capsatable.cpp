// The Capsa table as a person uses it, offscreen: drag a legal play onto the centre, an illegal drop springs
// back and changes nothing, the centre lights up only for a legal selection, Pass, playing by the keyboard,
// and bots finishing a round at speed 0.
#include "../core/capsa/capsatesthelpers.h"
#include "games/capsa/capsageometry.h"
#include "games/capsa/capsaodds.h"
#include "games/capsa/capsasession.h"
#include "games/capsa/capsatable.h"
#include "model/handmodel.h"
#include "panels/oddspanel.h"
#include "table/actionbar.h"
#include "table/textpanelitem.h"
#include "testsupport.h"

#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>

#include <algorithm>

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

core::game::FlagValues capsaFlags(const QString& variant) {
    const auto resolved = CapsaRules::catalog().resolve(variant.toStdString());
    if (resolved.error) qFatal("bad variant in a test");
    return resolved.values;
}

void selectCards(TestWindow& w, core::cards::CardSet cards) {
    for (core::cards::Card c : cards) clickCard(w->view(), capsaTable(w)->itemFor(c));
}

} // namespace

class TestCapsaTable : public QObject {
    Q_OBJECT
private slots:
    void theTrickLiesInTheCentreTheLatestPlayOnTop() {
        const CapsaGeometry g(QSizeF(1280, 760), 250.0 / 350.0);
        // One card: in the middle of the centre.
        const QList<QList<QPointF>> one = g.trick({1});
        QCOMPARE(one.size(), 1);
        QCOMPARE(QRectF(one[0][0], g.card).center(), g.centre.center());
        // Three five-card plays: each fanned, every card inside the centre; each later play to the right of
        // and above the one before, so the latest is the one on top and in full sight.
        const QList<QList<QPointF>> three = g.trick({5, 5, 5});
        QCOMPARE(three.size(), 3);
        for (const QList<QPointF>& play : three) {
            QCOMPARE(play.size(), 5);
            for (int i = 0; i < play.size(); ++i) {
                QVERIFY(g.centre.contains(QRectF(play[i], g.card)));
                if (i > 0) QVERIFY(play[i].x() > play[i - 1].x());
            }
        }
        for (int p = 1; p < 3; ++p) {
            QVERIFY(three[p][0].x() > three[p - 1][0].x());
            QVERIFY(three[p][0].y() <= three[p - 1][0].y());
        }
        // A pair after a single: both centred on the same five-card-wide room.
        const QList<QList<QPointF>> mixed = g.trick({2, 1});
        QCOMPARE(mixed[0].size(), 2);
        QCOMPARE(mixed[1].size(), 1);
    }

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
        QVERIFY(capsaTable(w)->itemFor(single->cards.first())->isFocused());
        saveShot(w.window.get(), QStringLiteral("capsa-keyboard-focus"));
        QTest::keyClick(w->view(), Qt::Key_Space);
        QSignalSpy applied(s, &GameSession::moveApplied);
        QTest::keyClick(w->view(), Qt::Key_Return);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QString::fromStdString(single->toString()));
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

    // Issue: deal 1 opens with Agus's 2♥ 3♦ 4♣ 5♦ 6♣, named "Straight (Seri) 2♥" and drawn with the 2 at the
    // right. Under the default rules it ranks by its 6: banner, prompt and log name the 6♣, and the cards lie
    // in the order of the sequence.
    void aStraightIsNamedAndDrawnByTheCardThatRanksIt() {
        TestWindow w;
        startAndWaitForMyTurn(w, 1);
        CapsaSession* s = capsaSession(w);
        QVERIFY(s->state().table().has_value());
        QCOMPARE(s->state().table()->cards, capsatest::cards("2h 3d 4c 5d 6c"));
        const QString name = QStringLiteral("Straight (Seri) 6\u2663");
        QCOMPARE(capsaTable(w)->comboLabel()->lines(), QStringList{name + QStringLiteral(" \u2014 Agus")});
        QCOMPARE(w->statusText(),
                 QStringLiteral("Your turn: beat %1 with the same number of cards, or pass.").arg(name));
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log->count() >= 3);
        QCOMPARE(log->item(0)->text(), QStringLiteral("Round 1 \u2014 Agus leads"));
        QCOMPARE(log->item(1)->text(), QStringLiteral("Trick 1"));
        QCOMPARE(log->item(2)->text(),
                 QStringLiteral("Agus \u2014 %1: 2\u2665 3\u2666 4\u2663 5\u2666 6\u2663").arg(name));
        // Left to right on the table: 2 3 4 5 6.
        QList<CardItem*> centre;
        for (core::cards::Card c : capsatest::cards("2h 3d 4c 5d 6c")) centre << capsaTable(w)->itemFor(c);
        std::sort(centre.begin(), centre.end(), [](CardItem* a, CardItem* b) { return a->x() < b->x(); });
        QStringList laid;
        for (CardItem* item : centre) laid << QString::fromStdString(item->card().toString());
        QCOMPARE(laid.join(QLatin1Char(' ')), QStringLiteral("2h 3d 4c 5d 6c"));
        // The odds panel names it the same way.
        auto* odds = qobject_cast<CapsaOddsView*>(w->oddsPanel()->content());
        QVERIFY(odds);
        w->oddsPanel()->show(); // odds are computed while the panel is open
        QTRY_VERIFY_WITH_TIMEOUT(odds->text().contains(name + QStringLiteral(" on the table")), 10000);
    }

    // Every place that names a straight (banner, prompt, log, hint, odds panel) goes through describe(),
    // which names it by the card the core says ranks it under the active rules.
    void straightNamesFollowTheRules_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("straight");
        QTest::addColumn<QString>("name");
        QTest::newRow("default, by the 6") << QString() << "2h 3d 4c 5d 6c"
                                           << "Straight (Seri) 6\u2663";
        QTest::newRow("first card: by the 3") << "straightCompare=FrontCard"
                                              << "3c 4d 5d 6d 7s"
                                              << "Straight (Seri) 3\u2663";
        QTest::newRow("highest card, 2 low in combinations: by the 6")
            << "straightCompare=HighestBigTwoCard,twoLowInCombinations=on"
            << "2h 3d 4c 5d 6c"
            << "Straight (Seri) 6\u2663";
        QTest::newRow("three-card straight by its 3") << "straightLengths=AnyFrom3"
                                                      << "Ah 2c 3d"
                                                      << "Straight (Seri) 3\u2666";
        QTest::newRow("straight flush, first card") << "straightCompare=FrontCard"
                                                    << "9s Ts Js Qs Ks"
                                                    << "Straight Flush (Seri Kembang) 9\u2660";
    }
    void straightNamesFollowTheRules() {
        QFETCH(QString, variant);
        QFETCH(QString, straight);
        QFETCH(QString, name);
        const CombinationRules rules(CapsaRules::fromFlags(capsaFlags(variant)), false);
        const Combination combo = rules.classify(capsatest::cards(qPrintable(straight)));
        QCOMPARE(CapsaSession::describe(combo, rules), name);
    }

    // The round-over box says how the points were counted and gives each player's running total.
    void theRoundOverBoxExplainsThePoints_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QStringList>("explanation");
        QTest::newRow("placement") << QString() << "Round 1 of 8 over"
                                   << QStringList{
                                          QStringLiteral("Points per round: 1st 3, 2nd 2, 3rd 1, 4th 0.")};
        QTest::newRow("penalties")
            << "scoring=CardsLeft,doubleForTwos=on,rounds=0,targetScore=100"
            << "Round 1 over"
            << QStringList{QStringLiteral("Cards left when the first goes out: \u22121 each,"),
                           QStringLiteral("\u22122 each from 10 cards, \u22123 each with all 13."),
                           QStringLiteral("Each 2 still held doubles the penalty."),
                           QStringLiteral("The first out scores what the others lose."),
                           QStringLiteral("The game ends when a total reaches 100 points.")};
    }
    void theRoundOverBoxExplainsThePoints() {
        QFETCH(QString, variant);
        QFETCH(QString, title);
        QFETCH(QStringList, explanation);
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 5, capsaFlags(variant));
        CapsaSession* s = capsaSession(w);
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
        TextPanelItem* box = capsaTable(w)->summary();
        QVERIFY(box->isVisible());
        saveShot(w.window.get(),
                 QStringLiteral("capsa-round-over-") + QString::fromLatin1(QTest::currentDataTag()));
        QCOMPARE(box->title(), title);
        // The key that deals again is named, as in the other games.
        QCOMPARE(capsaTable(w)->statusText(),
                 QStringLiteral("The round is over. Press Next round (Enter) to deal again."));
        const QStringList lines = box->lines();
        QVERIFY2(lines.mid(lines.indexOf(QString()) + 1) == explanation,
                 qPrintable(lines.join(QLatin1Char('|'))));
        // One line per place: the round's points (with their plural) and the running total.
        const auto& result = s->state().results().back();
        for (int place = 0; place < 4; ++place) {
            const int seat = result.finishOrder[std::size_t(place)];
            const int points = result.points[std::size_t(seat)];
            const int total = s->state().totals()[std::size_t(seat)];
            const auto sign = [](int n) {
                return n > 0 ? QStringLiteral("+") : n < 0 ? QStringLiteral("\u2212") : QString();
            };
            const QString expected =
                QStringLiteral("%1. %2\t%3%4 %5\ttotal %6%7")
                    .arg(place + 1)
                    .arg(seat == 0 ? QStringLiteral("You") : w->session()->players()[seat].name)
                    .arg(sign(points))
                    .arg(std::abs(points))
                    .arg(points == 1 || points == -1 ? QStringLiteral("point") : QStringLiteral("points"))
                    .arg(total < 0 ? sign(total) : QString())
                    .arg(std::abs(total));
            QCOMPARE(lines[place], expected);
        }
    }

    // Before the first play the log already says who leads, in bold like the trick headers.
    void theLogNamesTheLeaderBeforeTheFirstPlay() {
        const CapsaRules rules = CapsaRules::fromFlags(capsaFlags(QString()));
        std::uint64_t seed = 0;
        for (std::uint64_t s = 1; s < 200 && seed == 0; ++s) {
            const CapsaState state(rules, s);
            if (!state.isDealOver() && state.currentSeat() == 0) seed = s;
        }
        QVERIFY(seed != 0);
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), seed);
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log);
        QTRY_COMPARE(log->count(), 1);
        QCOMPARE(log->item(0)->text(), QStringLiteral("Round 1 \u2014 you lead"));
        QVERIFY(log->item(0)->font().bold());
    }

    // When played tricks are hidden, the log keeps only the last trick: it names no leader it cannot know.
    void hiddenTricksNameNoLeader() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 5, capsaFlags(QStringLiteral("hidePlayedTricks=on")));
        CapsaSession* s = capsaSession(w);
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 30000);
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log && log->count() > 0);
        QVERIFY2(log->item(0)->text().startsWith(QStringLiteral("Trick ")), qPrintable(log->item(0)->text()));
        QVERIFY(log->item(0)->text() != QStringLiteral("Trick 1"));
    }

    // Between tricks with played tricks hidden the log is empty; the next trick's leader is not the round's.
    void hiddenTricksNameNoLeaderBetweenTricks() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 5, capsaFlags(QStringLiteral("hidePlayedTricks=on")));
        w->bots()->setPaused(true);
        CapsaSession* s = capsaSession(w);
        while (s->state().observation(0).trick == 0 && !s->isDealOver()) {
            const auto moves = s->state().legalMoves();
            const auto pass =
                std::find_if(moves.begin(), moves.end(), [](const Move& m) { return m.isPass(); });
            QVERIFY(!s->play(pass != moves.end() ? *pass : moves.front()));
        }
        QVERIFY(!s->isDealOver());
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log);
        QTRY_COMPARE(log->count(), 0);
    }

    // A deal the person wins at once (six pairs) is told to them, not in the third person.
    void thePersonsInstantWinSpeaksToThem() {
        const auto flags = capsaFlags(QStringLiteral("instantWinSixPairs=on"));
        const CapsaRules rules = CapsaRules::fromFlags(flags);
        std::uint64_t seed = 0;
        for (std::uint64_t s = 1; s < 20000 && seed == 0; ++s) {
            const CapsaState state(rules, s);
            const auto& results = state.results();
            if (!results.empty() && results.back().instantWin == InstantWin::SixPairs &&
                results.back().finishOrder.front() == 0)
                seed = s;
        }
        QVERIFY(seed != 0);
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), seed, flags);
        TextPanelItem* box = capsaTable(w)->summary();
        QTRY_VERIFY_WITH_TIMEOUT(box->isVisible(), 10000);
        QCOMPARE(box->title(), QStringLiteral("You win at once with six pairs!"));
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
