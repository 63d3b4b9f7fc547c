// The final-category distribution: totals of holdem.md §6.3 (V-H21, V-H22), flop and turn against a brute
// force over every completion with the reference evaluator, preflop against enumeration and the identity over
// all hole pairs.
#include "cards/rng.h"
#include "holdem/distribution.h"
#include "holdem/evaluator.h"
#include "holdem/oddsbench.h"
#include "referenceevaluator.h"
#include "testcards.h"

#include <QTest>

#include <cmath>

using namespace core::cards;
using namespace core::holdem;

namespace {

// Every completion of the board, each classified by the reference evaluator.
CategoryCounts bruteForce(CardSet hole, CardSet board) {
    const CardList unseen = (CardSet::fullDeck() - hole - board).toVector();
    const int missing = 5 - board.count();
    CategoryCounts out;
    CardList cards = hole.toVector();
    for (Card c : board) cards.push_back(c);
    const auto visit = [&](auto& self, std::size_t from, int left) -> void {
        if (left == 0) {
            ++out.count[static_cast<std::size_t>(reference::bestValue(cards).category)];
            return;
        }
        for (std::size_t i = from; i + static_cast<std::size_t>(left) <= unseen.size(); ++i) {
            cards.push_back(unseen[i]);
            self(self, i + 1, left - 1);
            cards.pop_back();
        }
    };
    visit(visit, 0, missing);
    return out;
}

QString show(const CategoryCounts& c) {
    QStringList parts;
    for (auto n : c.count) parts << QString::number(n);
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestHoldemDistribution : public QObject {
    Q_OBJECT
private slots:
    // V-H21: the paper's 254,251,200 ordered preflop deals are 120 x 2,118,760 = C(50,5) unordered boards.
    // V-H22: its 2,162 flop deals are 2 x 1,081 = C(47,2). The turn has 46, the river 1.
    void boardTotals_data() {
        QTest::addColumn<QString>("hole");
        QTest::addColumn<QString>("board");
        QTest::addColumn<qulonglong>("boards");
        QTest::addColumn<qulonglong>("orderedDeals");
        QTest::newRow("V-H21 preflop") << "9c Jd"
                                       << "" << 2118760ULL << 254251200ULL;
        QTest::newRow("V-H22 flop") << "Qh 5c"
                                    << "Ad Tc 9c" << 1081ULL << 2162ULL;
        QTest::newRow("turn") << "6c 3d"
                              << "Ad Tc 9c 2h" << 46ULL << 46ULL;
        QTest::newRow("river") << "6c 3d"
                               << "Ad Tc 9c 2h 2s" << 1ULL << 1ULL;
    }
    void boardTotals() {
        QFETCH(QString, hole);
        QFETCH(QString, board);
        QFETCH(qulonglong, boards);
        QFETCH(qulonglong, orderedDeals);
        const CardSet b = testcards::set(board.toLatin1());
        const CategoryCounts c = categoryDistribution(testcards::set(hole.toLatin1()), b);
        QCOMPARE(c.total(), std::uint64_t{boards});
        std::uint64_t factorial = 1;
        for (int k = 2; k <= 5 - b.count(); ++k) factorial *= static_cast<std::uint64_t>(k);
        QCOMPARE(c.total() * factorial, std::uint64_t{orderedDeals});
    }

    void flopAndTurnAgainstBruteForce_data() {
        QTest::addColumn<QString>("hole");
        QTest::addColumn<QString>("board");
        QTest::newRow("flush draw") << "Ah Kh"
                                    << "Qh 7h 2c";
        QTest::newRow("open-ended straight draw") << "9c 8d"
                                                  << "7h 6s 2c";
        QTest::newRow("paper's Qh 5c flop") << "Qh 5c"
                                            << "Ad Tc 9c";
        QTest::newRow("set") << "7c 7d"
                             << "7h Ks 2c";
        QTest::newRow("monotone flop, no suited hole card") << "As Kd"
                                                            << "2h 7h Jh";
        QTest::newRow("pocket pair, paired board") << "5s 5d"
                                                   << "9c 9h 5h";
        QTest::newRow("straight flush draw") << "6h 5h"
                                             << "4h 3h Kc";
        QTest::newRow("wheel draw") << "Ac 2d"
                                    << "3h 4s Kd";
        QTest::newRow("turn: four to a flush on board") << "2c 3d"
                                                        << "Ah Kh 9h 4h";
        QTest::newRow("turn: quads possible") << "8c 8d"
                                              << "8h Ah As 4c";
        QTest::newRow("turn: gutshot") << "Jc Tc"
                                       << "8h 7s 2d 2h";
        QTest::newRow("turn: made flush") << "Ah 2h"
                                          << "7h 8h 3h 9s";
        QTest::newRow("river") << "Th 9h"
                               << "8h 7h 6s Jh 2c";
    }
    void flopAndTurnAgainstBruteForce() {
        QFETCH(QString, hole);
        QFETCH(QString, board);
        const CardSet h = testcards::set(hole.toLatin1()), b = testcards::set(board.toLatin1());
        const CategoryCounts fast = categoryDistribution(h, b), slow = bruteForce(h, b);
        QVERIFY2(fast == slow, qPrintable(show(fast) + " / " + show(slow)));
        QVERIFY(categoryDistributionByEnumeration(h, b) == slow);
    }

    void randomFlopsAndTurns() {
        Rng rng(404);
        for (int i = 0; i < 300; ++i) {
            CardList deck;
            for (int id = 0; id < 52; ++id) deck.push_back(Card::fromId(id));
            rng.shuffle(deck);
            const CardSet hole{deck[0], deck[1]};
            CardSet board;
            for (int k = 0; k < 3 + i % 3; ++k) board.add(deck[2 + k]);
            QVERIFY(categoryDistribution(hole, board) == categoryDistributionByEnumeration(hole, board));
        }
    }

    // Preflop: against the plain enumeration of all 2,118,760 boards (fast evaluator, itself checked against
    // the reference in tst_holdem_evaluator) for a few hands.
    void preflopAgainstEnumeration_data() {
        QTest::addColumn<QString>("hole");
        QTest::newRow("suited connectors") << "9h 8h";
        QTest::newRow("pocket aces") << "Ac Ad";
        QTest::newRow("offsuit, no straight together") << "Qh 5c";
        QTest::newRow("suited wheel cards") << "As 2s";
    }
    void preflopAgainstEnumeration() {
        QFETCH(QString, hole);
        const CardSet h = testcards::set(hole.toLatin1());
        const CategoryCounts fast = categoryDistribution(h, {}),
                             slow = categoryDistributionByEnumeration(h, {});
        QVERIFY2(fast == slow, qPrintable(show(fast) + " / " + show(slow)));
        QCOMPARE(fast.total(), std::uint64_t{2118760});
    }

    // Summed over all 1,326 hole pairs, the preflop distributions count every seven-card hand C(7,2) = 21
    // times: 21 x the known totals of holdem.md §4.6.
    void preflopOverAllHolePairsGivesTheSevenCardTotals() {
        CategoryCounts sum;
        for (int a = 0; a < 52; ++a)
            for (int b = a + 1; b < 52; ++b) {
                const CategoryCounts c = categoryDistribution(CardSet{Card::fromId(a), Card::fromId(b)}, {});
                for (int k = 0; k < kCategoryCount; ++k) sum.count[k] += c.count[k];
            }
        CategoryCounts expected = knownSevenCardCategoryCounts();
        for (auto& n : expected.count) n *= 21;
        QVERIFY2(sum == expected, qPrintable(show(sum) + " / " + show(expected)));
    }

    // A sampled check of the preflop counts with the reference evaluator: the share of each category over
    // 20,000 random boards lies within 4.5 standard errors of the exact share.
    void preflopSampledWithTheReference() {
        const CardSet hole = testcards::set("Jd Td");
        const CategoryCounts exact = categoryDistribution(hole, {});
        Rng rng(77);
        CardList unseen = (CardSet::fullDeck() - hole).toVector();
        const int samples = 20000;
        CategoryCounts seen;
        for (int i = 0; i < samples; ++i) {
            rng.shuffle(unseen);
            CardList cards = hole.toVector();
            cards.insert(cards.end(), unseen.begin(), unseen.begin() + 5);
            ++seen.count[static_cast<std::size_t>(reference::bestValue(cards).category)];
        }
        for (int k = 0; k < kCategoryCount; ++k) {
            const double p = static_cast<double>(exact.count[k]) / 2118760.0;
            const double observed = static_cast<double>(seen.count[k]) / samples;
            const double se = std::sqrt(p * (1 - p) / samples);
            QVERIFY2(std::abs(observed - p) <= 4.5 * se + 1e-12, qPrintable(QString::number(k)));
        }
    }
};

QTEST_GUILESS_MAIN(TestHoldemDistribution)
#include "tst_holdem_distribution.moc"
