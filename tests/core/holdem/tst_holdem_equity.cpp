// Equity: exact heads-up and two-opponent enumeration against brute force, preflop against the sum over
// flops, Monte Carlo against exact, determinism, tie weighting, pot odds.
#include "cards/rng.h"
#include "holdem/equity.h"
#include "holdem/evaluator.h"
#include "holdem/outs.h"
#include "referenceevaluator.h"
#include "testcards.h"

#include <QTest>

#include <cmath>

using namespace core::cards;
using namespace core::holdem;

namespace {

struct Counts {
    std::uint64_t wins = 0, ties = 0, losses = 0;
    bool operator==(const Counts&) const = default;
};

Counts countsOf(const EquityResult& r) {
    return {r.wins, r.ties, r.losses};
}

QString show(const Counts& c) {
    return QStringLiteral("%1/%2/%3").arg(c.wins).arg(c.ties).arg(c.losses);
}

// Calls f(fullBoard) for every completion of the board.
template <class F>
void forEachCompletion(CardSet hole, CardSet board, F&& f) {
    const CardList unseen = (CardSet::fullDeck() - hole - board).toVector();
    const auto visit = [&](auto& self, std::size_t from, int left, CardSet b) -> void {
        if (left == 0) {
            f(b);
            return;
        }
        for (std::size_t i = from; i + static_cast<std::size_t>(left) <= unseen.size(); ++i) {
            CardSet next = b;
            next.add(unseen[i]);
            self(self, i + 1, left - 1, next);
        }
    };
    visit(visit, 0, 5 - board.count(), board);
}

// Heads-up by brute force: every completion, every opponent hand, each evaluated from the cards (with the
// reference evaluator when `useReference`).
Counts bruteHeadsUp(CardSet hole, CardSet board, bool useReference) {
    Counts c;
    forEachCompletion(hole, board, [&](CardSet full) {
        const CardList rest = (CardSet::fullDeck() - hole - full).toVector();
        CardList heroCards = (hole | full).toVector();
        const HandValue hero = evaluate(hole | full);
        const reference::Value heroRef = useReference ? reference::bestValue(heroCards) : reference::Value{};
        for (std::size_t i = 0; i < rest.size(); ++i)
            for (std::size_t j = i + 1; j < rest.size(); ++j) {
                int cmp = 0;
                if (useReference) {
                    CardList other = full.toVector();
                    other.push_back(rest[i]);
                    other.push_back(rest[j]);
                    const reference::Value v = reference::bestValue(other);
                    cmp = heroRef > v ? 1 : heroRef < v ? -1 : 0;
                } else {
                    CardSet other = full;
                    other.add(rest[i]);
                    other.add(rest[j]);
                    const HandValue v = evaluate(other);
                    cmp = hero > v ? 1 : hero < v ? -1 : 0;
                }
                if (cmp > 0)
                    ++c.wins;
                else if (cmp == 0)
                    ++c.ties;
                else
                    ++c.losses;
            }
    });
    return c;
}

// Two opponents by brute force: every completion, every ordered pair of disjoint opponent hands.
EquityResult bruteTwoOpponents(CardSet hole, CardSet board) {
    EquityResult r;
    forEachCompletion(hole, board, [&](CardSet full) {
        const CardList rest = (CardSet::fullDeck() - hole - full).toVector();
        const HandValue hero = evaluate(hole | full);
        std::vector<std::pair<CardSet, HandValue>> hands;
        for (std::size_t i = 0; i < rest.size(); ++i)
            for (std::size_t j = i + 1; j < rest.size(); ++j) {
                const CardSet h{rest[i], rest[j]};
                hands.push_back({h, evaluate(h | full)});
            }
        for (const auto& [h1, v1] : hands)
            for (const auto& [h2, v2] : hands) {
                if (h1.intersects(h2)) continue;
                ++r.showdowns;
                const HandValue best = std::max(v1, v2);
                if (best > hero)
                    ++r.losses;
                else if (best < hero)
                    ++r.wins;
                else {
                    ++r.ties;
                    ++r.tiesBySize[1 + (v1 == hero) + (v2 == hero)];
                }
            }
    });
    return r;
}

CardSet randomSet(Rng& rng, int n, CardSet taken) {
    CardSet out;
    while (out.count() < n) {
        const Card c = Card::fromId(static_cast<int>(rng.below(52)));
        if (!taken.contains(c)) out.add(c);
    }
    return out;
}

} // namespace

class TestHoldemEquity : public QObject {
    Q_OBJECT
private slots:
    void headsUpAgainstBruteForce_data() {
        QTest::addColumn<QString>("hole");
        QTest::addColumn<QString>("board");
        QTest::newRow("flop, flush draw") << "Ah Kh"
                                          << "Qh 7h 2c";
        QTest::newRow("flop, monotone") << "As Kd"
                                        << "2h 7h Jh";
        QTest::newRow("flop, set") << "7c 7d"
                                   << "7h Ks 2c";
        QTest::newRow("flop, straight draw") << "9c 8d"
                                             << "7h 6s 2c";
        QTest::newRow("turn, four suited on board") << "2c 3d"
                                                    << "Ah Kh 9h 4h";
        QTest::newRow("turn, hero flush") << "Ah 2h"
                                          << "7h 8h 3h 9s";
        QTest::newRow("turn, paired board") << "8c 8d"
                                            << "8h Ah As 4c";
        QTest::newRow("river, royal on board") << "2c 3d"
                                               << "Ah Kh Qh Jh Th";
        QTest::newRow("river, flush board") << "Ah 2c"
                                            << "3h 8h Jh Kh 5h";
        QTest::newRow("river, V-H7") << "Jc Tc"
                                     << "8h 7s 6c 2d 2h";
    }
    void headsUpAgainstBruteForce() {
        QFETCH(QString, hole);
        QFETCH(QString, board);
        const CardSet h = testcards::set(hole.toLatin1()), b = testcards::set(board.toLatin1());
        const EquityResult exact = exactHeadsUp(h, b);
        const Counts slow = bruteHeadsUp(h, b, false);
        QVERIFY2(countsOf(exact) == slow, qPrintable(show(countsOf(exact)) + " / " + show(slow)));
        const std::uint64_t boards = b.count() == 3 ? 1081 : b.count() == 4 ? 46 : 1;
        QCOMPARE(exact.showdowns, boards * 990);
        QCOMPARE(exact.method, EquityMethod::Exact);
        QCOMPARE(exact.stderrWin(), 0.0);
        QCOMPARE(exactHeadsUp(h, b, 2).wins, exact.wins); // threads do not change the result
        if (b.count() == 5) QVERIFY(countsOf(exact) == bruteHeadsUp(h, b, true)); // and the reference agrees
    }

    void randomSituationsAgainstBruteForce() {
        Rng rng(12);
        for (int i = 0; i < 40; ++i) {
            const CardSet hole = randomSet(rng, 2, {});
            const CardSet board = randomSet(rng, 3 + i % 3, hole);
            QVERIFY2(countsOf(exactHeadsUp(hole, board)) == bruteHeadsUp(hole, board, false),
                     formatCards(hole | board).c_str());
        }
    }

    // Preflop: every board is counted once for each of its C(5,3) = 10 flops, so the sum of the exact flop
    // results over all 19,600 flops is 10 x the preflop result.
    void preflopIsTheSumOverFlops_data() {
        QTest::addColumn<QString>("hole");
        QTest::newRow("suited") << "Ah Kh";
        QTest::newRow("pair") << "7c 7d";
    }
    void preflopIsTheSumOverFlops() {
        QFETCH(QString, hole);
        const CardSet h = testcards::set(hole.toLatin1());
        const EquityResult preflop = exactHeadsUp(h, {}, 2);
        QCOMPARE(preflop.showdowns, std::uint64_t{2097572400});
        const CardList unseen = (CardSet::fullDeck() - h).toVector();
        Counts sum;
        for (std::size_t a = 0; a < unseen.size(); ++a)
            for (std::size_t b = a + 1; b < unseen.size(); ++b)
                for (std::size_t c = b + 1; c < unseen.size(); ++c) {
                    const EquityResult r = exactHeadsUp(h, CardSet{unseen[a], unseen[b], unseen[c]});
                    sum.wins += r.wins;
                    sum.ties += r.ties;
                    sum.losses += r.losses;
                }
        const Counts p = countsOf(preflop);
        QVERIFY2((Counts{p.wins * 10, p.ties * 10, p.losses * 10} == sum),
                 qPrintable(show(p) + " / " + show(sum)));
    }

    void pocketAcesHeadsUp() {
        // The well-known figures for aces against a random hand: 84.93% wins, 0.54% ties.
        const EquityResult r = exactHeadsUp(testcards::set("Ac Ad"), {});
        QVERIFY(std::abs(r.win() - 0.8493) < 0.00005);
        QVERIFY(std::abs(r.tie() - 0.0054) < 0.00005);
    }

    void twoOpponentsAgainstBruteForce_data() {
        QTest::addColumn<QString>("hole");
        QTest::addColumn<QString>("board");
        QTest::newRow("river") << "Jc Tc"
                               << "8h 7s 6c 2d 2h";
        QTest::newRow("river, royal on board") << "2c 3d"
                                               << "Ah Kh Qh Jh Th";
        QTest::newRow("river, paired board") << "Ah Kd"
                                             << "Ac 7d 7s 2h 9c";
        QTest::newRow("turn") << "Ah Kh"
                              << "Qh 7h 2c 9d";
    }
    void twoOpponentsAgainstBruteForce() {
        QFETCH(QString, hole);
        QFETCH(QString, board);
        const CardSet h = testcards::set(hole.toLatin1()), b = testcards::set(board.toLatin1());
        const EquityResult fast = exactTwoOpponents(h, b), slow = bruteTwoOpponents(h, b);
        QVERIFY2(countsOf(fast) == countsOf(slow),
                 qPrintable(show(countsOf(fast)) + " / " + show(countsOf(slow))));
        QCOMPARE(fast.tiesBySize, slow.tiesBySize);
        QCOMPARE(fast.showdowns, slow.showdowns);
    }

    // Monte Carlo lies within 4 standard errors of the exact figures.
    void monteCarloAgreesWithExact_data() {
        QTest::addColumn<QString>("hole");
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("opponents");
        QTest::newRow("preflop heads-up") << "Ah Kh"
                                          << "" << 1;
        QTest::newRow("preflop heads-up, small pair") << "4c 4d"
                                                      << "" << 1;
        QTest::newRow("flop heads-up") << "9c 8d"
                                       << "7h 6s 2c" << 1;
        QTest::newRow("turn heads-up") << "Ah 2h"
                                       << "7h 8h 3h 9s" << 1;
        QTest::newRow("flop, two opponents") << "Ah Kh"
                                             << "Qh 7h 2c" << 2;
        QTest::newRow("river, two opponents") << "Jc Tc"
                                              << "8h 7s 6c 2d 2h" << 2;
    }
    void monteCarloAgreesWithExact() {
        QFETCH(QString, hole);
        QFETCH(QString, board);
        QFETCH(int, opponents);
        const CardSet h = testcards::set(hole.toLatin1()), b = testcards::set(board.toLatin1());
        const EquityResult exact = opponents == 1 ? exactHeadsUp(h, b) : exactTwoOpponents(h, b);
        const EquityResult mc = monteCarloEquity(h, b, opponents, 200000, 99, 2);
        QCOMPARE(mc.method, EquityMethod::MonteCarlo);
        QCOMPARE(mc.showdowns, std::uint64_t{200000});
        QVERIFY(mc.stderrWin() > 0);
        QVERIFY2(std::abs(mc.win() - exact.win()) <= 4 * mc.stderrWin(),
                 qPrintable(QStringLiteral("%1 vs %2").arg(mc.win()).arg(exact.win())));
        QVERIFY(std::abs(mc.tie() - exact.tie()) <= 4 * mc.stderrTie() + 1e-9);
        QVERIFY(std::abs(mc.share() - exact.share()) <= 4 * mc.stderrShare());
    }

    void monteCarloIsDeterministic() {
        const CardSet h = testcards::set("Qs Jd");
        const EquityResult a = monteCarloEquity(h, {}, 4, 50000, 7, 1);
        const EquityResult b = monteCarloEquity(h, {}, 4, 50000, 7, 2);
        const EquityResult c = monteCarloEquity(h, {}, 4, 50000, 8, 1);
        QVERIFY(countsOf(a) == countsOf(b));
        QCOMPARE(a.tiesBySize, b.tiesBySize);
        QVERIFY(!(countsOf(a) == countsOf(c)));
        QCOMPARE(a.showdowns, std::uint64_t{50000});
    }

    void tiesAreSharedByEveryoneWithTheBestHand() {
        // A royal flush on the board: every showdown is a tie shared by all players.
        const CardSet h = testcards::set("2c 3d"), b = testcards::set("Ah Kh Qh Jh Th");
        const EquityResult mc = monteCarloEquity(h, b, 3, 1000, 1, 1);
        QCOMPARE(mc.ties, std::uint64_t{1000});
        QCOMPARE(mc.tiesBySize[4], std::uint64_t{1000});
        QCOMPARE(mc.tie(), 1.0);
        QCOMPARE(mc.share(), 0.25);
        const EquityResult two = exactTwoOpponents(h, b);
        QCOMPARE(two.tiesBySize[3], two.showdowns);
        QVERIFY(std::abs(two.share() - 1.0 / 3) < 1e-12);
        const EquityResult one = exactHeadsUp(h, b);
        QCOMPARE(one.share(), 0.5);
    }

    void methodChoice() {
        QVERIFY(exactAffordable(0, 1));
        QVERIFY(exactAffordable(5, 1));
        QVERIFY(!exactAffordable(0, 2));
        QVERIFY(exactAffordable(3, 2));
        QVERIFY(!exactAffordable(5, 3));
        const CardSet h = testcards::set("Ah Kh");
        EquityOptions o;
        o.opponents = 3;
        o.samples = 1000;
        QCOMPARE(equity(h, {}, o)->method, EquityMethod::MonteCarlo);
        o.method = EquityMethod::Exact;
        QVERIFY(!equity(h, {}, o).has_value());
        o.opponents = 2;
        QCOMPARE(equity(h, testcards::set("Qh 7h 2c 9d"), o)->method, EquityMethod::Exact);
        o.opponents = 1;
        o.method = EquityMethod::Auto;
        QCOMPARE(equity(h, testcards::set("Qh 7h 2c 9d"), o)->showdowns, std::uint64_t{46 * 990});
    }

    void potOddsAndVerdict() {
        QCOMPARE(potOdds(10, 30), 0.25);
        QCOMPARE(potOdds(50, 50), 0.5);
        QCOMPARE(potOdds(0, 30), 0.0);
        QCOMPARE(callVerdict(0.30, 10, 30), CallVerdict::Call);
        QCOMPARE(callVerdict(0.20, 10, 30), CallVerdict::Fold);
        QCOMPARE(callVerdict(0.25, 10, 30), CallVerdict::BreakEven);
        QCOMPARE(callVerdict(0.26, 10, 30, 0.02), CallVerdict::BreakEven);
    }
};

QTEST_GUILESS_MAIN(TestHoldemEquity)
#include "tst_holdem_equity.moc"
