#pragma once
// The Hard Empat Satu bot: the shared determinized search (game/determinizedsearch.h) over the legal moves,
// in worlds weighted by what the other players took and threw (worldsampler.h), with the greedy policy as
// the rollout policy for every seat. A rollout is worth 1 to the searching seat if it wins the hand.
//
// The budget is counted in rollout steps, not time, so a seed gives the same move on every machine.

#include "empatsatu/bots/worldsampler.h"
#include "empatsatu/state.h"
#include "game/bot.h"
#include "game/determinizedsearch.h"

namespace core::empatsatu {

struct HardSettings {
    game::SearchBudget budget{400, 1, 200, 2, 30000};
    WorldSamplerSettings sampler;
};

class HardBot : public game::Bot<EmpatSatuState> {
public:
    explicit HardBot(HardSettings settings = {}) : m_settings(settings) {}
    std::string_view name() const override { return "hard"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;

    /// The full search result (for the hint: the move and its estimated chance of winning the hand).
    game::SearchResult<Move> analyse(const Observation& observation, cards::Rng& rng) const;

    const HardSettings& settings() const { return m_settings; }

private:
    HardSettings m_settings;
};

} // namespace core::empatsatu
