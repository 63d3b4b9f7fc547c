#include "empatsatu/bots/worldsampler.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace core::empatsatu {

using cards::Card;
using cards::CardSet;
using game::Seat;

namespace {

/// The card the previous player (before the seat to act) threw on its last turn, when the rules make it
/// certain: draw-first, and the seat to act has not discarded yet.
Card previousDiscard(const Observation& o) {
    if (o.rules.discardFirst) return {};
    if (o.phase == Phase::Start) return o.takeable;
    if (o.phase == Phase::Discard) return o.takenThisTurn.isValid() ? o.takenThisTurn : o.takeable;
    return {};
}

/// Turns `seat` has completed in this hand (turns go round from the first player).
int turnsPlayed(const Observation& o, Seat seat) {
    const int n = o.rules.players;
    const int offset = (seat - o.firstPlayer + n) % n;
    return o.turns > offset ? (o.turns - offset + n - 1) / n : 0;
}

} // namespace

double seatLogWeight(const Observation& o, Seat seat, CardSet hand, const WorldSamplerSettings& settings) {
    std::array<double, 4> perSuit{};
    for (Card c : o.taken[idx(seat)]) perSuit[idx(c.suitIndex())] += settings.takenSuit;
    for (Card c : o.thrown[idx(seat)]) perSuit[idx(c.suitIndex())] += settings.thrownSuit;
    double logWeight = 0.0;
    for (Card c : hand - o.known[idx(seat)]) logWeight += perSuit[idx(c.suitIndex())];
    const int score = handScore(hand);
    if (settings.scorePerTurn != 0.0)
        logWeight += settings.scorePerTurn * std::min(turnsPlayed(o, seat), settings.turnCap) * score;
    const int n = o.rules.players;
    const Card last = previousDiscard(o);
    if (last.isValid() && settings.keepShortfall != 0.0 && seat == (o.seat + n - 1) % n) {
        CardSet before = hand;
        before.add(last);
        int best = score;
        // Cards it took are left out: the one taken this turn could not be thrown back, and the others it
        // chose to keep on purpose.
        for (Card c : hand - o.known[idx(seat)]) {
            CardSet other = before;
            other.remove(c);
            best = std::max(best, handScore(other));
        }
        logWeight += settings.keepShortfall * (best - score);
    }
    return logWeight;
}

double worldLogWeight(const Observation& o, const EmpatSatuState& world,
                      const WorldSamplerSettings& settings) {
    double logWeight = 0.0;
    for (Seat p = 0; p < o.rules.players; ++p)
        if (p != o.seat) logWeight += seatLogWeight(o, p, world.hand(p), settings);
    return logWeight;
}

EmpatSatuState sampleWorld(const Observation& o, cards::Rng& rng, const WorldSamplerSettings& settings,
                           const GreedyHandModel* greedy) {
    if (settings.draws <= 1 || o.handOver()) return EmpatSatuState::determinize(o, rng);
    const int n = o.rules.players;
    CardSet pool = o.unseen();
    std::array<CardSet, kMaxSeats> hands{};
    hands[idx(o.seat)] = o.hand;
    std::array<Card, 52> cards{};
    for (int k = 1; k < n; ++k) {
        const Seat p = (o.seat + k) % n;
        const CardSet known = o.known[idx(p)];
        const int need = o.handCounts[idx(p)] - known.count();
        int m = 0;
        for (Card c : pool) cards[idx(m++)] = c;
        if (need <= 0 || need > m) {
            hands[idx(p)] = known;
            continue;
        }
        if (greedy && !greedy->hands[idx(p)].empty()) {
            const std::vector<WeightedHand>& fits = greedy->hands[idx(p)];
            double total = 0.0;
            for (const WeightedHand& h : fits)
                if (pool.containsAll(h.hand - known)) total += h.weight;
            if (total > 0.0) {
                double pick = rng.uniform() * total;
                CardSet chosen;
                for (const WeightedHand& h : fits) {
                    if (!pool.containsAll(h.hand - known)) continue;
                    chosen = h.hand;
                    pick -= h.weight;
                    if (pick < 0.0) break;
                }
                hands[idx(p)] = chosen;
                pool -= chosen;
                continue;
            }
        }
        // Weighted reservoir of one: each candidate replaces the kept one with probability weight / total so
        // far, which keeps each candidate with probability proportional to its weight.
        CardSet chosen;
        double total = 0.0;
        for (int d = 0; d < settings.draws; ++d) {
            CardSet candidate = known;
            rng.shuffleFront(std::span(cards.data(), idx(m)), idx(need));
            for (int i = 0; i < need; ++i) candidate.add(cards[idx(i)]);
            const double weight = std::exp(std::clamp(seatLogWeight(o, p, candidate, settings), -60.0, 60.0));
            total += weight;
            if (d == 0 || rng.uniform() * total < weight) chosen = candidate;
        }
        hands[idx(p)] = chosen;
        pool -= chosen;
    }
    if (auto world = EmpatSatuState::determinizeWith(o, hands, rng)) return *world;
    return EmpatSatuState::determinize(o, rng); // cannot happen for a consistent observation
}

} // namespace core::empatsatu
