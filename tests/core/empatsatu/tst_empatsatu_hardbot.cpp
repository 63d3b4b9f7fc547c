// The Hard Empat Satu bot and its world sampler: legal and deterministic moves, the obvious choices (take
// the card that completes 41, stop on 41, never throw back the taken card, pass up a stop that cannot
// win), worlds that follow what the other players did, and the bot levels by name.
#include "empatsatu/bots/easybot.h"
#include "empatsatu/bots/empatsatubots.h"
#include "empatsatu/bots/greedyinference.h"
#include "empatsatu/bots/greedypolicy.h"
#include "empatsatu/bots/hardbot.h"
#include "empatsatu/bots/worldsampler.h"
#include "policyhelpers.h"
#include "statehelpers.h"

#include <QTest>

using namespace core::empatsatu;
using core::cards::CardSet;
using empatsatutest::card;
using empatsatutest::mv;
using empatsatutest::position;
using empatsatutest::set;

namespace {

/// A small budget keeps the tests quick; the choices tested here do not need more.
HardSettings small() {
    HardSettings s;
    s.budget = {60, 1, 200, 2, 4000};
    return s;
}

std::string hardChoice(const EmpatSatuState& s, std::uint64_t seed = 1, HardSettings settings = small()) {
    HardBot bot(settings);
    core::cards::Rng rng(seed);
    return bot.chooseMove(s.observation(s.currentSeat()), rng).toString();
}

EmpatSatuRules players(int n) {
    EmpatSatuRules r;
    r.players = n;
    return r;
}

// Two players: seat 0 throws `thrown` after drawing 7s; seat 1 (holding `hand`) is to move.
EmpatSatuState afterThrow(const std::string& hand, const std::string& thrown, int n = 2) {
    std::vector<std::string> hands = {thrown + " Td 6c 5s", hand};
    const std::vector<std::string> others = {"2d 3c 4s 8c", "9c 9d 9s 3s", "8d 7c 6s 5d", "4c 5c 6d 7d"};
    for (int i = 2; i < n; ++i) hands.push_back(others[static_cast<std::size_t>(i - 2)]);
    auto s = position(players(n), n - 1, 0, hands, "7s");
    if (s.apply(Move::draw()) || s.apply(Move::discard(card(thrown))))
        qFatal("scripted turn refused in a test");
    return s;
}

/// `s` after a scripted move that must be accepted.
EmpatSatuState then(EmpatSatuState s, const char* text) {
    if (s.apply(mv(text))) qFatal("scripted move refused in a test: %s", text);
    return s;
}

// Seat 1 takes Ac, Kc and Qc from seat 0 and throws a spade and two diamonds: it collects clubs.
EmpatSatuState clubsCollector() {
    auto s = position(players(2), 1, 0, {"Ac Kc Qc 5h", "9s 2s 3d 4d"}, "2h 3h 4h");
    for (const char* text : {"draw", "discard Ac", "take", "discard 2s", "draw", "discard Kc", "take",
                             "discard 3d", "draw", "discard Qc", "take", "discard 4d"})
        s = then(s, text);
    return s;
}

// Seat 1 takes everything seat 0 throws and ends with Ac Kc Qc 2d (29), all taken face up, after throwing
// the Th; seat 0 starts its turn with 9h 8h 7h 2h, a flush of 26 that may stop but cannot win.
EmpatSatuState weakFlushAgainstKnownHand() {
    auto s = position(players(2), 1, 0, {"Ac Kc Qc 2d", "Th 3s 4s 5s"}, "9h 8h 7h 2h");
    for (const char* text :
         {"draw", "discard Ac", "take", "discard 3s", "draw", "discard Kc", "take", "discard 4s", "draw",
          "discard Qc", "take", "discard 5s", "draw", "discard 2d", "take", "discard Th"})
        s = then(s, text);
    return s;
}

} // namespace

class TestEmpatSatuHardBot : public QObject {
    Q_OBJECT
private slots:
    void namesAndLevels() {
        for (const char* name : {"easy", "greedy"}) QCOMPARE(makeBot(name)->name(), std::string_view("easy"));
        for (const char* name : {"hard", "strong"}) QCOMPARE(makeBot(name)->name(), std::string_view("hard"));
        QVERIFY(!makeBot("medium"));
        QVERIFY(!makeBot(""));
    }

    void legalInPositions_data() {
        QTest::addColumn<int>("which");
        QTest::newRow("first turn: only the stock") << 0;
        QTest::newRow("stop, draw or take") << 1;
        QTest::newRow("discard after a take") << 2;
        QTest::newRow("discard after a draw") << 3;
        QTest::newRow("four players, take or draw") << 4;
        QTest::newRow("weak flush against a known hand") << 5;
    }
    void legalInPositions() {
        QFETCH(int, which);
        EmpatSatuState s = [&] {
            switch (which) {
            case 0:
                return position(players(3), 2, 0, {"9h 2c 3d 4s", "8h 7h 6h 2s", "Ac Kc 7c 5c"});
            case 1:
                return afterThrow("2h 3h 4h 5h", "6h");
            case 2:
                return then(afterThrow("9h 8h 2c 3d", "7h"), "take");
            case 3:
                return then(afterThrow("9h 8h 2c 3d", "Ks"), "draw");
            case 4:
                return afterThrow("9h 8h 2c 3d", "7h", 4);
            default:
                return weakFlushAgainstKnownHand();
            }
        }();
        for (std::uint64_t seed : {1, 2, 3}) {
            const Move m = *Move::parse(hardChoice(s, seed));
            const auto legal = s.legalMoves();
            QVERIFY2(std::find(legal.begin(), legal.end(), m) != legal.end(), m.toString().c_str());
        }
    }

    void deterministicForASeed() {
        const auto s = afterThrow("9h 8h 2c 3d", "7h", 4);
        const auto o = s.observation(1);
        HardBot bot; // the default budget: what the table plays
        core::cards::Rng a(77), b(77);
        const auto first = bot.analyse(o, a);
        const auto second = bot.analyse(o, b);
        QCOMPARE(first.move, second.move);
        QCOMPARE(first.candidates, second.candidates);
        QCOMPARE(first.meanValue, second.meanValue);
        QCOMPARE(first.rollouts, second.rollouts);
        QVERIFY(a == b);
        QVERIFY(first.totalRollouts > 100);

        // Whole hands: the same seeds give the same moves.
        const auto playHands = [] {
            std::vector<Move> moves;
            HardBot hard(small());
            EasyBot easy;
            core::cards::Rng rng(5);
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                EmpatSatuState t(players(3), seed);
                while (!t.isDealOver()) {
                    const auto obs = t.observation(t.currentSeat());
                    moves.push_back(t.currentSeat() == 0 ? hard.chooseMove(obs, rng)
                                                         : easy.chooseMove(obs, rng));
                    if (t.apply(moves.back())) return std::vector<Move>{};
                }
            }
            return moves;
        };
        const auto once = playHands();
        QVERIFY(!once.empty());
        QCOMPARE(playHands(), once);
    }

    // Ah Kh Qh + 2c and the Jh on offer: taking it makes 41, which nothing beats.
    void takesTheCardThatCompletes41_data() {
        QTest::addColumn<int>("players");
        QTest::newRow("heads-up") << 2;
        QTest::newRow("four players") << 4;
    }
    void takesTheCardThatCompletes41() {
        QFETCH(int, players);
        auto s = afterThrow("Ah Kh Qh 2c", "Jh", players);
        for (std::uint64_t seed : {1, 2, 3}) QCOMPARE(hardChoice(s, seed), std::string("take"));
        ES_PLAY(s, "take");
        QCOMPARE(hardChoice(s), std::string("discard 2c"));
    }

    void stopsOn41_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("hand");
        QTest::newRow("A-K-Q-J") << "empatsatu-klasik,players=2"
                                 << "Ah Kh Qh Jh";
        QTest::newRow("A-K-J-10") << "empatsatu-klasik,players=4"
                                  << "As Ks Js Ts";
        QTest::newRow("threshold, discard first") << "empatsatu-jbgames,players=3"
                                                  << "Ac Kc Qc Tc";
    }
    void stopsOn41() {
        QFETCH(QString, variant);
        QFETCH(QString, hand);
        const auto rules = empatsatutest::variantRules(variant.toStdString());
        std::vector<std::string> hands = {hand.toStdString(), "2d 3c 4s 8c", "9c 9d 9s 3s", "8d 7c 6s 5d"};
        hands.resize(static_cast<std::size_t>(rules.players));
        const auto s = position(rules, rules.players - 1, 0, hands);
        for (std::uint64_t seed : {1, 2}) QCOMPARE(hardChoice(s, seed), std::string("stop"));
    }

    // Seat 1's whole hand is known (Ac Kc Qc 2d, 29): stopping with 9h 8h 7h 2h (26) loses in every world,
    // while taking the Th makes 34, which wins unless seat 1 draws a club first. The Easy bot stops.
    void passesUpAStopThatCannotWin() {
        const auto s = weakFlushAgainstKnownHand();
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(s.canStop());
        const auto o = s.observation(0);
        QCOMPARE(o.known[1], set("Ac Kc Qc 2d"));
        QCOMPARE(o.takeable, card("Th"));
        EasyBot easy;
        core::cards::Rng rng(1);
        QCOMPARE(easy.chooseMove(o, rng).toString(), std::string("stop"));
        HardBot hard;
        const auto result = hard.analyse(o, rng);
        for (std::size_t i = 0; i < result.candidates.size(); ++i)
            qInfo("%s: %.3f over %d rollouts", result.candidates[i].toString().c_str(), result.meanValue[i],
                  result.rollouts[i]);
        QCOMPARE(result.move.toString(), std::string("take"));
        QCOMPARE(result.candidates.front(), Move::stop());
        QCOMPARE(result.meanValue.front(), 0.0);
        QVERIFY(result.meanValue.back() > 0.5); // take
        QCOMPARE(hardChoice(then(s, "take")), std::string("discard 2h"));
    }

    // Hard against Easy in whole hands, under every preset: every move legal, the taken card never thrown
    // back (unless the variant allows it), and a few dozen hands finish.
    void smallBudgetMatches_data() {
        QTest::addColumn<QString>("variant");
        empatsatutest::addPresetRows();
        QTest::newRow("personal piles, turn cap 1")
            << "empatsatu-klasik,discardPiles=Personal,postStockTurnCap=1";
    }
    void smallBudgetMatches() {
        QFETCH(QString, variant);
        const auto rules = empatsatutest::variantRules(variant.toStdString());
        HardSettings settings;
        settings.budget = {16, 1, 200, 2, 1000};
        HardBot hard(settings);
        EasyBot easy;
        core::cards::Rng rng(9);
        int hands = 0, hardMoves = 0, hardTakes = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            EmpatSatuState s(rules, seed);
            for (int h = 0; h < 4; ++h) {
                while (!s.isDealOver()) {
                    const auto seat = s.currentSeat();
                    const bool isHard = seat % 2 == 0;
                    const auto o = s.observation(seat);
                    const Move m = isHard ? hard.chooseMove(o, rng) : easy.chooseMove(o, rng);
                    if (isHard) {
                        ++hardMoves;
                        hardTakes += m == Move::take();
                        if (!rules.mayRediscardTaken && o.takenThisTurn.isValid())
                            QVERIFY(m != Move::discard(o.takenThisTurn));
                    }
                    QVERIFY2(!s.apply(m), m.toString().c_str());
                }
                ++hands;
                if (!s.startNextDeal()) break;
            }
        }
        QCOMPARE(hands, 24);
        QVERIFY(hardMoves > 24);
        QVERIFY(hardTakes > 0);
    }

    // Every world looks the same as the table to the seat, whatever the sampler weighs.
    void worldsFitTheObservation() {
        core::cards::Rng rng(3);
        for (const auto& rules :
             {players(2), players(5), empatsatutest::variantRules("empatsatu-jbgames,players=4")}) {
            EmpatSatuState s(rules, 11);
            EasyBot easy;
            int checked = 0;
            while (!s.isDealOver()) {
                const auto o = s.observation(s.currentSeat());
                const EmpatSatuState world = sampleWorld(o, rng);
                QVERIFY(world.observation(o.seat) == o);
                QCOMPARE(world.legalMoves(), s.legalMoves());
                ++checked;
                QVERIFY(!s.apply(easy.chooseMove(o, rng)));
            }
            QVERIFY(checked > 2);
        }
    }

    // Seat 1 took three clubs and threw a spade and two diamonds: its hidden card is far more often a club
    // in the weighted worlds than in plain ones (10 of the 42 unseen cards are clubs).
    void worldsFollowWhatPlayersTookAndThrew() {
        const auto s = clubsCollector();
        const auto o = s.observation(0);
        QCOMPARE(o.unseen().count(), 42);
        QVERIFY(seatLogWeight(o, 1, set("Ac Kc Qc Jc"), {}) > seatLogWeight(o, 1, set("Ac Kc Qc Jd"), {}));
        QVERIFY(seatLogWeight(o, 1, set("Ac Kc Qc 2h"), {}) > seatLogWeight(o, 1, set("Ac Kc Qc 2s"), {}));
        int badHands = 0;
        const auto clubFraction = [&](int draws) {
            WorldSamplerSettings settings;
            settings.draws = draws;
            core::cards::Rng rng(21);
            int clubs = 0;
            constexpr int kWorlds = 400;
            for (int i = 0; i < kWorlds; ++i) {
                const CardSet hidden = sampleWorld(o, rng, settings).hand(1) - o.known[1];
                badHands += hidden.count() != 1;
                clubs += (hidden & CardSet::ofSuit(core::cards::Suit::Clubs)).count();
            }
            return double(clubs) / kWorlds;
        };
        const double plain = clubFraction(1);
        const double weighted = clubFraction(32);
        QCOMPARE(badHands, 0);
        qInfo("hidden card a club: %.2f in plain worlds, %.2f in weighted ones", plain, weighted);
        QVERIFY(plain < 0.35);
        QVERIFY(weighted > 0.6);
    }

    // Seat 0 draws the 5s and throws the 8d; seat 1 (Ah Kh 9h 2c) does not take it, draws the 3d and throws
    // it. A greedy player throws the card whose removal leaves the best four, so seat 1 cannot hold the 8c
    // with three high hearts (it would have thrown the 8c: hearts 30 - 3 = 27 beats 30 - 8 = 22), while its
    // real hand fits. Every world the search plays gives seat 1 a hand that would have thrown the 3d, which
    // plain or weighted random hands often do not.
    void worldsFitWhatAGreedyPlayerThrew() {
        auto s = position(players(2), 1, 0, {"7c 8d 4s 6s", "Ah Kh 9h 2c"}, "5s 3d");
        for (const char* text : {"draw", "discard 8d", "draw", "discard 3d"}) s = then(s, text);
        const auto o = s.observation(0);
        QCOMPARE(int(o.turnLog.size()), 2);
        QCOMPARE(o.turnLog[1].thrown, card("3d"));
        QVERIFY(!o.turnLog[1].taken.isValid());
        core::cards::Rng rng(4);
        // Its real hand: it drew any of the five it chose from (none made the 8d worth taking, none a flush).
        QCOMPARE(greedyHistoryWeight(o, 1, set("Ah Kh 9h 2c")), 5.0);
        QCOMPARE(greedyHistoryWeight(o, 1, set("Ah Kh 9h 8c")), 0.0);

        const auto misfits = [&](const GreedyHandModel* model) {
            int count = 0;
            for (int i = 0; i < 200; ++i) {
                CardSet five = sampleWorld(o, rng, {}, model).hand(1);
                five.add(card("3d"));
                count += bestDiscard(five, {}).card != card("3d");
            }
            return count;
        };
        const GreedyHandModel model = buildGreedyHandModel(o, 500, rng, 1000);
        QVERIFY(!model.hands[1].empty());
        QCOMPARE(misfits(&model), 0);
        QVERIFY(misfits(nullptr) > 20);
    }

    // Property: at four-player tables of Easy (greedy) bots, the hand every other player really holds has at
    // least one greedy history that fits the turns seen, at every turn of 40 seeded hands (the count must
    // never rule the truth out), while a hand that differs from it in one card is often ruled out.
    void everyGreedyPlayersRealHandFits() {
        int checked = 0, neighboursRuledOut = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            EmpatSatuRules rules = players(4);
            rules.hands = 1;
            EmpatSatuState s(rules, seed);
            while (!s.isDealOver()) {
                const auto o = s.observation(s.currentSeat());
                if (o.phase == Phase::Start && o.turns >= 4) {
                    for (int p = 0; p < 4; ++p) {
                        if (p == o.seat) continue;
                        const CardSet real = s.hand(p);
                        QVERIFY2(greedyHistoryWeight(o, p, real) >= 1.0, qPrintable(QString::number(seed)));
                        const CardSet hidden = real - o.known[static_cast<std::size_t>(p)];
                        const CardSet outside = o.unseen() - real;
                        if (hidden.count() > 0 && outside.count() > 0) {
                            CardSet other = real;
                            other.remove(*hidden.begin());
                            other.add(*outside.begin());
                            neighboursRuledOut += greedyHistoryWeight(o, p, other) == 0.0;
                        }
                        ++checked;
                    }
                }
                EasyBot bot;
                core::cards::Rng rng(seed);
                QVERIFY(!s.apply(bot.chooseMove(o, rng)));
            }
        }
        QVERIFY(checked > 600);
        QVERIFY(neighboursRuledOut > checked / 8); // 185 of 846 when written
    }

    // The simulation spec: one winner per hand, points are the final hand scores, seats set the players.
    void simulationSpecCountsOneWinnerPerHand() {
        for (int n : {2, 3}) {
            const auto spec = simulationSpec(players(n));
            std::vector<std::string> seats(static_cast<std::size_t>(n), "easy");
            const auto report = core::game::simulate(spec, seats, 10, 3, 1);
            QCOMPARE(report.games, 10 * n);
            const auto& easy = report.bots.at("easy");
            QCOMPARE(easy.games, 10 * n * n);
            QCOMPARE(easy.wins, 10 * n); // exactly one winner in every hand
            QVERIFY(easy.averagePoints() > -22 && easy.averagePoints() <= 41);
        }
        const auto spec = simulationSpec(players(2));
        const EmpatSatuState s = spec.newDeal(5);
        QCOMPARE(s.seatCount(), 2);
        QCOMPARE(s.rules().hands, 1);
    }
};

QTEST_GUILESS_MAIN(TestEmpatSatuHardBot)
#include "tst_empatsatu_hardbot.moc"
