// The coach in Texas Hold'em: values worked out by hand where the equity is certain (a royal flush on the
// board ties every hand; the nuts win every showdown), the pot-odds reason's figures, no peeking (two hands
// that differ only in the opponents' hidden cards and in their seeds get the same review), and determinism.
#include "holdem/bots/easybot.h"
#include "holdem/review.h"
#include "holdemgame.h"

#include <QTest>

#include <algorithm>

using core::holdem::HoldemReviewer;
using core::holdem::Move;
using namespace holdemtest;
namespace reasons = core::holdem::reasons;

namespace {

/// Heads-up, the river: seat 1 has bet 40 and the pot holds 100 with it (preflop 4, flop 13 and 13, turn 15
/// and 15, river 40): seat 0 is to call 40 into 100.
HoldemState riverBet(const QString& holes, const QString& board) {
    HoldemState s = position({200, 200}, 0, holes, board);
    const auto refused = play(s, QStringLiteral("call, check, raise 13, call, raise 15, call, raise 40"));
    if (refused) qFatal("%s", qPrintable(*refused));
    return s;
}

double valueOf(const core::game::Assessment<Move>& a, const Move& m) {
    for (const auto& [move, value] : a.ranking)
        if (move == m) return value;
    return -1e9;
}

} // namespace

class TestHoldemReview : public QObject {
    Q_OBJECT
private slots:
    void aCallWithKnownEquity() {
        // A royal flush on the board: every hand plays it, every showdown is a tie, the equity is exactly
        // 1/2.
        const HoldemState s = riverBet(QStringLiteral("7c 2d | 8h 3c"), QStringLiteral("As Ks Qs Js Ts"));
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(s.table().potTotal(), 100);
        core::cards::Rng rng(4);
        const auto a = HoldemReviewer(0.2).assess(s.observation(0), Move::fold(), rng);
        // Calling: half of 140 back for 40 = +30 chips = +15 big blinds; folding: 0.
        QVERIFY(std::abs(valueOf(a, Move::call()) - 15.0) < 1e-9);
        QCOMPARE(a.valuePlayed, 0.0);
        QVERIFY(a.valueBest >= 15.0 - 1e-9);
        QVERIFY(a.best != Move::fold());

        // The reason for calling had folding been right: 40 into 100 with 50% equity, the price 40 / 140.
        core::cards::Rng rng2(4);
        const auto r = HoldemReviewer(0.2).explain(s.observation(0), Move::call(), Move::fold(), a, rng2);
        QCOMPARE(r.code, std::string(reasons::kCallsWithoutOdds));
        QCOMPARE(r.value("call"), 40.0);
        QCOMPARE(r.value("pot"), 100.0);
        QCOMPARE(r.value("equity"), 50.0);
        QVERIFY(std::abs(r.value("needed") - 100.0 * 40 / 140) < 1e-9);
        // On the river heads-up the need is the pot odds, and nobody is left to act behind the call.
        QVERIFY(std::abs(r.value("price") - 100.0 * 40 / 140) < 1e-9);
        QCOMPARE(r.value("behind"), 0.0);
    }

    void playersStillToActAreCounted() {
        // Four seats, the button on seat 1: seat 0 acts first before the flop, facing the big blind of 2 into
        // 3; the button, the small blind (short of the bet) and the big blind (its option) act after it.
        HoldemState s = position({200, 200, 200, 200}, 1, QStringLiteral("7c 2d | - | - | -"));
        QCOMPARE(s.currentSeat(), 0);
        core::cards::Rng rng(4);
        const auto a = HoldemReviewer(0.2).assess(s.observation(0), Move::call(), rng);
        const auto r = HoldemReviewer(0.2).explain(s.observation(0), Move::call(), Move::fold(), a, rng);
        QCOMPARE(r.code, std::string(reasons::kCallsWithoutOdds));
        QCOMPARE(r.value("behind"), 3.0);
        QCOMPARE(r.value("price"), 40.0);
        // After a call and a fold, the small blind completes: only the big blind's option is left.
        QVERIFY(!play(s, QStringLiteral("call, fold")));
        QCOMPARE(s.currentSeat(), 2);
        const auto b = HoldemReviewer(0.2).assess(s.observation(2), Move::call(), rng);
        QCOMPARE(
            HoldemReviewer(0.2).explain(s.observation(2), Move::call(), Move::fold(), b, rng).value("behind"),
            1.0);
    }

    void foldingTheNuts() {
        // A♠ K♠ make the only royal flush: every showdown is won. Calling gains 140 - 40 = 100 chips = 50 bb
        // exactly, and folding costs all of it.
        const HoldemState s = riverBet(QStringLiteral("As Ks | 8h 3c"), QStringLiteral("Qs Js Ts 2c 3d"));
        core::cards::Rng rng(4);
        const auto a = HoldemReviewer(0.2).assess(s.observation(0), Move::fold(), rng);
        QVERIFY(std::abs(valueOf(a, Move::call()) - 50.0) < 1e-9);
        QVERIFY(a.valueBest >= 50.0 - 1e-9);
        QVERIFY(a.stdError < 1e-9 || a.valueBest - a.valuePlayed > 2 * a.stdError);
        core::cards::Rng rng2(4);
        const auto r = HoldemReviewer(0.2).explain(s.observation(0), Move::fold(), Move::call(), a, rng2);
        QCOMPARE(r.code, std::string(reasons::kFoldsWithOdds));
        QCOMPARE(r.value("equity"), 100.0);

        const auto review = core::game::reviewMoves(
            HoldemReviewer(0.2),
            position({200, 200}, 0, QStringLiteral("As Ks | 8h 3c"), QStringLiteral("Qs Js Ts 2c 3d")),
            {"call", "check", "raise 13", "call", "raise 15", "call", "raise 40", "fold"}, 0);
        QVERIFY(review.review);
        const auto& last = review.review->decisions.back();
        QCOMPARE(last.played, std::string("fold"));
        QVERIFY(last.cost >= 50.0 - 1e-9);
        QVERIFY(last.isMistake());
    }

    void betReasons() {
        const HoldemState s = riverBet(QStringLiteral("7c 2d | 8h 3c"), QStringLiteral("As Ks Qs Js Ts"));
        core::cards::Rng rng(4);
        const auto big =
            HoldemReviewer(0.2).explain(s.observation(0), Move::allIn(), Move::raiseTo(120), {}, rng);
        QCOMPARE(big.code, std::string(reasons::kBetsTooBig));
        QCOMPARE(big.value("amount"),
                 170.0); // all-in: the 200 chips less 2 + 13 + 15 put in before the river
        QCOMPARE(big.value("better"), 120.0);
        const auto bluff =
            HoldemReviewer(0.2).explain(s.observation(0), Move::raiseTo(120), Move::call(), {}, rng);
        QCOMPARE(bluff.code, std::string(reasons::kBetsWithoutEquity));
        QCOMPARE(bluff.value("amount"), 120.0);
        QVERIFY(bluff.value("fold") >= 0 && bluff.value("fold") <= 100);
        const auto value =
            HoldemReviewer(0.2).explain(s.observation(0), Move::call(), Move::raiseTo(120), {}, rng);
        QCOMPARE(value.code, std::string(reasons::kMissesValue));
        QCOMPARE(value.word("action"), std::string("call"));
    }

    void aReviewNeverPeeks() {
        // Six players from a shuffled pack; the Easy bots play the hand out.
        core::cards::Rng shuffle(8);
        const auto order = core::cards::Deck::standard52().shuffled(shuffle);
        HoldemState::Setup setup;
        setup.stacks = std::vector<int>(6, 200);
        setup.button = 5;
        for (int s = 0; s < 6; ++s)
            setup.hole.push_back({core::cards::Card::fromId(order[static_cast<std::size_t>(2 * s)]),
                                  core::cards::Card::fromId(order[static_cast<std::size_t>(2 * s + 1)])});
        for (int i = 12; i < 17; ++i)
            setup.board.push_back(core::cards::Card::fromId(order[static_cast<std::size_t>(i)]));
        HoldemRules rules;
        const HoldemState first = *HoldemState::fromSetup(rules, setup, 1);

        // Moves by the Easy bots; seat 0 plays until it folds or the hand ends.
        std::vector<std::string> moves;
        HoldemState s = first;
        core::holdem::EasyBot easy;
        core::cards::Rng rng(12);
        while (!s.isDealOver()) {
            const Move m = easy.chooseMove(s.observation(s.currentSeat()), rng);
            QVERIFY(!s.apply(m));
            moves.push_back(m.toString());
        }

        // Seats 2 and 4 swap their hole cards (only the showdown after the last move could show them), and
        // the second hand has another seed.
        HoldemState::Setup other = setup;
        std::swap(other.hole[2], other.hole[4]);
        const HoldemState second = *HoldemState::fromSetup(rules, other, 2);
        HoldemState x = first, y = second;
        for (const auto& m : moves) {
            QVERIFY(x.observation(0) == y.observation(0));
            QVERIFY(!x.apply(*Move::parse(m)));
            QVERIFY(!y.apply(*Move::parse(m)));
        }
        const auto one = core::game::reviewMoves(HoldemReviewer(0.3), first, moves, 0);
        const auto two = core::game::reviewMoves(HoldemReviewer(0.3), second, moves, 0);
        QVERIFY(one.review && two.review);
        QVERIFY(!one.review->decisions.empty());
        QVERIFY(*one.review == *two.review);
        const auto again = core::game::reviewMoves(HoldemReviewer(0.3), first, moves, 0);
        QVERIFY(*again.review == *one.review);
        QCOMPARE(one.review->unit, core::game::ReviewUnit::BigBlinds);
    }

    void candidatesAreLegal() {
        const HoldemState s = position({200, 200, 200, 200, 200, 200}, 0);
        const auto o = s.observation(s.currentSeat());
        const auto moves = HoldemReviewer::candidates(o);
        QVERIFY(moves.size() >= 4); // fold, call, raises, all-in
        for (const Move& m : moves) QVERIFY2(!s.table().check(m), m.toString().c_str());
        QCOMPARE(moves.front(), Move::fold());
    }

    // After the flop the coach weighs all in where the Hard bot does: on the flop with 194 chips behind and
    // 12 in the pot it does not (bets up to 18, one and a half pots, are weighed); on the river it does.
    void allInOnlyWhereTheBotWeighsIt() {
        HoldemState s =
            position({200, 200}, 0, QStringLiteral("7h 7d | Kc 9s"), QStringLiteral("7c 2d Qs 4h 9d"));
        QVERIFY(!play(s, QStringLiteral("raise 6, call, check")));
        const auto hasAllIn = [&s] {
            const auto moves = HoldemReviewer::candidates(s.observation(s.currentSeat()));
            return std::count(moves.begin(), moves.end(), Move::allIn()) == 1;
        };
        const auto flop = HoldemReviewer::candidates(s.observation(s.currentSeat()));
        QVERIFY(std::count(flop.begin(), flop.end(), Move::raiseTo(18)) == 1);
        QVERIFY(!hasAllIn());
        QVERIFY(!play(s, QStringLiteral("bet 12, call, check, bet 36, call, check")));
        QCOMPARE(s.table().street, core::holdem::Street::River);
        QVERIFY(hasAllIn());
    }
};

QTEST_GUILESS_MAIN(TestHoldemReview)
#include "tst_holdem_review.moc"
