// A card drawn by the person travels from the stock to the hand over time, in Canasta as in Empat Satu:
// the table refreshes more than once for one move, and a second refresh that changes nothing must not
// jump the running animation to its end.
#include "table/animator.h"
#include "table/carditem.h"
#include "testsupport.h"

#include <QSet>

namespace {

QSet<CardItem*> handItems(TestWindow& w) {
    QSet<CardItem*> out;
    for (QGraphicsItem* item : w->view()->tableScene()->items())
        if (auto* card = dynamic_cast<CardItem*>(item); card && card->place.is(ZoneRole::Hand))
            out.insert(card);
    return out;
}

struct Path {
    QList<QPointF> points; ///< the card's position every few milliseconds, from the key press on
    int between = 0;       ///< positions neither where it started nor where it ended
    qreal distance = 0;    ///< from the first to the last position
};

/// Presses D at the person's turn and follows the first card that joins the hand.
Path followTheDraw(TestWindow& w) {
    const QSet<CardItem*> before = handItems(w);
    QTest::keyClick(w->view(), Qt::Key_D);
    CardItem* drawn = nullptr;
    for (CardItem* card : handItems(w))
        if (!before.contains(card)) drawn = card;
    Path path;
    if (!drawn) return path;
    for (int i = 0; i < 60; ++i) {
        path.points << drawn->pos();
        QTest::qWait(10);
    }
    const QPointF first = path.points.first(), last = path.points.last();
    for (const QPointF& p : path.points)
        if (QLineF(p, first).length() > 1 && QLineF(p, last).length() > 1) ++path.between;
    path.distance = QLineF(first, last).length();
    return path;
}

} // namespace

class TestDrawAnimation : public QObject {
    Q_OBJECT
private slots:
    void theDrawnCardTravels_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("players");
        QTest::newRow("canasta") << QStringLiteral("canasta") << QStringLiteral("4");
        QTest::newRow("empatsatu") << QStringLiteral("empatsatu") << QStringLiteral("4");
    }
    void theDrawnCardTravels() {
        QFETCH(QString, game);
        QFETCH(QString, players);
        TestWindow w;
        bool myTurn = false;
        for (quint64 seed = 1; seed < 40 && !myTurn; ++seed) {
            w->startGame(game, seed, {{"players", players.toStdString()}});
            w->bots()->setPace(0);
            w->bots()->resume();
            myTurn = QTest::qWaitFor(
                         [&] { return w->session()->isHumanTurn() || w->session()->isDealOver(); }, 20000) &&
                     w->session()->isHumanTurn();
        }
        QVERIFY(myTurn);
        w->setAnimationSpeed(AnimationSpeed::Normal);
        QTest::qWait(50);
        const Path path = followTheDraw(w);
        QVERIFY2(path.points.size() > 0, "a card joins the hand");
        QVERIFY2(path.distance > 100, qPrintable(QString::number(path.distance)));
        // About 280 ms of travel sampled every 10 ms: many positions on the way, not a jump.
        QVERIFY2(path.between >= 5, qPrintable(QString::number(path.between)));
    }
};

QTEST_MAIN(TestDrawAnimation)
#include "tst_drawanimation.moc"
