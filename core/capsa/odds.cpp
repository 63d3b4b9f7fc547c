#include "capsa/odds.h"

#include "capsa/bots/handplan.h"
#include "capsa/combinationfinder.h"
#include "capsa/state.h"

#include <map>

namespace core::capsa {

using cards::Card;
using cards::CardSet;

namespace {

// Deal counts reach 4^39 (hidden tricks): beyond 64 bits, well within 128.
__extension__ typedef unsigned __int128 Count;

double ratio(Count good, Count total) {
    return total == 0 ? 0.0
                      : static_cast<double>(static_cast<long double>(good) / static_cast<long double>(total));
}

/// Deals of the unseen cards into the opponents' hands (and a pool for cards nobody can see the fate of)
/// where `bad(rank cards, owner of each card)` is false for every rank; with `bad` never true it counts them
/// all.
template <class Bad>
Count countDeals(CardSet unseen, const std::array<int, 4>& handSizes, Seat observer, Bad&& bad) {
    // Places: the three opponents, then the pool (unseen cards that are in no hand, e.g. hidden tricks).
    std::array<Seat, 3> opponents{};
    int n = 0;
    int inHands = 0;
    for (Seat s = 0; s < 4; ++s)
        if (s != observer) {
            opponents[static_cast<std::size_t>(n++)] = s;
            inHands += handSizes[static_cast<std::size_t>(s)];
        }
    const int pool = unseen.count() - inHands;
    if (pool < 0) return 0;
    const std::array<int, 4> capacity{handSizes[static_cast<std::size_t>(opponents[0])],
                                      handSizes[static_cast<std::size_t>(opponents[1])],
                                      handSizes[static_cast<std::size_t>(opponents[2])], pool};

    // State: cards still to place per place; the pool's follows from the others.
    std::map<std::array<int, 3>, Count> states{{{capacity[0], capacity[1], capacity[2]}, 1}};
    int remaining = unseen.count();
    for (int r = 2; r <= 14; ++r) {
        const std::vector<Card> cards = (unseen & CardSet::ofRank(static_cast<cards::Rank>(r))).toVector();
        const int k = static_cast<int>(cards.size());
        if (k == 0) continue;
        std::map<std::array<int, 3>, Count> next;
        int assignments = 1;
        for (int i = 0; i < k; ++i) assignments *= 4;
        for (const auto& [left, ways] : states) {
            const int poolLeft = remaining - left[0] - left[1] - left[2];
            for (int a = 0; a < assignments; ++a) {
                std::array<int, 4> take{};
                std::array<int, 4> owner{};
                int code = a;
                for (int i = 0; i < k; ++i) {
                    owner[static_cast<std::size_t>(i)] = code % 4;
                    ++take[static_cast<std::size_t>(code % 4)];
                    code /= 4;
                }
                if (take[0] > left[0] || take[1] > left[1] || take[2] > left[2] || take[3] > poolLeft)
                    continue;
                std::array<Seat, 4> ownerSeat{};
                for (int i = 0; i < k; ++i)
                    ownerSeat[static_cast<std::size_t>(i)] =
                        owner[static_cast<std::size_t>(i)] == 3
                            ? game::kNoSeat
                            : opponents[static_cast<std::size_t>(owner[static_cast<std::size_t>(i)])];
                if (bad(cards, ownerSeat)) continue;
                next[{left[0] - take[0], left[1] - take[1], left[2] - take[2]}] += ways;
            }
        }
        states = std::move(next);
        remaining -= k;
    }
    Count total = 0;
    for (const auto& [left, ways] : states)
        if (left == std::array<int, 3>{0, 0, 0}) total += ways;
    return total;
}

/// The cards among `cards` held by `seat`.
CardSet heldBy(const std::vector<Card>& cards, const std::array<Seat, 4>& owner, Seat seat) {
    CardSet out;
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (owner[i] == seat) out.add(cards[i]);
    return out;
}

std::array<int, 4> handSizesOf(const Observation& o) {
    return o.handCounts;
}

} // namespace

double chanceHandHolds(int specific, int handSize, int pool) {
    if (specific > handSize || handSize > pool) return 0.0;
    // C(pool-k, h-k) / C(pool, h) = h (h-1) ... (h-k+1) / (pool (pool-1) ... (pool-k+1))
    double p = 1.0;
    for (int i = 0; i < specific; ++i) p *= double(handSize - i) / double(pool - i);
    return p;
}

double survivalExact(const CombinationRules& rules, const Combination& table, CardSet unseen,
                     const std::array<int, 4>& handSizes, std::uint8_t answering, Seat observer) {
    const bool bom = rules.rules().bombBeatsSingle && rules.rules().quadAlone() && table.kind == Kind::Single;
    const int size = table.size();
    const auto bad = [&](const std::vector<Card>& cards, const std::array<Seat, 4>& owner) {
        for (Seat s = 0; s < 4; ++s) {
            if (!((answering >> s) & 1u)) continue;
            const CardSet held = heldBy(cards, owner, s);
            if (held.count() < size) continue;
            if (bom && held.count() == 4) return true;
            if (CombinationFinder::subsets(held, size,
                                           [&](CardSet c) { return rules.beats(rules.classify(c), table); }))
                return true;
        }
        return false;
    };
    const Count all = countDeals(unseen, handSizes, observer, [](const auto&, const auto&) { return false; });
    return ratio(countDeals(unseen, handSizes, observer, bad), all);
}

double bomChanceExact(CardSet unseen, const std::array<int, 4>& handSizes, Seat observer) {
    const auto bad = [&](const std::vector<Card>& cards, const std::array<Seat, 4>& owner) {
        if (cards.size() != 4) return false;
        return owner[0] != game::kNoSeat && owner[0] == owner[1] && owner[1] == owner[2] &&
               owner[2] == owner[3];
    };
    const Count all = countDeals(unseen, handSizes, observer, [](const auto&, const auto&) { return false; });
    return 1.0 - ratio(countDeals(unseen, handSizes, observer, bad), all);
}

namespace {

/// Sampled deals for five-card plays.
SurvivalChance survivalSampled(const Observation& o, const CombinationRules& rules, const Combination& table,
                               std::uint8_t answering, int samples, std::uint64_t seed) {
    cards::Rng rng(seed);
    int survived = 0;
    const CombinationFinder finder(rules);
    for (int i = 0; i < samples; ++i) {
        const CapsaState world = CapsaState::determinize(o, rng);
        bool beaten = false;
        for (Seat s = 0; s < 4 && !beaten; ++s) {
            if (!((answering >> s) & 1u)) continue;
            beaten = finder.forEach(world.hand(s), table.size(),
                                    [&](CardSet c) { return rules.beats(rules.classify(c), table); });
        }
        survived += beaten ? 0 : 1;
    }
    return {samples ? double(survived) / samples : 0.0, false, samples};
}

SurvivalChance survival(const Observation& o, const CombinationRules& rules, const Combination& play,
                        CardSet unseen, std::uint8_t answering, int samples, std::uint64_t seed) {
    if (answering == 0) return {1.0, true, 0};
    if (play.isPaket() || play.kind == Kind::Straight)
        return survivalSampled(o, rules, play, answering, samples, seed);
    return {survivalExact(rules, play, unseen, handSizesOf(o), answering, o.seat), true, 0};
}

bool beatableByUnseen(const CombinationRules& rules, const Combination& play, CardSet unseen) {
    const CombinationFinder finder(rules);
    bool found =
        finder.forEach(unseen, play.size(), [&](CardSet c) { return rules.beats(rules.classify(c), play); });
    if (!found && play.kind == Kind::Single)
        found = finder.forEach(unseen, 4, [&](CardSet c) { return rules.beats(rules.classify(c), play); });
    return found;
}

} // namespace

CapsaOdds computeOdds(const Observation& o, int samples, std::uint64_t seed) {
    CapsaOdds odds;
    const CombinationRules rules(o.rules, o.twoDemoted);
    const CardSet unseen = CardSet::fullDeck() - o.hand - o.trickCards - o.playedEarlier;
    odds.unseen = unseen.count();
    for (Card c : unseen) ++odds.unseenByRank[static_cast<std::size_t>(CardOrder::bigTwoRank(c))];
    odds.bomPossible = o.rules.quadAlone();
    odds.opponentHoldsBom = bomChanceExact(unseen, o.handCounts, o.seat);

    // Who would still answer the table: players with cards, not locked out, and not the one who played it.
    if (o.table && !o.roundOver) {
        odds.table = o.table;
        std::uint8_t answering = 0;
        for (Seat s = 0; s < 4; ++s)
            if (s != o.seat && s != o.tableOwner && o.handCounts[static_cast<std::size_t>(s)] > 0 &&
                !((o.passedMask >> s) & 1u))
                answering |= static_cast<std::uint8_t>(1u << s);
        odds.tableSurvives = survival(o, rules, *o.table, unseen, answering, samples, seed);
    }
    // The seat's own combinations, as if led now against everyone still holding cards.
    std::uint8_t everyone = 0;
    for (Seat s = 0; s < 4; ++s)
        if (s != o.seat && o.handCounts[static_cast<std::size_t>(s)] > 0)
            everyone |= static_cast<std::uint8_t>(1u << s);
    if (!o.roundOver) {
        const HandPlan plan = planHand(rules, o.hand); // a copy, whatever the loop below may plan
        for (const Combination& c : plan.components) {
            PlayOdds p;
            p.play = c;
            p.unbeatable = !beatableByUnseen(rules, c, unseen);
            p.survives = p.unbeatable ? SurvivalChance{1.0, true, 0}
                                      : survival(o, rules, c, unseen, everyone, samples, seed + 1);
            odds.plays.push_back(p);
        }
    }
    return odds;
}

} // namespace core::capsa
