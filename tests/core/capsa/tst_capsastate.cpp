// The Capsa state machine: the random-play battery for the presets and flag mixes, then scripted rounds
// (capsa.md §6.1 V-C26...V-C34, V-C39, V-C43), scoring, and when a round's points are settled.
#include "capsa/scoring.h"
#include "capsa/settledpoints.h"
#include "capsatesthelpers.h"
#include "game/randomplaybattery.h"

#include <QTest>

using namespace core::capsa;
using capsatest::cards;
using capsatest::play;

namespace {

CapsaRules rulesFor(const char* variant) {
    const auto resolved = CapsaRules::catalog().resolve(variant);
    if (resolved.error) qFatal("bad variant in a test: %s", variant);
    return CapsaRules::fromFlags(resolved.values);
}

void expectApplied(CapsaState& s, const Move& m) {
    const auto refusal = s.apply(m);
    QVERIFY2(!refusal, ("refused: " + m.toString()).c_str());
}

} // namespace

class TestCapsaState : public QObject {
    Q_OBJECT
private slots:
    void battery_data() {
        QTest::addColumn<QString>("variant");
        QTest::newRow("Capsa Indonesia") << "capsa-indonesia";
        QTest::newRow("Capsa Banting") << "capsa-banting";
        QTest::newRow("re-entry after a pass") << "passerMayReenter=on";
        QTest::newRow("straights of any length") << "straightLengths=AnyFrom3,straightWindows=TwoHighNoWrap";
        QTest::newRow("hidden tricks, cards left")
            << "hidePlayedTricks=on,scoring=CardsLeft,doubleForTwos=on";
        QTest::newRow("banting, hidden, three out") << "capsa-banting,hidePlayedTricks=on,playUntil=ThreeOut";
        QTest::newRow("pusoy suits, lexicographic flush")
            << "suitOrder=Pusoy,flushCompare=Lexicographic,twoLowInCombinations=on";
        QTest::newRow("every instant win") << "capsa-banting,instantWinSixPairs=on";
        QTest::newRow("four-card hands, the peer's rules")
            << "fourCardHands=on,straightWindows=TwoHighNoWrap,bombBeatsSingle=off,passerMayReenter=on,"
               "playUntil=FirstOut,scoring=CardsLeft";
        QTest::newRow("four-card hands, Banting") << "capsa-banting,fourCardHands=on";
        QTest::newRow("five-card quad on a 2")
            << "capsa-banting,fiveCardQuadBeatsSingle2=on,quadNeedsKicker=off";
    }
    void battery() {
        QFETCH(QString, variant);
        const auto report = core::game::runRandomPlayBattery<CapsaState>(
            rulesFor(qPrintable(variant)), core::game::BatteryOptions{.games = 25, .maxDealsPerGame = 3});
        QVERIFY2(report.ok(), report.summary().c_str());
        QVERIFY(report.moves > 25 * 20);
    }

    void dealIsReproducible() {
        const CapsaState a(CapsaRules{}, 7), b(CapsaRules{}, 7), c(CapsaRules{}, 8);
        QVERIFY(a == b);
        QVERIFY(!(a == c));
        for (int s = 0; s < 4; ++s) QCOMPARE(a.hand(s).count(), 13);
        // The 3♦ holder leads the first round.
        QVERIFY(a.hand(a.currentSeat()).contains(cards("3d").first()));
        QVERIFY(a.mustPlayThreeOfDiamonds());
    }

    void firstLeadMustContainThreeOfDiamonds() { // V-C26, V-C27
        CapsaState s = CapsaState::fromHands(
            CapsaRules{}, {cards("3d 4c 5h 6s 7d 4d"), cards("8c"), cards("9c"), cards("Tc")});
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(s.apply(play("4d")), std::optional(Refusal::MustContainThreeOfDiamonds));
        QCOMPARE(s.apply(Move::pass()), std::optional(Refusal::LeaderCannotPass));
        const CapsaState before = s;
        QCOMPARE(s.apply(play("4d 4c")), std::optional(Refusal::MustContainThreeOfDiamonds));
        QVERIFY(s == before);
        for (const Move& m : s.legalMoves()) QVERIFY(m.cards.contains(cards("3d").first()));
        expectApplied(s, play("3d 4c 5h 6s 7d"));
        QCOMPARE(s.currentSeat(), 1);
    }

    void refusalsNameTheReason() {
        CapsaState s = CapsaState::fromHands(
            CapsaRules{}, {cards("3d 9c"), cards("4c 4d 5c 5d 6c 7d 8h 9h Tc"), cards("Ac"), cards("Kd")});
        expectApplied(s, play("3d"));
        QCOMPARE(s.apply(play("Ah")), std::optional(Refusal::NotInHand));
        QCOMPARE(s.apply(play("4c 5d")), std::optional(Refusal::NotACombination));
        QCOMPARE(s.apply(play("4c 4d")), std::optional(Refusal::WrongCardCount));
        expectApplied(s, play("4c"));
        expectApplied(s, play("Ac"));
        expectApplied(s, Move::pass());
        expectApplied(s, Move::pass()); // seat 0
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(s.apply(play("5c")), std::optional(Refusal::TooLow));
        QVERIFY(s.legalMoves() == std::vector<Move>{Move::pass()});
    }

    // Big Two with four-card hands: two pair is led and answered, a Bom beats it, and two pair cannot beat
    // the Bom (too low, like a straight on a flush).
    void fourCardHandsAreLedAndAnswered() {
        const std::array<core::cards::CardSet, 4> hands = {cards("3d 3c 4d 4h 7s"), cards("5c 5d 6c 6d 8s"),
                                                           cards("9c 9d 9h 9s Ts"), cards("Jc Jd Qc Qd Ks")};
        CapsaState plain = CapsaState::fromHands(CapsaRules{}, hands);
        QCOMPARE(plain.apply(play("3d 3c 4d 4h")), std::optional(Refusal::NotACombination));

        CapsaRules rules;
        rules.fourCardHands = true;
        CapsaState s = CapsaState::fromHands(rules, hands);
        expectApplied(s, play("3d 3c 4d 4h"));
        QCOMPARE(s.table()->kind, Kind::TwoPair);
        QCOMPARE(s.legalMoves(), (std::vector<Move>{Move::pass(), play("5c 5d 6c 6d")}));
        expectApplied(s, play("5c 5d 6c 6d"));
        QCOMPARE(s.legalMoves(), (std::vector<Move>{Move::pass(), play("9c 9d 9h 9s")}));
        expectApplied(s, play("9c 9d 9h 9s"));
        QCOMPARE(s.table()->kind, Kind::Bom);
        QCOMPARE(s.apply(play("Jc Jd Qc Qd")), std::optional(Refusal::TooLow));
        QCOMPARE(s.apply(play("Jc Jd")), std::optional(Refusal::WrongCardCount));
        QCOMPARE(s.legalMoves(), (std::vector<Move>{Move::pass()}));
        expectApplied(s, Move::pass());
        expectApplied(s, Move::pass());
        expectApplied(s, Move::pass());
        QCOMPARE(s.currentSeat(), 2);
        QCOMPARE(s.hand(2), cards("Ts"));
    }

    void passingLocksOut() { // V-C28
        const std::array<core::cards::CardSet, 4> hands = {cards("3d 5d 2d 3s"), cards("4c 6c 7c"),
                                                           cards("9c 3c 4s"), cards("Kd 5s 6s")};
        CapsaState s = CapsaState::fromHands(CapsaRules{}, hands);
        expectApplied(s, play("3d"));
        expectApplied(s, Move::pass()); // P2 is locked out
        expectApplied(s, play("9c"));
        expectApplied(s, play("Kd"));
        expectApplied(s, play("2d"));
        QCOMPARE(s.currentSeat(), 2); // P2 skipped
        expectApplied(s, Move::pass());
        expectApplied(s, Move::pass());
        QCOMPARE(s.currentSeat(), 0); // P1 won the trick and leads
        QVERIFY(!s.table().has_value());

        CapsaRules reenter;
        reenter.passerMayReenter = true;
        CapsaState r = CapsaState::fromHands(reenter, hands);
        for (const char* m : {"3d", "pass", "9c", "Kd", "2d"}) expectApplied(r, *Move::parse(m));
        QCOMPARE(r.currentSeat(), 1); // P2 is asked again after P1's 2♦
        expectApplied(r, Move::pass());
        expectApplied(r, Move::pass());
        expectApplied(r, Move::pass());
        QCOMPARE(r.currentSeat(), 0);
    }

    void inheritance() { // V-C29
        CapsaState s = CapsaState::fromHands(
            CapsaRules{}, {cards("3d Qh"), cards("4c 5c"), cards("6c 7c"), cards("8c 9c")});
        for (const char* m : {"3d", "pass", "pass", "pass"}) expectApplied(s, *Move::parse(m));
        QCOMPARE(s.currentSeat(), 0);
        expectApplied(s, play("Qh"));
        QCOMPARE(s.finishOrder(), std::vector<Seat>{0});
        for (int i = 0; i < 3; ++i) expectApplied(s, Move::pass());
        QCOMPARE(s.currentSeat(), 1); // P2 inherits the lead
        QVERIFY(!s.table().has_value());
    }

    void inheritanceSkipsPlayersWhoAreOut() { // V-C30
        CapsaState s = CapsaState::fromHands(
            CapsaRules{}, {cards("3d Kd Qh"), cards("4c"), cards("5c 9s"), cards("6c 9h")});
        for (const char* m : {"3d", "4c", "pass", "pass", "pass"}) expectApplied(s, *Move::parse(m));
        QCOMPARE(s.currentSeat(), 2); // P2 went out unbeaten: P3 inherits
        for (const char* m : {"5c", "6c", "Kd", "pass", "pass"}) expectApplied(s, *Move::parse(m));
        QCOMPARE(s.currentSeat(), 0);
        expectApplied(s, play("Qh"));
        expectApplied(s, Move::pass());
        expectApplied(s, Move::pass());
        QCOMPARE(s.currentSeat(), 2); // P2 has no cards: P3 leads
    }

    void roundEndsWhenThreeAreOut() { // V-C31, V-C32
        CapsaState s = CapsaState::fromHands(
            CapsaRules{}, {cards("3d 8c"), cards("4c 4d Kc Kd"), cards("9c"), cards("5c Tc Ac")});
        for (const char* m : {"3d", "pass", "9c", "Tc", "pass", "5c", "8c", "pass"})
            expectApplied(s, *Move::parse(m));
        QVERIFY(!s.isDealOver());
        expectApplied(s, play("Ac"));
        QVERIFY(s.isDealOver());
        QCOMPARE(s.finishOrder(), (std::vector<Seat>{2, 0, 3, 1}));
        QCOMPARE(s.results().back().points, (std::array<int, 4>{2, 0, 3, 1}));
        QCOMPARE(s.totals(), (std::array<int, 4>{2, 0, 3, 1}));
        QCOMPARE(s.returns(), (std::vector<double>{2.0 / 3, 0.0, 1.0, 1.0 / 3}));
        QVERIFY(s.legalMoves().empty());
        QCOMPARE(s.apply(Move::pass()), std::optional(Refusal::RoundOver));

        QVERIFY(s.startNextDeal());
        QCOMPARE(s.round(), 1);
        QCOMPARE(s.currentSeat(), 2); // the first out leads with anything
        QVERIFY(!s.mustPlayThreeOfDiamonds());
        QCOMPARE(s.hand(0).count(), 13);
    }

    void laterRoundLeaderCanBeThe3DHolder() {
        CapsaRules rules;
        rules.laterRoundLeader = LaterRoundLeader::Holder3D;
        rules.playUntil = PlayUntil::FirstOut;
        CapsaState s = CapsaState::fromHands(rules, {cards("3d"), cards("4c"), cards("5c"), cards("6c")});
        expectApplied(s, play("3d"));
        QVERIFY(s.isDealOver());
        QVERIFY(s.startNextDeal());
        QVERIFY(s.mustPlayThreeOfDiamonds());
        QVERIFY(s.hand(s.currentSeat()).contains(cards("3d").first()));
    }

    void firstOutEndsTheRoundWhenAsked() {
        CapsaRules rules;
        rules.playUntil = PlayUntil::FirstOut;
        rules.scoring = Scoring::CardsLeft;
        CapsaState s =
            CapsaState::fromHands(rules, {cards("3d"), cards("4c 5c 6c"), cards("7c"), cards("8c 9c")});
        expectApplied(s, play("3d"));
        QVERIFY(s.isDealOver());
        // Others ordered by cards left: seat 2 (1), seat 3 (2), seat 1 (3).
        QCOMPARE(s.finishOrder(), (std::vector<Seat>{0, 2, 3, 1}));
        QCOMPARE(s.results().back().points, (std::array<int, 4>{6, -3, -1, -2}));
    }

    void cardsLeftScoring() { // V-C33, V-C34
        CapsaRules rules;
        rules.scoring = Scoring::CardsLeft;
        // North (0) out; East 3, West 11, South 8 cards.
        const std::array<core::cards::CardSet, 4> hands = {cards(""), cards("3c 4c 5c"),
                                                           cards("3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd"),
                                                           cards("3h 4h 5h 6h 7h 8h 9h Th")};
        const auto points = roundPoints(rules, {0, 1, 3, 2}, hands);
        QCOMPARE(points, (std::array<int, 4>{33, -3, -22, -8}));
        QCOMPARE(cardsLeftPenalty(cards("3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2c"), false), -39);
        QCOMPARE(cardsLeftPenalty(cards("3c 2d 2h"), true), -12); // two 2s double twice
        QCOMPARE(cardsLeftPenalty(cards("3c 2d 2h"), false), -3);
        QCOMPARE(placementPoints(0), 3);
        QCOMPARE(placementPoints(3), 0);
    }

    // Placement points played until three are out: a seat's points are settled when it goes out. The round
    // of roundEndsWhenThreeAreOut: seat 2 out first, then seat 0, then seat 3.
    void placementPointsSettleAsEachSeatGoesOut() {
        CapsaState s = CapsaState::fromHands(
            CapsaRules{}, {cards("3d 8c"), cards("4c 4d Kc Kd"), cards("9c"), cards("5c Tc Ac")});
        for (Seat seat = 0; seat < 4; ++seat) QVERIFY(!settledPoints(s, seat));
        for (const char* m : {"3d", "pass", "9c"}) expectApplied(s, *Move::parse(m));
        QCOMPARE(settledPoints(s, 2), std::optional(3));
        QVERIFY(!settledPoints(s, 0));
        for (const char* m : {"Tc", "pass", "5c", "8c"}) expectApplied(s, *Move::parse(m));
        QCOMPARE(settledPoints(s, 0), std::optional(2));
        QVERIFY(!settledPoints(s, 3));
        QVERIFY(!settledPoints(s, 1));
        for (const char* m : {"pass", "Ac"}) expectApplied(s, *Move::parse(m));
        QVERIFY(s.isDealOver());
        QCOMPARE(settledPoints(s, 3), std::optional(1));
        QCOMPARE(settledPoints(s, 1), std::optional(0));
    }

    // Placement points with the round over at the first out: the others are placed by their cards left
    // (seat 2 with 1, seat 3 with 2, seat 1 with 3), all settled at once.
    void placementPointsAtTheFirstOut() {
        CapsaRules rules;
        rules.playUntil = PlayUntil::FirstOut;
        CapsaState s =
            CapsaState::fromHands(rules, {cards("3d"), cards("4c 5c 6c"), cards("7c"), cards("8c 9c")});
        QVERIFY(!settledPoints(s, 0));
        expectApplied(s, play("3d"));
        QCOMPARE(settledPoints(s, 0), std::optional(3));
        QCOMPARE(settledPoints(s, 2), std::optional(2));
        QCOMPARE(settledPoints(s, 3), std::optional(1));
        QCOMPARE(settledPoints(s, 1), std::optional(0));
    }

    // Cards left, played until three are out, each 2 doubling: the points are settled by the hands at the
    // first out, and what is played later does not change them. Seat 0 goes out with 3d; seat 1 holds 10
    // cards (2 x 10 = -20), seat 2 all 13 (3 x 13 = -39), seat 3 two cards with one 2 (2, doubled: -4); seat
    // 0 takes 20 + 39 + 4 = 63.
    void cardsLeftPointsSettleAtTheFirstOut() {
        CapsaRules rules;
        rules.scoring = Scoring::CardsLeft;
        rules.doubleForTwos = true;
        CapsaState s =
            CapsaState::fromHands(rules, {cards("3d"), cards("4c 4d 5c 5d 6c 6d 7c 7d 8c 8d"),
                                          cards("3c 3h 3s 4h 4s 5h 5s 6h 6s 7h 7s 8h 8s"), cards("2s 9h")});
        QVERIFY(!settledPoints(s, 1));
        expectApplied(s, play("3d"));
        QVERIFY(!s.isDealOver());
        const std::array<int, 4> expected = {63, -20, -39, -4};
        for (Seat seat = 0; seat < 4; ++seat)
            QCOMPARE(settledPoints(s, seat), std::optional(expected[static_cast<std::size_t>(seat)]));
        for (const char* m : {"4c", "4h", "9h"}) expectApplied(s, *Move::parse(m));
        QCOMPARE(s.hand(1).count(), 9);
        QCOMPARE(s.handAtFirstOut(1).count(), 10);
        QCOMPARE(s.handAtFirstOut(3), cards("2s 9h"));
        for (Seat seat = 0; seat < 4; ++seat)
            QCOMPARE(settledPoints(s, seat), std::optional(expected[static_cast<std::size_t>(seat)]));
    }

    void pitingBombsTheTwoDuringPlay() { // V-C35
        CapsaState s = CapsaState::fromHands(
            rulesFor("capsa-banting"),
            {cards("3d 4d 5d 6d 8d 3c"), cards("9c 9d 9h 9s 4c 5c 6c"), cards("Kh As"), cards("2s Ah")});
        expectApplied(s, play("3d 4d 5d 6d 8d")); // flush
        expectApplied(s, play("9c 9d 9h 9s 4c")); // piting: the 2 is bombed
        QVERIFY(s.twoDemoted());
        for (int i = 0; i < 3; ++i) expectApplied(s, Move::pass());
        QCOMPARE(s.currentSeat(), 1);
        expectApplied(s, play("5c"));
        QCOMPARE(s.apply(play("As")), std::nullopt);                   // seat 2
        QCOMPARE(s.apply(play("2s")), std::optional(Refusal::TooLow)); // 2 is now the lowest single
    }

    void instantWins() { // V-C39, V-C43
        CapsaRules rules = rulesFor("capsa-banting");
        rules.instantWinSixPairs = true;
        const auto dragon = cards("3d 4c 5h 6s 7d 8c 9h Ts Jd Qc Kh As 2d");
        const auto rest = core::cards::CardSet::fullDeck() - dragon;
        auto others = rest.toVector();
        std::array<core::cards::CardSet, 4> hands{};
        hands[2] = dragon;
        for (std::size_t i = 0; i < others.size(); ++i) hands[i % 3 == 2 ? 3 : i % 3].add(others[i]);
        const CapsaState s = CapsaState::fromHands(rules, hands);
        QVERIFY(s.isDealOver());
        QCOMPARE(s.results().back().instantWin, InstantWin::Dragon);
        QCOMPARE(s.finishOrder().front(), 2);
        QCOMPARE(s.results().back().points[2], 117); // three players pay 39 each

        QCOMPARE(instantWinOf(cards("3d 3c 5d 5c 7d 7c 9d 9c Jd Jc Kd Kc As"), rules), InstantWin::SixPairs);
        QCOMPARE(instantWinOf(cards("3d 3c 5d 5c 7d 7c 9d 9c Jd Jc Kd Kc As"), CapsaRules{}),
                 InstantWin::None);
        QCOMPARE(instantWinOf(cards("2c 2d 2h 2s 3c 4c 5c 6c 7c 8c 9c Tc Jc"), rules), InstantWin::FourTwos);
        QCOMPARE(instantWinOf(cards("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac"), rules),
                 InstantWin::SuitedDragon);
        QCOMPARE(instantWinOf(cards("3d 3c 3h 3s 7d 7c 9d 9c Jd Jc Kd Kc As"), rules),
                 InstantWin::SixPairs); // a quad is two pairs
    }

    // capsa.md §2.3: equal instant wins go to the player nearer the 3♦ holder in playing order.
    void equalInstantWinsGoNearerTheThreeOfDiamonds() {
        const CapsaRules rules = rulesFor("capsa-banting");
        std::array<core::cards::CardSet, 4> hands{cards("3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd 3h 4h"), // holds 3♦
                                                  cards("3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d"), // Dragon
                                                  cards("Ad 2c As 2s 5h 6h 7h 8h 9h Th Jh Qh Kh"),
                                                  cards("3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks Ah 2h")}; // Dragon
        QCOMPARE(instantWinner(hands, 0, rules), 1);
        QCOMPARE(instantWinner(hands, 2, rules), 3);
        QCOMPARE(instantWinner(hands, 3, rules), 3); // the holder itself is nearest
        QCOMPARE(CapsaState::fromHands(rules, hands).finishOrder().front(), 1);
        std::swap(hands[0], hands[2]); // now seat 2 holds 3♦
        QCOMPARE(CapsaState::fromHands(rules, hands).finishOrder().front(), 3);
    }

    // In a later round the previous first out leads, but equal instant wins still count from the 3♦ holder:
    // in the third deal of seed 10371 (earlier deals played by the first legal move) seats 1 and 3 hold equal
    // instant wins, seat 3 went out first in the deal before and seat 1 holds 3♦.
    void equalInstantWinsInALaterRound() {
        const CapsaRules rules = rulesFor("instantWinSixPairs=on,instantWinDragon=on,instantWinFourTwos=on");
        CapsaState s(rules, 10371);
        while (s.round() < 2) {
            while (!s.isDealOver()) expectApplied(s, s.legalMoves().front());
            QVERIFY(s.startNextDeal());
        }
        QVERIFY(s.isDealOver());
        QCOMPARE(s.results()[1].finishOrder.front(), 3);
        QVERIFY(s.hand(1).contains(core::cards::Card(core::cards::Rank::Three, core::cards::Suit::Diamonds)));
        QVERIFY(instantWinOf(s.hand(1), rules) != InstantWin::None);
        QCOMPARE(instantWinOf(s.hand(1), rules), instantWinOf(s.hand(3), rules));
        QCOMPARE(s.finishOrder().front(), 1);
    }

    // Under placement scoring an instant win ranks the others by the cards they hold (fewer first), equal
    // counts by the higher top card in Big Two order: 3/2/1/0 points.
    void instantWinUnderPlacementRanksTheOthers() {
        CapsaRules rules = rulesFor("capsa-banting");
        rules.scoring = core::capsa::Scoring::Placement;
        const std::array<core::cards::CardSet, 4> hands{
            cards("3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd 3h 4h"),  // top K♦
            cards("3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d"),  // Dragon
            cards("3s 4s 5s 6s 7s 8s 9s Ts Js Qs 5h 6h 7h"),  // top Q♠
            cards("Ks As 2s 8h 9h Th Jh Qh Kh Ah 2h Ad 2c")}; // top 2♠
        const CapsaState s = CapsaState::fromHands(rules, hands);
        QVERIFY(s.isDealOver());
        QCOMPARE(s.results().back().instantWin, InstantWin::Dragon);
        QCOMPARE(s.finishOrder(), (std::vector<int>{1, 3, 0, 2}));
        QCOMPARE(s.results().back().points, (std::array<int, 4>{1, 3, 0, 2}));
        QCOMPARE(s.totals(), (std::array<int, 4>{1, 3, 0, 2}));
        QCOMPARE(core::capsa::scoreProblems(s, s), std::string());
    }

    void recordRebuildsTheGame() {
        core::game::RecordedGame<CapsaState> game(CapsaRules{}, 99);
        core::cards::Rng rng(5);
        while (!game.state().isDealOver()) {
            const auto moves = game.state().legalMoves();
            QVERIFY(!game.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]));
        }
        const auto rebuilt = core::game::RecordedGame<CapsaState>::rebuild(
            *core::game::GameRecord::fromText(game.record().toText()).record);
        QVERIFY(rebuilt.game);
        QVERIFY(rebuilt.game->state() == game.state());
    }
};

QTEST_GUILESS_MAIN(TestCapsaState)
#include "tst_capsastate.moc"
