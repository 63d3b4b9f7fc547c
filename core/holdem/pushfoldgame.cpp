#include "holdem/pushfoldgame.h"

#include "holdem/handvshand.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>

namespace core::holdem {

namespace {

constexpr auto kClasses = static_cast<std::size_t>(kHandClasses);
// Ordered deals of two disjoint combinations.
constexpr double kDeals = 1326.0 * 1225.0;

// Solves the square system a x = b (row-major a) by elimination with partial pivoting; nothing when it is
// singular.
std::optional<std::vector<double>> solveLinear(std::vector<double> a, std::vector<double> b) {
    const std::size_t n = b.size();
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < n; ++r)
            if (std::abs(a[r * n + col]) > std::abs(a[pivot * n + col])) pivot = r;
        if (std::abs(a[pivot * n + col]) < 1e-12) return std::nullopt;
        if (pivot != col) {
            for (std::size_t k = 0; k < n; ++k) std::swap(a[col * n + k], a[pivot * n + k]);
            std::swap(b[col], b[pivot]);
        }
        for (std::size_t r = 0; r < n; ++r) {
            if (r == col) continue;
            const double f = a[r * n + col] / a[col * n + col];
            for (std::size_t k = col; k < n; ++k) a[r * n + k] -= f * a[col * n + k];
            b[r] -= f * b[col];
        }
    }
    for (std::size_t r = 0; r < n; ++r) b[r] /= a[r * n + r];
    return b;
}

} // namespace

PushFoldGame::PushFoldGame(double stack, const ClassEquity& table)
    : m_stack(stack)
    , m_change(kClasses * kClasses) {
    for (std::size_t i = 0; i < kClasses; ++i) {
        for (std::size_t j = 0; j < kClasses; ++j) {
            const double pairs = table.pairs[i][j];
            m_pairs[i][j] = pairs;
            m_sb[i] += pairs;
            m_change[i * kClasses + j] =
                stack * table.halfPoints[i][j] / kHeadsUpBoards - (stack + 1) * pairs;
        }
    }
}

ClassFrequencies PushFoldGame::pushTotals(const ClassFrequencies& call) const {
    ClassFrequencies out{};
    for (std::size_t i = 0; i < kClasses; ++i) {
        const double* row = &m_change[i * kClasses];
        double sum = 1.5 * m_sb[i];
        for (std::size_t j = 0; j < kClasses; ++j) sum += call[j] * row[j];
        out[i] = sum;
    }
    return out;
}

ClassFrequencies PushFoldGame::callTotals(const ClassFrequencies& push) const {
    ClassFrequencies out{};
    for (std::size_t i = 0; i < kClasses; ++i) {
        if (push[i] == 0) continue;
        const double* row = &m_change[i * kClasses];
        for (std::size_t j = 0; j < kClasses; ++j) out[j] -= push[i] * row[j];
    }
    return out;
}

double PushFoldGame::smallBlindValue(const PushFoldStrategy& s) const {
    const auto totals = pushTotals(s.call);
    double sum = 0;
    for (std::size_t i = 0; i < kClasses; ++i) sum += s.push[i] * totals[i];
    return -0.5 + sum / kDeals;
}

ClassFrequencies PushFoldGame::pushGains(const ClassFrequencies& call) const {
    auto out = pushTotals(call);
    for (std::size_t i = 0; i < kClasses; ++i) out[i] /= m_sb[i];
    return out;
}

ClassFrequencies PushFoldGame::callGains(const ClassFrequencies& push) const {
    auto out = callTotals(push);
    for (std::size_t j = 0; j < kClasses; ++j) {
        double facing = 0;
        for (std::size_t i = 0; i < kClasses; ++i) facing += push[i] * m_pairs[i][j];
        out[j] = facing > 0 ? out[j] / facing : 0.0;
    }
    return out;
}

Exploitability PushFoldGame::exploitability(const PushFoldStrategy& s) const {
    const double value = smallBlindValue(s);
    double best = 0;
    for (double t : pushTotals(s.call)) best += std::max(0.0, t);
    double pushed = 0;
    for (std::size_t i = 0; i < kClasses; ++i) pushed += s.push[i] * 1.5 * m_sb[i];
    double calls = 0;
    for (double t : callTotals(s.push)) calls += std::max(0.0, t);
    // Against the big blind's best response the small blind keeps its pushes' 1.5 a deal less what every
    // class of the big blind gains where calling pays it. A best response never does worse than the
    // strategy; at an exact equilibrium rounding can leave the difference a few ulps below zero.
    return {std::max(0.0, -0.5 + best / kDeals - value),
            std::max(0.0, value - (-0.5 + (pushed - calls) / kDeals))};
}

namespace {

// One player's regrets in CFR+: per class, the floored regrets of the aggressive action and of folding.
struct Regrets {
    ClassFrequencies act{}, fold{};
    ClassFrequencies sum{};
    double weights = 0;

    void update(const ClassFrequencies& gains, ClassFrequencies& strategy, double weight) {
        for (std::size_t i = 0; i < kClasses; ++i) {
            const double now = strategy[i] * gains[i];
            act[i] = std::max(0.0, act[i] + gains[i] - now);
            fold[i] = std::max(0.0, fold[i] - now);
            const double total = act[i] + fold[i];
            strategy[i] = total > 0 ? act[i] / total : 0.5;
            sum[i] += weight * strategy[i];
        }
        weights += weight;
    }
    ClassFrequencies average() const {
        ClassFrequencies out{};
        for (std::size_t i = 0; i < kClasses; ++i) out[i] = sum[i] / weights;
        return out;
    }
};

// Sets every class whose gain (per hand of the class, in big blinds) exceeds `clearGain` to its better
// action, and the others that the average plays within `nearlyPure` of always or never to the nearer pure
// action; returns the classes left mixed.
std::vector<std::size_t> purify(ClassFrequencies& f, const ClassFrequencies& gains, double clearGain,
                                double nearlyPure) {
    std::vector<std::size_t> mixed;
    for (std::size_t i = 0; i < kClasses; ++i) {
        if (gains[i] > clearGain || (gains[i] >= -clearGain && f[i] >= 1 - nearlyPure))
            f[i] = 1;
        else if (gains[i] < -clearGain || f[i] <= nearlyPure)
            f[i] = 0;
        else
            mixed.push_back(i);
    }
    return mixed;
}

// The average made pure by purify(), with the frequencies of the classes left mixed that make the other
// player's mixed classes exactly indifferent; nothing when the two sides mix different numbers of classes
// or the frequencies fall outside [0, 1].
std::optional<PushFoldStrategy> tidied(const PushFoldGame& game, const PushFoldStrategy& average,
                                       double clearGain, double nearlyPure) {
    PushFoldStrategy tidy = average;
    const auto mixedPush = purify(tidy.push, game.pushGains(average.call), clearGain, nearlyPure);
    const auto mixedCall = purify(tidy.call, game.callGains(average.push), clearGain, nearlyPure);
    if (mixedPush.size() != mixedCall.size()) return std::nullopt;
    if (mixedPush.empty()) return tidy;
    const std::size_t k = mixedPush.size();
    // The small blind's mixed classes are indifferent where pushTotals vanish: linear in the calls of the
    // big blind's mixed classes. And the other way round.
    const auto indifferent = [&](const auto& totals, const std::vector<std::size_t>& rows,
                                 const std::vector<std::size_t>& cols,
                                 ClassFrequencies base) -> std::optional<std::vector<double>> {
        std::vector<double> a(k * k), b(k);
        for (std::size_t c : cols) base[c] = 0;
        const auto zero = totals(base);
        for (std::size_t r = 0; r < k; ++r) b[r] = -zero[rows[r]];
        for (std::size_t c = 0; c < k; ++c) {
            ClassFrequencies unit = base;
            unit[cols[c]] = 1;
            const auto g = totals(unit);
            for (std::size_t r = 0; r < k; ++r) a[r * k + c] = g[rows[r]] - zero[rows[r]];
        }
        return solveLinear(a, b);
    };
    const auto calls = indifferent([&](const ClassFrequencies& c) { return game.pushTotals(c); }, mixedPush,
                                   mixedCall, tidy.call);
    const auto pushes = indifferent([&](const ClassFrequencies& p) { return game.callTotals(p); }, mixedCall,
                                    mixedPush, tidy.push);
    if (!calls || !pushes) return std::nullopt;
    for (std::size_t r = 0; r < k; ++r) {
        const double call = (*calls)[r], push = (*pushes)[r];
        if (call < 0 || call > 1 || push < 0 || push > 1) return std::nullopt;
        tidy.call[mixedCall[r]] = call;
        tidy.push[mixedPush[r]] = push;
    }
    return tidy;
}

} // namespace

PushFoldStrategy solvePushFold(const PushFoldGame& game, int iterations) {
    PushFoldStrategy now;
    now.push.fill(0.5);
    now.call.fill(0.5);
    Regrets sb, bb;
    for (int t = 1; t <= iterations; ++t) {
        sb.update(game.pushTotals(now.call), now.push, t);
        bb.update(game.callTotals(now.push), now.call, t);
    }
    const PushFoldStrategy average{sb.average(), bb.average()};

    // Tidy: pure where an action is clearly better or nearly always played, exact where mixed. How clear
    // and how nearly depends on how far the average has come, so several thresholds are tried and the
    // least exploitable result is kept.
    PushFoldStrategy best = average;
    double bestExploitability = game.exploitability(average).total();
    for (double clearGain : {1e-3, 1e-4, 1e-5, 1e-6}) {
        for (double nearlyPure : {1e-3, 1e-4}) {
            const auto tidy = tidied(game, average, clearGain, nearlyPure);
            if (!tidy) continue;
            const double e = game.exploitability(*tidy).total();
            if (e <= bestExploitability) {
                best = *tidy;
                bestExploitability = e;
            }
        }
    }
    return best;
}

} // namespace core::holdem
