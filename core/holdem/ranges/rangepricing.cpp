#include "holdem/ranges/rangepricing.h"

#include "holdem/ranges/pricingframe.h"
#include "holdem/ranges/showdown.h"

#include <algorithm>

namespace core::holdem {

namespace {

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

    pricing::Context c{t, me, o.hole, board, dead, out.pot, out.toCall, true, streetsLeft(t.street), {}};
    for (Seat s : opponents)
        if (actOrder(t, s) > actOrder(t, me)) c.inPosition = false;
    c.shares = heroShares(o.hole, board);
    const std::vector<pricing::MoveFrame> frames =
        pricing::buildFrames(c, reader, moves, opponents, mixed, sensibleScale);

    const std::size_t movesCount = moves.size();
    const pricing::Values v =
        n == 1 ? pricing::priceExact(c, frames) : pricing::priceSampled(c, frames, passive, rng, samples);
    out.exact = v.exact;
    for (std::size_t m = 0; m < movesCount; ++m) {
        if (frames[m].move == passive) {
            out.equity = v.calledShare[m];
            out.realise = v.realise[m];
            out.equityError = v.equityError;
            out.callChips = v.chips[m];
        }
        if (m >= requested.size()) continue;
        const bool fold = frames[m].move.kind == Move::Kind::Fold;
        PricedMove pm;
        pm.move = frames[m].move;
        pm.chips = fold ? 0.0 : v.chips[m];
        pm.foldAll = frames[m].bet ? v.foldAll[m] : 0.0;
        pm.reraised = frames[m].bet ? v.reraised[m] : 0.0;
        pm.calledShare = v.calledShare[m];
        pm.realise = v.realise[m];
        pm.added = frames[m].added;
        out.moves.push_back(pm);
        out.batches.push_back(fold ? std::vector<double>(kPricingBatches, 0.0) : v.batches[m]);
    }
    return out;
}

} // namespace core::holdem
