// The seeded generator and shuffle must give the same numbers everywhere. Expected values come from an
// independent implementation of SplitMix64 seeding, xoshiro256**, Lemire's bounded integers and Fisher-Yates
// (whose SplitMix64 stream from seed 0 starts with the published 0xe220a8397b1dcdaf).
#include "cards/cardlist.h"
#include "cards/deck.h"
#include "cards/rng.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <numeric>

using namespace core::cards;

namespace {
std::string shuffledDeck(std::uint64_t seed) {
    Rng rng(seed);
    CardList cards;
    for (PhysicalCard p : Deck::standard52().shuffled(rng)) cards.push_back(Card::fromId(p));
    return formatCards(cards);
}
} // namespace

class TestRng : public QObject {
    Q_OBJECT
private slots:
    void fixedStream() {
        Rng zero(0);
        QCOMPARE(zero.next(), 0x99ec5f36cb75f2b4ULL);
        QCOMPARE(zero.next(), 0xbf6e1f784956452aULL);
        QCOMPARE(zero.next(), 0x1a5f849d4933e6e0ULL);
        Rng answer(42);
        QCOMPARE(answer.next(), 0x15780b2e0c2ec716ULL);
        QCOMPARE(answer.next(), 0x6104d9866d113a7eULL);
    }

    void boundedIntegers() {
        Rng rng(7);
        const std::vector<std::uint32_t> expected{36, 14, 43, 51, 51, 45, 3, 5, 20, 7};
        for (std::uint32_t e : expected) QCOMPARE(rng.below(52), e);
    }

    void belowStaysInRangeAndCoversIt() {
        Rng rng(99);
        std::vector<int> hits(7, 0);
        for (int i = 0; i < 7000; ++i) {
            const auto v = rng.below(7);
            QVERIFY(v < 7);
            ++hits[v];
        }
        for (int h : hits) QVERIFY2(h > 800 && h < 1200, "a value of below(7) is far from 1/7");
    }

    void fixedShuffles() {
        QCOMPARE(
            QString::fromStdString(shuffledDeck(7)),
            QString("Qh 9c Kh 8h Js 7s 2c Ts 7d 5s 8s 8c 5d 5c 4h 9s 3s 6s 6h Jh Kd 8d 4s Tc Ah 2d 2s 9d "
                    "4c Qc As Td Kc 3d 6c 4d 7c Qs Th Jd 9h 7h 3h 6d 3c 2h Ad Ks Ac Qd 5h Jc"));
        QCOMPARE(
            QString::fromStdString(shuffledDeck(2026)),
            QString("6d 5s 9h As 7d 9s 6c Tc 8c 7h 5c Ac Ts Jc 2c 4d 2d 3c 8h Kd 4s Ah 3d 6s Qh 7s 2s Td "
                    "Js 7c 4c 2h Qd 8d 3h 3s 8s 6h 9c Th 5d Ad 4h Kc Kh Ks Jd Jh Qs Qc 5h 9d"));
    }

    void sameSeedSameDeal() {
        QCOMPARE(shuffledDeck(123456789), shuffledDeck(123456789));
        QVERIFY(shuffledDeck(1) != shuffledDeck(2));
    }

    void streams() {
        Rng s = Rng::forStream(7, 1);
        QCOMPARE(s.next(), 0x75be5b802289b214ULL);
        QCOMPARE(s.next(), 0x4e3fe8348736dbf9ULL);
        QVERIFY(Rng::forStream(7, 1) == Rng::forStream(7, 1));
        QVERIFY(!(Rng::forStream(7, 1) == Rng::forStream(7, 2)));
        QVERIFY(!(Rng::forStream(7, 1) == Rng::forStream(8, 1)));
    }

    void canastaDeck() {
        const Deck deck = Deck::canasta108();
        QCOMPARE(deck.size(), 108);
        int jokers = 0;
        std::vector<int> perFace(Card::kIdCount, 0);
        for (int p = 0; p < deck.size(); ++p) {
            const Card c = deck.face(static_cast<PhysicalCard>(p));
            jokers += c.isJoker();
            ++perFace[c.id()];
        }
        QCOMPARE(jokers, 4);
        for (int n : perFace) QCOMPARE(n, 2);
        QCOMPARE(deck.pack(0), 0);
        QCOMPARE(deck.pack(107), 1);
        QCOMPARE(deck.face(54 + 5), deck.face(5));

        Rng rng(5);
        const auto order = deck.shuffled(rng);
        const std::vector<PhysicalCard> lastTen(order.end() - 10, order.end());
        QCOMPARE(lastTen, (std::vector<PhysicalCard>{37, 36, 81, 51, 80, 53, 86, 68, 64, 31}));
        std::vector<PhysicalCard> sorted = order;
        std::sort(sorted.begin(), sorted.end());
        std::vector<PhysicalCard> all(108);
        std::iota(all.begin(), all.end(), PhysicalCard{0});
        QCOMPARE(sorted, all);
    }

    void uniformInUnitInterval() {
        Rng rng(3);
        double sum = 0;
        for (int i = 0; i < 10000; ++i) {
            const double u = rng.uniform();
            QVERIFY(u >= 0.0 && u < 1.0);
            sum += u;
        }
        QVERIFY(std::abs(sum / 10000 - 0.5) < 0.02);
    }

    // Drawing 3 of 10 from the front: the items stay a permutation, the front holds 3 distinct items, and
    // over 10,000 draws each item is in front about 3 / 10 of the time (3,000; a binomial standard deviation
    // of 46, so 200 is more than four of them).
    void shuffleFrontDrawsDistinctItemsUniformly() {
        Rng rng(11);
        std::array<int, 10> items{};
        std::iota(items.begin(), items.end(), 0);
        std::array<int, 10> inFront{};
        for (int draw = 0; draw < 10000; ++draw) {
            rng.shuffleFront(std::span<int>(items), 3);
            std::array<int, 10> sorted = items;
            std::sort(sorted.begin(), sorted.end());
            for (int i = 0; i < 10; ++i) QCOMPARE(sorted[static_cast<std::size_t>(i)], i);
            for (std::size_t i = 0; i < 3; ++i) ++inFront[static_cast<std::size_t>(items[i])];
        }
        for (int count : inFront) QVERIFY2(std::abs(count - 3000) < 200, qPrintable(QString::number(count)));
        // Asking for more than there are shuffles them all.
        std::array<int, 3> few{1, 2, 3};
        rng.shuffleFront(std::span<int>(few), 5);
        std::sort(few.begin(), few.end());
        QCOMPARE(few, (std::array<int, 3>{1, 2, 3}));
    }
};

QTEST_GUILESS_MAIN(TestRng)
#include "tst_rng.moc"
