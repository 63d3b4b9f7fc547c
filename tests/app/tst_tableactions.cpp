// Declared table actions: one declaration makes the button with its words and the keys in its tooltip, shows
// and enables it as its conditions say, runs it from its keys, and refuses a key while the button may not be
// pressed, with the action's reason; two actions may share a key (Enter: play, or the next round).
#include "table/actionbar.h"
#include "table/tableactions.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

class TestTableActions : public QObject {
    Q_OBJECT
private slots:
    void oneDeclarationMakesTheButtonAndItsKeys() {
        ActionBar bar;
        TableActions actions(&bar);
        bool over = false, legal = false;
        int played = 0, next = 0;
        QString word = QStringLiteral("Play");
        actions.add({QStringLiteral("play"),
                     [&] { return word; },
                     [] { return QStringLiteral("Play the cards"); },
                     {Qt::Key_Return, Qt::Key_Enter},
                     [&] { return !over; },
                     [&] { return legal; },
                     [] { return QStringLiteral("Select the cards first."); },
                     [&] { ++played; },
                     true});
        actions.add({QStringLiteral("next"),
                     [] { return QStringLiteral("Next round"); },
                     {},
                     {Qt::Key_Return, Qt::Key_Enter},
                     [&] { return over; },
                     {},
                     {},
                     [&] { ++next; },
                     true,
                     true});
        QPushButton* play = actions.button(QStringLiteral("play"));
        QPushButton* nextButton = actions.button(QStringLiteral("next"));
        QVERIFY(play && nextButton);
        QCOMPARE(play->objectName(), QStringLiteral("play"));
        QCOMPARE(play->text(), QStringLiteral("Play"));
        QCOMPARE(play->toolTip(), QStringLiteral("Play the cards (Enter)"));
        QCOMPARE(nextButton->toolTip(), QStringLiteral("Next round (Enter)"));
        QCOMPARE(play->property("primary").toBool(), true);
        QVERIFY(!play->isEnabled());
        QVERIFY(play->isHidden() == false && nextButton->isHidden());

        // A grey button: the key says why and does nothing.
        QSignalSpy refused(&actions, &TableActions::refused);
        QVERIFY(actions.pressKey(Qt::Key_Return));
        QCOMPARE(played, 0);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.at(0).at(0).toString(), QStringLiteral("Select the cards first."));
        // Enabled: the key runs it, as a click does.
        legal = true;
        actions.update();
        QVERIFY(play->isEnabled());
        QVERIFY(actions.pressKey(Qt::Key_Enter));
        QCOMPARE(played, 1);
        play->click();
        QCOMPARE(played, 2);
        // The deal is over: Enter goes to the next round, the play button is hidden.
        over = true;
        actions.update();
        QVERIFY(play->isHidden() && !nextButton->isHidden());
        QVERIFY(actions.pressKey(Qt::Key_Return));
        QCOMPARE(next, 1);
        QCOMPARE(played, 2);
        // A key no action has is not taken.
        QVERIFY(!actions.pressKey(Qt::Key_X));
        // Words are asked again.
        word = QStringLiteral("Main");
        actions.retranslate();
        QCOMPARE(play->text(), QStringLiteral("Main"));
    }
};

QTEST_MAIN(TestTableActions)
#include "tst_tableactions.moc"
