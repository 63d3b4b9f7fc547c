// A hand from the red 3s to the score sheet: red 3s, black 3 melds, going out with and without asking the
// partner, penalty cards, perfect going out, the end of the stock both ways, and whole scored hands (V-K12,
// V-K13, V-K20, V-K21). Also what the observation shows and what determinization keeps.
#include "canastatest.h"

#include <QTest>

#include <array>

using namespace canastatest;

namespace {

Setup fourPlayers(const std::string& variant = "") {
    Setup s;
    s.rules = rulesOf(variant);
    s.current = 0;
    s.hands[1] = "4c 5c 6c 8c Tc";
    s.hands[2] = "4d 5d 6d 8d Td";
    s.hands[3] = "4h 5h 6h 8h Th";
    return s;
}

// Seats 1, 2 and 3 each draw and discard what they drew.
void othersPass(State& s) {
    for (int i = 0; i < 3; ++i) {
        const PhysSet before = s.hand(s.currentSeat());
        QVERIFY(!s.apply(Move::draw()));
        const PhysSet drawn = s.hand(s.currentSeat()) - before;
        QVERIFY(!drawn.empty());
        QVERIFY(!s.apply(Move::discard(faceOf(drawn.toVector().front()))));
    }
}

// Default rules: seat 0 holds `hand`, its side has the meld `kings`, and the last stock card is a red 3.
State lastStockCardRedThree(const char* kings, const char* hand = "9c") {
    Setup setup = fourPlayers();
    setup.melds[0] = {kings};
    setup.hands[0] = hand;
    setup.stock = "3d";
    setup.restInStock = false;
    return fromSetup(setup);
}

} // namespace

class TestCanastaHand : public QObject {
    Q_OBJECT
private slots:
    void redThreesAreLaidOutAndReplaced() {
        Setup setup = fourPlayers();
        setup.hands[0] = "3d 9c 9s 8s";
        setup.stock = "8d 3h Qc";
        State s = fromSetup(setup);
        QCOMPARE(s.board().redThrees[0].count(), 1); // dealt: laid out, replaced by 8d
        QCOMPARE(s.hand(0).count(), 4);
        QCOMPARE(s.hand(0).countFace(cardsOf("8d").front()), 1);
        APPLY_ALL(s, "draw"); // 3h: laid out at once, replaced by Qc
        QCOMPARE(s.board().redThrees[0].count(), 2);
        QCOMPARE(s.hand(0).count(), 5);
        QCOMPARE(s.hand(0).countFace(cardsOf("Qc").front()), 1);
        QCOMPARE(s.hand(0).countFaces(kRedThreeFaces), 0);
    }

    void noRedThreeStaysInADealtHand() {
        for (int players = 2; players <= 6; ++players) {
            for (std::uint64_t seed = 1; seed <= 60; ++seed) {
                CanastaRules r;
                r.players = players;
                const State s(r, seed);
                int reds = 0;
                for (int seat = 0; seat < players; ++seat) {
                    QCOMPARE(s.hand(seat).countFaces(kRedThreeFaces), 0);
                    reds += s.board().redThrees[seat].count();
                    if (s.board().table.active(seat)) QCOMPARE(s.hand(seat).count(), r.handSize());
                }
                QVERIFY(reds <= 4);
            }
        }
    }

    void blackThreesAreMeldedOnlyWhenGoingOut() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks", "Qc Qs Qs"};
        setup.hands[0] = "3c 3s 3c Qd";
        setup.stock = "Qh";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw");
        QCOMPARE(tryMove(s, "meld 3c 3c 3s"), std::string(describe(Refusal::BlackThreesOnlyGoingOut)));
        APPLY_ALL(s, "add Qd to Q", "add Qh to Q", "meld 3c 3c 3s"); // the last meld: out, nothing to discard
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().wentOut, 0);
        QVERIFY(s.board().perfect);
        QCOMPARE(s.board().meld(0, kBlackThreeSlot).count(), 3);
        QCOMPARE(s.board().handScores[0].meldCards, 70 + 50 + 15);

        // Without a canasta the black 3s stay in the hand.
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh", "Qc Qs Qs"};
        State noCanasta = fromSetup(setup);
        APPLY_ALL(noCanasta, "draw", "add Qd to Q", "add Qh to Q");
        QCOMPARE(tryMove(noCanasta, "meld 3c 3c 3s"), std::string(describe(Refusal::NeedsCanastaToGoOut)));

        // With a wild card, never; two black 3s cannot be melded at all.
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks"};
        setup.hands[0] = "3c 3s 2c";
        setup.stock = "9d";
        State wild = fromSetup(setup);
        APPLY_ALL(wild, "draw");
        QCOMPARE(tryMove(wild, "meld 2c 3c 3s"), std::string(describe(Refusal::BlackThreeWithWild)));
        for (const Move& m : wild.legalMoves()) QVERIFY(m.kind != MoveKind::Meld);
    }

    void aBlackThreeMayBeTheLastDiscard() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks", "Qc Qs Qs"};
        setup.hands[0] = "3c";
        setup.stock = "Qh";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw", "add Qh to Q", "discard 3c");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().wentOut, 0);
        QVERIFY(!s.board().perfect);
        QCOMPARE(s.board().handScores[0].goingOut, 100);
    }

    // V-K9, played: a fourth wild card on a finished mixed canasta.
    void fourthWildOnAFinishedCanasta() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh Ks 2c 2d Jk", "9c 9d 9h"};
        setup.hands[0] = "Jr 2h 8s 7s";
        setup.stock = "6s";
        State seed = fromSetup(setup);
        APPLY_ALL(seed, "draw", "add Jr to K", "add 2h to K");
        QCOMPARE(seed.board().meldWilds(0, Move::parse("add Kc to K")->arg), 5);
        setup.rules = rulesOf("canasta-klasik");
        State classic = fromSetup(setup);
        APPLY_ALL(classic, "draw");
        QCOMPARE(tryMove(classic, "add Jr to K"), std::string(describe(Refusal::TooManyWilds)));
        QCOMPARE(tryMove(classic, "add Jr to 9"), std::string("ok")); // a meld with room is fine
        // Before a canasta is finished the limit is three under both rules.
        setup.rules = rulesOf("");
        setup.melds[0] = {"Kc Kd Kh 2c 2d Jk"};
        State early = fromSetup(setup);
        APPLY_ALL(early, "draw");
        QCOMPARE(tryMove(early, "add Jr to K"), std::string(describe(Refusal::TooManyWilds)));
        setup.rules = rulesOf("meldWilds=NotMoreWildThanNatural");
        setup.melds[0] = {"9c 9d 2c"};
        State notMore = fromSetup(setup);
        APPLY_ALL(notMore, "draw", "add Jr to 9");
        QCOMPARE(tryMove(notMore, "add 2h to 9"), std::string(describe(Refusal::WildsOutnumberNaturals)));
        // ... and a finished canasta too: 4 naturals hold at most 4 wild cards.
        setup.melds[0] = {"Kc Kd Kh Ks 2c 2d Jk"};
        State canasta = fromSetup(setup);
        APPLY_ALL(canasta, "draw", "add Jr to K");
        QCOMPARE(canasta.board().meldWilds(0, Move::parse("add Kc to K")->arg), 4);
        QCOMPARE(tryMove(canasta, "add 2h to K"), std::string(describe(Refusal::WildsOutnumberNaturals)));
    }

    // V-K20
    void goingOutNeedsACanasta() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh Ks Kc Kd", "9c 9d 9h"};
        setup.hands[0] = "8c";
        setup.stock = "9s";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw");
        QCOMPARE(tryMove(s, "add 9s to 9"), std::string(describe(Refusal::NeedsCanastaToGoOut)));
        QVERIFY(!isLegal(s, "add 9s to 9"));
        APPLY_ALL(s, "discard 8c"); // keeps 9s: not out
        QVERIFY(!s.isDealOver());

        setup.stock = "Kh";
        State completes = fromSetup(setup);
        APPLY_ALL(completes, "draw", "add Kh to K", "discard 8c"); // the canasta is finished in this turn
        QVERIFY(completes.isDealOver());
        QCOMPARE(completes.board().wentOut, 0);
    }

    // V-K21
    void twoHandGameNeedsTwoCanastas() {
        Setup setup;
        setup.rules = rulesOf("players=2");
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks", "9c 9d 9h"};
        setup.hands[0] = "8c 9s";
        setup.hands[1] = "4c 5c 6c";
        setup.stock = "9c 9d";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw 2", "add 9s to 9", "add 9c to 9");
        QCOMPARE(tryMove(s, "add 9d to 9"), std::string(describe(Refusal::NeedsTwoCanastasToGoOut)));
        setup.rules = rulesOf("players=2,twoHandCards=13");
        setup.stock = "9c";
        State thirteen = fromSetup(setup);
        APPLY_ALL(thirteen, "draw", "add 9s to 9", "add 9c to 9", "discard 8c");
        QVERIFY(thirteen.isDealOver());
    }

    void perfectGoingOutWithoutADiscard() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks"};
        setup.hands[0] = "9c 9d";
        setup.stock = "9h";
        State perfect = fromSetup(setup);
        APPLY_ALL(perfect, "draw", "meld 9c 9d 9h");
        QVERIFY(perfect.isDealOver());
        QVERIFY(perfect.board().perfect);
        QCOMPARE(perfect.board().handScores[0].goingOut, 200);

        setup.hands[0] = "9c 9d 5c";
        State ordinary = fromSetup(setup);
        APPLY_ALL(ordinary, "draw", "meld 9c 9d 9h", "discard 5c");
        QVERIFY(!ordinary.board().perfect);
        QCOMPARE(ordinary.board().handScores[0].goingOut, 100);
    }

    void concealedGoingOutUnderTheClassicRules() {
        Setup setup = fourPlayers("canasta-klasik");
        setup.melds[0] = {"Qc Qc Qd Qd Qh Qh Qs"};
        setup.hands[0] = "7c 7c 7d 7d 7h 7s 5c";
        setup.stock = "7h";
        const char* moves[] = {"draw",        "meld 7c 7c 7d", "add 7d to 7", "add 7h to 7",
                               "add 7h to 7", "add 7s to 7",   "discard 5c"};
        State classic = fromSetup(setup);
        for (const char* m : moves) QCOMPARE(tryMove(classic, m), std::string("ok"));
        QVERIFY(classic.isDealOver());
        QVERIFY(classic.board().perfect); // no earlier meld, a canasta of one's own: 200 even with a discard
        QCOMPARE(classic.board().handScores[0].goingOut, 200);
        setup.rules = rulesOf("");
        State seed = fromSetup(setup);
        for (const char* m : moves) QCOMPARE(tryMove(seed, m), std::string("ok"));
        QCOMPARE(seed.board().handScores[0].goingOut, 100);

        // Having melded in an earlier turn, it is an ordinary going out.
        setup.rules = rulesOf("canasta-klasik");
        setup.hands[0] = "9c 9d 9h 7c 7c 7d 7d 7h 7s 5c";
        setup.stock = "8h 4s 5s 6s 7h";
        State earlier = fromSetup(setup);
        APPLY_ALL(earlier, "draw", "meld 9c 9d 9h", "discard 8h");
        othersPass(earlier);
        APPLY_ALL(earlier, "draw", "meld 7c 7c 7d", "add 7d to 7", "add 7h to 7", "add 7h to 7",
                  "add 7s to 7", "discard 5c");
        QVERIFY(earlier.isDealOver());
        QVERIFY(!earlier.board().perfect);
        QCOMPARE(earlier.board().handScores[0].goingOut, 100);
    }

    void askingThePartnerYes() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks"};
        setup.hands[0] = "9c 9d 5c";
        setup.stock = "9h";
        State s = fromSetup(setup);
        APPLY_ALL(s, "ask"); // before drawing
        QCOMPARE(s.board().phase, Phase::Answer);
        QCOMPARE(s.currentSeat(), 2);
        QCOMPARE(s.legalMoves(), (std::vector<Move>{mv("no"), mv("yes")}));
        QCOMPARE(tryMove(s, "draw"), std::string(describe(Refusal::AwaitingAnswer)));
        QCOMPARE(tryMove(s, "ask"), std::string(describe(Refusal::AwaitingAnswer)));
        APPLY_ALL(s, "yes");
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(s.board().phase, Phase::Draw); // may still draw or take the pile
        QVERIFY(s.board().obligedToGoOut());
        QCOMPARE(tryMove(s, "ask"), std::string(describe(Refusal::AlreadyAsked)));
        APPLY_ALL(s, "draw", "meld 9c 9d 9h", "discard 5c");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().wentOut, 0);
    }

    void askingThePartnerNo() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks"};
        setup.hands[0] = "9c 9d 5c";
        setup.stock = "9h";
        State s = fromSetup(setup);
        APPLY_ALL(s, "ask", "no");
        QVERIFY(s.board().forbiddenToGoOut());
        QVERIFY(!s.board().obligedToGoOut());
        APPLY_ALL(s, "draw");
        QCOMPARE(tryMove(s, "meld 9c 9d 9h"), std::string(describe(Refusal::PartnerSaidNo)));
        APPLY_ALL(s, "discard 5c");
        QVERIFY(!s.isDealOver());
        QVERIFY(s.board().penalty[0].empty());
        QVERIFY(!s.board().forbiddenToGoOut()); // only for that turn
    }

    void meldingThenAskingBindsToGoOut() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks"};
        setup.hands[0] = "9c 9d 5c 6c Qh";
        setup.stock = "9h Jd 4s 5s Jh";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw", "meld 9c 9d 9h", "ask", "no");
        QVERIFY(s.board().turn.meldedBeforeAsking);
        QVERIFY(s.board().obligedToGoOut()); // even though the partner said no
        QVERIFY(!s.board().forbiddenToGoOut());
        // Cannot go out with 5c 6c Qh: what is left after the discard becomes penalty cards.
        APPLY_ALL(s, "discard Qh");
        QCOMPARE(s.board().penalty[0].count(), 2);
        QCOMPARE(s.board().penalty[0].faceList(), cardsOf("5c 6c"));
        // Everyone sees them.
        const Observation other = s.observation(1);
        QCOMPARE(other.knownIn(0).count(), 2);
        othersPass(s);
        // Each turn one penalty card must go; new cards stay hidden.
        APPLY_ALL(s, "draw");
        QCOMPARE(s.hand(0).count(), 3);
        QCOMPARE(s.board().penalty[0].count(), 2);
        QCOMPARE(tryMove(s, "discard Jh"), std::string(describe(Refusal::MustDiscardPenaltyCard)));
        QVERIFY(!isLegal(s, "discard Jh"));
        APPLY_ALL(s, "discard 6c");
        QCOMPARE(s.board().penalty[0].count(), 1);
    }

    void obligedWithoutACanasta() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh"};
        setup.hands[0] = "9c 9d 5c 6c";
        setup.stock = "9h";
        State s = fromSetup(setup);
        APPLY_ALL(s, "ask", "yes", "draw");
        QCOMPARE(tryMove(s, "meld 9c 9d 9h"), std::string("ok"));
        QCOMPARE(tryMove(s, "discard 6c"), std::string("ok")); // cannot go out: 5c is a penalty card
        QCOMPARE(s.board().penalty[0].count(), 1);
    }

    void penaltyCardsCountAtTheEnd() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks"};
        setup.hands[0] = "9c 9d 5c 6c Qh";
        setup.stock = "9h Jd 4s 5s Jh";
        setup.restInStock = false;
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw", "meld 9c 9d 9h", "ask", "no", "discard Qh");
        othersPass(s);
        APPLY_ALL(s, "draw"); // the last stock card
        QVERIFY(s.board().stockOut);
        APPLY_ALL(s, "discard 6c", "pass");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().handScores[0].penaltyCards, -5);    // 5c, still a penalty card
        QCOMPARE(s.board().handScores[0].handCards, -10 - 35); // Jh, and the partner's 4d 5d 6d 8d Td
    }

    void noAskingWithoutAPartner() {
        Setup setup;
        setup.rules = rulesOf("players=3");
        setup.hands[0] = "9c 9d 5c";
        setup.hands[1] = "4c 5c 6c";
        setup.hands[2] = "4d 5d 6d";
        State s = fromSetup(setup);
        QCOMPARE(tryMove(s, "ask"), std::string(describe(Refusal::NotPartnership)));
        for (const Move& m : s.legalMoves()) QVERIFY(m.kind != MoveKind::Ask);
    }

    void lastStockCardOneMoreTake() {
        Setup setup = fourPlayers();
        setup.melds[1] = {"Qc Qc Qd"};
        setup.hands[0] = "9c 8s 7s";
        setup.hands[1] = "Qs Qh 5c 6c";
        setup.stock = "Qd";
        setup.restInStock = false;
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw", "discard Qd");
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(s.board().phase, Phase::LastChance);
        QCOMPARE(tryMove(s, "draw"), std::string(describe(Refusal::StockEmpty)));
        QVERIFY(isLegal(s, "take") && isLegal(s, "take Qh Qs") && isLegal(s, "pass"));
        State passed = s;
        APPLY_ALL(passed, "pass");
        QVERIFY(passed.isDealOver());
        QCOMPARE(passed.board().wentOut, core::game::kNoSeat);
        APPLY_ALL(s, "take", "discard 5c"); // the hand ends after the taker's discard
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().meld(1, Move::parse("add Qs to Q")->arg).count(), 4);
    }

    void lastStockCardContinueWhileTaken() {
        Setup setup = fourPlayers("canasta-klasik");
        setup.melds[1] = {"Qc Qc Qd"};
        setup.hands[0] = "9c 8s 7s";
        setup.hands[1] = "Qs Qh 5c 6c";
        setup.stock = "Qd";
        setup.restInStock = false;
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw", "discard Qd");
        // It fits the side's meld: taking it is compulsory.
        QCOMPARE(tryMove(s, "pass"), std::string(describe(Refusal::MustTakePile)));
        APPLY_ALL(s, "take", "discard 5c");
        QCOMPARE(s.currentSeat(), 2);
        QCOMPARE(s.board().phase, Phase::LastChance); // play goes on while the discard is taken
        QVERIFY(!isLegal(s, "take"));
        APPLY_ALL(s, "pass");
        QVERIFY(s.isDealOver());
    }

    // Classic (ContinueWhileTaken, canasta.md §3.10): a red 3 as the last stock card ends the hand; the
    // player may meld but not discard.
    void lastStockCardIsARedThreeClassic() {
        Setup setup = fourPlayers("endOfStock=ContinueWhileTaken");
        setup.melds[0] = {"Kc Kh Ks"};
        setup.hands[0] = "9c 9s 8s Kd";
        setup.stock = "3h";
        setup.restInStock = false;
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw");
        QVERIFY(s.board().turn.noDiscard);
        QCOMPARE(s.board().redThrees[0].count(), 1);
        QCOMPARE(tryMove(s, "discard 8s"), std::string(describe(Refusal::NoDiscardAfterLastRedThree)));
        APPLY_ALL(s, "add Kd to K", "stop"); // may meld, then the hand ends
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().handScores[0].redThrees, 100);
        QCOMPARE(s.board().handScores[0].handCards, -30 - 35); // 9c 9s 8s and the partner's 4d 5d 6d 8d Td
    }

    // Default (OneMoreTake, canasta.md §3.10): the red 3 is laid out like any other, the player discards as
    // after any draw, and the next player may still take that discard; the hand ends after that player's
    // discard.
    void lastStockCardIsARedThreeDefault() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kh Ks"};
        setup.melds[1] = {"Qc Qd Qh"};
        setup.hands[0] = "9c 9s 8s Kd";
        setup.hands[1] = "8c 8d 5c 6c";
        setup.stock = "3h";
        setup.restInStock = false;
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw");
        QVERIFY(!s.board().turn.noDiscard);
        QCOMPARE(s.board().redThrees[0].count(), 1);
        QCOMPARE(s.board().stockCount, 0);
        QCOMPARE(tryMove(s, "stop"), std::string(describe(Refusal::NothingToStop)));
        APPLY_ALL(s, "discard 8s");
        QVERIFY(!s.isDealOver());
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(s.board().phase, Phase::LastChance);
        APPLY_ALL(s, "take 8c 8d", "discard 5c");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().handScores[0].redThrees, 100);
        QCOMPARE(s.board().handScores[0].handCards, -(5 + 5 + 10) - 10 - 35); // 9c 9s Kd, 8s gone, partner's
    }

    // Default rules, but the red 3 leaves the player one card and no canasta to go out with: nothing can be
    // discarded, so the hand ends there as under the Classic rule.
    void lastStockCardIsARedThreeWithOneCardLeft() {
        State s = lastStockCardRedThree("Kc Kh Ks");
        APPLY_ALL(s, "draw");
        QVERIFY(s.board().turn.noDiscard);
        QCOMPARE(tryMove(s, "discard 9c"), std::string(describe(Refusal::NoDiscardAfterLastRedThree)));
        QCOMPARE(QString::fromStdString(legalMovesText(s)),
                 QStringLiteral("ask;stop;")); // no discard, the hand can end
        APPLY_ALL(s, "stop");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().wentOut, core::game::kNoSeat);
    }

    // The same with a canasta: the player may go out with its last card, asks, and the partner says no.
    // Discarding would be going out, so the hand ends there too (found by the soak: the player was left
    // with no legal move).
    void lastStockCardIsARedThreeAndThePartnerSaysNo() {
        State s = lastStockCardRedThree("Kc Kc Kd Kd Kh Kh Ks");
        APPLY_ALL(s, "draw");
        QVERIFY(!s.board().turn.noDiscard); // it may go out by discarding the 9c
        APPLY_ALL(s, "ask");
        QCOMPARE(s.currentSeat(), 2);
        APPLY_ALL(s, "no");
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(s.board().turn.noDiscard);
        QCOMPARE(tryMove(s, "discard 9c"), std::string(describe(Refusal::NoDiscardAfterLastRedThree)));
        QCOMPARE(QString::fromStdString(legalMovesText(s)), QStringLiteral("stop;"));
        APPLY_ALL(s, "stop");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().wentOut, core::game::kNoSeat);
    }

    // A "yes" changes nothing: the player goes out with its discard.
    void lastStockCardIsARedThreeAndThePartnerSaysYes() {
        State s = lastStockCardRedThree("Kc Kc Kd Kd Kh Kh Ks");
        APPLY_ALL(s, "draw", "ask", "yes");
        QVERIFY(!s.board().turn.noDiscard);
        APPLY_ALL(s, "discard 9c");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().wentOut, 0);
    }

    // What a player was seen to do counts over the match; a pair melded with a wild card only in its hand.
    void seenPlayLastsTheMatch() {
        State s = lastStockCardRedThree("Kc Kc Kd Kd Kh Kh Ks", "Qc Qs 2d 9c");
        APPLY_ALL(s, "draw", "meld Qc Qs 2d", "ask", "yes", "discard 9c");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().seen[0].partnerQuestions, 1);
        QCOMPARE(s.board().seen[2].partnerQuestions, 0);
        QCOMPARE(s.board().pairWithWildKept[0], 1);
        QVERIFY(s.startNextDeal());
        QCOMPARE(s.board().seen[0].partnerQuestions, 1);
        QCOMPARE(s.board().pairWithWildKept[0], 0);
    }

    void noMeldMeansRedThreesCountMinus() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks"};
        setup.redThrees[1] = "3h 3d";
        setup.redThrees[3] = "3h";
        setup.hands[0] = "9c 9d";
        setup.stock = "9h";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw", "meld 9c 9d 9h");
        QCOMPARE(s.board().handScores[1].redThrees, -300);
        QCOMPARE(s.board().handScores[1].redThreeCount, 3);
    }

    // V-K12, played: team A (seats 0 and 2) goes out with a discard.
    void wholeHandFourPlayers() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh", "7c 7c 7d 7h 7s 2c 2d", "Ac Ad Jk"};
        setup.melds[1] = {"8c 8d 8h 8s 2h", "Qc Qd Qh"};
        setup.redThrees = {"3d", "3d", "3h", ""};
        setup.hands = {"6c", "Jk 5c 5d", "9c 4c", "3s Ks"};
        setup.stock = "Ks";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw", "add Ks to K", "discard 6c");
        QVERIFY(s.isDealOver());
        const HandScore a = s.board().handScores[0];
        QCOMPARE(a.meldCards, 225);
        QCOMPARE(a.naturalCanastas, 1);
        QCOMPARE(a.mixedCanastas, 1);
        QCOMPARE(a.canastaBonus, 800);
        QCOMPARE(a.redThrees, 200);
        QCOMPARE(a.goingOut, 100);
        QCOMPARE(a.handCards, -15);
        QCOMPARE(a.penaltyCards, 0);
        QCOMPARE(a.total(), 1310);
        const HandScore b = s.board().handScores[1];
        QCOMPARE(b.meldCards, 90);
        QCOMPARE(b.redThrees, 100);
        QCOMPARE(b.handCards, -75);
        QCOMPARE(b.total(), 115);
        QCOMPARE(s.board().scores[0], 1310);
        QCOMPARE(s.board().scores[1], 115);
        QVERIFY(!s.isOver());
        // Every hand is shown.
        const Observation o = s.observation(1);
        QCOMPARE(o.board.revealed[3].faceList(), cardsOf("3s Ks"));
        QCOMPARE(s.returns(), (std::vector<double>{1.195, -1.195, 1.195, -1.195}));
        for (const auto& z : s.zones())
            if (z.name == std::string_view("hand")) QCOMPARE(z.visibility, core::game::Visibility::Public);
        // The next hand starts from these scores (1310 is still below 1500) and the next dealer.
        QVERIFY(s.startNextDeal());
        QCOMPARE(s.board().hand, 1);
        QCOMPARE(s.board().minimum(0), 50);
        QCOMPARE(s.board().table.dealer, 1);
    }

    // V-K13, played: two-hand game, perfect going out.
    void wholeHandTwoPlayers() {
        Setup setup;
        setup.rules = rulesOf("players=2");
        setup.melds[0] = {"Qc Qc Qd Qd Qh Qh", "5c 5d 5h 5s Jk 2c"};
        setup.hands[0] = "2d 9c 9d";
        setup.hands[1] = "4c 5c 6c";
        setup.stock = "Qs 9h";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw 2", "add Qs to Q", "add 2d to 5", "meld 9c 9d 9h");
        QVERIFY(s.isDealOver());
        QVERIFY(s.board().perfect);
        const HandScore a = s.board().handScores[0];
        QCOMPARE(a.meldCards, 210);
        QCOMPARE(a.canastaBonus, 800);
        QCOMPARE(a.goingOut, 200);
        QCOMPARE(a.total(), 1210);
        QCOMPARE(s.board().handScores[1].total(), -15);
    }

    void aMatchEndsWithTheGameBonus() {
        Setup setup;
        setup.rules = rulesOf("players=2");
        setup.scores = {4000, 4500};
        setup.melds[0] = {"Qc Qc Qd Qd Qh Qh", "5c 5d 5h 5s Jk 2c"};
        setup.hands[0] = "2d 9c 9d";
        setup.hands[1] = "4c 5c 6c";
        setup.stock = "Qs 9h";
        State s = fromSetup(setup);
        APPLY_ALL(s, "draw 2", "add Qs to Q", "add 2d to 5", "meld 9c 9d 9h");
        QVERIFY(s.isOver());
        QCOMPARE(s.board().winner, 0);
        QCOMPARE(s.board().scores[0], 4000 + 1210 + 500);
        QCOMPARE(s.board().scores[1], 4500 - 15);
        QVERIFY(!s.startNextDeal());
        QVERIFY(s.legalMoves().empty());
        QCOMPARE(tryMove(s, "draw"), std::string(describe(Refusal::HandOver)));
    }

    void observationShowsWhatIsKnown() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh"};
        setup.hands[0] = "9c 9d 8s 7s";
        setup.pile = "Jc Qd 9h";
        State s = fromSetup(setup);
        APPLY_ALL(s, "take 9c 9d");
        const Observation o = s.observation(1);
        QCOMPARE(o.seat, 1);
        QCOMPARE(o.hand, s.hand(1));
        QCOMPARE(o.board.handCount[0], 4);
        QCOMPARE(o.knownIn(0).faceList(), cardsOf("Jc Qd"));
        QVERIFY(!o.toAct());
        QVERIFY(o.legalMoves().empty());
        // Determinized for seat 1, the cards known to be in seat 0's hand stay there.
        core::cards::Rng rng(5);
        for (int i = 0; i < 20; ++i) {
            const State d = State::determinize(o, rng);
            QVERIFY((d.hand(0) & s.board().known[0]) == s.board().known[0]);
            QCOMPARE(d.hand(0).count(), 4);
            QCOMPARE(d.hand(1), s.hand(1));
            QVERIFY(d.observation(1) == o);
        }
        // The owner's observation lists the moves the state allows.
        QCOMPARE(s.observation(0).legalMoves(), s.legalMoves());
    }

    void aSampledHandHoldsNoRedThree() {
        // A red 3 is laid out the moment it is drawn, so no world sampled for a bot may put one in a hand:
        // the red 3s nobody has laid out yet are in the stock.
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const State s(rulesOf(""), seed);
            const Observation o = s.observation(s.currentSeat());
            core::cards::Rng rng(seed);
            for (int i = 0; i < 5; ++i) {
                const State d = State::determinize(o, rng);
                for (int seat = 0; seat < 4; ++seat) {
                    QCOMPARE(d.hand(seat).count(), s.hand(seat).count());
                    QVERIFY2(d.hand(seat).withFaces(kRedThreeFaces).empty(),
                             qPrintable(QString::number(seed)));
                }
            }
        }
    }

    void aSampledStockHoldsTheRedThreesAnywhere() {
        // The red 3s of a sampled world lie anywhere in its stock, as in a shuffled one: not left on top of
        // it by the dealing of the hidden hands, where the next player to draw would find one.
        Setup setup = fourPlayers();
        setup.hands[0] = "Kc Kd Ac Ad As 5c 8s";
        setup.hands[1] = "4c 5c 6c 8c Tc Jc Qc 9s 7s 6s 5s";
        setup.hands[2] = "4d 5d 6d 8d Td Jd Qd 9h 7h 6h 5h";
        setup.hands[3] = "4h 5h 6h 8h Th Jh Qh 7d 6s 4s Js";
        setup.pile = "Jc Jd Qs Qh 7d Kh";
        const State s = fromSetup(setup);
        const Observation o = s.observation(0);
        const int stock = s.stock().size();
        core::cards::Rng rng(7);
        constexpr int kWorlds = 4000;
        std::array<int, 3> onTop{}; // a red 3 as the top card, the one below it, the third
        for (int i = 0; i < kWorlds; ++i) {
            const State d = State::determinize(o, rng);
            QCOMPARE(d.stock().size(), stock);
            QCOMPARE(d.stock().toSet().withFaces(kRedThreeFaces).count(), 4);
            for (int depth = 0; depth < 3; ++depth)
                onTop[depth] += isRedThree(faceOf(d.stock()[stock - 1 - depth])) ? 1 : 0;
        }
        // Four red 3s among 62 cards: about 258 worlds in 4,000 for each place (once over 3,300 at the top).
        const double expected = 4.0 * kWorlds / stock;
        for (int n : onTop)
            QVERIFY2(n > 0.75 * expected && n < 1.25 * expected, qPrintable(QString::number(n)));
    }

    void aKnownCopyLeavesTheHandFirst() {
        Setup setup = fourPlayers();
        setup.melds[0] = {"Kc Kd Kh"};
        setup.hands[0] = "9c 9c 8s Qd";
        setup.known[0] = "9c";
        setup.stock = "Jd";
        State s = fromSetup(setup);
        const PhysSet known = s.board().known[0];
        QCOMPARE(known.count(), 1);
        APPLY_ALL(s, "draw", "discard 9c");
        QVERIFY(s.board().known[0].empty());
        QCOMPARE(s.board().pile.top(), known.toVector().front());
    }
};

QTEST_GUILESS_MAIN(TestCanastaHand)
#include "tst_canasta_hand.moc"
