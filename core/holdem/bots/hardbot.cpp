#include "holdem/bots/hardbot.h"

#include "holdem/bots/betting.h"
#include "holdem/bots/handclass.h"
#include "holdem/bots/hardpushfold.h"
#include "holdem/bots/opponentmodel.h"
#include "holdem/bots/preflopranges.h"
#include "holdem/bots/rangeequity.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace core::holdem {

namespace {

using K = HandEvent::Kind;

// Postflop acting order: 0 acts first (left of the button), the button last.
int actOrder(const PublicTable& t, Seat s) {
    return (s - t.button - 1 + 2 * t.seats()) % t.seats();
}

// Whether `me` acts after every other live seat after the flop.
bool inPosition(const PublicTable& t, Seat me) {
    for (Seat s = 0; s < t.seats(); ++s)
        if (s != me && t.isLive(s) && actOrder(t, s) > actOrder(t, me)) return false;
    return true;
}

// Chips `me` can still win from each opponent: the smaller of the two street totals reachable.
double effectiveBigBlinds(const PublicTable& t, Seat me) {
    int others = 0;
    for (Seat s = 0; s < t.seats(); ++s)
        if (s != me && t.isLive(s)) others = std::max(others, t.allInTotal(s));
    return static_cast<double>(std::min(t.allInTotal(me), others)) / std::max(1, t.blinds.bigBlind);
}

int countPreflop(const PublicTable& t, bool raises) {
    int count = 0;
    for (const HandEvent& e : t.log) {
        if (e.street != Street::Preflop) break;
        if (raises && (e.kind == K::Raise || e.kind == K::Bet)) ++count;
        if (!raises && e.kind == K::Call) ++count;
    }
    return count;
}

// No more betting after this decision: calling puts the seat all-in, or nobody else could bet.
bool noFutureBetting(const PublicTable& t, Seat me) {
    return t.toCall(me) >= t.stack[me] || (t.canAct() & static_cast<SeatMask>(~seatBit(me))) == 0;
}

bool playsWellDeep(cards::CardSet hole) {
    const cards::Card a = hole.last(), b = hole.first();
    return a.rankIndex() == b.rankIndex() ||
           (a.suit() == b.suit() && std::abs(a.rankIndex() - b.rankIndex()) <= 2);
}

// The models of the opponents who have put chips in voluntarily before the flop; `stillToAct` (if given)
// counts the others who have yet to act.
std::vector<OpponentModel> modelsOfThoseIn(const Observation& o, const StreetStrengths& strengths,
                                           int* stillToAct = nullptr) {
    const PublicTable& t = o.table;
    std::vector<OpponentModel> models = buildOpponentModels(o, strengths);
    std::erase_if(models, [&](const OpponentModel& m) {
        const bool in = hasSeat(t.vpipThisHand, m.seat);
        if (!in && stillToAct && t.needsToAct(m.seat)) ++*stillToAct;
        return !in;
    });
    return models;
}

} // namespace

// Raise over limpers for value: a limp keeps the limper's weaker hands, which call the raise and then play a
// bigger pot behind; the equity against the modelled ranges of those who put chips in says which hands do.
bool HardBot::isolateAgainstLimps(const Observation& o, cards::Rng& rng) const {
    const std::vector<OpponentModel> models = modelsOfThoseIn(o, streetStrengths(o.table));
    if (models.empty()) return false;
    const double equity = rangeEquity(o.hole, {}, models, nullptr, {}, m_settings.preflopSamples, rng).share;
    const double fair = 1.0 / (static_cast<double>(models.size()) + 1.0);
    return equity >= fair + 0.1;
}

Move HardBot::chooseMove(const Observation& observation, cards::Rng& rng) {
    return analyse(observation, rng).move;
}

HardBot::Analysis HardBot::analyse(const Observation& o, cards::Rng& rng) const {
    Analysis a = o.table.street == Street::Preflop ? preflop(o, rng) : postflop(o, rng);
    // A last guard: the move must be legal (sizes come from helpers that respect the rules).
    if (o.table.check(a.move)) a.move = checkOrCall(o.table);
    return a;
}

HardBot::Analysis HardBot::preflop(const Observation& o, cards::Rng& rng) const {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const int bb = t.blinds.bigBlind;
    const double top = topFraction(o.hole);
    const int dealt = std::popcount(t.dealt);
    const int raises = countPreflop(t, true);
    const int limpers = raises == 0 ? countPreflop(t, false) : 0;
    const int toCall = std::min(t.toCall(me), t.stack[me]);
    const double stackBb = effectiveBigBlinds(t, me);
    const int behind = playersBehindPreflop(t, me);
    const bool canRaise = !t.raiseRefusal(me);
    Analysis out;

    if (const auto spot = pushFoldSpot(t)) {
        out.move = pushFoldMove(t, hardPushFoldFrequency(t, *spot, o.hole), rng);
        return out;
    }
    if (raises == 0) {
        if (stackBb <= 12) {
            // Push or fold.
            if (toCall == 0) {
                out.move = (top <= 0.15 && canRaise) ? Move::allIn() : Move::check();
                return out;
            }
            const double width = std::min(0.85, openRangeWidth(behind, dealt) * 1.3 *
                                                    std::sqrt(12.0 / std::max(stackBb, 1.0))) *
                                 std::pow(0.7, limpers);
            out.move = (top <= width && canRaise) ? raiseTo(t, t.allInTotal(me)) : checkOrFold(t);
            return out;
        }
        if (toCall == 0) { // the big blind after limps
            if (limpers > 0 && canRaise && isolateAgainstLimps(o, rng)) {
                out.move = raiseTo(t, (4 + limpers) * bb);
                return out;
            }
            out.move = Move::check();
            return out;
        }
        // Heads-up the button raises every hand: the big blind gives up often enough that even the worst
        // hand gains from the raise, and the button plays every later street in position.
        const double width = (dealt == 2 ? 1.0 : openRangeWidth(behind, dealt)) * std::pow(0.75, limpers);
        if (top <= width && canRaise) {
            const double size = (dealt == 2 || behind <= 2) && me != t.smallBlindSeat ? 2.5 : 3.0;
            out.move = raiseTo(t, static_cast<int>(std::lround(size * bb)) + limpers * bb);
            return out;
        }
        if (limpers > 0 && top <= std::min(0.45, 2.0 * width)) {
            out.move = Move::call();
            return out;
        }
        out.move = checkOrFold(t);
        return out;
    }

    // Facing a raise: equity against the raisers' ranges.
    const StreetStrengths strengths = streetStrengths(t);
    // Players still to act have not put chips in and mostly fold: the equity is against those who have,
    // and each player left to act costs a little margin.
    int stillToAct = 0;
    const std::vector<OpponentModel> models = modelsOfThoseIn(o, strengths, &stillToAct);
    const double equity = rangeEquity(o.hole, {}, models, nullptr, {}, m_settings.preflopSamples, rng).share;
    out.equity = equity;
    const int pot = t.potTotal();
    const double required = toCall > 0 ? double(toCall) / (pot + toCall) : 0.0;
    const int opponents = static_cast<int>(models.size());
    const bool ip = t.lastAggressor != game::kNoSeat && actOrder(t, me) > actOrder(t, t.lastAggressor);
    double realise = ip ? 0.92 : 0.8;
    if (stackBb >= 40 && playsWellDeep(o.hole)) realise += 0.08;
    if (opponents >= 2) realise -= 0.05;
    if (noFutureBetting(t, me)) realise = 1.0;

    // Ranges over the hand classes, from the first raiser's opening width: re-raise for value with the top
    // of it, call with hands that play against it, fold the rest; the equity and the pot odds have the last
    // word (a hand that beats the modelled range re-raises; a call must pay).
    Seat opener = game::kNoSeat;
    for (const HandEvent& e : t.log)
        if (e.street == Street::Preflop && (e.kind == K::Raise || e.kind == K::Bet)) {
            opener = e.seat;
            break;
        }
    const double openerWidth = openRangeWidth(playersBehindPreflop(t, opener), dealt) *
                               tendenciesFrom(t.stats[opener], dealt).openScale;
    // A raiser believed to be a maniac raises any two cards: the chart widens towards every hand as that
    // belief grows, and the equity against the modelled range decides.
    double maniac = 0.0;
    for (const OpponentModel& m : models)
        if (m.seat == t.lastAggressor) maniac = m.type[static_cast<std::size_t>(PlayerType::Maniac)];
    const double valueWidth =
        std::lerp(raises == 1 ? std::clamp(0.3 * openerWidth, 0.025, 0.15) : 0.025, 0.2, maniac);
    const double callWidth = std::lerp(
        raises == 1 ? openerWidth * (me == t.bigBlindSeat ? 1.1 : (ip ? 0.8 : 0.55)) : 0.08, 1.0, maniac);

    const double callValue = realise * equity * (pot + toCall) - toCall;
    out.candidates = {{Move::fold(), 0.0}, {Move::call(), callValue}};
    const double reraiseAt = opponents == 1 ? 0.57 : (opponents == 2 ? 0.45 : 0.37);
    if (canRaise && (top <= valueWidth || equity >= reraiseAt)) {
        if (stackBb <= 25) {
            out.move = raiseTo(t, t.allInTotal(me));
        } else {
            const double factor = raises == 1 ? (ip ? 3.0 : 3.6) : 2.3;
            out.move = raiseTo(t, static_cast<int>(std::lround(factor * t.level)), 0.45);
        }
        return out;
    }
    if (toCall == 0) {
        out.move = Move::check();
        return out;
    }
    const bool inCallingRange = top <= callWidth || noFutureBetting(t, me) || required < 0.2;
    out.move = inCallingRange && equity * realise >= required + 0.01 + 0.015 * stillToAct ? Move::call()
                                                                                          : Move::fold();
    return out;
}

HardBot::Analysis HardBot::postflop(const Observation& o, cards::Rng& rng) const {
    const PublicTable& t = o.table;
    const Seat me = o.seat;
    const StreetStrengths strengths = streetStrengths(t);
    const ComboStrengths& now = strengths.byStreet[static_cast<std::size_t>(strengths.streets - 1)];
    const std::vector<OpponentModel> models = buildOpponentModels(o, strengths);
    const int pot = t.potTotal();
    const int toCall = std::min(t.toCall(me), t.stack[me]);
    const bool river = t.street == Street::River;
    const bool canRaise = !t.raiseRefusal(me);

    // Candidate moves: passive first, so ties go to the cheaper line.
    std::vector<Move> moves;
    if (toCall == 0) {
        moves.push_back(Move::check());
    } else {
        moves.push_back(Move::fold());
        moves.push_back(Move::call());
    }
    if (canRaise) {
        const std::vector<double> fractions =
            toCall == 0 ? std::vector<double>{0.33, 0.5, 0.75, 1.0, 1.5} : std::vector<double>{0.75, 1.0};
        for (double f : fractions) moves.push_back(potRaise(t, f, 0.7));
        if (allInWorthWeighing(t)) moves.push_back(Move::allIn());
        std::sort(moves.begin() + (toCall == 0 ? 1 : 2), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    }

    // What each bet asks of each opponent.
    int maxOpponentTotal = 0;
    for (const OpponentModel& m : models) maxOpponentTotal = std::max(maxOpponentTotal, t.allInTotal(m.seat));
    std::vector<BetScenario> scenarios;
    std::vector<int> betChips;
    for (const Move& move : moves) {
        if (move.kind != Move::Kind::Raise && move.kind != Move::Kind::AllIn) continue;
        const int total = move.kind == Move::Kind::AllIn ? t.allInTotal(me) : move.amount;
        const int chips = std::min(total, std::max(maxOpponentTotal, t.level)) - t.streetBet[me];
        BetScenario scenario;
        for (const OpponentModel& m : models) {
            scenario.toCall.push_back(std::max(0, std::min(total - t.streetBet[m.seat], t.stack[m.seat])));
            scenario.pot.push_back(pot + chips);
        }
        scenarios.push_back(std::move(scenario));
        betChips.push_back(chips);
    }
    const RangeEquity eq =
        rangeEquity(o.hole, t.boardSet(), models, &now, scenarios, m_settings.postflopSamples, rng);

    const bool ip = inPosition(t, me);
    const int opponents = static_cast<int>(models.size());
    double realise = river ? 1.0 : (ip ? 0.95 : 0.85);
    if (opponents >= 2 && !river) realise -= 0.05;
    const double aggressorRealise = river ? 1.0 : 0.97;

    Analysis out;
    out.equity = eq.share;
    std::size_t scenario = 0;
    double bestValue = -1e18;
    for (const Move& move : moves) {
        double value = 0.0;
        switch (move.kind) {
        case Move::Kind::Fold:
            value = 0.0;
            break;
        case Move::Kind::Check:
            value = realise * eq.share * pot;
            break;
        case Move::Kind::Call:
            value = (noFutureBetting(t, me) ? 1.0 : realise) * eq.share * (pot + toCall) - toCall;
            break;
        case Move::Kind::Raise:
        case Move::Kind::AllIn: {
            const double fold = eq.allFold[scenario];
            const double called = std::max(1e-9, 1.0 - fold);
            const double chips = betChips[scenario];
            const double theirs = eq.calledChips[scenario] / called;
            value =
                fold * pot +
                (1.0 - fold) * (aggressorRealise * eq.calledShare[scenario] * (pot + chips + theirs) - chips);
            ++scenario;
            break;
        }
        }
        out.candidates.emplace_back(move, value);
        if (value > bestValue + 1e-9) {
            bestValue = value;
            out.move = move;
        }
    }
    return out;
}

} // namespace core::holdem
