#pragma once
// Solid: a tight-aggressive baseline that plays by charts and rules, the way a sound regular plays without
// reading anybody. It is what the Hard bot must beat to be called strong.
//
// Before the flop it raises first in with position-dependent ranges (solidranges.h; 2.5 big blinds, 3 from
// the small blind), re-raises a value range and a few suited bluffs (3x the open in position, 4x out of it),
// calls opens with pairs, suited broadways and suited connectors (widest in the big blind), four-bets the
// top of its range and otherwise folds to re-raises it cannot call; all-ins are called with ranges by stack
// depth. With 15 big blinds or less heads-up (or blind against blind) it plays the push/fold chart
// (pushfoldplay.h).
//
// After the flop it reads its own hand (madehand.h): it continuation-bets about 1/2 to 2/3 of the pot with
// top pair or better and with draws (sometimes with nothing, heads-up), bets two pair or better and top pair
// with a good kicker for value on later streets, and folds to big bets (2/3 of the pot or more), especially
// on the turn and the river, without a strong hand: two pair or better, or top pair with a good kicker or an
// overpair facing a single bet before the river. Draws call when their chance of coming in pays the price.
//
// It sees only its own observation, keeps nothing between decisions, and draws its few mixed choices (the
// bluffs, the chart's mixed hands) from the generator it is given.

#include "game/bot.h"
#include "holdem/state.h"

namespace core::holdem {

class SolidBot : public game::Bot<HoldemState> {
public:
    std::string_view name() const override { return "solid"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;
    /// The move its rules choose, before chooseMove()'s last guard replaces a move the table would refuse
    /// (with a check or a call): tests check that the guard is never needed.
    Move decide(const Observation& observation, cards::Rng& rng) const;
};

} // namespace core::holdem
