// Capsa combinations: classification and "may X be played on Y" under every flag (capsa.md §6.1), and the
// combination finder against brute force.
#include "capsa/combinationfinder.h"
#include "capsatesthelpers.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <set>
#include <thread>

using namespace core::capsa;
using capsatest::cards;

namespace {

CapsaRules rulesFor(const QString& variant) {
    const auto resolved = CapsaRules::catalog().resolve(variant.toStdString());
    if (resolved.error) qFatal("bad variant in a test: %s", qPrintable(variant));
    return CapsaRules::fromFlags(resolved.values);
}

} // namespace

class TestCapsaCombination : public QObject {
    Q_OBJECT
private slots:
    void beats_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("play");
        QTest::addColumn<bool>("expected");
        const QString def;
        QTest::newRow("V-C1 3c on 3d") << def << "3d"
                                       << "3c" << true;
        QTest::newRow("V-C1 3d on 3c") << def << "3c"
                                       << "3d" << false;
        QTest::newRow("V-C2 2d on As") << def << "As"
                                       << "2d" << true;
        QTest::newRow("V-C3 Bom on single 2s") << def << "2s"
                                               << "5c 5d 5h 5s" << true;
        QTest::newRow("V-C4 single 2s on Bom") << def << "5c 5d 5h 5s"
                                               << "2s" << false;
        QTest::newRow("V-C5 Bom 9 on Bom 5") << def << "5c 5d 5h 5s"
                                             << "9c 9d 9h 9s" << true;
        QTest::newRow("V-C5 Bom 5 on Bom 9") << def << "9c 9d 9h 9s"
                                             << "5c 5d 5h 5s" << false;
        QTest::newRow("V-C6 five-card quad on single 2") << def << "2d"
                                                         << "9c 9d 9h 9s 2c" << false;
        QTest::newRow("V-C7 Bom on a pair") << def << "3d 3c"
                                            << "5c 5d 5h 5s" << false;
        QTest::newRow("V-C8 pair 55 spade on pair 55 heart") << def << "5h 5c"
                                                             << "5s 5d" << true;
        QTest::newRow("V-C8 reversed") << def << "5s 5d"
                                       << "5h 5c" << false;
        QTest::newRow("V-C9 pair 99 on 55") << def << "5s 5h"
                                            << "9d 9c" << true;
        QTest::newRow("V-C10 triple 999 on 555") << def << "5c 5d 5h"
                                                 << "9c 9d 9h" << true;
        QTest::newRow("V-C11 QQQ33 on JJJ77") << def << "Js Jh Jd 7c 7d"
                                              << "Qs Qh Qd 3c 3d" << true;
        QTest::newRow("V-C11 AAA33 on KKKJJ (seed 003)") << def << "Ks Kh Kd Jc Jd"
                                                         << "As Ah Ad 3c 3d" << true;
        QTest::newRow("V-C12 quad on full house") << def << "Js Jh Jd 7c 7d"
                                                  << "9c 9d 9h 9s 2c" << true;
        QTest::newRow("V-C13 straight flush on quad") << def << "9c 9d 9h 9s 2c"
                                                      << "9s Ts Js Qs Ks" << true;
        QTest::newRow("V-C14 SF TJQKA on SF 9TJQK") << def << "9s Ts Js Qs Ks"
                                                    << "Ts Js Qs Ks As" << true;
        QTest::newRow("V-C15 flush on straight") << def << "3d 4c 5h 6s 7d"
                                                 << "4h 6h 7h 9h Ah" << true;
        QTest::newRow("V-C15 straight on flush") << def << "4h 6h 7h 9h Ah"
                                                 << "3d 4c 5h 6s 7d" << false;
        QTest::newRow("V-C16 same straight, top 7s") << def << "3d 4c 5h 6s 7d"
                                                     << "3c 4d 5d 6d 7s" << true;
        QTest::newRow("V-C17 TopCard") << def << "Kh Qh 9h 5h 3h"
                                       << "Ks Js Ts 8s 4s" << true;
        QTest::newRow("V-C17 Lexicographic") << "flushCompare=Lexicographic"
                                             << "Kh Qh 9h 5h 3h"
                                             << "Ks Js Ts 8s 4s" << false;
        QTest::newRow("V-C17 SuitFirst") << "flushCompare=SuitFirst"
                                         << "Kh Qh 9h 5h 3h"
                                         << "Ks Js Ts 8s 4s" << true;
        QTest::newRow("V-C18 TopCard, 2 high") << def << "As Ks Qs Js 9s"
                                               << "2d 3d 4d 6d 8d" << true;
        QTest::newRow("V-C18 SuitFirst") << "flushCompare=SuitFirst"
                                         << "As Ks Qs Js 9s"
                                         << "2d 3d 4d 6d 8d" << false;
        QTest::newRow("V-C19 seed 003 flush") << def << "5h 9h Th Qh Kh"
                                              << "3s 4s 8s Js As" << true;
        QTest::newRow("V-C20 3-7 on A-5") << def << "Ad 2c 3h 4s 5d"
                                          << "3d 4c 5h 6s 7d" << true;
        QTest::newRow("V-C20 A-5 on 3-7") << def << "3d 4c 5h 6s 7d"
                                          << "Ad 2c 3h 4s 5d" << false;
        QTest::newRow("V-C21 2-6 on A-5") << def << "Ad 2c 3h 4s 5d"
                                          << "2h 3d 4c 5s 6d" << true;
        QTest::newRow("V-C21 3-7 on 2-6") << def << "2h 3d 4c 5s 6d"
                                          << "3c 4d 5h 6s 7c" << true;
        QTest::newRow("V-C22 TwoHighNoWrap J-2 on T-A") << "straightWindows=TwoHighNoWrap"
                                                        << "Tc Jd Qh Ks Ac"
                                                        << "Jd Qc Kh As 2d" << true;
        QTest::newRow("V-C23 same index, As on Ah") << def << "Tc Jd Qd Kd Ah"
                                                    << "Td Jc Qh Ks As" << true;
        QTest::newRow("V-C24 SF A-5 on quad aces") << def << "Ac As Ah Ad Kc"
                                                   << "Ad 2d 3d 4d 5d" << true;
        QTest::newRow("V-C25 44433 on 33322") << def << "3s 3h 3c 2c 2d"
                                              << "4c 4d 4h 3c 3d" << true;
        QTest::newRow("V-C36 twoLow: 333 on 222") << "twoLowInCombinations=on"
                                                  << "2c 2d 2h"
                                                  << "3c 3d 3h" << true;
        QTest::newRow("V-C36 twoLow: single 2 still high") << "twoLowInCombinations=on"
                                                           << "As"
                                                           << "2d" << true;
        QTest::newRow("twoLow: a flush with a 2 is ranked by its top card") << "twoLowInCombinations=on"
                                                                            << "Ks Qs Js 9s 8s"
                                                                            << "2d 3d 4d 6d 8d" << false;
        QTest::newRow("twoLow: ... its ace, not its 2") << "twoLowInCombinations=on"
                                                        << "Ks Qs Js 9s 8s"
                                                        << "2d 3d 4d 6d Ad" << true;
        QTest::newRow("V-C36 default: 333 on 222") << def << "2c 2d 2h"
                                                   << "3c 3d 3h" << false;
        QTest::newRow("V-C37 HighestBigTwoCard") << "straightCompare=HighestBigTwoCard"
                                                 << "As 2d 3h 4c 5d"
                                                 << "2h 3c 4d 5s 6d" << true;
        QTest::newRow("V-C37 HighestBigTwoCard 2-6 on T-A") << "straightCompare=HighestBigTwoCard"
                                                            << "Tc Jd Qh Ks Ac"
                                                            << "2h 3c 4d 5s 6d" << true;
        QTest::newRow("V-C38 FrontCard 2-6 on A-5") << "straightCompare=FrontCard"
                                                    << "Ad 2c 3h 4s 5c"
                                                    << "2h 3c 4d 5s 6d" << true;
        QTest::newRow("V-C38 FrontCard 2-6 on T-A") << "straightCompare=FrontCard"
                                                    << "Td Jc Qh Ks Ac"
                                                    << "2h 3c 4d 5s 6d" << true;
        QTest::newRow("V-C38 FrontCard T-A on 3-7") << "straightCompare=FrontCard"
                                                    << "3d 4c 5h 6s 7d"
                                                    << "Td Jc Qh Ks Ac" << true;
        QTest::newRow("Banting: Bom does not beat a single") << "capsa-banting,quadNeedsKicker=off"
                                                             << "2s"
                                                             << "5c 5d 5h 5s" << false;
        QTest::newRow("fiveCardQuadBeatsSingle2") << "fiveCardQuadBeatsSingle2=on"
                                                  << "2d"
                                                  << "9c 9d 9h 9s 3c" << true;
        QTest::newRow("fiveCardQuadBeatsSingle2 not on an ace") << "fiveCardQuadBeatsSingle2=on"
                                                                << "Ad"
                                                                << "9c 9d 9h 9s 3c" << false;
        QTest::newRow("Pusoy suits: 3d on 3c") << "suitOrder=Pusoy"
                                               << "3c"
                                               << "3d" << true;
        QTest::newRow("Pusoy suits: 3s on 3h") << "suitOrder=Pusoy"
                                               << "3h"
                                               << "3s" << false;
        QTest::newRow("AnyFrom3: 4-5-6 on 3-4-5") << "straightLengths=AnyFrom3"
                                                  << "3c 4d 5h"
                                                  << "4c 5d 6h" << true;
        QTest::newRow("AnyFrom3: 6 cards on 5") << "straightLengths=AnyFrom3"
                                                << "3c 4d 5h 6s 7c"
                                                << "4c 5d 6h 7s 8c 9d" << false;
        QTest::newRow("AnyFrom3: flush still beats a 5-straight") << "straightLengths=AnyFrom3"
                                                                  << "3c 4d 5h 6s 7c"
                                                                  << "4h 6h 7h 9h Ah" << true;
        QTest::newRow("AnyFrom3: Bom does not beat 4 in a row") << "straightLengths=AnyFrom3"
                                                                << "3c 4d 5h 6s"
                                                                << "9c 9d 9h 9s" << false;
        QTest::newRow("a pair does not beat a single") << def << "3d"
                                                       << "4c 4d" << false;
        QTest::newRow("full house by the three, not the pair") << def << "5c 5d 5h Ac Ad"
                                                               << "6c 6d 6h 3c 3s" << true;
        // Big Two with four-card hands: two pair by its higher pair, then that pair's top suit; a Bom above.
        const QString four = QStringLiteral("fourCardHands=on");
        QTest::newRow("four-card: KK44 on QQJJ") << four << "Qd Qs Jh Js"
                                                 << "Kc Kh 4d 4c" << true;
        QTest::newRow("four-card: QQJJ on KK44") << four << "Kc Kh 4d 4c"
                                                 << "Qd Qs Jh Js" << false;
        QTest::newRow("four-card: 9s over 9h, whatever the lower pair") << four << "9c 9h 5d 5s"
                                                                        << "9d 9s 3c 3d" << true;
        QTest::newRow("four-card: 9h under 9s") << four << "9d 9s 3c 3d"
                                                << "9c 9h 5d 5s" << false;
        QTest::newRow("four-card: 2233 on AAKK") << four << "Ac As Kc Ks"
                                                 << "2c 2d 3c 3d" << true;
        QTest::newRow("four-card: Bom 5 on 22AA") << four << "2s 2h Ac Ad"
                                                  << "5c 5d 5h 5s" << true;
        QTest::newRow("four-card: 22AA on Bom 5") << four << "5c 5d 5h 5s"
                                                  << "2s 2h Ac Ad" << false;
        QTest::newRow("four-card: Bom 9 on Bom 5") << four << "5c 5d 5h 5s"
                                                   << "9c 9d 9h 9s" << true;
        QTest::newRow("four-card: two pair on a single") << four << "3d"
                                                         << "4c 4d 5c 5d" << false;
        QTest::newRow("four-card: two pair on a pair") << four << "3d 3c"
                                                       << "4c 4d 5c 5d" << false;
        QTest::newRow("four-card: the Bom still beats a single") << four << "2s"
                                                                 << "5c 5d 5h 5s" << true;
        QTest::newRow("four-card: no Bom on a single without bombBeatsSingle")
            << "fourCardHands=on,bombBeatsSingle=off"
            << "2s"
            << "5c 5d 5h 5s" << false;
        QTest::newRow("four-card: Bom with quadNeedsKicker on") << "fourCardHands=on,quadNeedsKicker=on"
                                                                << "Qd Qs Jh Js"
                                                                << "5c 5d 5h 5s" << true;
        QTest::newRow("four-card: two pair on four in a row") << "fourCardHands=on,straightLengths=AnyFrom3"
                                                              << "3c 4d 5h 6s"
                                                              << "9c 9d 4c 4h" << false;
    }
    void beats() {
        QFETCH(QString, variant);
        QFETCH(QString, table);
        QFETCH(QString, play);
        QFETCH(bool, expected);
        const CombinationRules rules(rulesFor(variant), false);
        const Combination t = rules.classify(cards(qPrintable(table)));
        const Combination p = rules.classify(cards(qPrintable(play)));
        QVERIFY2(t.valid(), "table is not a combination");
        QVERIFY2(p.valid(), "play is not a combination");
        QCOMPARE(rules.beats(p, t), expected);
    }

    void classify_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("kind");
        const QString def;
        QTest::newRow("single") << def << "7h"
                                << "single";
        QTest::newRow("pair") << def << "9c 9s"
                              << "pair";
        QTest::newRow("triple") << def << "Qc Qd Qs"
                                << "triple";
        QTest::newRow("Bom") << def << "Qc Qd Qh Qs"
                             << "bomb";
        QTest::newRow("Bom needs no kicker only when allowed") << "quadNeedsKicker=on"
                                                               << "Qc Qd Qh Qs"
                                                               << "invalid";
        QTest::newRow("straight") << def << "3d 4c 5h 6s 7d"
                                  << "straight";
        QTest::newRow("V-C20 A-2-3-4-5") << def << "Ad 2c 3h 4s 5d"
                                         << "straight";
        QTest::newRow("V-C22 J-Q-K-A-2 default") << def << "Jd Qc Kh As 2d"
                                                 << "invalid";
        QTest::newRow("V-C22 TwoHighNoWrap") << "straightWindows=TwoHighNoWrap"
                                             << "Jd Qc Kh As 2d"
                                             << "straight";
        QTest::newRow("TwoHighNoWrap: A-5 is not") << "straightWindows=TwoHighNoWrap"
                                                   << "Ad 2c 3h 4s 5d"
                                                   << "invalid";
        QTest::newRow("NoTwo: 2-6 is not") << "straightWindows=NoTwo"
                                           << "2h 3d 4c 5s 6d"
                                           << "invalid";
        QTest::newRow("NoTwo: T-A is") << "straightWindows=NoTwo"
                                       << "Td Jc Qh Ks Ac"
                                       << "straight";
        QTest::newRow("Q-K-A-2-3 never") << def << "Qd Kc Ah 2s 3d"
                                         << "invalid";
        QTest::newRow("K-A-2-3-4 never") << def << "Kd Ac 2h 3s 4d"
                                         << "invalid";
        QTest::newRow("flush") << def << "3s 4s 8s Js As"
                               << "flush";
        QTest::newRow("full house") << def << "8c 8d 8h Kc Ks"
                                    << "full_house";
        QTest::newRow("four of a kind") << def << "9c 9d 9h 9s 2c"
                                        << "four_of_a_kind";
        QTest::newRow("straight flush") << def << "9s Ts Js Qs Ks"
                                        << "straight_flush";
        QTest::newRow("A-5 straight flush") << def << "Ad 2d 3d 4d 5d"
                                            << "straight_flush";
        QTest::newRow("two pair") << def << "9c 9s 4c 4d"
                                  << "invalid";
        QTest::newRow("two pair and one") << def << "9c 9s 4c 4d Kh"
                                          << "invalid";
        QTest::newRow("triple and one") << def << "9c 9s 9d Kh"
                                        << "invalid";
        QTest::newRow("two different") << def << "9c Ts"
                                       << "invalid";
        QTest::newRow("six cards") << def << "3d 4c 5h 6s 7d 8c"
                                   << "invalid";
        QTest::newRow("AnyFrom3: three in a row") << "straightLengths=AnyFrom3"
                                                  << "3d 4c 5h"
                                                  << "straight";
        QTest::newRow("AnyFrom3: thirteen in a row") << "straightLengths=AnyFrom3"
                                                     << "Ac 2c 3d 4c 5h 6s 7d 8c 9h Ts Jd Qc Kh"
                                                     << "straight";
        QTest::newRow("AnyFrom3: two in a row") << "straightLengths=AnyFrom3"
                                                << "3d 4c"
                                                << "invalid";
        const QString four = QStringLiteral("fourCardHands=on");
        QTest::newRow("four-card: two pair") << four << "9c 9s 4c 4d"
                                             << "two_pair";
        QTest::newRow("four-card: Bom") << four << "Qc Qd Qh Qs"
                                        << "bomb";
        QTest::newRow("four-card: Bom whatever quadNeedsKicker") << "fourCardHands=on,quadNeedsKicker=on"
                                                                 << "Qc Qd Qh Qs"
                                                                 << "bomb";
        QTest::newRow("four-card: no four of a kind with a fifth card") << four << "9c 9d 9h 9s 2c"
                                                                        << "invalid";
        QTest::newRow("four-card: triple and one") << four << "9c 9s 9d Kh"
                                                   << "invalid";
        QTest::newRow("four-card: two pair and one") << four << "9c 9s 4c 4d Kh"
                                                     << "invalid";
        QTest::newRow("four-card: full house") << four << "8c 8d 8h Kc Ks"
                                               << "full_house";
    }
    void classify() {
        QFETCH(QString, variant);
        QFETCH(QString, cards);
        QFETCH(QString, kind);
        const CombinationRules rules(rulesFor(variant), false);
        QCOMPARE(QString::fromUtf8(kindId(rules.classify(capsatest::cards(qPrintable(cards))).kind).data()),
                 kind);
    }

    // Two pair is named by the top card of its higher pair, which is what orders it.
    void twoPairIsNamedByItsHigherPair() {
        CapsaRules rules;
        rules.fourCardHands = true;
        const CombinationRules combos(rules, false);
        const Combination kings = combos.classify(cards("4d 4s Kc Kh"));
        QCOMPARE(kings.kind, Kind::TwoPair);
        QCOMPARE(combos.rankingCard(kings), cards("Kh").first());
        const Combination twos = combos.classify(cards("2d 2c 3s 3h"));
        QCOMPARE(combos.rankingCard(twos), cards("2c").first());
        QVERIFY(combos.beats(twos, kings));
    }

    void pitingBombsTheTwo() { // V-C35
        const CapsaRules r = rulesFor("capsa-banting");
        const CombinationRules bombed(r, true), normal(r, false);
        const auto single = [](const CombinationRules& rules, const char* c) {
            return rules.classify(cards(c));
        };
        QVERIFY(bombed.beats(single(bombed, "3d"), single(bombed, "2s")));
        QVERIFY(!normal.beats(single(normal, "3d"), single(normal, "2s")));
        QVERIFY(bombed.beats(single(bombed, "As"), single(bombed, "Ks")));
        QVERIFY(!bombed.beats(single(bombed, "2s"), single(bombed, "Ad")));
        // Pairs and paket are unaffected.
        QVERIFY(bombed.beats(bombed.classify(cards("2c 2d")), bombed.classify(cards("Ac As"))));
    }

    void straightIndexAndTopCard() {
        const CombinationRules rules(CapsaRules{}, false);
        QCOMPARE(rules.straightShape(cards("Ad 2c 3h 4s 5d")).start, 0); // V-C20: index 0
        QCOMPARE(rules.straightShape(cards("2h 3d 4c 5s 6d")).start, 1);
        QCOMPARE(rules.straightShape(cards("Td Jc Qh Ks Ac")).start, 9);
        QCOMPARE(rules.straightShape(cards("Jd Qc Kh As 2d")).length, 0);
    }

    // straightShape() reads a straight from its ranks' positions in the order; straightStarts() from the
    // table of windows. For every set of ranks, under every window order and length, they must agree: the
    // shape is the highest window made of exactly those ranks.
    void straightShapeAgreesWithTheWindows_data() {
        QTest::addColumn<QString>("variant");
        QTest::newRow("Capsa Indonesia (5 cards, A-2-3-4-5)") << QString();
        QTest::newRow("A-2-3-4-5, any length") << "straightLengths=AnyFrom3";
        QTest::newRow("2 high, no wrap, any length")
            << "straightLengths=AnyFrom3,straightWindows=TwoHighNoWrap";
        QTest::newRow("no twos, any length") << "straightLengths=AnyFrom3,straightWindows=NoTwo";
    }
    void straightShapeAgreesWithTheWindows() {
        QFETCH(QString, variant);
        const CapsaRules flags = rulesFor(variant);
        const CombinationRules rules(flags, false);
        const bool anyLength = flags.straightLengths == StraightLengths::AnyFrom3;
        int straights = 0;
        for (unsigned ranks = 1; ranks < (1u << 13); ++ranks) {
            core::cards::CardSet hand; // one card per rank, the suits mixed so that it is never a flush
            for (int r = 0; r < 13; ++r)
                if (ranks & (1u << r)) hand.add(core::cards::Card::fromId(r * 4 + hand.count() % 2));
            const int length = std::popcount(ranks);
            const bool allowed = length == 5 || (anyLength && length >= 3);
            const unsigned starts = allowed ? rules.straightStarts(ranks, length) : 0;
            const StraightShape shape = rules.straightShape(hand);
            if (starts == 0) {
                QCOMPARE(shape.length, 0);
                continue;
            }
            ++straights;
            QCOMPARE(shape.length, length);
            QCOMPARE(shape.start, 31 - std::countl_zero(starts)); // the highest window
        }
        // The windows counted by hand: 10 five-card windows in the A-2-3-4-5 order (A-5 ... T-A), 9 with
        // the 2 high and no wrap (3-7 ... T-A, J-2), 8 without twos (3-7 ... T-A); with any length from 3,
        // the order's positions (14, 13, 12) give sum over L of (positions - L + 1) windows, less one in
        // the 14-position order, whose two 13-rank windows are the same set of ranks.
        const int positions = rules.straightOrderLength();
        int expected = positions - 4;
        if (anyLength) {
            expected = 0;
            for (int length = 3; length <= 13; ++length) expected += std::max(0, positions - length + 1);
            if (positions == 14) expected -= 1;
        }
        QCOMPARE(straights, expected);
    }

    void straightShapeExamples() {
        const CombinationRules anyLength(rulesFor("straightLengths=AnyFrom3"), false);
        QCOMPARE(anyLength.straightShape(cards("As 2d 3c")).start, 0);
        QCOMPARE(anyLength.straightShape(cards("Qs Kd Ac")).start, 11);
        // All thirteen ranks: A-K (start 0) and 2-A (start 1) both match; the higher one is taken.
        QCOMPARE(anyLength.straightShape(cards("2c 3d 4c 5d 6c 7d 8c 9d Tc Jd Qc Kd Ac")).start, 1);
        QCOMPARE(anyLength.straightShape(cards("Ks Ad 2c")).length, 0); // no wrap past the ace
        const CombinationRules twoHigh(rulesFor("straightWindows=TwoHighNoWrap"), false);
        QCOMPARE(twoHigh.straightShape(cards("Jd Qc Kh As 2d")).start, 8);
        QCOMPARE(twoHigh.straightShape(cards("Ad 2c 3h 4s 5d")).length, 0);
        const CombinationRules noTwo(rulesFor("straightWindows=NoTwo"), false);
        QCOMPARE(noTwo.straightShape(cards("Td Jc Qh Ks Ac")).start, 7);
        QCOMPARE(noTwo.straightShape(cards("2h 3d 4c 5s 6d")).length, 0);
    }

    // The card that names and ranks a straight, and the order it is laid down in, under every comparison
    // and length flag (capsa.md §2.4): the name must follow the card the engine compares.
    void straightRankingCardAndOrder_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("straight");
        QTest::addColumn<QString>("rankingCard");
        QTest::addColumn<QString>("order");
        const QString def;
        QTest::newRow("top: 2-3-4-5-6 ranks by its 6") << def << "6c 2h 5d 3d 4c"
                                                       << "6c"
                                                       << "2h 3d 4c 5d 6c";
        QTest::newRow("top: A-2-3-4-5 by its 5") << def << "2d 5h Ah 4s 3c"
                                                 << "5h"
                                                 << "Ah 2d 3c 4s 5h";
        QTest::newRow("top: 10-J-Q-K-A by its ace") << def << "Ah Tc Ks Jd Qh"
                                                    << "Ah"
                                                    << "Tc Jd Qh Ks Ah";
        QTest::newRow("top: straight flush 9-K") << def << "Ks 9s Js Ts Qs"
                                                 << "Ks"
                                                 << "9s Ts Js Qs Ks";
        QTest::newRow("top, 2 high: J-Q-K-A-2 by its 2") << "straightWindows=TwoHighNoWrap"
                                                         << "2s Ah Kc Qd Jd"
                                                         << "2s"
                                                         << "Jd Qd Kc Ah 2s";
        QTest::newRow("highest card: 2-3-4-5-6 by its 2") << "straightCompare=HighestBigTwoCard"
                                                          << "6c 2h 5d 3d 4c"
                                                          << "2h"
                                                          << "2h 3d 4c 5d 6c";
        QTest::newRow("highest card: 3-4-5-6-7 by its 7") << "straightCompare=HighestBigTwoCard"
                                                          << "3c 4d 5d 6d 7s"
                                                          << "7s"
                                                          << "3c 4d 5d 6d 7s";
        QTest::newRow("highest card: A-2-3-4-5 by its 2") << "straightCompare=HighestBigTwoCard"
                                                          << "2d 5h Ah 4s 3c"
                                                          << "2d"
                                                          << "Ah 2d 3c 4s 5h";
        QTest::newRow("first card: 2-3-4-5-6 by its 2") << "straightCompare=FrontCard"
                                                        << "6c 2h 5d 3d 4c"
                                                        << "2h"
                                                        << "2h 3d 4c 5d 6c";
        QTest::newRow("first card: A-2-3-4-5 by its ace") << "straightCompare=FrontCard"
                                                          << "2d 5h Ah 4s 3c"
                                                          << "Ah"
                                                          << "Ah 2d 3c 4s 5h";
        QTest::newRow("first card: straight flush 9-K by its 9") << "straightCompare=FrontCard"
                                                                 << "Ks 9s Js Ts Qs"
                                                                 << "9s"
                                                                 << "9s Ts Js Qs Ks";
        QTest::newRow("three cards: 3-4-5 by its 5") << "straightLengths=AnyFrom3"
                                                     << "5h 3d 4c"
                                                     << "5h"
                                                     << "3d 4c 5h";
        QTest::newRow("three cards: A-2-3 by its 3") << "straightLengths=AnyFrom3"
                                                     << "3d 2c Ah"
                                                     << "3d"
                                                     << "Ah 2c 3d";
        QTest::newRow("three cards, first card: A-2-3 by its ace")
            << "straightLengths=AnyFrom3,straightCompare=FrontCard"
            << "3d 2c Ah"
            << "Ah"
            << "Ah 2c 3d";
        QTest::newRow("three cards, highest card: A-2-3 by its 2")
            << "straightLengths=AnyFrom3,straightCompare=HighestBigTwoCard"
            << "3d 2c Ah"
            << "2c"
            << "Ah 2c 3d";
        QTest::newRow("thirteen cards: 2 to A, the higher window")
            << "straightLengths=AnyFrom3"
            << "Ac 2c 3d 4c 5h 6s 7d 8c 9h Ts Jd Qc Kh"
            << "Ac"
            << "2c 3d 4c 5h 6s 7d 8c 9h Ts Jd Qc Kh Ac";
    }

    void straightRankingCardAndOrder() {
        QFETCH(QString, variant);
        QFETCH(QString, straight);
        QFETCH(QString, rankingCard);
        QFETCH(QString, order);
        const CombinationRules rules(rulesFor(variant), false);
        const Combination combo = rules.classify(cards(qPrintable(straight)));
        QVERIFY(combo.kind == Kind::Straight || combo.kind == Kind::StraightFlush);
        QCOMPARE(QString::fromStdString(rules.rankingCard(combo).toString()),
                 QString::fromStdString(cards(qPrintable(rankingCard)).first().toString()));
        QStringList laid;
        for (core::cards::Card c : rules.inPlayOrder(combo)) laid << QString::fromStdString(c.toString());
        // The expected order is written out card by card (a CardSet would sort it).
        QStringList expected;
        for (const QString& c : order.split(QLatin1Char(' ')))
            expected << QString::fromStdString(cards(qPrintable(c)).first().toString());
        QCOMPARE(laid, expected);
    }

    // The straight the engine ranks higher is the one whose ranking card is named higher: under the default
    // rules 2-3-4-5-6 (named by its 6) beats A-2-3-4-5 (by its 5) and loses to 3-4-5-6-7 (by its 7).
    void theNamedCardAgreesWithTheComparison() {
        const CombinationRules rules(CapsaRules{}, false);
        const Combination wheel = rules.classify(cards("Ah 2d 3c 4s 5h"));
        const Combination six = rules.classify(cards("2h 3d 4c 5d 6c"));
        const Combination seven = rules.classify(cards("3c 4d 5d 6d 7s"));
        QVERIFY(rules.beats(six, wheel));
        QVERIFY(rules.beats(seven, six));
        QCOMPARE(rules.rankingCard(six).rank(), core::cards::Rank::Six);
        // Same sequence, the suit of the ranking card decides: 6♠ on top beats 6♣ on top.
        QVERIFY(rules.beats(rules.classify(cards("2c 3c 4d 5d 6s")), six));
        QVERIFY(!rules.beats(rules.classify(cards("2s 3s 4s 5d 6d")), six));
    }

    void finderMatchesBruteForce_data() {
        QTest::addColumn<QString>("variant");
        QTest::newRow("Capsa Indonesia") << QString();
        QTest::newRow("Capsa Banting") << "capsa-banting";
        QTest::newRow("any straight length") << "straightLengths=AnyFrom3,straightWindows=TwoHighNoWrap";
        QTest::newRow("no twos in straights") << "straightWindows=NoTwo";
        QTest::newRow("four-card hands") << "fourCardHands=on,straightWindows=TwoHighNoWrap";
        QTest::newRow("four-card hands, kicker flag on") << "fourCardHands=on,quadNeedsKicker=on";
    }
    void finderMatchesBruteForce() {
        QFETCH(QString, variant);
        const CombinationRules rules(rulesFor(variant), false);
        const CombinationFinder finder(rules);
        core::cards::Rng rng(42);
        for (int hand = 0; hand < 60; ++hand) {
            std::vector<core::cards::Card> deck = core::cards::CardSet::fullDeck().toVector();
            rng.shuffle(deck);
            // Mix thirteen random cards with hands rich in straights and flushes.
            core::cards::CardSet h;
            for (int i = 0; i < 13; ++i) h.add(deck[static_cast<std::size_t>(i)]);
            if (hand % 3 == 1) h = cards("3d 3c 4d 4h 5h 5s 6s 6c 7d 8d 9d Td Jd");
            if (hand % 3 == 2 && hand > 30) h = cards("Ac 2c 3d 4c 5h 6s 7d 8c 9h Ts Jd Qc Kh");

            std::set<std::uint64_t> expected;
            const auto items = h.toVector();
            for (unsigned mask = 1; mask < (1u << items.size()); ++mask) {
                core::cards::CardSet subset;
                for (std::size_t i = 0; i < items.size(); ++i)
                    if (mask & (1u << i)) subset.add(items[i]);
                if (rules.classify(subset).valid()) expected.insert(subset.bits());
            }
            std::set<std::uint64_t> found;
            int visits = 0;
            const long countedBefore = CombinationFinder::visitsOnThisThread();
            finder.forEach(h, 0, [&](core::cards::CardSet s) {
                ++visits;
                found.insert(s.bits());
                return false;
            });
            QCOMPARE(found, expected);
            QCOMPARE(visits, int(found.size())); // each combination once
            // The work a search counts against its budget is exactly the sets visited.
            QCOMPARE(CombinationFinder::visitsOnThisThread() - countedBefore, long(visits));
        }
    }

    void finderCountsTheVisitThatStops() {
        const CombinationRules rules(CapsaRules{}, false);
        const CombinationFinder finder(rules);
        // Pairs of 3d 3c 3h 4s: 3d3c, 3d3h, 3c3h; the second one asked for stops the enumeration.
        const long before = CombinationFinder::visitsOnThisThread();
        int seen = 0;
        QVERIFY(finder.forEach(cards("3d 3c 3h 4s"), 2, [&](core::cards::CardSet) { return ++seen == 2; }));
        QCOMPARE(CombinationFinder::visitsOnThisThread() - before, 2L);
        // Another thread counts its own visits.
        long otherThread = -1;
        std::thread([&] {
            finder.forEach(cards("3d 3c 3h 4s"), 2, [](core::cards::CardSet) { return false; });
            otherThread = CombinationFinder::visitsOnThisThread();
        }).join();
        QCOMPARE(otherThread, 3L);
        QCOMPARE(CombinationFinder::visitsOnThisThread() - before, 2L);
    }

    void uncountedScopeLeavesTheCountAsItWas() {
        const CombinationRules rules(CapsaRules{}, false);
        const CombinationFinder finder(rules);
        const auto allPairs = [&] {
            finder.forEach(cards("3d 3c 3h 4s"), 2, [](core::cards::CardSet) { return false; });
        };
        const long before = CombinationFinder::visitsOnThisThread();
        allPairs(); // 3 visits counted
        {
            const CombinationFinder::Uncounted outer;
            allPairs();
            {
                const CombinationFinder::Uncounted inner;
                allPairs();
            }
            // The inner scope gave back the count it began with; the outer one's visits still show.
            QCOMPARE(CombinationFinder::visitsOnThisThread() - before, 6L);
        }
        QCOMPARE(CombinationFinder::visitsOnThisThread() - before, 3L);
        allPairs();
        QCOMPARE(CombinationFinder::visitsOnThisThread() - before, 6L);
    }
};

QTEST_GUILESS_MAIN(TestCapsaCombination)
#include "tst_capsacombination.moc"
