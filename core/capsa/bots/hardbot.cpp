#include "capsa/bots/hardbot.h"

#include "capsa/bots/easybot.h"
#include "capsa/bots/greedy.h"
#include "capsa/bots/handplan.h"
#include "capsa/bots/mediumbot.h"
#include "capsa/bots/rolloutpolicy.h"
#include "capsa/scoring.h"

#include <algorithm>
#include <map>

namespace core::capsa {

using cards::CardSet;

namespace {

constexpr std::size_t kAllMovesUpTo = 12;
/// The Medium choice stands unless another move's mean place value is this much higher: with a few dozen
/// worlds the means are noisy (over the same 1,600 games against three Medium bots: 37.3% first out with it,
/// 36.1% without; against three Easy bots 54.3% and 53.0%).
constexpr double kKeepMediumMargin = 0.02;

CardSet unseenBy(const Observation& o) {
    return CardSet::fullDeck() - o.hand - o.trickCards - o.playedEarlier;
}

/// The searching seat's value when a rollout may stop: once it is out its place is settled.
std::optional<double> placeValue(const HardBot::PlaceValues& values, const CapsaState& s, Seat seat) {
    const auto& order = s.finishOrder();
    const auto it = std::find(order.begin(), order.end(), seat);
    if (it != order.end()) return values[static_cast<std::size_t>(it - order.begin())];
    if (s.isDealOver()) return 0.0;
    return std::nullopt;
}

/// How many of the opponents' recorded passes a sampled world makes implausible: a player who passed on a
/// single or a pair while holding a plain card or pair that beat it without breaking anything or spending a 2
/// (their hand at that time is the sampled hand plus what they played since).
int implausiblePasses(const Observation& o, const CapsaState& world) {
    int count = 0;
    const CombinationRules rules(o.rules, false);
    for (std::size_t i = 0; i < o.log.size(); ++i) {
        const LogEntry& e = o.log[i];
        if (!e.move.isPass() || e.seat == o.seat) continue;
        // The combination passed on is the last play before the pass in the same trick.
        const LogEntry* last = nullptr;
        for (std::size_t j = i; j-- > 0 && o.log[j].trick == e.trick;)
            if (!o.log[j].move.isPass()) {
                last = &o.log[j];
                break;
            }
        if (!last || (last->kind != Kind::Single && last->kind != Kind::Pair)) continue;
        CardSet handThen = world.hand(e.seat);
        for (std::size_t j = i + 1; j < o.log.size(); ++j)
            if (o.log[j].seat == e.seat) handThen |= o.log[j].move.cards;
        const Combination table = rules.classify(last->move.cards);
        const int size = table.size();
        for (int r = 2; r <= 13; ++r) { // threes to aces: the 2s are kept back on purpose
            const CardSet same = handThen & CardSet::ofRank(static_cast<cards::Rank>(r == 13 ? 14 : r + 1));
            if (same.count() != size) continue;
            if (rules.beats(rules.classify(same), table)) {
                ++count;
                break;
            }
        }
    }
    return count;
}

/// A world consistent with the observation in which the opponents' passes make sense: worlds that explain
/// them badly are usually redrawn.
CapsaState sampleWorld(const Observation& o, cards::Rng& rng) {
    constexpr int kTries = 12;
    std::optional<CapsaState> best;
    int bestCount = 1 << 20;
    for (int t = 0; t < kTries; ++t) {
        CapsaState world = CapsaState::determinize(o, rng);
        const int count = o.rules.hidePlayedTricks ? 0 : implausiblePasses(o, world);
        if (count == 0) return world;
        if (count < bestCount) {
            bestCount = count;
            best = std::move(world);
        }
    }
    return *best;
}

} // namespace

std::vector<Move> searchCandidates(const Observation& o) {
    const CombinationRules rules(o.rules, o.twoDemoted);
    std::vector<Move> legal = CapsaState::legalMovesFor(rules, o.hand, o.table, o.mustPlayThreeOfDiamonds);
    if (legal.size() <= kAllMovesUpTo) return legal;

    std::vector<Move> out;
    const auto add = [&](const Move& m) {
        if (std::binary_search(legal.begin(), legal.end(), m)) out.push_back(m);
    };
    if (o.table) add(Move::pass());
    const auto greedy = greedyPlay(rules, {o.hand, o.table, o.mustPlayThreeOfDiamonds});
    add(greedy ? Move::play(*greedy) : Move::pass());
    add(mediumMove(rules, o, unseenBy(o)));
    for (const Combination& c : planHand(rules, o.hand).components) add(Move::play(c.cards));
    // The lowest two and the highest play of each size and kind.
    std::map<std::pair<int, int>, std::vector<std::pair<SelectionKey, Move>>> groups;
    for (const Move& m : legal) {
        if (m.isPass()) continue;
        const Combination c = rules.classify(m.cards);
        groups[{c.size(), static_cast<int>(c.kind)}].push_back({selectionKey(rules, c), m});
    }
    for (auto& [kind, moves] : groups) {
        std::sort(moves.begin(), moves.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (std::size_t i = 0; i < moves.size() && i < 2; ++i) add(moves[i].second);
        add(moves.back().second);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

game::SearchResult<Move> HardBot::analyse(const Observation& o, cards::Rng& rng) const {
    const std::vector<Move> candidates = searchCandidates(o);
    const CombinationRules rules(o.rules, o.twoDemoted);
    const Move medium = mediumMove(rules, o, unseenBy(o));
    std::optional<game::SearchDefault> preferred;
    const auto it = std::find(candidates.begin(), candidates.end(), medium);
    if (it != candidates.end())
        preferred = game::SearchDefault{static_cast<std::size_t>(it - candidates.begin()), kKeepMediumMargin};

    return game::determinizedSearch<CapsaState>(
        o, candidates, rng, m_budget, sampleWorld,
        [](const CapsaState& s, cards::Rng&) { return mediumMove(s); },
        [this](const CapsaState& s, Seat seat) { return placeValue(m_placeValues, s, seat); }, preferred);
}

Move HardBot::chooseMove(const Observation& o, cards::Rng& rng) {
    // A play that empties the hand ends the search: nothing can be better.
    const CombinationRules rules(o.rules, o.twoDemoted);
    for (const Move& m : CapsaState::legalMovesFor(rules, o.hand, o.table, o.mustPlayThreeOfDiamonds))
        if (m.cards == o.hand) return m;
    return analyse(o, rng).move;
}

} // namespace core::capsa
