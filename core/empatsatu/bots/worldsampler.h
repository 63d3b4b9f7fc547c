#pragma once
// Worlds for the Hard bot's search: the hidden cards dealt consistently with an observation, and weighted by
// what the other players did. A player who took a card of a suit probably collects that suit, so its hidden
// cards are more likely of that suit; a suit it threw is one it probably does not collect; and the hand the
// previous player kept after its last discard should be (nearly) the best it could keep.
//
// Each other hand in turn: several candidate sets of hidden cards are drawn from the cards still unplaced and
// one is kept with probability proportional to its plausibility (sampling-importance-resampling), so the
// kept hands follow the weighted distribution more closely the more are drawn; the rest of the unseen cards
// form the stock. With one draw it is the plain determinization.

#include "empatsatu/bots/greedyinference.h"
#include "empatsatu/observation.h"
#include "empatsatu/state.h"

namespace core::empatsatu {

struct WorldSamplerSettings {
    /// Candidate sets of hidden cards drawn for each other hand, one kept (1: the plain determinization).
    int draws = 32;
    /// Log-weight per hidden card of a suit the holder took a card of (per card taken).
    double takenSuit = 0.5;
    /// Log-weight per hidden card of a suit the holder threw a card of (per card thrown; negative).
    double thrownSuit = -1.0;
    /// Log-weight per point the previous player's kept hand falls short of the best it could keep
    /// (negative; draw-first rules only, where its last discard is known exactly).
    double keepShortfall = -2.0;
    /// Log-weight per point of a player's hand score, per turn it has played (up to turnCap turns): hands
    /// improve as a player keeps the best four of five turn after turn.
    double scorePerTurn = 0.04;
    int turnCap = 6;
};

/// The log-plausibility of `hand` being what `seat` (another player) holds, given what it did.
double seatLogWeight(const Observation& observation, game::Seat seat, cards::CardSet hand,
                     const WorldSamplerSettings& settings);
/// The log-plausibility of `world` given what the players other than `observation.seat` did.
double worldLogWeight(const Observation& observation, const EmpatSatuState& world,
                      const WorldSamplerSettings& settings);

/// One world consistent with `observation`, drawn as described above. With `greedy`, a seat for which it
/// holds hands that fit the cards already placed gets one of them, in proportion to their weight.
EmpatSatuState sampleWorld(const Observation& observation, cards::Rng& rng,
                           const WorldSamplerSettings& settings = {},
                           const GreedyHandModel* greedy = nullptr);

} // namespace core::empatsatu
