// The Hold'em bots: legal moves everywhere, deterministic per seed, sensible choices in clear spots, the
// opponent model's reading of actions, hand classes, and a small Hard-against-Easy match.
#include "cards/cardlist.h"
#include "holdem/bots/combos.h"
#include "holdem/bots/handclass.h"
#include "holdem/bots/handsimulation.h"
#include "holdem/bots/hardbot.h"
#include "holdem/bots/holdembots.h"
#include "holdem/bots/opponentmodel.h"
#include "holdem/bots/rangeequity.h"
#include "holdem/equity.h"
#include "holdemgame.h"

#include <QTest>

#include <algorithm>
#include <numeric>

using namespace holdemtest;
using core::holdem::Move;

namespace {

// Plays whole tournaments with the named bots in turn round the table; every move must be legal.
QString playWithBots(const HoldemRules& rules, const std::vector<std::string>& names, std::uint64_t seed,
                     int maxHands) {
    std::vector<std::unique_ptr<core::game::Bot<HoldemState>>> bots;
    for (const auto& n : names) bots.push_back(core::holdem::makeBot(n));
    HoldemState state(rules, seed);
    core::cards::Rng rng(seed + 1000);
    for (int hands = 1; hands <= maxHands && !state.isOver();) {
        if (state.isDealOver()) {
            if (!state.startNextDeal()) return QStringLiteral("no next deal");
            ++hands;
            continue;
        }
        const int seat = state.currentSeat();
        const auto& bot = bots[static_cast<std::size_t>(seat) % bots.size()];
        const Move move = bot->chooseMove(state.observation(seat), rng);
        if (const auto refusal = state.apply(move))
            return QStringLiteral("%1 chose %2: %3")
                .arg(QString::fromUtf8(bot->name().data()), QString::fromStdString(move.toString()),
                     QString::fromUtf8(core::holdem::describe(*refusal).data()));
    }
    return {};
}

Move decide(const char* bot, const HoldemState& state, std::uint64_t seed = 3) {
    core::cards::Rng rng(seed);
    return core::holdem::makeBot(bot)->chooseMove(state.observation(state.currentSeat()), rng);
}

} // namespace

class TestHoldemBots : public QObject {
    Q_OBJECT
private slots:
    void names() {
        for (const auto& name : core::holdem::botNames()) {
            const auto bot = core::holdem::makeBot(name);
            QVERIFY(bot);
            QCOMPARE(std::string(bot->name()), name);
        }
        QCOMPARE(std::string(core::holdem::makeBot("greedy")->name()), std::string("easy"));
        QCOMPARE(std::string(core::holdem::makeBot("strong")->name()), std::string("hard"));
        QVERIFY(!core::holdem::makeBot("medium"));
    }

    void legalMoves_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("bots");
        QTest::newRow("6-max, all four") << ""
                                         << "hard,easy,station,maniac,easy,hard";
        QTest::newRow("heads-up") << "holdem-headsup"
                                  << "hard,easy";
        QTest::newRow("heads-up hard") << "holdem-headsup"
                                       << "hard,hard";
        QTest::newRow("3 players") << "players=3"
                                   << "hard,maniac,easy";
        QTest::newRow("9 players") << "players=9"
                                   << "hard,easy,maniac,station,hard,easy,easy,hard,maniac";
        QTest::newRow("turbo, short stacks") << "holdem-turbo,startingStack=10,handsPerLevel=3"
                                             << "hard,easy,maniac,hard";
        QTest::newRow("antes") << "ante=1,players=4"
                               << "hard,easy,hard,maniac";
    }
    void legalMoves() {
        QFETCH(QString, variant);
        QFETCH(QString, bots);
        const auto resolved = HoldemRules::catalog().resolve(variant.toStdString());
        QVERIFY(!resolved.error);
        std::vector<std::string> names;
        for (const QString& b : bots.split(QLatin1Char(','))) names.push_back(b.toStdString());
        HoldemRules rules = HoldemRules::fromFlags(resolved.values);
        rules.players = static_cast<int>(names.size());
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const QString failure = playWithBots(rules, names, seed, 60);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
    }

    // The same observation and seed give the same move; a simulation gives the same figures.
    void deterministic() {
        HoldemRules rules;
        HoldemState state(rules, 11);
        QVERIFY(!play(state, QStringLiteral("call, raise 8")));
        for (const char* bot : {"easy", "hard", "maniac", "station"})
            for (std::uint64_t seed : {1u, 2u, 3u})
                QCOMPARE(decide(bot, state, seed), decide(bot, state, seed));
        const std::vector<std::string> seats = {"hard", "easy", "easy"};
        const auto a = core::holdem::simulateHands(rules, seats, 6, 5, 1);
        const auto b = core::holdem::simulateHands(rules, seats, 6, 5, 2);
        QCOMPARE(a.bots.at("hard").wonBb, b.bots.at("hard").wonBb);
        QCOMPARE(a.bots.at("easy").wonBb, b.bots.at("easy").wonBb);
    }

    // A small match: the counts add up and the chips won and lost balance.
    void smallMatch() {
        HoldemRules rules;
        const std::vector<std::string> seats = {"hard", "easy", "easy", "easy", "easy", "easy"};
        const auto report = core::holdem::simulateHands(rules, seats, 10, 1, 2);
        QCOMPARE(report.deals, 10);
        QCOMPARE(report.hands, 60);
        QCOMPARE(report.bots.at("hard").hands, 60);
        QCOMPARE(report.bots.at("easy").hands, 300);
        QCOMPARE(report.bots.at("hard").wonBb + report.bots.at("easy").wonBb, 0.0);
        QVERIFY(report.bots.at("hard").ci95Low <= report.bots.at("hard").bbPer100);
        QVERIFY(!report.bots.at("hard").decisionMs.empty());
    }

    // Sessions: the seats keep their statistics from hand to hand, the cards stay those of each deal. Bots
    // that ignore statistics win exactly the same whatever the session length.
    void sessions() {
        HoldemRules rules;
        rules.players = 2;
        const std::vector<std::string> fixed = {"station", "maniac"};
        const auto single = core::holdem::simulateHands(rules, fixed, 12, 4, 1);
        const auto long5 = core::holdem::simulateHands(rules, fixed, 12, 4, 2, 5);
        QCOMPARE(single.sessionHands, 1);
        QCOMPARE(long5.sessionHands, 5);
        QCOMPARE(long5.bots.at("station").hands, 24);
        QCOMPARE(long5.bots.at("station").wonBb, single.bots.at("station").wonBb);
        QCOMPARE(long5.bots.at("maniac").wonBb, single.bots.at("maniac").wonBb);
        QCOMPARE(long5.bots.at("maniac").decisionCpuMs.size(), long5.bots.at("maniac").decisionMs.size());

        // A hand started with earlier statistics: the same cards and button, the statistics in every
        // observation, and the hand counted on top of them.
        std::array<core::holdem::SeatStats, core::holdem::kMaxSeats> stats{};
        stats[1].hands = 7;
        stats[1].vpip = 6;
        stats[1].aggressive = 9;
        const HoldemState plain(rules, 9);
        HoldemState seen(rules, 9, stats);
        QCOMPARE(seen.hole(0), plain.hole(0));
        QCOMPARE(seen.hole(1), plain.hole(1));
        QCOMPARE(seen.table().button, plain.table().button);
        QCOMPARE(seen.observation(0).table.stats[1].aggressive, 9);
        QCOMPARE(plain.observation(0).table.stats[1].aggressive, 0);
        QVERIFY(!play(seen, QStringLiteral("fold")));
        QVERIFY(seen.isDealOver());
        QCOMPARE(seen.table().stats[1].hands, 8);
        QCOMPARE(seen.table().stats[0].hands, 1);
    }

    // Clear spots: premium hands play, trash folds, the nuts bets.
    void clearSpots() {
        const std::vector<int> six(6, 200);
        // Under the gun (seat 3) with aces raises, with seven-deuce folds.
        QCOMPARE(decide("hard", position(six, 0, QStringLiteral("-|-|-|Ah Ad"))).kind, Move::Kind::Raise);
        QCOMPARE(decide("hard", position(six, 0, QStringLiteral("-|-|-|7h 2d"))), Move::fold());
        // Facing an all-in: aces call, seven-deuce folds.
        HoldemState shove = position(six, 0, QStringLiteral("-|-|-|-|Ah Ad|-"));
        QVERIFY(!play(shove, QStringLiteral("allin")));
        QCOMPARE(QString::fromStdString(decide("hard", shove).toString()), QStringLiteral("call"));
        HoldemState shove2 = position(six, 0, QStringLiteral("-|-|-|-|7h 2d|-"));
        QVERIFY(!play(shove2, QStringLiteral("allin")));
        QCOMPARE(decide("hard", shove2), Move::fold());
        // The nut flush on the river, checked to: bet.
        HoldemState river =
            position({200, 200}, 0, QStringLiteral("Ah Kh | 2c 3d"), QStringLiteral("Qh 7h 2h 9s 4c"));
        QVERIFY(!play(river, QStringLiteral("call, check, check, check, check, check, check")));
        QCOMPARE(river.currentSeat(), 0);
        const Move bet = decide("hard", river);
        QVERIFY2(bet.kind == Move::Kind::Raise || bet.kind == Move::Kind::AllIn, bet.toString().c_str());
        // Easy raises aces and folds seven-deuce to a big raise.
        QCOMPARE(decide("easy", position(six, 0, QStringLiteral("-|-|-|Ah Ad"))).kind, Move::Kind::Raise);
        QCOMPARE(decide("easy", shove2), Move::fold());
        // The station calls, the maniac does not fold.
        QCOMPARE(decide("station", shove2), Move::call());
        QVERIFY(decide("maniac", shove2) != Move::fold());
    }

    void handClasses() {
        int combos = 0;
        for (int c = 0; c < core::holdem::kHandClasses; ++c) combos += core::holdem::classCombos(c);
        QCOMPARE(combos, 1326);
        QCOMPARE(QString::fromStdString(
                     core::holdem::handClassName(core::holdem::handClass(testcards::set("Ah As")))),
                 QStringLiteral("AA"));
        QCOMPARE(QString::fromStdString(
                     core::holdem::handClassName(core::holdem::handClass(testcards::set("Kd Ad")))),
                 QStringLiteral("AKs"));
        QCOMPARE(QString::fromStdString(
                     core::holdem::handClassName(core::holdem::handClass(testcards::set("2c 7d")))),
                 QStringLiteral("72o"));
        QCOMPARE(core::holdem::topFraction(testcards::set("Ah As")), 6.0 / 1326);
        QVERIFY(core::holdem::topFraction(testcards::set("Ks Kh")) <
                core::holdem::topFraction(testcards::set("Qs Qh")));
        QVERIFY(core::holdem::topFraction(testcards::set("Ts 9s")) <
                core::holdem::topFraction(testcards::set("Ts 9h")));
        QVERIFY(core::holdem::topFraction(testcards::set("7h 2d")) > 0.9);
        QCOMPARE(core::holdem::preflopEquity(0).vsOne, 0.852);
    }

    // Strength on the board is the equity against one random hand, checked against the odds engine's exact
    // count: on the turn (every river card) within the card-removal error, on the flop (a fixed spread of
    // runouts) within 0.03 on average over every seventh combination.
    void comboStrengths() {
        const auto strengthOf = [](const core::holdem::ComboStrengths& s, const char* hole) {
            return double(s[static_cast<std::size_t>(core::holdem::comboIndex(testcards::set(hole)))]);
        };
        for (const char* board : {"Qh 7h 2c", "Qh 7h 2c 9s"}) {
            const core::cards::CardSet cardsOnBoard = testcards::set(board);
            core::holdem::ComboStrengths s{};
            core::holdem::comboStrengths(cardsOnBoard, s);
            double error = 0.0;
            int counted = 0;
            for (int i = 0; i < core::holdem::kCombos; i += 7) {
                const core::cards::CardSet hole =
                    core::holdem::allCombos()[static_cast<std::size_t>(i)].cards;
                if (hole.intersects(cardsOnBoard)) continue;
                const double off = std::abs(s[static_cast<std::size_t>(i)] -
                                            core::holdem::exactHeadsUp(hole, cardsOnBoard).share());
                if (cardsOnBoard.count() == 4) QVERIFY2(off < 0.03, core::cards::formatCards(hole).c_str());
                error += off;
                ++counted;
            }
            QVERIFY2(error / counted < (cardsOnBoard.count() == 4 ? 0.01 : 0.03), board);
            QVERIFY(strengthOf(s, "Qs Qd") > strengthOf(s, "Ah 5h"));
            QVERIFY(strengthOf(s, "Ah 5h") > strengthOf(s, "4d 3s"));
            QCOMPARE(strengthOf(s, "Qh 3d"), -1.0); // shares a card with the board
        }
        // On the river, by hand: of the 1,081 combinations off the board Qh 7h 2c 9s 3d, 7c 7d (three sevens)
        // loses to the three of Q-Q and the three of 9-9 (no straight, flush or pair on the board), ties with
        // 7s 7c and 7s 7d (card removal is ignored) and beats the other 1,072.
        core::holdem::ComboStrengths river{};
        core::holdem::comboStrengths(testcards::set("Qh 7h 2c 9s 3d"), river);
        QVERIFY(std::abs(strengthOf(river, "7c 7d") - (1072.0 + 0.5 * 2.0) / 1080.0) < 1e-6);
    }

    // Reading actions: a raiser from early position holds a stronger range than a caller; a player who
    // raises on every street is believed to be a maniac more than before.
    void opponentModel() {
        HoldemState state = position(std::vector<int>(6, 200), 0, QStringLiteral("-|-|-|-|-|Ah Ad"));
        QVERIFY(!play(state, QStringLiteral("raise 6, call")));
        const auto o = state.observation(5);
        const auto strengths = core::holdem::streetStrengths(o.table);
        const auto models = core::holdem::buildOpponentModels(o, strengths);
        QCOMPARE(models.size(), std::size_t(5));
        const auto& raiser = models[3]; // seat 3
        const auto& caller = models[4]; // seat 4
        QCOMPARE(raiser.seat, 3);
        QCOMPARE(caller.seat, 4);
        const double raiserTop = raiser.meanStrength(strengths.byStreet[0]);
        const double callerTop = caller.meanStrength(strengths.byStreet[0]);
        QVERIFY(raiserTop < 0.15);
        QVERIFY(raiserTop < callerTop);
        QVERIFY(models[0].meanStrength(strengths.byStreet[0]) > 0.4); // the small blind has not acted

        HoldemState wild =
            position({400, 400}, 0, QStringLiteral("Ah Ad | -"), QStringLiteral("Kc 8d 3s 2h 9c"));
        QVERIFY(!play(wild,
                      QStringLiteral("raise 6, raise 18, call, raise 20, call, raise 60, call, raise 150")));
        QCOMPARE(wild.currentSeat(), 0);
        const auto ow = wild.observation(0);
        const auto wildModels =
            core::holdem::buildOpponentModels(ow, core::holdem::streetStrengths(ow.table));
        QCOMPARE(wildModels.size(), std::size_t(1));
        QVERIFY(
            wildModels[0].type[static_cast<int>(core::holdem::PlayerType::Maniac)] >
            core::holdem::tendenciesFrom({}).typePrior[static_cast<int>(core::holdem::PlayerType::Maniac)]);
    }

    // The seat's statistics set the type odds: heads-up, a seat that plays and raises nearly every hand is
    // read as a maniac even when few of its hands saw a flop (its raises before the flop count as
    // aggression), one that calls everything as a station; a heads-up player's usual figures stay rational.
    void tendencies() {
        using core::holdem::PlayerType;
        using core::holdem::tendenciesFrom;
        const auto prior = [](const core::holdem::PlayerTendencies& t, PlayerType type) {
            return t.typePrior[static_cast<std::size_t>(type)];
        };
        core::holdem::SeatStats maniac;
        maniac.hands = 30;
        maniac.vpip = 29;
        maniac.pfr = 26;
        maniac.aggressive = 3;
        maniac.calls = 1;
        QVERIFY(std::abs(prior(tendenciesFrom(maniac, 2), PlayerType::Maniac) - 0.6463) < 1e-4);
        QVERIFY(std::abs(prior(tendenciesFrom(maniac, 6), PlayerType::Maniac) - 0.84) < 1e-9);
        core::holdem::SeatStats station;
        station.hands = 30;
        station.vpip = 29;
        station.calls = 20;
        station.checks = 10;
        QVERIFY(std::abs(prior(tendenciesFrom(station, 2), PlayerType::Station) - 0.6463) < 1e-4);
        core::holdem::SeatStats regular;
        regular.hands = 30;
        regular.vpip = 13;
        regular.pfr = 5;
        regular.aggressive = 4;
        regular.calls = 6;
        regular.checks = 8;
        regular.folds = 3;
        // Five raises, four bets and three folds: no station does that, and no maniac folds three times.
        QVERIFY(std::abs(prior(tendenciesFrom(regular, 2), PlayerType::Station) - 0.04 * std::pow(0.7, 12)) <
                1e-9);
        QVERIFY(std::abs(prior(tendenciesFrom(regular, 2), PlayerType::Maniac) - 0.04 * std::pow(0.7, 3)) <
                1e-9);
        QVERIFY(std::abs(prior(tendenciesFrom({}, 2), PlayerType::Station) - 0.04) < 1e-9);
        QVERIFY(std::abs(tendenciesFrom(regular, 2).openScale - 0.5029) < 1e-4);
    }

    // Against a seat known as a maniac, a re-raise does not chase a good hand away: Hard opens king-queen on
    // the button and goes on against the maniac's three-bet (it used to fold).
    void callsDownAManiac() {
        std::array<core::holdem::SeatStats, core::holdem::kMaxSeats> stats{};
        stats[1].hands = 30;
        stats[1].vpip = 29;
        stats[1].pfr = 26;
        stats[1].aggressive = 3;
        stats[1].calls = 1;
        HoldemState known = position({200, 200}, 0, QStringLiteral("Kh Qd | -"), {}, {}, 0, stats);
        QCOMPARE(decide("hard", known).kind, Move::Kind::Raise);
        QVERIFY(!play(known, QStringLiteral("raise 6, raise 18")));
        QVERIFY(decide("hard", known) != Move::fold());
    }

    // Reading a re-raise: heads-up, an opener facing a three-bet keeps about half of its opening range (it
    // calls or four-bets); the model used to read it as folding about three quarters.
    void reraiseReading() {
        HoldemState state = position({200, 200}, 0);
        QVERIFY(!play(state, QStringLiteral("raise 6, raise 18")));
        const auto o = state.observation(1);
        const auto strengths = core::holdem::streetStrengths(o.table);
        const auto models = core::holdem::buildOpponentModels(o, strengths);
        QCOMPARE(models.size(), std::size_t(1));
        const auto& opener = models[0];
        auto call = core::holdem::nextContext(o.table, 0, core::holdem::HandEvent::Kind::Call);
        QCOMPARE(call.raisesBefore, 2);
        QCOMPARE(call.toCall, 12);
        QVERIFY(call.ownWidth > 0.8); // the heads-up button opens about 85%
        QVERIFY(call.facingWidth > 0.1 && call.facingWidth < 0.15);
        auto raise = call;
        raise.kind = core::holdem::HandEvent::Kind::Raise;
        double goesOn = 0, total = 0;
        for (int i : opener.live) {
            const auto c = static_cast<std::size_t>(i);
            const double w = opener.weight[c];
            goesOn +=
                w * (core::holdem::rationalLikelihood(call, strengths.byStreet[0][c], opener.tendencies) +
                     core::holdem::rationalLikelihood(raise, strengths.byStreet[0][c], opener.tendencies));
            total += w;
        }
        QVERIFY2(std::abs(goesOn / total - 0.520) < 0.005, qPrintable(QString::number(goesOn / total)));
    }

    // Reading a limp: heads-up, a small blind that only completes is most likely a rational player (who limps
    // some hands), not a calling station; the model used to give the station 72%.
    void limpReading() {
        HoldemState state = position({200, 200}, 1);
        QVERIFY(!play(state, QStringLiteral("call")));
        QCOMPARE(state.currentSeat(), 0);
        const auto o = state.observation(0);
        const auto models = core::holdem::buildOpponentModels(o, core::holdem::streetStrengths(o.table));
        const double station = models[0].type[static_cast<std::size_t>(core::holdem::PlayerType::Station)];
        QVERIFY2(std::abs(station - 0.22) < 0.01, qPrintable(QString::number(station)));
    }

    // Heads-up the button (the small blind, first to act) raises every hand, the worst included: the big
    // blind folds often enough that the raise gains even with seven-deuce.
    void headsUpButtonRaisesEveryHand() {
        for (const char* hole : {"7c 2d", "8c 3h", "Ah Ad"}) {
            const HoldemState state =
                position({200, 200}, 0, QString::fromLatin1(hole) + QStringLiteral(" | -"));
            QCOMPARE(state.currentSeat(), 0);
            const Move move = decide("hard", state);
            QVERIFY2(move.kind == Move::Kind::Raise, hole);
        }
    }

    // The big blind after a limp: raises for value when its equity against the limper's modelled range is
    // a fair share + 0.10 or more (about 0.65 with A-K, 0.70 with 9-9, 0.65 with 7-7, which the top-8% chart
    // used before checked), and checks the rest (0.56 with Q-T, 0.48 with J-7, 0.33 with 7-2).
    void bigBlindRaisesALimpForValue() {
        const auto after = [](const char* hole) {
            HoldemState state = position({200, 200}, 1, QString::fromLatin1(hole) + QStringLiteral(" | -"));
            const bool limped = !play(state, QStringLiteral("call"));
            return limped && state.currentSeat() == 0 ? decide("hard", state) : Move::fold();
        };
        for (const char* hole : {"Ah Kd", "9h 9d", "7h 7d"}) QVERIFY2(after(hole) == Move::raiseTo(10), hole);
        for (const char* hole : {"Qh Td", "Jh 7d", "7c 2d"}) QVERIFY2(after(hole) == Move::check(), hole);
    }

    // Deep stacks, a set of sevens checked to on the button: before the river Hard weighs bets of a third of
    // the pot up to one and a half pots, never the whole stack (94 times the pot on the flop); on the river
    // all in is one of its choices.
    void allInWaitsForTheRiver() {
        HoldemState state =
            position({200, 200}, 0, QStringLiteral("7h 7d | Kc 9s"), QStringLiteral("7c 2d Qs 4h 9d"));
        QVERIFY(!play(state, QStringLiteral("raise 6, call, check")));
        const auto candidates = [&state] {
            core::cards::Rng rng(5);
            return core::holdem::HardBot().analyse(state.observation(state.currentSeat()), rng);
        };
        const auto hasAllIn = [](const auto& a) {
            return std::any_of(a.candidates.begin(), a.candidates.end(),
                               [](const auto& c) { return c.first.kind == Move::Kind::AllIn; });
        };
        QCOMPARE(state.currentSeat(), 0);
        const auto flop = candidates();
        QVERIFY(!hasAllIn(flop));
        QVERIFY(std::any_of(flop.candidates.begin(), flop.candidates.end(),
                            [](const auto& c) { return c.first == Move::raiseTo(18); })); // 1.5 pots of 12
        QCOMPARE(flop.move.kind, Move::Kind::Raise);
        QVERIFY2(flop.move.amount <= 18, flop.move.toString().c_str());
        QVERIFY(!play(state, QStringLiteral("bet 12, call, check")));
        QCOMPARE(state.currentSeat(), 0);
        QVERIFY(!hasAllIn(candidates())); // 182 chips behind, a pot of 36
        QVERIFY(!play(state, QStringLiteral("bet 36, call, check")));
        QCOMPARE(state.currentSeat(), 0);
        QVERIFY(hasAllIn(candidates()));
    }

    // Against a player who has not acted, aces are about 85% before the flop.
    void rangeEquity() {
        HoldemState state = position({200, 200}, 0, QStringLiteral("Ah Ad | -"));
        const auto o = state.observation(0);
        auto models = core::holdem::buildOpponentModels(o, core::holdem::streetStrengths(o.table));
        core::cards::Rng rng(1);
        const auto eq = core::holdem::rangeEquity(o.hole, {}, models, nullptr, {}, 20000, rng);
        QVERIFY2(std::abs(eq.share - 0.85) < 0.02, qPrintable(QString::number(eq.share)));
    }

    // The hard bot's reasoning is available for hints: a move and its candidates' values.
    void analysis() {
        HoldemState state =
            position({200, 200}, 0, QStringLiteral("Ah Kh | 2c 3d"), QStringLiteral("Qh 7h 2h 9s 4c"));
        QVERIFY(!play(state, QStringLiteral("call, check, check")));
        QCOMPARE(state.currentSeat(), 0);
        core::cards::Rng rng(4);
        const auto a = core::holdem::HardBot().analyse(state.observation(state.currentSeat()), rng);
        QVERIFY(!a.candidates.empty());
        QVERIFY(a.equity > 0.3);
        const auto best = std::max_element(a.candidates.begin(), a.candidates.end(),
                                           [](const auto& x, const auto& y) { return x.second < y.second; });
        QCOMPARE(best->first, a.move);
    }
};

QTEST_GUILESS_MAIN(TestHoldemBots)
#include "tst_holdem_bots.moc"
