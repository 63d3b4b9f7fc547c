#include "capsa/bots/handplan.h"

#include "capsa/combinationfinder.h"

#include <algorithm>

namespace core::capsa {

using cards::Card;
using cards::CardSet;

namespace {

constexpr double kTurnCost = 10.0;
constexpr std::size_t kMaxPaket = 48;

/// Splits cards with no five-card combination in mind: each rank as a Bom, triple, pair or single.
void splitByRank(const CombinationRules& rules, CardSet cards, std::vector<Combination>* out, double* cost) {
    for (int r = 2; r <= 14; ++r) {
        const CardSet same = cards & CardSet::ofRank(static_cast<cards::Rank>(r));
        const int n = same.count();
        if (n == 0) continue;
        const int rank = rules.order().bigTwoRank(same.first()); // 0 (three) ... 12 (two)
        const auto add = [&](CardSet part) {
            if (out) out->push_back(rules.classify(part));
        };
        if (n == 4 && !rules.rules().quadNeedsKicker) {
            add(same);
            *cost += kTurnCost - 4;
        } else if (n == 4 || n == 3) {
            CardSet three;
            for (Card c : same)
                if (three.count() < 3) three.add(c);
            add(three);
            *cost += kTurnCost + (12 - rank) * 0.1;
            if (n == 4) {
                add(same - three);
                *cost += kTurnCost + (12 - rank) * 0.4;
            }
        } else if (n == 2) {
            add(same);
            *cost += kTurnCost + (12 - rank) * 0.25;
        } else {
            add(same);
            *cost += kTurnCost + (12 - rank) * 0.5; // a low single is hard to get rid of
        }
    }
}

struct Search {
    const CombinationRules& rules;
    std::vector<Combination> paket;
    double bestCost = 1e18;
    std::vector<int> bestChoice;
};

void evaluate(Search& s, CardSet rest, const std::vector<int>& chosen) {
    double cost = 0;
    for (int i : chosen) cost += kTurnCost - 0.5 * (s.paket[static_cast<std::size_t>(i)].strength >> 24);
    splitByRank(s.rules, rest, nullptr, &cost);
    if (cost < s.bestCost) {
        s.bestCost = cost;
        s.bestChoice = chosen;
    }
}

HandPlan search(const CombinationRules& rules, CardSet hand, bool build) {
    Search s{rules, {}, 1e18, {}};
    const CombinationFinder finder(rules);
    finder.forEach(hand, 5, [&](CardSet c) {
        s.paket.push_back(rules.classify(c));
        return false;
    });
    if (s.paket.size() > kMaxPaket) {
        // Keep the five-card combinations that break the fewest pairs and triples.
        const auto damage = [&](const Combination& c) {
            int d = 0;
            for (Card card : c.cards) d += (hand & CardSet::ofRank(card.rank())).count() > 1;
            return d;
        };
        std::stable_sort(s.paket.begin(), s.paket.end(),
                         [&](const Combination& a, const Combination& b) { return damage(a) < damage(b); });
        s.paket.resize(kMaxPaket);
    }
    evaluate(s, hand, {});
    for (std::size_t i = 0; i < s.paket.size(); ++i) {
        const CardSet afterFirst = hand - s.paket[i].cards;
        evaluate(s, afterFirst, {static_cast<int>(i)});
        for (std::size_t j = i + 1; j < s.paket.size(); ++j)
            if (!s.paket[j].cards.intersects(s.paket[i].cards))
                evaluate(s, afterFirst - s.paket[j].cards, {static_cast<int>(i), static_cast<int>(j)});
    }
    HandPlan plan;
    plan.cost = s.bestCost;
    if (!build) return plan;
    CardSet rest = hand;
    for (int i : s.bestChoice) {
        plan.components.push_back(s.paket[static_cast<std::size_t>(i)]);
        rest -= s.paket[static_cast<std::size_t>(i)].cards;
    }
    double ignored = 0;
    splitByRank(rules, rest, &plan.components, &ignored);
    std::stable_sort(plan.components.begin(), plan.components.end(),
                     [](const Combination& a, const Combination& b) {
                         return a.size() != b.size() ? a.size() > b.size() : a.strength < b.strength;
                     });
    return plan;
}

} // namespace

HandPlan planHand(const CombinationRules& rules, CardSet hand) {
    return search(rules, hand, true);
}
double planCost(const CombinationRules& rules, CardSet hand) {
    return search(rules, hand, false).cost;
}

} // namespace core::capsa
