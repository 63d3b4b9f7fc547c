#pragma once
// A seat's equity against the ranges the other players may hold (rangereader.h), for the odds panel and the
// benchmarks: what the seat's two cards win of the pot at a showdown against those who stay in.
//
// Who counts. A player who has matched the bet is in with its range. A player still to act facing a bet is
// in only with its chance of going on (per combination, actionmodel.h: so the hands that stay are the top of
// its range), and before the flop in an unraised pot one still to act with its chance of limping or raising;
// the equity is then the share against those who are in, averaged over who is. With no bet to face after the
// flop, every live player is in.
//
// Exact or sampled. Against one opponent the share is exact: over every runout after the flop (at most
// 1,081 boards x 1,081 hands), and before it from the class-against-class table. Against more the
// showdowns are sampled (each opponent's hand drawn by its weights, without clashes, in or out by its
// chance), in batches whose spread gives the standard error shown. Deterministic for a generator's seed.

#include "cards/rng.h"
#include "holdem/observation.h"
#include "holdem/ranges/range.h"
#include "holdem/ranges/rangereader.h"

#include <vector>

namespace core::holdem {

struct OpponentRange {
    Seat seat = game::kNoSeat;
    RangeLabel label = RangeLabel::Blind;
    RangeSummary summary; ///< of its sensible reading
    double loose = 0;     ///< the chance it plays any two cards
    double inChance = 1;  ///< the chance it is in (1 unless it still has a bet to face)
    Range range;          ///< the range it is priced with (mixed, the observer's cards and the board out)
};

struct RangeOdds {
    double share = 0;    ///< the share of the pot against those who are in
    double stdError = 0; ///< 0 when exact
    bool exact = true;
    std::uint64_t samples = 0; ///< showdowns sampled (0 when exact)
    std::vector<OpponentRange> opponents;
};

/// The observing seat's equity against every live opponent's range, on the table as it stands.
/// `samples`: showdowns sampled when more than one opponent is live.
RangeOdds rangeOdds(const Observation& observation, cards::Rng& rng, int samples = 20000);

} // namespace core::holdem
