// Capsa bots: Easy is seed 003's greedy exactly (V-C44...V-C48 and the Bom adaptation); Medium and Hard
// always play legal moves, Hard is deterministic for a seed (whatever its plan cache holds) and takes a win
// when it is there.
#include "capsa/bots/capsabots.h"
#include "capsa/bots/easybot.h"
#include "capsa/bots/greedy.h"
#include "capsa/bots/handplan.h"
#include "capsa/bots/hardbot.h"
#include "capsa/bots/mediumbot.h"
#include "capsa/bots/playstyle.h"
#include "capsa/combinationfinder.h"
#include "capsatesthelpers.h"

#include <QTest>

#include <algorithm>
#include <thread>

using namespace core::capsa;
using capsatest::cards;
using capsatest::play;

namespace {
/// Seat 0 led 3d, everyone passed, and it leads again from six singles: 4c 6h 8s 9d Jc Ks.
/// Seat 0 to lead holding 9d Ks, the opponents 4c 5c, 6c 7c and Tc Ac (everyone passed on its 3d).
CapsaState leadNineOrKing() {
    CapsaState s = CapsaState::fromHands(CapsaRules{},
                                         {cards("3d 9d Ks"), cards("4c 5c"), cards("6c 7c"), cards("Tc Ac")});
    for (const char* m : {"3d", "pass", "pass", "pass"})
        if (s.apply(*Move::parse(m))) qFatal("the two-card lead no longer plays");
    return s;
}

/// A shared choice's value that counts only going out first.
std::optional<double> firstOutValue(const CapsaState& s, Seat seat) {
    if (!s.finishOrder().empty()) return s.finishOrder().front() == seat ? 1.0 : 0.0;
    if (s.isDealOver()) return 0.0;
    return std::nullopt;
}

QString greedy(const char* hand, const char* table, bool first = false) {
    const CombinationRules rules(CapsaRules{}, false);
    std::optional<Combination> t;
    if (*table) t = rules.classify(cards(table));
    const auto play = greedyPlay(rules, {cards(hand), t, first});
    return play ? QString::fromStdString(core::cards::formatCards(*play)) : QStringLiteral("pass");
}

/// Deal `seed` played by Medium bots for `moves` moves, their choices drawn from `rng`; nothing if the deal
/// ended sooner.
std::optional<CapsaState> playedByMedium(std::uint64_t seed, int moves, core::cards::Rng& rng) {
    MediumBot medium;
    CapsaState s(CapsaRules{}, seed);
    for (int step = 0; step < moves && !s.isDealOver(); ++step)
        if (s.apply(medium.chooseMove(s.observation(s.currentSeat()), rng)))
            qFatal("the Medium bot made a move the rules refuse");
    if (s.isDealOver()) return std::nullopt;
    return s;
}

/// The position of decisionMissesCountEachRule: seat 0 leads 3d, seat 1 (4c 4d Kc) answers Kc, seats 2 and 3
/// pass.
CapsaState kingAnsweredOverFours() {
    using capsatest::play;
    CapsaState s = CapsaState::fromHands(
        CapsaRules{}, {cards("3d 9h 9s"), cards("4c 4d Kc"), cards("5d 5h 7s"), cards("6d 6h 8s")});
    for (const Move& m : {play("3d"), play("Kc"), Move::pass(), Move::pass()})
        if (s.apply(m)) qFatal("the rules refused a move of kingAnsweredOverFours");
    return s;
}

/// What the seat to act sees in deal `seed` after `moves` moves of Medium bots (playedByMedium).
std::optional<Observation> observedAfterMedium(std::uint64_t seed, int moves, core::cards::Rng& rng) {
    const std::optional<CapsaState> s = playedByMedium(seed, moves, rng);
    if (!s) return std::nullopt;
    return s->observation(s->currentSeat());
}
} // namespace

class TestCapsaBots : public QObject {
    Q_OBJECT
private slots:
    void easyIsTheSeedGreedy_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("table");
        QTest::addColumn<bool>("first");
        QTest::addColumn<QString>("expected");
        QTest::newRow("V-C44 first play: paket with 3d") << "3d 4c 5h 6s 7d 9s 9h Kc"
                                                         << "" << true << "3d 4c 5h 6s 7d";
        QTest::newRow("V-C45 answering a pair") << "3c 5d 5s 9d 9h Jc Jd Js"
                                                << "8d 8c" << false << "9d 9h";
        QTest::newRow("V-C46 answering 2d") << "5c As 2s"
                                            << "2d" << false << "2s";
        QTest::newRow("V-C47 nothing beats 2s") << "5c As"
                                                << "2s" << false << "pass";
        QTest::newRow("V-C48 full house before triple") << "4d 4c 4h 9s 9d Kc"
                                                        << "" << false << "4c 4d 4h 9d 9s";
        QTest::newRow("lowest single, even from a pair") << "7c 7d Qs"
                                                         << "6h" << false << "7d";
        QTest::newRow("Bom only when no single beats") << "5c 5d 5h 5s 7c"
                                                       << "6d" << false << "7c";
        QTest::newRow("Bom on a single 2") << "5c 5d 5h 5s 7c"
                                           << "2s" << false << "5c 5d 5h 5s";
        QTest::newRow("weakest paket that beats") << "3c 4c 5c 6c 8c 9d Td Jh Qs Kd"
                                                  << "3d 4d 5h 6s 7d" << false << "8c 9d Td Jh Qs";

        QTest::newRow("leading: lowest straight") << "3c 4d 5h 6s 7c 8d 9h Ts Jc"
                                                  << "" << false << "3c 4d 5h 6s 7c";
        // Both straights end in 7s, so they are equally strong; the lower 3 (3d below 3c) decides, though the
        // one with 3c is found first.
        QTest::newRow("leading: equal straights, the lower cards decide") << "3c 3d 4h 5h 6h 7s"
                                                                          << "" << false << "3d 4h 5h 6h 7s";
    }
    void easyIsTheSeedGreedy() {
        QFETCH(QString, hand);
        QFETCH(QString, table);
        QFETCH(bool, first);
        QFETCH(QString, expected);
        QCOMPARE(greedy(qPrintable(hand), qPrintable(table), first), expected);
    }

    void everyLevelPlaysOnlyLegalMoves_data() {
        QTest::addColumn<QString>("level");
        QTest::newRow("easy") << "easy";
        QTest::newRow("medium") << "medium";
        QTest::newRow("hard") << "hard";
    }
    void everyLevelPlaysOnlyLegalMoves() {
        QFETCH(QString, level);
        auto bot = makeBot(level.toStdString());
        QVERIFY(bot);
        QCOMPARE(QString::fromUtf8(bot->name().data()), level);
        const int games = level == QLatin1String("hard") ? 3 : 21;
        for (int g = 0; g < games; ++g) {
            CapsaRules rules;
            if (g % 3 == 1) rules = CapsaRules::banting();
            if (g % 3 == 2) { // Big Two with four-card hands, as the self-play agent's table plays it
                rules.fourCardHands = true;
                rules.straightWindows = StraightWindows::TwoHighNoWrap;
                rules.bombBeatsSingle = false;
                rules.passerMayReenter = true;
                rules.playUntil = PlayUntil::FirstOut;
                rules.scoring = Scoring::CardsLeft;
            }
            CapsaState s(rules, std::uint64_t(100 + g));
            core::cards::Rng rng(g);
            int moves = 0;
            while (!s.isDealOver() && moves < 300) {
                const auto move = bot->chooseMove(s.observation(s.currentSeat()), rng);
                const auto legal = s.legalMoves();
                QVERIFY2(std::binary_search(legal.begin(), legal.end(), move), move.toString().c_str());
                QVERIFY(!s.apply(move));
                ++moves;
            }
            QVERIFY(s.isDealOver());
        }
        QVERIFY(!makeBot("grandmaster"));
        QCOMPARE(QString::fromUtf8(makeBot("greedy")->name().data()), QStringLiteral("easy"));
        QCOMPARE(QString::fromUtf8(makeBot("strong")->name().data()), QStringLiteral("hard"));
    }

    void hardHandlesPositionsAfterSomeoneWentOut() {
        // The sampler replays opponents' decisions, including the play that emptied a hand.
        EasyBot easy;
        HardBot hard(core::game::SearchBudget{24, 1, 200, 2, 3000});
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            CapsaState s(CapsaRules{}, seed);
            core::cards::Rng rng(seed);
            while (!s.isDealOver()) {
                if (!s.finishOrder().empty()) {
                    const auto move = hard.chooseMove(s.observation(s.currentSeat()), rng);
                    const auto legal = s.legalMoves();
                    QVERIFY(std::binary_search(legal.begin(), legal.end(), move));
                    ++checked;
                }
                QVERIFY(!s.apply(easy.chooseMove(s.observation(s.currentSeat()), rng)));
            }
        }
        QVERIFY(checked > 30);
    }

    void theTrueWorldExplainsMediumOpponents() {
        // Four Medium bots play; from seat 0's observation, the real hands explain every decision of the
        // opponents, while worlds drawn at random mostly do not.
        int randomUnexplained = 0, positions = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            core::cards::Rng rng(seed);
            const std::optional<CapsaState> dealt = playedByMedium(seed, 24, rng);
            if (!dealt) continue;
            const CapsaState& s = *dealt;
            const Observation o = s.observation(0);
            QCOMPARE(decisionMisses(o, s).medium, (std::array<int, 4>{}));
            const auto random = decisionMisses(o, CapsaState::determinize(o, rng)).medium;
            randomUnexplained += random[1] + random[2] + random[3];
            ++positions;
        }
        QVERIFY(positions >= 5);
        QVERIFY(randomUnexplained > 0);
    }

    // Worked by hand: seat 0 leads 3d; seat 1, holding 4c 4d Kc, answers Kc (the Medium bot keeps its pair
    // of fours; the greedy rule would play 4c); seats 2 and 3 cannot beat Kc and pass, as both rules do.
    void decisionMissesCountEachRule() {
        const CapsaState s = kingAnsweredOverFours();
        const Observation o = s.observation(0);
        int replayed = 0;
        const DecisionMisses truth = decisionMisses(o, s, 1 << 20, &replayed);
        QCOMPARE(replayed, 3); // the forced 3d and the observer's own seat are not replayed
        QCOMPARE(truth.medium, (std::array<int, 4>{0, 0, 0, 0}));
        QCOMPARE(truth.greedy, (std::array<int, 4>{0, 1, 0, 0}));
        QCOMPARE(truth.unexplained(), 0);
        QCOMPARE(truth.styles({false, false, false, false}, 0), (PlayStyles{false, false, false, false}));
        // Where both rules explain a seat, the prior reading stands; never for the observer.
        QCOMPARE(truth.styles({true, true, true, true}, 0), (PlayStyles{false, false, true, true}));

        // Seat 1 with 4d 5d Kc would have answered 4d under either rule: one decision unexplained.
        CapsaState world = s;
        world.exchangeCards(1, cards("4c").first(), 2, cards("5d").first());
        QCOMPARE(world.hand(1), cards("4d 5d"));
        QCOMPARE(world.hand(2), cards("4c 5h 7s"));
        const DecisionMisses wrong = decisionMisses(o, world);
        QCOMPARE(wrong.medium, (std::array<int, 4>{0, 1, 0, 0}));
        QCOMPARE(wrong.greedy, (std::array<int, 4>{0, 1, 0, 0}));
        QCOMPARE(wrong.unexplained(), 1);
        // Counting stops at `enough`: at 0, after the first decision replayed.
        QCOMPARE(decisionMisses(o, world, 1).unexplained(), 1);
        int replayedUpToEnough = 0;
        decisionMisses(o, world, 0, &replayedUpToEnough);
        QCOMPARE(replayedUpToEnough, 1);

        // An exchange of a card its seat does not hold changes nothing.
        CapsaState same = s;
        same.exchangeCards(1, cards("9h").first(), 2, cards("5d").first());
        QVERIFY(same == s);
    }

    // A replay kept in the memo is given back for the same decision and hand with its misses, and the work
    // it stood for is counted as if it had been done again.
    void replayMemoGivesBackReplaysAndTheirWork() {
        const CapsaState s = kingAnsweredOverFours();
        const Observation o = s.observation(0);
        CapsaState world = s; // seat 1's Kc unexplained, as in decisionMissesCountEachRule
        world.exchangeCards(1, cards("4c").first(), 2, cards("5d").first());

        ReplayMemo memo;
        const long plan = core::capsa::planWork();
        const long visits = CombinationFinder::visitsOnThisThread();
        int first = 0;
        const DecisionMisses made = decisionMisses(o, world, 1 << 20, &first, &memo);
        const long planDone = core::capsa::planWork() - plan;
        const long visitsDone = CombinationFinder::visitsOnThisThread() - visits;
        QVERIFY(visitsDone > 0);
        QCOMPARE(memo.reusedPlanWork(), 0L);
        QCOMPARE(memo.reusedFinderVisits(), 0L);

        int again = 0;
        const DecisionMisses reused = decisionMisses(o, world, 1 << 20, &again, &memo);
        QCOMPARE(CombinationFinder::visitsOnThisThread() - visits, visitsDone); // nothing replayed again
        QCOMPARE(again, first);
        QCOMPARE(reused.medium, made.medium);
        QCOMPARE(reused.greedy, made.greedy);
        QCOMPARE(reused.medium, (std::array<int, 4>{0, 1, 0, 0}));
        QCOMPARE(memo.reusedPlanWork(), planDone);
        QCOMPARE(memo.reusedFinderVisits(), visitsDone);

        // The true deal gives seats 1 and 2 other hands: their replays are made, not reused.
        const DecisionMisses truth = decisionMisses(o, s, 1 << 20, nullptr, &memo);
        QCOMPARE(truth.unexplained(), 0);
        QVERIFY(CombinationFinder::visitsOnThisThread() - visits > visitsDone);
    }

    // The memo keeps every replay apart by decision and hand, however many it holds (its table grows).
    void replayMemoKeepsManyReplaysApart() {
        ReplayMemo memo;
        const auto replayOf = [](std::size_t decision, std::uint64_t hand) {
            ReplayMemo::Replay r;
            r.greedyMiss = hand % 2 == 1;
            r.mediumMiss = decision % 3 == 0;
            r.planWork = static_cast<long>(hand % 1000);
            r.finderVisits = static_cast<long>(decision);
            return r;
        };
        constexpr std::uint64_t kHands = 3000;
        for (std::size_t decision = 0; decision < 3; ++decision)
            for (std::uint64_t hand = 1; hand <= kHands; ++hand)
                memo.add(decision, core::cards::CardSet(hand << 4), replayOf(decision, hand));
        memo.add(0, core::cards::CardSet(std::uint64_t{1} << 4), replayOf(2, 2)); // already kept: ignored
        long plan = 0;
        long visits = 0;
        for (std::size_t decision = 0; decision < 3; ++decision)
            for (std::uint64_t hand = 1; hand <= kHands; ++hand) {
                const ReplayMemo::Replay* r = memo.reuse(decision, core::cards::CardSet(hand << 4));
                QVERIFY(r);
                const ReplayMemo::Replay want = replayOf(decision, hand);
                QCOMPARE(r->greedyMiss, want.greedyMiss);
                QCOMPARE(r->mediumMiss, want.mediumMiss);
                QCOMPARE(r->planWork, want.planWork);
                QCOMPARE(r->finderVisits, want.finderVisits);
                plan += want.planWork;
                visits += want.finderVisits;
            }
        QVERIFY(!memo.reuse(3, core::cards::CardSet(std::uint64_t{1} << 4))); // another decision
        QVERIFY(!memo.reuse(0, core::cards::CardSet((kHands + 1) << 4)));     // another hand
        QCOMPARE(memo.reusedPlanWork(), plan);
        QCOMPARE(memo.reusedFinderVisits(), visits);
    }

    // With a memo kept between its calls, the sampler draws the same worlds and counts the same work.
    void sampledWorldsAreTheSameWithTheMemo() {
        long reusedVisits = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            core::cards::Rng rng(seed);
            const std::optional<Observation> seen = observedAfterMedium(seed, 30, rng);
            if (!seen) continue;
            const Observation& o = *seen;
            const PlayStyles prior = hardPlayStyles(o);
            ReplayMemo memo;
            core::cards::Rng withMemo(seed + 100), without(seed + 100);
            long stepsWith = 0, stepsWithout = 0;
            for (int w = 0; w < 8; ++w) {
                const HardWorld a = sampleHardWorld(o, prior, withMemo, stepsWith, &memo);
                const HardWorld b = sampleHardWorld(o, prior, without, stepsWithout);
                QVERIFY(a.state == b.state);
                QCOMPARE(a.styles, b.styles);
                QCOMPARE(stepsWith, stepsWithout);
            }
            reusedVisits += memo.reusedFinderVisits();
        }
        QVERIFY(reusedVisits > 0);
    }

    // The sampler's worlds agree with the observation (the observer's hand, every hand's size, each card in
    // one place) and, against Medium opponents 40 moves into a deal, explain every decision of theirs far
    // more often than plain draws: 32 and 8 of 36 worlds when written, where a sampler that checked only
    // the last 16 decisions made 19.
    void sampledWorldsFitTheObservation() {
        int sampled = 0, sampledExplained = 0, drawnExplained = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            core::cards::Rng rng(seed);
            const std::optional<Observation> seen = observedAfterMedium(seed, 40, rng);
            if (!seen) continue;
            const Observation& o = *seen;
            const PlayStyles prior = hardPlayStyles(o);
            for (int w = 0; w < 4; ++w) {
                long steps = 0;
                const HardWorld world = sampleHardWorld(o, prior, rng, steps);
                QVERIFY(steps > 0);
                QCOMPARE(world.state.hand(o.seat), o.hand);
                QCOMPARE(world.styles[static_cast<std::size_t>(o.seat)], false);
                core::cards::CardSet all = o.trickCards | o.playedEarlier;
                for (Seat seat = 0; seat < 4; ++seat) {
                    QCOMPARE(world.state.hand(seat).count(), o.handCounts[static_cast<std::size_t>(seat)]);
                    QVERIFY(!all.intersects(world.state.hand(seat)));
                    all |= world.state.hand(seat);
                }
                QCOMPARE(all, core::cards::CardSet::fullDeck());
                ++sampled;
                sampledExplained += decisionMisses(o, world.state).unexplained() == 0;
                drawnExplained += decisionMisses(o, CapsaState::determinize(o, rng)).unexplained() == 0;
            }
        }
        QVERIFY(sampled >= 24);
        QVERIFY2(
            sampledExplained > 3 * drawnExplained && sampledExplained * 4 > sampled * 3,
            qPrintable(
                QStringLiteral("%1 and %2 of %3").arg(sampledExplained).arg(drawnExplained).arg(sampled)));
    }

    // Reading who plays the greedy rule, worked by hand: seat 1 passes on 5d and later plays 2h, which
    // greedy would have played at once (proof: not greedy); seat 2 passes holding no card seen since (no
    // evidence); seat 3 answers with 8h while it held Ks too (greedy's choice, and a real one: checked once).
    void readsWhoPlaysGreedy() {
        using capsatest::play;
        Observation o;
        o.seat = 0;
        o.round = 1;
        const Move pass = Move::pass();
        o.log = {{0, play("5d"), Kind::Single, 0}, {1, pass, Kind::Invalid, 0},
                 {2, pass, Kind::Invalid, 0},      {3, play("8h"), Kind::Single, 0},
                 {0, pass, Kind::Invalid, 0},      {3, play("Ks"), Kind::Single, 1},
                 {0, pass, Kind::Invalid, 1},      {1, play("2h"), Kind::Single, 1}};
        QCOMPARE(readPlayStyles(o, 0), (PlayStyles{false, false, true, true}));
        QCOMPARE(readPlayStyles(o, 1), (PlayStyles{false, false, false, true}));
        QCOMPARE(readPlayStyles(o, 2), (PlayStyles{false, false, false, false}));
    }

    // Easy players are never read as anything else, and with their hands the sampler's check explains every
    // decision; Medium players are found out in most deals by the time a trick or two is played.
    void easyPlayersReadAsGreedy() {
        EasyBot easy;
        MediumBot medium;
        int mediumFound = 0, mediumSeats = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            for (bool easyOpponents : {true, false}) {
                CapsaState s(CapsaRules{}, seed);
                core::cards::Rng rng(seed);
                for (int step = 0; step < 40 && !s.isDealOver(); ++step) {
                    const Seat seat = s.currentSeat();
                    auto& bot = seat == 0 || !easyOpponents
                                    ? static_cast<core::game::Bot<CapsaState>&>(medium)
                                    : static_cast<core::game::Bot<CapsaState>&>(easy);
                    QVERIFY(!s.apply(bot.chooseMove(s.observation(seat), rng)));
                    if (s.isDealOver() || !easyOpponents) continue;
                    const Observation o = s.observation(0);
                    const PlayStyles styles = readPlayStyles(o, 0);
                    QCOMPARE(styles, (PlayStyles{false, true, true, true}));
                    QCOMPARE(decisionMisses(o, s).greedy, (std::array<int, 4>{}));
                }
                if (easyOpponents || s.isDealOver()) continue;
                const PlayStyles styles = readPlayStyles(s.observation(0), 0);
                mediumSeats += 3;
                mediumFound += !styles[1] + !styles[2] + !styles[3];
            }
        }
        QVERIFY2(mediumSeats >= 15 && mediumFound * 2 > mediumSeats,
                 qPrintable(QStringLiteral("%1 of %2").arg(mediumFound).arg(mediumSeats)));
    }

    void hardIsDeterministicForASeed() {

        const CapsaState s(CapsaRules{}, 77);
        const Observation o = s.observation(s.currentSeat());
        HardBot a, b;
        core::cards::Rng r1(5), r2(5);
        QCOMPARE(a.chooseMove(o, r1), b.chooseMove(o, r2));
    }

    // The search's values are the round's points under the rules in force, over pointsScale(). Cards left,
    // the round over at the first out; seats 2 and 3 hold nothing, so the only world is the true one. Seat 0
    // led 3d, seat 1 (2h 2s) passed, which the greedy rule never does, so seat 1 plays on by the Medium
    // rules. Seat 0 holds 4c 4d 6h Kd Ac Ad Ah:
    //  - 4c 4d: seat 1 answers 2h 2s and is out; seat 0 holds five cards, -5 points, -5 / 20 = -0.25;
    //  - 4c 4d Ac Ad Ah (the Medium move): seat 1 passes; seat 0 leads 6h, seat 1, facing a last card,
    //    breaks its pair and is out two plays later; seat 0 holds Kd, -1, -0.05;
    //  - 6h: seat 1 passes (no danger, and breaking its pair saves no turn); seat 0 plays the full house and
    //    goes out with Kd, taking seat 1's two cards, +2, 0.1.
    void hardValuesAreTheRoundsPoints() {
        CapsaRules rules;
        rules.playUntil = PlayUntil::FirstOut;
        rules.scoring = Scoring::CardsLeft;
        CapsaState s = CapsaState::fromHands(
            rules, {cards("3d 4c 4d 6h Kd Ac Ad Ah"), cards("2h 2s"), cards(""), cards("")});
        for (const Move& m : {play("3d"), Move::pass()})
            if (s.apply(m)) qFatal("the opening no longer plays");
        QCOMPARE(s.currentSeat(), 0);
        QCOMPARE(mediumMove(s), play("4c 4d Ac Ad Ah"));
        core::cards::Rng rng(3);
        const auto r = HardBot().analyse(s.observation(0), rng);
        const auto value = [&](const char* move) {
            const auto it = std::find(r.candidates.begin(), r.candidates.end(), play(move));
            if (it == r.candidates.end()) qFatal("not a candidate: %s", move);
            return r.meanValue[static_cast<std::size_t>(it - r.candidates.begin())];
        };
        QCOMPARE(value("4c 4d"), -0.25);
        QCOMPARE(value("4c 4d Ac Ad Ah"), -0.05);
        QCOMPARE(value("6h"), 0.1);
        QCOMPARE(r.move, play("6h"));

        // Placement points: the places are valued 1 / 0.2 / 0.05 / 0, the race for first place.
        CapsaState race =
            CapsaState::fromHands(CapsaRules{}, {cards("3d"), cards("4c"), cards("5c 6c"), cards("7c 8c")});
        QVERIFY(!searchValue(race, 0));
        QVERIFY(!race.apply(play("3d")));
        QCOMPARE(searchValue(race, 0), std::optional(1.0));
        QVERIFY(!race.apply(play("4c")));
        QCOMPARE(searchValue(race, 1), std::optional(0.2));
        QCOMPARE(pointsScale(rules), 20.0);
        QCOMPARE(pointsScale(CapsaRules{}), 3.0);
    }

    // The searching seat's shared decisions: each visit plays every other choice out (every seat by the
    // rules) and goes on with the best choice so far, the Medium move until each choice has kMinTries values.
    // Seat 0 leads holding 9d Ks; the opponents hold 4c 5c, 6c 7c and Tc Ac. Worked out by the Medium rules:
    //  - 9d (the Medium move: neither card is unbeatable, 9d is the weakest): 4c 5c and 6c 7c pass, Tc Ac
    //    answers Tc, and seat 0 goes out with Ks, first (1.0);
    //  - Ks: Tc Ac contests the king with Ac and goes out with Tc; nobody beats it, the lead passes to
    //    seat 0, which goes out with 9d, second (0.5).
    void sharedChoicesPlayEveryChoiceOut() {
        const CapsaState s = leadNineOrKing();
        QCOMPARE(s.currentSeat(), 0);
        const Move nine = Move::play(cards("9d"));
        const Move king = Move::play(cards("Ks"));
        QCOMPARE(mediumMove(s), nine);

        const HardWorlds worlds(s.observation(0));
        const std::array<double, 4> values = {1.0, 0.5, 0.25, 0.0};
        SharedChoices policy(worlds, 0, [&](const CapsaState& state, Seat seat) -> std::optional<double> {
            const auto& order = state.finishOrder();
            const auto it = std::find(order.begin(), order.end(), seat);
            if (it != order.end()) return values[static_cast<std::size_t>(it - order.begin())];
            return std::nullopt;
        });
        core::cards::Rng rng(1);
        long steps = 0;
        QVERIFY(!policy.tally(s));
        const auto tries = [&] { return policy.tally(s)->tries; };
        const auto mean = [&](std::size_t k) { return policy.tally(s)->mean[k]; };

        // Until each choice has two values the rollout goes on with the Medium move; Ks is played out.
        QCOMPARE(policy(s, rng, steps), nine);
        QCOMPARE(tries(), (std::vector<int>{0, 1}));
        QCOMPARE(mean(1), 0.5);
        QVERIFY(steps > 0);
        policy.rolloutEnded(0.4); // the rollout's own value goes to the choice it played on
        QCOMPARE(tries(), (std::vector<int>{1, 1}));
        QCOMPARE(policy(s, rng, steps), nine);
        policy.rolloutEnded(0.4);
        QCOMPARE(tries(), (std::vector<int>{2, 2}));
        // Ks's 0.5 beats the Medium move's 0.4 by the margin: the rollout goes on with Ks, and 9d is played
        // out.
        QCOMPARE(policy(s, rng, steps), king);
        QCOMPARE(tries(), (std::vector<int>{3, 2}));
        QCOMPARE(mean(0), (0.4 + 0.4 + 1.0) / 3);
        policy.rolloutEnded(0.5);
        // 0.6 against 0.5: back to the Medium move.
        QCOMPARE(policy(s, rng, steps), nine);
        policy.rolloutEnded(1.0);
        QCOMPARE(tries(), (std::vector<int>{4, 4}));

        // Another seat's move is always the rollout policy's, and makes no entry.
        CapsaState next = s;
        QVERIFY(!next.apply(nine));
        long ignored = 0;
        QCOMPARE(policy(next, rng, steps), worlds.rolloutMove(next, ignored));
        QVERIFY(!policy.tally(next));
    }

    // The first kDepth decisions of the seat in a rollout are shared, and each is credited with the rollout's
    // value; later ones are the rollout policy's.
    void sharedChoicesCoverTheFirstDecisionsOfARollout() {
        const CapsaState s = leadNineOrKing();
        const HardWorlds worlds(s.observation(0));
        SharedChoices policy(worlds, 0, firstOutValue);
        core::cards::Rng rng(1);
        long steps = 0;
        for (int d = 0; d < SharedChoices::kDepth; ++d) QCOMPARE(policy(s, rng, steps), mediumMove(s));
        QCOMPARE(policy.tally(s)->tries, (std::vector<int>{0, SharedChoices::kDepth}));
        const long before = steps;
        long ignored = 0;
        QCOMPARE(policy(s, rng, steps), worlds.rolloutMove(s, ignored));
        QCOMPARE(policy.tally(s)->tries, (std::vector<int>{0, SharedChoices::kDepth}));
        QCOMPARE(steps - before, ignored);
        policy.rolloutEnded(1.0);
        QCOMPARE(policy.tally(s)->tries, (std::vector<int>(2, SharedChoices::kDepth)));
        QCOMPARE(policy.tally(s)->mean, (std::vector<double>{1.0, 0.0}));
    }

    // Answering a play, the shared choices are rules (the Medium move, pass, the lowest play that beats the
    // table), and one entry serves every table of the same size: what the opponents leave on the table
    // differs from world to world. A table of another size has its own entry. Rules that give the same move
    // share its value.
    void sharedChoicesAnswerByRuleWhateverTheTable() {
        const auto after = [](std::initializer_list<const char*> moves) {
            CapsaState s = CapsaState::fromHands(
                CapsaRules{}, {cards("3d 4c 6h 8s 8d Jc Ks"), cards("5c 5s 7c Tc Qc Ac 2c"),
                               cards("4d 5d 6d 7d 9d Td Jd"), cards("4h 5h 7h 8h 9h Th Jh")});
            for (const char* m : moves)
                if (s.apply(*Move::parse(m))) qFatal("the answering position no longer plays");
            return s;
        };
        const CapsaState five = after({"3d", "5c", "pass", "pass"});
        const CapsaState seven = after({"3d", "7c", "pass", "pass"});
        const CapsaState pair = after({"3d", "7c", "pass", "pass", "pass", "5c 5s", "pass", "pass"});
        for (const CapsaState* s : {&five, &seven, &pair}) {
            QCOMPARE(s->currentSeat(), 0);
            QCOMPARE(s->hand(0), cards("4c 6h 8s 8d Jc Ks"));
        }
        // On the 5c the Medium move and the lowest single are both 6h; on the 7c, Jc (the 8s stay a pair)
        // and 8d.
        QCOMPARE(mediumMove(five), Move::play(cards("6h")));
        QCOMPARE(greedyMove(five), Move::play(cards("6h")));
        QCOMPARE(mediumMove(seven), Move::play(cards("Jc")));
        QCOMPARE(greedyMove(seven), Move::play(cards("8d")));
        QCOMPARE(greedyMove(pair), Move::play(cards("8s 8d")));

        const HardWorlds worlds(five.observation(0));
        SharedChoices policy(worlds, 0, firstOutValue);
        core::cards::Rng rng(1);
        long steps = 0;
        using Rule = SharedChoices::AnswerRule;
        const auto at = [](Rule r) { return static_cast<std::size_t>(r); };
        // On the 5c only passing is played out; the Medium and lowest rules share the rollout's value.
        QCOMPARE(policy(five, rng, steps), Move::play(cards("6h")));
        QCOMPARE(policy.tally(five)->tries, (std::vector<int>{0, 1, 0}));
        policy.rolloutEnded(0.0);
        QCOMPARE(policy.tally(five)->tries, (std::vector<int>{1, 1, 1}));
        // The 7c's entry is the 5c's: passing and the lowest single (8d) are played out there.
        QCOMPARE(policy(seven, rng, steps), Move::play(cards("Jc")));
        QCOMPARE(policy.tally(seven)->tries, (std::vector<int>{1, 2, 2}));
        policy.rolloutEnded(0.0);
        QCOMPARE(policy.tally(five)->tries.at(at(Rule::Medium)), 2);
        // The pair has an entry of its own.
        QVERIFY(!policy.tally(pair));
        QCOMPARE(policy(pair, rng, steps), mediumMove(pair));
        QCOMPARE(policy.tally(pair)->tries.size(), at(Rule::Count));
        policy.rolloutEnded(0.0);
    }

    void hardGoesOutWhenItCan() {
        // Seat 0 leads 3d, everyone passes, and it leads again holding only the pair of kings.
        CapsaState s = CapsaState::fromHands(CapsaRules{}, {cards("3d Kc Kd"), cards("4c 5c 6c 7c"),
                                                            cards("4d 5d 6d 7d"), cards("4h 5h 6h 7h")});
        for (const char* m : {"3d", "pass", "pass", "pass"}) QVERIFY(!s.apply(*Move::parse(m)));
        QCOMPARE(s.currentSeat(), 0);
        HardBot hard;
        core::cards::Rng rng(1);
        QCOMPARE(hard.chooseMove(s.observation(0), rng), Move::play(cards("Kc Kd")));
        // Medium sees it too.
        MediumBot medium;
        QCOMPARE(medium.chooseMove(s.observation(0), rng), Move::play(cards("Kc Kd")));
    }

    // A five-card combination costs a plan one turn (10) less half a point per step of its kind; each rank
    // left on its own costs a turn plus a penalty for a low card (worked out from handplan.cpp's costs).
    // One hand per kind, so each kind's cost is checked where the plan search meets it.
    void planCostsEachKindOfFive_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<double>("cost");
        QTest::addColumn<QString>("kind");
        QTest::newRow("straight") << "3c 4d 5h 6s 7c" << 9.5 << "straight"; // 5 singles: 16+15.5+15+14.5+14
        QTest::newRow("flush") << "3h 6h 9h Jh Kh" << 9.0 << "flush";
        QTest::newRow("full house") << "9c 9d 9h 4s 4d" << 8.5 << "full_house"; // by rank: 10.6 + 12.75
        QTest::newRow("four of a kind") << "9c 9d 9h 9s 4d" << 8.0 << "four_of_a_kind"; // Bom 6 + single 15.5
        QTest::newRow("straight flush") << "4c 5c 6c 7c 8c" << 7.5 << "straight_flush";
        QTest::newRow("two straight flushes") << "4c 5c 6c 7c 8c 9h Th Jh Qh Kh" << 15.0 << "straight_flush";
    }
    void planCostsEachKindOfFive() {
        QFETCH(QString, hand);
        QFETCH(double, cost);
        QFETCH(QString, kind);
        const CombinationRules rules(CapsaRules{}, false);
        QCOMPARE(planCost(rules, cards(qPrintable(hand))), cost); // the cost alone first: both paths search
        const HandPlan plan = planHand(rules, cards(qPrintable(hand)));
        QCOMPARE(plan.cost, cost);
        QVERIFY(!plan.components.empty());
        QCOMPARE(QString::fromUtf8(kindId(plan.components.front().kind).data()), kind);
        QCOMPARE(plan.components.front().cards.count(), 5);
    }

    // Under fourCardHands pairs go out two at a time, the lowest two as one two pair. 3d 3c 4d 4h 9c 9s Kd by
    // rank: pairs of 3s (10 + 12 x 0.25 = 13), 4s (12.75) and 9s (11.5), the single Kd (10 + 2 x 0.5 = 11),
    // 48.25 in all; with four-card hands one turn (10) less, 38.25: 3344, then 99 and Kd.
    void planPlaysTwoPairsAsOne() {
        const core::cards::CardSet hand = cards("3d 3c 4d 4h 9c 9s Kd");
        QCOMPARE(planCost(CombinationRules(CapsaRules{}, false), hand), 48.25);
        CapsaRules four;
        four.fourCardHands = true;
        const CombinationRules rules(four, false);
        QCOMPARE(planCost(rules, hand), 38.25);
        const HandPlan plan = planHand(rules, hand);
        QCOMPARE(plan.cost, 38.25);
        QCOMPARE(plan.components.size(), std::size_t{3});
        QCOMPARE(plan.components[0].kind, Kind::TwoPair);
        QCOMPARE(plan.components[0].cards, cards("3d 3c 4d 4h"));
        QCOMPARE(plan.components[1].cards, cards("9c 9s"));
        QCOMPARE(plan.components[2].cards, cards("Kd"));
        // Medium opens with the two pair, the part of its plan that holds the 3d.
        CapsaState s = CapsaState::fromHands(
            four, {hand, cards("5c 5d 6c 6d 8s"), cards("Tc Td Th"), cards("Jc Jd Qc Qd Ks")});
        QCOMPARE(mediumMove(s), Move::play(cards("3d 3c 4d 4h")));
    }

    void planWorkDoesNotDependOnTheCache() {
        const CombinationRules rules(CapsaRules{}, false);
        const auto workOf = [&](const char* hand) {
            const long before = planWork();
            planHand(rules, cards(hand));
            return planWork() - before;
        };
        // No five-card combination: only the split by rank is compared.
        QCOMPARE(workOf("3d 3c"), 1L);
        // 3 4 5 6 7 with two suits of the 3 and one of each other rank: two straights, 1 + 2*3/2 choices.
        QCOMPARE(workOf("3d 3c 4d 5d 6s 7h"), 4L);
        // The second time the plan comes from the cache and still counts what it cost.
        QCOMPARE(workOf("3d 3c 4d 5d 6s 7h"), 4L);
        // A plan's own enumerations are not counted as the finder's work (planWork counts them).
        const long visits = CombinationFinder::visitsOnThisThread();
        planHand(rules, cards("4c 5c 6c 7c 8c 9h Th Jh Qh Kh"));
        planCost(rules, cards("4c 5c 6c 7c 8c 9h Th Jh Qd Ks"));
        QCOMPARE(CombinationFinder::visitsOnThisThread(), visits);
    }

    // The search's budget counts work, so a decision must not depend on what this thread's plan cache
    // already holds: the same search in a fresh thread (cold cache) and here after the same search (warm
    // cache) gives the same rollouts and the same means.
    void hardSearchDoesNotDependOnThePlanCache() {
        MediumBot medium;
        HardBot hard(core::game::SearchBudget{60, 1, 200, 3, 20000});
        for (std::uint64_t seed : {3, 8}) {
            CapsaState s(CapsaRules{}, seed);
            core::cards::Rng rng(seed);
            // Play on to a decision that has something to search.
            for (int step = 0; step < 6 || searchCandidates(s.observation(s.currentSeat())).size() < 3;
                 ++step) {
                QVERIFY(!s.isDealOver());
                QVERIFY(!s.apply(medium.chooseMove(s.observation(s.currentSeat()), rng)));
            }
            const Observation o = s.observation(s.currentSeat());
            const auto search = [&] {
                core::cards::Rng searchRng(11);
                return hard.analyse(o, searchRng);
            };
            core::game::SearchResult<Move> cold;
            std::thread([&] { cold = search(); }).join();
            search(); // warms this thread's cache with this position's plans
            const auto warm = search();
            QVERIFY(cold.totalRollouts > 0);
            QCOMPARE(warm.totalRollouts, cold.totalRollouts);
            QCOMPARE(warm.rollouts, cold.rollouts);
            QCOMPARE(warm.meanValue, cold.meanValue);
            QCOMPARE(warm.move, cold.move);
        }
    }

    // The Medium rule spends a control card to beat the table once an opponent is close to going out: with 2
    // cards or fewer for the Medium bot, with 4 or fewer in the Hard bot's search under cards-left scoring.
    // Seat 1 answers a Qd holding Ah and 2s besides low singles; seat 2 holds three cards, seat 0 four.
    void mediumSpendsControlWhenAnOpponentIsClose() {
        CapsaState s =
            CapsaState::fromHands(CapsaRules{}, {cards("3d 4d 5h 6d 7d Qd"), cards("4c 6h 8s 9d Jc Ah 2s"),
                                                 cards("5c 5s 7h"), cards("8c 9c 9h Tc Th Ts Kc Kd")});
        for (const char* m : {"3d", "pass", "pass", "pass", "Qd"}) QVERIFY(!s.apply(*Move::parse(m)));
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(mediumMove(s), Move::pass());
        QCOMPARE(mediumMove(s, 3), Move::play(cards("Ah")));
        QCOMPARE(mediumMove(s, 4), Move::play(cards("Ah")));
        CapsaRules cardsLeft;
        cardsLeft.playUntil = PlayUntil::FirstOut;
        cardsLeft.scoring = Scoring::CardsLeft;
        QCOMPARE(searchDanger(cardsLeft), 4);
        QCOMPARE(searchDanger(CapsaRules{}), kMediumDanger);
    }

    void mediumKeepsPairsTogether() {

        // Answering a single 5d with 6c 6d 9s Ks Ah: the 9s or the K, not a card of the pair of sixes.
        CapsaState s = CapsaState::fromHands(
            CapsaRules{}, {cards("3d 5d"), cards("6c 6d 9s Ks Ah 4c"), cards("7c 8c 9c"), cards("Tc Jc Qc")});
        QVERIFY(!s.apply(*Move::parse("3d")));
        for (const char* m : {"pass", "pass", "pass"}) QVERIFY(!s.apply(*Move::parse(m)));
        QVERIFY(!s.apply(*Move::parse("5d")));
        QCOMPARE(s.currentSeat(), 1);
        MediumBot medium;
        core::cards::Rng rng(1);
        const Move m = medium.chooseMove(s.observation(1), rng);
        QVERIFY2(!m.cards.contains(cards("6c").first()) && !m.cards.contains(cards("6d").first()),
                 m.toString().c_str());
    }
};

QTEST_GUILESS_MAIN(TestCapsaBots)
#include "tst_capsabots.moc"
