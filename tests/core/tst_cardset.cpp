// CardSet: the 64-bit card bitset.
#include "cards/cardlist.h"
#include "cards/cardset.h"

#include <QTest>

using namespace core::cards;

namespace {
Card card(const char* text) {
    return *Card::parse(text).card;
}
} // namespace

class TestCardSet : public QObject {
    Q_OBJECT
private slots:
    void addRemoveContains() {
        CardSet s;
        QVERIFY(s.empty());
        s.add(card("As"));
        s.add(card("2c"));
        s.add(card("Jk"));
        QCOMPARE(s.count(), 3);
        QVERIFY(s.contains(card("As")));
        QVERIFY(s.contains(card("Jk")));
        QVERIFY(!s.contains(card("Ah")));
        s.remove(card("As"));
        QCOMPARE(s.count(), 2);
        QVERIFY(!s.contains(card("As")));
        s.add(card("2c"));
        QCOMPARE(s.count(), 2);
    }

    void iteratesInIdOrder() {
        const CardSet s{card("Ks"), card("2d"), card("Jr"), card("7h")};
        QCOMPARE(QString::fromStdString(formatCards(s)), QString("2d 7h Ks Jr"));
        QCOMPARE(s.first(), card("2d"));
        QCOMPARE(s.last(), card("Jr"));
        int n = 0;
        for (Card c : s) {
            QVERIFY(s.contains(c));
            ++n;
        }
        QCOMPARE(n, 4);
    }

    void setAlgebra() {
        const CardSet a{card("2c"), card("3c"), card("4c")};
        const CardSet b{card("3c"), card("4c"), card("5c")};
        QCOMPARE((a | b).count(), 4);
        QCOMPARE((a & b).count(), 2);
        QCOMPARE(a - b, CardSet{card("2c")});
        QVERIFY(a.intersects(b));
        QVERIFY((a | b).containsAll(a));
        QVERIFY(!a.containsAll(b));
    }

    void ranksAndSuits() {
        QCOMPARE(CardSet::fullDeck().count(), 52);
        QVERIFY(!CardSet::fullDeck().contains(card("Jk")));
        QCOMPARE(QString::fromStdString(formatCards(CardSet::ofRank(Rank::Queen))), QString("Qc Qd Qh Qs"));
        const CardSet hearts = CardSet::ofSuit(Suit::Hearts);
        QCOMPARE(hearts.count(), 13);
        for (Card c : hearts) QCOMPARE(c.suit(), Suit::Hearts);
        CardSet all;
        for (int s = 0; s < 4; ++s) all |= CardSet::ofSuit(static_cast<Suit>(s));
        QCOMPARE(all, CardSet::fullDeck());
    }

    void ofRangeAndVector() {
        const auto cards = parseCardList("9c Jd 9h").cards;
        const CardSet s = CardSet::of(cards);
        QCOMPARE(s.count(), 3);
        QCOMPARE(QString::fromStdString(formatCards(s.toVector())), QString("9c 9h Jd"));
    }
};

QTEST_GUILESS_MAIN(TestCardSet)
#include "tst_cardset.moc"
