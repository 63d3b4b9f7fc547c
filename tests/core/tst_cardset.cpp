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

    // Bit r for each rank index with a card (0 = two ... 12 = ace), checked against every single card and a
    // few sets worked out by hand; jokers have no rank.
    void rankMask() {
        QCOMPARE(CardSet().ranks(), 0u);
        for (int id = 0; id < 52; ++id) QCOMPARE(CardSet{Card::fromId(id)}.ranks(), 1u << (id / 4));
        QCOMPARE(CardSet::fullDeck().ranks(), 0x1FFFu);
        QCOMPARE(CardSet::ofRank(Rank::Queen).ranks(), 1u << 10);
        QCOMPARE(CardSet::of(parseCardList("2c 2s 5d Ah Kh").cards).ranks(),
                 (1u << 0) | (1u << 3) | (1u << 11) | (1u << 12));
        QCOMPARE((CardSet{card("Jk"), card("Jr")}).ranks(), 0u);
        QCOMPARE((CardSet{card("Jk"), card("7h")}).ranks(), 1u << 5);
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
