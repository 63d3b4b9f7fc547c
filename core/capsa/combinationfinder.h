#pragma once
// Enumerates the card sets in a hand that are combinations under the rules, by kind, without trying every
// subset: pairs and triples per rank, straights window by window with every choice of suits, flushes per
// suit, full houses and four of a kind from the rank counts, two pair from every two ranks held twice.

#include "capsa/combination.h"

#include <array>
#include <bit>

namespace core::capsa {

class CombinationFinder {
public:
    explicit CombinationFinder(const CombinationRules& rules) : m_rules(rules) {}

    /// Calls `visit(CardSet)` for every combination of `size` cards in `hand` (size 0: every size) until it
    /// returns true; returns whether a visit stopped the enumeration. Every set visited classifies as valid.
    template <class Visit>
    bool forEach(cards::CardSet hand, int size, Visit&& visitOne) const {
        const auto visit = [&](cards::CardSet c) {
            ++visitsOnThisThread();
            return visitOne(c);
        };
        std::array<cards::CardSet, 13> byRank{};
        for (cards::Card c : hand) byRank[static_cast<std::size_t>(c.rankIndex())].add(c);
        const bool any = size == 0;

        if (any || size == 1)
            for (cards::Card c : hand)
                if (visit(cards::CardSet{c})) return true;
        if (any || size == 2)
            for (const auto& r : byRank)
                if (subsets(r, 2, visit)) return true;
        if (any || size == 3)
            for (const auto& r : byRank)
                if (subsets(r, 3, visit)) return true;
        if ((any || size == 4) && m_rules.rules().quadAlone())
            for (const auto& r : byRank)
                if (r.count() == 4 && visit(r)) return true;
        if ((any || size == 4) && m_rules.rules().fourCardHands)
            for (std::size_t low = 0; low < byRank.size(); ++low) {
                if (byRank[low].count() < 2) continue;
                for (std::size_t high = low + 1; high < byRank.size(); ++high) {
                    if (byRank[high].count() < 2) continue;
                    const bool stopped = subsets(byRank[low], 2, [&](cards::CardSet a) {
                        return subsets(byRank[high], 2, [&](cards::CardSet b) { return visit(a | b); });
                    });
                    if (stopped) return true;
                }
            }

        const bool anyLength = m_rules.rules().straightLengths == StraightLengths::AnyFrom3;
        for (int length = anyLength ? 3 : 5; length <= (anyLength ? 13 : 5); ++length)
            if ((any || size == length) && straights(byRank, length, visit)) return true;

        if (any || size == 5) {
            for (int s = 0; s < 4; ++s) {
                const cards::CardSet suited = hand & cards::CardSet::ofSuit(static_cast<cards::Suit>(s));
                const bool stopped = subsets(suited, 5, [&](cards::CardSet five) {
                    return m_rules.straightShape(five).length != 5 &&
                           visit(five); // straight flushes come above
                });
                if (stopped) return true;
            }
            for (const auto& three : byRank) {
                if (three.count() < 3) continue;
                for (const auto& two : byRank) {
                    if (two.count() < 2 || two == three) continue;
                    const bool stopped = subsets(three, 3, [&](cards::CardSet t) {
                        return subsets(two, 2, [&](cards::CardSet p) { return visit(t | p); });
                    });
                    if (stopped) return true;
                }
            }
            for (const auto& four : byRank) {
                if (four.count() != 4 || !m_rules.rules().quadWithKicker()) continue;
                for (cards::Card kicker : hand - four)
                    if (visit(four | cards::CardSet{kicker})) return true;
            }
        }
        return false;
    }

    /// The combinations forEach() has visited on this thread so far: the measure of its work, which a search
    /// counts against its budget.
    static long& visitsOnThisThread() {
        thread_local long visits = 0;
        return visits;
    }

    /// While one lives, this thread's visits are not counted: work that is measured another way (a hand
    /// plan's, counted by planWork() whether the plan was cached or not) would otherwise count twice.
    class Uncounted {
    public:
        Uncounted() = default;
        ~Uncounted() { visitsOnThisThread() = m_saved; }
        Uncounted(const Uncounted&) = delete;
        Uncounted& operator=(const Uncounted&) = delete;

    private:
        long m_saved = visitsOnThisThread();
    };

    /// Calls `visit` for every k-card subset of `set`.
    template <class Visit>
    static bool subsets(cards::CardSet set, int k, Visit&& visit) {
        const int n = set.count();
        if (k > n || k <= 0) return false;
        std::array<cards::Card, 13> items{};
        int i = 0;
        for (cards::Card c : set) {
            if (i == 13) break;
            items[static_cast<std::size_t>(i++)] = c;
        }
        const int count = std::min(n, 13);
        // Gosper's hack over the index masks with k bits set.
        for (unsigned mask = (1u << k) - 1; mask < (1u << count);) {
            cards::CardSet chosen;
            for (unsigned m = mask; m; m &= m - 1)
                chosen.add(items[static_cast<std::size_t>(std::countr_zero(m))]);
            if (visit(chosen)) return true;
            const unsigned lowest = mask & (~mask + 1);
            const unsigned ripple = mask + lowest;
            mask = (((ripple ^ mask) >> 2) / lowest) | ripple;
        }
        return false;
    }

private:
    template <class Visit>
    bool straights(const std::array<cards::CardSet, 13>& byRank, int length, Visit&& visit) const {
        unsigned present = 0; // the ranks in the hand
        for (std::size_t r = 0; r < byRank.size(); ++r)
            if (!byRank[r].empty()) present |= 1u << r;
        // Only the windows whose every rank is in the hand (a window never holds a rank twice: the ace at
        // both ends of the LowAceTwo order would take 14 positions).
        for (unsigned starts = m_rules.straightStarts(present, length); starts; starts &= starts - 1) {
            const int start = std::countr_zero(starts);
            std::array<cards::CardSet, 13> choices{};
            for (int i = 0; i < length; ++i)
                choices[static_cast<std::size_t>(i)] =
                    byRank[static_cast<std::size_t>(m_rules.straightRankAt(start + i))];
            // The 13-rank straight matches two windows of the LowAceTwo order; visit it once, at the top one.
            if (m_rules.straightShape(cardsOfOnePerRank(choices, length)).start != start) continue;
            if (product(choices, length, 0, cards::CardSet(), visit)) return true;
        }
        return false;
    }

    static cards::CardSet cardsOfOnePerRank(const std::array<cards::CardSet, 13>& choices, int length) {
        cards::CardSet out;
        for (int i = 0; i < length; ++i) out.add(choices[static_cast<std::size_t>(i)].first());
        return out;
    }

    template <class Visit>
    static bool product(const std::array<cards::CardSet, 13>& choices, int length, int i,
                        cards::CardSet chosen, Visit&& visit) {
        if (i == length) return visit(chosen);
        for (cards::Card c : choices[static_cast<std::size_t>(i)]) {
            cards::CardSet next = chosen;
            next.add(c);
            if (product(choices, length, i + 1, next, visit)) return true;
        }
        return false;
    }

    const CombinationRules& m_rules;
};

} // namespace core::capsa
