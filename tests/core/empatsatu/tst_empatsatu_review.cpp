// The coach in Empat Satu: no peeking (two deals that differ only in cards the seat cannot see, and in their
// seeds, get the same review), the same moves give the same review, the unit is the hand won, and each
// reason names the facts of the position (scores worked out by hand).
#include "empatsatu/bots/greedypolicy.h"
#include "empatsatu/review.h"
#include "statehelpers.h"

#include <QTest>

using core::empatsatu::EmpatSatuReviewer;
using namespace empatsatutest;
namespace reasons = core::empatsatu::reasons;

namespace {

/// The reason for `played` against `best` at the seat to act.
core::game::Reason explain(const EmpatSatuState& s, const char* played, const char* best) {
    core::cards::Rng rng(1);
    return EmpatSatuReviewer(0.1).explain(s.observation(s.currentSeat()), mv(played), mv(best), {}, rng);
}

EmpatSatuState after(EmpatSatuState s, const std::vector<const char*>& moves) {
    for (const char* m : moves)
        if (s.apply(mv(m))) qFatal("a scripted move was refused: %s", m);
    return s;
}

} // namespace

class TestEmpatSatuReview : public QObject {
    Q_OBJECT
private slots:
    void aReviewNeverPeeks() {
        // A deal from a shuffled pack: four hands, twenty stock cards on top, the rest below in an order that
        // depends on the setup's seed.
        core::cards::Rng shuffle(31);
        auto order = core::cards::Deck::standard52().shuffled(shuffle);
        EmpatSatuState::Setup setup;
        setup.dealer = 3;
        setup.firstPlayer = 0;
        for (int s = 0; s < 4; ++s) {
            core::cards::CardList hand;
            for (int i = 0; i < 4; ++i)
                hand.push_back(core::cards::Card::fromId(order[static_cast<std::size_t>(4 * s + i)]));
            setup.hands.push_back(hand);
        }
        for (int i = 16; i < 36; ++i)
            setup.stockTop.push_back(core::cards::Card::fromId(order[static_cast<std::size_t>(i)]));
        const EmpatSatuState first = *EmpatSatuState::fromSetup(EmpatSatuRules{}, setup, 1);

        // The greedy policy plays until seat 0 has made four choices, stopping short of the hand's end.
        std::vector<std::string> moves;
        EmpatSatuState s = first;
        int decisions = 0;
        while (decisions < 4) {
            const Move m = core::empatsatu::greedyRolloutMove(s);
            if (m.kind == Move::Kind::Stop || m.kind == Move::Kind::End) break;
            if (s.currentSeat() == 0 && s.legalMoves().size() > 1) ++decisions;
            QVERIFY(!s.apply(m));
            moves.push_back(m.toString());
        }
        QCOMPARE(decisions, 4);

        // Swap a card seat 1 was dealt and still holds with one seat 2 was dealt and still holds: neither was
        // ever shown, every move stays legal. The second deal also has another seed (another stock below).
        core::cards::Card a, b;
        for (core::cards::Card c : setup.hands[1])
            if (s.hand(1).contains(c)) a = c;
        for (core::cards::Card c : setup.hands[2])
            if (s.hand(2).contains(c)) b = c;
        QVERIFY(a.isValid() && b.isValid());
        EmpatSatuState::Setup swapped = setup;
        std::replace(swapped.hands[1].begin(), swapped.hands[1].end(), a, b);
        std::replace(swapped.hands[2].begin(), swapped.hands[2].end(), b, a);
        const EmpatSatuState second = *EmpatSatuState::fromSetup(EmpatSatuRules{}, swapped, 2);
        EmpatSatuState x = first, y = second;
        for (const auto& m : moves) {
            QVERIFY(x.observation(0) == y.observation(0));
            QVERIFY(!x.apply(mv(m)));
            QVERIFY(!y.apply(mv(m)));
        }
        QVERIFY(x.hand(1) != y.hand(1));

        const auto one = core::game::reviewMoves(EmpatSatuReviewer(0.3), first, moves, 0);
        const auto two = core::game::reviewMoves(EmpatSatuReviewer(0.3), second, moves, 0);
        QVERIFY(one.review && two.review);
        QCOMPARE(one.review->decisions.size(), std::size_t{4});
        QVERIFY(*one.review == *two.review);
        const auto again = core::game::reviewMoves(EmpatSatuReviewer(0.3), first, moves, 0);
        QVERIFY(*again.review == *one.review);
    }

    void theUnitIsTheHandWon() {
        // Seat 0 stops with J♠ Q♠ 9♠ 3♠ = 32 against -8, -8 and K♠ 10 - 24 = -14: it wins.
        const auto start =
            position(EmpatSatuRules{}, 3, 0, {"Js Qs 9s 3s", "4c 5d 6h 7s", "4d 5h 6s 7c", "Ks 8c 8d 8h"});
        const EmpatSatuState s = after(start, {"stop"});
        QCOMPARE(*core::empatsatu::handWon(s, 0), 1.0);
        QCOMPARE(*core::empatsatu::handWon(s, 3), 0.0);
        QVERIFY(!core::empatsatu::handWon(start, 0));
    }

    void discardReasons() {
        // Seat 0 drew the 2♣ to J♠ Q♠ 9♠ 3♥: spades count (29).
        const EmpatSatuState s =
            after(position(EmpatSatuRules{}, 3, 0,
                           {"Js Qs 9s 3h", "4c 5d 6h 7s", "4d 5h 6s 7c", "Ks 8c 8d 8h"}, "2c 2d"),
                  {"draw"});
        const auto suit = explain(s, "discard Js", "discard 2c");
        QCOMPARE(suit.code, std::string(reasons::kThrowsScoringSuit));
        QCOMPARE(suit.word("suit"), std::string("spades"));
        QCOMPARE(suit.cardsOf("cards"), cards("Js"));
        // Keeping the 3♥ leaves 29 - 3 = 26; keeping the 2♣ leaves 27.
        const auto worse = explain(s, "discard 2c", "discard 3h");
        QCOMPARE(worse.code, std::string(reasons::kKeepsWorseCard));
        QCOMPARE(worse.value("count"), 26.0);
        QCOMPARE(worse.value("more"), 27.0);
    }

    void discardsThatKeepOptionsOrGiveLittle() {
        // 3♠ 4♥ 10♠ K♥ draws the 5♦: throwing it keeps two hearts and two spades, either suit open.
        const EmpatSatuState open =
            after(position(EmpatSatuRules{}, 3, 0,
                           {"3s 4h Ts Kh", "4c 5c 6h 7s", "4d 5h 6s 7c", "Ks 8c 8d 8h"}, "5d"),
                  {"draw"});
        const auto two = explain(open, "discard Ts", "discard 5d");
        QCOMPARE(two.code, std::string(reasons::kKeepsTwoSuits));
        QCOMPARE(two.word("suit"), std::string("hearts"));
        QCOMPARE(two.word("other"), std::string("spades"));

        // 4♦ 9♠ 10♠ K♠ draws the 10♦: throwing it hands the next player a 10 where the 4♦ gives little.
        const EmpatSatuState high =
            after(position(EmpatSatuRules{}, 3, 0,
                           {"4d 9s Ts Ks", "4c 5c 6h 7s", "2d 5h 6s 7c", "Qs 8c 8d 8h"}, "Td"),
                  {"draw"});
        const auto gives = explain(high, "discard Td", "discard 4d");
        QCOMPARE(gives.code, std::string(reasons::kGivesHighCard));
        QCOMPARE(gives.value("count"), 10.0);
        QCOMPARE(gives.value("seat"), 1.0);
    }

    void feedingTheNextPlayer() {
        // Seat 1 took seat 0's 3♥; now seat 0 drew the 9♥ and throws it rather than the 2♣.
        const EmpatSatuState s = after(
            position(EmpatSatuRules{}, 3, 0, {"Js Qs 9s 3h", "Ah Kh 5d 6c", "4d 5h 6s 7c", "Ks 8c 8d 8h"},
                     "2c 2d 2h 9h"),
            {"draw", "discard 3h", "take", "discard 6c", "draw", "discard 2d", "draw", "discard 2h", "draw"});
        QCOMPARE(s.currentSeat(), 0);
        const auto feeds = explain(s, "discard 9h", "discard 2c");
        QCOMPARE(feeds.code, std::string(reasons::kFeedsNext));
        QCOMPARE(feeds.value("seat"), 1.0);
        QCOMPARE(feeds.word("suit"), std::string("hearts"));
    }

    void takingAndStopping() {
        // Seats 1, 2 and 3 draw and throw; seat 3 throws the K♠, which lifts J♠ Q♠ 9♠ 3♥ from 26 to 39.
        const EmpatSatuState s =
            after(position(EmpatSatuRules{}, 0, 1,
                           {"Js Qs 9s 3h", "4c 5d 6h 7s", "4d 5h 6s 7c", "Ks 8c 8d 8h"}, "2c 2d 2h"),
                  {"draw", "discard 2c", "draw", "discard 2d", "draw", "discard Ks"});
        QCOMPARE(s.currentSeat(), 0);
        const auto skip = explain(s, "draw", "take");
        QCOMPARE(skip.code, std::string(reasons::kSkipsTake));
        QCOMPARE(skip.cardsOf("cards"), cards("Ks"));
        QCOMPARE(skip.value("from"), 26.0);
        QCOMPARE(skip.value("to"), 39.0);
        QCOMPARE(explain(s, "take", "draw").code, std::string(reasons::kTakesUseless));

        const EmpatSatuState flush =
            position(EmpatSatuRules{}, 3, 0, {"Js Qs 9s 3s", "4c 5d 6h 7s", "4d 5h 6s 7c", "Ks 8c 8d 8h"});
        const auto early = explain(flush, "stop", "draw");
        QCOMPARE(early.code, std::string(reasons::kStopsEarly));
        QCOMPARE(early.value("count"), 32.0);
        QCOMPARE(explain(flush, "draw", "stop").code, std::string(reasons::kMissesStop));
    }

    void theHintKeepsTheBestFour() {
        // 10♠ 6♥ 8♣ 5♦ draws the Q♣: only throwing the 10♠ keeps the best four, Q♣ 8♣ 6♥ 5♦ = 18 - 11 = 7
        // (clubs); throwing the 5♦ keeps 2, the 6♥ 3.
        const EmpatSatuState start = position(
            EmpatSatuRules{}, 3, 0, {"Ts 6h 8c 5d", "4c 5s 6s 7s", "4d 5h Jd 7c", "Ks 9c 9d 8h"}, "Qc");
        const EmpatSatuState s = after(start, {"draw"});
        QCOMPARE(*core::empatsatu::bestFourDiscard(s.observation(0)), mv("discard Ts"));
        const auto hint = core::game::hintAfter(EmpatSatuReviewer(), start, {"draw"}, 0);
        QVERIFY(hint.hint);
        QCOMPARE(hint.hint->move, std::string("discard Ts"));
        // The next best is weighed with the best four named, whether it is a mistake or a close call.
        const auto& why = hint.hint->reason;
        QVERIFY2(why.code == reasons::kKeepsWorseCard || why.code == reasons::kCloseBestFour,
                 why.toString().c_str());
        QCOMPARE(why.cardsOf("better"), cards("Ts"));
        QCOMPARE(why.cardsOf("four"), cards("Qc 8c 6h 5d"));
        QCOMPARE(why.value("more"), 7.0);
        QCOMPARE(why.word("suit"), std::string("clubs"));

        // The review agrees: throwing the 10♠ is the best move, throwing the Q♣ a mistake.
        const auto right = core::game::reviewMoves(EmpatSatuReviewer(), start, {"draw", "discard Ts"}, 0);
        QVERIFY(right.review);
        QCOMPARE(right.review->decisions.back().best, std::string("discard Ts"));
        QCOMPARE(right.review->decisions.back().cost, 0.0);
        const auto wrong = core::game::reviewMoves(EmpatSatuReviewer(), start, {"draw", "discard Qc"}, 0);
        QVERIFY(wrong.review);
        const auto& d = wrong.review->decisions.back();
        QCOMPARE(d.best, std::string("discard Ts"));
        QVERIFY2(d.cost > 0, d.reason.toString().c_str());
        QCOMPARE(d.reason.code, std::string(reasons::kThrowsScoringSuit));
        QVERIFY(d.costLow > 0 && d.costHigh > d.costLow);
    }

    void aStrongHandStopsInTheReview() {
        // A 41 cannot be beaten: the review finds the stop.
        const EmpatSatuState s =
            position(EmpatSatuRules{}, 3, 0, {"As Ks Qs Js", "4c 5d 6h 7s", "4d 5h 6s 7c", "Kd 8c 8d 8h"});
        core::cards::Rng rng(5);
        const auto a = EmpatSatuReviewer(0.3).assess(s.observation(0), mv("draw"), rng);
        QCOMPARE(a.best, mv("stop"));
        // Stopping with 41 wins in every world (the one who stops wins even a tie); nothing does better.
        QCOMPARE(a.valueBest, 1.0);
        QVERIFY(a.valuePlayed <= a.valueBest);
    }
};

QTEST_GUILESS_MAIN(TestEmpatSatuReview)
#include "tst_empatsatu_review.moc"
