#include "canasta/opening.h"

#include <algorithm>

namespace core::canasta {

namespace {

struct Gain {
    int points = 0;
    int placed = 0;
};

// Greedy best without a card to keep; see the header for why greedy is exact.
Gain greedyGain(const HandClasses& hand, const MeldCounts& melds, const CanastaRules& rules) {
    Gain g;
    int freeWildPlaces = 0;
    bool unlimited = false;
    std::array<std::pair<int, int>, kMeldSlots> pairs{}; // (points of the pair, wild places it opens)
    int pairCount = 0;
    const auto addPlaces = [&](int naturals, int wildsThere) {
        const int cap = wildCapacity(naturals, rules);
        if (cap >= kUnlimited)
            unlimited = true;
        else
            freeWildPlaces += std::max(0, cap - wildsThere);
    };
    for (int slot = kFirstNaturalSlot; slot < kMeldSlots; ++slot) {
        const int n = hand.naturals[slot];
        const int value = slotPoints(slot);
        if (melds.exists(slot)) {
            g.points += n * value;
            g.placed += n;
            addPlaces(melds.naturals[slot] + n, melds.wilds[slot]);
        } else if (n >= 3) {
            g.points += n * value;
            g.placed += n;
            addPlaces(n, 0);
        } else if (n == 2) {
            pairs[pairCount++] = {2 * value, wildCapacity(2, rules) - 1};
        }
    }
    std::sort(pairs.begin(), pairs.begin() + pairCount, [](auto a, auto b) { return a.first > b.first; });
    const int wilds = hand.twos + hand.jokers;
    const int activated = std::min(wilds, pairCount);
    for (int i = 0; i < activated; ++i) {
        g.points += pairs[i].first;
        g.placed += 2;
        freeWildPlaces += pairs[i].second;
    }
    const int laid = unlimited ? wilds : std::min(wilds, activated + freeWildPlaces);
    const int jokers = std::min(laid, hand.jokers);
    g.points += 50 * jokers + 20 * (laid - jokers);
    g.placed += laid;
    return g;
}

// Takes one card of class `c` (a slot, or kMeldSlots for a two, kMeldSlots + 1 for a joker) out of the hand.
bool withoutOne(HandClasses& hand, int c) {
    if (c < kMeldSlots) {
        if (hand.naturals[c] == 0) return false;
        --hand.naturals[c];
    } else if (c == kMeldSlots) {
        if (hand.twos == 0) return false;
        --hand.twos;
    } else {
        if (hand.jokers == 0) return false;
        --hand.jokers;
    }
    --hand.total;
    return true;
}

} // namespace

HandClasses classesOf(PhysSet hand) {
    HandClasses h;
    for (int slot = 1; slot < kMeldSlots; ++slot)
        h.naturals[slot] = static_cast<std::int8_t>(hand.countFaces(slotFaces(slot)));
    h.twos = hand.countFaces(kTwoFaces);
    h.jokers = hand.countFaces(kJokerFaces);
    h.total = hand.count();
    return h;
}

int bestMeldGain(const HandClasses& hand, const MeldCounts& melds, int keep, const CanastaRules& rules) {
    if (hand.total < keep) return -1;
    const Gain g = greedyGain(hand, melds, rules);
    if (hand.total - g.placed >= keep) return g.points;
    // Too many cards laid: keep back one card of some class and try again (at most `keep` times).
    int best = -1;
    for (int c = kFirstNaturalSlot; c < kMeldSlots + 2; ++c) {
        HandClasses smaller = hand;
        if (!withoutOne(smaller, c)) continue;
        best = std::max(best, bestMeldGain(smaller, melds, keep - 1, rules));
    }
    return best;
}

bool canastaReachable(const HandClasses& hand, const MeldCounts& melds, int slot, int keep,
                      const CanastaRules& rules) {
    const int wildsThere = melds.wilds[slot];
    const int wildsInHand = hand.twos + hand.jokers;
    for (int k = 0; k <= hand.naturals[slot]; ++k) {
        const int naturals = melds.naturals[slot] + k;
        if (naturals < 4) continue;
        const int wildsNeeded = std::max(0, 7 - naturals - wildsThere);
        if (wildsNeeded > wildsInHand || wildsThere + wildsNeeded > baseWildLimit(naturals, rules)) continue;
        if (hand.total - k - wildsNeeded >= keep) return true;
    }
    return false;
}

} // namespace core::canasta
