#pragma once
// Determinized search ("perfect-information Monte Carlo"), written once for every game.
//
// The searching seat only has its observation. For each of `worlds` samples of the hidden cards consistent
// with it (the game's determinize(), or a smarter sampler that also weighs what the opponents' actions
// suggest), every candidate move is tried and the deal is played on with a fast policy for all seats; the
// move with the best mean result wins. Candidates are narrowed by successive halving so the budget goes to
// the moves that matter. The same world and the same rollout seed are used for every candidate (common random
// numbers), so differences come from the moves, not from luck. Deterministic for a given generator state and
// budget.

#include "cards/rng.h"
#include "game/gamestate.h"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace core::game {

struct SearchBudget {
    int worlds = 32;          ///< determinizations at most
    int rolloutsPerWorld = 1; ///< rollouts of each surviving candidate in each world
    int maxRolloutSteps = 2000;
    int halvingRounds = 3; ///< the worlds are split into this many rounds; after each, the worse half goes
    /// Moves played in all rollouts together (0: no limit). Bounds the thinking time whatever the phase of
    /// the deal, and stays deterministic, unlike a clock.
    long totalSteps = 0;
};

/// A candidate the search keeps to unless another is clearly better, typically the rule policy's own choice:
/// with few worlds the means are noisy, and a move that only looks better by chance costs more than it gains.
/// The halving rounds never cut it, and another move replaces it only with a mean higher by `margin`.
struct SearchDefault {
    std::size_t candidate = 0;
    double margin = 0.0;
};

template <class Move>
struct SearchResult {
    Move move{};
    std::vector<Move> candidates;
    std::vector<double> meanValue; ///< per candidate, over the rollouts it received
    std::vector<int> rollouts;     ///< per candidate
    int totalRollouts = 0;
};

/// A world for `observation` from the sampler, in either of the two forms determinizedSearch() accepts; a
/// sampler that counts its own work adds it to `steps`.
template <GameState S, class Sample>
S sampleFrom(Sample& sample, const typename S::Observation& observation, cards::Rng& rng, long& steps) {
    if constexpr (std::is_invocable_v<Sample&, const typename S::Observation&, cards::Rng&, long&>)
        return sample(observation, rng, steps);
    else
        return sample(observation, rng);
}

namespace detail {
template <GameState S, class Policy, class Evaluate>
double playOutValue(S state, Seat seat, std::uint64_t seed, int maxSteps, long& steps, Policy& policy,
                    Evaluate& evaluate) {
    cards::Rng rolloutRng(seed);
    for (int step = 0; step < maxSteps; ++step, ++steps) {
        if (auto value = evaluate(std::as_const(state), seat)) return *value;
        if (state.isDealOver()) break;
        typename S::Move move = [&] {
            if constexpr (std::is_invocable_v<Policy&, const S&, cards::Rng&, long&>)
                return policy(std::as_const(state), rolloutRng, steps);
            else
                return policy(std::as_const(state), rolloutRng);
        }();
        if (state.apply(move)) break; // a policy bug: stop this rollout
    }
    if (auto value = evaluate(std::as_const(state), seat)) return *value;
    return 0.0;
}
} // namespace detail

/// Plays `state` on with `policy` for every seat, from a generator seeded with `seed`, until `evaluate`
/// gives `seat`'s value (at the latest when the deal is over; 0 if it never does within `maxSteps` moves).
/// Every move played adds one to `steps` (a policy that counts its own work adds more). A policy object
/// with a member `rolloutEnded(double value)` is then told the value, so it can learn from one rollout for
/// the next (as Capsa's Hard bot does to share its seat's first decisions between worlds).
template <GameState S, class Policy, class Evaluate>
double playOut(S state, Seat seat, std::uint64_t seed, int maxSteps, long& steps, Policy& policy,
               Evaluate& evaluate) {
    const double value =
        detail::playOutValue<S>(std::move(state), seat, seed, maxSteps, steps, policy, evaluate);
    if constexpr (requires { policy.rolloutEnded(value); }) policy.rolloutEnded(value);
    return value;
}

/// Searches `candidates` (legal moves of the observing seat, which must be the seat to act).
///  - `sample(observation, rng) -> S`: a full state consistent with the observation; or
///    `sample(observation, rng, steps) -> S` for a sampler whose own work counts against the step budget
///    (it adds to `steps` what it did, in units comparable to a rollout move);
///  - `policy(const S&, rng) -> Move`: the fast rollout move for the seat to act in a full state; or
///    `policy(const S&, rng, steps) -> Move` for a policy whose cost varies a lot from move to move, which
///    adds its work beyond the one step each move already counts (a policy that learns from its
///    rollouts: see playOut);
///  - `evaluate(const S&, Seat) -> std::optional<double>`: the searching seat's value once the rollout may
///  stop
///    (at the latest when the deal is over), else std::nullopt;
///  - `preferred`: a candidate to keep unless another is clearly better (see SearchDefault).
template <GameState S, class Sample, class Policy, class Evaluate>
SearchResult<typename S::Move> determinizedSearch(const typename S::Observation& observation,
                                                  const std::vector<typename S::Move>& candidates,
                                                  cards::Rng& rng, const SearchBudget& budget,
                                                  Sample&& sample, Policy&& policy, Evaluate&& evaluate,
                                                  std::optional<SearchDefault> preferred = std::nullopt) {
    using Move = typename S::Move;
    SearchResult<Move> result;
    result.candidates = candidates;
    const std::size_t n = candidates.size();
    result.meanValue.assign(n, 0.0);
    result.rollouts.assign(n, 0);
    if (n == 0) return result;
    result.move = candidates.front();
    if (n == 1) return result;

    const Seat seat = observation.seat;
    std::vector<double> total(n, 0.0);
    std::vector<std::size_t> alive(n);
    std::iota(alive.begin(), alive.end(), std::size_t{0});

    long steps = 0;
    const auto rollout = [&](const S& state, std::uint64_t seed) {
        return playOut<S>(state, seat, seed, budget.maxRolloutSteps, steps, policy, evaluate);
    };

    const int rounds = std::max(1, budget.halvingRounds);
    int worldsDone = 0;
    for (int round = 0; round < rounds; ++round) {
        const int worldsThisRound = (budget.worlds * (round + 1)) / rounds - worldsDone;
        const long stepLimit = budget.totalSteps * (round + 1) / rounds;
        for (int w = 0; w < worldsThisRound; ++w) {
            if (budget.totalSteps > 0 && steps >= stepLimit && w > 0) break;
            const S world = sampleFrom<S>(sample, observation, rng, steps);
            const std::uint64_t seed = rng.next();
            for (std::size_t i : alive) {
                S state = world;
                if (state.apply(candidates[i])) continue; // not legal in this world (should not happen)
                for (int r = 0; r < budget.rolloutsPerWorld; ++r) {
                    total[i] += rollout(state, seed + static_cast<std::uint64_t>(r));
                    ++result.rollouts[i];
                    ++result.totalRollouts;
                }
            }
        }
        worldsDone += worldsThisRound;
        if (round + 1 < rounds && alive.size() > 2) {
            std::stable_sort(alive.begin(), alive.end(), [&](std::size_t a, std::size_t b) {
                return total[a] / std::max(1, result.rollouts[a]) >
                       total[b] / std::max(1, result.rollouts[b]);
            });
            alive.resize((alive.size() + 1) / 2);
            if (preferred && std::find(alive.begin(), alive.end(), preferred->candidate) == alive.end())
                alive.push_back(preferred->candidate);
            std::sort(alive.begin(), alive.end());
        }
    }

    for (std::size_t i = 0; i < n; ++i)
        result.meanValue[i] = result.rollouts[i] ? total[i] / result.rollouts[i] : 0.0;
    std::size_t best = alive.front();
    for (std::size_t i : alive)
        if (result.meanValue[i] > result.meanValue[best]) best = i;
    if (preferred && preferred->candidate < n && best != preferred->candidate &&
        result.meanValue[best] < result.meanValue[preferred->candidate] + preferred->margin)
        best = preferred->candidate;

    result.move = candidates[best];
    return result;
}

} // namespace core::game
