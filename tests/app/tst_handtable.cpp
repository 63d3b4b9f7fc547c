// The person's hand as every game with one shows it (Capsa, Empat Satu, Canasta): the same keys, clicks and
// drops, through HandTable. Left/Right/Home/End move the keyboard's focus, Space chooses, Esc lets go; a game
// where one card is chosen at a time (Empat Satu) lets go of the choice when the focus moves; a click chooses
// what a drag then carries (and leaves the log as it was); a card dropped back into the hand moves there and
// nothing is played.
#include "model/gamesession.h"
#include "model/handmodel.h"
#include "table/handtable.h"
#include "testsupport.h"

#include <QListWidget>
#include <QSignalSpy>

namespace {

HandTable* handTable(TestWindow& w) {
    return static_cast<HandTable*>(w->controller());
}

/// Starts `game` and waits for the person's turn.
void start(TestWindow& w, const QString& game, quint64 seed) {
    w->startGame(game, seed);
    w->bots()->setPace(0);
    QTRY_VERIFY_WITH_TIMEOUT(w->session()->isHumanTurn(), 20000);
}

void key(TestWindow& w, int k) {
    QTest::keyClick(w->view(), Qt::Key(k));
}

} // namespace

class TestHandTable : public QObject {
    Q_OBJECT
private slots:
    void keysMoveTheFocusAndChoose_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("oneAtATime");
        QTest::newRow("capsa") << QStringLiteral("capsa") << false;
        QTest::newRow("empatsatu") << QStringLiteral("empatsatu") << true;
        QTest::newRow("canasta") << QStringLiteral("canasta") << false;
    }
    void keysMoveTheFocusAndChoose() {
        QFETCH(QString, game);
        QFETCH(bool, oneAtATime);
        TestWindow w;
        start(w, game, 3);
        HandModel* hand = handTable(w)->hand();
        const int n = hand->size();
        QVERIFY(n >= 4);
        QCOMPARE(hand->focusRow(), -1);
        key(w, Qt::Key_Right); // the focus starts before the first card
        QCOMPARE(hand->focusRow(), 0);
        key(w, Qt::Key_Right);
        QCOMPARE(hand->focusRow(), 1);
        key(w, Qt::Key_Left);
        key(w, Qt::Key_Left); // round to the other end
        QCOMPARE(hand->focusRow(), n - 1);
        key(w, Qt::Key_Home);
        QCOMPARE(hand->focusRow(), 0);
        key(w, Qt::Key_End);
        QCOMPARE(hand->focusRow(), n - 1);
        QVERIFY(handTable(w)->itemForKey(hand->keys()[n - 1])->isFocused());
        QVERIFY(!handTable(w)->itemForKey(hand->keys()[0])->isFocused());

        key(w, Qt::Key_Home);
        key(w, Qt::Key_Space);
        QCOMPARE(hand->selectedKeys(), QList<int>{hand->keys()[0]});
        QVERIFY(handTable(w)->itemForKey(hand->keys()[0])->isSelected());
        key(w, Qt::Key_Right);
        // One card at a time: moving on lets go of the card chosen.
        QCOMPARE(hand->selectedKeys().size(), oneAtATime ? 0 : 1);
        key(w, Qt::Key_Space);
        const QList<int> both{hand->keys()[0], hand->keys()[1]}, second{hand->keys()[1]};
        QCOMPARE(hand->selectedKeys(), oneAtATime ? second : both);
        QCOMPARE(handTable(w)->selection().size(), oneAtATime ? 1 : 2);
        key(w, Qt::Key_Space); // again: let go of it
        QCOMPARE(hand->selectedKeys().size(), oneAtATime ? 0 : 1);
        key(w, Qt::Key_Space);
        key(w, Qt::Key_Escape);
        QVERIFY(hand->selectedKeys().isEmpty());
        QVERIFY(!handTable(w)->itemForKey(hand->keys()[1])->isSelected());
        // Several cards: the focus frame stays for the next choice; one card: Esc lets go of it too, so that
        // Enter has nothing to throw.
        QCOMPARE(hand->focusRow(), oneAtATime ? -1 : 1);
        QVERIFY(w->session()->isHumanTurn()); // nothing was played
    }

    void aClickChoosesWhatADragCarries_data() { keysMoveTheFocusAndChoose_data(); }
    void aClickChoosesWhatADragCarries() {
        QFETCH(QString, game);
        QFETCH(bool, oneAtATime);
        TestWindow w;
        start(w, game, 5);
        HandModel* hand = handTable(w)->hand();
        // A choice in the hand changes nothing in the log: it keeps its lines (and where it is scrolled to).
        auto* log = w->findChild<QListWidget*>(QStringLiteral("log"));
        QVERIFY(log && log->count() > 0);
        QListWidgetItem* firstLine = log->item(0);
        const int lines = log->count();
        CardItem* first = handTable(w)->itemForKey(hand->keys()[0]);
        CardItem* second = handTable(w)->itemForKey(hand->keys()[1]);
        clickCard(w->view(), first);
        QCOMPARE(hand->focusRow(), 0);
        clickCard(w->view(), second);
        QCOMPARE(hand->focusRow(), 1);
        const QList<CardItem*> chosen =
            oneAtATime ? QList<CardItem*>{second} : QList<CardItem*>{first, second};
        QCOMPARE(handTable(w)->selection(), chosen);
        QVERIFY(second->isSelected());
        QCOMPARE(first->isSelected(), !oneAtATime);
        clickCard(w->view(), second); // a second click lets go
        QVERIFY(!second->isSelected());
        QCOMPARE(handTable(w)->selection().size(), oneAtATime ? 0 : 1);
        QVERIFY(w->session()->isHumanTurn());
        QCOMPARE(log->item(0), firstLine);
        QCOMPARE(log->count(), lines);
    }

    void aCardDroppedInTheHandMovesThere_data() { keysMoveTheFocusAndChoose_data(); }
    void aCardDroppedInTheHandMovesThere() {
        QFETCH(QString, game);
        TestWindow w;
        start(w, game, 11);
        HandModel* hand = handTable(w)->hand();
        QSignalSpy applied(w->session(), &GameSession::moveApplied);
        const int key = hand->keys().first();
        CardItem* item = handTable(w)->itemForKey(key);
        CardItem* last = handTable(w)->itemForKey(hand->keys().last());
        dragCard(w->view(), item,
                 last->mapToScene(QPointF(last->size().width() * 0.9, last->size().height() * 0.5)));
        QCOMPARE(hand->keys().last(), key);
        // And back to the front.
        CardItem* front = handTable(w)->itemForKey(hand->keys().first());
        dragCard(w->view(), item, front->mapToScene(QPointF(2, front->size().height() * 0.5)));
        QCOMPARE(hand->keys().first(), key);
        QCOMPARE(applied.count(), 0); // nothing was played
        QVERIFY(w->session()->isHumanTurn());
    }
};

QTEST_MAIN(TestHandTable)
#include "tst_handtable.moc"
