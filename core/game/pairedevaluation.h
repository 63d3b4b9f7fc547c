#pragma once
// Paired evaluation of a few moves: the determinized search's rollouts (determinizedsearch.h), without the
// halving, keeping each world's result so the estimate comes with its standard error.
//
// Every move is played in the same sampled worlds with the same rollout seed, so the difference between two
// moves is measured world by world and most of the luck of the deal cancels out: the standard error of a
// difference comes from the spread of the per-world differences, which is far smaller than that of either
// value. The coach uses it to tell a real mistake from noise.

#include "game/determinizedsearch.h"

#include <cmath>
#include <vector>

namespace core::game {

struct PairedValues {
    std::vector<double> mean;            ///< per move, over the worlds
    std::vector<double> stdErrorVsFirst; ///< per move: standard error of mean[0] - mean[i] (0 for the first)
    int worlds = 0;
};

/// Evaluates `moves` (legal moves of the observing seat, which must be the seat to act) in at most `worlds`
/// worlds, and fewer once the rollouts have made `totalSteps` moves (0: no limit; at least `minWorlds` are
/// always played). `sample`, `policy` and `evaluate` as for determinizedSearch(). Deterministic for a given
/// generator state.
template <GameState S, class Sample, class Policy, class Evaluate>
PairedValues pairedEvaluation(const typename S::Observation& observation,
                              const std::vector<typename S::Move>& moves, cards::Rng& rng, int worlds,
                              int maxRolloutSteps, long totalSteps, int minWorlds, Sample&& sample,
                              Policy&& policy, Evaluate&& evaluate) {
    const std::size_t n = moves.size();
    PairedValues out;
    out.mean.assign(n, 0.0);
    out.stdErrorVsFirst.assign(n, 0.0);
    if (n == 0) return out;

    std::vector<std::vector<double>> values(n);
    long steps = 0;
    for (int w = 0; w < worlds; ++w) {
        if (totalSteps > 0 && steps >= totalSteps && w >= minWorlds) break;
        const S world = sampleFrom<S>(sample, observation, rng, steps);
        const std::uint64_t seed = rng.next();
        std::vector<double> row(n, 0.0);
        bool legal = true;
        for (std::size_t i = 0; i < n && legal; ++i) {
            S state = world;
            if (state.apply(moves[i])) {
                legal = false; // not legal in this world (should not happen): the world is left out
                break;
            }
            row[i] = playOut<S>(state, observation.seat, seed, maxRolloutSteps, steps, policy, evaluate);
        }
        if (!legal) continue;
        for (std::size_t i = 0; i < n; ++i) values[i].push_back(row[i]);
        ++out.worlds;
    }

    const int m = out.worlds;
    if (m == 0) return out;
    for (std::size_t i = 0; i < n; ++i) {
        double sum = 0;
        for (double v : values[i]) sum += v;
        out.mean[i] = sum / m;
    }
    if (m < 2) return out;
    for (std::size_t i = 1; i < n; ++i) {
        const double meanDiff = out.mean[0] - out.mean[i];
        double squares = 0;
        for (int w = 0; w < m; ++w) {
            const double d = values[0][static_cast<std::size_t>(w)] - values[i][static_cast<std::size_t>(w)];
            squares += (d - meanDiff) * (d - meanDiff);
        }
        out.stdErrorVsFirst[i] = std::sqrt(squares / (m - 1) / m);
    }
    return out;
}

} // namespace core::game
