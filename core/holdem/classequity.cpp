#include "holdem/classequity.h"

#include "holdem/bots/combos.h"
#include "holdem/handvshand.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <thread>
#include <utility>

namespace core::holdem {

namespace {

// Cards of every suit, as bits of a CardSet (ids are 4 * rank + suit).
constexpr std::uint64_t kClubBits = 0x1111111111111;

cards::CardSet renameSuits(cards::CardSet cards, const std::array<int, 4>& to) {
    std::uint64_t out = 0;
    for (int s = 0; s < 4; ++s) out |= ((cards.bits() >> s) & kClubBits) << to[s];
    return cards::CardSet(out);
}

// A matchup and every renaming of its suits share one key: the least (first, second) over the 24 renamings.
using MatchupKey = std::pair<std::uint64_t, std::uint64_t>;

MatchupKey canonical(cards::CardSet first, cards::CardSet second) {
    std::array<int, 4> to = {0, 1, 2, 3};
    MatchupKey best{~std::uint64_t{0}, ~std::uint64_t{0}};
    do {
        best = std::min(best, MatchupKey{renameSuits(first, to).bits(), renameSuits(second, to).bits()});
    } while (std::next_permutation(to.begin(), to.end()));
    return best;
}

} // namespace

double ClassEquity::share(int i, int j) const {
    const auto n = pairs[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
    if (n == 0) return 0.5;
    return halfPoints[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] /
           (2.0 * kHeadsUpBoards * static_cast<double>(n));
}

const std::vector<cards::CardSet>& classHoldings(int handClass) {
    static const std::array<std::vector<cards::CardSet>, kHandClasses> holdings = [] {
        std::array<std::vector<cards::CardSet>, kHandClasses> out;
        for (const Combo& c : allCombos())
            out[static_cast<std::size_t>(holdem::handClass(c.cards))].push_back(c.cards);
        return out;
    }();
    return holdings[static_cast<std::size_t>(handClass)];
}

std::array<std::array<std::uint16_t, kHandClasses>, kHandClasses> classPairs() {
    std::array<std::array<std::uint16_t, kHandClasses>, kHandClasses> out{};
    for (int i = 0; i < kHandClasses; ++i)
        for (int j = 0; j < kHandClasses; ++j)
            for (cards::CardSet a : classHoldings(i))
                for (cards::CardSet b : classHoldings(j))
                    if (!a.intersects(b)) ++out[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
    return out;
}

ClassEquity computeClassEquity(int threads) {
    // Every disjoint pair of combinations of classes i <= j, by its matchup's key.
    struct Pair {
        int i, j;
        MatchupKey key;
    };
    std::vector<Pair> pairs;
    for (int i = 0; i < kHandClasses; ++i)
        for (int j = i; j < kHandClasses; ++j)
            for (cards::CardSet a : classHoldings(i))
                for (cards::CardSet b : classHoldings(j))
                    if (!a.intersects(b)) pairs.push_back({i, j, canonical(a, b)});
    std::vector<MatchupKey> matchups;
    matchups.reserve(pairs.size());
    for (const Pair& p : pairs) matchups.push_back(p.key);
    std::sort(matchups.begin(), matchups.end());
    matchups.erase(std::unique(matchups.begin(), matchups.end()), matchups.end());

    // The matchups are shared round-robin between the threads; each result has its own slot.
    std::vector<std::uint64_t> halfPoints(matchups.size());
    const auto work = [&](std::size_t part, std::size_t parts) {
        for (std::size_t m = part; m < matchups.size(); m += parts)
            halfPoints[m] =
                exactHandVsHand(cards::CardSet(matchups[m].first), cards::CardSet(matchups[m].second))
                    .halfPoints();
    };
    const auto workers = static_cast<std::size_t>(std::max(1, threads));
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < workers; ++t) pool.emplace_back(work, t, workers);
    work(0, workers);
    for (auto& t : pool) t.join();

    ClassEquity out;
    out.pairs = classPairs();
    for (const Pair& p : pairs) {
        const auto m = static_cast<std::size_t>(std::lower_bound(matchups.begin(), matchups.end(), p.key) -
                                                matchups.begin());
        out.halfPoints[static_cast<std::size_t>(p.i)][static_cast<std::size_t>(p.j)] +=
            static_cast<std::uint32_t>(halfPoints[m]);
    }
    // The lower triangle is what the other class did not win.
    for (int i = 0; i < kHandClasses; ++i) {
        for (int j = 0; j < i; ++j) {
            const auto si = static_cast<std::size_t>(i), sj = static_cast<std::size_t>(j);
            assert(out.pairs[si][sj] == out.pairs[sj][si]);
            out.halfPoints[si][sj] = 2 * kHeadsUpBoards * out.pairs[si][sj] - out.halfPoints[sj][si];
        }
    }
    return out;
}

std::vector<std::uint32_t> upperTriangle(const ClassEquity& table) {
    std::vector<std::uint32_t> out;
    for (int i = 0; i < kHandClasses; ++i)
        for (int j = i; j < kHandClasses; ++j)
            out.push_back(table.halfPoints[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)]);
    return out;
}

} // namespace core::holdem
