#include "empatsatu/bots/lookaheadpolicy.h"

#include "cards/combinatorics.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <functional>
#include <vector>

namespace core::empatsatu {

using cards::Card;
using cards::CardSet;

namespace {

constexpr int kDeck = 52;
constexpr int kMaxDraws = 2;

/// C(n, k) for n <= 52 and k <= 4, for the index of a four-card hand.
constexpr auto kChoose = [] {
    std::array<std::array<std::uint32_t, 5>, kDeck + 1> c{};
    for (int n = 0; n <= kDeck; ++n)
        for (int k = 0; k <= 4; ++k)
            c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)] =
                static_cast<std::uint32_t>(cards::choose(n, k));
    return c;
}();

/// The hand's place among all four-card hands (the combinatorial number system).
std::uint32_t index4(std::uint64_t bits) {
    std::uint32_t index = 0;
    for (std::size_t k = 1; k <= 4; ++k) {
        const int id = std::min(std::countr_zero(bits), kDeck);
        bits &= bits - 1;
        index += kChoose[static_cast<std::size_t>(id)][k];
    }
    return index;
}

/// The same hand with its suits renamed in a fixed order (by their rank masks): an outlook does not depend
/// on which suit is which, so only 16,432 of the 270,725 hands have to be worked out.
std::uint64_t canonical(std::uint64_t bits) {
    std::array<std::uint32_t, 4> masks{};
    for (std::uint64_t rest = bits; rest; rest &= rest - 1) {
        const int id = std::countr_zero(rest);
        masks[static_cast<std::size_t>(id % 4)] |= 1u << (id / 4);
    }
    std::sort(masks.begin(), masks.end(), std::greater<>());
    std::uint64_t out = 0;
    for (std::size_t suit = 0; suit < 4; ++suit)
        for (std::uint32_t m = masks[suit]; m; m &= m - 1)
            out |= 1ull << (std::countr_zero(m) * 4 + static_cast<int>(suit));
    return out;
}

/// Per number of draws (1 and 2) and four-card hand, the outlook once worked out. An entry depends only on
/// its hand, so two threads that work one out at once store the same value.
struct Outlooks {
    static constexpr float kUnknown = -1000.0f;
    std::array<std::vector<std::atomic<float>>, kMaxDraws> byDraws;
    Outlooks() {
        for (auto& table : byDraws) {
            table = std::vector<std::atomic<float>>(kChoose[kDeck][4]);
            for (auto& x : table) x.store(kUnknown, std::memory_order_relaxed);
        }
    }
};

Outlooks& outlooks() {
    static Outlooks o;
    return o;
}

/// The discard from five cards that leaves the best outlook with `draws` to come; ties go to the greedy
/// rank, then to the lowest card. `banned` may not be thrown.
Card bestOutlookDiscard(CardSet hand, Card banned, int draws, float& outlook) {
    Card best;
    std::uint32_t bestKey = 0;
    for (Card c : hand) {
        if (c == banned) continue;
        CardSet rest = hand;
        rest.remove(c);
        const float v = handOutlook(rest, draws);
        if (!best.isValid() || v > outlook) {
            best = c;
            outlook = v;
            bestKey = rankKey(rest);
        } else if (v == outlook) {
            const std::uint32_t key = rankKey(rest);
            if (key > bestKey) {
                best = c;
                bestKey = key;
            }
        }
    }
    return best;
}

} // namespace

float handOutlook(CardSet hand, int draws) {
    if (draws <= 0 || hand.count() != 4) return static_cast<float>(handScore(hand));
    draws = std::min(draws, kMaxDraws);
    const std::uint64_t bits = canonical(hand.bits());
    auto& slot = outlooks().byDraws[static_cast<std::size_t>(draws - 1)][index4(bits)];
    const float known = slot.load(std::memory_order_relaxed);
    if (known != Outlooks::kUnknown) return known;
    float sum = 0;
    for (int e = 0; e < kDeck; ++e) {
        if (bits & (1ull << e)) continue;
        const std::uint64_t five = bits | (1ull << e);
        float best = -1000.0f;
        for (std::uint64_t rest = five; rest; rest &= rest - 1)
            best = std::max(best, handOutlook(CardSet(five & ~(rest & -rest)), draws - 1));
        sum += best;
    }
    const float outlook = sum / static_cast<float>(kDeck - 4);
    slot.store(outlook, std::memory_order_relaxed);
    return outlook;
}

Move lookaheadMove(const PolicyView& v) {
    if (v.rules.discardFirst) return greedyMove(v);
    const Card noCard;
    switch (v.phase) {
    case Phase::Start: {
        if (EmpatSatuState::qualifiesToStop(v.hand, v.rules)) return Move::stop();
        if (v.hand.count() != 4) return greedyMove(v);
        if (!v.takeable.isValid()) return v.stockCount > 0 ? Move::draw() : Move::end();
        CardSet with = v.hand;
        with.add(v.takeable);
        float afterTake = 0;
        bestOutlookDiscard(with, v.rules.mayRediscardTaken ? noCard : v.takeable, 1, afterTake);
        // With no stock, not taking ends the hand; the two hands are compared like for like.
        if (v.stockCount == 0) return afterTake > handOutlook(v.hand, 1) ? Move::take() : Move::end();
        return afterTake > handOutlook(v.hand, 2) ? Move::take() : Move::draw();
    }
    case Phase::Discard: {
        if (v.hand.count() != 5) return greedyMove(v);
        float outlook = 0;
        return Move::discard(
            bestOutlookDiscard(v.hand, v.rules.mayRediscardTaken ? noCard : v.takenThisTurn, 1, outlook));
    }
    default:
        return greedyMove(v);
    }
}

} // namespace core::empatsatu
