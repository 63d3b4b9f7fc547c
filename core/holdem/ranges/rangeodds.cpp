#include "holdem/ranges/rangeodds.h"

#include "holdem/evaluator.h"
#include "holdem/ranges/combosampler.h"
#include "holdem/ranges/showdown.h"

#include <algorithm>
#include <cmath>

namespace core::holdem {

namespace {

constexpr int kBatches = 8;

} // namespace

RangeOdds rangeOdds(const Observation& o, cards::Rng& rng, int samples) {
    const PublicTable& t = o.table;
    const cards::CardSet board = t.boardSet();
    const cards::CardSet dead = o.hole | board;
    RangeReader reader(t);
    reader.readLog();
    reader.finish(o.seat, o.hole);

    RangeOdds out;
    // Each opponent's range and, per combination, its chance of being in.
    std::vector<std::array<float, kCombos>> in;
    const Seat bettor = t.lastAggressor;
    for (Seat s = 0; s < t.seats(); ++s) {
        if (s == o.seat || !t.isLive(s)) continue;
        const SeatRange& r = reader.seat(s);
        OpponentRange opp;
        opp.seat = s;
        opp.label = r.label;
        opp.summary = summarize(r.range, dead);
        opp.loose = r.loose;
        opp.range = r.mixed(dead);
        std::array<float, kCombos> chance;
        chance.fill(1.0f);
        // Still to face a bet: in with its chance of going on, by its share against the bettor's range;
        // before the flop in an unraised pot, with its chance of limping or raising (the big blind is in). A
        // loose player goes on nine times in ten.
        std::array<float, kCombos> goesOn;
        bool toFace = false;
        if (bettor != game::kNoSeat && bettor != s && t.isLive(bettor) && t.streetBet[s] < t.level &&
            !hasSeat(t.allIn, s)) {
            goesOn =
                reader.answer(s, bettor, reader.seat(bettor).range, t.level, hasSeat(t.allIn, bettor)).goesOn;
            toFace = true;
        } else if (bettor == game::kNoSeat && t.street == Street::Preflop && s != t.bigBlindSeat &&
                   t.streetBet[s] < t.level && !hasSeat(t.allIn, s)) {
            const auto limp = reader.likelihoodOf(s, HandEvent::Kind::Call, t.level, false);
            const auto raise = reader.likelihoodOf(s, HandEvent::Kind::Raise, 3 * t.level, false);
            for (std::size_t i = 0; i < goesOn.size(); ++i) goesOn[i] = std::min(1.0f, limp[i] + raise[i]);
            toFace = true;
        }
        if (toFace) {
            double w = 0, go = 0;
            for (std::size_t i = 0; i < chance.size(); ++i) {
                const double total = opp.range.weight[i];
                if (total <= 0) continue;
                // The mixed weight is sensible x scale + loose.
                const double looseWeight = std::min(total, r.loose);
                const double sensible = total - looseWeight;
                chance[i] = static_cast<float>((sensible * goesOn[i] + looseWeight * 0.9) / total);
                w += total;
                go += total * chance[i];
            }
            opp.inChance = w > 0 ? go / w : 0.0;
        }
        in.push_back(chance);
        out.opponents.push_back(std::move(opp));
    }
    const std::size_t n = out.opponents.size();
    if (n == 0) {
        out.share = 1.0;
        return out;
    }

    if (n == 1) {
        const ComboShares shares = heroShares(o.hole, board);
        const Range& w = out.opponents.front().range;
        double total = 0, sum = 0;
        for (std::size_t i = 0; i < shares.size(); ++i) {
            if (shares[i] < 0) continue;
            const double weight = w.weight[i] * in.front()[i];
            total += weight;
            sum += weight * shares[i];
        }
        out.share = total > 0 ? sum / total : 1.0;
        return out;
    }

    // Sampled: every opponent's hand drawn from its range, in or out by its chance, the rest of the board
    // dealt; the share is taken over the samples where somebody is in.
    out.exact = false;
    const Evaluator& ev = Evaluator::instance();
    const auto& combos = allCombos();
    std::vector<ComboSampler> samplers;
    for (std::size_t j = 0; j < n; ++j) {
        samplers.emplace_back(out.opponents[j].range);
        if (samplers.back().empty()) {
            out.share = 1.0;
            return out;
        }
    }
    const int perBatch = std::max(50, samples / kBatches);
    std::array<double, kBatches> batchShare{}, batchIn{};
    std::vector<int> drawn(n);
    for (int batch = 0; batch < kBatches; ++batch) {
        for (int sample = 0; sample < perBatch; ++sample) {
            cards::CardSet used = dead;
            bool ok = true;
            for (std::size_t j = 0; j < n && ok; ++j) {
                const int c = samplers[j].draw(rng, used, false);
                if (c < 0) ok = false;
                drawn[j] = c;
                if (c >= 0) used |= combos[static_cast<std::size_t>(c)].cards;
            }
            if (!ok) continue;
            const Hand full = completeBoard(board, used, rng);
            const HandValue hero = ev.evaluate(full + Hand::of(o.hole));
            // Each opponent in or out independently: the hero's expected share, and the chance anybody is in.
            double better = 1.0, empty = 1.0;
            std::array<double, kMaxSeats> equalOn{};
            std::size_t equals = 0;
            for (std::size_t j = 0; j < n; ++j) {
                const Combo& c = combos[static_cast<std::size_t>(drawn[j])];
                const double on = in[j][static_cast<std::size_t>(drawn[j])];
                empty *= 1.0 - on;
                const HandValue v = ev.evaluate(full + c.high + c.low);
                if (v > hero)
                    better *= 1.0 - on;
                else if (v == hero)
                    equalOn[equals++] = on;
            }
            double share = 0;
            for (std::size_t mask = 0; mask < (std::size_t{1} << equals); ++mask) {
                double chance = better;
                int split = 1;
                for (std::size_t k = 0; k < equals; ++k) {
                    if (mask >> k & 1) {
                        chance *= equalOn[k];
                        ++split;
                    } else {
                        chance *= 1.0 - equalOn[k];
                    }
                }
                share += chance / split;
            }
            batchShare[static_cast<std::size_t>(batch)] += share - empty;
            batchIn[static_cast<std::size_t>(batch)] += 1.0 - empty;
        }
    }
    double allShare = 0, allIn = 0;
    std::array<double, kBatches> per{};
    for (int b = 0; b < kBatches; ++b) {
        const auto u = static_cast<std::size_t>(b);
        allShare += batchShare[u];
        allIn += batchIn[u];
        per[u] = batchIn[u] > 0 ? batchShare[u] / batchIn[u] : 0.0;
    }
    out.share = allIn > 0 ? allShare / allIn : 1.0;
    double squares = 0;
    for (double x : per) squares += (x - out.share) * (x - out.share);
    out.stdError = std::sqrt(squares / (kBatches - 1) / kBatches);
    out.samples = static_cast<std::uint64_t>(perBatch) * kBatches;
    return out;
}

} // namespace core::holdem
