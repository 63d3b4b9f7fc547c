#include "holdem/review.h"

#include "holdem/bots/betting.h"
#include "holdem/bots/pushfoldplay.h"
#include "holdem/outs.h"
#include "holdem/ranges/rangepricing.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace core::holdem {

using game::Reason;

namespace {

/// Showdowns sampled per decision at effort 1 against several opponents, over all batches (a hand's
/// review: well under a second).
constexpr int kSamples = 40000;

/// The smallest standard error a difference is given, in big blinds (see assess).
constexpr double kModelError = 0.1;

bool isBet(const Move& m) {
    return m.kind == Move::Kind::Raise || m.kind == Move::Kind::AllIn;
}

double percent(double share) {
    return 100.0 * share;
}

/// Opponents who may still act on this street after `me` calls (a big blind's option included).
int playersStillToAct(const PublicTable& t, Seat me) {
    int n = 0;
    for (Seat s = 0; s < t.seats(); ++s)
        if (s != me && t.needsToAct(s)) ++n;
    return n;
}

int totalOf(const PublicTable& t, Seat me, const Move& m) {
    return m.kind == Move::Kind::AllIn ? t.allInTotal(me) : m.amount;
}

/// Range text short enough for a sentence: its first kRangeParts runs of classes, then "...".
constexpr std::size_t kRangeParts = 8;

std::string shortRange(const std::string& text) {
    std::size_t at = 0;
    for (std::size_t part = 0; part < kRangeParts; ++part) {
        at = text.find(", ", at);
        if (at == std::string::npos) return text;
        at += 2;
    }
    return text.substr(0, at) + "...";
}

/// The range an equity is taken against, for the words.
Reason& withRange(Reason& r, const PricedDecision& d) {
    if (d.main == game::kNoSeat) return r;
    const bool any = d.summary.anyTwo || d.mainLoose >= 0.5;
    return r.withSeat("seat", d.main)
        .withWord("hands", rangeLabelId(d.label))
        .withWord("range", any ? std::string("any") : shortRange(d.summary.text))
        .withCount("opponents", d.opponents);
}

} // namespace

HoldemReviewer::HoldemReviewer(double effort)
    : m_samples(std::max(kPricingBatches * 50, static_cast<int>(kSamples * effort))) {}

bool HoldemReviewer::isDecision(const Observation& o, const Move&) const {
    return o.myTurn() && o.legalMoves().size() > 1;
}

std::vector<Move> HoldemReviewer::candidates(const Observation& o) {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const int toCall = std::min(t.toCall(me), t.stack[me]);
    std::vector<Move> moves;
    // The push/fold chart's spot (15 big blinds or less, blind against blind): the chart's two moves.
    if (const auto spot = pushFoldSpot(t); spot && spot->role == PushFoldSpot::Role::Push && toCall > 0)
        return {Move::fold(), Move::allIn()};
    if (toCall == 0) {
        moves.push_back(Move::check());
    } else {
        moves.push_back(Move::fold());
        moves.push_back(Move::call());
    }
    if (!t.raiseRefusal(me)) {
        std::vector<double> fractions{0.5, 0.75, 1.0};
        if (t.street != Street::Preflop && toCall == 0) {
            fractions.push_back(0.33);
            fractions.push_back(1.5);
        }
        for (double f : fractions) moves.push_back(potRaise(t, f));
        if (t.street == Street::Preflop) {
            const int bb = t.blinds.bigBlind;
            moves.push_back(raiseTo(t, t.level <= bb ? 3 * bb : 3 * t.level));
        }
        if (allInWorthWeighing(t)) moves.push_back(Move::allIn()); // as the Hard bot weighs it
    }
    std::erase_if(moves, [&](const Move& m) { return t.check(m).has_value(); });
    std::sort(moves.begin(), moves.end());
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    return moves;
}

game::Assessment<Move> HoldemReviewer::assess(const Observation& o, const std::optional<Move>& played,
                                              cards::Rng& rng) const {
    std::vector<Move> moves = candidates(o);
    if (played && std::find(moves.begin(), moves.end(), *played) == moves.end()) moves.push_back(*played);
    std::sort(moves.begin(), moves.end());
    const PricedDecision d = priceDecision(o, moves, rng, m_samples);
    const double bb = std::max(1, o.table.blinds.bigBlind);

    std::vector<std::size_t> order(moves.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Best first; equal values keep the cheaper, more passive move first.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return d.moves[a].chips > d.moves[b].chips + 1e-9;
    });
    game::Assessment<Move> a;
    for (std::size_t i : order) a.ranking.emplace_back(moves[i], d.moves[i].chips / bb);
    const std::size_t best = order.front();
    a.best = moves[best];
    std::size_t other = order.size() > 1 ? order[1] : best;
    if (played)
        other = static_cast<std::size_t>(std::find(moves.begin(), moves.end(), *played) - moves.begin());
    a.played = moves[other];
    a.valueBest = d.moves[best].chips / bb;
    a.valuePlayed = d.moves[other].chips / bb;
    a.worlds = kPricingBatches;
    // The prices are a model's: differences within a tenth of a big blind either way are not told apart.
    if (other != best) a.stdError = kModelError;
    if (other != best && !d.exact) {
        constexpr int k = kPricingBatches;
        double mean = 0, squares = 0;
        std::vector<double> diff(k);
        for (int b = 0; b < k; ++b) {
            const auto u = static_cast<std::size_t>(b);
            diff[u] = (d.batches[best][u] - d.batches[other][u]) / bb;
            mean += diff[u] / k;
        }
        for (double x : diff) squares += (x - mean) * (x - mean);
        a.stdError = std::max(kModelError, std::sqrt(squares / (k - 1) / k));
    }
    return a;
}

Reason HoldemReviewer::explain(const Observation& o, const Move& played, const Move& best,
                               const game::Assessment<Move>& a, cards::Rng& rng) const {
    using MK = Move::Kind;
    const PublicTable& t = o.table;
    const PricedDecision d = priceDecision(o, {played, best}, rng, m_samples);
    const PricedMove& p = d.moves[0];
    const auto odds = [&](std::string_view code) {
        Reason r(code);
        r.withAmount("call", d.toCall)
            .withAmount("pot", d.pot)
            .withPercent("equity", percent(d.equity))
            .withPercent("needed", percent(d.needed()))
            .withPercent("price", percent(potOdds(d.toCall, d.pot)))
            .withCount("behind", playersStillToAct(t, o.seat));
        return withRange(r, d);
    };
    if (played.kind == MK::Call && best.kind == MK::Fold) return odds(reasons::kCallsWithoutOdds);
    if (played.kind == MK::Fold && best.kind == MK::Call) return odds(reasons::kFoldsWithOdds);
    if (played.kind == MK::Fold && isBet(best)) {
        Reason r(reasons::kFoldsStrong);
        r.withPercent("equity", percent(d.equity));
        return withRange(r, d);
    }
    if (isBet(played) && !isBet(best)) {
        Reason r(reasons::kBetsWithoutEquity);
        r.withAmount("amount", totalOf(t, o.seat, played))
            .withPercent("equity", percent(p.calledShare))
            .withPercent("fold", percent(p.foldAll));
        return withRange(r, d);
    }
    if (!isBet(played) && isBet(best)) {
        Reason r(reasons::kMissesValue);
        r.withWord("action", played.kind == MK::Call ? "call" : "check")
            .withPercent("equity", percent(d.equity))
            .withAmount("amount", totalOf(t, o.seat, best));
        return withRange(r, d);
    }
    if (isBet(played) && isBet(best)) {
        const int mine = totalOf(t, o.seat, played), better = totalOf(t, o.seat, best);
        return Reason(mine > better ? reasons::kBetsTooBig : reasons::kBetsTooSmall)
            .withAmount("amount", mine)
            .withAmount("better", better);
    }
    return Reason(game::reasons::kBetter)
        .withAmount("gain", a.valueBest - a.valuePlayed)
        .withWord("unit", game::unitId(kUnit));
}

} // namespace core::holdem
