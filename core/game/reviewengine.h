#pragma once
// The coach's engine, written once for every game (the data it produces is in review.h).
//
// A game supplies a reviewer:
//   struct R {
//       using State = ...;                        // a GameState
//       static constexpr ReviewUnit kUnit = ...;
//       bool isDecision(const Observation&, const Move& played) const;  // a real choice worth reviewing
//       Assessment<Move> assess(const Observation&, const std::optional<Move>& played, cards::Rng&) const;
//       Reason explain(const Observation&, const Move& played, const Move& best,
//                      const Assessment<Move>&, cards::Rng&) const;      // why `played` is worse
//   };
// reviewMoves() replays the moves from the start state, and at each decision of the reviewed seat in the
// chosen deal hands the reviewer only that seat's observation and a generator seeded from it (reviewSeed).
// A move whose shortfall is within kNoiseFactor standard errors of the best is not a mistake.
//
// assessBySearch() is the evaluator of the games with a determinized search (Capsa, Empat Satu, Canasta), in
// two stages so the cost is not inflated by luck: the search (with its successive halving) picks the best of
// the candidates; fresh worlds, the same for both moves, then measure the best against the move played. A
// winner picked and measured on the same worlds would look better than it is.

#include "game/determinizedsearch.h"
#include "game/gamerecord.h"
#include "game/pairedevaluation.h"
#include "game/review.h"

#include <algorithm>
#include <cmath>
#include <concepts>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace core::game {

/// What a game's evaluator found at one decision.
template <class Move>
struct Assessment {
    Move best{};
    /// The move compared with the best: the one played, or for a hint the runner-up.
    Move played{};
    double valueBest = 0;
    double valuePlayed = 0;
    double stdError = 0; ///< of valueBest - valuePlayed
    /// The moves weighed with their values, best first.
    std::vector<std::pair<Move, double>> ranking;
    /// The worlds of the final measurement, all estimates pooled (0 when the two moves are the same).
    int worlds = 0;
    /// Independent estimates of the gap behind the verdict (0: one estimate judged by kNoiseFactor alone).
    int estimates = 0;
    /// With estimates > 0: whether the gap held on a second, independent estimate, or the sequential test
    /// over more worlds separated the moves. Only then is the move played a mistake.
    bool separated = false;
};

template <class R>
concept GameReviewer = GameState<typename R::State> &&
    requires(const R& r, const typename R::State::Observation& o, const typename R::State::Move& m,
             const std::optional<typename R::State::Move>& played, cards::Rng& rng,
             const Assessment<typename R::State::Move>& a) {
    { R::kUnit } -> std::convertible_to<ReviewUnit>;
    { r.isDecision(o, m) } -> std::same_as<bool>;
    { r.assess(o, played, rng) } -> std::same_as<Assessment<typename R::State::Move>>;
    { r.explain(o, m, m, a, rng) } -> std::same_as<Reason>;
};

/// The two stages' budgets.
struct ReviewBudget {
    SearchBudget select;   ///< the search that picks the best candidate
    int pairedWorlds = 64; ///< worlds of the paired measurement, at most
    long pairedSteps = 0;  ///< rollout moves of the paired measurement (0: no limit)
    int minPairedWorlds = 8;
    /// The sequential test's batches: worlds added where the first two estimates disagree or the first is
    /// close, as a multiple of pairedWorlds, in `extensions` batches at most.
    double extensionFactor = 4.0;
    int extensions = 1;
    /// A first estimate that favours the other move by more than this many standard errors is not followed
    /// with more worlds (0: one that favours the best move without being clear is followed, no other).
    double dropFactor = 0;

    /// Every budget times `effort` (at least a few worlds remain).
    ReviewBudget scaled(double effort) const {
        ReviewBudget b = *this;
        const auto scale = [effort](long v) { return std::max(1L, static_cast<long>(v * effort + 0.5)); };
        b.select.worlds = static_cast<int>(std::max(4L, scale(select.worlds)));
        if (select.totalSteps > 0) b.select.totalSteps = scale(select.totalSteps);
        b.pairedWorlds = static_cast<int>(std::max(4L, scale(pairedWorlds)));
        if (pairedSteps > 0) b.pairedSteps = scale(pairedSteps);
        b.minPairedWorlds = std::min(minPairedWorlds, b.pairedWorlds);
        return b;
    }
};

/// The z of the sequential test's looks after added worlds: with several looks at the data (the first
/// estimate, the second, each batch of added worlds) a gap must clear a higher bar than kNoiseFactor for
/// about the same chance of a false alarm.
inline constexpr double kSequentialFactor = 2.5;
/// After a batch of added worlds, another batch only while the pooled gap stays above this many standard
/// errors: below it, more worlds would rarely lift it over kSequentialFactor.
inline constexpr double kContinueFactor = 1.5;
/// The z of a two-sided 95% interval.
inline constexpr double kInterval95 = 1.96;

/// A gap estimate: the mean of best minus other over `worlds` paired worlds, with its standard error.
struct GapEstimate {
    double best = 0;  ///< mean value of the best move
    double other = 0; ///< mean value of the other move
    double stdError = 0;
    int worlds = 0;

    double gap() const { return best - other; }
    /// Clearly above the noise: more than kNoiseFactor standard errors (an exact difference counts).
    bool clear() const { return gap() > 1e-9 && gap() > kNoiseFactor * stdError; }
};

/// Independent estimates pooled by their worlds (the standard error of a weighted mean of independent means).
inline GapEstimate pooled(const std::vector<GapEstimate>& parts) {
    GapEstimate out;
    double variance = 0;
    for (const GapEstimate& p : parts) out.worlds += p.worlds;
    if (out.worlds == 0) return out;
    for (const GapEstimate& p : parts) {
        const double w = double(p.worlds) / out.worlds;
        out.best += w * p.best;
        out.other += w * p.other;
        variance += w * w * p.stdError * p.stdError;
    }
    out.stdError = std::sqrt(variance);
    return out;
}

/// The stable comparison of `best` against `other` (both legal for the observing seat): a first estimate
/// over fresh paired worlds; where it is clear, a second over other fresh worlds must confirm it; where the
/// two disagree, or the first is close (its gap above 0, or above -budget.dropFactor standard errors, and
/// not clear), a sequential test adds worlds in batches (budget.extensions at most): the moves are separated
/// as soon as the pooled gap clears kSequentialFactor standard errors, and the test stops without separating
/// them once it falls to kContinueFactor or below. The worlds come from `rng` in turn, so the estimates are
/// independent and the whole deterministic.
template <GameState S, class Sample, class Policy, class Evaluate>
std::pair<GapEstimate, bool> stableGap(const typename S::Observation& o, const typename S::Move& best,
                                       const typename S::Move& other, cards::Rng& rng,
                                       const ReviewBudget& budget, int& estimates, Sample& sample,
                                       Policy& policy, Evaluate& evaluate) {
    using Move = typename S::Move;
    const auto measure = [&](int worlds, long steps) {
        const PairedValues p =
            pairedEvaluation<S>(o, std::vector<Move>{best, other}, rng, worlds, budget.select.maxRolloutSteps,
                                steps, std::min(budget.minPairedWorlds, worlds), sample, policy, evaluate);
        ++estimates;
        return GapEstimate{p.mean[0], p.mean[1], p.stdErrorVsFirst[1], p.worlds};
    };
    std::vector<GapEstimate> parts{measure(budget.pairedWorlds, budget.pairedSteps)};
    const GapEstimate first = parts.front();
    if (first.clear()) {
        parts.push_back(measure(budget.pairedWorlds, budget.pairedSteps));
        if (parts.back().clear()) return {pooled(parts), true};
    } else if (first.gap() <= 1e-9 - budget.dropFactor * first.stdError) {
        return {first, false}; // the other move did as well or better: nothing to test
    }
    const int more = std::max(4, static_cast<int>(budget.pairedWorlds * budget.extensionFactor + 0.5));
    const long moreSteps =
        budget.pairedSteps > 0 ? static_cast<long>(budget.pairedSteps * budget.extensionFactor + 0.5) : 0;
    GapEstimate all;
    for (int batch = 0; batch < std::max(1, budget.extensions); ++batch) {
        parts.push_back(measure(more, moreSteps));
        all = pooled(parts);
        if (all.gap() > 1e-9 && all.gap() > kSequentialFactor * all.stdError) return {all, true};
        if (all.gap() <= kContinueFactor * all.stdError) break;
    }
    return {all, false};
}

/// The determinized search's verdict on `candidates` (legal moves of the observing seat, to act), with
/// `played` among them; without `played` (a hint) the runner-up is measured against the best.
///
/// `anchor`, when given, is the move a strong player makes by principle (in Empat Satu the discard that
/// keeps the best four): the search's pick replaces it only when it beats it on the stable comparison, so
/// a move that looks better on noise is never preferred to it.
template <GameState S, class Sample, class Policy, class Evaluate>
Assessment<typename S::Move>
assessBySearch(const typename S::Observation& o, std::vector<typename S::Move> candidates,
               const std::optional<typename S::Move>& played, cards::Rng& rng, const ReviewBudget& budget,
               Sample&& sample, Policy&& policy, Evaluate&& evaluate,
               const std::optional<typename S::Move>& anchor = std::nullopt) {
    using Move = typename S::Move;
    if (played && std::find(candidates.begin(), candidates.end(), *played) == candidates.end())
        candidates.push_back(*played);
    if (anchor && std::find(candidates.begin(), candidates.end(), *anchor) == candidates.end())
        candidates.push_back(*anchor);
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());

    Assessment<Move> a;
    if (candidates.empty()) return a;
    if (candidates.size() == 1) {
        a.best = a.played = candidates.front();
        a.ranking = {{a.best, 0.0}};
        return a;
    }

    const SearchResult<Move> search =
        determinizedSearch<S>(o, candidates, rng, budget.select, sample, policy, evaluate);
    // The moves that survived the halving longest first, then by their mean.
    std::vector<std::size_t> order(candidates.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
        if (search.rollouts[x] != search.rollouts[y]) return search.rollouts[x] > search.rollouts[y];
        return search.meanValue[x] > search.meanValue[y];
    });
    for (std::size_t i : order) a.ranking.emplace_back(candidates[i], search.meanValue[i]);
    a.best = search.move;
    if (anchor && a.best != *anchor) {
        // The search's pick must beat the anchor on the stable comparison to replace it.
        int looks = 0;
        if (!stableGap<S>(o, a.best, *anchor, rng, budget, looks, sample, policy, evaluate).second)
            a.best = *anchor;
    }
    std::stable_partition(a.ranking.begin(), a.ranking.end(),
                          [&](const auto& r) { return r.first == a.best; });
    a.played = played ? *played : a.ranking[1].first;

    if (a.played == a.best) {
        a.valueBest = a.valuePlayed = a.ranking.front().second;
        return a;
    }
    const auto [gap, separated] =
        stableGap<S>(o, a.best, a.played, rng, budget, a.estimates, sample, policy, evaluate);
    a.valueBest = gap.best;
    a.valuePlayed = gap.other;
    a.stdError = gap.stdError;
    a.worlds = gap.worlds;
    a.separated = separated;
    return a;
}

namespace detail {

template <class Move>
std::vector<RankedMove> rankedMoves(const Assessment<Move>& a, std::size_t count = 4) {
    std::vector<RankedMove> out;
    for (std::size_t i = 0; i < a.ranking.size() && i < count; ++i)
        out.push_back({a.ranking[i].first.toString(), a.ranking[i].second});
    return out;
}

/// Why the move compared is about as good as the best: the gap and its 95% margin over the worlds measured,
/// or the reviewer's own reason for a close call when it has one (closeReason(o, a), a code that says why
/// in the game's terms, carrying the same figures).
template <GameReviewer R>
Reason closeReason(const R& reviewer, const typename R::State::Observation& o,
                   const Assessment<typename R::State::Move>& a) {
    Reason reason(reasons::kClose);
    if constexpr (requires { reviewer.closeReason(o, a); }) {
        if (std::optional<Reason> own = reviewer.closeReason(o, a)) reason = std::move(*own);
    }
    if (a.worlds > 0)
        reason.withAmount("gain", a.valueBest - a.valuePlayed)
            .withAmount("margin", kInterval95 * a.stdError)
            .withCount("worlds", a.worlds)
            .withWord("unit", unitId(R::kUnit));
    return reason;
}

/// The verdict on one decision: a cost only above the noise, and then the reviewer's reason.
template <GameReviewer R>
void judge(const R& reviewer, const typename R::State::Observation& o,
           const Assessment<typename R::State::Move>& a, cards::Rng& rng, double& cost, Reason& reason) {
    const double gap = a.valueBest - a.valuePlayed;
    cost = 0;
    const bool close =
        a.estimates > 0 ? !a.separated || gap <= 1e-9 : gap <= 1e-9 || gap <= kNoiseFactor * a.stdError;
    if (a.played == a.best) {
        reason = Reason(reasons::kBest);
    } else if (close) {
        reason = closeReason(reviewer, o, a);
    } else {
        cost = gap;
        reason = reviewer.explain(o, a.played, a.best, a, rng);
    }
}

} // namespace detail

/// Reviews `seat`'s decisions in one deal of the game that starts at `start` and goes on with `moves` (the
/// texts of a record, kNextDealMove between deals). Errors for a seat out of range, a deal that does not
/// exist, a move that cannot be read or is refused, and cancellation.
template <GameReviewer R>
ReviewOutcome reviewMoves(const R& reviewer, const typename R::State& start,
                          const std::vector<std::string>& moves, Seat seat,
                          const ReviewOptions& options = {}) {
    using S = typename R::State;
    using Move = typename S::Move;
    const auto fail = [](ReviewError::Kind kind, std::string detail) {
        return ReviewOutcome{std::nullopt, ReviewError{kind, std::move(detail)}};
    };
    if (seat < 0 || seat >= start.seatCount())
        return fail(ReviewError::Kind::SeatOutOfRange, std::to_string(seat));
    const int lastDeal = static_cast<int>(std::count(moves.begin(), moves.end(), std::string(kNextDealMove)));
    const int target = options.deal < 0 ? lastDeal : options.deal;
    if (target > lastDeal) return fail(ReviewError::Kind::NoSuchDeal, std::to_string(options.deal));

    struct Pending {
        int index;
        typename S::Observation observation;
        Move played;
    };
    std::vector<Pending> pending;
    S state = start;
    int deal = 0;
    for (int i = 0; i < static_cast<int>(moves.size()); ++i) {
        const std::string& text = moves[static_cast<std::size_t>(i)];
        const std::string where = "move " + std::to_string(i + 1) + " ('" + text + "')";
        if (text == kNextDealMove) {
            if (!state.startNextDeal())
                return fail(ReviewError::Kind::Replay, where + " starts a deal too early");
            ++deal;
            continue;
        }
        const std::optional<Move> move = Move::parse(text);
        if (!move) return fail(ReviewError::Kind::Replay, where + " cannot be read");
        if (deal == target && state.currentSeat() == seat && (options.move < 0 || options.move == i)) {
            auto observation = state.observation(seat);
            if (reviewer.isDecision(observation, *move))
                pending.push_back({i, std::move(observation), *move});
        }
        if (state.apply(*move)) return fail(ReviewError::Kind::Replay, where + " is not allowed");
    }

    DealReview review;
    review.game = std::string(S::kGameId);
    review.seat = seat;
    review.deal = target;
    review.unit = R::kUnit;
    const int total = static_cast<int>(pending.size());
    for (int k = 0; k < total; ++k) {
        if (options.cancelled && options.cancelled()) return fail(ReviewError::Kind::Cancelled, {});
        const Pending& p = pending[static_cast<std::size_t>(k)];
        const std::vector<std::string> before(moves.begin(), moves.begin() + p.index);
        const std::uint64_t seed = reviewSeed(S::kGameId, seat, p.index, before, p.observation.knownCards());
        cards::Rng rng(options.salt == 0 ? seed : seed ^ (options.salt * 0x9E3779B97F4A7C15ULL));
        const Assessment<Move> a = reviewer.assess(p.observation, p.played, rng);

        DecisionReview d;
        d.index = p.index;
        d.deal = target;
        d.played = p.played.toString();
        d.best = a.best.toString();
        d.valuePlayed = a.valuePlayed;
        d.valueBest = a.valueBest;
        d.stdError = a.stdError;
        d.costLow = a.valueBest - a.valuePlayed - kInterval95 * a.stdError;
        d.costHigh = a.valueBest - a.valuePlayed + kInterval95 * a.stdError;
        detail::judge(reviewer, p.observation, a, rng, d.cost, d.reason);
        d.alternatives = detail::rankedMoves(a);
        review.decisions.push_back(std::move(d));
        if (options.progress) options.progress(k + 1, total);
    }
    return ReviewOutcome{std::move(review), std::nullopt};
}

/// The hint for `seat`, which must be the seat to act after `moves` (from `start`): the best move, and why
/// the runner-up is worse. Seeded like a review of that decision, so a hint and a later review agree.
template <GameReviewer R>
HintOutcome hintAfter(const R& reviewer, const typename R::State& start,
                      const std::vector<std::string>& moves, Seat seat) {
    using S = typename R::State;
    using Move = typename S::Move;
    const auto fail = [](ReviewError::Kind kind, std::string detail) {
        return HintOutcome{std::nullopt, ReviewError{kind, std::move(detail)}};
    };
    if (seat < 0 || seat >= start.seatCount())
        return fail(ReviewError::Kind::SeatOutOfRange, std::to_string(seat));
    S state = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string where = "move " + std::to_string(i + 1) + " ('" + moves[i] + "')";
        if (moves[i] == kNextDealMove) {
            if (!state.startNextDeal())
                return fail(ReviewError::Kind::Replay, where + " starts a deal too early");
            continue;
        }
        const std::optional<Move> move = Move::parse(moves[i]);
        if (!move) return fail(ReviewError::Kind::Replay, where + " cannot be read");
        if (state.apply(*move)) return fail(ReviewError::Kind::Replay, where + " is not allowed");
    }
    if (state.currentSeat() != seat) return fail(ReviewError::Kind::NotToAct, std::to_string(seat));

    const auto observation = state.observation(seat);
    cards::Rng rng(
        reviewSeed(S::kGameId, seat, static_cast<int>(moves.size()), moves, observation.knownCards()));
    const Assessment<Move> a = reviewer.assess(observation, std::nullopt, rng);
    Hint hint;
    hint.unit = R::kUnit;
    hint.move = a.best.toString();
    hint.value = a.valueBest;
    if (a.played != a.best) {
        hint.alternative = a.played.toString();
        hint.alternativeValue = a.valuePlayed;
        hint.stdError = a.stdError;
        double cost = 0;
        detail::judge(reviewer, observation, a, rng, cost, hint.reason);
    } else {
        hint.reason = Reason(reasons::kBest);
    }
    return HintOutcome{std::move(hint), std::nullopt};
}

} // namespace core::game
