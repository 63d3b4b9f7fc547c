// The odds panel costs nothing while nobody sees it: a background computation owned by a hidden widget waits,
// only the newest one runs once the widget is shown, and a game's odds are not computed while the panel is
// closed or folded.
#include "games/capsa/capsaodds.h"
#include "model/latestonly.h"
#include "panels/oddspanel.h"
#include "testsupport.h"

#include <QPointer>
#include <QThreadPool>

#include <atomic>

class TestOddsPanel : public QObject {
    Q_OBJECT
private slots:
    void aHiddenOwnerComputesNothingUntilShown() {
        QWidget owner;
        std::atomic<int> runs = 0;
        int delivered = 0;
        int again = 0;
        LatestOnly<int> latest(
            &owner, [&](const int& v) { delivered = v; }, [&] { ++again; });
        latest.request(1, [&] { return ++runs, 10; });
        latest.request(2, [&] { return ++runs, 20; });
        QVERIFY(latest.isWaiting());
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(runs.load(), 0);
        QCOMPARE(delivered, 0);
        owner.show();
        QVERIFY(!latest.isWaiting());
        QTRY_COMPARE(delivered, 20); // the newest request only
        QCOMPARE(runs.load(), 1);
        QCOMPARE(again, 0);
        // Once shown, requests run at once.
        latest.request(3, [&] { return ++runs, 30; });
        QVERIFY(!latest.isWaiting());
        QTRY_COMPARE(delivered, 30);
    }

    void capsaOddsWaitForThePanel() {
        TestWindow w;
        QVERIFY(!w->oddsPanel()->isVisible()); // closed by default
        w->startGame(QStringLiteral("capsa"), 11);
        w->bots()->setPaused(true);
        auto* view = qobject_cast<CapsaOddsView*>(w->oddsPanel()->content());
        QVERIFY(view);
        // Whatever was started has finished and been delivered: no figures, since none were computed.
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QVERIFY(view->text().isEmpty());

        w->oddsPanel()->show();
        QTRY_VERIFY_WITH_TIMEOUT(view->text().contains(QStringLiteral("Exact")), 10000);

        // Folded, the panel's content is hidden: a new deal computes nothing until it is unfolded.
        w->oddsPanel()->setCollapsed(true);
        const QPointer<CapsaOddsView> old(view);
        w->startGame(QStringLiteral("capsa"), 12);
        w->bots()->setPaused(true);
        QVERIFY(!old); // the new game has a view of its own
        auto* next = qobject_cast<CapsaOddsView*>(w->oddsPanel()->content());
        QVERIFY(next);
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QVERIFY(next->text().isEmpty());
        w->oddsPanel()->setCollapsed(false);
        QTRY_VERIFY_WITH_TIMEOUT(next->text().contains(QStringLiteral("Exact")), 10000);
    }
};

QTEST_MAIN(TestOddsPanel)
#include "tst_oddspanel.moc"
