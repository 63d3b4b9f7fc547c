// The Hold'em coach's verdicts in clear-cut spots, priced against the players' ranges (issue 64): a standard
// open with aces, calling and folding aces against an all-in, the nuts facing a river bet, no open all-in
// at 100 big blinds with speculative or medium hands, the button's call of an open with J-T offsuit, the
// small blind's A-J folded to, a multiway pot priced as one, and the heads-up push/fold chart at 10 big
// blinds. Stacks of 200 chips with blinds of 1 and 2: 100 big blinds.
#include "game/reviewengine.h"
#include "holdem/bots/handclass.h"
#include "holdem/pushfold.h"
#include "holdem/ranges/rangereader.h"
#include "holdem/ranges/showdown.h"
#include "holdem/review.h"
#include "holdemgame.h"

#include <QTest>

using namespace core::holdem;
using namespace holdemtest;

namespace {

const std::vector<int> kSix(6, 200);

/// `hole` for seat `seat` of six, the button on seat 5, after `moves`.
HoldemState sixSeats(int seat, const QString& hole, const QString& moves, const QString& board = {}) {
    QStringList holes;
    for (int s = 0; s < 6; ++s) holes << (s == seat ? hole : QStringLiteral("-"));
    HoldemState state = position(kSix, 5, holes.join(QLatin1Char('|')), board);
    if (const auto refused = play(state, moves)) qFatal("%s", qPrintable(*refused));
    if (state.currentSeat() != seat) qFatal("seat %d is not to act", seat);
    return state;
}

/// The moves that fold round to `seat` (the button on seat 5; under the gun is seat 2).
QString foldedTo(int seat) {
    QStringList folds;
    for (int s = 2; s != seat; s = (s + 1) % 6) folds << QStringLiteral("fold");
    return folds.join(QStringLiteral(", "));
}

core::game::Assessment<Move> assess(const HoldemState& s, const Move& played) {
    core::cards::Rng rng(11);
    return HoldemReviewer().assess(s.observation(s.currentSeat()), played, rng);
}

double cost(const core::game::Assessment<Move>& a) {
    return a.valueBest - a.valuePlayed;
}

QByteArray describe(const core::game::Assessment<Move>& a) {
    QString text = QStringLiteral("best %1 (%2), played %3 (%4):")
                       .arg(QString::fromStdString(a.best.toString()))
                       .arg(a.valueBest)
                       .arg(QString::fromStdString(a.played.toString()))
                       .arg(a.valuePlayed);
    for (const auto& [m, v] : a.ranking)
        text += QStringLiteral(" %1 %2").arg(QString::fromStdString(m.toString())).arg(v);
    return text.toUtf8();
}

int classNamed(const char* name) {
    for (int c = 0; c < kHandClasses; ++c)
        if (handClassName(c) == name) return c;
    return -1;
}

} // namespace

class TestHoldemCoachVerdicts : public QObject {
    Q_OBJECT
private slots:
    void aaOpenCostsLittle_data() {
        QTest::addColumn<int>("seat");
        for (int seat : {2, 3, 4, 5, 0}) QTest::addRow("seat %d", seat) << seat;
    }
    // A 3 big blind open with aces, folded to the player: at most 1 big blind below the best move.
    void aaOpenCostsLittle() {
        QFETCH(int, seat);
        const HoldemState s = sixSeats(seat, QStringLiteral("As Ah"), foldedTo(seat));
        const auto a = assess(s, Move::raiseTo(6));
        QVERIFY2(cost(a) <= 1.0, describe(a));
        QVERIFY2(a.best != Move::fold() && a.best != Move::call(), describe(a));
    }

    // Heads-up, 100 big blinds: the small blind moves all in; the big blind holds aces.
    void acesAgainstAnAllIn() {
        HoldemState s = position({200, 200}, 0, QStringLiteral("- | As Ah"));
        QVERIFY(!play(s, QStringLiteral("allin")));
        const auto call = assess(s, Move::call());
        QVERIFY2(cost(call) <= 0.5, describe(call));
        QCOMPARE(call.best, Move::call());
        const auto fold = assess(s, Move::fold());
        QVERIFY2(cost(fold) >= 20.0, describe(fold));

        // The reason names the range the price is taken against: the all-in's.
        core::cards::Rng rng(3);
        const auto o = s.observation(1);
        const auto r = HoldemReviewer().explain(o, Move::fold(), Move::call(), fold, rng);
        QCOMPARE(r.code, std::string(reasons::kFoldsWithOdds));
        QCOMPARE(r.word("hands"), std::string("all-in"));
        QCOMPARE(static_cast<int>(r.value("seat")), 0);
        QVERIFY(!r.word("range").empty() && r.word("range") != "any");
        QVERIFY2(r.value("equity") > 75 && r.value("equity") < 95, r.toString().c_str());
    }

    // Quad aces on the river facing a bet: folding gives up the whole pot and more, calling a few big
    // blinds, raising is best.
    void theNutsFacingARiverBet() {
        const HoldemState s =
            sixSeats(4, QStringLiteral("As Ah"),
                     QStringLiteral("fold, fold, raise 6, fold, fold, call, check, raise 5, call, "
                                    "check, raise 14, call, raise 30"),
                     QStringLiteral("Ac 7d 2h Ad Kc"));
        const auto fold = assess(s, Move::fold());
        QVERIFY2(cost(fold) >= 20.0, describe(fold));
        const auto call = assess(s, Move::call());
        QVERIFY2(cost(call) <= 10.0, describe(call));
        QVERIFY2(call.best.kind == Move::Kind::Raise || call.best.kind == Move::Kind::AllIn, describe(call));
        QVERIFY2(cost(call) > 0.5, describe(call)); // raising is better by a few big blinds
    }

    void noOpenAllInAtHundredBigBlinds_data() {
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("hole");
        const QStringList holes{QStringLiteral("Ah Jd"), QStringLiteral("Ad Jd"), QStringLiteral("Kh Qd"),
                                QStringLiteral("Kd Qd"), QStringLiteral("2c 2d"), QStringLiteral("5h 5s"),
                                QStringLiteral("7h 7c"), QStringLiteral("7s 6s"), QStringLiteral("9h 8h"),
                                QStringLiteral("5d 4d"), QStringLiteral("Jc Tc")};
        for (const QString& hole : holes)
            for (int seat : {2, 3, 4, 5, 0})
                QTest::newRow(qPrintable(QStringLiteral("%1 seat %2").arg(hole).arg(seat))) << seat << hole;
    }
    void noOpenAllInAtHundredBigBlinds() {
        QFETCH(int, seat);
        QFETCH(QString, hole);
        const HoldemState s = sixSeats(seat, hole, foldedTo(seat));
        core::cards::Rng rng(11);
        const auto a = HoldemReviewer().assess(s.observation(seat), std::nullopt, rng);
        QVERIFY2(a.best != Move::allIn(), describe(a));
        QVERIFY2(a.ranking.front().first != Move::allIn(), describe(a));
    }

    void buttonCallsAnOpenWithJackTen_data() {
        QTest::addColumn<QString>("moves");
        QTest::newRow("cutoff opens") << "fold, fold, raise 6";
        QTest::newRow("hijack opens") << "fold, raise 6, fold";
    }
    // J-T offsuit on the button calling a 3 big blind open: about break-even, at most half a big blind
    // below the best move; its equity is the one against the opener's range (about 38%), not against three
    // random hands (25%).
    void buttonCallsAnOpenWithJackTen() {
        QFETCH(QString, moves);
        const HoldemState s = sixSeats(5, QStringLiteral("Jh Tc"), moves);
        const auto a = assess(s, Move::call());
        QVERIFY2(cost(a) <= 0.5, describe(a));
        core::cards::Rng rng(3);
        const auto r = HoldemReviewer().explain(s.observation(5), Move::call(), Move::fold(), a, rng);
        QCOMPARE(r.word("hands"), std::string("opening"));
        QVERIFY2(r.value("equity") > 33 && r.value("equity") < 42, r.toString().c_str());
    }

    // A-J in the small blind, folded to: a raise, never 100 big blinds all in.
    void smallBlindAceJack() {
        const HoldemState s = sixSeats(0, QStringLiteral("Ah Jd"), foldedTo(0));
        const auto a = assess(s, Move::call());
        QVERIFY2(a.best != Move::allIn(), describe(a));
        QCOMPARE(a.best.kind, Move::Kind::Raise);
        core::cards::Rng rng(3);
        const auto r = HoldemReviewer().explain(s.observation(0), Move::call(), a.best, a, rng);
        QVERIFY2(r.value("amount") < 20, r.toString().c_str());
    }

    // A-7 offsuit in the cutoff after a limp, four opponents still in: the equity is against all of them
    // (those still to act by their chance of playing), below the equity against the limper alone.
    void aMultiwayPotIsNotPricedHeadsUp() {
        const HoldemState s = sixSeats(4, QStringLiteral("Ad 7c"), QStringLiteral("call, fold"));
        const auto o = s.observation(4);
        core::cards::Rng rng(3);
        const auto a = HoldemReviewer().assess(o, Move::call(), rng);
        const auto r = HoldemReviewer().explain(o, Move::call(), Move::fold(), a, rng);
        QCOMPARE(static_cast<int>(r.value("opponents")), 4);
        QCOMPARE(static_cast<int>(r.value("seat")), 2);
        QCOMPARE(r.word("hands"), std::string("limping"));
        const auto ranges = readRanges(o);
        const Range limper = ranges[2].mixed(o.hole);
        const ComboShares shares = heroShares(o.hole, {});
        double points = 0, total = 0;
        for (std::size_t i = 0; i < shares.size(); ++i)
            if (shares[i] >= 0) {
                points += limper.weight[i] * shares[i];
                total += limper.weight[i];
            }
        const double headsUp = 100.0 * points / total;
        QVERIFY2(r.value("equity") < headsUp - 5,
                 qPrintable(QStringLiteral("%1 against %2 heads-up").arg(r.value("equity")).arg(headsUp)));
        // What the price needs follows from the same pricing: a call that loses is one that needs more.
        if (cost(a) > 0 && a.best == Move::fold()) QVERIFY(r.value("needed") > r.value("equity"));
    }

    // Heads-up with 10 big blinds, the push/fold chart decides: the small blind pushes what the chart
    // pushes and folds what it folds, the big blind calls what it calls.
    void pushFoldAtTenBigBlinds() {
        const PushFoldChart& chart = pushFoldChart(10.0);
        QCOMPARE(chart.strategy.push[static_cast<std::size_t>(classNamed("K7o"))], 1.0);
        QCOMPARE(chart.strategy.push[static_cast<std::size_t>(classNamed("72o"))], 0.0);
        QCOMPARE(chart.strategy.call[static_cast<std::size_t>(classNamed("A7o"))], 1.0);
        QCOMPARE(chart.strategy.call[static_cast<std::size_t>(classNamed("J7o"))], 0.0);

        const auto smallBlind = [](const QString& hole) {
            return assess(position({20, 20}, 0, hole + QStringLiteral(" | -")), Move::fold());
        };
        QVERIFY2(smallBlind(QStringLiteral("Kh 7d")).best == Move::allIn(),
                 describe(smallBlind(QStringLiteral("Kh 7d"))));
        QVERIFY2(smallBlind(QStringLiteral("7h 2d")).best == Move::fold(),
                 describe(smallBlind(QStringLiteral("7h 2d"))));

        const auto bigBlind = [](const QString& hole) {
            HoldemState s = position({20, 20}, 0, QStringLiteral("- | ") + hole);
            if (play(s, QStringLiteral("allin"))) qFatal("refused");
            return assess(s, Move::fold());
        };
        QVERIFY2(bigBlind(QStringLiteral("Ah 7d")).best == Move::call(),
                 describe(bigBlind(QStringLiteral("Ah 7d"))));
        QVERIFY2(bigBlind(QStringLiteral("Jh 7d")).best == Move::fold(),
                 describe(bigBlind(QStringLiteral("Jh 7d"))));
    }
};

QTEST_GUILESS_MAIN(TestHoldemCoachVerdicts)
#include "tst_holdem_coachverdicts.moc"
