// The person's hand as a model: order kept, sorted insertions, reordering, selection and focus; checked by
// QAbstractItemModelTester on every change.
#include "cards/cardlist.h"
#include "model/handmodel.h"
#include "model/scoremodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using core::cards::Card;

namespace {
QList<Card> cards(const char* text) {
    QList<Card> out;
    for (Card c : core::cards::parseCardList(text).cards) out << c;
    return out;
}
QString names(const HandModel& m) {
    QStringList out;
    for (Card c : m.cards()) out << QString::fromStdString(c.toString());
    return out.join(QLatin1Char(' '));
}
} // namespace

class TestHandModel : public QObject {
    Q_OBJECT
private slots:
    void keepsThePersonsOrder() {
        HandModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCards(cards("9c 3d Ks 5h"));
        QCOMPARE(names(model), QStringLiteral("3d 5h 9c Ks")); // new cards join sorted
        model.moveCard(3, 0);                                  // the person puts the king first
        QCOMPARE(names(model), QStringLiteral("Ks 3d 5h 9c"));
        model.moveCard(0, 2);
        QCOMPARE(names(model), QStringLiteral("3d 5h Ks 9c"));
        model.setCards(cards("3d 5h Ks 9c 7s")); // a drawn card goes after the last card sorting before it
        QCOMPARE(names(model), QStringLiteral("3d 5h 7s Ks 9c"));
        model.setCards(cards("3d Ks 9c")); // played cards leave, the rest keep their places
        QCOMPARE(names(model), QStringLiteral("3d Ks 9c"));
        model.sort();
        QCOMPARE(names(model), QStringLiteral("3d 9c Ks"));
        QCOMPARE(model.data(model.index(0), Qt::DisplayRole).toString(), QString::fromUtf8("3\u2666"));
    }

    void selectionAndFocus() {
        HandModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCards(cards("4c 4d 7h"));
        QSignalSpy changed(&model, &HandModel::selectionChanged);
        model.setSelected(cards("4d").first(), true);
        model.setSelected(cards("4c").first(), true);
        QCOMPARE(model.selection(), cards("4c 4d"));
        QVERIFY(model.data(model.index(1), HandModel::SelectedRole).toBool());
        QCOMPARE(changed.count(), 2);
        model.setCards(cards("4c 7h")); // a selected card that leaves is no longer selected
        QCOMPARE(model.selection(), cards("4c"));
        model.clearSelection();
        QVERIFY(model.selection().isEmpty());
        model.setFocusRow(5);
        QCOMPARE(model.focusRow(), 1);
        QVERIFY(model.data(model.index(1), HandModel::FocusRole).toBool());
    }

    void focusFollowsItsCard() {
        HandModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCards(cards("3d 5h 9c"));
        model.setFocusRow(2); // the 9c
        model.setCards(cards("3d 4s 5h 9c"));
        QCOMPARE(model.focusRow(), 3); // a card joining before it does not move the frame off the 9c
        model.moveCard(3, 0);
        QCOMPARE(model.focusRow(), 0);
        QCOMPARE(model.cards().first(), cards("9c").first());
        model.setCards(cards("3d 4s 5h")); // the focused card leaves: the frame stays in the hand
        QCOMPARE(model.focusRow(), 0);
        model.setFocusRow(-1); // let go of: no card has the frame
        QCOMPARE(model.focusRow(), -1);
        QCOMPARE(model.focusedKey(), -1);
    }

    void twoCardsOfOneFace() {
        // Canasta's two packs: a key is the pack and the face, so a hand may hold a face twice.
        HandModel model(nullptr, [](int key) { return Card::fromId(key % Card::kIdCount); });
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int five = cards("5h").first().id(), three = cards("3d").first().id();
        model.setKeys({Card::kIdCount + five, three, five});
        QCOMPARE(model.keys(),
                 (QList<int>{three, five, Card::kIdCount + five})); // a face's copies side by side
        QCOMPARE(names(model), QStringLiteral("3d 5h 5h"));
        model.setSelected(Card::kIdCount + five, true);
        QCOMPARE(model.selectedKeys(), QList<int>{Card::kIdCount + five});
        QCOMPARE(model.selection(), cards("5h"));
        QVERIFY(!model.isSelected(five));                // the other copy is not chosen with it
        QCOMPARE(model.indexOf(cards("5h").first()), 1); // a face's first row
        QCOMPARE(model.data(model.index(2), HandModel::KeyRole).toInt(), Card::kIdCount + five);
        QCOMPARE(model.data(model.index(2), HandModel::CardIdRole).toInt(), five);
    }

    void customOrder() {
        HandModel model;
        model.setOrder([](Card a, Card b) {
            return a.suitIndex() != b.suitIndex() ? a.suitIndex() < b.suitIndex() : a < b;
        });
        model.setCards(cards("Ah 2s 3c Kc"));
        QCOMPARE(names(model), QStringLiteral("3c Kc Ah 2s"));
    }
};

QTEST_GUILESS_MAIN(TestHandModel)
#include "tst_handmodel.moc"
