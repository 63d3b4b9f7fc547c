// The coach in Capsa: a review never peeks (two games that differ only in cards the seat cannot see get the
// same review), the same moves give the same review, and each reason names the facts of the position.
#include "capsa/bots/mediumbot.h"
#include "capsa/review.h"
#include "capsa/settledpoints.h"
#include "capsatesthelpers.h"

#include <QTest>

using capsatest::cards;
using capsatest::play;
using core::capsa::CapsaReviewer;
using core::capsa::CapsaRules;
using core::capsa::CapsaState;
using core::capsa::Move;
using core::cards::CardSet;
namespace reasons = core::capsa::reasons;

namespace {

std::vector<std::string> texts(const std::vector<Move>& moves) {
    std::vector<std::string> out;
    for (const Move& m : moves) out.push_back(m.toString());
    return out;
}

/// Plays `start` with the Medium policy for every seat until seat 0 has made `decisions` choices.
std::vector<Move> mediumGame(CapsaState s, int decisions) {
    std::vector<Move> moves;
    int made = 0;
    while (!s.isDealOver() && made < decisions) {
        if (s.currentSeat() == 0 && s.legalMoves().size() > 1) ++made;
        const Move m = core::capsa::mediumMove(s);
        s.apply(m);
        moves.push_back(m);
    }
    return moves;
}

CapsaState after(CapsaState s, const std::vector<Move>& moves) {
    for (const Move& m : moves)
        if (s.apply(m)) qFatal("a scripted move was refused: %s", m.toString().c_str());
    return s;
}

/// Seat 0 to act on a single 4♠ (it led the 3♦, seat 1 played the 4♠, seats 2 and 3 passed), holding a
/// straight 5-9, J♣, K♥ and the 2♠ that nothing beats.
CapsaState facingSingle() {
    const CapsaState start =
        CapsaState::fromHands(CapsaRules{}, {cards("3d 5c 6d 7h 8s 9c Jc Kh 2s"), cards("4s Qd Qs Ah Tc"),
                                             cards("4c 4h Td Th Ks"), cards("5d 5h Js Ad Ac")});
    return after(start, {play("3d"), play("4s"), Move::pass(), Move::pass()});
}

core::game::Reason explain(const CapsaState& s, const Move& played, const Move& best) {
    core::cards::Rng rng(1);
    return CapsaReviewer(0.1).explain(s.observation(s.currentSeat()), played, best, {}, rng);
}

} // namespace

class TestCapsaReview : public QObject {
    Q_OBJECT
private slots:
    void aReviewNeverPeeks() {
        const CapsaState dealt(CapsaRules{}, 4242);
        std::array<CardSet, 4> hands{};
        for (int s = 0; s < 4; ++s) hands[static_cast<std::size_t>(s)] = dealt.hand(s);
        const CapsaState first = CapsaState::fromHands(CapsaRules{}, hands);
        const std::vector<Move> moves = mediumGame(first, 4);
        const CapsaState end = after(first, moves);
        QVERIFY(!end.isDealOver());

        // Swap a card that seat 1 still holds with one that seat 2 still holds: neither was played, so every
        // move stays legal, and seat 0 sees exactly the same game.
        const auto a = end.hand(1).first(), b = end.hand(2).first();
        hands[1].remove(a);
        hands[1].add(b);
        hands[2].remove(b);
        hands[2].add(a);
        const CapsaState second = CapsaState::fromHands(CapsaRules{}, hands);
        CapsaState x = first, y = second;
        for (const Move& m : moves) {
            QVERIFY(x.observation(0) == y.observation(0));
            QVERIFY(!x.apply(m));
            QVERIFY(!y.apply(m));
        }
        QVERIFY(x.hand(1) != y.hand(1)); // the hidden cards differ

        const auto one = core::game::reviewMoves(CapsaReviewer(0.3), first, texts(moves), 0);
        const auto two = core::game::reviewMoves(CapsaReviewer(0.3), second, texts(moves), 0);
        QVERIFY(one.review && two.review);
        QCOMPARE(one.review->decisions.size(), std::size_t{4});
        QVERIFY(*one.review == *two.review);
        // The review does depend on the cards a seat sees: seat 1 holds different cards in the two games, and
        // its reviews differ.
        const auto seat1 = core::game::reviewMoves(CapsaReviewer(0.3), first, texts(moves), 1);
        const auto seat1Swapped = core::game::reviewMoves(CapsaReviewer(0.3), second, texts(moves), 1);
        QVERIFY(seat1.review && seat1Swapped.review);
        QVERIFY(!(*seat1.review == *seat1Swapped.review));
    }

    void theSameMovesGiveTheSameReview() {
        const CapsaState start(CapsaRules{}, 99);
        const std::vector<Move> moves = mediumGame(start, 6);
        const auto one = core::game::reviewMoves(CapsaReviewer(0.3), start, texts(moves), 0);
        const auto two = core::game::reviewMoves(CapsaReviewer(0.3), start, texts(moves), 0);
        QVERIFY(one.review && two.review);
        QVERIFY(*one.review == *two.review);
        for (const auto& d : one.review->decisions) {
            QVERIFY(d.valueBest >= 0 && d.valueBest <= 3); // placement points
            QVERIFY(d.valuePlayed >= 0 && d.valuePlayed <= 3);
        }
    }

    void pointsAreThoseOfThePlaceReached() {
        CapsaState s = CapsaState::fromHands(CapsaRules{},
                                             {cards("3d"), cards("4s 5s"), cards("4c 5c"), cards("4h 5h")});
        QVERIFY(!core::capsa::settledPoints(s, 0));
        QVERIFY(!s.apply(play("3d"))); // seat 0 goes out first
        QCOMPARE(*core::capsa::settledPoints(s, 0), 3);
        QVERIFY(!core::capsa::settledPoints(s, 1));
    }

    void reasonsNameTheFacts() {
        const CapsaState s = facingSingle();
        QCOMPARE(s.currentSeat(), 0);

        const auto broken = explain(s, play("7h"), play("Kh"));
        QCOMPARE(broken.code, std::string(reasons::kBreaksCombination));
        QCOMPARE(broken.word("kind"), std::string("straight"));
        QCOMPARE(broken.word("table"), std::string("single"));
        QCOMPARE(broken.value("count"), 1.0);
        QCOMPARE(CardSet::of(broken.cardsOf("cards")), cards("5c 6d 7h 8s 9c"));

        const auto control = explain(s, play("2s"), play("Jc"));
        QCOMPARE(control.code, std::string(reasons::kSpendsControl));
        QCOMPARE(CardSet::of(control.cardsOf("cards")), cards("2s"));

        const auto high = explain(s, play("Kh"), play("Jc"));
        QCOMPARE(high.code,
                 std::string(reasons::kPlaysTooHigh)); // A♥, A♦, A♣ are still out: K♥ controls nothing
        QCOMPARE(CardSet::of(high.cardsOf("better")), cards("Jc"));
        QCOMPARE(explain(s, play("Jc"), play("Kh")).code, std::string(reasons::kPlaysTooLow));

        QCOMPARE(explain(s, Move::pass(), play("2s")).code, std::string(reasons::kPassesWithWinner));
        QCOMPARE(explain(s, Move::pass(), play("Jc")).code, std::string(reasons::kPasses));
        QCOMPARE(explain(s, play("Jc"), Move::pass()).code, std::string(reasons::kPlaysInsteadOfPass));
    }

    void reasonsAboutAnOpponentNearlyOut() {
        // Seat 1 is down to one card (4♥) after playing K♦; seat 0 won the trick with the 2♠ and leads.
        const CapsaState start =
            CapsaState::fromHands(CapsaRules{}, {cards("3d 5c 6c 7c 9h Th 2s"), cards("Kd 4h"),
                                                 cards("4c 8h 9s Js"), cards("5d 8d Jd Qh")});
        const CapsaState s =
            after(start, {play("3d"), play("Kd"), Move::pass(), Move::pass(), play("2s"), Move::pass()});
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(s.observation(0).isLeading());
        const auto lead = explain(s, play("5c"), play("9h Th"));
        QCOMPARE(lead.code, std::string(reasons::kOpensForLastCard));
        QCOMPARE(lead.value("seat"), 1.0);
        QCOMPARE(lead.value("count"), 1.0);
        QCOMPARE(explain(s, play("5c"), play("6c")).code, std::string(reasons::kOpensForLastCard));

        // Leading with nobody near the end: the single 3♦ breaks the straight it belongs to.
        const CapsaState quiet =
            CapsaState::fromHands(CapsaRules{}, {cards("3d 4c 5h 6s 7d Ks"), cards("8c 8d 9d"),
                                                 cards("Tc Td Jh"), cards("Qc Qd Ah")});
        const auto opening = explain(quiet, play("3d"), play("3d 4c 5h 6s 7d"));
        QCOMPARE(opening.code, std::string(reasons::kBreaksCombination));
        QCOMPARE(opening.word("table"), std::string("lead"));
        QCOMPARE(opening.word("kind"), std::string("straight"));
    }

    void passingUpSecondPlaceIsAMistake() {
        // Seat 1 went out first with the 2♠; seat 2 leads 9♦ 9♥, seat 3 passes, and seat 0's T♣ T♥ beat the
        // pair and take it out in second place.
        const CapsaState start = CapsaState::fromHands(
            CapsaRules{}, {cards("3d Tc Th"), cards("2s"), cards("9d 9h 4c 5c"), cards("6c 7c 8c Kd")});
        const std::vector<std::string> moves{"3d", "2s", "pass", "pass", "pass", "9d 9h", "pass"};
        const CapsaState s = after(start, {play("3d"), play("2s"), Move::pass(), Move::pass(), Move::pass(),
                                           play("9d 9h"), Move::pass()});
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(*core::capsa::securingPlay(s.observation(0)), play("Tc Th"));

        auto withMove = [&](const char* m) {
            auto all = moves;
            all.emplace_back(m);
            return all;
        };
        const auto passed = core::game::reviewMoves(CapsaReviewer(), start, withMove("pass"), 0);
        QVERIFY(passed.review);
        const auto& d = passed.review->decisions.back();
        QCOMPARE(d.best, std::string("Tc Th"));
        QVERIFY2(d.cost > 0, d.reason.toString().c_str());
        QVERIFY(d.costLow > 0);
        QCOMPARE(d.reason.code, std::string(reasons::kMissesPlace));
        QCOMPARE(d.reason.value("place"), 2.0);
        QCOMPARE(d.reason.word("how"), std::string("out"));
        QCOMPARE(CardSet::of(d.reason.cardsOf("better")), cards("Tc Th"));
        QVERIFY(d.reason.cardsOf("cards").empty());

        const auto played = core::game::reviewMoves(CapsaReviewer(), start, withMove("Tc Th"), 0);
        QVERIFY(played.review);
        QCOMPARE(played.review->decisions.back().cost, 0.0);
        QCOMPARE(played.review->decisions.back().reason.code, std::string(core::game::reasons::kBest));

        const auto hint = core::game::hintAfter(CapsaReviewer(), start, moves, 0);
        QVERIFY(hint.hint);
        QCOMPARE(hint.hint->move, std::string("Tc Th"));
        QCOMPARE(hint.hint->reason.code, std::string(reasons::kMissesPlace));
    }

    void aPlayNothingCanBeatSecuresThePlaceToo() {
        // Seat 0 leads with 2♠ and 5♣ 5♦: nothing unseen beats the 2♠, and the pair then takes it out.
        const CapsaState s =
            after(CapsaState::fromHands(CapsaRules{}, {cards("3d 2s 5c 5d"), cards("4s 8h 9h"),
                                                       cards("4c Jd Qd"), cards("6c 7c Kd")}),
                  {play("3d"), Move::pass(), Move::pass(), Move::pass()});
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(s.observation(0).isLeading());
        QCOMPARE(*core::capsa::securingPlay(s.observation(0)), play("2s"));
        const auto r = explain(s, play("5c"), play("2s"));
        QCOMPARE(r.code, std::string(reasons::kMissesPlace));
        QCOMPARE(r.word("how"), std::string("control"));
        QCOMPARE(r.value("place"), 1.0);
        QCOMPARE(CardSet::of(r.cardsOf("rest")), cards("5c 5d"));
    }

    void aHintComesFromTheSameEngine() {
        const CapsaState s = facingSingle();
        const std::vector<std::string> moves{"3d", "4s", "pass", "pass"};
        const CapsaState start =
            CapsaState::fromHands(CapsaRules{}, {cards("3d 5c 6d 7h 8s 9c Jc Kh 2s"), cards("4s Qd Qs Ah Tc"),
                                                 cards("4c 4h Td Th Ks"), cards("5d 5h Js Ad Ac")});
        const auto hint = core::game::hintAfter(CapsaReviewer(0.3), start, moves, 0);
        QVERIFY(hint.hint);
        const auto legal = s.legalMoves();
        QVERIFY(std::find(legal.begin(), legal.end(), *Move::parse(hint.hint->move)) != legal.end());
        QVERIFY(!hint.hint->alternative.empty());
        QVERIFY(!hint.hint->reason.code.empty());
        QCOMPARE(hint.hint->unit, core::game::ReviewUnit::Points);
    }
};

QTEST_GUILESS_MAIN(TestCapsaReview)
#include "tst_capsareview.moc"
