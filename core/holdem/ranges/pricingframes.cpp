#include "holdem/ranges/pricingframe.h"

#include <algorithm>

namespace core::holdem::pricing {

namespace {

using K = HandEvent::Kind;

// How a player who may play any two cards answers a bet: mostly on, less the dearer the call, sometimes
// raising.
double looseGoesOn(double price) {
    return std::clamp(0.95 - price, 0.3, 0.9);
}
constexpr double kLooseRaises = 0.1;

// Mixes a sensible answer with the loose players' one: the weights of the mixed range are
// sensible x (1 - loose) / mean + loose, the answer is weighted alike.
void mixAnswer(const SeatRange& r, const Range& mixed, double sensibleScale,
               const std::array<float, kCombos>& p, double loose, double looseP,
               std::array<float, kCombos>& out) {
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double w = mixed.weight[i];
        if (w <= 0) {
            out[i] = 0;
            continue;
        }
        const double sensible = r.range.weight[i] * sensibleScale;
        out[i] = static_cast<float>((sensible * p[i] + loose * looseP) / w);
    }
}

} // namespace

std::vector<MoveFrame> buildFrames(const Context& c, const RangeReader& reader,
                                   const std::vector<Move>& moves, const std::vector<Seat>& opponents,
                                   const std::array<Range, kMaxSeats>& mixed,
                                   const std::array<double, kMaxSeats>& sensibleScale) {
    const PublicTable& t = c.table;
    const Seat me = c.me;
    const ComboShares& shares = c.shares;
    int preflopRaises = 0;
    for (const HandEvent& e : t.log)
        if (e.street == Street::Preflop && e.isAggressive()) ++preflopRaises;
    int maxOpponentTotal = 0;
    for (Seat s : opponents) maxOpponentTotal = std::max(maxOpponentTotal, t.allInTotal(s));
    const Seat aggressor =
        t.lastAggressor != game::kNoSeat && t.lastAggressor != me && t.isLive(t.lastAggressor)
            ? t.lastAggressor
            : game::kNoSeat;
    std::vector<MoveFrame> frames;
    for (const Move& m : moves) {
        MoveFrame f;
        f.move = m;
        f.bet = m.kind == Move::Kind::Raise || m.kind == Move::Kind::AllIn;
        const bool allIn = m.kind == Move::Kind::AllIn;
        if (m.kind == Move::Kind::Call) f.added = c.toCall;
        if (f.bet) {
            const int total = allIn ? t.allInTotal(me) : m.amount;
            f.total = total;
            f.added = std::min(total, std::max(maxOpponentTotal, t.level)) - t.streetBet[me];
        } else {
            f.total = t.streetBet[me] + f.added;
        }
        const int heroBehind = t.stack[me] - f.added;
        const Range heroRange =
            f.bet ? reader.rangeAfter(me, t.level > 0 || t.street == Street::Preflop ? K::Raise : K::Bet,
                                      f.total, allIn)
                  : Range{};
        int biggestBehind = 0;
        bool everyoneAllIn = true;
        for (Seat s : opponents) {
            Player p;
            p.seat = s;
            p.weight = &mixed[static_cast<std::size_t>(s)];
            const SeatRange& r = reader.seat(s);
            const bool canAct = !hasSeat(t.allIn, s);
            const int level = f.bet ? f.total : t.level;
            p.calls = std::max(0, std::min(level - t.streetBet[s], t.stack[s]));
            p.behindAfter = t.stack[s] - p.calls;
            std::array<float, kCombos> ones;
            ones.fill(1.0f);
            if (f.bet && canAct) {
                const RangeReader::Answer a = reader.answer(s, me, heroRange, f.total, allIn);
                mixAnswer(r, *p.weight, sensibleScale[static_cast<std::size_t>(s)], a.goesOn, r.loose,
                          looseGoesOn(a.price), p.goesOn);
                mixAnswer(r, *p.weight, sensibleScale[static_cast<std::size_t>(s)], a.raises, r.loose,
                          p.behindAfter > 0 ? kLooseRaises : 0.0, p.raises);
                if (p.behindAfter <= 0) p.raises.fill(0.0f);
                // An all-in over its raise: the raiser reads it as the stronger half of the seat's betting
                // range (by its share against the raising hands), and calls with the raising hands that
                // beat that by the price.
                Range raising;
                double raisingWeight = 0, rangeWeight = 0;
                for (std::size_t i = 0; i < kCombos; ++i) {
                    raising.weight[i] = r.range.weight[i] * a.raises[i];
                    raisingWeight += raising.weight[i];
                    rangeWeight += r.range.weight[i];
                }
                const int allInTotal = std::min(t.allInTotal(me), t.allInTotal(s));
                p.raiseTotal = std::min(allInTotal, std::max(3 * f.total, f.total + 1));
                if (raisingWeight > 0.01 * rangeWeight && allInTotal > p.raiseTotal) {
                    const ComboShares mine = reader.sharesAgainst(raising);
                    std::vector<std::pair<float, std::uint16_t>> order;
                    double heroWeight = 0;
                    for (std::size_t i = 0; i < kCombos; ++i)
                        if (heroRange.weight[i] > 0 && mine[i] >= 0) {
                            order.emplace_back(mine[i], static_cast<std::uint16_t>(i));
                            heroWeight += heroRange.weight[i];
                        }
                    std::sort(order.begin(), order.end(), std::greater<>());
                    Range top;
                    double kept = 0;
                    for (const auto& [strength, i] : order) {
                        if (kept >= 0.5 * heroWeight) break;
                        top.weight[i] = heroRange.weight[i];
                        kept += heroRange.weight[i];
                    }
                    const ComboShares theirs = reader.sharesAgainst(top);
                    Facing shove;
                    shove.preflop = t.street == Street::Preflop;
                    shove.closes = true;
                    shove.canRaise = false;
                    const int call = allInTotal - p.raiseTotal;
                    const int potThen =
                        c.pot + (allInTotal - t.streetBet[me]) + (p.raiseTotal - t.streetBet[s]);
                    shove.price = double(call) / (potThen + call);
                    double calls = 0, callShare = 0;
                    for (std::size_t i = 0; i < kCombos; ++i) {
                        if (raising.weight[i] <= 0 || shares[i] < 0 || theirs[i] < 0) continue;
                        const double goes =
                            raising.weight[i] * respond(theirs[i], shove, r.tendencies).goesOn();
                        calls += goes;
                        callShare += goes * shares[i];
                    }
                    p.shoveFolds = 1.0 - calls / raisingWeight;
                    p.shoveShare = calls > 0 ? callShare / calls : 0.0;
                }
            } else if (!f.bet && canAct && t.needsToAct(s) && t.streetBet[s] < t.level &&
                       aggressor != game::kNoSeat) {
                // Still to act facing the bet the seat calls: in with its chance of going on.
                const SeatRange& bettor = reader.seat(aggressor);
                const RangeReader::Answer a =
                    reader.answer(s, aggressor, bettor.range, t.level, hasSeat(t.allIn, aggressor), 1);
                mixAnswer(r, *p.weight, sensibleScale[static_cast<std::size_t>(s)], a.goesOn, r.loose,
                          looseGoesOn(a.price), p.goesOn);
                mixAnswer(r, *p.weight, sensibleScale[static_cast<std::size_t>(s)], a.raises, r.loose,
                          kLooseRaises, p.raises);
                p.raiseTotal = std::min(std::min(t.allInTotal(me), t.allInTotal(s)), 3 * t.level);
            } else if (!f.bet && canAct && t.needsToAct(s) && t.street == Street::Preflop &&
                       preflopRaises == 0) {
                // An unraised pot before the flop: those still to act limp or raise with their chances, the
                // big blind checks or raises.
                std::array<float, kCombos> in{}, up{};
                if (s == t.bigBlindSeat) {
                    const auto check = reader.likelihoodOf(s, K::Check, t.level, false);
                    for (std::size_t i = 0; i < in.size(); ++i) {
                        in[i] = 1.0f;
                        up[i] = 1.0f - check[i];
                    }
                } else {
                    const int limps = f.move.kind == Move::Kind::Call ? 1 : 0;
                    const auto limp = reader.likelihoodOf(s, K::Call, t.level, false, limps);
                    const auto raise = reader.likelihoodOf(s, K::Raise, 3 * t.level, false, limps);
                    for (std::size_t i = 0; i < in.size(); ++i) {
                        in[i] = std::min(1.0f, limp[i] + raise[i]);
                        up[i] = raise[i];
                    }
                }
                mixAnswer(r, *p.weight, sensibleScale[static_cast<std::size_t>(s)], in, r.loose, 0.9,
                          p.goesOn);
                mixAnswer(r, *p.weight, sensibleScale[static_cast<std::size_t>(s)], up, r.loose, kLooseRaises,
                          p.raises);
                p.raiseTotal = std::min(std::min(t.allInTotal(me), t.allInTotal(s)), 4 * t.level);
            } else {
                p.goesOn = ones;
            }
            double w = 0, q = 0, qs = 0;
            for (std::size_t i = 0; i < kCombos; ++i) {
                const double wi = p.weight->weight[i];
                if (wi <= 0 || shares[i] < 0) continue;
                w += wi;
                q += wi * p.raises[i];
                qs += wi * p.raises[i] * shares[i];
            }
            p.raiseChance = w > 0 ? q / w : 0.0;
            p.raiseShare = q > 0 ? qs / q : 0.0;
            biggestBehind = std::max(biggestBehind, p.behindAfter);
            if (p.behindAfter > 0) everyoneAllIn = false;
            f.players.push_back(std::move(p));
        }
        f.closes = heroBehind <= 0 || everyoneAllIn;
        int potAfter = c.pot + f.added;
        for (const Player& p : f.players) potAfter += p.calls;
        f.spr = double(std::min(heroBehind, biggestBehind)) / std::max(1, potAfter);
        frames.push_back(std::move(f));
    }

    return frames;
}

} // namespace core::holdem::pricing
