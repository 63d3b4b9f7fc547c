#include "capsa/review.h"

#include "capsa/bots/handplan.h"
#include "capsa/bots/hardbot.h"
#include "capsa/combinationfinder.h"
#include "capsa/settledpoints.h"

#include <algorithm>

namespace core::capsa {

using cards::Card;
using cards::CardSet;
using game::Reason;

namespace {

CardSet unseenBy(const Observation& o) {
    return CardSet::fullDeck() - o.hand - o.trickCards - o.playedEarlier;
}

cards::CardList listOf(CardSet cards) {
    return cards.toVector();
}

/// Whether a combination of the unseen cards could beat `combo` (a Bom counts against a single).
bool beatable(const CombinationRules& rules, const Combination& combo, CardSet unseen) {
    const CombinationFinder finder(rules);
    const auto beats = [&](CardSet c) { return rules.beats(rules.classify(c), combo); };
    if (finder.forEach(unseen, combo.size(), beats)) return true;
    return combo.kind == Kind::Single && rules.rules().bombBeatsSingle && rules.rules().quadAlone() &&
           finder.forEach(unseen, 4, beats);
}

/// The opponent with the fewest cards (at most `limit`) among those still in, or kNoSeat.
game::Seat nearlyOut(const Observation& o, int limit) {
    game::Seat seat = game::kNoSeat;
    for (game::Seat s = 0; s < kCapsaPlayers; ++s) {
        const int n = o.handCounts[static_cast<std::size_t>(s)];
        if (s == o.seat || n == 0 || n > limit) continue;
        if (seat == game::kNoSeat || n < o.handCounts[static_cast<std::size_t>(seat)]) seat = s;
    }
    return seat;
}

/// Cards of `play` that nothing unseen beats as a single: the cards that win the lead back.
CardSet controlCards(const CombinationRules& rules, CardSet play, CardSet unseen) {
    CardSet out;
    for (Card c : play)
        if (!beatable(rules, rules.classify(CardSet{c}), unseen)) out.add(c);
    return out;
}

/// The combination of the hand's plan (pair or more) that `play` uses only part of, or nothing.
std::optional<Combination> brokenPart(const HandPlan& plan, CardSet play) {
    for (const Combination& c : plan.components)
        if (c.size() >= 2 && c.cards.intersects(play) && !play.containsAll(c.cards)) return c;
    return std::nullopt;
}

/// Whether `play` empties the hand (else it secures the place by control).
bool goesOut(const Observation& o, const Move& play) {
    return !play.isPass() && play.cards == o.hand;
}

} // namespace

std::optional<Move> securingPlay(const Observation& o) {
    const CombinationRules rules(o.rules, o.twoDemoted);
    const std::vector<Move> legal =
        CapsaState::legalMovesFor(rules, o.hand, o.table, o.mustPlayThreeOfDiamonds);
    for (const Move& m : legal)
        if (goesOut(o, m)) return m;
    const CardSet unseen = unseenBy(o);
    for (const Move& m : legal) {
        // The rest must be one combination (cheap) before the search for a beating play (not cheap).
        if (m.isPass() || !rules.classify(o.hand - m.cards).valid()) continue;
        if (!beatable(rules, rules.classify(m.cards), unseen)) return m;
    }
    return std::nullopt;
}

game::ReviewBudget CapsaReviewer::defaultBudget() {
    // The Hard bot's search with its budget picks the best move; up to 96 paired worlds then measure it
    // against the move played. A finished deal takes well under a second on one core (`bench review`).
    game::ReviewBudget b;
    b.select = HardBot::defaultBudget();
    b.pairedWorlds = 96;
    b.pairedSteps = 80000;
    return b;
}

bool CapsaReviewer::isDecision(const Observation& o, const Move&) const {
    const CombinationRules rules(o.rules, o.twoDemoted);
    return CapsaState::legalMovesFor(rules, o.hand, o.table, o.mustPlayThreeOfDiamonds).size() > 1;
}

game::Assessment<Move> CapsaReviewer::assess(const Observation& o, const std::optional<Move>& played,
                                             cards::Rng& rng) const {
    HardWorlds worlds(o);
    return game::assessBySearch<CapsaState>(
        o, searchCandidates(o), played, rng, m_budget,
        [&worlds](const Observation& observation, cards::Rng& r, long& steps) {
            return worlds.sample(observation, r, steps);
        },
        [&worlds](const CapsaState& s, cards::Rng&, long& steps) { return worlds.rolloutMove(s, steps); },
        [](const CapsaState& s, game::Seat seat) -> std::optional<double> {
            if (const auto points = settledPoints(s, seat)) return *points;
            return std::nullopt;
        },
        securingPlay(o));
}

Reason CapsaReviewer::explain(const Observation& o, const Move& played, const Move& best,
                              const game::Assessment<Move>& a, cards::Rng&) const {
    const CombinationRules rules(o.rules, o.twoDemoted);
    const CardSet unseen = unseenBy(o);
    // A pass is the invalid combination.
    const Combination playedCombo = played.isPass() ? Combination{} : rules.classify(played.cards);
    const Combination bestCombo = best.isPass() ? Combination{} : rules.classify(best.cards);

    // A play that secures the next place, missed.
    if (const std::optional<Move> secure = securingPlay(o); secure && best == *secure && played != best) {
        Reason r(reasons::kMissesPlace);
        r.withCards("cards", played.isPass() ? cards::CardList{} : listOf(played.cards))
            .withCards("better", listOf(best.cards))
            .withCount("place", static_cast<double>(o.finishOrder.size() + 1))
            .withWord("how", goesOut(o, best) ? "out" : "control");
        if (!goesOut(o, best)) r.withCards("rest", listOf(o.hand - best.cards));
        return r;
    }

    // An opponent about to go out.
    if (const game::Seat danger = nearlyOut(o, 2); danger != game::kNoSeat) {
        const int left = o.handCounts[static_cast<std::size_t>(danger)];
        if (o.isLeading() && left == 1 && playedCombo.valid() && playedCombo.kind == Kind::Single &&
            (!bestCombo.valid() || bestCombo.kind != Kind::Single ||
             rules.order().singleKey(best.cards.first()) > rules.order().singleKey(played.cards.first())))
            return Reason(reasons::kOpensForLastCard).withSeat("seat", danger).withCount("count", left);
        if (played.isPass() && bestCombo.valid())
            return Reason(reasons::kPassesNearOut)
                .withSeat("seat", danger)
                .withCount("count", left)
                .withCards("cards", listOf(best.cards));
    }

    // Cards that would win the lead back, spent where the best move keeps them (unless the play goes out).
    if (playedCombo.valid() && played.cards != o.hand) {
        const CardSet spent = controlCards(rules, played.cards - best.cards, unseen);
        if (!spent.empty()) return Reason(reasons::kSpendsControl).withCards("cards", listOf(spent));
    }

    // A pair, triple or five-card combination of the hand broken up.
    if (playedCombo.valid()) {
        const HandPlan plan = planHand(rules, o.hand);
        if (const auto broken = brokenPart(plan, played.cards); broken && !brokenPart(plan, best.cards)) {
            const auto sameKind = std::count_if(plan.components.begin(), plan.components.end(),
                                                [&](const Combination& c) { return c.kind == broken->kind; });
            return Reason(reasons::kBreaksCombination)
                .withWord("kind", kindId(broken->kind))
                .withCards("cards", listOf(broken->cards))
                .withCount("count", static_cast<double>(sameKind))
                .withWord("table", o.table ? kindId(o.table->kind) : std::string_view("lead"));
        }
    }

    if (playedCombo.valid() && bestCombo.valid()) {
        if (playedCombo.kind == bestCombo.kind && playedCombo.size() == bestCombo.size())
            return Reason(playedCombo.strength > bestCombo.strength ? reasons::kPlaysTooHigh
                                                                    : reasons::kPlaysTooLow)
                .withCards("cards", listOf(played.cards))
                .withCards("better", listOf(best.cards));
        if (o.isLeading() && bestCombo.size() > playedCombo.size())
            return Reason(reasons::kShedsFewer)
                .withCount("count", playedCombo.size())
                .withCards("better", listOf(best.cards))
                .withCount("more", bestCombo.size());
    }
    // Leading high cards where a lower lead keeps them to win the lead back (holding control).
    if (o.isLeading() && playedCombo.valid() && bestCombo.valid()) {
        const auto top = [&](CardSet c) {
            int key = -1;
            Card card;
            for (Card x : c)
                if (rules.order().singleKey(x) > key) key = rules.order().singleKey(x), card = x;
            return std::pair{key, card};
        };
        const auto [playedTop, topCard] = top(played.cards);
        if (playedTop > top(best.cards).first)
            return Reason(reasons::kLeadsHigh)
                .withCards("cards", listOf(played.cards))
                .withCards("top", {topCard})
                .withCards("better", listOf(best.cards));
    }
    if (played.isPass() && bestCombo.valid()) {
        const bool wins = !beatable(rules, bestCombo, unseen);
        return Reason(wins ? reasons::kPassesWithWinner : reasons::kPasses)
            .withCards("cards", listOf(best.cards));
    }
    if (playedCombo.valid() && best.isPass())
        return Reason(reasons::kPlaysInsteadOfPass).withCards("cards", listOf(played.cards));
    return Reason(game::reasons::kBetter)
        .withAmount("gain", a.valueBest - a.valuePlayed)
        .withWord("unit", game::unitId(kUnit));
}

} // namespace core::capsa
