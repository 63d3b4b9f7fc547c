#include "empatsatu/scoring.h"

#include <algorithm>

namespace core::empatsatu {

namespace {

constexpr int kScoreOffset = 60;         // keeps (score + offset) positive for every hand of up to five cards
constexpr std::uint32_t kValueBase = 23; // signed contributions -11..11

// At most six items: an insertion sort is the fastest and keeps GCC's bounds checker quiet.
template <class T, class Less>
void insertionSort(T* items, int n, Less less) {
    for (int i = 1; i < n; ++i) {
        const T item = items[i];
        int j = i;
        for (; j > 0 && less(item, items[j - 1]); --j) items[j] = items[j - 1];
        items[j] = item;
    }
}

struct SuitSums {
    std::array<int, 4> sums{};
    int total = 0;
    unsigned present = 0; // bit per suit
};

SuitSums suitSums(cards::CardSet hand) {
    SuitSums s;
    for (cards::Card c : hand) {
        const int v = cardValue(c);
        s.sums[static_cast<std::size_t>(c.suitIndex())] += v;
        s.total += v;
        s.present |= 1u << c.suitIndex();
    }
    return s;
}

// The key and sorted contributions when `suit` counts plus.
std::uint32_t keyFor(cards::CardSet hand, int suit, int score, std::array<std::int8_t, 5>& values,
                     int& size) {
    size = 0;
    for (cards::Card c : hand) {
        const int v = cardValue(c);
        values[static_cast<std::size_t>(size++)] = static_cast<std::int8_t>(c.suitIndex() == suit ? v : -v);
    }
    insertionSort(values.data(), size, [](std::int8_t a, std::int8_t b) { return a < b; });
    std::uint32_t key = static_cast<std::uint32_t>(score + kScoreOffset);
    for (int i = 0; i < size; ++i)
        key = key * kValueBase + static_cast<std::uint32_t>(values[static_cast<std::size_t>(i)] + 11);
    return key;
}

// The best score of a hand whose suit sums are `s`: its best suit plus, the rest minus.
int bestScore(const SuitSums& s) {
    int best = -s.total;
    for (int sum : s.sums) best = std::max(best, 2 * sum - s.total);
    return best;
}

} // namespace

int handScore(cards::CardSet hand) {
    return bestScore(suitSums(hand));
}

HandValue evaluate(cards::CardSet hand) {
    const SuitSums s = suitSums(hand);
    HandValue best;
    bool found = false;
    for (int suit = 0; suit < 4; ++suit) {
        if (!(s.present & (1u << suit))) continue; // an absent suit always scores below a present one
        HandValue v;
        v.score = 2 * s.sums[static_cast<std::size_t>(suit)] - s.total;
        v.suit = static_cast<cards::Suit>(suit);
        v.key = keyFor(hand, suit, v.score, v.contributions, v.size);
        if (!found || v.key > best.key) best = v; // strict: equal keys keep the lower suit
        found = true;
    }
    return best;
}

std::uint32_t rankKey(cards::CardSet hand) {
    const SuitSums s = suitSums(hand);
    const int top = bestScore(s); // the suits are summed once: rankKey is the bots' inner loop
    std::uint32_t best = 0;
    std::array<std::int8_t, 5> values{};
    int size = 0;
    for (int suit = 0; suit < 4; ++suit) {
        if (!(s.present & (1u << suit))) continue;
        const int score = 2 * s.sums[static_cast<std::size_t>(suit)] - s.total;
        if (score != top) continue; // only suits reaching the best score can give the best key
        best = std::max(best, keyFor(hand, suit, score, values, size));
    }
    return best;
}

int compareHands(cards::CardSet a, cards::CardSet b) {
    const std::uint32_t ka = rankKey(a);
    const std::uint32_t kb = rankKey(b);
    return ka > kb ? 1 : (ka < kb ? -1 : 0);
}

Ranking rankHands(std::span<const cards::CardSet> hands, game::Seat anchor) {
    Ranking r;
    r.count = static_cast<int>(hands.size());
    const int n = r.count;
    std::array<std::uint32_t, kMaxSeats> keys{};
    std::array<int, kMaxSeats> scores{};
    for (int s = 0; s < n; ++s) {
        keys[static_cast<std::size_t>(s)] = rankKey(hands[static_cast<std::size_t>(s)]);
        scores[static_cast<std::size_t>(s)] = handScore(hands[static_cast<std::size_t>(s)]);
        r.order[static_cast<std::size_t>(s)] = s;
    }
    const auto distance = [&](game::Seat s) { return (s - anchor + n) % n; };
    insertionSort(r.order.data(), n, [&](game::Seat a, game::Seat b) {
        const auto ka = keys[static_cast<std::size_t>(a)], kb = keys[static_cast<std::size_t>(b)];
        if (ka != kb) return ka > kb;
        return distance(a) < distance(b);
    });
    const auto separation = [&](game::Seat upper, game::Seat lower) {
        if (scores[static_cast<std::size_t>(upper)] != scores[static_cast<std::size_t>(lower)])
            return TieBreak::Score;
        if (keys[static_cast<std::size_t>(upper)] != keys[static_cast<std::size_t>(lower)])
            return TieBreak::WorstCards;
        return TieBreak::TurnOrder;
    };
    if (n >= 2) {
        r.winnerBy = separation(r.order[0], r.order[1]);
        r.loserBy =
            separation(r.order[static_cast<std::size_t>(n - 2)], r.order[static_cast<std::size_t>(n - 1)]);
    }
    return r;
}

} // namespace core::empatsatu
