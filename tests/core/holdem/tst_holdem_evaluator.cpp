// The 7-card evaluator: the ranking vectors of holdem.md §6.3, the known totals of §4.6, cross-checks against
// the plain best-of-21 reference evaluator, and every way in (added Hands, card ids, rank keys) agreeing.
#include "cards/rng.h"
#include "holdem/evaluator.h"
#include "holdem/oddsbench.h"
#include "referenceevaluator.h"
#include "testcards.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace core::cards;
using namespace core::holdem;

namespace {

HandValue value(const CardList& cards) {
    return evaluate(std::span<const Card>(cards));
}

QString ids(const CardList& cards) {
    return QString::fromStdString(formatCards(cards));
}

CardList randomCards(Rng& rng, int n) {
    CardList deck;
    for (int id = 0; id < 52; ++id) deck.push_back(Card::fromId(id));
    rng.shuffle(deck);
    deck.resize(static_cast<std::size_t>(n));
    return deck;
}

} // namespace

class TestHoldemEvaluator : public QObject {
    Q_OBJECT
private slots:
    // holdem.md §6.3 V-H1 ... V-H13: P1 hole / P2 hole / board -> winner (1, 2, or 0 for a split).
    void rankingVectors_data() {
        QTest::addColumn<QString>("p1");
        QTest::addColumn<QString>("p2");
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("winner");
        QTest::addColumn<QString>("category1");
        QTest::addColumn<QString>("category2");
        QTest::newRow("V-H1 pair beats high card") << "Ah Kd"
                                                   << "Qs Qc"
                                                   << "2h 7d 9s Jc 3c" << 2 << "high_card"
                                                   << "pair";
        QTest::newRow("V-H2 6-high straight beats the wheel") << "Ah 5c"
                                                              << "5d 6h"
                                                              << "2h 3d 4s Kd Qc" << 2 << "straight"
                                                              << "straight";
        QTest::newRow("V-H3 kickers that do not play") << "Kh Qh"
                                                       << "Ks Jd"
                                                       << "Ad Kc 7s 7d 2c" << 0 << "two_pair"
                                                       << "two_pair";
        QTest::newRow("V-H4 quads on board, kicker A") << "Ac 2d"
                                                       << "Kc 3d"
                                                       << "9s 9h 9d 9c 5h" << 1 << "four_of_a_kind"
                                                       << "four_of_a_kind";
        QTest::newRow("V-H5 royal flush on the board") << "2c 3d"
                                                       << "4h 5s"
                                                       << "Ah Kh Qh Jh Th" << 0 << "straight_flush"
                                                       << "straight_flush";
        QTest::newRow("V-H6 flush A-9-8-7-3 beats K-Q-8-7-3") << "Ah 2h"
                                                              << "Kh Qh"
                                                              << "7h 8h 3h 9s Tc" << 1 << "flush"
                                                              << "flush";
        QTest::newRow("V-H7 pair of 2s, kickers Q-9-8 beat J-T-8") << "Jc Tc"
                                                                   << "Qs 9d"
                                                                   << "8h 7s 6c 2d 2h" << 2 << "pair"
                                                                   << "pair";
        QTest::newRow("V-H8 third pair ignored") << "Ks Kd"
                                                 << "Qs Qd"
                                                 << "Ah Ac 7c 7d 2s" << 1 << "two_pair"
                                                 << "two_pair";
        QTest::newRow("V-H9 both play A-A-K-K-Q") << "7c 2d"
                                                  << "8d 3c"
                                                  << "Ah Ad Ks Kh Qc" << 0 << "two_pair"
                                                  << "two_pair";
        QTest::newRow("V-H10 straight flush beats trips") << "Th 9h"
                                                          << "Jc Jd"
                                                          << "8h 7h 6s Jh 2c" << 1 << "straight_flush"
                                                          << "three_of_a_kind";
        QTest::newRow("V-H11 A-A-K-K-8 beats A-A-8-8-Q") << "Ah Kh"
                                                         << "As Qs"
                                                         << "Ad Kd 8c 8h 3s" << 1 << "two_pair"
                                                         << "two_pair";
        QTest::newRow("V-H12 full house beats trips") << "8c 8d"
                                                      << "Ac Kd"
                                                      << "8h Ah As 4c 9s" << 1 << "full_house"
                                                      << "three_of_a_kind";
        QTest::newRow("V-H13 A-K-Q-T-6 beats A-K-J-T-6") << "Ah Qc"
                                                         << "Ad Jc"
                                                         << "Kh Td 6s 3c 2d" << 1 << "high_card"
                                                         << "high_card";
    }
    void rankingVectors() {
        QFETCH(QString, p1);
        QFETCH(QString, p2);
        QFETCH(QString, board);
        QFETCH(int, winner);
        QFETCH(QString, category1);
        QFETCH(QString, category2);
        const CardList b = testcards::list(board.toLatin1());
        const CardList h1 = testcards::join(testcards::list(p1.toLatin1()), b);
        const CardList h2 = testcards::join(testcards::list(p2.toLatin1()), b);
        const HandValue v1 = value(h1), v2 = value(h2);
        QCOMPARE(QString::fromUtf8(categoryId(categoryOf(v1)).data()), category1);
        QCOMPARE(QString::fromUtf8(categoryId(categoryOf(v2)).data()), category2);
        const int got = v1 > v2 ? 1 : v2 > v1 ? 2 : 0;
        QCOMPARE(got, winner);
        // The reference evaluator agrees.
        const auto r1 = reference::bestValue(h1), r2 = reference::bestValue(h2);
        QCOMPARE(r1 > r2 ? 1 : r2 > r1 ? 2 : 0, winner);
    }

    void bestFiveExamples_data() {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("best");
        QTest::newRow("full house 8s over As") << "8c 8d 8h Ah As 4c 9s"
                                               << "8c 8d 8h Ah As";
        QTest::newRow("straight flush J high") << "Th 9h 8h 7h 6s Jh 2c"
                                               << "7h 8h 9h Th Jh";
        QTest::newRow("wheel") << "Ah 5c 2h 3d 4s Kd Qc"
                               << "2h 3d 4s 5c Ah";
        QTest::newRow("six-card flush keeps the top five") << "Ah 2h 7h 8h 3h 9h Tc"
                                                           << "3h 7h 8h 9h Ah";
        QTest::newRow("board plays") << "2c 3d Ah Kh Qh Jh Th"
                                     << "Th Jh Qh Kh Ah";
        QTest::newRow("five cards") << "Kd 2c Kc 9s 4h"
                                    << "2c 4h 9s Kc Kd";
        QTest::newRow("two pair, best kicker") << "Ks Kd Ah Ac 7c 7d 2s"
                                               << "7d Kd Ks Ac Ah";
    }
    void bestFiveExamples() {
        QFETCH(QString, cards);
        QFETCH(QString, best);
        QCOMPARE(ids(bestFive(testcards::list(cards.toLatin1()))), best);
    }

    void straightsAndAces() {
        // The wheel is a straight and the lowest one; nothing wraps round.
        QCOMPARE(categoryOf(value(testcards::list("Ah 2d 3c 4s 5h"))), Category::Straight);
        QVERIFY(value(testcards::list("Ah 2d 3c 4s 5h")) < value(testcards::list("2d 3c 4s 5h 6h")));
        QVERIFY(value(testcards::list("Ah 2d 3c 4s 5h")) > value(testcards::list("Ah Ad Ac Ks Qh")));
        QCOMPARE(categoryOf(value(testcards::list("Qh Kd As 2c 3h"))), Category::HighCard);
        QCOMPARE(categoryOf(value(testcards::list("Qh Kd As 2c 3h 9s 7d"))), Category::HighCard);
        QCOMPARE(categoryOf(value(testcards::list("Th Jh Qh Kh Ah"))), Category::StraightFlush);
        QCOMPARE(categoryOf(value(testcards::list("5c 4c 3c 2c Ac"))), Category::StraightFlush);
        QVERIFY(value(testcards::list("5c 4c 3c 2c Ac")) < value(testcards::list("6c 5c 4c 3c 2c")));
        // Suits never break ties.
        QCOMPARE(value(testcards::list("Ah Kh Qh Jh 9c")), value(testcards::list("As Ks Qs Js 9d")));
    }

    void categoryIds() {
        QCOMPARE(categoryId(Category::StraightFlush), std::string_view("straight_flush"));
        QCOMPARE(categoryId(Category::HighCard), std::string_view("high_card"));
        for (int i = 0; i < kCategoryCount; ++i) {
            const auto c = static_cast<Category>(i);
            QCOMPARE(categoryFromId(categoryId(c)), std::optional<Category>(c));
        }
        QCOMPARE(categoryFromId("royal"), std::optional<Category>());
    }

    // Every five-card hand: the well-known category counts, 7,462 distinct values, and the same order as the
    // reference evaluator (equal exactly when the reference says equal).
    void allFiveCardHandsAgreeWithTheReference() {
        std::array<std::uint64_t, kCategoryCount> counts{};
        std::map<reference::Value, HandValue> byReference;
        CardList five(5);
        for (int a = 0; a < 52; ++a)
            for (int b = a + 1; b < 52; ++b)
                for (int c = b + 1; c < 52; ++c)
                    for (int d = c + 1; d < 52; ++d)
                        for (int e = d + 1; e < 52; ++e) {
                            five = {Card::fromId(a), Card::fromId(b), Card::fromId(c), Card::fromId(d),
                                    Card::fromId(e)};
                            const HandValue v = value(five);
                            ++counts[static_cast<int>(categoryOf(v))];
                            const auto [it, inserted] =
                                byReference.emplace(reference::fiveCardValue(five), v);
                            if (!inserted && it->second != v)
                                QFAIL(qPrintable(QStringLiteral("equal hands valued apart: ") + ids(five)));
                        }
        const std::array<std::uint64_t, kCategoryCount> known{1302540, 1098240, 123552, 54912, 10200,
                                                              5108,    3744,    624,    40};
        QCOMPARE(counts, known);
        QCOMPARE(byReference.size(), std::size_t{7462});
        HandValue previous = 0;
        bool first = true;
        for (const auto& [ref, v] : byReference) {
            QCOMPARE(categoryOf(v), static_cast<Category>(ref.category));
            if (!first) QVERIFY2(v > previous, "the fast order differs from the reference order");
            previous = v;
            first = false;
        }
    }

    // Random 5-, 6- and 7-card hands against the reference: the same category, and the same order over the
    // whole sample (sorted by the reference's value, the fast values never go down, and they are equal
    // exactly where the reference's are). Seven cards are also valued from their card ids and, without five
    // of a suit, from their rank key alone, as the odds code does.
    void randomHandsAgreeWithTheReference_data() {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("hands");
        QTest::newRow("5 cards") << 5 << 200000;
        QTest::newRow("6 cards") << 6 << 200000;
        QTest::newRow("7 cards") << 7 << 200000;
    }
    void randomHandsAgreeWithTheReference() {
        QFETCH(int, size);
        QFETCH(int, hands);
        const Evaluator& ev = Evaluator::instance();
        Rng rng(static_cast<std::uint64_t>(size) * 7919);
        struct Valued {
            reference::Value reference;
            HandValue value;
            CardList cards;
        };
        std::vector<Valued> sample;
        sample.reserve(static_cast<std::size_t>(hands));
        for (int i = 0; i < hands; ++i) {
            CardList cards = randomCards(rng, size);
            const HandValue v = ev.evaluate(Hand::of(std::span<const Card>(cards)));
            if (size == 7) {
                if (ev.evaluate(std::span<const Card, 7>(cards.data(), 7)) != v)
                    QFAIL(qPrintable(QStringLiteral("card ids and Hand differ for ") + ids(cards)));
                std::uint32_t rankKey = 0;
                std::array<int, 4> perSuit{};
                for (Card c : cards) {
                    rankKey += kRankMultipliers[c.rankIndex()];
                    ++perSuit[c.suitIndex()];
                }
                if (*std::max_element(perSuit.begin(), perSuit.end()) < 5 && ev.rankValue(rankKey) != v)
                    QFAIL(qPrintable(QStringLiteral("rank key and Hand differ for ") + ids(cards)));
            }
            sample.push_back({reference::bestValue(cards), v, std::move(cards)});
        }
        std::sort(sample.begin(), sample.end(),
                  [](const Valued& a, const Valued& b) { return a.reference < b.reference; });
        for (std::size_t i = 0; i < sample.size(); ++i) {
            const Valued& h = sample[i];
            if (static_cast<int>(categoryOf(h.value)) != h.reference.category)
                QFAIL(qPrintable(QStringLiteral("category differs for ") + ids(h.cards)));
            if (i == 0) continue;
            const Valued& lower = sample[i - 1];
            const bool inOrder =
                h.reference == lower.reference ? h.value == lower.value : h.value > lower.value;
            if (!inOrder)
                QFAIL(
                    qPrintable(QStringLiteral("order differs: ") + ids(h.cards) + " / " + ids(lower.cards)));
        }
    }

    // Every six-card hand is worth its best five cards (whose values are checked against the reference
    // above): the table of five and six cards and the flush table, as the bots use them on the turn.
    void everySixCardHandIsWorthItsBestFive() {
        const Evaluator& ev = Evaluator::instance();
        std::uint64_t differ = 0;
        std::array<Hand, 6> h;
        for (int a = 0; a < 52; ++a)
            for (int b = a + 1; b < 52; ++b)
                for (int c = b + 1; c < 52; ++c)
                    for (int d = c + 1; d < 52; ++d)
                        for (int e = d + 1; e < 52; ++e)
                            for (int f = e + 1; f < 52; ++f) {
                                h = {kCardHands[a], kCardHands[b], kCardHands[c],
                                     kCardHands[d], kCardHands[e], kCardHands[f]};
                                HandValue best = 0;
                                for (int left = 0; left < 6; ++left) {
                                    Hand five;
                                    for (int i = 0; i < 6; ++i)
                                        if (i != left) five += h[i];
                                    best = std::max(best, ev.evaluate(five));
                                }
                                const Hand six = h[0] + h[1] + h[2] + h[3] + h[4] + h[5];
                                if (ev.evaluate(six) != best) ++differ;
                            }
        QCOMPARE(differ, std::uint64_t{0});
    }

    void bestFiveOfRandomHands() {
        Rng rng(31);
        for (int i = 0; i < 20000; ++i) {
            const CardList cards = randomCards(rng, 5 + i % 3);
            const CardList best = bestFive(cards);
            QCOMPARE(best.size(), std::size_t{5});
            QCOMPARE(CardSet::of(best).count(), 5);
            QVERIFY(CardSet::of(cards).containsAll(CardSet::of(best)));
            QCOMPARE(value(best), value(cards));
            QVERIFY(reference::bestValue(best) == reference::bestValue(cards));
        }
    }

    void handsAddUp() {
        // A hand built card by card, from a set, or from two parts is the same.
        const CardList cards = testcards::list("Ah Kd 7c 7d 2s 9h Tc");
        Hand byCard;
        for (Card c : cards) byCard += c;
        QCOMPARE(byCard, Hand::of(CardSet::of(cards)));
        QCOMPARE(Hand::of(testcards::set("Ah Kd")) + Hand::of(testcards::set("7c 7d 2s 9h Tc")), byCard);
        QCOMPARE(category(byCard), Category::Pair);
        QCOMPARE(category(Hand::of(testcards::set("Ah Kh Qh Jh Th 2c"))), Category::StraightFlush);
    }

    // Every seven-card hand valued from its card ids is worth what its added-up Hands are (which the test
    // below checks against the known totals).
    void everySevenCardHandFromIds() {
        const Evaluator& ev = Evaluator::instance();
        std::uint64_t differ = 0;
        std::array<Card, 7> cards;
        for (int a = 0; a < 52; ++a)
            for (int b = a + 1; b < 52; ++b)
                for (int c = b + 1; c < 52; ++c)
                    for (int d = c + 1; d < 52; ++d)
                        for (int e = d + 1; e < 52; ++e) {
                            const Hand five =
                                kCardHands[a] + kCardHands[b] + kCardHands[c] + kCardHands[d] + kCardHands[e];
                            for (int f = e + 1; f < 52; ++f)
                                for (int g = f + 1; g < 52; ++g) {
                                    // Not in id order: the evaluator must not depend on it.
                                    cards = {Card::fromId(g), Card::fromId(c), Card::fromId(a),
                                             Card::fromId(f), Card::fromId(d), Card::fromId(b),
                                             Card::fromId(e)};
                                    if (ev.evaluate(cards) !=
                                        ev.evaluate(five + kCardHands[f] + kCardHands[g]))
                                        ++differ;
                                }
                        }
        QCOMPARE(differ, std::uint64_t{0});
    }

    // The tables' size in bytes, written down (OMPEval's take 222,242).
    void tableSize() { QCOMPARE(Evaluator::instance().tableBytes(), std::size_t{197152}); }

    // holdem.md §4.6: the category totals over all C(52,7) = 133,784,560 seven-card hands.
    void allSevenCardHandTotals() {
        const CategoryCounts counts = allSevenCardCategoryCounts();
        QCOMPARE(counts.total(), std::uint64_t{133784560});
        QCOMPARE(counts[Category::StraightFlush], std::uint64_t{41584});
        QCOMPARE(counts[Category::FourOfAKind], std::uint64_t{224848});
        QCOMPARE(counts[Category::FullHouse], std::uint64_t{3473184});
        QCOMPARE(counts[Category::Flush], std::uint64_t{4047644});
        QCOMPARE(counts[Category::Straight], std::uint64_t{6180020});
        QCOMPARE(counts[Category::ThreeOfAKind], std::uint64_t{6461620});
        QCOMPARE(counts[Category::TwoPair], std::uint64_t{31433400});
        QCOMPARE(counts[Category::Pair], std::uint64_t{58627800});
        QCOMPARE(counts[Category::HighCard], std::uint64_t{23294460});
        QVERIFY(counts == knownSevenCardCategoryCounts());
    }
};

QTEST_GUILESS_MAIN(TestHoldemEvaluator)
#include "tst_holdem_evaluator.moc"
