// Table items that games share: chips broken down into the usual values, a crosswise card for a frozen pile,
// seat badges, and the animator's one signal per batch (also at speed Off).
#include "table/animator.h"
#include "table/carditem.h"
#include "table/cardtheme.h"
#include "table/chipsitem.h"
#include "table/seatitem.h"

#include <QSignalSpy>
#include <QTest>

class TestTableItems : public QObject {
    Q_OBJECT
private slots:
    void chipsBreakDownByValue() {
        using Chips = QList<QPair<int, int>>;
        QCOMPARE(ChipsItem::breakdown(0), Chips{});
        QCOMPARE(ChipsItem::breakdown(7), (Chips{{5, 1}, {1, 2}}));
        QCOMPARE(ChipsItem::breakdown(1630), (Chips{{1000, 1}, {500, 1}, {100, 1}, {25, 1}, {5, 1}}));
        ChipsItem pot;
        pot.setAmount(210);
        pot.setCaption(QStringLiteral("Side pot 1"));
        QVERIFY(pot.isVisible());
        pot.setAmount(0);
        QVERIFY(!pot.isVisible());
    }

    void animatorSignalsOncePerBatch_data() {
        QTest::addColumn<int>("speed");
        QTest::newRow("off") << int(AnimationSpeed::Off);
        QTest::newRow("fast") << int(AnimationSpeed::Fast);
    }
    void animatorSignalsOncePerBatch() {
        QFETCH(int, speed);
        CardTheme theme;
        CardItem a(&theme), b(&theme);
        Animator animator;
        animator.setSpeed(AnimationSpeed(speed));
        QSignalSpy done(&animator, &Animator::animationsFinished);
        animator.begin();
        animator.move(&a, QPointF(100, 50), 90, 3); // a crosswise card, as on a frozen Canasta pile
        animator.move(&b, QPointF(10, 20), 0, 4);
        animator.turn(&b, true);
        animator.commit();
        QTRY_COMPARE(done.count(), 1);
        QCOMPARE(a.pos(), QPointF(100, 50));
        QCOMPARE(a.rotation(), 90.0);
        QVERIFY(b.faceUp());
        QTest::qWait(50);
        QCOMPARE(done.count(), 1);
        // A new batch while one runs: the old one jumps to its end and only the new one signals.
        animator.begin();
        animator.move(&a, QPointF(0, 0), 0, 1);
        animator.commit();
        animator.begin();
        animator.move(&a, QPointF(5, 5), 0, 1);
        animator.commit();
        QTRY_COMPARE(done.count(), speed == int(AnimationSpeed::Off) ? 3 : 2);
        QCOMPARE(a.pos(), QPointF(5, 5));
    }

    void seatShowsBadges() {
        SeatItem seat(2);
        seat.setName(QStringLiteral("Sari"));
        seat.setDetail(QStringLiteral("5 kartu"));
        seat.setBadge(QStringLiteral("Pas"));
        seat.setActive(true);
        QCOMPARE(seat.badge(), QStringLiteral("Pas"));
        QVERIFY(seat.isActive());
        QCOMPARE(seat.seat(), 2);
    }
};

QTEST_MAIN(TestTableItems)
#include "tst_tableitems.moc"
