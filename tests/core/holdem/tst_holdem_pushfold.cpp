// The heads-up push/fold chart: exact hand-against-hand equity against brute force, the stored class table
// against a fresh count, the game's values and best responses, the stored charts' exploitability, hands a
// person can check, the nearest-chart lookup and the range text.
#include "holdem/classequity.h"
#include "holdem/evaluator.h"
#include "holdem/handvshand.h"
#include "holdem/pushfold.h"
#include "holdem/pushfoldgame.h"
#include "holdem/rangetext.h"
#include "testcards.h"

#include <QTest>

#include <cmath>

using namespace core::cards;
using namespace core::holdem;

namespace {

int cls(const char* name) {
    for (int c = 0; c < kHandClasses; ++c)
        if (handClassName(c) == name) return c;
    throw std::invalid_argument(name);
}

double at(const ClassFrequencies& f, const char* name) {
    return f[static_cast<std::size_t>(cls(name))];
}

// Every board of the 48 other cards, one at a time.
HandVsHand bruteForce(CardSet first, CardSet second) {
    const CardList rest = (CardSet::fullDeck() - first - second).toVector();
    const Hand a = Hand::of(first), b = Hand::of(second);
    HandVsHand out;
    const auto n = rest.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            for (std::size_t k = j + 1; k < n; ++k)
                for (std::size_t l = k + 1; l < n; ++l)
                    for (std::size_t m = l + 1; m < n; ++m) {
                        const Hand board = Hand::of(rest[i]) + rest[j] + rest[k] + rest[l] + rest[m];
                        const HandValue va = evaluate(board + a), vb = evaluate(board + b);
                        ++(va > vb ? out.wins : va == vb ? out.ties : out.losses);
                    }
    return out;
}

ClassFrequencies all(double f) {
    ClassFrequencies out;
    out.fill(f);
    return out;
}

} // namespace

class TestHoldemPushFold : public QObject {
    Q_OBJECT
private slots:
    void handVsHandMatchesBruteForce_data() {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::newRow("pairs") << "Ah As"
                               << "Kh Ks";
        QTest::newRow("same suit, both suited") << "Ah Kh"
                                                << "9h 8h";
        QTest::newRow("dominated, a shared suit") << "Ac Qd"
                                                  << "Ad Jc";
        QTest::newRow("split-heavy") << "Ac Kd"
                                     << "Ah Ks";
        QTest::newRow("low cards") << "7c 2d"
                                   << "3s 2h";
    }
    void handVsHandMatchesBruteForce() {
        QFETCH(QString, first);
        QFETCH(QString, second);
        const CardSet a = testcards::set(qPrintable(first)), b = testcards::set(qPrintable(second));
        const HandVsHand grouped = exactHandVsHand(a, b), brute = bruteForce(a, b);
        QCOMPARE(grouped.wins, brute.wins);
        QCOMPARE(grouped.ties, brute.ties);
        QCOMPARE(grouped.losses, brute.losses);
        QCOMPARE(grouped.wins + grouped.ties + grouped.losses, kHeadsUpBoards);
    }

    void classPairsCountCardRemoval() {
        const auto pairs = classPairs();
        QCOMPARE(int(pairs[cls("AA")][cls("AKs")]), 12); // 4 AKs x the 3 AA without its ace
        QCOMPARE(int(pairs[cls("AA")][cls("AA")]), 6);   // each AA with the one AA of the other two aces
        QCOMPARE(int(pairs[cls("AKo")][cls("72o")]), 144);
        long total = 0;
        for (const auto& row : pairs)
            for (auto n : row) total += n;
        QCOMPARE(total, 1326L * 1225L);
    }

    // The compiled-in table is what the enumeration gives, class pair by class pair.
    void storedTableMatchesAFreshCount_data() {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::newRow("AA KK") << "AA"
                               << "KK";
        QTest::newRow("AKs QQ") << "AKs"
                                << "QQ";
        QTest::newRow("22 AKo") << "22"
                                << "AKo";
        QTest::newRow("T9s 72o") << "T9s"
                                 << "72o";
    }
    void storedTableMatchesAFreshCount() {
        QFETCH(QString, first);
        QFETCH(QString, second);
        const int i = cls(qPrintable(first)), j = cls(qPrintable(second));
        std::uint64_t halfPoints = 0;
        for (CardSet a : classHoldings(i))
            for (CardSet b : classHoldings(j))
                if (!a.intersects(b)) halfPoints += exactHandVsHand(a, b).halfPoints();
        const ClassEquity& table = storedClassEquity();
        QCOMPARE(std::uint64_t{table.halfPoints[i][j]}, halfPoints);
        QCOMPARE(std::uint64_t{table.halfPoints[j][i]},
                 2ull * kHeadsUpBoards * table.pairs[i][j] - halfPoints);
    }

    void storedTableKnownEquities() {
        const ClassEquity& t = storedClassEquity();
        QVERIFY(std::abs(t.share(cls("AA"), cls("KK")) - 0.8195) < 0.001);
        QVERIFY(t.share(cls("AKs"), cls("QQ")) > 0.45 && t.share(cls("AKs"), cls("QQ")) < 0.47);
        QVERIFY(t.share(cls("22"), cls("AKo")) > 0.52 && t.share(cls("22"), cls("AKo")) < 0.53);
        QCOMPARE(t.share(cls("T9s"), cls("T9s")), 0.5);
    }

    void gameValuesOfPlainStrategies() {
        const PushFoldGame game(10, storedClassEquity());
        // Everything pushed and called: the all-in is fair on average.
        QVERIFY(std::abs(game.smallBlindValue({all(1), all(1)})) < 1e-9);
        QVERIFY(std::abs(game.smallBlindValue({all(0), all(1)}) + 0.5) < 1e-12);
        QVERIFY(std::abs(game.smallBlindValue({all(1), all(0)}) - 1.0) < 1e-12);
        // Against a big blind that never calls, folding anything gives up 1.5 big blinds a hand.
        const auto gains = game.pushGains(all(0));
        QVERIFY(std::abs(at(gains, "72o") - 1.5) < 1e-12);
        // Against everything: a call of 10 big blinds with AA wins 10 (2e - 1) instead of losing the blind,
        // e its share against a random hand; a push of 72o wins 10 (2e - 1) instead of losing 0.5.
        const auto shareAgainstAll = [&](int c) {
            double points = 0, pairs = 0;
            for (int j = 0; j < kHandClasses; ++j) {
                points += storedClassEquity().halfPoints[c][j];
                pairs += storedClassEquity().pairs[c][j];
            }
            return points / (2.0 * kHeadsUpBoards * pairs);
        };
        const double aces = shareAgainstAll(cls("AA")), sevenTwo = shareAgainstAll(cls("72o"));
        QVERIFY(aces > 0.85 && aces < 0.86);
        QVERIFY(std::abs(at(game.callGains(all(1)), "AA") - (10 * (2 * aces - 1) + 1)) < 1e-9);
        QVERIFY(std::abs(at(game.pushGains(all(1)), "72o") - (10 * (2 * sevenTwo - 1) + 0.5)) < 1e-9);
    }

    // The best-response code finds what a poor chart gives away.
    void exploitabilityOfPoorCharts() {
        const PushFoldGame game(10, storedClassEquity());
        const Exploitability pushAll = game.exploitability({all(1), all(1)});
        QVERIFY(pushAll.smallBlind > 0.1); // 72o should fold against a big blind that calls everything
        QVERIFY(pushAll.bigBlind > 0.1);   // and 72o should not call
        const Exploitability never = game.exploitability({all(0), all(0)});
        QVERIFY(never.smallBlind > 0.5);
        QCOMPARE(never.bigBlind, 0.0); // nothing is pushed, so the big blind has nothing to answer
    }

    void chartsAreEquilibria_data() {
        QTest::addColumn<double>("stack");
        for (double s : {1.0, 1.5, 2.0, 3.0, 5.0, 7.5, 10.0, 12.5, 15.0, 16.0, 20.0})
            QTest::newRow(qPrintable(QString::number(s))) << s;
        // Between two charts the nearer one is used; it is nearly as good.
        QTest::newRow("2.75") << 2.75;
        QTest::newRow("7.3") << 7.3;
        QTest::newRow("12.75") << 12.75;
    }
    void chartsAreEquilibria() {
        QFETCH(double, stack);
        const Exploitability e = pushFoldExploitability(stack);
        QVERIFY2(e.total() < 0.01, qPrintable(QString::number(e.total())));
        QVERIFY(e.smallBlind >= 0 && e.bigBlind >= 0);
    }

    void everyStackHasAChart() {
        const auto charts = pushFoldCharts();
        QCOMPARE(int(charts.size()), 39);
        for (std::size_t k = 0; k < charts.size(); ++k) {
            QCOMPARE(charts[k].stack, kPushFoldMinStack + kPushFoldStackStep * static_cast<double>(k));
            for (int c = 0; c < kHandClasses; ++c) {
                QVERIFY(charts[k].strategy.push[c] >= 0 && charts[k].strategy.push[c] <= 1);
                QVERIFY(charts[k].strategy.call[c] >= 0 && charts[k].strategy.call[c] <= 1);
            }
        }
    }

    // The solver makes the stored chart again.
    void solverRemakesTheStoredChart() {
        const PushFoldGame game(10, storedClassEquity());
        const PushFoldStrategy solved = solvePushFold(game, 30000);
        const PushFoldStrategy& stored = pushFoldChart(10).strategy;
        for (int c = 0; c < kHandClasses; ++c) {
            QVERIFY2(std::abs(solved.push[c] - stored.push[c]) < 1e-6, handClassName(c).c_str());
            QVERIFY2(std::abs(solved.call[c] - stored.call[c]) < 1e-6, handClassName(c).c_str());
        }
        QVERIFY(game.exploitability(solved).total() < 1e-9);
    }

    void handCheckedFacts() {
        const PushFoldStrategy& ten = pushFoldChart(10).strategy;
        for (const char* pushed : {"AA", "22", "A2o", "K2s", "K2o", "Q2s", "76o"})
            QCOMPARE(at(ten.push, pushed), 1.0);
        for (const char* folded : {"72o", "32o", "Q6o", "J2s"}) QCOMPARE(at(ten.push, folded), 0.0);
        for (const char* called : {"AA", "22", "A2o", "K5o", "JTo"}) QCOMPARE(at(ten.call, called), 1.0);
        for (const char* folded : {"K4o", "72o", "T9o"}) QCOMPARE(at(ten.call, folded), 0.0);
        QVERIFY(rangePercent(ten.push) > 57 && rangePercent(ten.push) < 59.5);
        QVERIFY(rangePercent(ten.call) > 36 && rangePercent(ten.call) < 38.5);

        // Very short, nearly everything goes in; at one big blind the big blind is all in already.
        QCOMPARE(rangePercent(pushFoldChart(1).strategy.push), 100.0);
        QCOMPARE(rangePercent(pushFoldChart(1).strategy.call), 100.0);
        QVERIFY(rangePercent(pushFoldChart(1.5).strategy.push) > 95);
        QVERIFY(rangePercent(pushFoldChart(2).strategy.push) > 85);
        // Deeper, the ranges narrow.
        QVERIFY(rangePercent(pushFoldChart(20).strategy.push) < rangePercent(ten.push) - 10);
        QVERIFY(rangePercent(pushFoldChart(20).strategy.call) < rangePercent(ten.call) - 10);
        for (const PushFoldChart& c : pushFoldCharts()) {
            QCOMPARE(at(c.strategy.call, "AA"), 1.0);
            QCOMPARE(at(c.strategy.push, "AA"), 1.0);
            QCOMPARE(at(c.strategy.push, "AKs"), 1.0);
        }
    }

    void frequencyOfHoleCards() {
        QCOMPARE(pushFrequency(10, testcards::set("As Ah")), 1.0);
        QCOMPARE(pushFrequency(10, testcards::set("7c 2d")), 0.0);
        QCOMPARE(callFrequency(10, testcards::set("Kd 5c")), 1.0);
        QCOMPARE(callFrequency(10, testcards::set("Kd 4c")), 0.0);
        const double mixed = pushFrequency(10, testcards::set("4s 3s"));
        QVERIFY(mixed > 0 && mixed < 1);
    }

    void nearestChart() {
        QCOMPARE(pushFoldChart(7.3).stack, 7.5);
        QCOMPARE(pushFoldChart(7.2).stack, 7.0);
        QCOMPARE(pushFoldChart(7.25).stack, 7.5);
        QCOMPARE(pushFoldChart(0.2).stack, 1.0);
        QCOMPARE(pushFoldChart(35).stack, 20.0);
        QCOMPARE(pushFoldChart(std::nan("")).stack, 1.0);
    }

    void rangeTextNotation() {
        ClassFrequencies f{};
        QCOMPARE(rangeText(f), std::string());
        f[cls("AA")] = 1;
        QCOMPARE(rangeText(f), std::string("AA"));
        for (const char* c : {"KK", "QQ", "99", "88", "22"}) f[cls(c)] = 1;
        for (const char* c : {"AKs", "AQs", "K9s", "K8s", "K7s", "K6s", "K5s", "76s"}) f[cls(c)] = 1;
        f[cls("Q5o")] = 0.37;
        f[cls("A2o")] = 0.999;
        QCOMPARE(rangeText(f), std::string("QQ+, 99-88, 22, AQs+, K9s-K5s, 76s, A2o, Q5o:0.37"));
        QVERIFY(std::abs(rangePercent(f) - 100.0 * (6 * 6 + 8 * 4 + 12 * (0.37 + 0.999)) / 1326) < 1e-9);
        QCOMPARE(rangeText(all(1)).substr(0, 16), std::string("22+, A2s+, K2s+,"));
    }
};

QTEST_GUILESS_MAIN(TestHoldemPushFold)
#include "tst_holdem_pushfold.moc"
