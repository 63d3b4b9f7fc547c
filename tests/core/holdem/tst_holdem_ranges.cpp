// Ranges: the weighted range and its words, the ladder opening ranges are read from, showdown shares
// against a range checked against hand-by-hand counts, and the reading of hands: an open by position, a
// re-raise from the top, a call from below it, the push/fold chart heads-up, a big river bet polarised, and
// a seat's statistics widening or narrowing what it plays.
#include "holdem/bots/handclass.h"
#include "holdem/classequity.h"
#include "holdem/evaluator.h"
#include "holdem/pushfold.h"
#include "holdem/ranges/actionmodel.h"
#include "holdem/ranges/preflopladder.h"
#include "holdem/ranges/range.h"
#include "holdem/ranges/rangereader.h"
#include "holdem/ranges/showdown.h"
#include "holdem/rangetext.h"
#include "holdemgame.h"

#include <QTest>

#include <cmath>

using namespace core::holdem;
using namespace holdemtest;
using core::cards::CardSet;

namespace {

int classNamed(const char* name) {
    for (int c = 0; c < kHandClasses; ++c)
        if (handClassName(c) == name) return c;
    return -1;
}

/// The mean weight of a class's combinations in a range.
double classWeight(const Range& r, const char* name) {
    return r.classFrequencies()[static_cast<std::size_t>(classNamed(name))];
}

/// Hand by hand: `hole`'s share against each combination of `range` on a complete board, counted directly.
double directShare(CardSet hole, CardSet board, const Range& range) {
    const auto& combos = allCombos();
    const HandValue mine = evaluate(hole | board);
    double points = 0, total = 0;
    for (std::size_t i = 0; i < combos.size(); ++i) {
        const double w = range.weight[i];
        if (w <= 0 || combos[i].cards.intersects(hole | board)) continue;
        const HandValue theirs = evaluate(combos[i].cards | board);
        points += w * (mine > theirs ? 1.0 : (mine == theirs ? 0.5 : 0.0));
        total += w;
    }
    return points / total;
}

/// A range with a weight per combination that depends on its cards (not only its class).
Range unevenRange() {
    Range r;
    const auto& combos = allCombos();
    for (std::size_t i = 0; i < combos.size(); ++i)
        r.weight[i] = static_cast<float>(((combos[i].high.id() * 7 + combos[i].low.id() * 3) % 11) / 10.0);
    return r;
}

SeatRange readSeat(const HoldemState& s, int seat) {
    return readRanges(s.observation(s.currentSeat()))[static_cast<std::size_t>(seat)];
}

} // namespace

class TestHoldemRanges : public QObject {
    Q_OBJECT
private slots:
    void rangeBasics() {
        Range r = Range::uniform();
        QCOMPARE(r.total(), 1326.0);
        r.removeCards(testcards::set("As Kd"));
        QCOMPARE(r.total(), 1326.0 - 101.0); // 51 + 51 combinations hold a card, one holds both
        QCOMPARE(Range::single(testcards::set("Qh Qs")).total(), 1.0);

        ClassFrequencies f{};
        for (const char* name : {"AA", "KK", "QQ", "AKs", "AKo", "A5s"})
            f[static_cast<std::size_t>(classNamed(name))] = 1.0;
        f[static_cast<std::size_t>(classNamed("JJ"))] = 0.4; // held less than half as often: left out
        const RangeSummary s = summarize(Range::ofClasses(f));
        QCOMPARE(QString::fromStdString(s.text), QStringLiteral("QQ+, AKs, A5s, AKo"));
        QCOMPARE(s.percent, 100.0 * (18 + 4 + 4 + 12) / 1326.0);
        QVERIFY(!s.anyTwo);
        QVERIFY(summarize(Range::uniform()).anyTwo);
    }

    // The ladder: pairs and suited connectors come earlier than by equity alone.
    void ladder() {
        QCOMPARE(ladderFraction(classNamed("AA")), 6.0 / 1326.0);
        ClassFrequencies top{};
        for (int c = 0; c < kHandClasses; ++c)
            top[static_cast<std::size_t>(c)] = ladderFraction(c) <= 0.15 ? 1.0 : 0.0;
        QCOMPARE(QString::fromStdString(rangeText(top)),
                 QStringLiteral("66+, A7s+, A5s, K9s+, QTs+, JTs, ATo+, KTo+"));
        QVERIFY(ladderFraction(classNamed("44")) < ladderFraction(classNamed("A4o")));
        QVERIFY(ladderFraction(classNamed("76s")) < ladderFraction(classNamed("K5o")));
        for (const char* moved : {"22", "76s", "98s"})
            QVERIFY2(ladderFraction(classNamed(moved)) < topFraction(classNamed(moved)), moved);
    }

    // Shares against a range with exact card removal, against a hand-by-hand count on the river, and on
    // the turn as the mean over the rivers.
    void sharesAgainstARange() {
        const Range range = unevenRange();
        const CardSet river = testcards::set("Kh 7d 2c Qs 9h");
        const ComboShares shares = RunoutTable(river).shareAgainst(range);
        for (const char* hole : {"Ah Kd", "7c 7s", "3d 4d", "Qh 9c", "Ks Kc"}) {
            const CardSet h = testcards::set(hole);
            QVERIFY2(std::abs(shares[static_cast<std::size_t>(comboIndex(h))] -
                              directShare(h, river, range)) < 1e-5,
                     hole);
        }
        QCOMPARE(shares[static_cast<std::size_t>(comboIndex(testcards::set("Kh Ad")))], -1.0f);

        const CardSet turn = testcards::set("Kh 7d 2c Qs");
        const ComboShares turnShares = RunoutTable(turn).shareAgainst(range);
        const CardSet h = testcards::set("Jd Td");
        double sum = 0;
        int rivers = 0;
        for (int id = 0; id < 52; ++id) {
            const auto card = core::cards::Card::fromId(id);
            if ((turn | h).contains(card)) continue;
            sum += directShare(h, turn | CardSet{card}, range);
            ++rivers;
        }
        QVERIFY(std::abs(turnShares[static_cast<std::size_t>(comboIndex(h))] - sum / rivers) < 1e-5);
    }

    // One hand against every combination: exact on the turn, by class before the flop.
    void heroShares() {
        const CardSet hole = testcards::set("Ah 5h"), turn = testcards::set("Kh 7h 2c Qs");
        const ComboShares shares = core::holdem::heroShares(hole, turn);
        for (const char* other : {"Kd Kc", "9h 8h", "Ac 5c", "Js Ts"}) {
            const CardSet o = testcards::set(other);
            double points = 0;
            int rivers = 0;
            for (int id = 0; id < 52; ++id) {
                const auto card = core::cards::Card::fromId(id);
                if ((turn | hole | o).contains(card)) continue;
                const CardSet board = turn | CardSet{card};
                const HandValue a = evaluate(hole | board), b = evaluate(o | board);
                points += a > b ? 1.0 : (a == b ? 0.5 : 0.0);
                ++rivers;
            }
            QVERIFY2(std::abs(shares[static_cast<std::size_t>(comboIndex(o))] - points / rivers) < 1e-6,
                     other);
        }
        const ComboShares preflop = core::holdem::heroShares(testcards::set("As Ah"), {});
        QCOMPARE(double(preflop[static_cast<std::size_t>(comboIndex(testcards::set("Kd Kc")))]),
                 double(static_cast<float>(storedClassEquity().share(classNamed("AA"), classNamed("KK")))));
        QCOMPARE(preflop[static_cast<std::size_t>(comboIndex(testcards::set("As Kd")))], -1.0f);
        // Against one combination, a class's share is the table's.
        const auto byClass = preflopSharesAgainst(Range::single(testcards::set("Kd Kc")));
        QVERIFY(std::abs(byClass[static_cast<std::size_t>(classNamed("AA"))] -
                         storedClassEquity().share(classNamed("AA"), classNamed("KK"))) < 1e-12);
    }

    void answersByShare() {
        const PlayerTendencies t = tendenciesFrom({}, 6);
        Facing allIn;
        allIn.price = 0.5;
        allIn.closes = true;
        allIn.canRaise = false;
        allIn.preflop = true;
        QVERIFY(respond(0.6, allIn, t).goesOn() > 0.95);
        QVERIFY(respond(0.4, allIn, t).goesOn() < 0.05);
        QCOMPARE(respond(0.9, allIn, t).raise, 0.0);
        Facing open;
        open.price = 0.3;
        open.preflop = true;
        double last = -1;
        for (double share : {0.2, 0.3, 0.4, 0.5, 0.6, 0.7}) {
            const Response r = respond(share, open, t);
            QVERIFY(r.call + r.raise >= last - 1e-12);
            QVERIFY(std::abs(r.fold + r.call + r.raise - 1.0) < 1e-12);
            last = r.call + r.raise;
        }
        QVERIFY(respond(0.7, open, t).raise > 0.9); // the top of what goes on re-raises
        QVERIFY(respond(0.45, open, t).call > 0.8); // the middle calls
        // A player already called in front of: the same share goes on less.
        Facing called = open;
        called.players = 2;
        QVERIFY(respond(0.42, called, t).goesOn() < respond(0.42, open, t).goesOn() - 0.3);
    }

    // An open by position: under the gun about 17% of the hands, on the button about 45%.
    void opensByPosition() {
        HoldemState utg = position({200, 200, 200, 200, 200, 200}, 5);
        QVERIFY(!play(utg, QStringLiteral("raise 6")));
        const SeatRange early = readSeat(utg, 2);
        QCOMPARE(early.label, RangeLabel::Opening);
        const RangeSummary e = summarize(early.range);
        QVERIFY2(e.percent > 14 && e.percent < 20, e.text.c_str());
        QVERIFY(classWeight(early.range, "AA") > 0.8);
        QVERIFY(classWeight(early.range, "72o") < 0.01);

        HoldemState button = position({200, 200, 200, 200, 200, 200}, 5);
        QVERIFY(!play(button, QStringLiteral("fold, fold, fold, raise 6")));
        const RangeSummary b = summarize(readSeat(button, 5).range);
        QVERIFY2(b.percent > 40 && b.percent < 50, b.text.c_str());
        QVERIFY(classWeight(readSeat(button, 5).range, "K4s") > 0.5);
        QVERIFY(classWeight(early.range, "K4s") < 0.1);
    }

    // A re-raise comes from the top of what goes on against the opener, a call from below it.
    void reraiseAndCall() {
        HoldemState s = position({200, 200, 200, 200, 200, 200}, 5);
        QVERIFY(!play(s, QStringLiteral("raise 6, fold, call, raise 24")));
        const auto ranges = readRanges(s.observation(s.currentSeat()));
        const SeatRange& caller = ranges[4];
        const SeatRange& reraiser = ranges[5];
        QCOMPARE(caller.label, RangeLabel::Calling);
        QCOMPARE(reraiser.label, RangeLabel::Raising);
        QVERIFY(summarize(reraiser.range).percent < 8);
        QVERIFY(classWeight(reraiser.range, "AA") > 0.9);
        QVERIFY(classWeight(reraiser.range, "KK") > 0.9);
        QVERIFY(classWeight(reraiser.range, "T9o") < 0.01);
        // The caller keeps the middle: pairs and broadway hands, few of the hands that re-raise.
        QVERIFY(classWeight(caller.range, "99") > 0.8);
        QVERIFY(classWeight(caller.range, "AA") < 0.2);
        QVERIFY(classWeight(caller.range, "72o") < 0.01);
    }

    // Heads-up with 10 big blinds the small blind's all-in is read from the push/fold chart.
    void pushFoldHeadsUp() {
        HoldemState s = position({20, 20}, 0);
        QVERIFY(!play(s, QStringLiteral("allin")));
        const SeatRange pusher = readSeat(s, 0);
        QCOMPARE(pusher.label, RangeLabel::PushFold);
        const PushFoldChart& chart = pushFoldChart(10.0);
        ClassFrequencies pure{};
        for (std::size_t c = 0; c < pure.size(); ++c) pure[c] = chart.strategy.push[c] >= 0.5 ? 1.0 : 0.0;
        QCOMPARE(QString::fromStdString(summarize(pusher.range, s.hole(1)).text),
                 QString::fromStdString(rangeText(pure)));
    }

    // A pot-sized river bet after two checked streets is strong hands and bluffs, not the middle.
    void bigRiverBetIsPolarised() {
        HoldemState s =
            position({200, 200}, 0, QStringLiteral("2c 3d | 8h 8d"), QStringLiteral("Kh 7d 2s Qc 4h"));
        QVERIFY(!play(s, QStringLiteral("raise 5, call, check, check, check, check, raise 10")));
        const SeatRange bettor = readSeat(s, 1);
        QCOMPARE(bettor.label, RangeLabel::Betting);
        // Strength on this river against the checker's range (what the bettor bets into).
        const SeatRange checker = readSeat(s, 0);
        const CardSet board = s.table().boardSet();
        const ComboShares strength = RunoutTable(board).shareAgainst(checker.range);
        double top = 0, topW = 0, middle = 0, middleW = 0, bottom = 0, bottomW = 0;
        for (std::size_t i = 0; i < strength.size(); ++i) {
            if (strength[i] < 0) continue;
            if (strength[i] > 0.85) {
                top += bettor.range.weight[i];
                ++topW;
            } else if (strength[i] > 0.45 && strength[i] < 0.6) {
                middle += bettor.range.weight[i];
                ++middleW;
            } else if (strength[i] < 0.2) {
                bottom += bettor.range.weight[i];
                ++bottomW;
            }
        }
        QVERIFY(top / topW > 4 * middle / middleW);
        QVERIFY(bottom / bottomW > middle / middleW);
    }

    // Statistics: a seat seen raising most hands opens far wider than one seen raising few.
    void statisticsMoveTheRange() {
        std::array<SeatStats, kMaxSeats> stats{};
        stats[2].hands = 60;
        stats[2].vpip = 50;
        stats[2].pfr = 40; // a maniac's figures
        stats[3].hands = 100;
        stats[3].vpip = 8;
        stats[3].pfr = 4; // a rock's
        HoldemState maniac = position({200, 200, 200, 200, 200, 200}, 5, {}, {}, {}, 0, stats);
        QVERIFY(!play(maniac, QStringLiteral("raise 6")));
        HoldemState rock = position({200, 200, 200, 200, 200, 200}, 5, {}, {}, {}, 0, stats);
        QVERIFY(!play(rock, QStringLiteral("fold, raise 6")));
        const SeatRange wide = readSeat(maniac, 2), narrow = readSeat(rock, 3);
        QVERIFY2(summarize(wide.range).percent > 40, summarize(wide.range).text.c_str());
        QVERIFY2(summarize(narrow.range).percent < 10, summarize(narrow.range).text.c_str());
        QVERIFY(wide.loose > narrow.loose);
        // Unseen players are read as sensible.
        HoldemState fresh = position({200, 200, 200, 200, 200, 200}, 5);
        QVERIFY(!play(fresh, QStringLiteral("raise 6")));
        QVERIFY(readSeat(fresh, 2).loose < 0.01);
    }

    void theObserversCardsLeaveTheOthersRanges() {
        HoldemState s = position({200, 200, 200, 200, 200, 200}, 5, QStringLiteral("- | - | As Ah"));
        QVERIFY(!play(s, QStringLiteral("raise 6, call")));
        const auto ranges = readRanges(s.observation(2));
        QCOMPARE(ranges[3].range.weight[static_cast<std::size_t>(comboIndex(testcards::set("As Kd")))], 0.0f);
        QVERIFY(ranges[2].range.weight[static_cast<std::size_t>(comboIndex(testcards::set("As Ah")))] > 0.5f);
        QVERIFY(ranges[4].live); // not yet acted, still in
        QVERIFY(!ranges[0].live || s.table().isLive(0));
    }
};

QTEST_GUILESS_MAIN(TestHoldemRanges)
#include "tst_holdem_ranges.moc"
