// The random-play battery on the tiny game: it passes on a correct game and catches broken ones.
#include "game/randomplaybattery.h"
#include "tinygame.h"

#include <QTest>

using core::game::BatteryOptions;
using core::game::runRandomPlayBattery;

namespace {

// A game that forgets to take the played card out of the hand: the card is then in two places.
struct DuplicatingState : tiny::State {
    using tiny::State::State;
    static constexpr std::string_view kGameId = "naik";
    std::vector<core::game::Zone> zones() const {
        auto z = tiny::State::zones();
        for (auto& zone : z)
            if (zone.name == "pile" && !zone.cards.empty()) z.front().cards.push_back(zone.cards.back());
        return z;
    }
    static DuplicatingState determinize(const Observation& o, core::cards::Rng& rng) {
        DuplicatingState s(o.rules, 0);
        static_cast<tiny::State&>(s) = tiny::State::determinize(o, rng);
        return s;
    }
};

// A game whose legal move list offers a move that apply() then refuses.
struct LyingState : tiny::State {
    using tiny::State::State;
    std::vector<Move> legalMoves() const {
        auto moves = tiny::State::legalMoves();
        if (!moves.empty() && moves.back().kind != Move::Kind::Pass && isDrawOnlyBlocked())
            moves.push_back(Move::pass());
        return moves;
    }
    static LyingState determinize(const Observation& o, core::cards::Rng& rng) {
        LyingState s(o.rules, 0);
        static_cast<tiny::State&>(s) = tiny::State::determinize(o, rng);
        return s;
    }

private:
    bool isDrawOnlyBlocked() const { return observation(currentSeat()).stockCount > 0; }
};

} // namespace

class TestBattery : public QObject {
    Q_OBJECT
private slots:
    void passesOnEveryVariantOfACorrectGame() {
        for (int players = 2; players <= 4; ++players) {
            for (bool sameSuit : {false, true}) {
                tiny::Rules rules;
                rules.players = players;
                rules.sameSuitBeats = sameSuit;
                const auto report = runRandomPlayBattery<tiny::State>(rules, BatteryOptions{.games = 25});
                QVERIFY2(report.ok(), report.summary().c_str());
                QCOMPARE(report.games, 25);
                QVERIFY(report.deals >= 25);
                QVERIFY(report.moves > 25 * 5);
                QVERIFY(report.refusedProbes > 0);
            }
        }
    }

    void catchesAnObservationThatLeaksAHiddenCard() {
        tiny::Rules rules;
        rules.leakStock = true;
        const auto report = runRandomPlayBattery<tiny::State>(rules, BatteryOptions{.games = 3});
        QVERIFY(!report.ok());
        QVERIFY2(report.failures.front().find("reveals hidden card") != std::string::npos,
                 report.failures.front().c_str());
    }

    void catchesACardInTwoPlaces() {
        const auto report = runRandomPlayBattery<DuplicatingState>(tiny::Rules{}, BatteryOptions{.games = 3});
        QVERIFY(!report.ok());
        QVERIFY2(report.failures.front().find("two places") != std::string::npos,
                 report.failures.front().c_str());
    }

    void catchesALegalMoveThatIsRefused() {
        const auto report = runRandomPlayBattery<LyingState>(tiny::Rules{}, BatteryOptions{.games = 3});
        QVERIFY(!report.ok());
        QVERIFY2(report.failures.front().find("refused") != std::string::npos,
                 report.failures.front().c_str());
    }
};

QTEST_GUILESS_MAIN(TestBattery)
#include "tst_battery.moc"
