// Canasta rule vectors that are tables (V-K1 ... V-K11, V-K23 ... V-K25 of rules/canasta.md §6.2), the
// variant catalog, seating, and the move notation.
#include "canasta/scoring.h"
#include "canasta/table.h"
#include "canastatest.h"
#include "games.h"

#include <QTest>

using namespace canastatest;
using core::cards::Card;

Q_DECLARE_METATYPE(std::string)

class TestCanastaRules : public QObject {
    Q_OBJECT
private slots:
    void catalogHasEveryFlag() {
        const auto& cat = CanastaRules::catalog();
        QCOMPARE(cat.game, std::string("canasta"));
        for (const char* key :
             {"players", "targetScore", "seating", "firstPlayer", "upcardProcedure", "meldWilds",
              "wildLimitAfterCanasta", "negativeScoreMinimum", "firstCanastaWaivesMinimum",
              "takePileOntoCanasta", "perfectGoOut", "endOfStock", "gameBonus", "twoHandCards",
              "twoHandDrawTwo", "twoHandPileAlsoDrawsOne", "threeHandCards", "sixPlayerForm"})
            QVERIFY2(cat.find(key), key);
        QCOMPARE(cat.flags.size(), std::size_t{18});
        QCOMPARE(cat.presets.front().id, std::string("canasta-indonesia"));
        QVERIFY(cat.presetValues("canasta-indonesia") == cat.defaults());
        QVERIFY(core::findGame("canasta"));
        QCOMPARE(core::findGame("canasta")->catalog, &cat);
    }

    void presetsFollowTheAppendix_data() {
        QTest::addColumn<std::string>("flag");
        QTest::addColumn<std::string>("seed");
        QTest::addColumn<std::string>("classic");
        const std::pair<const char*, std::pair<const char*, const char*>> rows[] = {
            {"firstPlayer", {"Dealer", "LeftOfDealer"}},
            {"upcardProcedure", {"Seed", "Classic"}},
            {"meldWilds", {"AtMost3", "AtMost3"}},
            {"wildLimitAfterCanasta", {"None", "Three"}},
            {"negativeScoreMinimum", {"0", "15"}},
            {"firstCanastaWaivesMinimum", {"on", "off"}},
            {"takePileOntoCanasta", {"off", "on"}},
            {"perfectGoOut", {"NoDiscard", "ConcealedClassic"}},
            {"endOfStock", {"OneMoreTake", "ContinueWhileTaken"}},
            {"gameBonus", {"500", "0"}},
            {"twoHandCards", {"15", "15"}},
            {"twoHandDrawTwo", {"Always", "Always"}},
            {"twoHandPileAlsoDrawsOne", {"on", "off"}},
            {"threeHandCards", {"13", "13"}},
            {"sixPlayerForm", {"ThreePairs", "ThreePairs"}},
            {"players", {"4", "4"}},
            {"targetScore", {"5000", "5000"}},
        };
        for (const auto& [flag, values] : rows)
            QTest::newRow(flag) << std::string(flag) << std::string(values.first)
                                << std::string(values.second);
    }
    void presetsFollowTheAppendix() {
        QFETCH(std::string, flag);
        QFETCH(std::string, seed);
        QFETCH(std::string, classic);
        const auto& cat = CanastaRules::catalog();
        QCOMPARE(cat.presetValues("canasta-indonesia")->at(flag), seed);
        QCOMPARE(cat.presetValues("canasta-klasik")->at(flag), classic);
    }

    void rulesRoundTripThroughFlags() {
        const CanastaRules classic = rulesOf("canasta-klasik,players=6,sixPlayerForm=TwoTeamsOfThree");
        QCOMPARE(classic.players, 6);
        QCOMPARE(classic.gameBonus, 0);
        QCOMPARE(classic.negativeScoreMinimum, 15);
        QVERIFY(CanastaRules::fromFlags(classic.toFlags()) == classic);
        QCOMPARE(CanastaRules::catalog().presetOf(rulesOf("canasta-klasik").toFlags()),
                 std::string("canasta-klasik"));
    }

    void formsFollowThePlayerCount_data() {
        QTest::addColumn<std::string>("variant");
        QTest::addColumn<int>("active");
        QTest::addColumn<int>("handSize");
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("canastasToGoOut");
        QTest::addColumn<bool>("partnership");
        QTest::newRow("2 x 15") << std::string("players=2") << 2 << 15 << 2 << 2 << false;
        QTest::newRow("2 x 13") << std::string("players=2,twoHandCards=13") << 2 << 13 << 2 << 1 << false;
        QTest::newRow("3 x 13") << std::string("players=3") << 3 << 13 << 3 << 1 << false;
        QTest::newRow("3 x 11") << std::string("players=3,threeHandCards=11") << 3 << 11 << 3 << 1 << false;
        QTest::newRow("4") << std::string("players=4") << 4 << 11 << 2 << 1 << true;
        QTest::newRow("5") << std::string("players=5") << 4 << 11 << 2 << 1 << true;
        QTest::newRow("6 pairs") << std::string("players=6") << 6 << 13 << 3 << 1 << true;
        QTest::newRow("6 pairs x 11")
            << std::string("players=6,threeHandCards=11") << 6 << 11 << 3 << 1 << true;
        QTest::newRow("6 teams") << std::string("players=6,sixPlayerForm=TwoTeamsOfThree") << 4 << 11 << 2
                                 << 1 << true;
    }
    void formsFollowThePlayerCount() {
        QFETCH(std::string, variant);
        QFETCH(int, active);
        QFETCH(int, handSize);
        QFETCH(int, sides);
        QFETCH(int, canastasToGoOut);
        QFETCH(bool, partnership);
        const CanastaRules r = rulesOf(variant);
        QCOMPARE(r.activePlayers(), active);
        QCOMPARE(r.handSize(), handSize);
        QCOMPARE(r.sides(), sides);
        QCOMPARE(r.canastasToGoOut(), canastasToGoOut);
        QCOMPARE(r.partnership(), partnership);
        // A real deal gives those hands and sides.
        const State s(r, 3);
        int dealt = 0;
        for (int seat = 0; seat < r.players; ++seat) dealt += s.board().table.active(seat) ? 1 : 0;
        QCOMPARE(dealt, active);
        QCOMPARE(int(s.board().table.sides), sides);
    }

    // V-K1
    void cardValues_data() {
        QTest::addColumn<std::string>("card");
        QTest::addColumn<int>("points");
        QTest::newRow("Jk") << std::string("Jk") << 50;
        QTest::newRow("Jr") << std::string("Jr") << 50;
        QTest::newRow("2") << std::string("2c") << 20;
        QTest::newRow("A") << std::string("Ah") << 20;
        QTest::newRow("K") << std::string("Ks") << 10;
        QTest::newRow("8") << std::string("8d") << 10;
        QTest::newRow("T") << std::string("Tc") << 10;
        QTest::newRow("7") << std::string("7c") << 5;
        QTest::newRow("4") << std::string("4h") << 5;
        QTest::newRow("3s") << std::string("3s") << 5;
        QTest::newRow("3c") << std::string("3c") << 5;
        QTest::newRow("3h red: no card value") << std::string("3h") << 0;
    }
    void cardValues() {
        QFETCH(std::string, card);
        QFETCH(int, points);
        QCOMPARE(cardPoints(cardsOf(card).front()), points);
    }

    void cardClasses() {
        QCOMPARE(classOf(cardsOf("Jk").front()), CardClass::Wild);
        QCOMPARE(classOf(cardsOf("2d").front()), CardClass::Wild);
        QCOMPARE(classOf(cardsOf("3d").front()), CardClass::RedThree);
        QCOMPARE(classOf(cardsOf("3h").front()), CardClass::RedThree);
        QCOMPARE(classOf(cardsOf("3c").front()), CardClass::BlackThree);
        QCOMPARE(classOf(cardsOf("3s").front()), CardClass::BlackThree);
        QCOMPARE(classOf(cardsOf("4s").front()), CardClass::Natural);
        QCOMPARE(classOf(cardsOf("As").front()), CardClass::Natural);
    }

    // V-K2
    void minimumFirstMeld_data() {
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("classic");
        QTest::newRow("-200") << -200 << 0 << 15;
        QTest::newRow("-5") << -5 << 0 << 15;
        QTest::newRow("0") << 0 << 50 << 50;
        QTest::newRow("1495") << 1495 << 50 << 50;
        QTest::newRow("1500") << 1500 << 90 << 90;
        QTest::newRow("2995") << 2995 << 90 << 90;
        QTest::newRow("3000") << 3000 << 120 << 120;
        QTest::newRow("4800") << 4800 << 120 << 120;
    }
    void minimumFirstMeld() {
        QFETCH(int, score);
        QFETCH(int, seed);
        QFETCH(int, classic);
        QCOMPARE(core::canasta::minimumFirstMeld(score, rulesOf("canasta-indonesia")), seed);
        QCOMPARE(core::canasta::minimumFirstMeld(score, rulesOf("canasta-klasik")), classic);
    }

    // V-K5, V-K6, V-K7, V-K8 and the other meld shapes of §3.3.
    void melds_data() {
        QTest::addColumn<std::string>("variant");
        QTest::addColumn<std::string>("cards");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("problem");
        QTest::addColumn<int>("points");
        const auto row = [](const char* name, const char* variant, const char* cards, MeldKind kind,
                            MeldProblem problem, int points) {
            QTest::newRow(name) << std::string(variant) << std::string(cards) << int(kind) << int(problem)
                                << points;
        };
        const MeldKind bad = MeldKind::Invalid;
        row("V-K5 5-5-2", "", "5c 5d 2h", MeldKind::Meld, MeldProblem::None, 30);
        row("V-K5 5-2-2", "", "5c 2d 2h", bad, MeldProblem::TooFewNaturals, 45);
        row("V-K5 9-9-9-2-2-Jk", "", "9c 9d 9h 2c 2d Jk", MeldKind::Meld, MeldProblem::None, 120);
        row("V-K5 2-2-Jk", "", "2c 2d Jk", bad, MeldProblem::OnlyWildCards, 90);
        row("V-K6 9-9-2-2-2 AtMost3", "", "9c 9d 2c 2d 2h", MeldKind::Meld, MeldProblem::None, 80);
        row("V-K6 9-9-2-2-2 NotMoreWild", "meldWilds=NotMoreWildThanNatural", "9c 9d 2c 2d 2h", bad,
            MeldProblem::WildsOutnumberNaturals, 80);
        row("9-9-2-2 NotMoreWild", "meldWilds=NotMoreWildThanNatural", "9c 9d 2c 2d", MeldKind::Meld,
            MeldProblem::None, 60);
        row("4 wilds in a small meld", "", "9c 9d 9h 2c 2d 2h Jk", bad, MeldProblem::TooManyWilds, 140);
        // Under NotMoreWildThanNatural wild cards never outnumber natural ones, canastas included (§3.3):
        // 4 naturals and 5 wilds is no canasta, 4 and 4 is a mixed canasta (4x10 + 4 x 20 + ... points).
        row("canasta 4 naturals 5 wilds NotMoreWild", "meldWilds=NotMoreWildThanNatural",
            "8c 8d 8h 8s 2c 2d 2h 2s Jk", bad, MeldProblem::WildsOutnumberNaturals, 40 + 80 + 50);
        row("canasta 4 naturals 4 wilds NotMoreWild", "meldWilds=NotMoreWildThanNatural",
            "8c 8d 8h 8s 2c 2d 2h 2s", MeldKind::MixedCanasta, MeldProblem::None, 40 + 80);
        row("canasta 4 naturals 5 wilds AtMost3", "", "8c 8d 8h 8s 2c 2d 2h 2s Jk", MeldKind::MixedCanasta,
            MeldProblem::None, 40 + 80 + 50);
        row("V-K7 natural canasta K x 7", "", "Kc Kc Kd Kh Ks Kd Kh", MeldKind::NaturalCanasta,
            MeldProblem::None, 70);
        row("V-K8 mixed canasta", "", "Kc Kd Kh Ks 2c 2d Jk", MeldKind::MixedCanasta, MeldProblem::None, 130);
        row("V-K9 4th wild on a canasta, seed", "", "Kc Kd Kh Ks 2c 2d Jk Jr", MeldKind::MixedCanasta,
            MeldProblem::None, 180);
        row("V-K9 4th wild on a canasta, classic", "canasta-klasik", "Kc Kd Kh Ks 2c 2d Jk Jr", bad,
            MeldProblem::TooManyWilds, 180);
        row("two cards", "", "Kc Kd", bad, MeldProblem::TooFewCards, 20);
        row("mixed ranks", "", "Kc Kd Qh", bad, MeldProblem::MixedRanks, 10);
        row("red three", "", "3d 3h 3d", bad, MeldProblem::RedThree, 0);
        row("black threes", "", "3c 3s 3c", MeldKind::Meld, MeldProblem::None, 15);
        row("four black threes", "", "3c 3s 3c 3s", MeldKind::Meld, MeldProblem::None, 20);
        row("black threes with a wild", "", "3c 3s 2c", bad, MeldProblem::BlackThreeWithWild, 30);
        row("canasta needs 4 naturals", "", "Kc Kd Kh 2c 2d Jk 4c", bad, MeldProblem::MixedRanks, 0);
    }
    void melds() {
        QFETCH(std::string, variant);
        QFETCH(std::string, cards);
        QFETCH(int, kind);
        QFETCH(int, problem);
        QFETCH(int, points);
        const MeldCheck check = classifyMeld(cardsOf(cards), rulesOf(variant));
        QCOMPARE(int(check.kind), kind);
        QCOMPARE(int(check.problem), problem);
        if (check.problem != MeldProblem::MixedRanks && check.problem != MeldProblem::RedThree)
            QCOMPARE(check.shape.points, points);
    }

    void canastaBonuses() {
        // V-K7: 70 + 500; V-K8: 130 + 300.
        QCOMPARE(canastaBonus(7, 0), 500);
        QCOMPARE(canastaBonus(4, 3), 300);
        QCOMPARE(canastaBonus(3, 4), 0); // four naturals at least
        QCOMPARE(canastaBonus(6, 0), 0);
        SideTally natural;
        natural.melds = {cardsOf("Kc Kc Kd Kh Ks Kd Kh")};
        QCOMPARE(scoreSide(natural).total(), 570);
        SideTally mixed;
        mixed.melds = {cardsOf("Kc Kd Kh Ks 2c 2d Jk")};
        QCOMPARE(scoreSide(mixed).total(), 430);
    }

    // V-K9 as a rule on wild places.
    void wildCardsOnAFinishedCanasta() {
        QVERIFY(wildsAllowed(4, 4, rulesOf("")));
        QVERIFY(!wildsAllowed(4, 4, rulesOf("canasta-klasik")));
        QVERIFY(wildsAllowed(4, 3, rulesOf("canasta-klasik")));
        QVERIFY(!wildsAllowed(3, 4, rulesOf(""))); // not a canasta yet
        QVERIFY(!wildsAllowed(2, 3, rulesOf("meldWilds=NotMoreWildThanNatural")));
        QVERIFY(wildsAllowed(5, 5, rulesOf("meldWilds=NotMoreWildThanNatural")));
        QVERIFY(!wildsAllowed(4, 5, rulesOf("meldWilds=NotMoreWildThanNatural")));
        QVERIFY(!wildsAllowed(5, 6, rulesOf("meldWilds=NotMoreWildThanNatural")));
        QVERIFY(!wildsAllowed(5, 4, rulesOf("meldWilds=NotMoreWildThanNatural,wildLimitAfterCanasta=Three")));
    }

    // V-K10
    void redThrees_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("melded");
        QTest::addColumn<int>("score");
        QTest::newRow("2 with melds") << 2 << true << 200;
        QTest::newRow("4 with melds") << 4 << true << 800;
        QTest::newRow("3 without") << 3 << false << -300;
        QTest::newRow("4 without") << 4 << false << -800;
        QTest::newRow("1 with") << 1 << true << 100;
        QTest::newRow("none") << 0 << false << 0;
    }
    void redThrees() {
        QFETCH(int, count);
        QFETCH(bool, melded);
        QFETCH(int, score);
        QCOMPARE(redThreeScore(count, melded), score);
        SideTally tally;
        tally.redThreesLaid = count;
        if (melded) tally.melds.push_back(cardsOf("9c 9d 9h"));
        QCOMPARE(scoreSide(tally).redThrees, score);
    }

    // V-K11
    void redThreeLeftInHand() {
        SideTally tally;
        tally.melds.push_back(cardsOf("9c 9d 9h"));
        tally.handCards = cardsOf("3d 5c");
        const HandScore s = scoreSide(tally);
        QCOMPARE(s.redThrees, -500);
        QCOMPARE(s.handCards, -5);
        QCOMPARE(s.total(), 30 - 500 - 5);
    }

    // V-K12 and V-K13 item by item (they are also played as whole hands in tst_canasta_play).
    void wholeHandScores() {
        SideTally a;
        a.melds = {cardsOf("Kc Kc Kd Kd Kh Kh Ks"), cardsOf("7c 7c 7d 7h 7s 2c 2d"), cardsOf("Ac Ad Jk")};
        a.redThreesLaid = 2;
        a.handCards = cardsOf("9c 4c");
        a.wentOut = true;
        const HandScore sa = scoreSide(a);
        QCOMPARE(sa.meldCards, 225);
        QCOMPARE(sa.canastaBonus, 800);
        QCOMPARE(sa.naturalCanastas, 1);
        QCOMPARE(sa.mixedCanastas, 1);
        QCOMPARE(sa.redThrees, 200);
        QCOMPARE(sa.goingOut, 100);
        QCOMPARE(sa.handCards, -15);
        QCOMPARE(sa.total(), 1310);
        SideTally b;
        b.melds = {cardsOf("8c 8d 8h 8s 2h"), cardsOf("Qc Qd Qh")};
        b.redThreesLaid = 1;
        b.handCards = cardsOf("Jk 5c 5d 3s Ks");
        QCOMPARE(scoreSide(b).total(), 115);
        SideTally c;
        c.melds = {cardsOf("Qc Qc Qd Qd Qh Qh Qs"), cardsOf("5c 5d 5h 5s Jk 2c 2d"), cardsOf("9c 9d 9h")};
        c.wentOut = true;
        c.perfect = true;
        QCOMPARE(scoreSide(c).total(), 1210);
    }

    // V-K23
    void fivePlayersRotate_data() {
        QTest::addColumn<int>("hand");
        QTest::addColumn<QList<int>>("playing");
        QTest::addColumn<int>("out");
        // Draw order A > B > C > D > E as seats 0 ... 4.
        QTest::newRow("hand 1") << 0 << QList<int>{0, 1} << 2;
        QTest::newRow("hand 2") << 1 << QList<int>{2, 0} << 1;
        QTest::newRow("hand 3") << 2 << QList<int>{1, 2} << 0;
        QTest::newRow("hand 4") << 3 << QList<int>{0, 1} << 2;
    }
    void fivePlayersRotate() {
        QFETCH(int, hand);
        QFETCH(QList<int>, playing);
        QFETCH(int, out);
        CanastaRules r;
        r.players = 5;
        const Table t = makeTable(r, {0, 1, 2, 3, 4, 5}, hand);
        QCOMPARE(int(t.count), 4);
        QVERIFY(!t.active(out));
        for (int seat : playing) QVERIFY(t.active(seat));
        QVERIFY(t.active(3) && t.active(4)); // D and E play every hand
        QCOMPARE(t.partner[playing[0]], playing[1]);
        QCOMPARE(t.partner[3], 4);
        QCOMPARE(int(t.side[0]), 0);
        QCOMPARE(int(t.side[1]), 0);
        QCOMPARE(int(t.side[2]), 0); // the one sitting out still belongs to the team
        QCOMPARE(int(t.side[3]), 1);
        QCOMPARE(int(t.side[4]), 1);
        // Partners face each other: D and E sit between the two playing members of the three.
        QCOMPARE(t.next(playing[0]), 3);
        QCOMPARE(t.next(playing[0], 2), playing[1]);
    }

    // V-K24
    void sixPlayersInThreePairs() {
        CanastaRules r;
        r.players = 6;
        // Draw order A..F as seats 0..5: pairs A+B, C+D, E+F.
        const Table t = makeTable(r, {0, 1, 2, 3, 4, 5}, 0);
        const std::array<int, 6> clockwise{0, 2, 4, 1, 3, 5}; // A C E B D F
        for (int i = 0; i < 6; ++i) QCOMPARE(t.clockwise[i], clockwise[i]);
        for (int i = 0; i < 6; ++i) QCOMPARE(t.partner[t.clockwise[i]], t.clockwise[(i + 3) % 6]);
        QCOMPARE(int(t.sides), 3);
        QCOMPARE(int(t.side[0]), int(t.side[1]));
        QCOMPARE(int(t.side[2]), int(t.side[3]));
        QCOMPARE(int(t.side[4]), int(t.side[5]));
        // Fixed seating: seats 0..5 clockwise, partner of i is i + 3.
        r.seating = Seating::Fixed;
        const Table f = makeTable(r, fixedSeating(r).order, 0);
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(f.clockwise[i], i);
            QCOMPARE(f.partner[i], (i + 3) % 6);
        }
    }

    void sixPlayersInTwoTeams() {
        CanastaRules r;
        r.players = 6;
        r.sixPlayerForm = SixPlayerForm::TwoTeamsOfThree;
        // A B C against D E F; each team rotates like the three in the 5-player game.
        const std::array<std::array<int, 4>, 3> playing{{{0, 1, 3, 4}, {2, 0, 5, 3}, {1, 2, 4, 5}}};
        for (int hand = 0; hand < 6; ++hand) {
            const Table t = makeTable(r, {0, 1, 2, 3, 4, 5}, hand);
            QCOMPARE(int(t.count), 4);
            for (int seat : playing[hand % 3]) QVERIFY(t.active(seat));
            QCOMPARE(t.partner[playing[hand % 3][0]], playing[hand % 3][1]);
            QCOMPARE(t.partner[playing[hand % 3][2]], playing[hand % 3][3]);
            QCOMPARE(int(t.sides), 2);
        }
    }

    void fourPlayersByTheDraw() {
        CanastaRules r;
        // Draw order: seat 2 highest, then 0, 3, 1. 2+0 against 3+1, seated 2, 3, 0, 1.
        const Table t = makeTable(r, {2, 0, 3, 1, 4, 5}, 0);
        const std::array<int, 4> clockwise{2, 3, 0, 1};
        for (int i = 0; i < 4; ++i) QCOMPARE(t.clockwise[i], clockwise[i]);
        QCOMPARE(t.partner[2], 0);
        QCOMPARE(t.partner[3], 1);
        QCOMPARE(t.dealer, 2);                                   // the highest drawer deals first
        QCOMPARE(t.first, 2);                                    // seed: the dealer plays first
        QCOMPARE(makeTable(r, {2, 0, 3, 1, 4, 5}, 1).dealer, 3); // then the deal passes to the left
        QCOMPARE(makeTable(r, {2, 0, 3, 1, 4, 5}, 2).dealer, 0);
        r.firstPlayer = FirstPlayer::LeftOfDealer;
        QCOMPARE(makeTable(r, {2, 0, 3, 1, 4, 5}, 0).first, 3);
    }

    void drawForPartnersRanksCards() {
        QVERIFY(drawRank(cardsOf("As").front()) > drawRank(cardsOf("Ah").front()));
        QVERIFY(drawRank(cardsOf("Ah").front()) > drawRank(cardsOf("Ad").front()));
        QVERIFY(drawRank(cardsOf("Ac").front()) > drawRank(cardsOf("Ks").front()));
        QVERIFY(drawRank(cardsOf("3c").front()) > drawRank(cardsOf("2s").front()));
        QVERIFY(drawRank(cardsOf("2c").front()) > drawRank(cardsOf("Jk").front()));
        for (int players = 2; players <= 6; ++players) {
            for (std::uint64_t seed = 1; seed < 40; ++seed) {
                CanastaRules r;
                r.players = players;
                core::cards::Rng rng(seed);
                const PartnerDraw d = drawForPartners(r, rng);
                for (int i = 0; i < players; ++i) {
                    QVERIFY(!d.cards[d.order[i]].isJoker());
                    if (i > 0) QVERIFY(drawRank(d.cards[d.order[i - 1]]) > drawRank(d.cards[d.order[i]]));
                }
            }
        }
    }

    // V-K25
    void matchEnd_data() {
        QTest::addColumn<QList<int>>("scores");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("winner");
        QTest::addColumn<QList<int>>("final");
        QTest::newRow("V-K25") << QList<int>{5010, 4200} << QString() << 0 << QList<int>{5510, 4200};
        QTest::newRow("V-K25 classic, no bonus")
            << QList<int>{5010, 4200} << QStringLiteral("canasta-klasik") << 0 << QList<int>{5010, 4200};
        QTest::newRow("both over, higher wins")
            << QList<int>{5010, 5200} << QString() << 1 << QList<int>{5010, 5700};
        QTest::newRow("equal: play on")
            << QList<int>{5100, 5100} << QString() << -1 << QList<int>{5100, 5100};
        QTest::newRow("nobody yet") << QList<int>{4995, -300} << QString() << -1 << QList<int>{4995, -300};
        QTest::newRow("three pairs") << QList<int>{3000, 5000, 4990} << QString() << 1
                                     << QList<int>{3000, 5500, 4990};
        QTest::newRow("target 2000") << QList<int>{2100, 1000} << QStringLiteral("targetScore=2000") << 0
                                     << QList<int>{2600, 1000};
    }
    void matchEnd() {
        QFETCH(QList<int>, scores);
        QFETCH(QString, variant);
        QFETCH(int, winner);
        QFETCH(QList<int>, final);
        std::vector<int> s(scores.begin(), scores.end());
        QCOMPARE(settleMatch(s, rulesOf(variant.toStdString())), winner);
        QCOMPARE(QList<int>(s.begin(), s.end()), final);
    }

    void movesRoundTrip_data() {
        QTest::addColumn<std::string>("text");
        for (const char* t : {"draw", "draw 2", "take", "take 7c 7s", "take 7s Jk", "meld 7c 7d 7s",
                              "meld 3c 3s 3s", "meld 2d 7c 7c", "add 7h to 7", "add Jk to K", "add 3s to 3",
                              "add Td to T", "discard 9c", "ask", "yes", "no", "pass", "stop"})
            QTest::newRow(t) << std::string(t);
    }
    void movesRoundTrip() {
        QFETCH(std::string, text);
        const auto m = Move::parse(text);
        QVERIFY(m);
        QCOMPARE(m->toString(), text);
    }

    void badMovesDoNotParse() {
        for (const char* t : {"", "draw 3", "take 7c", "take 7c 7d 7h", "meld 7c 7d", "add 7c", "add 7c to 2",
                              "add 7c to X", "discard", "discard 9c 9d", "yes please", "fly"})
            QVERIFY2(!Move::parse(t), t);
        QCOMPARE(Move::parse("meld 7s 7c 7d")->toString(), std::string("meld 7c 7d 7s")); // sorted
        QCOMPARE(Move::parse("add 10h to 10")->toString(), std::string("add Th to T"));
    }
};

QTEST_GUILESS_MAIN(TestCanastaRules)
#include "tst_canasta_rules.moc"
