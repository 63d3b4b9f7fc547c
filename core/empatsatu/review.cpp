#include "empatsatu/review.h"

#include "empatsatu/bots/greedypolicy.h"
#include "empatsatu/bots/hardbot.h"
#include "empatsatu/bots/worldsampler.h"

#include <algorithm>

namespace core::empatsatu {

using cards::Card;
using cards::CardSet;
using game::Reason;

namespace {

/// The legal moves of the seat to act: they depend only on its own hand and public facts, so any world
/// consistent with the observation gives them.
std::vector<Move> legalMovesOf(const Observation& o) {
    cards::Rng scratch(0);
    return EmpatSatuState::determinize(o, scratch).legalMoves();
}

/// The best score of four cards kept from `hand` plus `card` after one discard (`card` itself kept unless
/// the rules let a taken card be thrown back).
int scoreWithTake(const Observation& o, CardSet hand, Card card) {
    CardSet with = hand;
    with.add(card);
    int best = -100;
    for (Card c : with) {
        if (c == card && !o.rules.mayRediscardTaken) continue;
        CardSet rest = with;
        rest.remove(c);
        best = std::max(best, handScore(rest));
    }
    return best;
}

/// The score of the hand the seat holds between turns (four cards): after its discard when it holds five.
int settledScore(const Observation& o) {
    if (o.hand.count() <= kHandSize) return handScore(o.hand);
    int best = -100;
    for (Card c : o.hand) {
        CardSet rest = o.hand;
        rest.remove(c);
        best = std::max(best, handScore(rest));
    }
    return best;
}

/// The four cards kept after throwing `card` from five.
CardSet keptAfter(const Observation& o, Card card) {
    CardSet kept = o.hand;
    kept.remove(card);
    return kept;
}

/// The kept four's cards, those of the scoring suit first, each group highest first.
cards::CardList fourOf(CardSet kept) {
    const cards::Suit suit = evaluate(kept).suit;
    cards::CardList out = kept.toVector();
    std::stable_sort(out.begin(), out.end(), [suit](Card x, Card y) {
        if ((x.suit() == suit) != (y.suit() == suit)) return x.suit() == suit;
        return cardValue(x) > cardValue(y);
    });
    return out;
}

} // namespace

std::optional<Move> bestFourDiscard(const Observation& o) {
    if (o.hand.count() != kHandSize + 1) return std::nullopt;
    std::optional<Move> best;
    std::uint32_t bestKey = 0;
    bool tied = false;
    for (const Move& m : legalMovesOf(o)) {
        if (m.kind != Move::Kind::Discard) continue;
        const std::uint32_t key = rankKey(keptAfter(o, m.card));
        if (!best || key > bestKey) {
            best = m;
            bestKey = key;
            tied = false;
        } else if (key == bestKey) {
            tied = true;
        }
    }
    if (tied) return std::nullopt;
    return best;
}

std::string_view suitId(cards::Suit suit) {
    switch (suit) {
    case cards::Suit::Clubs:
        return "clubs";
    case cards::Suit::Diamonds:
        return "diamonds";
    case cards::Suit::Hearts:
        return "hearts";
    case cards::Suit::Spades:
        return "spades";
    }
    return "clubs";
}

game::ReviewBudget EmpatSatuReviewer::defaultBudget() {
    // The Hard bot's search budget to pick the best move; up to 400 paired worlds to measure it.
    game::ReviewBudget b;
    b.select = HardSettings{}.budget;
    b.pairedWorlds = 400;
    b.pairedSteps = 80000;
    return b;
}

std::optional<double> handWon(const EmpatSatuState& s, game::Seat seat) {
    if (!s.isDealOver()) return std::nullopt;
    return s.result()->winner() == seat ? 1.0 : 0.0;
}

bool EmpatSatuReviewer::isDecision(const Observation& o, const Move&) const {
    return !o.handOver() && o.current == o.seat && legalMovesOf(o).size() > 1;
}

game::Assessment<Move> EmpatSatuReviewer::assess(const Observation& o, const std::optional<Move>& played,
                                                 cards::Rng& rng) const {
    // The worlds the Hard bot searches: hands that fit a greedy player's turns where some do, so the coach
    // does not call the bot's reads mistakes.
    const HardSettings hard;
    const GreedyHandModel greedy = buildGreedyHandModel(o, hard.greedyCandidates, rng, hard.greedyChainSteps);
    return game::assessBySearch<EmpatSatuState>(
        o, legalMovesOf(o), played, rng, m_budget,
        [&hard, &greedy](const Observation& obs, cards::Rng& r) {
            return sampleWorld(obs, r, hard.sampler, &greedy);
        },
        [seat = o.seat](const EmpatSatuState& s, cards::Rng&) { return hardRolloutMove(s, seat); }, handWon,
        bestFourDiscard(o));
}

std::optional<Reason> EmpatSatuReviewer::closeReason(const Observation& o,
                                                     const game::Assessment<Move>& a) const {
    using K = Move::Kind;
    if (a.best.kind != K::Discard || a.played.kind != K::Discard) return std::nullopt;
    const CardSet keptBest = keptAfter(o, a.best.card), keptPlayed = keptAfter(o, a.played.card);
    const HandValue bestValue = evaluate(keptBest);
    const int other = handScore(keptPlayed);
    if (bestValue.score <= other) return std::nullopt;
    return Reason(reasons::kCloseBestFour)
        .withCards("cards", {a.played.card})
        .withCount("count", other)
        .withCards("better", {a.best.card})
        .withCards("four", fourOf(keptBest))
        .withCount("more", bestValue.score)
        .withWord("suit", suitId(bestValue.suit));
}

Reason EmpatSatuReviewer::explain(const Observation& o, const Move& played, const Move& best,
                                  const game::Assessment<Move>& a, cards::Rng&) const {
    using K = Move::Kind;
    const int now = settledScore(o);
    if (played.kind == K::Stop) return Reason(reasons::kStopsEarly).withCount("count", handScore(o.hand));
    if (best.kind == K::Stop) return Reason(reasons::kMissesStop).withCount("count", handScore(o.hand));

    if (o.takeable.isValid()) {
        const int withTake = scoreWithTake(o, o.hand, o.takeable);
        const cards::CardList take{o.takeable};
        if (best.kind == K::Take && played.kind == K::Draw)
            return Reason(reasons::kSkipsTake)
                .withCards("cards", take)
                .withCount("from", now)
                .withCount("to", withTake);
        if (best.kind == K::Take && played.kind == K::End)
            return Reason(reasons::kEndsInsteadOfTake)
                .withCards("cards", take)
                .withCount("from", now)
                .withCount("to", withTake);
        if (played.kind == K::Take && best.kind != K::Take)
            return Reason(reasons::kTakesUseless)
                .withCards("cards", take)
                .withCount("from", now)
                .withCount("to", withTake);
    }

    if (played.kind == K::Discard && best.kind == K::Discard) {
        const Card thrown = played.card;
        const int n = o.rules.players;
        const game::Seat next = (o.seat + 1) % n;
        const auto tookSuit = [&](Card c) {
            for (Card t : o.taken[static_cast<std::size_t>(next)])
                if (t.suit() == c.suit()) return true;
            return false;
        };
        // The next player collects the thrown card's suit: where the best throws another suit, or a lower
        // card of the same one.
        const bool lowerOfSameSuit =
            best.card.suit() == thrown.suit() && cardValue(best.card) < cardValue(thrown);
        if (tookSuit(thrown) && (!tookSuit(best.card) || lowerOfSameSuit))
            return Reason(reasons::kFeedsNext)
                .withSeat("seat", next)
                .withCards("cards", {thrown})
                .withWord("suit", suitId(thrown.suit()))
                .withCards("better", {best.card})
                .withCount("count", cardValue(thrown));
        CardSet keptBest = o.hand, keptPlayed = o.hand;
        keptBest.remove(best.card);
        keptPlayed.remove(thrown);
        const HandValue bestValue = evaluate(keptBest);
        if (thrown.suit() == bestValue.suit && best.card.suit() != bestValue.suit)
            return Reason(reasons::kThrowsScoringSuit)
                .withCards("cards", {thrown})
                .withWord("suit", suitId(bestValue.suit));
        if (bestValue.score > handScore(keptPlayed))
            return Reason(reasons::kKeepsWorseCard)
                .withCards("cards", {thrown})
                .withCards("better", {best.card})
                .withCount("count", handScore(keptPlayed))
                .withCount("more", bestValue.score)
                .withCards("four", fourOf(keptBest))
                .withWord("suit", suitId(bestValue.suit));
        // Two cards in each of two suits keep either suit open to grow, where the hand played keeps fewer.
        const auto twoSuits = [](CardSet hand) {
            std::vector<cards::Suit> out;
            for (cards::Suit suit :
                 {cards::Suit::Clubs, cards::Suit::Diamonds, cards::Suit::Hearts, cards::Suit::Spades})
                if ((hand & CardSet::ofSuit(suit)).count() == 2) out.push_back(suit);
            return out;
        };
        const auto openBest = twoSuits(keptBest);
        if (openBest.size() == 2 && twoSuits(keptPlayed).size() < 2)
            return Reason(reasons::kKeepsTwoSuits)
                .withCards("cards", {thrown})
                .withCards("better", {best.card})
                .withWord("suit", suitId(openBest[0]))
                .withWord("other", suitId(openBest[1]));
        // A higher card handed to the next player where a lower one does.
        if (cardValue(thrown) > cardValue(best.card))
            return Reason(reasons::kGivesHighCard)
                .withSeat("seat", next)
                .withCards("cards", {thrown})
                .withCount("count", cardValue(thrown))
                .withCards("better", {best.card});
    }
    return Reason(game::reasons::kBetter)
        .withAmount("gain", a.valueBest - a.valuePlayed)
        .withWord("unit", game::unitId(kUnit));
}

} // namespace core::empatsatu
