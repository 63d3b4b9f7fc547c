#pragma once
// Sulit/Hard: the shared determinized search (game/determinizedsearch.h) over a short list of candidate
// moves, with seed 003's greedy as the fast rollout policy for every seat.

#include "capsa/state.h"
#include "game/bot.h"
#include "game/determinizedsearch.h"

namespace core::capsa {

class HardBot : public game::Bot<CapsaState> {
public:
    explicit HardBot(game::SearchBudget budget = defaultBudget()) : m_budget(budget) {}
    std::string_view name() const override { return "hard"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;

    /// The full search result (for the hint: the move and its estimated value).
    game::SearchResult<Move> analyse(const Observation& observation, cards::Rng& rng) const;

    static game::SearchBudget defaultBudget() { return {1000, 1, 200, 3, 25000}; }

private:
    game::SearchBudget m_budget;
};

/// The moves worth searching: every legal move when there are few, otherwise the plan's parts, the greedy
/// and medium choices, pass, and the lowest and highest play of each size.
std::vector<Move> searchCandidates(const Observation& observation);

} // namespace core::capsa
