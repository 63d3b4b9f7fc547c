#include "holdem/evaluator.h"
#include "holdem/ranges/combosampler.h"
#include "holdem/ranges/pricingframe.h"

#include <algorithm>
#include <cmath>

namespace core::holdem::pricing {

namespace {

// Realisation (see the header).
constexpr double kAboveFair = 1.2;
constexpr double kBelowFair = 0.35;
constexpr double kPosition = 0.12;
constexpr double kInitiative = 0.03;
constexpr double kFullDepthPots = 6.0;

} // namespace

Values::Values(std::size_t moves)
    : chips(moves, 0.0)
    , foldAll(moves, 0.0)
    , reraised(moves, 0.0)
    , calledShare(moves, 0.0)
    , realise(moves, 1.0)
    , batches(moves, std::vector<double>(kBatches, 0.0)) {}

double realiseFactor(double share, double players, bool inPosition, bool initiative, double spr, int streets,
                     bool closes) {
    if (closes || streets == 0 || share <= 0) return 1.0;
    const double depth = std::min(1.0, spr / kFullDepthPots) * (streets >= 2 ? 1.0 : 0.5);
    const double fair = 1.0 / std::max(2.0, players);
    // Against several players a share above the fair one is seldom a hand that wins big pots: the slope
    // falls with the number of opponents.
    const double k = (share >= fair ? kAboveFair : kBelowFair) / std::max(1.0, players - 1.0);
    const double r =
        1.0 + depth * (k * (share - fair) / std::max(share, 0.05) + (inPosition ? kPosition : -kPosition) +
                       (initiative ? kInitiative : -kInitiative));
    return std::clamp(r, 0.5, 1.8);
}

double reraiseValue(const Context& c, const MoveFrame& f, const Player& p) {
    const int heroIn = p.raiseTotal - c.table.streetBet[c.me];
    const int theirs = p.raiseTotal - c.table.streetBet[p.seat];
    const int pot = c.pot + heroIn + theirs;
    const bool closes =
        p.raiseTotal >= c.table.allInTotal(c.me) || p.raiseTotal >= c.table.allInTotal(p.seat);
    const double spr = double(std::min(c.table.allInTotal(c.me), c.table.allInTotal(p.seat)) - p.raiseTotal) /
                       std::max(1, pot);
    const double rr =
        closes ? 1.0 : realiseFactor(p.raiseShare, 2, c.inPosition, false, spr, c.streets, false);
    const double call = rr * p.raiseShare * pot - heroIn;
    // Or all in over the raise: the raiser folds its weaker half and calls with the rest.
    const int allIn = std::min(c.table.allInTotal(c.me), c.table.allInTotal(p.seat));
    double shove = -1e18;
    if (allIn > p.raiseTotal && p.shoveFolds >= 0) {
        const int finalPot = c.pot + (allIn - c.table.streetBet[c.me]) + (allIn - c.table.streetBet[p.seat]);
        shove = p.shoveFolds * (c.pot + theirs) +
                (1.0 - p.shoveFolds) * (p.shoveShare * finalPot - (allIn - c.table.streetBet[c.me]));
    }
    return std::max({-double(f.added), call, shove});
}

Values priceExact(const Context& c, const std::vector<MoveFrame>& frames) {
    const std::size_t movesCount = frames.size();
    const ComboShares& shares = c.shares;
    Values v(movesCount);
    for (std::size_t m = 0; m < movesCount; ++m) {
        const MoveFrame& f = frames[m];
        const Player& p = f.players.front();
        double w = 0, fold = 0, callW = 0, callShare = 0, raise = 0;
        for (std::size_t i = 0; i < kCombos; ++i) {
            const double wi = p.weight->weight[i];
            if (wi <= 0 || shares[i] < 0) continue;
            const double go = p.goesOn[i], up = p.raises[i];
            w += wi;
            fold += wi * (1.0 - go);
            callW += wi * (go - up);
            callShare += wi * (go - up) * shares[i];
            raise += wi * up;
        }
        if (w <= 0) continue;
        const double meanShare = callW > 0 ? callShare / callW : 0.0;
        const double r = realiseFactor(meanShare, 2, c.inPosition, f.bet, f.spr, c.streets, f.closes);
        const double pFold = fold / w, pCall = callW / w, pRaise = raise / w;
        double value = pFold * c.pot;
        if (callW > 0) value += pCall * (r * meanShare * (c.pot + f.added + p.calls) - f.added);
        if (pRaise > 0) value += pRaise * reraiseValue(c, f, p);
        v.chips[m] = value;
        v.foldAll[m] = pFold;
        v.reraised[m] = pRaise;
        v.calledShare[m] = meanShare;
        v.realise[m] = r;
        for (double& b : v.batches[m]) b = value;
    }
    return v;
}

Values priceSampled(const Context& c, const std::vector<MoveFrame>& frames, const Move& passive,
                    cards::Rng& rng, int samples) {
    const std::size_t movesCount = frames.size();
    const std::size_t n = frames.front().players.size();
    Values out(movesCount);
    out.exact = false;
    const Evaluator& ev = Evaluator::instance();
    const auto& combos = allCombos();
    std::vector<ComboSampler> samplers;
    for (std::size_t j = 0; j < n; ++j) samplers.emplace_back(*frames.front().players[j].weight);
    const int perBatch = std::max(50, samples / kBatches);
    // Per move and batch: sums of (no-raise weight) x (empty-subset chance), of the showdown chips with
    // their share, of the chance someone goes on, and of the share against those who do.
    struct Sums {
        double noRaise = 0, emptyChance = 0, chips = 0, onChance = 0, share = 0, players = 0;
    };
    std::vector<std::vector<Sums>> sums(movesCount, std::vector<Sums>(kBatches));
    std::vector<int> drawn(n);
    std::vector<HandValue> values(n);
    for (int batch = 0; batch < kBatches; ++batch) {
        for (int sample = 0; sample < perBatch; ++sample) {
            cards::CardSet used = c.dead;
            for (std::size_t j = 0; j < n; ++j) {
                const int pick = samplers[j].draw(rng, used, true);
                drawn[j] = pick;
                if (pick >= 0) used |= combos[static_cast<std::size_t>(pick)].cards;
            }
            const Hand full = completeBoard(c.board, used, rng);
            const HandValue hero = ev.evaluate(full + Hand::of(c.hole));
            for (std::size_t j = 0; j < n; ++j) {
                const Combo& combo = combos[static_cast<std::size_t>(std::max(0, drawn[j]))];
                values[j] = drawn[j] >= 0 ? ev.evaluate(full + combo.high + combo.low) : 0;
            }
            for (std::size_t m = 0; m < movesCount; ++m) {
                const MoveFrame& f = frames[m];
                // Each opponent independently in or not (conditioned on no re-raise). The hero wins a
                // share only when nobody better is in; then it splits with the equal hands that are in.
                double noRaise = 1.0, better = 1.0, empty = 1.0, lowerCalls = 0, players = 0;
                std::array<double, kMaxSeats> on{};
                std::array<std::size_t, kMaxSeats> equal{};
                std::size_t equals = 0;
                for (std::size_t j = 0; j < n; ++j) {
                    if (drawn[j] < 0) continue;
                    const Player& p = f.players[j];
                    const auto held = static_cast<std::size_t>(drawn[j]);
                    const double up = p.raises[held];
                    noRaise *= 1.0 - up;
                    on[j] = up < 1.0 ? (p.goesOn[held] - up) / (1.0 - up) : 0.0;
                    empty *= 1.0 - on[j];
                    players += on[j];
                    if (values[j] > hero)
                        better *= 1.0 - on[j];
                    else if (values[j] == hero)
                        equal[equals++] = j;
                    else
                        lowerCalls += on[j] * p.calls;
                }
                double shareAll = 0, chipsAll = 0;
                for (std::size_t mask = 0; mask < (std::size_t{1} << equals); ++mask) {
                    double chance = better;
                    int calls = 0, split = 1;
                    for (std::size_t k = 0; k < equals; ++k) {
                        const std::size_t j = equal[k];
                        if (mask >> k & 1) {
                            chance *= on[j];
                            calls += f.players[j].calls;
                            ++split;
                        } else {
                            chance *= 1.0 - on[j];
                        }
                    }
                    shareAll += chance / split;
                    chipsAll += chance / split * (c.pot + f.added + calls + lowerCalls);
                }
                Sums& s = sums[m][static_cast<std::size_t>(batch)];
                const double share = shareAll - empty;
                const double chips = chipsAll - empty * (c.pot + f.added);
                const double onChance = 1.0 - empty;
                s.noRaise += noRaise;
                s.players += noRaise * players;
                s.emptyChance += noRaise * empty;
                s.chips += noRaise * chips;
                s.onChance += noRaise * onChance;
                s.share += noRaise * share;
            }
        }
    }
    // Values per batch, with one realisation factor per move (from all the batches).
    for (std::size_t m = 0; m < movesCount; ++m) {
        const MoveFrame& f = frames[m];
        Sums all;
        for (const Sums& s : sums[m]) {
            all.noRaise += s.noRaise;
            all.emptyChance += s.emptyChance;
            all.chips += s.chips;
            all.onChance += s.onChance;
            all.share += s.share;
            all.players += s.players;
        }
        const double meanShare = all.onChance > 0 ? all.share / all.onChance : 0.0;
        // The players who see the flop with the seat, when nobody raises again.
        const double playersIn = 1.0 + (all.noRaise > 0 ? all.players / all.noRaise : 1.0);
        const double r = realiseFactor(meanShare, playersIn, c.inPosition, f.bet, f.spr, c.streets, f.closes);
        // Re-raises: heads-up against the raiser, the chance over the ranges.
        double anyRaise = 1.0, raiseValue = 0, raiseWeight = 0;
        for (const Player& p : f.players) {
            anyRaise *= 1.0 - p.raiseChance;
            if (p.raiseChance > 0) {
                raiseValue += p.raiseChance * reraiseValue(c, f, p);
                raiseWeight += p.raiseChance;
            }
        }
        anyRaise = 1.0 - anyRaise;
        const double vr = raiseWeight > 0 ? raiseValue / raiseWeight : 0.0;
        double total = 0;
        for (int b = 0; b < kBatches; ++b) {
            const Sums& s = sums[m][static_cast<std::size_t>(b)];
            const double k = static_cast<double>(perBatch);
            const double noRaise = s.noRaise / k;
            const double v =
                s.emptyChance / k * c.pot + r * s.chips / k - s.onChance / k * f.added + (1.0 - noRaise) * vr;
            out.batches[m][static_cast<std::size_t>(b)] = v;
            total += v / kBatches;
        }
        out.chips[m] = total;
        out.foldAll[m] = all.noRaise > 0 ? all.emptyChance / all.noRaise : 0.0;
        out.reraised[m] = anyRaise;
        out.calledShare[m] = meanShare;
        out.realise[m] = r;
        if (frames[m].move == passive) {
            double mean = 0, squares = 0;
            std::vector<double> per;
            for (const Sums& s : sums[m]) per.push_back(s.onChance > 0 ? s.share / s.onChance : 0.0);
            for (double x : per) mean += x / kBatches;
            for (double x : per) squares += (x - mean) * (x - mean);
            out.equityError = std::sqrt(squares / (kBatches - 1) / kBatches);
        }
    }
    return out;
}

} // namespace core::holdem::pricing
