#include "capsa/bots/mediumbot.h"

#include "capsa/bots/handplan.h"
#include "capsa/combinationfinder.h"

#include <algorithm>
#include <limits>

namespace core::capsa {

using cards::Card;
using cards::CardSet;

namespace {

const Card kThreeOfDiamonds(cards::Rank::Three, cards::Suit::Diamonds);

/// Whether some combination of the unseen cards could beat `combo`.
bool beatable(const CombinationRules& rules, const Combination& combo, CardSet unseen) {
    const CombinationFinder finder(rules);
    bool found = finder.forEach(unseen, combo.size(),
                                [&](CardSet c) { return rules.beats(rules.classify(c), combo); });
    if (!found && combo.kind == Kind::Single && rules.rules().bombBeatsSingle && rules.rules().quadAlone())
        found = finder.forEach(unseen, 4, [&](CardSet c) { return rules.beats(rules.classify(c), combo); });
    return found;
}

/// Cards a player should not spend lightly: 2s, aces in pairs, Boms and four of a kind.
bool isControl(const CombinationRules& rules, const Combination& c) {
    if (c.kind == Kind::Bom || c.kind == Kind::FourOfAKind || c.kind == Kind::StraightFlush) return true;
    if (c.kind == Kind::Single || c.kind == Kind::Pair || c.kind == Kind::Triple)
        return rules.order().comboRank(c.cards.first()) >= 11; // an ace or a two
    if (c.kind == Kind::TwoPair)                               // by its higher pair
        return rules.order().comboRank(rules.rankingCard(c)) >= 11;
    return false;
}

} // namespace

Move mediumMove(const CombinationRules& rules, const Observation& o, CardSet unseen, int danger) {
    const HandPlan& plan = planHand(rules, o.hand); // valid until the next planning call (planCost below)
    int opponentsMin = 13;
    for (Seat s = 0; s < 4; ++s)
        if (s != o.seat && o.handCounts[static_cast<std::size_t>(s)] > 0)
            opponentsMin = std::min(opponentsMin, o.handCounts[static_cast<std::size_t>(s)]);
    const int turnsLeft = static_cast<int>(plan.components.size());

    if (!o.table) {
        const std::vector<Combination>& options = plan.components;
        if (o.mustPlayThreeOfDiamonds) {
            const auto withThree = std::find_if(options.begin(), options.end(), [](const Combination& c) {
                return c.cards.contains(kThreeOfDiamonds);
            });
            return Move::play(withThree != options.end() ? withThree->cards : CardSet{kThreeOfDiamonds});
        }
        // Close to the end with control in hand: play what cannot be beaten, keep the last turn for the rest.
        if (turnsLeft <= 3) {
            for (const Combination& c : options)
                if (turnsLeft > 1 && !beatable(rules, c, unseen)) return Move::play(c.cards);
        }
        const auto isSingle = [](const Combination& c) { return c.kind == Kind::Single; };
        if (opponentsMin == 1) {
            // Do not hand a single to a player with one card: lead anything else, or the highest single.
            for (const Combination& c : options)
                if (!isSingle(c)) return Move::play(c.cards);
            return Move::play(options.back().cards);
        }
        // Lead the weakest part of the plan: a five-card combination without control cards first, then the
        // lowest of singles and pairs.
        for (const Combination& c : options)
            if (c.isPaket() && !isControl(rules, c) && (c.strength >> 24) <= 3) return Move::play(c.cards);
        const Combination* weakest = nullptr;
        for (const Combination& c : options) {
            if (isControl(rules, c) && options.size() > 1) continue;
            if (!weakest ||
                rules.order().comboRank(c.cards.last()) < rules.order().comboRank(weakest->cards.last()) ||
                (c.size() > weakest->size() &&
                 rules.order().comboRank(c.cards.last()) == rules.order().comboRank(weakest->cards.last())))
                weakest = &c;
        }
        return Move::play((weakest ? *weakest : options.front()).cards);
    }

    const Combination& table = *o.table;
    const int ownerCards = o.tableOwner >= 0 ? o.handCounts[static_cast<std::size_t>(o.tableOwner)] : 13;
    const bool close = opponentsMin <= danger || ownerCards <= danger;

    // A part of the plan that beats the table, the lowest one.
    const Combination* fromPlan = nullptr;
    for (const Combination& c : plan.components)
        if (rules.beats(c, table) &&
            (!fromPlan || c.strength < fromPlan->strength || c.size() < fromPlan->size()))
            fromPlan = &c;
    if (fromPlan) {
        const bool spend = !isControl(rules, *fromPlan) || close || turnsLeft <= 3 ||
                           rules.order().comboRank(table.cards.last()) >= 10; // contesting a king or better
        if (spend) return Move::play(fromPlan->cards);
        return Move::pass();
    }

    // Breaking the plan: only when an opponent is close to going out, or when it costs no extra turn.
    const double planCostNow = plan.cost; // read before planCost() replaces `plan`
    const CombinationFinder finder(rules);
    std::optional<Combination> best;
    double bestCost = std::numeric_limits<double>::max();
    const auto consider = [&](CardSet cards) {
        const Combination c = rules.classify(cards);
        if (!rules.beats(c, table)) return false;
        const double cost = planCost(rules, o.hand - cards);
        if (cost < bestCost) {
            bestCost = cost;
            best = c;
        }
        return false;
    };
    finder.forEach(o.hand, table.size(), consider);
    if (table.kind == Kind::Single && close) finder.forEach(o.hand, 4, consider);
    if (!best) return Move::pass();
    const bool cheap = bestCost <= planCostNow - 5.0; // still one turn fewer than before
    if (close || cheap) return Move::play(best->cards);
    return Move::pass();
}

Move mediumMove(const CapsaState& s, int danger) {
    // Only the fields the medium choice reads: the seat's hand, hand sizes and the table.
    Observation o;
    o.seat = s.currentSeat();
    o.hand = s.hand(o.seat);
    for (Seat seat = 0; seat < 4; ++seat) o.handCounts[static_cast<std::size_t>(seat)] = s.hand(seat).count();
    o.table = s.table();
    o.tableOwner = s.tableOwner();
    o.mustPlayThreeOfDiamonds = s.mustPlayThreeOfDiamonds();
    CardSet others;
    for (Seat seat = 0; seat < 4; ++seat)
        if (seat != o.seat) others |= s.hand(seat);
    return mediumMove(s.combinationRules(), o, others, danger);
}

Move MediumBot::chooseMove(const Observation& o, cards::Rng&) {
    const CombinationRules rules(o.rules, o.twoDemoted);
    const CardSet unseen = CardSet::fullDeck() - o.hand - o.trickCards - o.playedEarlier;
    return mediumMove(rules, o, unseen);
}

} // namespace core::capsa
