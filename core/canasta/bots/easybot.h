#pragma once
// The Easy Canasta bot: plain rules of thumb, no look-ahead.
//  - Draw: take the pile only with a natural pair of its top card (after the stock ran out: only when the
//    take is compulsory, or with a pair and a small pile); otherwise draw (two cards when that is optional).
//  - Meld when able: new melds of three naturals, naturals onto the side's melds, a natural pair with a wild
//    card, wild cards onto melds of five or more (towards a canasta), and every wild card once going out is
//    allowed. A first meld that is under way is completed with whatever step is legal.
//  - Go out whenever the rules allow it (it never asks the partner).
//  - Discard: a black 3 if any (it stops the next player); else the highest-valued card that is safe (the
//    next opponent's side has no meld of its rank and is not known to hold a pair of it), preferring cards
//    held singly; wild cards last.
//  - Asked "may I go out?": yes when its own hand counts 100 or less or an opponent is down to two cards.
//
// EasyPolicy works from what the player to act sees (the board and its hand), so a search can also run it on
// determinized states as its rollout policy (playOutDeal()).

#include "canasta/state.h"
#include "game/bot.h"

namespace core::canasta {

class EasyPolicy {
public:
    /// A legal move for the player to act (board.current), holding `hand`.
    static Move choose(const Board& board, PhysSet hand, cards::Rng& rng);
    /// The answer to "may I go out?" for the partner holding `hand`.
    static bool answer(const Board& board, PhysSet hand);
    /// The card to discard, or nullopt if no discard is legal.
    static std::optional<Move> discard(const Board& board, PhysSet hand);
};

class EasyBot : public game::Bot<State> {
public:
    std::string_view name() const override { return "easy"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override {
        return EasyPolicy::choose(observation.board, observation.hand, rng);
    }
};

/// Plays the current deal of `state` to its end with EasyPolicy for every seat (a rollout); returns the
/// number of moves made.
int playOutDeal(State& state, cards::Rng& rng, int maxMoves = 5000);

} // namespace core::canasta
