#pragma once
// A fixed style for benchmarks: the Easy rules, except that while the stock lasts the pile is taken whenever
// its top card goes onto the side's meld. The Easy rules never take that way and the Hard bot reads a player
// who leaves such a pile as one that never will (playreading.h); measured against this style, a reading that
// bets on that habit before the play shows it costs hands (`simulate --game canasta --seats
// hard,taker,hard,taker`).

#include "canasta/state.h"
#include "game/bot.h"

namespace core::canasta {

class TakerBot : public game::Bot<State> {
public:
    std::string_view name() const override { return "taker"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;
};

} // namespace core::canasta
