#pragma once
// Two fixed styles for benchmarks: the calling station (never folds, never raises) and the maniac (bets and
// raises big almost always, never folds).

#include "game/bot.h"
#include "holdem/state.h"

namespace core::holdem {

class StationBot : public game::Bot<HoldemState> {
public:
    std::string_view name() const override { return "station"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;
};

class ManiacBot : public game::Bot<HoldemState> {
public:
    std::string_view name() const override { return "maniac"; }
    /// Raises about the pot 85% of the time (a quarter of those all-in), otherwise checks or calls.
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;
};

} // namespace core::holdem
