#include "holdem/ranges/rangepricing.h"

#include "holdem/evaluator.h"
#include "holdem/ranges/showdown.h"

#include <algorithm>
#include <cmath>

namespace core::holdem {

namespace {

using K = HandEvent::Kind;

// How a player who may play any two cards answers a bet: mostly on, less the dearer the call, sometimes
// raising.
double looseGoesOn(double price) {
    return std::clamp(0.95 - price, 0.3, 0.9);
}
constexpr double kLooseRaises = 0.1;

// Realisation (see the header).
constexpr double kAboveFair = 1.2;
constexpr double kBelowFair = 0.35;
constexpr double kPosition = 0.12;
constexpr double kInitiative = 0.03;
constexpr double kFullDepthPots = 6.0;

// Postflop acting order: 0 acts first (left of the button), the button last.
int actOrder(const PublicTable& t, Seat s) {
    return (s - t.button - 1 + 2 * t.seats()) % t.seats();
}

int streetsLeft(Street street) {
    switch (street) {
    case Street::Preflop:
        return 3;
    case Street::Flop:
        return 2;
    case Street::Turn:
        return 1;
    default:
        return 0;
    }
}

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

// One opponent as it stands towards one move.
struct Player {
    Seat seat = game::kNoSeat;
    const Range* weight = nullptr;       // mixed range
    std::array<float, kCombos> goesOn{}; // chance of being in
    std::array<float, kCombos> raises{}; // chance of raising again (bets only)
    int calls = 0;                       // chips it adds when it goes on
    int behindAfter = 0;                 // chips it keeps behind once it has called
    double raiseChance = 0;              // over its range
    double raiseShare = 0;               // the seat's share against its raising hands
    double shoveFolds = -1;              // after its raise, the chance it folds to an all-in (-1: none)
    double shoveShare = 0;               // the seat's share against the raising hands that call it
    int raiseTotal = 0;                  // the street total it raises to
};

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

struct MoveFrame {
    Move move;
    bool bet = false;
    int added = 0; // chips the seat puts in
    int total = 0; // its street total after the move
    bool closes = false;
    double spr = 0;
    std::vector<Player> players;
};

} // namespace

double PricedDecision::needed() const {
    if (toCall <= 0) return 0.0;
    return std::clamp(equity - callChips / (std::max(0.05, realise) * (pot + toCall)), 0.0, 1.0);
}

PricedDecision priceDecision(const Observation& o, const std::vector<Move>& requested, cards::Rng& rng,
                             int samples) {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const cards::CardSet board = t.boardSet();
    const cards::CardSet dead = o.hole | board;

    RangeReader reader(t);
    reader.readLog();
    reader.finish(me, o.hole);

    PricedDecision out;
    out.pot = t.potTotal();
    out.toCall = std::min(t.toCall(me), t.stack[me]);

    // The moves priced: those asked for and the passive one, whose share is the decision's equity.
    std::vector<Move> moves = requested;
    const Move passive = out.toCall > 0 ? Move::call() : Move::check();
    if (std::find(moves.begin(), moves.end(), passive) == moves.end()) moves.push_back(passive);

    // The opponents' ranges as the seat prices them.
    std::vector<Seat> opponents;
    std::array<Range, kMaxSeats> mixed{};
    std::array<double, kMaxSeats> sensibleScale{};
    for (Seat s = 0; s < t.seats(); ++s) {
        if (s == me || !t.isLive(s)) continue;
        opponents.push_back(s);
        const SeatRange& r = reader.seat(s);
        mixed[static_cast<std::size_t>(s)] = r.mixed(dead);
        Range sensible = r.range;
        sensible.removeCards(dead);
        double sum = 0;
        int possible = 0;
        const auto& combos = allCombos();
        for (std::size_t i = 0; i < sensible.weight.size(); ++i)
            if (!combos[i].cards.intersects(dead)) {
                sum += sensible.weight[i];
                ++possible;
            }
        sensibleScale[static_cast<std::size_t>(s)] = sum > 0 ? (1.0 - r.loose) * possible / sum : 0.0;
    }
    out.opponents = static_cast<int>(opponents.size());
    const std::size_t n = opponents.size();

    // The words' opponent: the most telling action, the later seat on ties.
    {
        const auto rank = [](RangeLabel l) {
            switch (l) {
            case RangeLabel::AllIn:
            case RangeLabel::PushFold:
            case RangeLabel::Raising:
            case RangeLabel::Betting:
            case RangeLabel::Opening:
                return 4;
            case RangeLabel::Calling:
                return 3;
            case RangeLabel::Limping:
                return 2;
            case RangeLabel::Checking:
                return 1;
            default:
                return 0;
            }
        };
        int best = -1;
        for (Seat s : opponents) {
            const int score = rank(reader.seat(s).label) * 100 + (t.lastAggressor == s ? 50 : 0) +
                              (hasSeat(t.vpipThisHand, s) ? 10 : 0) + actOrder(t, s);
            if (score > best) {
                best = score;
                out.main = s;
            }
        }
        if (out.main != game::kNoSeat) {
            const SeatRange& r = reader.seat(out.main);
            out.label = r.label;
            out.summary = summarize(r.range, dead);
            out.mainLoose = r.loose;
        }
    }

    int preflopRaises = 0;
    for (const HandEvent& e : t.log)
        if (e.street == Street::Preflop && e.isAggressive()) ++preflopRaises;

    bool inPosition = true;
    for (Seat s : opponents)
        if (actOrder(t, s) > actOrder(t, me)) inPosition = false;
    const int streets = streetsLeft(t.street);
    const ComboShares shares = heroShares(o.hole, board);

    // Each move's frame: who is in, with what chance, for what chips.
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
        if (m.kind == Move::Kind::Call) f.added = out.toCall;
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
                        out.pot + (allInTotal - t.streetBet[me]) + (p.raiseTotal - t.streetBet[s]);
                    shove.price = double(call) / (potThen + call);
                    double calls = 0, callShare = 0;
                    for (std::size_t i = 0; i < kCombos; ++i) {
                        if (raising.weight[i] <= 0 || shares[i] < 0 || theirs[i] < 0) continue;
                        const double c = raising.weight[i] * respond(theirs[i], shove, r.tendencies).goesOn();
                        calls += c;
                        callShare += c * shares[i];
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
        int potAfter = out.pot + f.added;
        for (const Player& p : f.players) potAfter += p.calls;
        f.spr = double(std::min(heroBehind, biggestBehind)) / std::max(1, potAfter);
        frames.push_back(std::move(f));
    }

    const std::size_t movesCount = moves.size();
    std::vector<double> value(movesCount, 0.0), foldAll(movesCount, 0.0), reraised(movesCount, 0.0),
        calledShare(movesCount, 0.0), realise(movesCount, 1.0);
    std::vector<std::vector<double>> batches(movesCount, std::vector<double>(kPricingBatches, 0.0));
    double equityError = 0;

    // What calling a re-raise of player p is worth (or folding to it).
    const auto reraiseValue = [&](const MoveFrame& f, const Player& p) {
        const int heroIn = p.raiseTotal - t.streetBet[me];
        const int theirs = p.raiseTotal - t.streetBet[p.seat];
        const int pot = out.pot + heroIn + theirs;
        const bool closes = p.raiseTotal >= t.allInTotal(me) || p.raiseTotal >= t.allInTotal(p.seat);
        const double spr =
            double(std::min(t.allInTotal(me), t.allInTotal(p.seat)) - p.raiseTotal) / std::max(1, pot);
        const double rr =
            closes ? 1.0 : realiseFactor(p.raiseShare, 2, inPosition, false, spr, streets, false);
        const double call = rr * p.raiseShare * pot - heroIn;
        // Or all in over the raise: the raiser folds its weaker half and calls with the rest.
        const int allIn = std::min(t.allInTotal(me), t.allInTotal(p.seat));
        double shove = -1e18;
        if (allIn > p.raiseTotal && p.shoveFolds >= 0) {
            const int finalPot = out.pot + (allIn - t.streetBet[me]) + (allIn - t.streetBet[p.seat]);
            shove = p.shoveFolds * (out.pot + theirs) +
                    (1.0 - p.shoveFolds) * (p.shoveShare * finalPot - (allIn - t.streetBet[me]));
        }
        return std::max({-double(f.added), call, shove});
    };

    if (n == 1) {
        // Exact against one opponent.
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
            const double r = realiseFactor(meanShare, 2, inPosition, f.bet, f.spr, streets, f.closes);
            const double pFold = fold / w, pCall = callW / w, pRaise = raise / w;
            double v = pFold * out.pot;
            if (callW > 0) v += pCall * (r * meanShare * (out.pot + f.added + p.calls) - f.added);
            if (pRaise > 0) v += pRaise * reraiseValue(f, p);
            value[m] = v;
            foldAll[m] = pFold;
            reraised[m] = pRaise;
            calledShare[m] = meanShare;
            realise[m] = r;
            for (double& b : batches[m]) b = v;
        }
    } else {
        // Sampled against several.
        const Evaluator& ev = Evaluator::instance();
        const auto& combos = allCombos();
        std::vector<std::vector<double>> cumulative(n);
        std::vector<std::vector<std::uint16_t>> support(n);
        for (std::size_t j = 0; j < n; ++j) {
            const Range& w = *frames.front().players[j].weight;
            double run = 0;
            for (std::size_t i = 0; i < kCombos; ++i)
                if (w.weight[i] > 0) {
                    run += w.weight[i];
                    cumulative[j].push_back(run);
                    support[j].push_back(static_cast<std::uint16_t>(i));
                }
        }
        const int perBatch = std::max(50, samples / kPricingBatches);
        // Per move and batch: sums of (no-raise weight) x (empty-subset chance), of the showdown chips with
        // their share, of the chance someone goes on, and of the share against those who do.
        struct Sums {
            double noRaise = 0, emptyChance = 0, chips = 0, onChance = 0, share = 0, players = 0;
        };
        std::vector<std::vector<Sums>> sums(movesCount, std::vector<Sums>(kPricingBatches));
        std::vector<int> drawn(n);
        std::vector<HandValue> values(n);
        for (int batch = 0; batch < kPricingBatches; ++batch) {
            for (int sample = 0; sample < perBatch; ++sample) {
                cards::CardSet used = dead;
                for (std::size_t j = 0; j < n; ++j) {
                    int c = -1;
                    for (int attempt = 0; attempt < 60 && c < 0; ++attempt) {
                        const double r = rng.uniform() * cumulative[j].back();
                        const auto it = std::upper_bound(cumulative[j].begin(), cumulative[j].end(), r);
                        const std::size_t k = std::min<std::size_t>(
                            static_cast<std::size_t>(it - cumulative[j].begin()), support[j].size() - 1);
                        if (!combos[support[j][k]].cards.intersects(used)) c = support[j][k];
                    }
                    if (c < 0)
                        for (std::uint16_t k : support[j])
                            if (!combos[k].cards.intersects(used)) {
                                c = k;
                                break;
                            }
                    drawn[j] = c;
                    if (c >= 0) used |= combos[static_cast<std::size_t>(c)].cards;
                }
                Hand full = Hand::of(board);
                for (int missing = 5 - board.count(); missing > 0;) {
                    const cards::Card card = cards::Card::fromId(static_cast<int>(rng.below(52)));
                    if (used.contains(card)) continue;
                    used.add(card);
                    full += card;
                    --missing;
                }
                const HandValue hero = ev.evaluate(full + Hand::of(o.hole));
                for (std::size_t j = 0; j < n; ++j) {
                    const Combo& c = combos[static_cast<std::size_t>(std::max(0, drawn[j]))];
                    values[j] = drawn[j] >= 0 ? ev.evaluate(full + c.high + c.low) : 0;
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
                        const auto c = static_cast<std::size_t>(drawn[j]);
                        const double up = p.raises[c];
                        noRaise *= 1.0 - up;
                        on[j] = up < 1.0 ? (p.goesOn[c] - up) / (1.0 - up) : 0.0;
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
                        chipsAll += chance / split * (out.pot + f.added + calls + lowerCalls);
                    }
                    Sums& s = sums[m][static_cast<std::size_t>(batch)];
                    const double share = shareAll - empty;
                    const double chips = chipsAll - empty * (out.pot + f.added);
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
            const double r = realiseFactor(meanShare, playersIn, inPosition, f.bet, f.spr, streets, f.closes);
            // Re-raises: heads-up against the raiser, the chance over the ranges.
            double anyRaise = 1.0, raiseValue = 0, raiseWeight = 0;
            for (const Player& p : f.players) {
                anyRaise *= 1.0 - p.raiseChance;
                if (p.raiseChance > 0) {
                    raiseValue += p.raiseChance * reraiseValue(f, p);
                    raiseWeight += p.raiseChance;
                }
            }
            anyRaise = 1.0 - anyRaise;
            const double vr = raiseWeight > 0 ? raiseValue / raiseWeight : 0.0;
            double total = 0;
            for (int b = 0; b < kPricingBatches; ++b) {
                const Sums& s = sums[m][static_cast<std::size_t>(b)];
                const double k = static_cast<double>(perBatch);
                const double noRaise = s.noRaise / k;
                const double v = s.emptyChance / k * out.pot + r * s.chips / k - s.onChance / k * f.added +
                                 (1.0 - noRaise) * vr;
                batches[m][static_cast<std::size_t>(b)] = v;
                total += v / kPricingBatches;
            }
            value[m] = total;
            foldAll[m] = all.noRaise > 0 ? all.emptyChance / all.noRaise : 0.0;
            reraised[m] = anyRaise;
            calledShare[m] = meanShare;
            realise[m] = r;
            if (frames[m].move == passive) {
                double mean = 0, squares = 0;
                std::vector<double> per;
                for (const Sums& s : sums[m]) per.push_back(s.onChance > 0 ? s.share / s.onChance : 0.0);
                for (double x : per) mean += x / kPricingBatches;
                for (double x : per) squares += (x - mean) * (x - mean);
                equityError = std::sqrt(squares / (kPricingBatches - 1) / kPricingBatches);
            }
        }
        out.exact = false;
    }

    for (std::size_t m = 0; m < movesCount; ++m) {
        if (frames[m].move == passive) {
            out.equity = calledShare[m];
            out.realise = realise[m];
            out.equityError = equityError;
            out.callChips = value[m];
        }
        if (m >= requested.size()) continue;
        PricedMove pm;
        pm.move = frames[m].move;
        pm.chips = frames[m].move.kind == Move::Kind::Fold ? 0.0 : value[m];
        pm.foldAll = frames[m].bet ? foldAll[m] : 0.0;
        pm.reraised = frames[m].bet ? reraised[m] : 0.0;
        pm.calledShare = calledShare[m];
        pm.realise = realise[m];
        pm.added = frames[m].added;
        out.moves.push_back(pm);
        out.batches.push_back(
            frames[m].move.kind == Move::Kind::Fold ? std::vector<double>(kPricingBatches, 0.0) : batches[m]);
    }
    return out;
}

} // namespace core::holdem
