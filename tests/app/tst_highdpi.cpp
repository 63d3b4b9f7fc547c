// Cards on a high-DPI screen: the card pixmaps are rendered at the view's device pixel ratio (their device
// size is their logical size times the ratio) and cached per card, size and ratio. ctest runs this program at
// QT_SCALE_FACTOR 1, 1.5 and 2 (tst_highdpi, tst_highdpi_x1.5, tst_highdpi_x2); the ratio expected is read
// from that variable. A window moved to another screen lays its table out again (and so renders at the new
// ratio).
#include "table/cardtheme.h"
#include "testsupport.h"

#include <QSignalSpy>
#include <QThreadPool>

using core::cards::Card;

namespace {

qreal expectedRatio() {
    bool ok = false;
    const qreal scale = qEnvironmentVariable("QT_SCALE_FACTOR").toDouble(&ok);
    return ok && scale > 0 ? scale : 1.0;
}

} // namespace

class TestHighDpi : public QObject {
    Q_OBJECT
private slots:
    void theViewHasTheScreensRatio() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 7);
        QCOMPARE(w->view()->devicePixelRatioF(), expectedRatio());
        // What the view paints has the device pixels too.
        const QPixmap shot = w->view()->viewport()->grab();
        QCOMPARE(shot.devicePixelRatio(), expectedRatio());
        QCOMPARE(shot.size(), (QSizeF(w->view()->viewport()->size()) * expectedRatio()).toSize());
    }

    void cardsAreRenderedAtTheRatio_data() {
        QTest::addColumn<QString>("game");
        for (const char* game : {"capsa", "canasta", "holdem", "empatsatu"})
            QTest::newRow(game) << QString::fromLatin1(game);
    }

    void cardsAreRenderedAtTheRatio() {
        QFETCH(QString, game);
        const qreal ratio = expectedRatio();
        TestWindow w;
        w->startGame(game, 7);
        QCoreApplication::processEvents();
        CardTheme* theme = w->scene()->theme();
        theme->waitUntilReady();
        QVERIFY(theme->isReady());
        const QSize logical = theme->cardSize();
        QVERIFY(!logical.isEmpty());
        // Every card the table shows, face or back, comes from a pixmap of the card size in logical pixels
        // and the ratio's device pixels.
        int cards = 0;
        for (QGraphicsItem* item : w->scene()->items()) {
            auto* card = dynamic_cast<CardItem*>(item);
            if (!card || !card->isVisible()) continue;
            ++cards;
            const QPixmap pixmap = theme->pixmap(card->faceUp() ? card->card() : Card());
            QCOMPARE(pixmap.devicePixelRatio(), ratio);
            QCOMPARE(pixmap.deviceIndependentSize().toSize(), logical);
            QCOMPARE(pixmap.size(), (QSizeF(logical) * ratio).toSize());
        }
        QVERIFY(cards >= 4);
        // The same card again is the cached pixmap, not a new render.
        const int hits = theme->cacheHits();
        const QPixmap back = theme->pixmap(Card());
        QCOMPARE(theme->cacheHits(), hits + 1);
        QCOMPARE(back.size(), (QSizeF(logical) * ratio).toSize());
        QThreadPool::globalInstance()->waitForDone();
    }

    void aNewScreenLaysTheTableOutAgain() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 7);
        QSignalSpy resized(w->view(), &TableView::resized);
        QEvent moved(QEvent::ScreenChangeInternal); // what Qt sends when the window changes screens
        QCoreApplication::sendEvent(w->view(), &moved);
        QCOMPARE(resized.count(), 1);
        QCOMPARE(resized.first().first().toSizeF(), QSizeF(w->view()->viewport()->size()));
    }

    void fractionalRatiosKeepTheirOwnPixmaps_data() {
        QTest::addColumn<qreal>("ratio");
        QTest::addColumn<QSize>("device");
        QTest::newRow("1") << 1.0 << QSize(80, 112);
        QTest::newRow("1.25") << 1.25 << QSize(100, 140);
        QTest::newRow("1.5") << 1.5 << QSize(120, 168);
        QTest::newRow("2") << 2.0 << QSize(160, 224);
    }

    void fractionalRatiosKeepTheirOwnPixmaps() {
        QFETCH(qreal, ratio);
        QFETCH(QSize, device);
        CardTheme theme;
        theme.setCardSize(QSize(80, 112), ratio);
        theme.waitUntilReady();
        QVERIFY(theme.isReady());
        const QPixmap queen = theme.pixmap(*Card::parse("Qh").card);
        QCOMPARE(queen.size(), device);
        QCOMPARE(queen.devicePixelRatio(), ratio);
        QCOMPARE(queen.deviceIndependentSize(), QSizeF(80, 112));
        // Drawn, not empty.
        QVERIFY(queen.toImage().pixelColor(device.width() / 2, device.height() / 2).alpha() > 0);
    }
};

QTEST_MAIN(TestHighDpi)
#include "tst_highdpi.moc"
