#include "empatsatu/bots/greedyinference.h"

#include "empatsatu/bots/greedypolicy.h"
#include "empatsatu/state.h"

#include <algorithm>
#include <unordered_map>

namespace core::empatsatu {

using cards::Card;
using cards::CardSet;
using game::Seat;

namespace {

/// The seat's logged turns, latest first, and the two tests a greedy history must pass at each.
class HistoryCounter {
public:
    HistoryCounter(const Observation& o, Seat seat) : m_o(o), m_taken(o.taken[idx(seat)]) {
        const int n = o.rules.players;
        for (int i = static_cast<int>(o.turnLog.size()) - 1; i >= 0; --i)
            if ((o.firstPlayer + i) % n == seat) m_turns[idx(m_count++)] = i;
    }

    /// The number of greedy histories from the k-th latest turn back to the deal that end with `after`.
    /// Histories that drew the same cards in another order meet again further back, so counts are kept.
    double count(int k, CardSet after) {
        if (k == m_count) return 1.0;
        const std::uint64_t key = after.bits() | (static_cast<std::uint64_t>(k) << 52);
        if (const auto it = m_known.find(key); it != m_known.end()) return it->second;
        const double total = countAfresh(k, after);
        m_known.emplace(key, total);
        return total;
    }

private:
    double countAfresh(int k, CardSet after) {
        const int i = m_turns[idx(k)];
        if (!threwBest(i, after)) return 0.0;
        const TurnRecord& turn = m_o.turnLog[idx(i)];
        CardSet five = after;
        five.add(turn.thrown);
        // It started the turn without the card it took, or without the card it drew: any of the five but
        // one it had taken face up earlier.
        double total = 0.0;
        for (Card drawn : five) {
            if (turn.taken.isValid() ? drawn != turn.taken : m_taken.contains(drawn)) continue;
            CardSet before = five;
            before.remove(drawn);
            if (choseAsSeen(i, before)) total += count(k + 1, before);
        }
        return total;
    }

    /// Whether a greedy player ending turn i with `after` threw what it threw (the hand after the turn plus
    /// the thrown card are the five it chose from, whatever it drew).
    bool threwBest(int i, CardSet after) const {
        const TurnRecord& turn = m_o.turnLog[idx(i)];
        if (!turn.thrown.isValid() || after.contains(turn.thrown)) return false;
        CardSet five = after;
        five.add(turn.thrown);
        if (turn.taken.isValid() && !five.contains(turn.taken)) return false;
        return bestDiscard(five, turn.taken).card == turn.thrown;
    }
    /// Whether a greedy player starting turn i with `before` would have played on, and taken or not, as seen.
    bool choseAsSeen(int i, CardSet before) const {
        if (EmpatSatuState::qualifiesToStop(before, m_o.rules)) return false;
        const Card offered = i > 0 ? m_o.turnLog[idx(i - 1)].thrown : Card();
        if (!offered.isValid()) return true;
        CardSet with = before;
        with.add(offered);
        const bool improves = bestDiscard(with, offered).key > rankKey(before);
        return improves == m_o.turnLog[idx(i)].taken.isValid();
    }

    const Observation& m_o;
    CardSet m_taken;
    std::array<int, kTurnLogSize> m_turns{};
    int m_count = 0;
    std::unordered_map<std::uint64_t, double> m_known;
};

} // namespace

double greedyHistoryWeight(const Observation& o, Seat seat, CardSet hand) {
    if (o.rules.discardFirst || static_cast<int>(o.turnLog.size()) < o.turns) return 1.0;
    return HistoryCounter(o, seat).count(0, hand);
}

GreedyHandModel buildGreedyHandModel(const Observation& o, int candidates, cards::Rng& rng, int chainSteps,
                                     int chains) {
    GreedyHandModel model;
    // Turns that cannot be traced leave the model empty, so the sampler falls back on its weights.
    if (candidates <= 0 || o.handOver() || o.rules.discardFirst ||
        static_cast<int>(o.turnLog.size()) < o.turns)
        return model;
    const std::vector<Card> pool = o.unseen().toVector();
    std::vector<Card> cards = pool;
    const int m = static_cast<int>(cards.size());
    for (Seat p = 0; p < o.rules.players; ++p) {
        if (p == o.seat) continue;
        const CardSet known = o.known[idx(p)];
        const int need = o.handCounts[idx(p)] - known.count();
        if (need <= 0 || need > m) continue;
        std::vector<WeightedHand>& out = model.hands[idx(p)];
        HistoryCounter histories(o, p); // one for all the seat's hands: they share counts further back
        for (int k = 0; k < candidates; ++k) {
            CardSet candidate = known;
            rng.shuffleFront(std::span(cards), idx(need));
            for (int i = 0; i < need; ++i) candidate.add(cards[idx(i)]);
            const double w = histories.count(0, candidate);
            if (w > 0.0) out.push_back({candidate, w});
        }
        if (chainSteps <= 0 || out.empty()) continue;
        // Metropolis chains from hands picked by weight: swapping one hidden card for an unseen one explores
        // the hands near those found, which the random draws above reach too rarely late in a hand.
        double total = 0.0;
        for (const WeightedHand& h : out) total += h.weight;
        std::vector<WeightedHand> chainHands;
        const CardSet unseen = o.unseen();
        const int perChain = std::max(1, chainSteps / chains);
        for (int c = 0; c < chains; ++c) {
            double pick = rng.uniform() * total;
            WeightedHand cur = out.back();
            for (const WeightedHand& h : out) {
                pick -= h.weight;
                if (pick < 0.0) {
                    cur = h;
                    break;
                }
            }
            for (int step = 0; step < perChain; ++step) {
                const std::vector<Card> hidden = (cur.hand - known).toVector();
                const std::vector<Card> outside = (unseen - cur.hand).toVector();
                if (!hidden.empty() && !outside.empty()) {
                    CardSet next = cur.hand;
                    next.remove(
                        hidden[idx(static_cast<int>(rng.below(static_cast<std::uint32_t>(hidden.size()))))]);
                    next.add(outside[idx(
                        static_cast<int>(rng.below(static_cast<std::uint32_t>(outside.size()))))]);
                    const double w = histories.count(0, next);
                    if (w > 0.0 && rng.uniform() * cur.weight < w) cur = {next, w};
                }
                chainHands.push_back({cur.hand, 1.0});
            }
        }
        out = std::move(chainHands);
    }
    return model;
}

} // namespace core::empatsatu
