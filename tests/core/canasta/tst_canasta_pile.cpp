// Taking the discard pile (§3.6-3.7), freezing, black 3s on top, red 3s in the pile and the first meld's
// minimum, as scripted positions played through the rules. Vectors V-K3, V-K4, V-K14 ... V-K19, V-K22.
#include "canastatest.h"

#include <QTest>

using namespace canastatest;

namespace {

// Four players, fixed seats: side 0 = seats 0 and 2, side 1 = seats 1 and 3; seat 0 deals and plays first.
Setup fourPlayers(const std::string& variant = "") {
    Setup s;
    s.rules = rulesOf(variant);
    s.current = 0; // also under the classic rules, where the dealer's left plays first
    s.hands[1] = "4c 5c 6c 8c Tc";
    s.hands[2] = "4d 5d 6d 8d Td";
    s.hands[3] = "4h 5h 6h 8h Th";
    return s;
}

int slot(char rank) {
    return Move::parse(std::string("add 4c to ") + rank)->arg;
}

} // namespace

class TestCanastaPile : public QObject {
    Q_OBJECT
private slots:
    void firstMeldWithThePileNeedsANaturalPair() {
        Setup setup = fourPlayers();
        setup.hands[0] = "7s 7c Ac Ad Ah 9d 8s Qc";
        setup.pile = "Qd Qh 7h";
        State s = fromSetup(setup);
        QCOMPARE(tryMove(s, "take 7s Jk"), std::string(describe(Refusal::FirstMeldNeedsPair)));
        QCOMPARE(tryMove(s, "take"), std::string(describe(Refusal::FirstMeldNeedsPair)));
        QVERIFY(!isLegal(s, "take"));
        // 7h + 7c + 7s = 15 < 50, but A-A-A can follow: the take is allowed.
        QCOMPARE(tryMove(s, "take 7c 7s"), std::string("ok"));
        QCOMPARE(s.board().phase, Phase::Play);
        QVERIFY(!s.board().opened[0]);
        QCOMPARE(s.board().turn.openingPoints, 15);
        QCOMPARE(s.board().turn.pending.count(), 2); // Qd Qh wait until the minimum is reached
        QCOMPARE(s.hand(0).count(), 6);
        // Until then: no discard, and the other pile cards cannot be used.
        QCOMPARE(tryMove(s, "discard 9d"), std::string(describe(Refusal::BelowMinimum)));
        QCOMPARE(tryMove(s, "meld Qc Qd Qh"), std::string(describe(Refusal::PileCardsLocked)));
        QVERIFY(!isLegal(s, "discard 9d"));
        QCOMPARE(tryMove(s, "meld Ac Ad Ah"), std::string("ok")); // 75 >= 50
        QVERIFY(s.board().opened[0]);
        QVERIFY(s.board().turn.pending.empty());
        QCOMPARE(s.hand(0).count(), 5);
        QCOMPARE(s.board().known[0].count(), 2); // the pile cards are known to be in the hand
        QCOMPARE(tryMove(s, "meld Qc Qd Qh"), std::string("ok"));
        QVERIFY(s.board().known[0].empty());
        QCOMPARE(tryMove(s, "discard 9d"), std::string("ok"));
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(s.board().meldedEarlier[0]);
    }

    void firstMeldMinimumCountsTheTopCard() {
        Setup setup = fourPlayers();
        setup.scores = {1500, 0, 0};
        setup.hands[0] = "Ac Ad Kc Kd Ks 9d 8s";
        setup.pile = "5c Ah";
        State s = fromSetup(setup);
        QCOMPARE(s.board().minimum(0), 90);
        // Ah + Ac + Ad = 60, K-K-K = 30: 90 with the top card counted.
        APPLY_ALL(s, "take Ac Ad", "meld Kc Kd Ks");
        QVERIFY(s.board().opened[0]);
        QCOMPARE(tryMove(s, "discard 9d"), std::string("ok"));

        setup.hands[0] = "Ac Ad 9d 8s Qc Jc";
        State short60 = fromSetup(setup);
        QCOMPARE(tryMove(short60, "take Ac Ad"), std::string(describe(Refusal::MinimumOutOfReach)));
        QVERIFY(!isLegal(short60, "take Ac Ad"));
    }

    void negativeScoreMinimum() {
        Setup setup = fourPlayers();
        setup.scores = {-200, 0, 0};
        setup.hands[0] = "7c 7s 9d 8s Qc";
        setup.pile = "5c 7h";
        State seed = fromSetup(setup);
        APPLY_ALL(seed, "take 7c 7s"); // no minimum: complete at once
        QVERIFY(seed.board().opened[0]);
        QVERIFY(seed.board().turn.pending.empty());
        setup.rules = rulesOf("canasta-klasik");
        State classic = fromSetup(setup);
        QCOMPARE(classic.board().minimum(0), 15);
        APPLY_ALL(classic, "take 7c 7s"); // 15 >= 15: any three naturals reach it
        QVERIFY(classic.board().opened[0]);
    }

    // V-K3 and V-K4: side score 1,600, first meld after drawing from the stock.
    void firstMeldFromTheStock() {
        Setup setup = fourPlayers();
        setup.scores = {1600, 0, 0};
        setup.hands[0] = "6c 6d 6h Kc Kd Kh 2c 9d 8s";
        setup.stock = "Qs";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw");
        // 6-6-6 + K-K-K-2 = 65 < 90: no step towards it is allowed.
        QCOMPARE(tryMove(s, "meld 6c 6d 6h"), std::string(describe(Refusal::MinimumOutOfReach)));
        QCOMPARE(tryMove(s, "meld Kc Kd Kh"), std::string(describe(Refusal::MinimumOutOfReach)));
        QCOMPARE(tryMove(s, "meld 2c Kc Kd"), std::string(describe(Refusal::MinimumOutOfReach)));
        for (const Move& m : s.legalMoves()) QVERIFY(m.kind != MoveKind::Meld && m.kind != MoveKind::Add);
        QCOMPARE(tryMove(s, "discard 9d"), std::string("ok")); // no meld, no minimum

        setup.hands[0] = "6c 6d 6h Ac Ad Ah 2c 9d 8s";
        State v4 = fromSetup(setup);
        APPLY_ALL(v4, "draw", "meld 6c 6d 6h", "meld Ac Ad Ah");
        QVERIFY(!v4.board().opened[0]); // 75 so far
        QCOMPARE(tryMove(v4, "discard 9d"), std::string(describe(Refusal::BelowMinimum)));
        APPLY_ALL(v4, "add 2c to A"); // 95 >= 90
        QVERIFY(v4.board().opened[0]);
        QCOMPARE(v4.board().turn.openingPoints, 95);
        APPLY_ALL(v4, "discard 9d");
    }

    // V-K14: the pile's top card makes the first canasta.
    void firstCanastaWaivesTheMinimum() {
        Setup setup = fourPlayers();
        setup.hands[0] = "4c 4d 4s 4h 4c 4d Ks Qd";
        setup.hands[1] = "5c 6c 8c Tc Jc";
        setup.hands[2] = "5d 6d 8d Td Jd";
        setup.hands[3] = "5h 6h 8h Th Jh";
        setup.pile = "9c 8s 4h";
        State seed = fromSetup(setup);
        APPLY_ALL(seed, "take 4c 4d", "add 4s to 4", "add 4h to 4", "add 4c to 4");
        QVERIFY(!seed.board().opened[0]);
        QCOMPARE(tryMove(seed, "discard Ks"), std::string(describe(Refusal::BelowMinimum)));
        APPLY_ALL(seed, "add 4d to 4"); // seven fours: a natural canasta, only 35 points
        QVERIFY(seed.board().opened[0]);
        QVERIFY(seed.board().isCanastaMeld(0, slot('4')));
        QCOMPARE(seed.hand(0).count(), 4); // Ks Qd and the pile's 9c 8s
        APPLY_ALL(seed, "discard Ks");

        setup.rules = rulesOf("canasta-klasik");
        State classic = fromSetup(setup);
        QCOMPARE(tryMove(classic, "take 4c 4d"), std::string(describe(Refusal::MinimumOutOfReach)));
        // From the stock the seed does not waive it either: the waiver needs the pile's top card.
        setup.rules = rulesOf("");
        setup.hands[0] = "4c 4d 4s 4h 4c 4d Ks";
        setup.pile = "9c 8s";
        setup.stock = "4h";
        State stock = fromSetup(setup);
        APPLY_ALL(stock, "draw");
        QCOMPARE(tryMove(stock, "meld 4c 4d 4s"), std::string(describe(Refusal::MinimumOutOfReach)));
    }

    // V-K15
    void naturalAndWildOnceMelded() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh"};
        setup.hands[0] = "7s Jk 9c 9d";
        setup.pile = "5c 7h";
        State s = fromSetup(setup);
        QVERIFY(s.board().opened[0]);
        QVERIFY(isLegal(s, "take 7s Jk"));
        APPLY_ALL(s, "take 7s Jk");
        QCOMPARE(s.board().meld(0, slot('7')).count(), 3);
        QCOMPARE(s.hand(0).count(), 3); // 9c 9d and the pile's 5c
        QVERIFY(s.board().known[0].count() == 1);
        QCOMPARE(s.board().frozen, Frozen::No);
    }

    // V-K16
    void frozenPileNeedsANaturalPair() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh", "7d 7d 7c"};
        setup.hands[0] = "7s Jk 9c 9d";
        setup.pile = "5c 2d 7h";
        setup.frozen = Frozen::WildDiscard;
        State s = fromSetup(setup);
        QCOMPARE(tryMove(s, "take 7s Jk"), std::string(describe(Refusal::PileFrozen)));
        QCOMPARE(tryMove(s, "take"),
                 std::string(describe(Refusal::PileFrozen))); // a meld on the table is not enough
        setup.hands[0] = "7s 7c Jk 9c";
        State pair = fromSetup(setup);
        QVERIFY(!isLegal(pair, "take"));
        QVERIFY(!isLegal(pair, "take 7s Jk"));
        APPLY_ALL(pair, "take 7c 7s"); // onto the side's meld of 7s
        QCOMPARE(pair.board().meld(0, slot('7')).count(), 6);
        QCOMPARE(pair.board().frozen, Frozen::No);
        QVERIFY(pair.board().pile.empty());
        QCOMPARE(pair.hand(0).count(), 4); // Jk 9c + 5c 2d
    }

    void discardingAWildCardFreezesThePile() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"9h 9h 9d"};
        setup.melds[1] = {"9c 9d 9s"};
        setup.hands[0] = "2c Qd Qh";
        setup.hands[1] = "9s Qc 8c Tc";
        setup.hands[2] = "9c Ac Jd Td";
        setup.pile = "5c 6s";
        setup.stock = "Jc 5h Ks";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw", "discard 2c");
        QCOMPARE(s.board().frozen, Frozen::WildDiscard);
        QCOMPARE(s.board().pileTop(), cardsOf("2c").front());
        QCOMPARE(tryMove(s, "take"), std::string(describe(Refusal::PileTopWild)));
        APPLY_ALL(s, "draw", "discard 9s"); // seat 1 covers the 2 with a 9
        QCOMPARE(s.currentSeat(), 2);
        QVERIFY(s.board().pileFrozen());
        // Seat 2's side has 9s melded, but the pile stays frozen until taken: a pair is needed.
        QCOMPARE(tryMove(s, "take"), std::string(describe(Refusal::PileFrozen)));
        QVERIFY(!isLegal(s, "take"));
    }

    // V-K17
    void topCardOntoAFinishedCanasta() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks"};
        setup.hands[0] = "9c 9d 8s";
        setup.pile = "5c Ks";
        State seed = fromSetup(setup);
        QCOMPARE(tryMove(seed, "take"), std::string(describe(Refusal::TopCardOntoCanasta)));
        setup.rules = rulesOf("canasta-klasik");
        State classic = fromSetup(setup);
        QCOMPARE(tryMove(classic, "take"), std::string("ok"));
        QCOMPARE(classic.board().meld(0, slot('K')).count(), 8);
        // A meld that is not yet a canasta takes the top card under either rule.
        setup.rules = rulesOf("");
        setup.melds[0] = {"Kc Kd Kh Kh"};
        State open = fromSetup(setup);
        QVERIFY(isLegal(open, "take"));
    }

    // V-K18
    void blackThreeOnTopStopsTheNextPlayer() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"9c 9d 9h"};
        setup.hands[0] = "3c 3s Qd Qh";
        setup.hands[1] = "9s 9s Jc Tc";
        setup.pile = "5c 3s";
        setup.stock = "Jh 8d"; // seat 0 draws Jh, seat 1 draws 8d
        State s = fromSetup(setup);
        QVERIFY(s.board().blackThreeOnTop());
        QCOMPARE(tryMove(s, "take 3c 3s"), std::string(describe(Refusal::PileTopBlackThree)));
        for (const Move& m : s.legalMoves()) QVERIFY(m.kind != MoveKind::Take);
        // Covered by the next discard, the block is gone.
        APPLY_ALL(s, "draw", "discard Qd");
        QVERIFY(!s.board().blackThreeOnTop());
        APPLY_ALL(s, "draw", "discard 8d");
        QCOMPARE(s.currentSeat(), 2);
        QVERIFY(!s.board().pileFrozen()); // a black 3 never freezes
    }

    // V-K19
    void oneCardAgainstAOneCardPile() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"9c 9d 9h"};
        setup.hands[0] = "9s";
        setup.pile = "9d";
        State s = fromSetup(setup);
        QCOMPARE(tryMove(s, "take"), std::string(describe(Refusal::OneCardPileOneCard)));
        setup.pile = "5c 9d";
        State two = fromSetup(setup);
        QCOMPARE(tryMove(two, "take"), std::string("ok"));
    }

    void pileTopsThatCannotBeTaken() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"9c 9d 9h"};
        setup.hands[0] = "9s Jk 2c 8s";
        State empty = fromSetup(setup);
        QCOMPARE(tryMove(empty, "take"), std::string(describe(Refusal::PileEmpty)));
        setup.pile = "9h Jr";
        State wild = fromSetup(setup);
        QCOMPARE(tryMove(wild, "take 2c Jk"), std::string(describe(Refusal::PileTopWild)));
        setup.pile = "9h Kd";
        State other = fromSetup(setup);
        QCOMPARE(tryMove(other, "take 9s Jk"), std::string(describe(Refusal::TakeCardsDoNotMatch)));
        QCOMPARE(tryMove(other, "take 2c Jk"), std::string(describe(Refusal::TakeCardsDoNotMatch)));
        QCOMPARE(tryMove(other, "take"), std::string(describe(Refusal::NoMeldForTopCard)));
        setup.pile = "9h 9s";
        setup.hands[0] = "Ks Jk 2c 8s";
        State notHeld = fromSetup(setup);
        QCOMPARE(tryMove(notHeld, "take 9s 9c"), std::string(describe(Refusal::NotInHand)));
    }

    void redThreeInATakenPileIsNotReplaced() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh"};
        setup.hands[0] = "9d 9s 8c 7c";
        setup.pile = "3h 9c";
        setup.frozen = Frozen::RedThreeUpcard;
        State s = fromSetup(setup);
        const int stock = s.board().stockCount;
        QCOMPARE(tryMove(s, "take 9d 9s"), std::string("ok"));
        QCOMPARE(s.board().redThrees[0].count(), 1);
        QCOMPARE(s.board().stockCount, stock);
        QCOMPARE(s.hand(0).count(), 2);
        QCOMPARE(s.board().frozen, Frozen::No);
    }

    void twoHandGameTakeAlsoDrawsOne() {
        Setup setup;
        setup.rules = rulesOf("players=2");
        setup.melds[0] = {"Kc Kd Kh"};
        setup.hands[0] = "9c 9d 8s";
        setup.hands[1] = "4c 5c 6c";
        setup.pile = "5h Ks";
        setup.stock = "Qd";
        State seed = fromSetup(setup);
        const int stock = seed.board().stockCount;
        APPLY_ALL(seed, "take");
        QCOMPARE(seed.hand(0).count(), 5); // 9c 9d 8s + 5h + the stock's Qd
        QCOMPARE(seed.board().stockCount, stock - 1);
        QCOMPARE(seed.board().known[0].count(), 1); // only the pile card is known
        setup.rules = rulesOf("canasta-klasik,players=2");
        setup.current = 0;
        State classic = fromSetup(setup);
        APPLY_ALL(classic, "take");
        QCOMPARE(classic.hand(0).count(), 4);
        QCOMPARE(classic.board().stockCount, stock);
        // The draw takes two cards in the 15-card game, and only two.
        State draw = fromSetup(setup);
        QCOMPARE(tryMove(draw, "draw"), std::string(describe(Refusal::WrongDrawCount)));
        APPLY_ALL(draw, "draw 2");
        QCOMPARE(draw.hand(0).count(), 5);
        setup.rules = rulesOf("players=2,twoHandDrawTwo=Optional");
        State optional = fromSetup(setup);
        QVERIFY(isLegal(optional, "draw") && isLegal(optional, "draw 2"));
        setup.rules = rulesOf("players=2,twoHandCards=13");
        State thirteen = fromSetup(setup);
        QCOMPARE(tryMove(thirteen, "draw 2"), std::string(describe(Refusal::WrongDrawCount)));
        APPLY_ALL(thirteen, "take");
        QCOMPARE(thirteen.hand(0).count(), 4); // no extra card in the 13-card game
    }

    // V-K22
    void upcardProcedure() {
        Setup setup = fourPlayers();
        setup.hands[0] = "9c 9s 8s Qd";
        setup.stock = "2c Jk 3h 3s 9d Kd";
        setup.turnUpcard = true;
        State seed = fromSetup(setup);
        QCOMPARE(seed.board().pile.size(), 3);
        QCOMPARE(faceOf(seed.board().pile[0]), cardsOf("2c").front()); // crosswise, freezing
        QCOMPARE(faceOf(seed.board().pile[1]), cardsOf("3s").front()); // covered
        QCOMPARE(seed.board().pileTop(), cardsOf("9d").front());
        QCOMPARE(seed.board().frozen, Frozen::WildUpcard);
        // Jk and 3h went back into the stock, not on its top.
        int jokers = 0;
        int reds = 0;
        for (PhysicalCard p : seed.stock()) {
            jokers += p == physical(cardsOf("Jk").front(), 0);
            reds += p == physical(cardsOf("3h").front(), 0);
        }
        QCOMPARE(jokers, 1);
        QCOMPARE(reds, 1);
        QCOMPARE(faceOf(seed.stock().top()), cardsOf("Kd").front());
        QCOMPARE(tryMove(seed, "take 9c 9s"), std::string(describe(Refusal::MinimumOutOfReach))); // 30 < 50
        QCOMPARE(tryMove(seed, "take 9c Jk"), std::string(describe(Refusal::FirstMeldNeedsPair)));

        setup.rules = rulesOf("canasta-klasik");
        State classic = fromSetup(setup);
        QCOMPARE(classic.board().pile.size(), 4);
        QCOMPARE(classic.board().pileTop(), cardsOf("3s").front());
        QCOMPARE(classic.board().frozen, Frozen::WildUpcard);
        QCOMPARE(classic.currentSeat(), 0);
        QCOMPARE(tryMove(classic, "take 9c 9s"), std::string(describe(Refusal::PileTopBlackThree)));
    }

    void redThreeUpcardFreezesThePile() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh"};
        setup.hands[0] = "9c 9s 8s Qd";
        setup.stock = "3d 9d Kd";
        setup.turnUpcard = true;
        State s = fromSetup(setup);
        QCOMPARE(s.board().frozen, Frozen::RedThreeUpcard);
        QCOMPARE(s.board().pile.size(), 2);
        QCOMPARE(tryMove(s, "take"), std::string(describe(Refusal::PileFrozen)));
        const int stock = s.board().stockCount;
        APPLY_ALL(s, "take 9c 9s"); // the red 3 goes to the side's red 3s, with no replacement
        QCOMPARE(s.board().redThrees[0].count(), 1);
        QCOMPARE(s.board().stockCount, stock);
        QCOMPARE(s.hand(0).count(), 2);
    }

    void dealtUpcardsFollowTheProcedure() {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const State s(rulesOf(""), seed);
            const Card top = s.board().pileTop();
            QVERIFY(!isWild(top) && !isRedThree(top) && !isBlackThree(top));
            int freezing = 0;
            for (PhysicalCard p : s.board().pile) freezing += isWild(faceOf(p)) || isRedThree(faceOf(p));
            QVERIFY(freezing <= 1);
            QCOMPARE(s.board().pileFrozen(), freezing == 1);
            const State c(rulesOf("canasta-klasik"), seed);
            const Card ctop = c.board().pileTop();
            QVERIFY(!isWild(ctop) && !isRedThree(ctop));
        }
    }

    void oneMeldPerRankAndOnlyOnOwnMelds() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh"};
        setup.melds[1] = {"Qc Qd Qh"};
        setup.hands[0] = "Ks Ks Qs Qs Qc 8s 9d";
        setup.stock = "Jd";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw");
        QCOMPARE(tryMove(s, "meld Ks Ks Jk"), std::string(describe(Refusal::NotInHand)));
        QCOMPARE(tryMove(s, "add Qs to Q"),
                 std::string(describe(Refusal::NoSuchMeld))); // the opponents' meld
        QCOMPARE(tryMove(s, "add Qs to K"), std::string(describe(Refusal::WrongRankForMeld)));
        APPLY_ALL(s, "add Ks to K", "meld Qc Qs Qs"); // a meld of their own is fine
        setup.hands[0] = "Ks Ks Kh 8s 9d";
        State again = fromSetup(setup);
        APPLY_ALL(again, "draw");
        QCOMPARE(tryMove(again, "meld Kh Ks Ks"), std::string(describe(Refusal::RankAlreadyMelded)));
    }

    void malformedMovesAreRefused() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh"};
        setup.hands[0] = "9c 9d 9h 9s 8s";
        setup.pile = "5c 9c";
        State s = fromSetup(setup);
        const auto cards = cardsOf("9c 9d 9h");
        QCOMPARE(refusalName(s.apply(Move::take(std::span(cards).first(1)))),
                 std::string(describe(Refusal::TakeCardsDoNotMatch)));
        QCOMPARE(refusalName(s.apply(Move::take(cards))),
                 std::string(describe(Refusal::TakeCardsDoNotMatch)));
        APPLY_ALL(s, "draw");
        const auto four = cardsOf("9c 9d 9h 9s");
        QCOMPARE(refusalName(s.apply(Move::meld(four))),
                 std::string(describe(Refusal::NewMeldNeedsThreeCards)));
        QCOMPARE(refusalName(s.apply(Move::meld(std::span(four).first(2)))),
                 std::string(describe(Refusal::NewMeldNeedsThreeCards)));
        QCOMPARE(refusalName(s.apply(Move::discard(Card()))), std::string(describe(Refusal::MalformedMove)));
        QCOMPARE(refusalName(s.apply(Move::add(Card(), slot('K')))),
                 std::string(describe(Refusal::MalformedMove)));
        QCOMPARE(refusalName(s.apply(Move::meld(std::span(four).first(3)))), std::string("ok"));
    }

    void distinctMovesIgnoreSuits() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh"};
        setup.hands[0] = "9c 9d 9h 9s Ks Kc 2c 2d Jk Jr 8s";
        setup.stock = "4s";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw");
        const auto all = s.legalMoves();
        const auto distinct = distinctMoves(all);
        QVERIFY(distinct.size() < all.size());
        // One new meld of three nines, one of two nines and a 2, one with a joker ...
        int threeNines = 0;
        int ninesWithTwo = 0;
        int kingAdds = 0;
        for (const Move& m : distinct) {
            const std::string t = m.toString();
            threeNines += m.kind == MoveKind::Meld && t.find('2') == std::string::npos &&
                          t.find('J') == std::string::npos;
            ninesWithTwo += m.kind == MoveKind::Meld && t.find(" 2") != std::string::npos;
            kingAdds += m.kind == MoveKind::Add &&
                        (m.card() == cardsOf("Ks").front() || m.card() == cardsOf("Kc").front());
        }
        QCOMPARE(threeNines, 1);
        QCOMPARE(ninesWithTwo, 1);
        QCOMPARE(kingAdds, 1);
        // ... and every one of them is legal.
        for (const Move& m : distinct) QVERIFY(std::binary_search(all.begin(), all.end(), m));
    }

    void orderOfPlay() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh"};
        setup.hands[0] = "Ks 8s 9d Qd";
        State s = fromSetup(setup);
        QCOMPARE(tryMove(s, "discard 8s"), std::string(describe(Refusal::MustDrawFirst)));
        QCOMPARE(tryMove(s, "add Ks to K"), std::string(describe(Refusal::MustDrawFirst)));
        QCOMPARE(tryMove(s, "pass"), std::string(describe(Refusal::NothingToPass)));
        QCOMPARE(tryMove(s, "stop"), std::string(describe(Refusal::NothingToStop)));
        QCOMPARE(tryMove(s, "yes"), std::string(describe(Refusal::NoQuestion)));
        APPLY_ALL(s, "draw");
        QCOMPARE(tryMove(s, "draw"), std::string(describe(Refusal::AlreadyDrew)));
        QCOMPARE(tryMove(s, "take"), std::string(describe(Refusal::AlreadyDrew)));
        QCOMPARE(tryMove(s, "discard Ac"), std::string(describe(Refusal::NotInHand)));
        QCOMPARE(tryMove(s, "meld 3d 3h 3d"), std::string(describe(Refusal::NotInHand)));
        APPLY_ALL(s, "add Ks to K", "discard 8s");
        QCOMPARE(s.currentSeat(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCanastaPile)
#include "tst_canasta_pile.moc"
