#pragma once
// Hidden hands for the Hard bot's search. State::determinize() already keeps the cards taken with the pile in
// the taker's hand (unless melded or discarded since); on top of that the sampler reads soft clues from the
// discard pile, whose order tells who threw each card (every turn ends with one discard, and the pile starts
// afresh when taken):
//  - a player who discarded a natural of rank X probably holds no natural pair of X (it would have kept the
//    pair to meld it or to take the pile with it);
//  - a player who drew from the stock while a natural X lay on top of the pile probably held no natural pair
//    of X (it would have taken the pile);
//  - a partner who asks "may I go out?" after drawing can probably go out (laying down all it can).
// A sampled world that breaks some clues is redrawn with a probability that grows with the number broken, so
// the clues bend the distribution without ever making a world impossible.

#include "canasta/observation.h"
#include "canasta/state.h"
#include "cards/rng.h"

#include <vector>

namespace core::canasta {

/// `seat` probably holds fewer than two naturals of `slot` (other than cards known to be in its hand).
struct PairClue {
    game::Seat seat = game::kNoSeat;
    int slot = -1;
    bool operator==(const PairClue&) const = default;
};

/// Who discarded each card of the pile, bottom first: a seat, or kNoSeat for a card turned up at the deal.
std::vector<game::Seat> pileDiscarders(const Board& board);

class WorldSampler {
public:
    explicit WorldSampler(const Observation& observation);

    /// A full state consistent with the observation (the one given to the constructor), leaning towards
    /// the clues.
    State sample(const Observation& observation, cards::Rng& rng) const;
    /// How many clues `world` breaks (a clue about going out counts three).
    int implausibility(const State& world) const;

    const std::vector<PairClue>& pairClues() const { return m_pairClues; }
    /// The partner who asked "may I go out?" (the observer is answering), or kNoSeat.
    game::Seat asker() const { return m_asker; }

private:
    std::vector<PairClue> m_pairClues;
    game::Seat m_asker = game::kNoSeat;
};

} // namespace core::canasta
