#include "capsa/bots/handplan.h"

#include "capsa/combinationfinder.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace core::capsa {

using cards::Card;
using cards::CardSet;

namespace {

constexpr double kTurnCost = 10.0;
constexpr std::size_t kMaxPaket = 48;

/// What the cards of one rank cost when played on their own: as a Bom, a triple (and a single when four of a
/// kind needs a kicker), a pair or a single, in `first` (and `second`) by rank index and number of cards.
/// Under fourCardHands two pairs go out in one turn as a two pair, one turn less for every two pairs.
struct RankCosts {
    std::array<std::array<double, 5>, 13> first{};
    std::array<std::array<double, 5>, 13> second{};
    bool kicker = false;   ///< whether `second` has any cost (four of a kind needs a kicker)
    bool twoPairs = false; ///< whether pairs are played two at a time
};

RankCosts makeRankCosts(bool quadNeedsKicker, bool twoPairs) {
    RankCosts t;
    t.kicker = quadNeedsKicker;
    t.twoPairs = twoPairs;
    for (int index = 0; index < 13; ++index) {
        const int rank = (index + 12) % 13; // Big Two rank: 0 (three) ... 12 (two)
        auto& first = t.first[static_cast<std::size_t>(index)];
        first[1] = kTurnCost + (12 - rank) * 0.5; // a low single is hard to get rid of
        first[2] = kTurnCost + (12 - rank) * 0.25;
        first[3] = kTurnCost + (12 - rank) * 0.1;
        first[4] = quadNeedsKicker ? first[3] : kTurnCost - 4;
        if (quadNeedsKicker) t.second[static_cast<std::size_t>(index)][4] = kTurnCost + (12 - rank) * 0.4;
    }
    return t;
}

const RankCosts& rankCosts(const CombinationRules& rules) {
    static const RankCosts tables[3] = {makeRankCosts(false, false), makeRankCosts(true, false),
                                        makeRankCosts(false, true)};
    if (rules.rules().fourCardHands) return tables[2];
    return tables[rules.rules().quadAlone() ? 0 : 1];
}

/// Adds the cost of playing `cards` rank by rank, lowest rank index first. This is the inner loop of the
/// plan search, so the cards per rank are counted for all ranks at once (each rank is a 4-bit field).
double addRankCosts(const RankCosts& t, CardSet cards, double cost) {
    std::uint64_t x = cards.bits();
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    if (t.twoPairs) {
        // The ranks held exactly twice: the 4-bit fields equal to 2, found as the fields that are zero
        // once 2 is taken away by an exclusive or.
        const std::uint64_t other = x ^ 0x2222222222222ULL;
        const std::uint64_t nonZero =
            (other | (other >> 1) | (other >> 2) | (other >> 3)) & 0x1111111111111ULL;
        cost -= kTurnCost * static_cast<double>((13 - std::popcount(nonZero)) / 2);
    }
    // Without a branch per rank: a rank with no card (and `second` but for a kicked four) adds 0.0, which
    // leaves the sum exactly as it was.
    if (!t.kicker) {
        for (std::size_t index = 0; index < 13; ++index, x >>= 4) cost += t.first[index][x & 0xF];
        return cost;
    }
    for (std::size_t index = 0; index < 13; ++index, x >>= 4) {
        cost += t.first[index][x & 0xF];
        cost += t.second[index][x & 0xF];
    }
    return cost;
}

/// Splits cards with no five-card combination in mind: each rank as a Bom, triple, pair or single.
void splitByRank(const CombinationRules& rules, CardSet cards, std::vector<Combination>* out, double* cost) {
    *cost = addRankCosts(rankCosts(rules), cards, *cost);
    if (!out) return;
    const std::size_t firstPart = out->size();
    for (int r = 2; r <= 14; ++r) {
        const CardSet same = cards & CardSet::ofRank(static_cast<cards::Rank>(r));
        const int n = same.count();
        if (n == 0) continue;
        if (n == 4 && rules.rules().quadAlone()) {
            out->push_back(rules.classify(same));
        } else if (n == 4 || n == 3) {
            CardSet three;
            for (Card c : same)
                if (three.count() < 3) three.add(c);
            out->push_back(rules.classify(three));
            if (n == 4) out->push_back(rules.classify(same - three));
        } else {
            out->push_back(rules.classify(same));
        }
    }
    if (!rules.rules().fourCardHands) return;
    // Pairs go out two at a time, the lowest two together, so a high pair keeps its strength for the end.
    std::array<std::size_t, 13> pairs{};
    std::size_t n = 0;
    for (std::size_t i = firstPart; i < out->size(); ++i)
        if ((*out)[i].kind == Kind::Pair) pairs[n++] = i;
    const auto rankOf = [&](std::size_t i) { return rules.order().comboRank((*out)[i].cards.first()); };
    std::sort(pairs.begin(), pairs.begin() + static_cast<std::ptrdiff_t>(n),
              [&](std::size_t a, std::size_t b) { return rankOf(a) < rankOf(b); });
    std::array<bool, 13> merged{};
    for (std::size_t k = 0; k + 1 < n; k += 2) {
        (*out)[pairs[k]] = rules.classify((*out)[pairs[k]].cards | (*out)[pairs[k + 1]].cards);
        merged[pairs[k + 1] - firstPart] = true;
    }
    std::size_t kept = firstPart;
    for (std::size_t i = firstPart; i < out->size(); ++i)
        if (!merged[i - firstPart]) (*out)[kept++] = (*out)[i];
    out->resize(kept);
}

/// A five-card combination of the hand, with only what the plan search compares: its cards and its
/// category (Combination::strength >> 24, 1 = straight ... 5 = straight flush).
struct Paket {
    CardSet cards;
    int category = 0;
};

/// The category of a five-card combination the finder gave, without the rest of classify(): the plan search
/// meets thousands per hand and needs no more.
int paketCategory(const CombinationRules& rules, CardSet five) {
    const unsigned ranks = five.ranks();
    if (std::popcount(ranks) == 2) { // 3 + 2 or 4 + 1
        const int lowRankCount =
            std::popcount(five.bits() & (std::uint64_t{0xF} << (4 * std::countr_zero(ranks))));
        return lowRankCount == 2 || lowRankCount == 3 ? 3 : 4;
    }
    const bool flush = CardSet::ofSuit(static_cast<cards::Suit>(five.first().suitIndex())).containsAll(five);
    if (!flush) return 1; // five ranks in two or more suits: the finder gives only straights
    return rules.straightShape(five).length == 5 ? 5 : 2;
}

/// What a five-card combination costs in a plan: one turn, less for the stronger kinds.
double paketCost(const Paket& p) {
    return kTurnCost - 0.5 * p.category;
}

/// The cheapest plan's cost for `hand`; with `plan`, the plan itself is written there (into the vector it
/// already has: the plan cache's entries keep theirs, so building a plan allocates nothing).
double search(const CombinationRules& rules, CardSet hand, HandPlan* plan, long* work) {
    // The five-card combinations of the hand, in a buffer reused from call to call on this thread.
    thread_local std::vector<Paket> paket;
    thread_local std::vector<std::pair<int, Paket>> byDamage;
    paket.clear();
    const CombinationFinder finder(rules);
    finder.forEach(hand, 5, [&](CardSet c) {
        paket.push_back({c, paketCategory(rules, c)});
        return false;
    });
    if (paket.size() > kMaxPaket) {
        // Keep the five-card combinations that break the fewest pairs and triples.
        byDamage.clear();
        for (const Paket& c : paket) {
            int d = 0;
            for (Card card : c.cards) d += (hand & CardSet::ofRank(card.rank())).count() > 1;
            byDamage.push_back({d, c});
        }
        std::stable_sort(byDamage.begin(), byDamage.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        for (std::size_t i = 0; i < kMaxPaket; ++i) paket[i] = byDamage[i].second;
        paket.resize(kMaxPaket);
    }

    // No, one or two five-card combinations, the rest split by rank: the cheapest choice wins. The costs
    // are summed in the same order for every choice so that equal plans compare equal.
    const RankCosts& costs = rankCosts(rules);
    double bestCost = addRankCosts(costs, hand, 0.0);
    int bestFirst = -1;
    int bestSecond = -1;
    *work = 1 + static_cast<long>(paket.size() * (paket.size() + 1) / 2);
    for (std::size_t i = 0; i < paket.size(); ++i) {
        const CardSet afterFirst = hand - paket[i].cards;
        const double first = paketCost(paket[i]);
        const double one = addRankCosts(costs, afterFirst, first);
        if (one < bestCost) {
            bestCost = one;
            bestFirst = static_cast<int>(i);
            bestSecond = -1;
        }
        for (std::size_t j = i + 1; j < paket.size(); ++j) {
            if (paket[j].cards.intersects(paket[i].cards)) continue;
            const double two = addRankCosts(costs, afterFirst - paket[j].cards, first + paketCost(paket[j]));
            if (two < bestCost) {
                bestCost = two;
                bestFirst = static_cast<int>(i);
                bestSecond = static_cast<int>(j);
            }
        }
    }
    if (!plan) return bestCost;
    plan->cost = bestCost;
    plan->components.clear();
    CardSet rest = hand;
    for (int i : {bestFirst, bestSecond}) {
        if (i < 0) continue;
        plan->components.push_back(rules.classify(paket[static_cast<std::size_t>(i)].cards));
        rest -= paket[static_cast<std::size_t>(i)].cards;
    }

    double ignored = 0;
    splitByRank(rules, rest, &plan->components, &ignored);
    // A stable insertion sort: a plan has at most 13 parts, and std::stable_sort would allocate a buffer
    // for every plan built.
    const auto before = [](const Combination& a, const Combination& b) {
        return a.size() != b.size() ? a.size() > b.size() : a.strength < b.strength;
    };
    auto& parts = plan->components;
    for (auto it = parts.begin(); it != parts.end(); ++it)
        std::rotate(std::upper_bound(parts.begin(), it, *it, before), it, it + 1);
    return bestCost;
}

/// Plans already made on this thread. The search's rollouts plan the same hands again and again (a seat's
/// hand changes only when it plays, and every candidate move starts from the same hands), and planning is
/// most of a rollout's cost. The plan is a pure function of the rules and the hand, so the cache changes
/// no decision.
class PlanCache {
public:
    struct Entry {
        std::uint64_t key = 0; ///< the hand's bits with the top bit set; 0: empty
        bool built = false;    ///< whether `plan` has its components, or only the cost
        long work = 0;         ///< choices the search for this plan compared
        HandPlan plan;
    };

    Entry& slot(const CombinationRules& rules, CardSet hand) {
        if (!(rules.rules() == m_rules) || rules.order().twoDemoted() != m_twoDemoted) {
            for (Entry& e : m_entries) e.key = 0;
            m_rules = rules.rules();
            m_twoDemoted = rules.order().twoDemoted();
        }
        return m_entries[(keyOf(hand) * 0x9E3779B97F4A7C15ULL) >> (64 - kBits)];
    }
    static std::uint64_t keyOf(CardSet hand) { return hand.bits() | (std::uint64_t{1} << 63); }

private:
    static constexpr int kBits = 12;
    std::array<Entry, std::size_t{1} << kBits> m_entries{};
    CapsaRules m_rules;
    bool m_twoDemoted = false;
};

PlanCache& planCache() {
    thread_local PlanCache cache;
    return cache;
}

thread_local long t_planWork = 0;

/// search() with its combination enumerations left out of the finder's count: a plan's work is counted by
/// planWork(), the same whether the plan was cached or not, and counting the enumerations as well would make
/// a search's budget depend on what the cache held.
double uncountedSearch(const CombinationRules& rules, CardSet hand, HandPlan* plan, long* work) {
    const CombinationFinder::Uncounted uncounted;
    return search(rules, hand, plan, work);
}

} // namespace

long planWork() {
    return t_planWork;
}

const HandPlan& planHand(const CombinationRules& rules, CardSet hand) {
    PlanCache::Entry& e = planCache().slot(rules, hand);
    if (e.key != PlanCache::keyOf(hand) || !e.built) {
        uncountedSearch(rules, hand, &e.plan, &e.work);
        e.key = PlanCache::keyOf(hand);
        e.built = true;
    }
    t_planWork += e.work;
    return e.plan;
}
double planCost(const CombinationRules& rules, CardSet hand) {
    PlanCache::Entry& e = planCache().slot(rules, hand);
    if (e.key != PlanCache::keyOf(hand)) {
        e.plan.components.clear();
        e.plan.cost = uncountedSearch(rules, hand, nullptr, &e.work);
        e.key = PlanCache::keyOf(hand);
        e.built = false;
    }
    t_planWork += e.work;
    return e.plan.cost;
}

} // namespace core::capsa
