#pragma once
// The Easy Empat Satu bot: the greedy policy of greedypolicy.h, nothing more.

#include "empatsatu/state.h"
#include "game/bot.h"

namespace core::empatsatu {

class EasyBot : public game::Bot<EmpatSatuState> {
public:
    std::string_view name() const override { return "easy"; }
    /// Deterministic: the generator is not used.
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;
};

} // namespace core::empatsatu
