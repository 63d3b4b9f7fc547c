// Card notation: parsing and formatting, one card and lists.
#include "cards/card.h"
#include "cards/cardlist.h"

#include <QTest>

using namespace core::cards;
Q_DECLARE_METATYPE(core::cards::CardParseError)

class TestCard : public QObject {
    Q_OBJECT
private slots:
    void fitsInOneByte() { QCOMPARE(sizeof(Card), std::size_t{1}); }

    void parse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("id");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("two of clubs") << "2c" << 0 << "2c";
        QTest::newRow("three of diamonds") << "3d" << 5 << "3d";
        QTest::newRow("ten as T") << "Td" << 33 << "Td";
        QTest::newRow("ten as 10") << "10h" << 34 << "Th";
        QTest::newRow("upper case") << "KS" << 47 << "Ks";
        QTest::newRow("lower case rank") << "qh" << 42 << "Qh";
        QTest::newRow("ace of spades") << "As" << 51 << "As";
        QTest::newRow("black joker") << "Jk" << 52 << "Jk";
        QTest::newRow("joker upper case") << "JK" << 52 << "Jk";
        QTest::newRow("red joker") << "jr" << 53 << "Jr";
    }
    void parse() {
        QFETCH(QString, text);
        QFETCH(int, id);
        QFETCH(QString, canonical);
        const Card::Parsed parsed = Card::parse(text.toStdString());
        QVERIFY(parsed.card.has_value());
        QCOMPARE(parsed.error, CardParseError::None);
        QCOMPARE(int(parsed.card->id()), id);
        QCOMPARE(QString::fromStdString(parsed.card->toString()), canonical);
    }

    void refuse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<CardParseError>("error");
        QTest::newRow("empty") << "" << CardParseError::Empty;
        QTest::newRow("Zz") << "Zz" << CardParseError::UnknownRank;
        QTest::newRow("1h") << "1h" << CardParseError::UnknownRank;
        QTest::newRow("11h") << "11h" << CardParseError::UnknownRank;
        QTest::newRow("no suit") << "K" << CardParseError::UnknownSuit;
        QTest::newRow("bad suit") << "Kx" << CardParseError::UnknownSuit;
        QTest::newRow("ten without suit") << "10" << CardParseError::UnknownSuit;
        QTest::newRow("trailing") << "Kss" << CardParseError::TrailingCharacters;
        QTest::newRow("joker trailing") << "Jkx" << CardParseError::TrailingCharacters;
        QTest::newRow("space inside") << "K s" << CardParseError::UnknownSuit;
    }
    void refuse() {
        QFETCH(QString, text);
        QFETCH(CardParseError, error);
        const Card::Parsed parsed = Card::parse(text.toStdString());
        QVERIFY(!parsed.card.has_value());
        QCOMPARE(parsed.error, error);
    }

    void everyCardRoundTrips() {
        for (int id = 0; id < Card::kIdCount; ++id) {
            const Card c = Card::fromId(id);
            const auto back = Card::parse(c.toString());
            QVERIFY2(back.card && *back.card == c, c.toString().c_str());
        }
    }

    void rankAndSuit() {
        const Card c = *Card::parse("Qh").card;
        QCOMPARE(c.rank(), Rank::Queen);
        QCOMPARE(c.suit(), Suit::Hearts);
        QCOMPARE(c.rankIndex(), 10);
        QVERIFY(c.isRed());
        QVERIFY(!Card::parse("Qs").card->isRed());
        QVERIFY(Card::joker(JokerColor::Red).isRed());
        QVERIFY(Card::joker(JokerColor::Black).isJoker());
        QVERIFY(!Card().isValid());
        QVERIFY(Card(Rank::Two, Suit::Clubs) < Card(Rank::Two, Suit::Diamonds));
        QVERIFY(Card(Rank::Two, Suit::Spades) < Card(Rank::Three, Suit::Clubs));
    }

    void pretty() {
        QCOMPARE(QString::fromStdString(Card::parse("Td").card->toPretty()), QString::fromUtf8("10\u2666"));
        QCOMPARE(QString::fromStdString(prettyCards({*Card::parse("3s").card, *Card::parse("Ac").card})),
                 QString::fromUtf8("3\u2660 A\u2663"));
    }

    void list_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("formatted");
        QTest::newRow("spaces") << "3d 4c 5h"
                                << "3d 4c 5h";
        QTest::newRow("commas") << "3d,4c,5h"
                                << "3d 4c 5h";
        QTest::newRow("mixed separators") << " 3d, 4c ,\t5h  "
                                          << "3d 4c 5h";
        QTest::newRow("order kept") << "Ks 2c"
                                    << "Ks 2c";
        QTest::newRow("tens") << "10s 10c Th"
                              << "Ts Tc Th";
        QTest::newRow("empty") << ""
                               << "";
    }
    void list() {
        QFETCH(QString, text);
        QFETCH(QString, formatted);
        const CardListParse parsed = parseCardList(text.toStdString());
        QVERIFY(parsed.ok());
        QCOMPARE(QString::fromStdString(formatCards(parsed.cards)), formatted);
    }

    void listRefusesGarbage() {
        const CardListParse parsed = parseCardList("3d Zz 5h");
        QVERIFY(!parsed.ok());
        QCOMPARE(parsed.error, CardParseError::UnknownRank);
        QCOMPARE(parsed.badToken, std::string("Zz"));
    }

    void listRefusesDuplicates() {
        const CardListParse parsed = parseCardList("3d 4c 3D");
        QVERIFY(!parsed.ok());
        QVERIFY(parsed.duplicate);
        QCOMPARE(parsed.badToken, std::string("3d"));
    }

    void listAllowsDuplicatesForTwoPacks() {
        const CardListParse parsed = parseCardList("Kc Kc Jk Jk", Duplicates::Allow);
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.cards.size(), std::size_t{4});
    }
};

QTEST_GUILESS_MAIN(TestCard)
#include "tst_card.moc"
