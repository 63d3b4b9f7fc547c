#include "holdem/bots/rangeequity.h"

#include "holdem/evaluator.h"

#include <algorithm>

namespace core::holdem {

RangeEquity rangeEquity(cards::CardSet hole, cards::CardSet board, const std::vector<OpponentModel>& models,
                        const ComboStrengths* strengths, const std::vector<BetScenario>& scenarios,
                        int samples, cards::Rng& rng) {
    RangeEquity out;
    const std::size_t n = models.size();
    const std::size_t k = scenarios.size();
    out.calledShare.assign(k, 0.0);
    out.allFold.assign(k, 1.0);
    out.continuing.assign(k, 0.0);
    out.calledChips.assign(k, 0.0);
    if (n == 0) {
        out.share = 1.0;
        std::fill(out.calledShare.begin(), out.calledShare.end(), 1.0);
        return out;
    }

    // Continue chances of the rational type per scenario, opponent and combination.
    std::vector<std::vector<float>> rational(k * n);
    for (std::size_t j = 0; j < k; ++j) {
        for (std::size_t i = 0; i < n; ++i) {
            const OpponentModel& m = models[i];
            std::vector<float>& cp = rational[j * n + i];
            cp.assign(kCombos, 0.0f);
            double folds = 0.0, total = 0.0;
            for (int c : m.live) {
                const double s = strengths ? (*strengths)[static_cast<std::size_t>(c)] : 0.5;
                const double p =
                    rationalContinues(s, scenarios[j].toCall[i], scenarios[j].pot[i], m.tendencies);
                cp[static_cast<std::size_t>(c)] = static_cast<float>(p);
                folds += m.weight[static_cast<std::size_t>(c)] * (1.0 - p);
                total += m.weight[static_cast<std::size_t>(c)];
            }
            const double rationalFold = total > 0 ? folds / total : 0.0;
            const double fold =
                m.type[0] * rationalFold + (1.0 - m.type[0]) * (1.0 - typeContinues(PlayerType::Station));
            out.allFold[j] *= fold;
            out.continuing[j] += 1.0 - fold;
            out.calledChips[j] += (1.0 - fold) * scenarios[j].toCall[i];
        }
    }

    const Evaluator& ev = Evaluator::instance();
    const auto& combos = allCombos();
    const int missing = 5 - board.count();
    const Hand boardHand = Hand::of(board);
    const Hand mine = boardHand + Hand::of(hole);
    double shareSum = 0.0;
    std::vector<double> weighted(k, 0.0), weights(k, 0.0);
    std::vector<int> drawn(n);
    std::vector<PlayerType> types(n);
    for (int sample = 0; sample < samples; ++sample) {
        cards::CardSet used = hole | board;
        for (std::size_t i = 0; i < n; ++i) {
            int c = -1;
            for (int attempt = 0; attempt < 40; ++attempt) {
                const int candidate = models[i].sample(rng, &types[i]);
                if (candidate >= 0 && !combos[static_cast<std::size_t>(candidate)].cards.intersects(used)) {
                    c = candidate;
                    break;
                }
            }
            if (c < 0) {
                // Crowded by the other draws: any live combination that still fits.
                const auto& live = models[i].live;
                const std::size_t start =
                    rng.below(static_cast<std::uint32_t>(std::max<std::size_t>(1, live.size())));
                for (std::size_t step = 0; step < live.size() && c < 0; ++step) {
                    const int candidate = live[(start + step) % live.size()];
                    if (!combos[static_cast<std::size_t>(candidate)].cards.intersects(used)) c = candidate;
                }
                types[i] = PlayerType::Station;
            }
            drawn[i] = c;
            if (c >= 0) used |= combos[static_cast<std::size_t>(c)].cards;
        }
        Hand runout;
        for (int m = 0; m < missing;) {
            const cards::Card card = cards::Card::fromId(static_cast<int>(rng.below(52)));
            if (used.contains(card)) continue;
            used.add(card);
            runout += card;
            ++m;
        }
        const HandValue me = ev.evaluate(mine + runout);
        HandValue best = 0;
        int equal = 0;
        for (std::size_t i = 0; i < n; ++i) {
            if (drawn[i] < 0) continue;
            const Combo& c = combos[static_cast<std::size_t>(drawn[i])];
            const HandValue v = ev.evaluate(boardHand + runout + c.high + c.low);
            if (v > best) {
                best = v;
                equal = 0;
            }
            if (v == best && v == me) ++equal;
        }
        double share = 0.0;
        if (me > best)
            share = 1.0;
        else if (me == best)
            share = 1.0 / (1 + equal);
        shareSum += share;
        for (std::size_t j = 0; j < k; ++j) {
            double w = 1.0;
            for (std::size_t i = 0; i < n; ++i) {
                if (drawn[i] < 0) continue;
                w *= types[i] == PlayerType::Rational
                         ? rational[j * n + i][static_cast<std::size_t>(drawn[i])]
                         : typeContinues(types[i]);
            }
            weighted[j] += w * share;
            weights[j] += w;
        }
    }
    out.share = shareSum / std::max(1, samples);
    for (std::size_t j = 0; j < k; ++j)
        out.calledShare[j] = weights[j] > 0 ? weighted[j] / weights[j] : out.share;
    return out;
}

} // namespace core::holdem
