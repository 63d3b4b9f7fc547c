// The Empat Satu table: dealing, turns, stopping, taking, the end of a hand, sessions, observations.
// Play vectors V-E13...V-E20 of rules §6.4 and scripted hands written as card strings.
#include "cards/deck.h"
#include "statehelpers.h"

#include <QTest>

using namespace core::empatsatu;
using core::cards::Card;
using core::cards::CardSet;
using empatsatutest::card;
using empatsatutest::drawAndThrowBack;
using empatsatutest::isLegal;
using empatsatutest::mv;
using empatsatutest::position;
using empatsatutest::set;
using empatsatutest::takeAndThrowOther;

namespace {

EmpatSatuRules klasik(int players = 2) {
    EmpatSatuRules r;
    r.players = players;
    return r;
}

EmpatSatuRules preset(const char* id, int players) {
    auto values = *EmpatSatuRules::catalog().presetValues(id);
    values["players"] = std::to_string(players);
    return EmpatSatuRules::fromFlags(values);
}

std::vector<std::string> moveTexts(const EmpatSatuState& s) {
    std::vector<std::string> out;
    for (const auto& m : s.legalMoves()) out.push_back(m.toString());
    return out;
}

// Two players, draw and throw back until the stock is empty; seat 0 is then to move again.
EmpatSatuState emptyStockPosition(const EmpatSatuRules& rules) {
    auto s = position(rules, 1, 0, {"2c 3d 4h 5s", "6c 7d 8h 9s"});
    while (s.stockCount() > 0 && !s.isDealOver())
        if (!drawAndThrowBack(s)) qFatal("draw and throw back refused");
    return s;
}

} // namespace

Q_DECLARE_METATYPE(std::vector<std::string>)

class TestEmpatSatuState : public QObject {
    Q_OBJECT
private slots:
    void moveTextsRoundTrip_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("stop") << "stop"
                              << "stop";
        QTest::newRow("draw") << "draw"
                              << "draw";
        QTest::newRow("take") << "take"
                              << "take";
        QTest::newRow("end") << "end"
                             << "end";
        QTest::newRow("discard") << "discard 9h"
                                 << "discard 9h";
        QTest::newRow("discard 10") << "discard 10S"
                                    << "discard Ts";
        QTest::newRow("upper case") << "DISCARD Ah"
                                    << "discard Ah";
    }
    void moveTextsRoundTrip() {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        const auto m = Move::parse(text.toStdString());
        QVERIFY(m);
        QCOMPARE(QString::fromStdString(m->toString()), canonical);
        QVERIFY(Move::parse(m->toString()) == m);
    }

    void badMoveTexts_data() {
        QTest::addColumn<QString>("text");
        for (const char* t :
             {"", "pass", "discard", "discard Jk", "discard 1h", "discard 9h 8h", "stop now", "take 9h"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void badMoveTexts() {
        QFETCH(QString, text);
        QVERIFY(!Move::parse(text.toStdString()));
    }

    void dealFromSeed_data() {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("stock");
        QTest::newRow("2") << 2 << 44;
        QTest::newRow("3") << 3 << 40;
        QTest::newRow("4") << 4 << 36;
        QTest::newRow("5") << 5 << 32;
        QTest::newRow("6") << 6 << 28;
    }
    void dealFromSeed() {
        QFETCH(int, players);
        QFETCH(int, stock);
        const std::uint64_t seed = 20240611;
        EmpatSatuState s(klasik(players), seed);
        QCOMPARE(s.stockCount(), stock);
        for (int seat = 0; seat < players; ++seat) QCOMPARE(s.hand(seat).count(), 4);
        // First hand: a random dealer, who also plays first.
        QCOMPARE(s.currentSeat(), s.dealer());
        QCOMPARE(s.firstPlayer(), s.dealer());
        QCOMPARE(s.handIndex(), 0);
        QCOMPARE(int(s.phase()), int(Phase::Start));

        // One card at a time, clockwise from the dealer's left; the rest is the stock, top drawn first.
        core::cards::Rng rng = core::cards::Rng::forStream(seed, 0);
        QCOMPARE(s.dealer(), int(rng.below(std::uint32_t(players))));
        const auto order = core::cards::Deck::standard52().shuffled(rng);
        const int left = (s.dealer() + 1) % players;
        QVERIFY(s.hand(left).contains(Card::fromId(order[51])));
        QVERIFY(s.hand(left).contains(Card::fromId(order[51 - players])));
        QVERIFY(s.hand(s.dealer()).contains(Card::fromId(order[52 - players])));
        const std::size_t top = std::size_t(stock - 1);
        EmpatSatuState drawn = s;
        ES_PLAY(drawn, "draw");
        QVERIFY(drawn.hand(s.dealer()).contains(Card::fromId(order[top])));

        // Same seed, same deal; another seed, another deal.
        QVERIFY(EmpatSatuState(klasik(players), seed) == s);
        QVERIFY(!(EmpatSatuState(klasik(players), seed + 1) == s));
    }

    void setupRefusesImpossibleDeals() {
        EmpatSatuState::Setup ok{
            0, 0, {empatsatutest::cards("2c 3c 4c 5c"), empatsatutest::cards("2d 3d 4d 5d")}, {}, 0};
        QVERIFY(EmpatSatuState::fromSetup(klasik(), ok));
        auto twice = ok;
        twice.hands[1] = empatsatutest::cards("2c 3d 4d 5d");
        QVERIFY(!EmpatSatuState::fromSetup(klasik(), twice));
        auto three = ok;
        three.hands[0].pop_back();
        QVERIFY(!EmpatSatuState::fromSetup(klasik(), three));
        auto seats = ok;
        seats.hands.pop_back();
        QVERIFY(!EmpatSatuState::fromSetup(klasik(), seats));
        auto dealer = ok;
        dealer.dealer = 2;
        QVERIFY(!EmpatSatuState::fromSetup(klasik(), dealer));
        auto stockDuplicate = ok;
        stockDuplicate.stockTop = empatsatutest::cards("5c");
        QVERIFY(!EmpatSatuState::fromSetup(klasik(), stockDuplicate));
    }

    // V-E13: four hearts after discarding: no stop now, a stop at the start of the next turn.
    void stopOnlyAtTheStartOfATurn() {
        auto s = position(klasik(), 1, 0, {"2h 3h 4h Kc", "2c 3c 4d 5d"}, "5h 9s");
        ES_REFUSED(s, "stop", Refusal::StopNotQualified);
        ES_PLAY(s, "draw");
        QCOMPARE(s.hand(0), set("2h 3h 4h 5h Kc"));
        ES_REFUSED(s, "stop", Refusal::StopNotAtTurnStart);
        ES_PLAY(s, "discard Kc");
        QCOMPARE(s.currentSeat(), 1); // four hearts now, but the turn has passed
        QVERIFY(!s.canStop());
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 9s");
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(s.canStop());
        QCOMPARE(moveTexts(s), (std::vector<std::string>{"stop", "draw", "take"}));
        ES_PLAY(s, "stop");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.currentSeat(), core::game::kNoSeat);
        const HandResult* r = s.result();
        QVERIFY(r);
        QCOMPARE(int(r->reason), int(EndReason::Stopped));
        QCOMPARE(r->anchor, 0);
        QCOMPARE(r->scores[0], 14);
        QCOMPARE(r->scores[1], 4); // diamonds 4 + 5 - 2 - 3
        QCOMPARE(int(r->suits[1]), int(core::cards::Suit::Diamonds));
        QCOMPARE(r->winner(), 0);
        QCOMPARE(r->loser(), 1);
        QCOMPARE(s.returns(), (std::vector<double>{1.0, -1.0}));
        ES_REFUSED(s, "draw", Refusal::HandOver);
    }

    // V-E14: dealt four spades, the first player stops before drawing; nobody else gets a turn.
    void firstTurnStop() {
        auto s = position(klasik(3), 2, 0, {"As 9s 5s 2s", "Ah Kh Qh 2c", "Ac Kc Qd Jd"});
        QCOMPARE(moveTexts(s), (std::vector<std::string>{"stop", "draw"}));
        ES_PLAY(s, "stop");
        QVERIFY(s.isDealOver());
        QCOMPARE(s.turns(), 0);
        const HandResult* r = s.result();
        QCOMPARE(r->scores[0], 27);
        QCOMPARE(r->scores[1], 29); // a mixed hand may still beat the stopper
        QCOMPARE(r->scores[2], 1);
        QCOMPARE(r->winner(), 1);
        QCOMPARE(r->loser(), 2);
        QCOMPARE(s.returns(), (std::vector<double>{0.0, 1.0, -1.0}));
    }

    // V-E15, V-E16: a taken card may not go straight back; a card drawn from the stock may.
    void takenCardCannotBeThrownBack() {
        auto s = position(klasik(), 1, 0, {"9h 2c 3d 4s", "8h 7h 6h 2s"}, "Kd Jc");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 9h");
        QCOMPARE(s.takeable(), card("9h"));
        ES_PLAY(s, "take");
        QCOMPARE(s.takenThisTurn(), card("9h"));
        ES_REFUSED(s, "discard 9h", Refusal::RediscardTaken);
        ES_REFUSED(s, "take", Refusal::WrongPhase);
        ES_REFUSED(s, "draw", Refusal::WrongPhase);
        ES_REFUSED(s, "discard Ah", Refusal::NotInHand);
        QCOMPARE(moveTexts(s),
                 (std::vector<std::string>{"discard 2s", "discard 6h", "discard 7h", "discard 8h"}));
        ES_PLAY(s, "discard 2s");
        QCOMPARE(s.hand(1), set("9h 8h 7h 6h"));
        // V-E16: seat 0 draws the jack of clubs and throws it away again.
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard Jc");
        QCOMPARE(s.hand(0), set("Kd 2c 3d 4s"));
    }

    void takenCardMayGoBackWhenAllowed() {
        auto rules = klasik();
        rules.mayRediscardTaken = true;
        auto s = position(rules, 1, 0, {"9h 2c 3d 4s", "8h 7h 6h 2s"}, "Kd Jc");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 9h");
        ES_PLAY(s, "take");
        ES_PLAY(s, "discard 9h");
        QCOMPARE(s.takeable(), card("9h"));
        QVERIFY(s.observation(0).taken[1].contains(card("9h")));
        QVERIFY(!s.observation(0).known[1].contains(card("9h")));
    }

    void outOfOrderMovesAreRefused() {
        auto s = position(klasik(), 1, 0, {"9h 2c 3d 4s", "8h 7h 6h 2s"}, "Kd Jc");
        ES_REFUSED(s, "discard 9h", Refusal::WrongPhase);
        ES_REFUSED(s, "end", Refusal::StockNotEmpty);
        ES_PLAY(s, "draw");
        ES_REFUSED(s, "end", Refusal::WrongPhase);
        ES_REFUSED(s, "draw", Refusal::WrongPhase);
    }

    // V-E19: nothing has been discarded on the first turn of a hand, so only the stock is open.
    void firstTurnStockOnly() {
        auto s = position(klasik(4), 0, 0, {"9h 2c 3d 4s", "8h 7h 6h 2s", "Ac Kc 7c 5c", "Jh Th 7d 6s"});
        QCOMPARE(moveTexts(s), (std::vector<std::string>{"draw"}));
        ES_REFUSED(s, "take", Refusal::TakeOnFirstTurn);
        QVERIFY(!s.takeable().isValid());
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 9h");
        QCOMPARE(moveTexts(s), (std::vector<std::string>{"draw", "take"}));
    }

    // V-E18: P4's earlier discard lies under P1's latest; P2 can only take P1's card (seats 3, 0, 1).
    void onlyThePreviousDiscardCanBeTaken_data() {
        QTest::addColumn<QString>("piles");
        QTest::newRow("central") << "Central";
        QTest::newRow("personal") << "Personal";
    }
    void onlyThePreviousDiscardCanBeTaken() {
        QFETCH(QString, piles);
        auto rules = klasik(4);
        rules.discardPiles =
            piles == QLatin1String("Central") ? DiscardPiles::Central : DiscardPiles::Personal;
        auto s =
            position(rules, 3, 3, {"2c 3c 4c 6d", "2d 3d 4d 6h", "7c 8c 9c 7d", "7h 8h 9h 8d"}, "Ks Qs Js");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard Ks"); // P4
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 6d"); // P1
        QCOMPARE(s.currentSeat(), 1);
        const Observation before = s.observation(1);
        QCOMPARE(before.centralPile(), (std::vector<Card>{card("Ks"), card("6d")}));
        QCOMPARE(before.pile(3), (std::vector<Card>{card("Ks")}));
        QCOMPARE(before.pile(0), (std::vector<Card>{card("6d")}));
        QCOMPARE(before.takeable, card("6d"));
        ES_PLAY(s, "take");
        QVERIFY(s.hand(1).contains(card("6d")));
        QVERIFY(!s.hand(1).contains(card("Ks")));
        const Observation after = s.observation(2);
        QCOMPARE(after.centralPile(), (std::vector<Card>{card("Ks")}));
        QCOMPARE(after.known[1], set("6d"));
        // The zones follow the pile style; the king lies dead in P4's pile (or the central one).
        int piles_ = 0;
        for (const auto& z : s.zones())
            if (z.name == "pile") {
                ++piles_;
                if (rules.discardPiles == DiscardPiles::Personal && z.owner == 3)
                    QCOMPARE(z.cards.size(), std::size_t(1));
            }
        QCOMPARE(piles_, rules.discardPiles == DiscardPiles::Central ? 1 : 4);
        ES_PLAY(s, "discard 2d");
        // P1's 6d is gone; the next player may take only P2's 2d.
        QCOMPARE(s.takeable(), card("2d"));
    }

    // V-E17: the stock is empty and the player to move does not take: the hand ends and is scored.
    void stockOutAndDecline() {
        auto s = emptyStockPosition(klasik());
        QCOMPARE(s.stockCount(), 0);
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(s.turns(), 44);
        QCOMPARE(moveTexts(s), (std::vector<std::string>{"take", "end"}));
        ES_REFUSED(s, "draw", Refusal::StockEmpty);
        ES_PLAY(s, "end");
        const HandResult* r = s.result();
        QVERIFY(r);
        QCOMPARE(int(r->reason), int(EndReason::Declined));
        QCOMPARE(r->anchor, 0);
        QCOMPARE(r->scores[0], -4);
        QCOMPARE(r->scores[1], -12); // spades 9 - 6 - 7 - 8
        QCOMPARE(r->winner(), 0);
    }

    // With an empty stock the players may go on by taking; 2 x players such turns end the hand.
    void postStockTurnCap() {
        auto s = emptyStockPosition(klasik());
        for (int i = 0; i < 3; ++i) {
            QVERIFY(takeAndThrowOther(s));
            QCOMPARE(s.postStockTurns(), i + 1);
            QVERIFY(!s.isDealOver());
        }
        QVERIFY(takeAndThrowOther(s)); // the fourth = 2 x 2
        QVERIFY(s.isDealOver());
        QCOMPARE(int(s.result()->reason), int(EndReason::TurnCap));
        QCOMPARE(s.result()->anchor, 0); // seat 1 played the last turn; seat 0 was next

        auto custom = klasik();
        custom.postStockTurnCap = 1;
        auto one = emptyStockPosition(custom);
        QVERIFY(takeAndThrowOther(one));
        QVERIFY(one.isDealOver());

        auto unlimited = klasik();
        unlimited.postStockTurnCap = 0;
        auto u = emptyStockPosition(unlimited);
        for (int i = 0; i < 30; ++i) QVERIFY(takeAndThrowOther(u));
        QVERIFY(!u.isDealOver());
        QCOMPARE(u.postStockTurns(), 30);
        ES_PLAY(u, "end");
        QCOMPARE(int(u.result()->reason), int(EndReason::Declined));
    }

    void turnCapDefaultIsTwicePlayers() {
        for (int n = 2; n <= 6; ++n) QCOMPARE(klasik(n).effectiveTurnCap(), 2 * n);
        auto r = klasik(5);
        r.postStockTurnCap = 7;
        QCOMPARE(r.effectiveTurnCap(), 7);
        QCOMPARE(EmpatSatuRules::catalog().find("postStockTurnCap")->defaultValue, std::string("-1"));
    }

    void endWhenStockEmpty() {
        auto rules = klasik();
        rules.endWhenStockEmpty = true;
        auto s = position(rules, 1, 0, {"2c 3d 4h 5s", "6c 7d 8h 9s"});
        int turns = 0;
        while (!s.isDealOver()) {
            QVERIFY(drawAndThrowBack(s));
            ++turns;
        }
        QCOMPARE(turns, 44);
        QCOMPARE(s.stockCount(), 0);
        QCOMPARE(int(s.result()->reason), int(EndReason::StockEmpty));
        QCOMPARE(s.result()->anchor, 0);
    }

    // V-E20: the loser deals the next hand, the winner plays first; dealing starts left of the dealer.
    void loserDealsWinnerStarts() {
        const std::uint64_t seed = 99;
        EmpatSatuState::Setup setup{0,
                                    1,
                                    {empatsatutest::cards("2c 3d 4h 5s"), empatsatutest::cards("Ah Kh Qh Jh"),
                                     empatsatutest::cards("9c 9d 9h 9s")},
                                    {},
                                    0};
        auto s = *EmpatSatuState::fromSetup(klasik(3), setup, seed);
        QVERIFY(!s.startNextDeal()); // not before the hand is over
        ES_PLAY(s, "stop");
        QCOMPARE(s.result()->winner(), 1);
        QCOMPARE(s.result()->loser(), 2); // -18
        QVERIFY(s.startNextDeal());
        QCOMPARE(s.handIndex(), 1);
        QCOMPARE(s.dealer(), 2);
        QCOMPARE(s.firstPlayer(), 1);
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(s.stockCount(), 40);
        core::cards::Rng rng = core::cards::Rng::forStream(seed, 1);
        const auto order = core::cards::Deck::standard52().shuffled(rng);
        QVERIFY(s.hand(0).contains(Card::fromId(order[51]))); // seat 0 sits left of the dealer (seat 2)
        QVERIFY(s.hand(2).contains(Card::fromId(order[49])));
    }

    // V-E9 in play: exact tie; the player who stopped wins it, the other loses.
    void exactTieGoesToTheStopper_data() {
        QTest::addColumn<int>("first");
        QTest::newRow("seat 0 stops") << 0;
        QTest::newRow("seat 1 stops") << 1;
    }
    void exactTieGoesToTheStopper() {
        QFETCH(int, first);
        auto s = position(klasik(), 0, first, {"Ah Kh Qh Jh", "As Ks Js Ts"});
        ES_PLAY(s, "stop");
        const HandResult* r = s.result();
        QCOMPARE(r->scores[0], 41);
        QCOMPARE(r->scores[1], 41);
        QCOMPARE(r->winner(), first);
        QCOMPARE(r->loser(), 1 - first);
        QCOMPARE(int(r->ranking.winnerBy), int(TieBreak::TurnOrder));
    }

    void stopThreshold() {
        auto rules = klasik();
        rules.stopThreshold = 25;
        auto mixed = position(rules, 1, 0, {"Ah Kh Qh 2c", "2d 3d 4d 5d"});
        QVERIFY(isLegal(mixed, "stop")); // 29 >= 25, no flush needed
        auto lowFlush = position(rules, 1, 1, {"Ah Kh Qh 2c", "2d 3d 4d 5d"});
        ES_REFUSED(lowFlush, "stop", Refusal::StopNotQualified); // a flush worth 14
        rules.stopThreshold = 30; // only flushes can reach 30: a mixed hand tops at 29
        auto high = position(rules, 1, 0, {"Ah Kh Qh 2c", "As Ks 2s 3s"});
        ES_REFUSED(high, "stop", Refusal::StopNotQualified);
        auto seat1 = position(rules, 0, 1, {"Ah Kh Qh 2c", "As Ks 5s 4s"});
        QVERIFY(isLegal(seat1, "stop")); // 30
    }

    // discardFirst ("Difficult"): discard, then draw or take the previous player's discard.
    void discardFirst_data() {
        QTest::addColumn<QString>("piles");
        QTest::newRow("personal") << "Personal";
        QTest::newRow("central") << "Central";
    }
    void discardFirst() {
        QFETCH(QString, piles);
        auto rules = preset("empatsatu-jbgames", 2);
        rules.discardPiles =
            piles == QLatin1String("Central") ? DiscardPiles::Central : DiscardPiles::Personal;
        auto s = position(rules, 1, 0, {"2c 3c 4c 5d", "7h 8h 9h 2s"}, "Kd Jd Ts");
        QCOMPARE(moveTexts(s),
                 (std::vector<std::string>{"discard 2c", "discard 3c", "discard 4c", "discard 5d"}));
        ES_REFUSED(s, "draw", Refusal::WrongPhase);
        ES_REFUSED(s, "take", Refusal::WrongPhase);
        ES_PLAY(s, "discard 5d");
        QCOMPARE(int(s.phase()), int(Phase::Draw));
        QCOMPARE(s.hand(0).count(), 3);
        QCOMPARE(moveTexts(s), (std::vector<std::string>{"draw"}));
        ES_REFUSED(s, "take", Refusal::TakeOnFirstTurn);
        ES_REFUSED(s, "stop", Refusal::StopNotAtTurnStart);
        ES_REFUSED(s, "discard 2c", Refusal::WrongPhase);
        ES_PLAY(s, "draw");
        QCOMPARE(s.hand(0), set("2c 3c 4c Kd"));
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(s.takeable(), card("5d"));
        ES_PLAY(s, "discard 2s");
        QCOMPARE(moveTexts(s), (std::vector<std::string>{"draw", "take"}));
        QCOMPARE(s.takeable(), card("5d")); // not the 2s just thrown
        ES_PLAY(s, "take");
        QCOMPARE(s.hand(1), set("7h 8h 9h 5d"));
        const Observation o = s.observation(0);
        QCOMPARE(o.centralPile(), (std::vector<Card>{card("2s")}));
        QCOMPARE(o.known[1], set("5d"));
        QCOMPARE(s.takeable(), card("2s"));
        // Re-discarding is allowed in this preset: the 5d may go straight back next turn.
        ES_PLAY(s, "discard 2c");
        ES_PLAY(s, "take");
        QVERIFY(isLegal(s, "discard 5d"));
    }

    void discardFirstWithAnEmptyStock() {
        auto rules = preset("empatsatu-jbgames", 2);
        rules.stopThreshold = 0;
        auto s = position(rules, 1, 0, {"2c 3d 4h 5s", "6c 7d 8h 9s"});
        while (s.stockCount() > 0) {
            const auto seat = s.currentSeat();
            const Card first = s.hand(seat).first();
            QVERIFY(!s.apply(Move::discard(first)));
            QVERIFY(!s.apply(Move::draw()));
        }
        QVERIFY(!s.isDealOver());
        const auto legal = moveTexts(s);
        QCOMPARE(legal.back(), std::string("end"));
        QCOMPARE(std::count_if(legal.begin(), legal.end(),
                               [](const std::string& m) { return m.starts_with("discard"); }),
                 4L);
        ES_REFUSED(s, "draw", Refusal::WrongPhase);
        // Going on means discarding and then taking: with no stock the take is the only way to draw.
        auto goOn = s;
        QVERIFY(!goOn.apply(Move::discard(goOn.hand(goOn.currentSeat()).first())));
        QCOMPARE(moveTexts(goOn), (std::vector<std::string>{"take"}));
        ES_REFUSED(goOn, "end", Refusal::WrongPhase);
        ES_PLAY(goOn, "take");
        QCOMPARE(goOn.postStockTurns(), 1);
        ES_PLAY(s, "end");
        QCOMPARE(int(s.result()->reason), int(EndReason::Declined));
    }

    void observationShowsWhatASeatMaySee() {
        auto s = position(klasik(3), 2, 0, {"9h 2c 3d 4s", "8h 7h 6h 2s", "Ac Kc 7c 5c"}, "Kd Jc Qd");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 9h");
        ES_PLAY(s, "take");
        ES_PLAY(s, "discard 2s");
        const Observation o = s.observation(2);
        QCOMPARE(o.seat, 2);
        QCOMPARE(o.hand, set("Ac Kc 7c 5c"));
        QCOMPARE(o.current, 2);
        QCOMPARE(o.stockCount, 51 - 12);
        QCOMPARE(o.handCounts[0], 4);
        QCOMPARE(o.known[1], set("9h"));
        QCOMPARE(o.taken[1], set("9h"));
        QCOMPARE(o.thrown[0], set("9h"));
        QCOMPARE(o.thrown[1], set("2s"));
        QCOMPARE(o.takeable, card("2s"));
        QVERIFY(!o.result);
        const CardSet seen = CardSet::of(std::vector<Card>{card("9h"), card("2s")}) | o.hand;
        QCOMPARE(o.unseen(), CardSet::fullDeck() - seen);
        QCOMPARE(int(o.knownCards().size()), 6);
        // Seat 1's hidden cards and the stock are not in the observation: other deals give the same view.
        core::cards::Rng rng(5);
        for (int i = 0; i < 20; ++i) {
            const EmpatSatuState d = EmpatSatuState::determinize(o, rng);
            QVERIFY(d.hand(1).contains(card("9h")));
            QCOMPARE(d.hand(2), o.hand);
            QCOMPARE(d.hand(0).count(), 4);
            QCOMPARE(d.stockCount(), o.stockCount);
            QVERIFY(d.observation(2) == o);
            QCOMPARE(d.legalMoves(), s.legalMoves());
        }
        // The taken 9h leaves the known cards once thrown again.
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 5c");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 2c");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 9h");
        QVERIFY(s.observation(0).known[1].empty());
        QVERIFY(s.observation(0).taken[1].contains(card("9h")));
        // At the end every hand is shown.
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 7c");
        auto end = s;
        while (end.stockCount() > 0) QVERIFY(drawAndThrowBack(end));
        ES_PLAY(end, "end");
        const Observation last = end.observation(0);
        QVERIFY(last.result);
        QCOMPARE(last.result->hands[2], end.hand(2));
        QCOMPARE(int(last.knownCards().size()), 52 - last.stockCount);
    }

    // A bot may choose the other hands itself; the state keeps them, fills the stock with the rest, and
    // refuses hands that do not fit what the seat has seen.
    void determinizeWithChosenHands() {
        auto s = position(klasik(3), 2, 0, {"9h 2c 3d 4s", "8h 7h 6h 2s", "Ac Kc 7c 5c"}, "Kd Jc Qd");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 9h");
        ES_PLAY(s, "take");
        ES_PLAY(s, "discard 2s");
        const Observation o = s.observation(2);
        std::array<CardSet, kMaxSeats> hands{};
        hands[0] = set("2h 3h 4h 5h");
        hands[1] = set("9h Ts Js Qs");
        hands[2] = o.hand;
        core::cards::Rng rng(9);
        const auto d = EmpatSatuState::determinizeWith(o, hands, rng);
        QVERIFY(d);
        for (int seat = 0; seat < 3; ++seat) QCOMPARE(d->hand(seat), hands[std::size_t(seat)]);
        QCOMPARE(d->stockCount(), o.stockCount);
        QVERIFY(d->observation(2) == o);
        QCOMPARE(d->legalMoves(), s.legalMoves());
        core::cards::Rng again(9);
        QVERIFY(EmpatSatuState::determinizeWith(o, hands, again) == d);

        auto wrong = hands;
        wrong[1] = set("Th Ts Js Qs"); // leaves out the 9h seat 1 is known to hold
        QVERIFY(!EmpatSatuState::determinizeWith(o, wrong, rng));
        wrong = hands;
        wrong[0] = set("2h 3h 4h 2s"); // the 2s lies face up
        QVERIFY(!EmpatSatuState::determinizeWith(o, wrong, rng));
        wrong = hands;
        wrong[0] = set("2h 3h 4h Ts"); // Ts is given to two seats
        QVERIFY(!EmpatSatuState::determinizeWith(o, wrong, rng));
        wrong = hands;
        wrong[0] = set("2h 3h 4h"); // three cards
        QVERIFY(!EmpatSatuState::determinizeWith(o, wrong, rng));
        wrong = hands;
        wrong[2] = set("Ac Kc 7c 6c"); // not the observer's own hand
        QVERIFY(!EmpatSatuState::determinizeWith(o, wrong, rng));
    }

    void sessionTallyAndLength() {
        auto rules = klasik(2);
        rules.runningTotals = true;
        rules.hands = 2;
        EmpatSatuState::Setup setup{
            0, 0, {empatsatutest::cards("Ah Kh Qh Jh"), empatsatutest::cards("2c 3d 4h 5s")}, {}, 0};
        auto s = *EmpatSatuState::fromSetup(rules, setup, 3);
        ES_PLAY(s, "stop");
        QCOMPARE(s.wins(0), 1);
        QCOMPARE(s.losses(1), 1);
        QVERIFY(!s.isOver());
        QVERIFY(s.startNextDeal());
        while (!s.isDealOver()) {
            if (s.stockCount() == 0) {
                ES_PLAY(s, "end");
                break;
            }
            QVERIFY(drawAndThrowBack(s));
        }
        QVERIFY(s.isOver());
        QVERIFY(!s.startNextDeal());
        QCOMPARE(s.wins(0) + s.wins(1), 2);
        QCOMPARE(s.observation(1).wins, s.observation(0).wins);

        rules.runningTotals = false;
        auto quiet = *EmpatSatuState::fromSetup(rules, setup, 3);
        ES_PLAY(quiet, "stop");
        QCOMPARE(quiet.wins(0), 0);
    }
};

QTEST_GUILESS_MAIN(TestEmpatSatuState)
#include "tst_empatsatu_state.moc"
