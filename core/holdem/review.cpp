#include "holdem/review.h"

#include "holdem/bots/betting.h"
#include "holdem/bots/opponentmodel.h"
#include "holdem/bots/preflopranges.h"
#include "holdem/bots/rangeequity.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>

namespace core::holdem {

using game::Reason;

namespace {

using K = HandEvent::Kind;

/// Monte Carlo samples per decision at effort 1, over all batches (a hand's review: well under a second).
constexpr int kSamples = 40000;

bool isBet(const Move& m) {
    return m.kind == Move::Kind::Raise || m.kind == Move::Kind::AllIn;
}

int raisesPreflop(const PublicTable& t) {
    int n = 0;
    for (const HandEvent& e : t.log)
        if (e.street == Street::Preflop && (e.kind == K::Bet || e.kind == K::Raise)) ++n;
    return n;
}

/// What a bet to `total` this street asks of each opponent.
struct BetPlan {
    int total = 0;
    int chips = 0; ///< what the bettor can lose to the callers
    BetScenario scenario;
};

BetPlan planBet(const PublicTable& t, Seat me, const Move& move, const std::vector<OpponentModel>& models) {
    int maxOpponentTotal = 0;
    for (const OpponentModel& m : models) maxOpponentTotal = std::max(maxOpponentTotal, t.allInTotal(m.seat));
    BetPlan plan;
    plan.total = move.kind == Move::Kind::AllIn ? t.allInTotal(me) : move.amount;
    plan.chips = std::min(plan.total, std::max(maxOpponentTotal, t.level)) - t.streetBet[me];
    for (const OpponentModel& m : models) {
        plan.scenario.toCall.push_back(
            std::max(0, std::min(plan.total - t.streetBet[m.seat], t.stack[m.seat])));
        plan.scenario.pot.push_back(t.potTotal() + plan.chips);
    }
    return plan;
}

/// Before the flop: the model of an opponent who goes on against a raise, its rational weights and its type
/// odds multiplied by the chance of calling or re-raising (the likelihoods the model reads actions with);
/// `continues` is the chance it goes on at all.
OpponentModel goingOn(const PublicTable& t, Seat me, const OpponentModel& m, int toCall, int pot,
                      const ComboStrengths& top, double& continues) {
    // The opponent faces the raise as the range it shows: how wide `me` raises here, read as the opponent
    // would read it.
    const int dealt = std::popcount(t.dealt);
    ActionContext c = nextContext(t, m.seat, K::Call);
    c.toCall = toCall;
    c.pot = pot;
    c.raisesBefore = raisesPreflop(t) + 1;
    c.facingWidth = preflopRaiseWidth(nextContext(t, me, K::Raise), tendenciesFrom(t.stats[me], dealt));
    ActionContext raise = c;
    raise.kind = K::Raise;
    ActionContext call = c;
    call.kind = K::Call;
    OpponentModel out = m;
    double before = 0, after = 0;
    for (int combo : m.live) {
        const auto i = static_cast<std::size_t>(combo);
        const double p = std::min(1.0, rationalLikelihood(call, top[i], m.tendencies) +
                                           rationalLikelihood(raise, top[i], m.tendencies));
        before += m.weight[i];
        out.weight[i] = m.weight[i] * p;
        after += out.weight[i];
    }
    const double rational = before > 0 ? after / before : 0.0;
    std::array<double, kPlayerTypes> go{rational, typeContinues(PlayerType::Station),
                                        typeContinues(PlayerType::Maniac)};
    continues = 0;
    for (int k = 0; k < kPlayerTypes; ++k)
        continues += m.type[static_cast<std::size_t>(k)] * go[static_cast<std::size_t>(k)];
    for (int k = 0; k < kPlayerTypes; ++k)
        out.type[static_cast<std::size_t>(k)] =
            continues > 0 ? m.type[static_cast<std::size_t>(k)] * go[static_cast<std::size_t>(k)] / continues
                          : 0.0;
    double sum = 0;
    out.cumulative.clear();
    for (int combo : out.live) out.cumulative.push_back(sum += out.weight[static_cast<std::size_t>(combo)]);
    if (sum <= 0) out.type = {0.0, 1.0, 0.0}; // no rational hand goes on: only the loose types do
    return out;
}

double percent(double share) {
    return 100.0 * share;
}

int totalOf(const PublicTable& t, Seat me, const Move& m) {
    return m.kind == Move::Kind::AllIn ? t.allInTotal(me) : m.amount;
}

} // namespace

HoldemReviewer::HoldemReviewer(double effort)
    : m_samples(std::max(kBatches * 50, static_cast<int>(kSamples * effort))) {}

bool HoldemReviewer::isDecision(const Observation& o, const Move&) const {
    return o.myTurn() && o.legalMoves().size() > 1;
}

std::vector<Move> HoldemReviewer::candidates(const Observation& o) {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const int toCall = std::min(t.toCall(me), t.stack[me]);
    std::vector<Move> moves;
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

StreetValues HoldemReviewer::streetValues(const Observation& o, const std::vector<Move>& moves,
                                          cards::Rng& rng) const {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const bool preflop = t.street == Street::Preflop;
    StreetValues out;
    out.pot = t.potTotal();
    out.toCall = std::min(t.toCall(me), t.stack[me]);
    const std::size_t n = moves.size();
    out.moves.resize(n);
    out.batches.assign(n, std::vector<double>(kBatches, 0.0));

    const StreetStrengths strengths = streetStrengths(t);
    const ComboStrengths& now = strengths.byStreet[static_cast<std::size_t>(strengths.streets - 1)];
    const std::vector<OpponentModel> models = buildOpponentModels(o, strengths);
    // Before the flop the players who have put nothing in mostly fold: a check or a call plays against the
    // others (the blinds, callers and raisers).
    std::vector<OpponentModel> passive = models;
    if (preflop)
        std::erase_if(passive, [&](const OpponentModel& m) {
            return !hasSeat(t.vpipThisHand, m.seat) && t.committed[m.seat] == 0;
        });

    std::vector<std::size_t> bets;
    std::vector<BetPlan> plans;
    std::vector<BetScenario> scenarios;
    for (std::size_t j = 0; j < n; ++j) {
        out.moves[j].move = moves[j];
        if (!isBet(moves[j])) continue;
        bets.push_back(j);
        plans.push_back(planBet(t, me, moves[j], models));
        scenarios.push_back(plans.back().scenario);
    }
    // Before the flop each bet's callers are modelled apart (rangeEquity's scenarios read strength after the
    // flop only).
    std::vector<std::vector<OpponentModel>> callers(bets.size());
    std::vector<double> foldAll(bets.size(), 1.0), calledChips(bets.size(), 0.0);
    if (preflop)
        for (std::size_t b = 0; b < bets.size(); ++b)
            for (std::size_t i = 0; i < models.size(); ++i) {
                double continues = 0;
                callers[b].push_back(goingOn(t, me, models[i], plans[b].scenario.toCall[i],
                                             plans[b].scenario.pot[i], strengths.byStreet[0], continues));
                foldAll[b] *= 1.0 - continues;
                calledChips[b] += continues * plans[b].scenario.toCall[i];
            }

    const int perBatch = std::max(50, m_samples / kBatches);
    for (int batch = 0; batch < kBatches; ++batch) {
        std::vector<double> share(n), fold(n), theirs(n);
        double equity = 0;
        if (preflop) {
            equity = rangeEquity(o.hole, {}, passive, nullptr, {}, perBatch, rng).share;
            for (std::size_t b = 0; b < bets.size(); ++b) {
                share[bets[b]] = rangeEquity(o.hole, {}, callers[b], nullptr, {}, perBatch / 2, rng).share;
                fold[bets[b]] = foldAll[b];
                theirs[bets[b]] = calledChips[b];
            }
        } else {
            const RangeEquity eq = rangeEquity(o.hole, t.boardSet(), models, &now, scenarios, perBatch, rng);
            equity = eq.share;
            for (std::size_t b = 0; b < bets.size(); ++b) {
                share[bets[b]] = eq.calledShare[b];
                fold[bets[b]] = eq.allFold[b];
                theirs[bets[b]] = eq.calledChips[b];
            }
        }
        out.equity += equity / kBatches;
        std::size_t b = 0;
        for (std::size_t j = 0; j < n; ++j) {
            double chips = 0;
            MoveValue& v = out.moves[j];
            switch (moves[j].kind) {
            case Move::Kind::Fold:
                break;
            case Move::Kind::Check:
                chips = equity * out.pot;
                break;
            case Move::Kind::Call:
                chips = equity * (out.pot + out.toCall) - out.toCall;
                v.added = out.toCall;
                break;
            case Move::Kind::Raise:
            case Move::Kind::AllIn: {
                const double bet = plans[b].chips;
                const double called = std::max(1e-9, 1.0 - fold[j]);
                chips = fold[j] * out.pot +
                        (1.0 - fold[j]) * (share[j] * (out.pot + bet + theirs[j] / called) - bet);
                v.added = plans[b].chips;
                v.foldAll = fold[j];
                v.calledShare += share[j] / kBatches;
                ++b;
                break;
            }
            }
            out.batches[j][static_cast<std::size_t>(batch)] = chips;
            v.chips += chips / kBatches;
        }
    }
    return out;
}

game::Assessment<Move> HoldemReviewer::assess(const Observation& o, const std::optional<Move>& played,
                                              cards::Rng& rng) const {
    std::vector<Move> moves = candidates(o);
    if (played && std::find(moves.begin(), moves.end(), *played) == moves.end()) moves.push_back(*played);
    std::sort(moves.begin(), moves.end());
    const StreetValues values = streetValues(o, moves, rng);
    const double bb = std::max(1, o.table.blinds.bigBlind);

    std::vector<std::size_t> order(moves.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Best first; equal values keep the cheaper, more passive move first.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return values.moves[a].chips > values.moves[b].chips + 1e-9;
    });
    game::Assessment<Move> a;
    for (std::size_t i : order) a.ranking.emplace_back(moves[i], values.moves[i].chips / bb);
    const std::size_t best = order.front();
    a.best = moves[best];
    std::size_t other = order.size() > 1 ? order[1] : best;
    if (played)
        other = static_cast<std::size_t>(std::find(moves.begin(), moves.end(), *played) - moves.begin());
    a.played = moves[other];
    a.valueBest = values.moves[best].chips / bb;
    a.valuePlayed = values.moves[other].chips / bb;
    a.worlds = kBatches;
    if (other != best) {
        double mean = 0, squares = 0;
        std::vector<double> diff(kBatches);
        for (int k = 0; k < kBatches; ++k) {
            diff[static_cast<std::size_t>(k)] = (values.batches[best][static_cast<std::size_t>(k)] -
                                                 values.batches[other][static_cast<std::size_t>(k)]) /
                                                bb;
            mean += diff[static_cast<std::size_t>(k)] / kBatches;
        }
        for (double d : diff) squares += (d - mean) * (d - mean);
        a.stdError = std::sqrt(squares / (kBatches - 1) / kBatches);
    }
    return a;
}

Reason HoldemReviewer::explain(const Observation& o, const Move& played, const Move& best,
                               const game::Assessment<Move>& a, cards::Rng& rng) const {
    using MK = Move::Kind;
    const PublicTable& t = o.table;
    std::vector<Move> pair{played, best};
    const StreetValues v = streetValues(o, pair, rng);
    const MoveValue& p = v.moves[0];
    const double needed = v.toCall > 0 ? double(v.toCall) / (v.pot + v.toCall) : 0.0;
    const auto odds = [&](std::string_view code) {
        return Reason(code)
            .withAmount("call", v.toCall)
            .withAmount("pot", v.pot)
            .withPercent("equity", percent(v.equity))
            .withPercent("needed", percent(needed));
    };
    if (played.kind == MK::Call && best.kind == MK::Fold) return odds(reasons::kCallsWithoutOdds);
    if (played.kind == MK::Fold && best.kind == MK::Call) return odds(reasons::kFoldsWithOdds);
    if (played.kind == MK::Fold && isBet(best))
        return Reason(reasons::kFoldsStrong).withPercent("equity", percent(v.equity));
    if (isBet(played) && !isBet(best))
        return Reason(reasons::kBetsWithoutEquity)
            .withAmount("amount", totalOf(t, o.seat, played))
            .withPercent("equity", percent(p.calledShare))
            .withPercent("fold", percent(p.foldAll));
    if (!isBet(played) && isBet(best))
        return Reason(reasons::kMissesValue)
            .withWord("action", played.kind == MK::Call ? "call" : "check")
            .withPercent("equity", percent(v.equity))
            .withAmount("amount", totalOf(t, o.seat, best));
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
