// The Easy Empat Satu bot and the greedy rollout policy: hand-worked choices, legality in whole games,
// and that greed beats random play.
#include "empatsatu/bots/easybot.h"
#include "empatsatu/bots/greedypolicy.h"
#include "policyhelpers.h"
#include "statehelpers.h"

#include <QTest>

using namespace core::empatsatu;
using core::cards::Card;
using empatsatutest::card;
using empatsatutest::mv;
using empatsatutest::policyViewOf;
using empatsatutest::position;
using empatsatutest::set;

namespace {

std::string easyChoice(const EmpatSatuState& s) {
    EasyBot bot;
    core::cards::Rng rng(1);
    return bot.chooseMove(s.observation(s.currentSeat()), rng).toString();
}

EmpatSatuRules discardFirstRules() {
    EmpatSatuRules r;
    r.players = 2;
    r.discardFirst = true;
    return r;
}

} // namespace

class TestEmpatSatuBot : public QObject {
    Q_OBJECT
private slots:
    void stopsAsSoonAsAllowed() {
        EmpatSatuRules rules;
        rules.players = 2;
        const auto s = position(rules, 1, 0, {"2h 3h 4h 5h", "Ah Kh Qh 2c"});
        QCOMPARE(easyChoice(s), std::string("stop")); // even a poor flush stops at once
    }

    // Seat 1 holds 9h 8h 2c 3d (12) and seat 0 throws the given card.
    void takesOnlyWhenTheHandRanksHigher_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("thrown");
        QTest::addColumn<QString>("expected");
        QTest::newRow("7h makes 22") << "9h 8h 2c 3d"
                                     << "7h"
                                     << "take";
        QTest::newRow("Ks does not help") << "9h 8h 2c 3d"
                                          << "Ks"
                                          << "draw";
        QTest::newRow("Jh completes 41") << "Ah Kh Qh 2c"
                                         << "Jh"
                                         << "take";
        QTest::newRow("3d is worse") << "Ah Kh Qh 2c"
                                     << "3d"
                                     << "draw";
        QTest::newRow("2d only equals") << "Ah Kh Qh 2c"
                                        << "2d"
                                        << "draw"; // same score and vector
        QTest::newRow("2h makes a flush") << "Ah Kh Qh 2c"
                                          << "2h"
                                          << "take"; // 33 > 29
        QTest::newRow("3c raises a negative hand") << "2c 3d 4h 5s"
                                                   << "3c"
                                                   << "take"; // -4 -> -2
    }
    void takesOnlyWhenTheHandRanksHigher() {
        QFETCH(QString, hand);
        QFETCH(QString, thrown);
        QFETCH(QString, expected);
        EmpatSatuRules rules;
        rules.players = 2;
        std::string seat0 = thrown.toStdString() + " Td 6c 5s";
        if (hand.contains(QLatin1String("5s"))) seat0 = thrown.toStdString() + " Td 6c 9s";
        auto s = position(rules, 1, 0, {seat0, hand.toStdString()}, "7s");
        ES_PLAY(s, "draw");
        QVERIFY(!s.apply(Move::discard(card(thrown.toStdString()))));
        QCOMPARE(QString::fromStdString(easyChoice(s)), expected);
    }

    void discardsWhatKeepsTheBestHand() {
        EmpatSatuRules rules;
        rules.players = 2;
        auto s = position(rules, 1, 0, {"7h Td 6c 5s", "9h 8h 2c 3d"}, "6s");
        ES_PLAY(s, "draw");
        ES_PLAY(s, "discard 7h");
        ES_PLAY(s, "take");
        // 9h 8h 7h + 2c = 22 beats 9h 8h 7h + 3d = 21.
        QCOMPARE(easyChoice(s), std::string("discard 3d"));
    }

    void discardChoices_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QString>("taken");
        QTest::addColumn<bool>("mayRediscard");
        QTest::addColumn<QString>("expected");
        QTest::newRow("equal rests: the lowest card goes") << "Ah Kh 5c 5d Qh"
                                                           << "" << false << "discard 5c";
        QTest::newRow("the drawn card goes back") << "Ah Kh Qh Jh 2c"
                                                  << "" << false << "discard 2c";
        QTest::newRow("keep the taken card") << "Ah Kh Qh 2c 3s"
                                             << "3s" << false << "discard 2c";
        QTest::newRow("re-discard allowed") << "Ah Kh Qh 2c 3s"
                                            << "3s" << true << "discard 3s";
        QTest::newRow("high off-suit card goes") << "9h 8h 7h 6h As"
                                                 << "" << false << "discard As";
    }
    void discardChoices() {
        QFETCH(QString, hand);
        QFETCH(QString, taken);
        QFETCH(bool, mayRediscard);
        QFETCH(QString, expected);
        PolicyView v = policyViewOf(Phase::Discard, hand.toLatin1().constData());
        if (!taken.isEmpty()) v.takenThisTurn = card(taken.toStdString());
        v.rules.mayRediscardTaken = mayRediscard;
        QCOMPARE(QString::fromStdString(greedyMove(v).toString()), expected);
    }

    void emptyStockTakesOrEnds() {
        QCOMPARE(greedyMove(policyViewOf(Phase::Start, "9h 8h 2c 3d", "7h", 0)).toString(),
                 std::string("take"));
        QCOMPARE(greedyMove(policyViewOf(Phase::Start, "9h 8h 2c 3d", "Ks", 0)).toString(),
                 std::string("end"));
    }

    void discardFirstChoices() {
        PolicyView v = policyViewOf(Phase::Start, "9h 8h 2c 3d", "7h");
        v.rules = discardFirstRules();
        // Throw 3d to take 7h: 9h 8h 7h 2c = 22.
        QCOMPARE(greedyMove(v).toString(), std::string("discard 3d"));
        PolicyView draw = policyViewOf(Phase::Draw, "9h 8h 2c", "7h");
        draw.rules = discardFirstRules();
        draw.discardedThisTurn = card("3d");
        QCOMPARE(greedyMove(draw).toString(), std::string("take"));

        // Nothing worth taking: keep the best three (9h 8h 2c = 15 beats 9h 8h 3d = 14), then draw.
        PolicyView noTake = policyViewOf(Phase::Start, "9h 8h 2c 3d", "Ks");
        noTake.rules = discardFirstRules();
        QCOMPARE(greedyMove(noTake).toString(), std::string("discard 3d"));
        PolicyView drawNow = policyViewOf(Phase::Draw, "9h 8h 2c", "Ks");
        drawNow.rules = discardFirstRules();
        drawNow.discardedThisTurn = card("3d");
        QCOMPARE(greedyMove(drawNow).toString(), std::string("draw"));
        drawNow.stockCount = 0;
        QCOMPARE(greedyMove(drawNow).toString(), std::string("take")); // the only way left
        PolicyView endNow = policyViewOf(Phase::Start, "9h 8h 2c 3d", "Ks", 0);
        endNow.rules = discardFirstRules();
        QCOMPARE(greedyMove(endNow).toString(), std::string("end"));
    }

    // In whole games the bot's moves are legal, and the rollout on the state agrees with the bot on the
    // observation (it uses nothing hidden).
    void legalAndConsistentInWholeGames_data() {
        QTest::addColumn<QString>("variant");
        empatsatutest::addPresetRows();
        QTest::newRow("re-discard, personal")
            << "empatsatu-klasik,mayRediscardTaken=on,discardPiles=Personal";
        QTest::newRow("discard first, no re-discard")
            << "empatsatu-jbgames,mayRediscardTaken=off,stopThreshold=0";
    }
    void legalAndConsistentInWholeGames() {
        QFETCH(QString, variant);
        const auto rules = empatsatutest::variantRules(variant.toStdString());
        EasyBot bot;
        core::cards::Rng rng(3);
        int moves = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            EmpatSatuState s(rules, seed);
            for (int hand = 0; hand < 3; ++hand) {
                while (!s.isDealOver()) {
                    const Move m = bot.chooseMove(s.observation(s.currentSeat()), rng);
                    QCOMPARE(greedyRolloutMove(s), m);
                    QVERIFY2(!s.apply(m), m.toString().c_str());
                    QVERIFY(++moves < 1000000);
                }
                if (!s.startNextDeal()) break;
            }
        }
        QVERIFY(moves > 100);
    }

    // Greed beats chance: Easy in seat 0 against three random players wins more and loses less than 1/4.
    void beatsRandomPlay() {
        EmpatSatuRules rules; // 4 players
        EasyBot bot;
        core::cards::Rng rng(11);
        int wins = 0, losses = 0, hands = 0;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            EmpatSatuState s(rules, seed);
            for (int h = 0; h < 4; ++h) {
                while (!s.isDealOver()) {
                    if (s.currentSeat() == 0) {
                        QVERIFY(!s.apply(bot.chooseMove(s.observation(0), rng)));
                    } else {
                        const auto legal = s.legalMoves();
                        QVERIFY(!s.apply(legal[rng.below(std::uint32_t(legal.size()))]));
                    }
                }
                ++hands;
                wins += s.result()->winner() == 0;
                losses += s.result()->loser() == 0;
                if (!s.startNextDeal()) break;
            }
        }
        qInfo("easy against random: %d wins, %d losses in %d hands", wins, losses, hands);
        QCOMPARE(hands, 400);
        QVERIFY2(wins > hands / 2, std::to_string(wins).c_str());
        QVERIFY2(losses < hands / 8, std::to_string(losses).c_str());
    }
};

QTEST_GUILESS_MAIN(TestEmpatSatuBot)
#include "tst_empatsatu_bot.moc"
