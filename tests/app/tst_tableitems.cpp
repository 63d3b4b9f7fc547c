// Table items that games share: chips broken down into the usual values, a crosswise card for a frozen pile,
// seat badges (inside the plate's item, above the name, gone without a trace), boxes of text that wrap and
// shrink, pile labels on one line, the search for a clear place on the felt, and the animator's one signal
// per batch (also at speed Off).
#include "games/holdem/handtagitem.h"
#include "table/animator.h"
#include "table/carditem.h"
#include "table/cardtheme.h"
#include "table/chipsitem.h"
#include "table/dealoverbox.h"
#include "table/pileitem.h"
#include "table/seatitem.h"
#include "table/tablelayout.h"
#include "table/tablescale.h"
#include "table/textpanelitem.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QScreen>
#include <QSignalSpy>
#include <QTest>

namespace {
/// Pixels of the badges' red in what the window shows now (its backing store, not a fresh rendering).
int redPixels(QWidget* window) {
    const QImage shown = window->screen()->grabWindow(window->winId()).toImage();
    int count = 0;
    for (int y = 0; y < shown.height(); ++y)
        for (int x = 0; x < shown.width(); ++x) {
            const QColor c = shown.pixelColor(x, y);
            if (c.red() > 150 && c.green() < 90 && c.blue() < 90) ++count;
        }
    return count;
}
} // namespace

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

    void focusSelectionHintAndWarningLookApart() {
        // Each card drawn alone: the colour of its outline's left edge, halfway down, tells the states apart.
        CardTheme theme;
        QGraphicsScene scene(0, 0, 600, 200);
        const auto edgeColour = [&](CardItem* card) {
            QImage image(600, 200, QImage::Format_ARGB32);
            image.fill(Qt::black);
            QPainter p(&image);
            scene.render(&p, QRectF(0, 0, 600, 200), QRectF(0, 0, 600, 200));
            p.end();
            const QPointF at = card->mapToScene(QPointF(-0.5, card->size().height() / 2));
            return image.pixelColor(at.toPoint());
        };
        QList<CardItem*> cards;
        for (int i = 0; i < 4; ++i) {
            auto* c = new CardItem(&theme);
            c->setCard(*core::cards::Card::parse("Ks").card);
            c->setFaceUp(true);
            c->setSize(QSizeF(70, 98));
            c->setPos(20 + 140 * i, 60);
            scene.addItem(c);
            cards << c;
        }
        const QRectF plain = cards[0]->boundingRect();
        cards[0]->setFocused(true);
        cards[1]->setSelected(true);
        cards[2]->setHinted(true);
        cards[3]->setMark(QStringLiteral("penalty"), QStringLiteral("A penalty card"),
                          CardItem::MarkTone::Warning);
        const QColor focus = edgeColour(cards[0]), selected = edgeColour(cards[1]),
                     hinted = edgeColour(cards[2]);
        // (The edge pixel is blended with the black background: the hue tells, not the brightness.)
        QVERIFY2(focus.blue() > 2 * focus.red() && focus.blue() > focus.green(), qPrintable(focus.name()));
        QVERIFY2(selected.red() > 2 * selected.blue() && selected.green() > selected.blue(),
                 qPrintable(selected.name()));
        QVERIFY2(hinted.green() > hinted.red() && hinted.green() > hinted.blue(), qPrintable(hinted.name()));
        // The focus also points at the card from above its left edge, outside the card: a fan cannot hide it.
        QGraphicsItem* pointer = cards[0]->focusPointer();
        QVERIFY(pointer && pointer->isVisible());
        QVERIFY(pointer->sceneBoundingRect().bottom() <= cards[0]->sceneBoundingRect().top() + 4);
        QVERIFY(pointer->sceneBoundingRect().left() < cards[0]->pos().x() + 35);
        QCOMPARE(cards[0]->boundingRect(), plain); // layouts see the card's own bounds only
        cards[0]->setFocused(false);
        QVERIFY(!pointer->isVisible());
        QVERIFY(!cards[1]->focusPointer());
        // The warning: a red tag, and a red frame inside the card.
        QCOMPARE(cards[3]->markTone(), CardItem::MarkTone::Warning);
        QImage image(600, 200, QImage::Format_ARGB32);
        image.fill(Qt::black);
        QPainter p(&image);
        scene.render(&p, QRectF(0, 0, 600, 200), QRectF(0, 0, 600, 200));
        p.end();
        const QPoint inside = cards[3]->mapToScene(QPointF(35, 2.5)).toPoint();
        int red = 0;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -6; dx <= 6; ++dx) {
                const QColor c = image.pixelColor(inside + QPoint(dx, dy));
                if (c.red() > 180 && c.green() < 90 && c.blue() < 90) ++red;
            }
        QVERIFY(red > 0);
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

    void aBadgeLiesAboveTheNameInsideTheItem_data() {
        QTest::addColumn<qreal>("scale");
        QTest::addColumn<qreal>("width");
        QTest::addColumn<QString>("badge");
        QTest::newRow("small, long badge") << 0.85 << 120.0 << QStringLiteral("Tiga hitam: tertahan");
        QTest::newRow("reference") << 1.0 << 180.0 << QStringLiteral("Satu kartu!");
        QTest::newRow("large") << 1.45 << 250.0 << QStringLiteral("Pembagi");
    }
    void aBadgeLiesAboveTheNameInsideTheItem() {
        QFETCH(qreal, scale);
        QFETCH(qreal, width);
        QFETCH(QString, badge);
        SeatItem seat(1);
        seat.setUiScale(scale);
        seat.setWidth(width);
        seat.setName(QStringLiteral("Budi"));
        seat.setDetail(QStringLiteral("1 kartu \u00b7 0 poin"));
        seat.setBadge(badge);
        QCOMPARE(seat.plateRect().height(), SeatItem::plateHeight(scale));
        QVERIFY(seat.boundingRect().contains(seat.badgeRect()));
        QVERIFY(seat.plateRect().contains(seat.nameRect()));
        QVERIFY(!seat.badgeRect().intersects(seat.nameRect()));
        QVERIFY(!seat.badgeRect().intersects(seat.detailRect()));
        // Within the plate's width, rising no more than the room layouts keep above a plate.
        QVERIFY(seat.badgeRect().left() >= seat.plateRect().left() &&
                seat.badgeRect().right() <= seat.plateRect().right());
        QVERIFY(seat.badgeRect().top() >= -SeatItem::badgeOverhang(scale) - 0.01);
    }

    void aBadgeTakenAwayLeavesNoTrace() {
        // What the view shows after the badge goes, without a full repaint: a badge drawn outside the item's
        // bounding rectangle, or removed without telling the scene the rectangle shrinks, stays on the felt.
        QGraphicsScene scene(0, 0, 400, 200);
        scene.setBackgroundBrush(QColor(20, 90, 50));
        QGraphicsView view(&scene);
        view.setFrameShape(QFrame::NoFrame);
        view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.resize(400, 200);
        view.setSceneRect(0, 0, 400, 200);
        SeatItem seat(0);
        seat.setWidth(150);
        seat.setName(QStringLiteral("Budi"));
        seat.setDetail(QStringLiteral("1 card"));
        seat.setPos(200, 70);
        seat.setBadge(QStringLiteral("One card!"));
        scene.addItem(&seat);
        view.show(); // the first picture paints everything, the badge whole
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(redPixels(&view) > 100);
        // A new deal: no badge, and the seat elsewhere.
        seat.setBadge(QString());
        seat.setPos(200, 120);
        QTest::qWait(100);
        QCOMPARE(redPixels(&view), 0);
        scene.removeItem(&seat);
    }

    void boxesOfTextWrapAndShrink() {
        TextPanelItem box;
        box.setFontSize(15);
        box.setMaxWidth(260);
        const QString sentence = QStringLiteral(
            "Kartu terburuk menentukan: 6\u2663 (\u22126, Agus) mengalahkan Q\u2663 (\u221210, Kamu).");
        box.setLines(QStringLiteral("Ronde 1: Sari mengetuk"), {sentence});
        // A long line wraps: the box keeps its width and grows taller.
        QVERIFY(box.boundingRect().width() <= 260);
        TextPanelItem wide;
        wide.setFontSize(15);
        wide.setMaxWidth(100000);
        wide.setLines(box.title(), box.lines());
        QVERIFY(wide.boundingRect().width() > 260);
        QVERIFY(box.boundingRect().height() > wide.boundingRect().height());
        // Columns are never cut: the font gets smaller until they fit, or fitInto says it cannot.
        box.setLines(QStringLiteral("Round 1 of 8 over"), {QStringLiteral("1. Agus\t+3 points\ttotal 3")});
        QVERIFY(box.fitInto(QSizeF(260, 200), 22));
        QVERIFY(box.columnsFit());
        QVERIFY(box.fontSize() < 22);
        QVERIFY(box.boundingRect().width() <= 260);
        QVERIFY(!box.fitInto(QSizeF(60, 200), 22, 10));
    }

    void longHandNamesGetSmaller() {
        HandTagItem tag;
        tag.setFontSize(14);
        tag.setMaxWidth(400);
        tag.setText(QStringLiteral("Two pair, Kings and Queens"));
        QCOMPARE(tag.shownFontSize(), 14);
        tag.setMaxWidth(150);
        QVERIFY(tag.shownFontSize() < 14);
        QVERIFY(tag.boundingRect().width() <= 152);
    }

    // A place is a role, and a seat for the places that belong to one; its name is for logs and messages.
    void placesAreRolesWithTheirSeat() {
        QCOMPARE(Place::ofSeat(2), Place(ZoneRole::Seat, 2));
        QVERIFY(Place::ofSeat(2) != Place::ofSeat(3));
        QVERIFY(Place(ZoneRole::Hand).is(ZoneRole::Hand));
        QVERIFY(!Place().is(ZoneRole::Hand));
        QCOMPARE(placeName(Place::ofSeat(2)), QStringLiteral("seat2"));
        QCOMPARE(placeName(Place(ZoneRole::TheirMelds, 1)), QStringLiteral("theirmelds1"));
        QCOMPARE(placeName(ZoneRole::Discard), QStringLiteral("discard"));
        const PileItem pile(Place(ZoneRole::SeatDiscard, 3));
        QCOMPARE(pile.place().seat, 3);
        CardTheme theme;
        const CardItem card(&theme);
        QCOMPARE(card.place, Place());
    }

    void pileLabelsKeepToOneLine() {
        PileItem pile(ZoneRole::Stock);
        pile.setRect(QRectF(0, 0, 60, 110));
        pile.setLabelFontSize(12);
        pile.setLabel(QStringLiteral("Buangan: 11"));
        const QRectF label = pile.labelRect();
        QVERIFY(label.height() < 20);                    // one line
        QVERIFY(label.bottom() <= pile.rect().bottom()); // in the strip at the bottom
        QVERIFY(label.top() >= pile.rect().bottom() - pile.labelHeight());
        QVERIFY(pile.boundingRect().contains(label)); // wider than the pile, still inside the item
    }

    void tableScaleFollowsTheView() {
        QCOMPARE(TableScale(QSizeF(1030, 690)).factor(), 1.0);
        QCOMPARE(TableScale(QSizeF(650, 517)).factor(), TableScale::kMin);
        QVERIFY(qAbs(TableScale(QSizeF(1670, 997)).factor() - 1.4449) < 0.001);
        QCOMPARE(TableScale(QSizeF(1670, 997)).font(16), 23);
    }

    void aClearPlaceNearestToWhereABoxBelongs() {
        const QRectF area(0, 0, 400, 300);
        // Nothing in the way: exactly there.
        QCOMPARE(*tablelayout::clearRect(QSizeF(100, 50), QPointF(200, 150), area, {}),
                 QRectF(150, 125, 100, 50));
        // A plate in the middle: the box goes to the nearest side of it, `gap` away.
        const QRectF plate(120, 110, 160, 60);
        const auto below = tablelayout::clearRect(QSizeF(100, 50), QPointF(200, 150), area, {plate}, 4);
        QVERIFY(below);
        QVERIFY(!below->intersects(plate.adjusted(-4, -4, 4, 4)));
        QCOMPARE(*below, QRectF(150, 174, 100, 50));
        // No room at all.
        QVERIFY(!tablelayout::clearRect(QSizeF(500, 50), QPointF(200, 150), area, {}));
        // A box that can shrink takes the largest font that finds a place.
        const auto sized = [](int font) { return QSizeF(font * 20.0, font * 4.0); };
        const tablelayout::Placed placed =
            tablelayout::placeBox(sized, 20, 8, QPointF(200, 150), area, {QRectF(0, 0, 400, 120)});
        QVERIFY(placed.clear);
        QCOMPARE(placed.font, 20);
        QVERIFY(placed.rect.top() >= 124);
        const tablelayout::Placed squeezed =
            tablelayout::placeBox(sized, 20, 8, QPointF(200, 150), area, {QRectF(0, 0, 400, 240)});
        QVERIFY(squeezed.clear);
        QCOMPARE(squeezed.font, 14); // 56 high in the 56 left under the obstacle and its gap
    }

    void aBoxThatMustCoverCardsCoversTheFewest() {
        // Face-up cards down the left edge and one in the top right corner leave no place clear of them for a
        // box of 250x160 in 400x300. Centred where it belongs, it would hide 6,000 px² of them; it goes where
        // it hides the least: against the left cards, low, over a sliver of the corner card.
        CardTheme theme;
        QGraphicsScene scene(0, 0, 400, 300);
        for (const QRectF& r : {QRectF(0, 0, 100, 150), QRectF(0, 150, 100, 150), QRectF(300, 0, 100, 150)}) {
            auto* c = new CardItem(&theme);
            c->setCard(*core::cards::Card::parse("Ks").card);
            c->setFaceUp(true);
            c->setSize(r.size());
            c->setPos(r.topLeft());
            scene.addItem(c);
        }
        auto* box = scene.addRect(QRectF(-125, -80, 250, 160));
        dealoverbox::Spec spec;
        spec.preferred = QPointF(200, 150);
        spec.area = QRectF(0, 0, 400, 300);
        const dealoverbox::Result placed = dealoverbox::place(
            box, [](qreal, int) { return std::optional<QSizeF>(QSizeF(250, 160)); }, spec);
        QVERIFY(!placed.clearOfCards);
        qreal hidden = 0;
        for (const QRectF& r : {QRectF(0, 0, 100, 150), QRectF(0, 150, 100, 150), QRectF(300, 0, 100, 150)}) {
            const QRectF over = r.intersected(placed.rect);
            if (over.isValid()) hidden += over.width() * over.height();
        }
        QVERIFY2(hidden <= 500, qPrintable(QStringLiteral("%1 px² hidden").arg(hidden)));
        QCOMPARE(box->pos(), placed.rect.center());
    }
};

QTEST_MAIN(TestTableItems)
#include "tst_tableitems.moc"
