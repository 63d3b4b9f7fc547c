// The Solid bot: its range notation and charts, its reading of made hands and draws, concrete decisions
// before and after the flop, the push/fold chart when short, and legal moves in random hands.
#include "holdem/bots/classrange.h"
#include "holdem/bots/holdembots.h"
#include "holdem/bots/madehand.h"
#include "holdem/bots/solidbot.h"
#include "holdem/bots/solidranges.h"
#include "holdemgame.h"

#include <QTest>

#include <stdexcept>

using namespace holdemtest;
using core::holdem::Move;

namespace {

Move solid(const HoldemState& state, std::uint64_t seed = 3) {
    core::cards::Rng rng(seed);
    return core::holdem::SolidBot().decide(state.observation(state.currentSeat()), rng);
}

QString solidText(const HoldemState& state, std::uint64_t seed = 3) {
    return QString::fromStdString(solid(state, seed).toString());
}

core::holdem::MadeHand made(const char* hole, const char* board) {
    return core::holdem::readHand(testcards::set(hole), testcards::set(board)).made;
}

// Blinds of 1 and 2 chips: 200 chips are 100 big blinds.
const std::vector<int> kSixMax(6, 200);

} // namespace

class TestHoldemSolidBot : public QObject {
    Q_OBJECT
private slots:
    void rangeNotation() {
        using core::holdem::parseClassRange;
        QCOMPARE(parseClassRange("22+").count(), std::size_t(13));
        QCOMPARE(parseClassRange("A2s+").count(), std::size_t(12));
        QCOMPARE(parseClassRange("K9s-K5s").count(), std::size_t(5));
        QCOMPARE(parseClassRange("99-66").count(), std::size_t(4));
        QCOMPARE(parseClassRange("AK").count(), std::size_t(2));
        QCOMPARE(parseClassRange("AKo, AKs"), parseClassRange("AK"));
        const auto range = parseClassRange("TT+, AQs+, KQo");
        QVERIFY(core::holdem::inRange(range, testcards::set("Th Tc")));
        QVERIFY(core::holdem::inRange(range, testcards::set("Ad Qd")));
        QVERIFY(!core::holdem::inRange(range, testcards::set("Ad Qc")));
        QVERIFY(core::holdem::inRange(range, testcards::set("Kd Qc")));
        QVERIFY(!core::holdem::inRange(range, testcards::set("9d 9c")));
        // 30 + 8 + 12 combinations.
        QCOMPARE(core::holdem::rangeShare(range), 50.0 / 1326.0);
        QVERIFY(parseClassRange(" ").none());
        for (const char* bad : {"22+,", ",AA", "AA,,KK", "AA+x", "1A", "K9s-Q5s", "AKx", "A2s-77"})
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, parseClassRange(bad));
    }

    // The opening ranges widen towards the button: 194, 266, 354, 582 and 538 of the 1,326 hands from under
    // the gun to the small blind at six (15%, 20%, 27%, 44%, 41%), 878 on the heads-up button (66%), 146
    // under the gun at nine (11%).
    void openingRanges() {
        using core::holdem::solid::openingRange;
        using core::holdem::solid::OpenSeat;
        const auto combos = [](OpenSeat seat) {
            return static_cast<int>(std::lround(core::holdem::rangeShare(openingRange(seat)) * 1326));
        };
        QCOMPARE(combos(OpenSeat::EarlyFullRing), 146);
        QCOMPARE(combos(OpenSeat::UnderTheGun), 194);
        QCOMPARE(combos(OpenSeat::Hijack), 266);
        QCOMPARE(combos(OpenSeat::Cutoff), 354);
        QCOMPARE(combos(OpenSeat::Button), 582);
        QCOMPARE(combos(OpenSeat::SmallBlind), 538);
        QCOMPARE(combos(OpenSeat::HeadsUp), 878);
        QCOMPARE(core::holdem::solid::openSeat(5, 6), OpenSeat::UnderTheGun);
        QCOMPARE(core::holdem::solid::openSeat(2, 6), OpenSeat::Button);
        QCOMPARE(core::holdem::solid::openSeat(1, 2), OpenSeat::HeadsUp);
        QCOMPARE(core::holdem::solid::openSeat(8, 9), OpenSeat::EarlyFullRing);
        // Every chart reads (a bad one would throw here).
        for (auto opener : {core::holdem::solid::Opener::Early, core::holdem::solid::Opener::Late,
                            core::holdem::solid::Opener::HeadsUp})
            QVERIFY(core::holdem::solid::versusOpen(opener).reraiseValue.any());
        QVERIFY(core::holdem::solid::versusReraise(true).fourBet.any());
    }

    void madeHands() {
        using M = core::holdem::MadeHand;
        QCOMPARE(made("Ah Kd", "Kc 7h 2s"), M::TopPairGoodKicker);
        QCOMPARE(made("Kd 5h", "Kc 7h 2s"), M::TopPairWeakKicker);
        QCOMPARE(made("Ah 7d", "Kc 7h 2s"), M::MiddlePair);
        QCOMPARE(made("Ah 2d", "Kc 7h 2s"), M::WeakPair);
        QCOMPARE(made("Qh Qd", "Jc 7h 2s"), M::Overpair);
        QCOMPARE(made("9h 9d", "Jc 7h 2s"), M::MiddlePair);
        QCOMPARE(made("7c 7d", "Kc 7h 2s"), M::Set);
        QCOMPARE(made("Kd 7d", "Kc 7h 2s"), M::TwoPair);
        QCOMPARE(made("Kd 9d", "Kc Kh 2s"), M::TwoPair); // trips
        QCOMPARE(made("Ad Qd", "Kc Kh 2s"), M::Nothing); // the board's pair is everybody's
        QCOMPARE(made("9d 8c", "7c 6h 5s"), M::Monster);
        QCOMPARE(made("Ah 3h", "Kh 7h 2h 9c 4d"), M::Monster);
        QCOMPARE(made("5h 3c", "Kh 7h 2h 9h 4d"), M::TwoPair); // a low flush, one card, four on the board
        QCOMPARE(made("Ad Qc", "Kc Jh Th 9s 8d"), M::Monster);
        QCOMPARE(made("2d 3c", "Kc Qh Jh Ts 9d"), M::Nothing); // the board's straight plays
        const auto flushDraw = core::holdem::readHand(testcards::set("Ah 5h"), testcards::set("Kh 7h 2c"));
        QVERIFY(flushDraw.flushDraw);
        QVERIFY(!flushDraw.straightDraw);
        QCOMPARE(flushDraw.outs, 9);
        const auto openEnded = core::holdem::readHand(testcards::set("9d 8c"), testcards::set("7c 6h 2s"));
        QVERIFY(openEnded.straightDraw);
        QCOMPARE(openEnded.outs, 8);
        QCOMPARE(openEnded.drawChance(2), 0.32);
        const auto gutshot = core::holdem::readHand(testcards::set("9d 8c"), testcards::set("Jc 7h 2s"));
        QVERIFY(gutshot.gutshot);
        QCOMPARE(gutshot.outs, 4);
        QCOMPARE(core::holdem::readHand(testcards::set("9d 8c"), testcards::set("Jc 7h 2s 3d 4c")).outs, 0);
    }

    // Six seats, the button in seat 0: seat 3 is under the gun.
    void opensByPosition() {
        QCOMPARE(solidText(position(kSixMax, 0, QStringLiteral("-|-|-|Ah Ad"))), QStringLiteral("raise 5"));
        QCOMPARE(solid(position(kSixMax, 0, QStringLiteral("-|-|-|7h 2d"))), Move::fold());
        // King-ten offsuit folds under the gun and opens on the button.
        QCOMPARE(solid(position(kSixMax, 0, QStringLiteral("-|-|-|Kh Td"))), Move::fold());
        HoldemState button = position(kSixMax, 0, QStringLiteral("Kh Td"));
        QVERIFY(!play(button, QStringLiteral("fold, fold, fold")));
        QCOMPARE(button.currentSeat(), 0);
        QCOMPARE(solidText(button), QStringLiteral("raise 5"));
        // The small blind opens to three big blinds.
        HoldemState small = position(kSixMax, 0, QStringLiteral("-|Ks 9s"));
        QVERIFY(!play(small, QStringLiteral("fold, fold, fold, fold")));
        QCOMPARE(solidText(small), QStringLiteral("raise 6"));
    }

    // Against an open from under the gun (to 5 chips): queens re-raise to 3x in position (15), kings to 4x
    // out of it from the big blind (20); small pairs call in position; ace-nine offsuit folds.
    void answersAnOpen() {
        HoldemState cutoff = position(kSixMax, 0, QStringLiteral("-|-|-|-|-|Qh Qd"));
        QVERIFY(!play(cutoff, QStringLiteral("raise 5, fold")));
        QCOMPARE(solidText(cutoff), QStringLiteral("raise 15"));
        HoldemState bigBlind = position(kSixMax, 0, QStringLiteral("-|-|Kh Kd"));
        QVERIFY(!play(bigBlind, QStringLiteral("raise 5, fold, fold, fold, fold")));
        QCOMPARE(solidText(bigBlind), QStringLiteral("raise 20"));
        HoldemState pair = position(kSixMax, 0, QStringLiteral("-|-|-|-|-|5h 5d"));
        QVERIFY(!play(pair, QStringLiteral("raise 5, fold")));
        QCOMPARE(solid(pair), Move::call());
        HoldemState weak = position(kSixMax, 0, QStringLiteral("-|-|-|-|-|Ah 9d"));
        QVERIFY(!play(weak, QStringLiteral("raise 5, fold")));
        QCOMPARE(solid(weak), Move::fold());
        // A 100 big blind all-in from under the gun: aces call, jacks fold.
        HoldemState shove = position(kSixMax, 0, QStringLiteral("-|-|-|-|Ah As|-"));
        QVERIFY(!play(shove, QStringLiteral("allin")));
        QCOMPARE(solid(shove), Move::call());
        HoldemState shove2 = position(kSixMax, 0, QStringLiteral("-|-|-|-|Jh Js|-"));
        QVERIFY(!play(shove2, QStringLiteral("allin")));
        QCOMPARE(solid(shove2), Move::fold());
    }

    // Heads-up (seat 0 the button and small blind) after a limp and checks to the river, Solid in the big
    // blind with ace-king on a king-high board: a pot-size bet (4 chips into 4) on the river is folded, a
    // third of the pot is called; with a full house the pot-size bet is raised, or called when the bettor is
    // all in.
    void riverBets() {
        const QString topPair = QStringLiteral("- | Ah Kd");
        const QString fullHouse = QStringLiteral("- | Kh Kd");
        const QString board = QStringLiteral("Kc 8d 8s 2h 9c");
        const QString toRiver = QStringLiteral("call, check, check, check, check, check, check, ");
        HoldemState potBet = position({200, 200}, 0, topPair, board);
        QVERIFY(!play(potBet, toRiver + QStringLiteral("bet 4")));
        QCOMPARE(potBet.currentSeat(), 1);
        QCOMPARE(solid(potBet), Move::fold());
        HoldemState smallBet = position({200, 200}, 0, topPair, board);
        QVERIFY(!play(smallBet, toRiver + QStringLiteral("bet 2")));
        QCOMPARE(solid(smallBet), Move::call());
        HoldemState nuts = position({200, 200}, 0, fullHouse, board);
        QVERIFY(!play(nuts, toRiver + QStringLiteral("bet 4")));
        QCOMPARE(solidText(nuts), QStringLiteral("raise 12"));
        // Stacks of 6 chips: the river bet of 4 is the bettor's last chips.
        HoldemState allIn = position({6, 6}, 0, fullHouse, board);
        QVERIFY(!play(allIn, toRiver + QStringLiteral("allin")));
        QCOMPARE(solid(allIn), Move::call());
        HoldemState allIn2 = position({6, 6}, 0, topPair, board);
        QVERIFY(!play(allIn2, toRiver + QStringLiteral("allin")));
        QCOMPARE(solid(allIn2), Move::fold());
    }

    // After raising before the flop and being called, Solid bets top pair on the flop (2/3 of the pot: 8 of
    // 12 chips) and checks a weak pair behind. In the big blind against a raise, a flop bet and a pot-size
    // turn bet, top pair with a good kicker folds (it called one bet already), and so does a flush draw (its
    // price is 1/3, its chance 0.18 + 0.05); the same draw calls the flop bet of 8 into 12 (price 0.29,
    // chance 0.36 + 0.05).
    void flopAndTurn() {
        const QString board = QStringLiteral("Kh 7h 2s 9d 3c");
        HoldemState flop = position({200, 200}, 0, QStringLiteral("Ah Kd | -"), board);
        QVERIFY(!play(flop, QStringLiteral("raise 6, call, check")));
        QCOMPARE(flop.currentSeat(), 0);
        QCOMPARE(solidText(flop), QStringLiteral("raise 8"));
        HoldemState weak = position({200, 200}, 0, QStringLiteral("4c 4d | -"), board);
        QVERIFY(!play(weak, QStringLiteral("raise 6, call, check")));
        QCOMPARE(solid(weak), Move::check());
        const QString toTurnBet = QStringLiteral("raise 6, call, check, bet 8, call, check, bet 28");
        HoldemState turn = position({200, 200}, 0, QStringLiteral("- | Ac Kd"), board);
        QVERIFY(!play(turn, toTurnBet));
        QCOMPARE(turn.currentSeat(), 1);
        QCOMPARE(solid(turn), Move::fold());
        HoldemState draw = position({200, 200}, 0, QStringLiteral("- | Ah 5h"), board);
        QVERIFY(!play(draw, toTurnBet));
        QCOMPARE(solid(draw), Move::fold());
        HoldemState flopDraw = position({200, 200}, 0, QStringLiteral("- | Ah 5h"), board);
        QVERIFY(!play(flopDraw, QStringLiteral("raise 6, call, check, bet 8")));
        QCOMPARE(solid(flopDraw), Move::call());
    }

    // Ten big blinds heads-up: the push/fold chart. The small blind pushes king-deuce offsuit and folds
    // seven-deuce; the big blind calls an all-in with ace-deuce offsuit and folds jack-seven offsuit.
    void shortStackChart() {
        const std::vector<int> tenBb = {20, 20};
        QCOMPARE(solid(position(tenBb, 0, QStringLiteral("Kc 2d | -"))), Move::allIn());
        QCOMPARE(solid(position(tenBb, 0, QStringLiteral("7c 2d | -"))), Move::fold());
        HoldemState call = position(tenBb, 0, QStringLiteral("- | Ac 2d"));
        QVERIFY(!play(call, QStringLiteral("allin")));
        QCOMPARE(solid(call), Move::call());
        HoldemState fold = position(tenBb, 0, QStringLiteral("- | Jc 7d"));
        QVERIFY(!play(fold, QStringLiteral("allin")));
        QCOMPARE(solid(fold), Move::fold());
        // At 40 big blinds king-deuce offsuit opens to 2.5 big blinds instead.
        QCOMPARE(solidText(position({80, 80}, 0, QStringLiteral("Kc 2d | -"))), QStringLiteral("raise 5"));
    }

    // Random hands at random table sizes and stack depths against every other bot: every move Solid's rules
    // choose is one the table accepts (the guard in chooseMove is never needed).
    void legalInRandomHands() {
        const std::vector<std::string> others = {"easy", "station", "maniac", "solid", "hard"};
        core::cards::Rng draw(2024);
        int decisions = 0;
        for (int hand = 0; hand < 400; ++hand) {
            HoldemRules rules;
            rules.players = 2 + static_cast<int>(draw.below(8));
            rules.startingStack = 3 + static_cast<int>(draw.below(150));
            rules.ante = draw.chance(0.2) ? 1 : 0;
            std::vector<std::unique_ptr<core::game::Bot<HoldemState>>> bots;
            for (int s = 0; s < rules.players; ++s)
                bots.push_back(core::holdem::makeBot(
                    s == 0 ? "solid" : others[draw.below(static_cast<std::uint32_t>(others.size()))]));
            HoldemState state(rules, draw.next());
            core::cards::Rng rng(draw.next());
            core::holdem::SolidBot solidBot;
            while (!state.isDealOver()) {
                const int seat = state.currentSeat();
                const auto o = state.observation(seat);
                Move move;
                if (bots[static_cast<std::size_t>(seat)]->name() == "solid") {
                    move = solidBot.decide(o, rng);
                    ++decisions;
                    QVERIFY2(!state.table().check(move),
                             qPrintable(QStringLiteral("hand %1: %2")
                                            .arg(hand)
                                            .arg(QString::fromStdString(move.toString()))));
                } else {
                    move = bots[static_cast<std::size_t>(seat)]->chooseMove(o, rng);
                }
                QVERIFY(!state.apply(move));
            }
        }
        QVERIFY(decisions > 800);
    }
};

QTEST_GUILESS_MAIN(TestHoldemSolidBot)
#include "tst_holdem_solidbot.moc"
