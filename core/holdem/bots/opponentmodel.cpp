#include "holdem/bots/opponentmodel.h"

#include "holdem/bots/handclass.h"
#include "holdem/bots/preflopranges.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace core::holdem {

namespace {

double sigmoid(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

using K = HandEvent::Kind;

bool aggressive(K kind) {
    return kind == K::Bet || kind == K::Raise;
}

// Preflop widths of a rational player's ranges in this context.
double raiseWidth(const ActionContext& c, const PlayerTendencies& t) {
    double width = c.raisesBefore == 0   ? openRangeWidth(c.behind, c.dealt) * t.openScale
                   : c.raisesBefore == 1 ? std::clamp(0.06 * t.openScale, 0.02, 0.3)
                                         : 0.03;
    if (c.allIn) {
        const double shove = shoveWidth(c.effectiveBigBlinds);
        width = c.effectiveBigBlinds <= 20 && c.raisesBefore == 0 ? std::max(width, shove)
                                                                  : std::min(width, shove);
    }
    return width;
}

double preflopRaise(const ActionContext& c, double top, const PlayerTendencies& t) {
    return 0.01 + 0.98 * sigmoid((raiseWidth(c, t) - top) / 0.025);
}

double preflopLikelihood(const ActionContext& c, double top, const PlayerTendencies& t) {
    switch (c.kind) {
    case K::Bet:
    case K::Raise:
        return preflopRaise(c, top, t);
    case K::Call: {
        ActionContext asRaise = c;
        asRaise.allIn = false;
        const double raise = preflopRaise(asRaise, top, t);
        const double odds = double(c.toCall) / std::max(1, c.pot + c.toCall);
        double width;
        if (c.raisesBefore == 0)
            width = 0.5 * t.callScale; // limping or completing
        else if (c.raisesBefore == 1)
            width = 0.2 * t.callScale + std::max(0.0, 0.3 - odds);
        else
            width = 0.08 * t.callScale;
        width = std::clamp(width, 0.04, 0.95);
        return (1.0 - raise) * (0.02 + 0.96 * sigmoid((width - top) / 0.04));
    }
    case K::Check: // the big blind's option
        return 1.0 - (0.01 + 0.98 * sigmoid((0.12 * t.openScale - top) / 0.025));
    default:
        return 1.0;
    }
}

double callThreshold(int toCall, int pot, const PlayerTendencies& t) {
    const double odds = double(toCall) / std::max(1, pot + toCall);
    return odds + 0.07 - t.callLoosen;
}

double postflopRaise(double ehs, double callAt) {
    const double raiseAt = std::max(0.78, callAt + 0.3);
    return 0.03 + 0.9 * sigmoid((ehs - raiseAt) / 0.06);
}

double postflopCall(double ehs, double callAt) {
    return (1.0 - postflopRaise(ehs, callAt)) * (0.03 + 0.94 * sigmoid((ehs - callAt) / 0.07));
}

double postflopBet(double ehs, const PlayerTendencies& t) {
    return 0.07 + 0.86 * sigmoid((ehs - (0.62 - t.betLoosen)) / 0.07);
}

double postflopLikelihood(const ActionContext& c, double ehs, const PlayerTendencies& t) {
    if (c.toCall == 0) {
        if (aggressive(c.kind)) return postflopBet(ehs, t);
        if (c.kind == K::Check) return 1.0 - postflopBet(ehs, t);
        return 1.0;
    }
    const double callAt = callThreshold(c.toCall, c.pot, t);
    if (aggressive(c.kind)) return postflopRaise(ehs, callAt);
    if (c.kind == K::Call) return postflopCall(ehs, callAt);
    return 1.0;
}

int streetIndex(Street street) {
    return std::min(static_cast<int>(street), 3);
}

} // namespace

PlayerTendencies tendenciesFrom(const SeatStats& s, int dealt) {
    constexpr double kPrior = 8.0;
    // A typical player's figures at this table size: heads-up, most hands are played and raised.
    const double typicalVpip = dealt <= 2 ? 0.6 : (dealt == 3 ? 0.4 : 0.25);
    const double typicalPfr = dealt <= 2 ? 0.45 : (dealt == 3 ? 0.25 : 0.14);
    const double vpip = (s.vpip + typicalVpip * kPrior) / (s.hands + kPrior);
    const double pfr = (s.pfr + typicalPfr * kPrior) / (s.hands + kPrior);
    const int actions = s.aggressive + s.calls + s.checks + s.folds;
    const double postflopAggression = (s.aggressive + 0.3 * kPrior) / (actions + kPrior);
    // Aggression over every voluntary decision seen: the post-flop actions and the hands played before the
    // flop, raised or only called.
    const double aggression = (s.aggressive + s.pfr + 0.3 * kPrior) / (actions + s.vpip + kPrior);
    const double foldRate = (s.folds + 0.25 * kPrior) / (actions + kPrior);
    PlayerTendencies t;
    t.openScale = std::clamp(pfr / typicalPfr, 0.5, 3.0);
    t.callScale = std::clamp(vpip / typicalVpip, 0.5, 3.0);
    t.callLoosen = std::clamp((0.25 - foldRate) * 0.6, -0.1, 0.15);
    t.betLoosen = std::clamp((postflopAggression - 0.3) * 0.5, -0.1, 0.2);
    const double loose = std::clamp((vpip - typicalVpip - 0.1) / 0.25, 0.0, 1.0);
    const double maniac = 0.04 + 0.8 * loose * std::clamp((aggression - 0.45) / 0.25, 0.0, 1.0);
    const double station = 0.04 + 0.8 * loose * std::clamp((0.35 - aggression) / 0.2, 0.0, 1.0);
    t.typePrior = {std::max(0.05, 1.0 - maniac - station), station, maniac};
    return t;
}

double rationalLikelihood(const ActionContext& context, double strength, const PlayerTendencies& tendencies) {
    return context.street == Street::Preflop ? preflopLikelihood(context, strength, tendencies)
                                             : postflopLikelihood(context, strength, tendencies);
}

double typeLikelihood(PlayerType type, const ActionContext& c) {
    const bool facing = c.toCall > 0;
    if (type == PlayerType::Station) {
        if (aggressive(c.kind)) return facing ? 0.03 : 0.06;
        if (c.kind == K::Call || c.kind == K::Check) return 0.94;
        return 0.02;
    }
    if (aggressive(c.kind)) return facing ? 0.8 : 0.85;
    if (c.kind == K::Call || c.kind == K::Check) return facing ? 0.18 : 0.15;
    return 0.02;
}

double rationalContinues(double ehs, int toCall, int pot, const PlayerTendencies& tendencies) {
    const double callAt = callThreshold(toCall, pot, tendencies);
    return postflopRaise(ehs, callAt) + postflopCall(ehs, callAt);
}

double typeContinues(PlayerType) {
    return 0.97;
}

StreetStrengths streetStrengths(const PublicTable& table) {
    static const ComboStrengths preflop = [] {
        ComboStrengths top{};
        const auto& combos = allCombos();
        for (int i = 0; i < kCombos; ++i)
            top[static_cast<std::size_t>(i)] =
                static_cast<float>(topFraction(combos[static_cast<std::size_t>(i)].cards));
        return top;
    }();
    StreetStrengths out;
    out.byStreet[0] = preflop;
    const int boardCounts[] = {3, 4, 5};
    for (int k = 0; k < 3 && table.boardCount >= boardCounts[k]; ++k) {
        cards::CardSet board;
        for (int i = 0; i < boardCounts[k]; ++i) board.add(table.board[static_cast<std::size_t>(i)]);
        comboStrengths(board, out.byStreet[static_cast<std::size_t>(k + 1)]);
        out.streets = k + 2;
    }
    return out;
}

std::vector<std::pair<Seat, ActionContext>> actionContexts(const PublicTable& t) {
    std::vector<std::pair<Seat, ActionContext>> out;
    std::array<int, kMaxSeats> bet{};
    Street street = Street::Preflop;
    int level = t.blinds.bigBlind;
    int pot = 0;
    int raises = 0;
    for (const HandEvent& e : t.log) {
        switch (e.kind) {
        case K::PostAnte:
            pot += e.amount;
            break;
        case K::PostSmallBlind:
        case K::PostBigBlind:
            bet[e.seat] += e.amount;
            pot += e.amount;
            break;
        case K::BoardDealt:
            street = e.street;
            bet = {};
            level = 0;
            raises = 0;
            break;
        case K::Fold:
        case K::Check:
        case K::Call:
        case K::Bet:
        case K::Raise: {
            ActionContext c;
            c.street = street;
            c.kind = e.kind;
            c.allIn = e.allIn;
            c.toCall = std::max(0, level - bet[e.seat]);
            c.pot = pot;
            c.raisesBefore = raises;
            c.behind = playersBehindPreflop(t, e.seat);
            c.dealt = std::popcount(t.dealt);
            c.effectiveBigBlinds = effectiveStackBigBlinds(t, e.seat);
            out.emplace_back(e.seat, c);
            pot += e.amount;
            if (e.kind == K::Call || aggressive(e.kind)) bet[e.seat] = e.total;
            if (aggressive(e.kind)) {
                level = std::max(level, e.total);
                ++raises;
            }
            break;
        }
        default:
            break;
        }
    }
    return out;
}

std::vector<OpponentModel> buildOpponentModels(const Observation& o, const StreetStrengths& strengths) {
    const PublicTable& t = o.table;
    const cards::CardSet dead = o.hole | t.boardSet();
    const auto& combos = allCombos();
    const auto contexts = actionContexts(t);
    std::vector<OpponentModel> models;
    for (Seat s = 0; s < t.seats(); ++s) {
        if (s == o.seat || !t.isLive(s)) continue;
        OpponentModel m;
        m.seat = s;
        m.tendencies = tendenciesFrom(t.stats[s], std::popcount(t.dealt));
        for (int i = 0; i < kCombos; ++i)
            if (!combos[static_cast<std::size_t>(i)].cards.intersects(dead)) m.live.push_back(i);
        for (int i : m.live) m.weight[static_cast<std::size_t>(i)] = 1.0;
        std::array<double, kPlayerTypes> typeLikely{1.0, 1.0, 1.0};
        for (const auto& [seat, context] : contexts) {
            if (seat != s) continue;
            const auto& strength = strengths.byStreet[static_cast<std::size_t>(streetIndex(context.street))];
            for (int i : m.live)
                m.weight[static_cast<std::size_t>(i)] *=
                    rationalLikelihood(context, strength[static_cast<std::size_t>(i)], m.tendencies);
            typeLikely[1] *= typeLikelihood(PlayerType::Station, context);
            typeLikely[2] *= typeLikelihood(PlayerType::Maniac, context);
        }
        double sum = 0.0;
        for (int i : m.live) sum += m.weight[static_cast<std::size_t>(i)];
        typeLikely[0] = m.live.empty() ? 0.0 : sum / static_cast<double>(m.live.size());
        double total = 0.0;
        for (int k = 0; k < kPlayerTypes; ++k) {
            m.type[k] = m.tendencies.typePrior[k] * typeLikely[k];
            total += m.type[k];
        }
        for (int k = 0; k < kPlayerTypes; ++k)
            m.type[k] = total > 0 ? m.type[k] / total : (k == 0 ? 1.0 : 0.0);
        if (sum <= 0.0) {
            // Nothing rational explains the actions: treat the cards as random.
            for (int i : m.live) m.weight[static_cast<std::size_t>(i)] = 1.0;
            sum = static_cast<double>(m.live.size());
        }
        double running = 0.0;
        m.cumulative.reserve(m.live.size());
        for (int i : m.live) {
            running += m.weight[static_cast<std::size_t>(i)] / sum;
            m.cumulative.push_back(running);
        }
        models.push_back(std::move(m));
    }
    return models;
}

int OpponentModel::sample(cards::Rng& rng, PlayerType* drawnType) const {
    if (live.empty()) return -1;
    const double u = rng.uniform();
    PlayerType kind = PlayerType::Rational;
    if (u >= type[0]) kind = u < type[0] + type[1] ? PlayerType::Station : PlayerType::Maniac;
    if (drawnType) *drawnType = kind;
    if (kind != PlayerType::Rational) return live[rng.below(static_cast<std::uint32_t>(live.size()))];
    const double r = rng.uniform() * cumulative.back();
    const auto it = std::upper_bound(cumulative.begin(), cumulative.end(), r);
    const std::size_t k =
        std::min<std::size_t>(static_cast<std::size_t>(it - cumulative.begin()), live.size() - 1);
    return live[k];
}

double OpponentModel::meanStrength(const ComboStrengths& strengths) const {
    double sum = 0.0, total = 0.0;
    for (int i : live) {
        sum += weight[static_cast<std::size_t>(i)] * strengths[static_cast<std::size_t>(i)];
        total += weight[static_cast<std::size_t>(i)];
    }
    return total > 0 ? sum / total : 0.0;
}

} // namespace core::holdem
