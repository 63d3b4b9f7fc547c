// The Hold'em tournament state: the random-play battery for every preset and player count, refusals of
// moves no longer legal, chips kept, whole tournaments to the end, rising blinds, the variant catalog.
#include "game/randomplaybattery.h"
#include "holdem/state.h"
#include "holdemgame.h"

#include <QTest>

using namespace holdemtest;
using core::holdem::HandEvent;
using core::holdem::Move;

namespace {

int chipsOnTable(const HoldemState& state) {
    int sum = 0;
    for (int s = 0; s < state.seatCount(); ++s) sum += state.table().stack[s];
    if (!state.isDealOver()) sum += state.table().potTotal();
    return sum;
}

// A random legal move, with raises drawn from the whole legal range, not only the menu.
Move randomMove(const HoldemState& state, core::cards::Rng& rng) {
    const auto legal = state.legalMoves();
    Move move = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    if (move.kind == Move::Kind::Raise && rng.chance(0.5)) {
        const int low = state.table().minRaiseTo();
        const int high = state.table().allInTotal(state.currentSeat());
        if (high > low)
            move.amount = low + static_cast<int>(rng.below(static_cast<std::uint32_t>(high - low)));
    }
    return move;
}

} // namespace

class TestHoldemState : public QObject {
    Q_OBJECT
private slots:
    void battery_data() {
        QTest::addColumn<QString>("variant");
        for (const auto& preset : HoldemRules::catalog().presets) {
            const std::string id = preset.id;
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
        }
        for (int players : {2, 3, 6, 9}) {
            const std::string name = "players=" + std::to_string(players);
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
        }
        QTest::newRow("antes and short stacks") << "ante=1,startingStack=3";
        QTest::newRow("turbo, 9 players, every hand a level") << "holdem-turbo,players=9,handsPerLevel=1";
    }
    void battery() {
        QFETCH(QString, variant);
        const auto resolved = HoldemRules::catalog().resolve(variant.toStdString());
        QVERIFY(!resolved.error);
        core::game::BatteryOptions options;
        options.games = 30;
        options.maxDealsPerGame = 4;
        // Raise amounts off the finite menu are legal and accepted, which the generic probes of moves
        // "legal earlier but not listed now" would count as errors; illegalMovesAreRefused() covers them.
        options.illegalProbesPerMove = 0;
        const auto report =
            core::game::runRandomPlayBattery<HoldemState>(HoldemRules::fromFlags(resolved.values), options);
        QVERIFY2(report.ok(), report.summary().c_str());
        QVERIFY(report.moves > 100);
    }

    // Moves seen earlier are refused when not legal now, and a refusal changes nothing; raise amounts off
    // the menu are accepted exactly when they are legal raises.
    void illegalMovesAreRefused() {
        for (int players : {2, 3, 6, 9}) {
            HoldemRules rules;
            rules.players = players;
            core::cards::Rng rng(static_cast<std::uint64_t>(players) * 31);
            std::uint64_t seed = 5;
            HoldemState state(rules, seed);
            std::vector<Move> seen;
            int probes = 0;
            for (int step = 0; step < 3000; ++step) {
                if (state.isOver()) {
                    state = HoldemState(rules, ++seed); // a new tournament
                    continue;
                }
                if (state.isDealOver()) {
                    QVERIFY(state.startNextDeal());
                    continue;
                }
                const auto legal = state.legalMoves();
                const auto& t = state.table();
                const int seat = state.currentSeat();
                for (const Move& probe : seen) {
                    if (std::binary_search(legal.begin(), legal.end(), probe)) continue;
                    const bool legalAmount =
                        probe.kind == Move::Kind::Raise && !t.raiseRefusal(seat) &&
                        probe.amount <= t.allInTotal(seat) &&
                        (probe.amount >= t.minRaiseTo() || probe.amount == t.allInTotal(seat));
                    HoldemState copy = state;
                    const auto refusal = copy.apply(probe);
                    QCOMPARE(refusal.has_value(), !legalAmount);
                    if (refusal) QVERIFY(copy == state);
                    ++probes;
                }
                const Move move = randomMove(state, rng);
                if (seen.size() < 60) seen.push_back(move);
                const int before = chipsOnTable(state);
                QVERIFY(!state.apply(move));
                QCOMPARE(chipsOnTable(state), before);
            }
            QVERIFY(probes > 1000);
        }
    }

    // Random tournaments end with one player holding every chip; places 1..n are all given.
    void tournamentsEnd() {
        for (int players : {2, 3, 6, 9}) {
            HoldemRules rules;
            rules.players = players;
            rules.startingStack = 20;
            core::cards::Rng rng(99);
            HoldemState state(rules, static_cast<std::uint64_t>(players));
            const int total = players * rules.startingChips();
            int hands = 1;
            while (!state.isOver() && hands < 5000) {
                if (state.isDealOver()) {
                    QVERIFY(state.startNextDeal());
                    ++hands;
                    continue;
                }
                QVERIFY(!state.apply(randomMove(state, rng)));
            }
            QVERIFY(state.isOver());
            QCOMPARE(chipsOnTable(state), total);
            std::vector<int> places;
            for (int s = 0; s < players; ++s) places.push_back(state.table().place[s]);
            std::sort(places.begin(), places.end());
            for (int s = 0; s < players; ++s) QCOMPARE(places[static_cast<std::size_t>(s)], s + 1);
            QVERIFY(!state.startNextDeal());
        }
    }

    void sameSeedSameGame() {
        HoldemRules rules;
        HoldemState a(rules, 42), b(rules, 42), c(rules, 43);
        QVERIFY(a == b);
        QVERIFY(!(a == c));
        QCOMPARE(a.hole(0), b.hole(0));
    }

    // Other seats' hole cards stay hidden until a showdown shows them.
    void observationsHideHoleCards() {
        HoldemState state = position({100, 100, 100}, 0, QStringLiteral("Ah Ad | Kh Kd | Qh Qd"),
                                     QStringLiteral("2c 7d 9h Js 3s"));
        const auto o = state.observation(1);
        QCOMPARE(o.hole, testcards::set("Kh Kd"));
        QVERIFY(!o.knownCardSet().contains(testcards::list("Ah").front()));
        QVERIFY(!play(
            state, QStringLiteral(
                       "call, call, check, check, check, check, check, check, check, check, check, check")));
        const auto after = state.observation(1);
        QVERIFY(after.knownCardSet().containsAll(testcards::set("Ah Ad Qh Qd")));
        for (const auto& zone : state.zones())
            if (zone.name == std::string_view("stock"))
                QCOMPARE(zone.visibility, core::game::Visibility::Hidden);
    }

    void risingBlinds_data() {
        QTest::addColumn<int>("hand");
        QTest::addColumn<int>("bigBlind");
        QTest::newRow("level 1") << 0 << 2;
        QTest::newRow("level 1, last hand") << 9 << 2;
        QTest::newRow("level 2") << 10 << 4;
        QTest::newRow("level 3") << 20 << 6;
        QTest::newRow("level 4") << 30 << 8;
        QTest::newRow("level 5") << 40 << 12;
        QTest::newRow("level 6") << 50 << 16;
    }
    void risingBlinds() {
        QFETCH(int, hand);
        QFETCH(int, bigBlind);
        const HoldemRules turbo = HoldemRules::turbo();
        QCOMPARE(turbo.blindsForHand(hand).bigBlind, bigBlind);
        QCOMPARE(turbo.blindsForHand(hand).smallBlind, bigBlind / 2);
        HoldemRules flat;
        QCOMPARE(flat.blindsForHand(hand).bigBlind, 2);
        // A position at that hand posts those blinds.
        const HoldemState state = position({1000, 1000, 1000}, 0, {}, {}, turbo, hand);
        QCOMPARE(state.table().streetBet[2], bigBlind);
    }

    void catalog() {
        const auto& cat = HoldemRules::catalog();
        QCOMPARE(QString::fromStdString(cat.game), QStringLiteral("holdem"));
        QCOMPARE(QString::fromStdString(cat.presets.front().id), QStringLiteral("holdem-nolimit"));
        const HoldemRules defaults = HoldemRules::fromFlags(cat.defaults());
        QCOMPARE(defaults.players, 6);
        QCOMPARE(defaults.smallBlind, 1);
        QCOMPARE(defaults.bigBlind, 2);
        QCOMPARE(defaults.ante, 0);
        QCOMPARE(defaults.startingStack, 100);
        QVERIFY(!defaults.risingBlinds);
        QCOMPARE(HoldemRules::fromFlags(*cat.presetValues("holdem-headsup")).players, 2);
        QVERIFY(HoldemRules::fromFlags(*cat.presetValues("holdem-turbo")).risingBlinds);
        for (const auto& preset : cat.presets) {
            const HoldemRules r = HoldemRules::fromFlags(*cat.presetValues(preset.id));
            QCOMPARE(HoldemRules::fromFlags(r.toFlags()), r);
        }
        const HoldemState start(defaults, 3);
        QCOMPARE(start.table().stack[start.table().button], 200);
    }

    // The log tells the whole public story: blinds, actions with their totals, the board.
    void handLog() {
        HoldemState state = position({100, 100, 100}, 0, {}, QStringLiteral("2c 7d 9h Js 3s"));
        QVERIFY(!play(state, QStringLiteral("raise 6, call, fold")));
        const auto& log = state.table().log;
        QCOMPARE(log.size(), std::size_t(6));
        QCOMPARE(log[0].kind, HandEvent::Kind::PostSmallBlind);
        QCOMPARE(log[1].kind, HandEvent::Kind::PostBigBlind);
        QCOMPARE(log[2].kind, HandEvent::Kind::Raise);
        QCOMPARE(log[2].total, 6);
        QVERIFY(log[2].fullRaise);
        QCOMPARE(log[3].kind, HandEvent::Kind::Call);
        QCOMPARE(log[3].amount, 5);
        QCOMPARE(log[5].kind, HandEvent::Kind::BoardDealt);
        QCOMPARE(log[5].cards, testcards::set("2c 7d 9h"));
        QCOMPARE(QString::fromStdString(core::holdem::describe(log[2])),
                 QStringLiteral("seat 1 raises to 6"));
        QCOMPARE(state.currentSeat(), 1);
        QVERIFY(!play(state, QStringLiteral("raise 2")));
        QCOMPARE(log.back().kind, HandEvent::Kind::Bet);
    }
};

QTEST_GUILESS_MAIN(TestHoldemState)
#include "tst_holdem_state.moc"
