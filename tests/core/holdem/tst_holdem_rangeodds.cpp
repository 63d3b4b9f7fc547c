// Equity against ranges: heads-up it is exact (checked against a hand-by-hand count over the opponent's
// range and every runout), against two opponents the sample agrees with an exact count over every pair of
// their hands within its error, players still to face a bet count only with their chance of going on, and
// the same seed gives the same figures.
#include "holdem/evaluator.h"
#include "holdem/ranges/rangeodds.h"
#include "holdemgame.h"

#include <QTest>

#include <cmath>

using namespace core::holdem;
using namespace holdemtest;
using core::cards::CardSet;

namespace {

double outcome(HandValue mine, HandValue theirs) {
    return mine > theirs ? 1.0 : (mine == theirs ? 0.5 : 0.0);
}

/// The observer's share against one range over every runout of `board`, hand by hand.
double directHeadsUp(CardSet hole, CardSet board, const Range& range) {
    const auto& combos = allCombos();
    std::vector<core::cards::Card> rest;
    double points = 0, total = 0;
    for (std::size_t i = 0; i < combos.size(); ++i) {
        const double w = range.weight[i];
        if (w <= 0 || combos[i].cards.intersects(hole | board)) continue;
        const CardSet dead = hole | board | combos[i].cards;
        double sum = 0;
        int boards = 0;
        const int missing = 5 - board.count();
        for (int a = 0; missing > 0 && a < 52; ++a) { // a full board is counted once, below
            const auto ca = core::cards::Card::fromId(a);
            if (dead.contains(ca)) continue;
            if (missing == 1) {
                const CardSet full = board | CardSet{ca};
                sum += outcome(evaluate(hole | full), evaluate(combos[i].cards | full));
                ++boards;
                continue;
            }
            for (int b = a + 1; b < 52; ++b) {
                const auto cb = core::cards::Card::fromId(b);
                if (dead.contains(cb)) continue;
                const CardSet full = board | CardSet{ca, cb};
                sum += outcome(evaluate(hole | full), evaluate(combos[i].cards | full));
                ++boards;
            }
        }
        if (missing == 0) {
            sum = outcome(evaluate(hole | board), evaluate(combos[i].cards | board));
            boards = 1;
        }
        points += w * sum / boards;
        total += w;
    }
    return points / total;
}

} // namespace

class TestHoldemRangeOdds : public QObject {
    Q_OBJECT
private slots:
    void headsUpIsExact_data() {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("moves");
        QTest::newRow("river") << "Kh 7d 2c Qs 9h"
                               << "raise 5, call, check, raise 4, call, check, check, raise 10";
        QTest::newRow("turn") << "Kh 7d 2c Qs 9h"
                              << "raise 5, call, check, raise 4, call, raise 8";
        QTest::newRow("flop") << "Kh 7d 2c Qs 9h"
                              << "raise 5, call, raise 4";
    }
    void headsUpIsExact() {
        QFETCH(QString, board);
        QFETCH(QString, moves);
        HoldemState s = position({200, 200}, 0, QStringLiteral("Ah Jd | -"), board);
        QVERIFY(!play(s, moves));
        QCOMPARE(s.currentSeat(), 0);
        const Observation o = s.observation(0);
        core::cards::Rng rng(3);
        const RangeOdds odds = rangeOdds(o, rng);
        QVERIFY(odds.exact);
        QCOMPARE(odds.stdError, 0.0);
        QCOMPARE(odds.opponents.size(), std::size_t{1});
        QCOMPARE(odds.opponents[0].label, RangeLabel::Betting);
        // The opponent has bet: it is in with its whole range.
        QCOMPARE(odds.opponents[0].inChance, 1.0);
        const double direct = directHeadsUp(o.hole, o.table.boardSet(), odds.opponents[0].range);
        QVERIFY2(std::abs(odds.share - direct) < 1e-6, qPrintable(QString::number(odds.share - direct)));
    }

    // Two opponents on the river: every pair of their hands counted exactly, against the sample.
    void twoOpponentsSampled() {
        HoldemState s =
            position({200, 200, 200}, 2, QStringLiteral("Ah Jd | - | -"), QStringLiteral("Kh 7d 2c Qs 9h"));
        QVERIFY(!play(
            s, QStringLiteral("call, call, check, check, check, raise 4, call, call, check, check, check")));
        QCOMPARE(s.table().street, Street::River);
        QCOMPARE(s.currentSeat(), 0);
        const Observation o = s.observation(0);
        core::cards::Rng rng(5);
        const RangeOdds odds = rangeOdds(o, rng, 40000);
        QVERIFY(!odds.exact);
        QCOMPARE(odds.opponents.size(), std::size_t{2});
        QCOMPARE(odds.samples, std::uint64_t{40000});

        const auto& combos = allCombos();
        const CardSet board = o.table.boardSet();
        const HandValue mine = evaluate(o.hole | board);
        std::vector<std::pair<std::size_t, HandValue>> first, second;
        for (std::size_t i = 0; i < combos.size(); ++i) {
            if (combos[i].cards.intersects(o.hole | board)) continue;
            if (odds.opponents[0].range.weight[i] > 0)
                first.emplace_back(i, evaluate(combos[i].cards | board));
            if (odds.opponents[1].range.weight[i] > 0)
                second.emplace_back(i, evaluate(combos[i].cards | board));
        }
        double points = 0, total = 0;
        for (const auto& [i, vi] : first)
            for (const auto& [j, vj] : second) {
                if (combos[i].cards.intersects(combos[j].cards)) continue;
                const double w =
                    double(odds.opponents[0].range.weight[i]) * odds.opponents[1].range.weight[j];
                const HandValue best = std::max(vi, vj);
                double share = 0;
                if (mine > best) share = 1.0;
                if (mine == best) share = 1.0 / (1 + (vi == mine) + (vj == mine));
                points += w * share;
                total += w;
            }
        const double exact = points / total;
        QVERIFY(odds.stdError > 0 && odds.stdError < 0.01);
        QVERIFY2(
            std::abs(odds.share - exact) < 4 * odds.stdError + 0.002,
            qPrintable(
                QStringLiteral("%1 against %2 (error %3)").arg(odds.share).arg(exact).arg(odds.stdError)));

        core::cards::Rng again(5);
        const RangeOdds second2 = rangeOdds(o, again, 40000);
        QCOMPARE(second2.share, odds.share);
        QCOMPARE(second2.stdError, odds.stdError);
    }

    // The button faces an open under the gun with the blinds still to act: the opener is in, the blinds only
    // with their chance of going on against the open.
    void playersStillToActCountByTheirChance() {
        HoldemState s =
            position({200, 200, 200, 200, 200, 200}, 5, QStringLiteral("- | - | - | - | - | Jh Tc"));
        QVERIFY(!play(s, QStringLiteral("raise 6, fold, fold")));
        QCOMPARE(s.currentSeat(), 5);
        core::cards::Rng rng(7);
        const RangeOdds odds = rangeOdds(s.observation(5), rng);
        QCOMPARE(odds.opponents.size(), std::size_t{3});
        for (const OpponentRange& opp : odds.opponents) {
            if (opp.seat == 2) {
                QCOMPARE(opp.inChance, 1.0);
                QCOMPARE(opp.label, RangeLabel::Opening);
            } else {
                QVERIFY2(opp.inChance > 0.05 && opp.inChance < 0.7,
                         qPrintable(QString::number(opp.inChance)));
            }
        }
        QVERIFY(odds.share > 0.2 && odds.share < 0.45);
    }

    // First to act before the flop: the big blind is in, everybody else only with its chance of limping or
    // raising; so aces have far more than their 49% against five random hands.
    void anUnraisedPotCountsPlayersByTheirChanceOfPlaying() {
        const HoldemState s = position({200, 200, 200, 200, 200, 200}, 5, QStringLiteral("- | - | As Ah"));
        QCOMPARE(s.currentSeat(), 2);
        core::cards::Rng rng(9);
        const RangeOdds odds = rangeOdds(s.observation(2), rng);
        QCOMPARE(odds.opponents.size(), std::size_t{5});
        for (const OpponentRange& opp : odds.opponents) {
            if (opp.seat == 1)
                QCOMPARE(opp.inChance, 1.0);
            else
                QVERIFY2(opp.inChance > 0.05 && opp.inChance < 0.7,
                         qPrintable(QString::number(opp.inChance)));
        }
        QVERIFY2(odds.share > 0.6, qPrintable(QString::number(odds.share)));
    }
};

QTEST_GUILESS_MAIN(TestHoldemRangeOdds)
#include "tst_holdem_rangeodds.moc"
