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

// The width a raise is assumed to face when the log does not say (a typical opening range).
constexpr double kDefaultFacing = 0.15;

// The hands that go on against a raise: a player who raised before keeps about half of its own range (the
// rest folds to the re-raise); otherwise the range is a share of the raiser's, wider for the big blind,
// whose blind is already in.
double continueWidth(const ActionContext& c, const PlayerTendencies& t) {
    const double facing = c.facingWidth > 0 ? c.facingWidth : kDefaultFacing;
    const double width = c.ownWidth > 0 ? 0.5 * c.ownWidth : facing * (c.behind == 0 ? 0.7 : 0.45);
    return std::clamp(width * t.callScale, 0.02, 0.95);
}

double preflopRaise(const ActionContext& c, double top, const PlayerTendencies& t) {
    return 0.01 + 0.98 * sigmoid((preflopRaiseWidth(c, t) - top) / 0.025);
}

double preflopLikelihood(const ActionContext& c, double top, const PlayerTendencies& t) {
    switch (c.kind) {
    case K::Bet:
    case K::Raise:
        // The first raise: some players limp part of their raising hands instead.
        return preflopRaise(c, top, t) * (c.raisesBefore == 0 && !c.allIn ? 1.0 - t.limpShare : 1.0);
    case K::Call: {
        ActionContext asRaise = c;
        asRaise.allIn = false;
        const double raise = preflopRaise(asRaise, top, t);
        if (c.raisesBefore == 0) // limping or completing: a raising hand played slowly, or a weaker one
            return raise * t.limpShare +
                   (1.0 - raise) *
                       (0.02 + 0.96 * sigmoid((std::clamp(0.5 * t.callScale, 0.04, 0.95) - top) / 0.04));
        return (1.0 - raise) * (0.02 + 0.96 * sigmoid((continueWidth(c, t) - top) / 0.04));
    }
    case K::Check: // the big blind's option
        return 1.0 - (0.01 + 0.98 * sigmoid((0.12 * t.openScale - top) / 0.025));
    default:
        return 1.0;
    }
}

// A bet comes from the stronger hands, so a hand's equity against a random hand (the strength scale)
// overstates its equity against the bettor: a rational player calls only with a margin over the pot odds, and
// bets with hands well ahead of a random hand.
double callThreshold(int toCall, int pot, const PlayerTendencies& t) {
    const double odds = double(toCall) / std::max(1, pot + toCall);
    return odds + 0.12 - t.callLoosen;
}

double postflopRaise(double strength, double callAt) {
    const double raiseAt = std::max(0.78, callAt + 0.3);
    return 0.03 + 0.9 * sigmoid((strength - raiseAt) / 0.06);
}

double postflopCall(double strength, double callAt) {
    return (1.0 - postflopRaise(strength, callAt)) * (0.03 + 0.94 * sigmoid((strength - callAt) / 0.04));
}

double postflopBet(double strength, const PlayerTendencies& t) {
    return 0.07 + 0.86 * sigmoid((strength - (0.7 - t.betLoosen)) / 0.07);
}

double postflopLikelihood(const ActionContext& c, double strength, const PlayerTendencies& t) {
    if (c.toCall == 0) {
        if (aggressive(c.kind)) return postflopBet(strength, t);
        if (c.kind == K::Check) return 1.0 - postflopBet(strength, t);
        return 1.0;
    }
    const double callAt = callThreshold(c.toCall, c.pot, t);
    if (aggressive(c.kind)) return postflopRaise(strength, callAt);
    if (c.kind == K::Call) return postflopCall(strength, callAt);
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
    t.openScale = std::clamp(pfr / typicalPfr, 0.15, 3.0);
    t.limpShare = std::clamp((s.vpip - s.pfr + 0.15 * kPrior) / (s.vpip + kPrior), 0.05, 0.85);
    t.callScale = std::clamp(vpip / typicalVpip, 0.5, 3.0);
    t.callLoosen = std::clamp((0.25 - foldRate) * 0.6, -0.1, 0.15);
    t.betLoosen = std::clamp((postflopAggression - 0.3) * 0.5, -0.1, 0.2);
    const double loose = std::clamp((vpip - typicalVpip - 0.1) / 0.25, 0.0, 1.0);
    const double maniac = 0.04 + 0.8 * loose * std::clamp((aggression - 0.45) / 0.25, 0.0, 1.0);
    const double station = 0.04 + 0.8 * loose * std::clamp((0.35 - aggression) / 0.2, 0.0, 1.0);
    // What the loose types never do weighs against them: a station never raises, neither ever folds after the
    // flop (each such action seen keeps 70% of the odds).
    const double noStation = std::pow(0.7, s.pfr + s.aggressive + s.folds);
    const double noManiac = std::pow(0.7, s.folds);
    t.typePrior = {std::max(0.05, 1.0 - maniac * noManiac - station * noStation), station * noStation,
                   maniac * noManiac};
    return t;
}

double preflopRaiseWidth(const ActionContext& c, const PlayerTendencies& t) {
    double width;
    if (c.raisesBefore == 0) {
        width = openRangeWidth(c.behind, c.dealt) * t.openScale;
    } else {
        // A re-raise takes the top of the range it faces: about a seventh of an opening range for a
        // three-bet, two fifths of a re-raising range after that.
        const double facing = c.facingWidth > 0 ? c.facingWidth : kDefaultFacing;
        width = std::clamp((c.raisesBefore == 1 ? 0.15 : 0.4) * facing * t.openScale, 0.02, 0.3);
    }
    if (c.allIn) {
        const double shove = shoveWidth(c.effectiveBigBlinds);
        width = c.effectiveBigBlinds <= 20 && c.raisesBefore == 0 ? std::max(width, shove)
                                                                  : std::min(width, shove);
    }
    return width;
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

double rationalContinues(double strength, int toCall, int pot, const PlayerTendencies& tendencies) {
    const double callAt = callThreshold(toCall, pot, tendencies);
    return postflopRaise(strength, callAt) + postflopCall(strength, callAt);
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

namespace {

// Replays a hand's log and tells the context of each action (chips, raises, the preflop range widths).
class ContextTracker {
public:
    explicit ContextTracker(const PublicTable& t) : m_t(t), m_level(t.blinds.bigBlind) {}

    ActionContext contextOf(Seat seat, K kind, bool allIn) const {
        ActionContext c;
        c.street = m_street;
        c.kind = kind;
        c.allIn = allIn;
        c.toCall = std::max(0, m_level - m_bet[static_cast<std::size_t>(seat)]);
        c.pot = m_pot;
        c.raisesBefore = m_raises;
        c.behind = playersBehindPreflop(m_t, seat);
        c.dealt = std::popcount(m_t.dealt);
        c.effectiveBigBlinds = effectiveStackBigBlinds(m_t, seat);
        if (m_street == Street::Preflop) {
            c.facingWidth = m_facing;
            c.ownWidth = m_own[static_cast<std::size_t>(seat)];
        }
        return c;
    }

    /// Moves past `e`; `c` is its context when it is an action.
    void apply(const HandEvent& e, const ActionContext* c) {
        const auto seat = static_cast<std::size_t>(std::max<Seat>(0, e.seat));
        switch (e.kind) {
        case K::PostAnte:
            m_pot += e.amount;
            break;
        case K::PostSmallBlind:
        case K::PostBigBlind:
            m_bet[seat] += e.amount;
            m_pot += e.amount;
            break;
        case K::BoardDealt:
            m_street = e.street;
            m_bet = {};
            m_level = 0;
            m_raises = 0;
            break;
        case K::Fold:
        case K::Check:
        case K::Call:
        case K::Bet:
        case K::Raise:
            m_pot += e.amount;
            if (e.kind == K::Call || aggressive(e.kind)) m_bet[seat] = e.total;
            if (aggressive(e.kind)) {
                if (m_street == Street::Preflop && c) {
                    m_facing = preflopRaiseWidth(*c, tendenciesFrom(m_t.stats[e.seat], c->dealt));
                    m_own[seat] = m_facing;
                }
                m_level = std::max(m_level, e.total);
                ++m_raises;
            }
            break;
        default:
            break;
        }
    }

private:
    const PublicTable& m_t;
    std::array<int, kMaxSeats> m_bet{};
    std::array<double, kMaxSeats> m_own{};
    Street m_street = Street::Preflop;
    int m_level = 0;
    int m_pot = 0;
    int m_raises = 0;
    double m_facing = 0;
};

} // namespace

std::vector<std::pair<Seat, ActionContext>> actionContexts(const PublicTable& t) {
    std::vector<std::pair<Seat, ActionContext>> out;
    ContextTracker tracker(t);
    for (const HandEvent& e : t.log) {
        if (e.isAction()) {
            out.emplace_back(e.seat, tracker.contextOf(e.seat, e.kind, e.allIn));
            tracker.apply(e, &out.back().second);
        } else {
            tracker.apply(e, nullptr);
        }
    }
    return out;
}

ActionContext nextContext(const PublicTable& t, Seat seat, HandEvent::Kind kind, bool allIn) {
    ContextTracker tracker(t);
    for (const HandEvent& e : t.log) {
        if (e.isAction()) {
            const ActionContext c = tracker.contextOf(e.seat, e.kind, e.allIn);
            tracker.apply(e, &c);
        } else {
            tracker.apply(e, nullptr);
        }
    }
    return tracker.contextOf(seat, kind, allIn);
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
