// The Easy bot, the rollout policy and the taker style: legal moves only, whole matches to the end, the
// rules of thumb they promise, and a clear edge over random play.
#include "canasta/bots/easybot.h"
#include "canasta/bots/takerbot.h"
#include "canastatest.h"

#include <QTest>

#include <functional>

using namespace canastatest;

namespace {

// Plays a match with the Easy bot in the seats for which `easy` is true (random legal moves elsewhere).
// Returns the winning side, or -1 if the match did not end within `maxHands`.
int playMatch(const CanastaRules& rules, std::uint64_t seed, const std::function<bool(int)>& easy,
              int maxHands, int* hands = nullptr) {
    State s(rules, seed);
    core::cards::Rng rng(seed * 31 + 7);
    EasyBot bot;
    for (int h = 0; h < maxHands; ++h) {
        while (!s.isDealOver()) {
            const Seat seat = s.currentSeat();
            Move m;
            if (easy(s.board().sideOf(seat))) {
                m = bot.chooseMove(s.observation(seat), rng);
            } else {
                const auto legal = s.legalMoves();
                m = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            }
            if (auto r = s.apply(m))
                qFatal("the bot chose an illegal move %s: %s", m.toString().c_str(),
                       std::string(describe(*r)).c_str());
        }
        if (hands) *hands = h + 1;
        if (s.isOver()) return s.board().winner;
        s.startNextDeal();
    }
    return -1;
}

} // namespace

class TestCanastaBot : public QObject {
    Q_OBJECT
private slots:
    void playsWholeMatchesInEveryForm_data() {
        QTest::addColumn<std::string>("variant");
        for (const char* v : {"players=2", "players=2,twoHandCards=13", "players=3", "players=4", "players=5",
                              "players=6", "players=6,sixPlayerForm=TwoTeamsOfThree", "canasta-klasik",
                              "canasta-klasik,players=2,twoHandDrawTwo=Optional"})
            QTest::newRow(v) << std::string(v);
    }
    void playsWholeMatchesInEveryForm() {
        QFETCH(std::string, variant);
        const CanastaRules rules = rulesOf(variant);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            int hands = 0;
            const int winner = playMatch(
                rules, seed, [](int) { return true; }, 60, &hands);
            QVERIFY2(winner >= 0, "the match did not end");
            QVERIFY(winner < rules.sides());
            QVERIFY(hands >= 2);
        }
    }

    void sittingOutPlayersNeverAct_data() {
        QTest::addColumn<std::string>("variant");
        QTest::newRow("5 players") << std::string("players=5");
        QTest::newRow("6 in teams of three") << std::string("players=6,sixPlayerForm=TwoTeamsOfThree");
    }
    void sittingOutPlayersNeverAct() {
        QFETCH(std::string, variant);
        const CanastaRules rules = rulesOf(variant);
        State s(rules, 21);
        core::cards::Rng rng(21);
        std::array<int, 3> total{};
        for (int hand = 0; hand < 6 && !s.isOver(); ++hand) {
            const Table& t = s.board().table;
            QCOMPARE(int(t.count), 4);
            std::vector<Seat> out;
            for (Seat seat = 0; seat < rules.players; ++seat) {
                if (t.active(seat)) continue;
                out.push_back(seat);
                QCOMPARE(s.hand(seat).count(), 0);
            }
            QCOMPARE(int(out.size()), rules.players - 4);
            while (!s.isDealOver()) {
                const Seat seat = s.currentSeat();
                QVERIFY(std::find(out.begin(), out.end(), seat) == out.end());
                QVERIFY(!s.observation(out.front()).toAct());
                QVERIFY(!s.apply(EasyBot().chooseMove(s.observation(seat), rng)));
            }
            for (int side = 0; side < 2; ++side) total[side] += s.board().handScores[side].total();
            if (s.isOver()) break;
            QVERIFY(s.startNextDeal());
        }
        // One score per team, the members sitting out included.
        const int bonus = s.isOver() ? rules.gameBonus : 0;
        QCOMPARE(s.board().scores[0] + s.board().scores[1], total[0] + total[1] + bonus);
    }

    void theDrawMakesTheTeams() {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const State s(rulesOf(""), seed);
            const PartnerDraw& d = s.board().draw;
            const Table& t = s.board().table;
            // The two highest drawers play together, and the highest deals (and, by the seed, plays) first.
            QCOMPARE(t.partner[d.order[0]], d.order[1]);
            QCOMPARE(t.partner[d.order[2]], d.order[3]);
            QCOMPARE(t.dealer, d.order[0]);
            QCOMPARE(s.currentSeat(), d.order[0]);
            QVERIFY(drawRank(d.cards[d.order[0]]) > drawRank(d.cards[d.order[1]]));
        }
    }

    void beatsRandomPlay() {
        int wins = 0;
        const int matches = 20;
        for (int seed = 1; seed <= matches; ++seed)
            wins += playMatch(
                        rulesOf("targetScore=3000"), seed, [](int side) { return side == 0; }, 40) == 0;
        QVERIFY2(wins >= 16, std::to_string(wins).c_str());
    }

    void takesThePileWithANaturalPair() {
        Setup setup;
        setup.current = 0;
        setup.hands = {"9c 9d 5c Kd Qd", "4c 5h 6c 8c Tc", "4d 5d 6d 8d Td", "4h 6h 8h Th Jh"};
        setup.melds[0] = {"Ac Ad Ah"};
        setup.pile = "Jc 9h";
        core::cards::Rng rng(1);
        const State s = fromSetup(setup);
        QCOMPARE(EasyBot().chooseMove(s.observation(0), rng), mv("take 9c 9d"));
        // Not with a natural and a wild, not just to add it to a meld.
        setup.hands[0] = "9c Jk 5c Kd Qd";
        const State mixed = fromSetup(setup);
        QVERIFY(isLegal(mixed, "take 9c Jk"));
        QCOMPARE(EasyBot().chooseMove(mixed.observation(0), rng), mv("draw"));
    }

    void theTakerTakesThePileOntoItsMeldOtherwisePlaysEasy() {
        Setup setup;
        setup.current = 0;
        setup.hands = {"4c 6d 5c Kd Qd", "4c 5h 6c 8c Tc", "4d 5d 6d 8d Td", "4h 6h 8h Th Jh"};
        setup.melds[0] = {"Ac Ad Ah"};
        setup.pile = "Jc As";
        core::cards::Rng rng(1);
        const State onto = fromSetup(setup);
        QCOMPARE(TakerBot().chooseMove(onto.observation(0), rng), mv("take"));
        QCOMPARE(EasyBot().chooseMove(onto.observation(0), rng), mv("draw"));
        // No meld for the top card: the Easy rules, a natural pair takes it.
        setup.hands[0] = "9c 9d 5c Kd Qd";
        setup.pile = "Jc 9h";
        const State pair = fromSetup(setup);
        QCOMPARE(TakerBot().chooseMove(pair.observation(0), rng), mv("take 9c 9d"));
        // A frozen pile (a wild card in it) needs a natural pair: the taker draws as Easy does.
        setup.hands[0] = "4c 6d 5c Kd Qd";
        setup.pile = "2c Jc As";
        setup.frozen = Frozen::WildDiscard;
        const State frozen = fromSetup(setup);
        QVERIFY(!isLegal(frozen, "take"));
        QCOMPARE(TakerBot().chooseMove(frozen.observation(0), rng), mv("draw"));
    }

    void meldsThenDiscardsASafeSingleton() {
        Setup setup;
        setup.current = 0;
        setup.hands = {"9c 9d 9h Kd Qd 4s", "4c 5h 6c 8c Tc", "4d 5d 6d 8d Td", "4h 6h 8h Th Jh"};
        setup.melds[0] = {"Ac Ad Ah"};
        setup.melds[1] = {"Kc Kh Ks"};
        setup.stock = "As";
        State s = fromSetup(setup);
        EasyBot bot;
        core::cards::Rng rng(1);
        const auto next = [&] {
            const Move m = bot.chooseMove(s.observation(s.currentSeat()), rng);
            if (s.apply(m)) qFatal("illegal move %s", m.toString().c_str());
            return m.toString();
        };
        QCOMPARE(next(), std::string("draw"));
        QCOMPARE(next(), std::string("meld 9c 9d 9h"));
        QCOMPARE(next(), std::string("add As to A"));
        // Kd would go onto the opponents' meld of kings: the queen goes instead.
        QCOMPARE(next(), std::string("discard Qd"));
    }

    void discardsABlackThreeFirstAndNeverAWildCardWhileItHasOthers() {
        Setup setup;
        setup.current = 0;
        setup.hands = {"3c Jk Kd 8s", "4c 5h 6c 8c Tc", "4d 5d 6d 8d Td", "4h 6h 8h Th Jh"};
        setup.stock = "7d";
        State s = fromSetup(setup);
        QVERIFY(!s.apply(mv("draw")));
        QCOMPARE(EasyPolicy::discard(s.board(), s.hand(0)), std::optional<Move>(mv("discard 3c")));
        setup.hands[0] = "Jk 2c Kd 8s";
        State w = fromSetup(setup);
        QVERIFY(!w.apply(mv("draw")));
        const auto d = EasyPolicy::discard(w.board(), w.hand(0));
        QVERIFY(d && !isWild(d->card()));
    }

    void goesOutWhenAllowed() {
        Setup setup;
        setup.current = 0;
        setup.hands = {"9c 9d 5c", "4c 5h 6c 8c Tc", "4d 5d 6d 8d Td", "4h 6h 8h Th Jh"};
        setup.melds[0] = {"Kc Kc Kd Kd Kh Kh Ks"};
        setup.stock = "9h";
        State s = fromSetup(setup);
        core::cards::Rng rng(2);
        playOutDeal(s, rng);
        QVERIFY(s.isDealOver());
        QCOMPARE(s.board().wentOut, 0);
    }

    void answersThePartner() {
        Setup setup;
        setup.current = 0;
        setup.hands = {"9c 9d 5c", "4c 5h 6c 8c Tc", "4d 5d", "4h 6h 8h Th Jh"};
        State s = fromSetup(setup);
        QVERIFY(!s.apply(mv("ask")));
        core::cards::Rng rng(3);
        QCOMPARE(EasyBot().chooseMove(s.observation(2), rng), mv("yes")); // 10 points in hand
        setup.hands[2] = "Ad As Ac Kd Ks Kh Jk Jr Qd";
        State rich = fromSetup(setup);
        QVERIFY(!rich.apply(mv("ask")));
        QCOMPARE(EasyBot().chooseMove(rich.observation(2), rng), mv("no"));
        setup.hands[1] = "4c 5h";
        State close = fromSetup(setup);
        QVERIFY(!close.apply(mv("ask")));
        QCOMPARE(EasyBot().chooseMove(close.observation(2), rng), mv("yes")); // an opponent is down to two
    }

    void rolloutsFinishDeterminizedDeals() {
        const State s(rulesOf(""), 11);
        core::cards::Rng rng(4);
        for (int i = 0; i < 30; ++i) {
            State d = State::determinize(s.observation(s.currentSeat()), rng);
            const int moves = playOutDeal(d, rng);
            QVERIFY(d.isDealOver());
            QVERIFY(moves > 0);
            const auto r = d.returns();
            QCOMPARE(int(r.size()), 4);
            QCOMPARE(r[0], r[2]);
            QCOMPARE(r[1], -r[0]);
        }
    }
};

QTEST_GUILESS_MAIN(TestCanastaBot)
#include "tst_canasta_bot.moc"
