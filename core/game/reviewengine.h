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
    /// The worlds of the final measurement (0 when the two moves are the same).
    int worlds = 0;
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

/// The determinized search's verdict on `candidates` (legal moves of the observing seat, to act), with
/// `played` among them; without `played` (a hint) the runner-up is measured against the best.
template <GameState S, class Sample, class Policy, class Evaluate>
Assessment<typename S::Move>
assessBySearch(const typename S::Observation& o, std::vector<typename S::Move> candidates,
               const std::optional<typename S::Move>& played, cards::Rng& rng, const ReviewBudget& budget,
               Sample&& sample, Policy&& policy, Evaluate&& evaluate) {
    using Move = typename S::Move;
    if (played && std::find(candidates.begin(), candidates.end(), *played) == candidates.end())
        candidates.push_back(*played);
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
    std::stable_partition(a.ranking.begin(), a.ranking.end(),
                          [&](const auto& r) { return r.first == a.best; });
    a.played = played ? *played : a.ranking[1].first;

    if (a.played == a.best) {
        a.valueBest = a.valuePlayed = a.ranking.front().second;
        return a;
    }
    const PairedValues paired = pairedEvaluation<S>(
        o, std::vector<Move>{a.best, a.played}, rng, budget.pairedWorlds, budget.select.maxRolloutSteps,
        budget.pairedSteps, budget.minPairedWorlds, sample, policy, evaluate);
    a.valueBest = paired.mean[0];
    a.valuePlayed = paired.mean[1];
    a.stdError = paired.stdErrorVsFirst[1];
    a.worlds = paired.worlds;
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

/// The verdict on one decision: a cost only above the noise, and then the reviewer's reason.
template <GameReviewer R>
void judge(const R& reviewer, const typename R::State::Observation& o,
           const Assessment<typename R::State::Move>& a, cards::Rng& rng, double& cost, Reason& reason) {
    const double gap = a.valueBest - a.valuePlayed;
    cost = 0;
    if (a.played == a.best) {
        reason = Reason(reasons::kBest);
    } else if (gap <= 1e-9 || gap <= kNoiseFactor * a.stdError) {
        reason = Reason(reasons::kClose);
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
        if (deal == target && state.currentSeat() == seat) {
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
        cards::Rng rng(reviewSeed(S::kGameId, seat, p.index, before, p.observation.knownCards()));
        const Assessment<Move> a = reviewer.assess(p.observation, p.played, rng);

        DecisionReview d;
        d.index = p.index;
        d.deal = target;
        d.played = p.played.toString();
        d.best = a.best.toString();
        d.valuePlayed = a.valuePlayed;
        d.valueBest = a.valueBest;
        d.stdError = a.stdError;
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
