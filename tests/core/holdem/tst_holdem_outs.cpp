// Outs worked out by hand. An out is an unseen card that lifts the hero's category on the next card; every
// category gain counts (also a pair made by pairing a board card), and a card counts once, under the best
// category it makes.
#include "holdem/outs.h"
#include "testcards.h"

#include <QTest>

#include <map>

using namespace core::cards;
using namespace core::holdem;

namespace {

// "flush:9 pair:14" style summary, categories from strong to weak.
QString summary(const std::vector<Out>& outs) {
    std::map<int, int> byCategory;
    for (const Out& o : outs) ++byCategory[-static_cast<int>(o.to)];
    QStringList parts;
    for (const auto& [negCategory, n] : byCategory)
        parts << QStringLiteral("%1:%2")
                     .arg(QString::fromUtf8(categoryId(static_cast<Category>(-negCategory)).data()))
                     .arg(n);
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestHoldemOuts : public QObject {
    Q_OBJECT
private slots:
    void outsByHand_data() {
        QTest::addColumn<QString>("hole");
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("expected");
        // Nine hearts make the flush (9h also pairs, but counts once as a flush); A, K, 7, 2 (three each) and
        // 9d, 9s pair up: 14 more.
        QTest::newRow("flush draw on the flop") << "Ah Kh"
                                                << "7h 2h 9c"
                                                << "flush:9 pair:14";
        // Four tens and four fives make the straight; three each of 9, 8, 7, 6 and 2 make a pair.
        QTest::newRow("open-ended straight draw") << "9c 8d"
                                                  << "7h 6s 2c"
                                                  << "straight:8 pair:15";
        // 7s makes quads; the three kings, twos and threes left pair the board into a full house.
        QTest::newRow("set on the turn") << "7c 7d"
                                         << "7h Ks 2c 3d"
                                         << "four_of_a_kind:1 full_house:9";
        // 6h makes 4-5-6-7-8 of hearts; the other eight hearts a flush (2h and Kh also pair, counted as
        // flushes); 6c 6d 6s the straight; three each of 4, 5, 7, 8 and the two Ks and 2s left pair up.
        QTest::newRow("straight flush draw on the turn") << "4h 5h"
                                                         << "7h 8h Kc 2d"
                                                         << "straight_flush:1 flush:8 straight:3 pair:16";
        // A made flush with no pair anywhere: one card cannot make a full house, and the straight flush needs
        // both the Jh and the Th.
        QTest::newRow("nut flush on the turn, nothing improves the category") << "Ah Kh"
                                                                              << "Qh 7h 2h 9c"
                                                                              << "";
    }
    void outsByHand() {
        QFETCH(QString, hole);
        QFETCH(QString, board);
        QFETCH(QString, expected);
        const auto found = outs(testcards::set(hole.toLatin1()), testcards::set(board.toLatin1()));
        QCOMPARE(summary(found), expected);
        for (const Out& o : found) {
            QVERIFY(o.to > o.from);
            QVERIFY(!testcards::set(hole.toLatin1()).contains(o.card));
            QVERIFY(!testcards::set(board.toLatin1()).contains(o.card));
        }
    }

    void flushDrawCards() {
        const auto found = outs(testcards::set("Ah Kh"), testcards::set("7h 2h 9c"));
        QStringList flushCards;
        for (const Out& o : found)
            if (o.to == Category::Flush) flushCards << QString::fromStdString(o.card.toString());
        QCOMPARE(flushCards.join(QLatin1Char(' ')), QStringLiteral("3h 4h 5h 6h 8h 9h Th Jh Qh"));
        QCOMPARE(found.front().from, Category::HighCard);
    }

    void onlyOnTheFlopAndTurn() {
        QVERIFY(outs(testcards::set("Ah Kh"), {}).empty());
        QVERIFY(outs(testcards::set("Ah Kh"), testcards::set("7h 2h 9c 3c 4d")).empty());
    }
};

QTEST_GUILESS_MAIN(TestHoldemOuts)
#include "tst_holdem_outs.moc"
