#pragma once
// Sulit/Hard: the shared determinized search (game/determinizedsearch.h) over a short list of candidate
// moves. Each world is sampled to explain the opponents' recent decisions, and every seat plays on with the
// Medium policy, except opponents whose play this round reads as the greedy rule (the Easy bot), who play on
// with it. The budget counts rollout moves and the hand plans they and the sampler make.

#include "capsa/bots/playstyle.h"
#include "capsa/state.h"
#include "game/bot.h"
#include "game/determinizedsearch.h"

#include <array>

namespace core::capsa {

class HardBot : public game::Bot<CapsaState> {
public:
    /// What finishing 1st ... 4th is worth to the search. Going out first counts most (it wins the deal); the
    /// later places keep their order so the bot still fights for points once someone else is out.
    using PlaceValues = std::array<double, 4>;
    static constexpr PlaceValues kDefaultPlaceValues = {1.0, 0.2, 0.05, 0.0};

    explicit HardBot(game::SearchBudget budget = defaultBudget(),
                     PlaceValues placeValues = kDefaultPlaceValues)
        : m_budget(budget)
        , m_placeValues(placeValues) {}
    std::string_view name() const override { return "hard"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;

    /// The full search result (for the hint: the move and its estimated value).
    game::SearchResult<Move> analyse(const Observation& observation, cards::Rng& rng) const;

    static game::SearchBudget defaultBudget() { return {600, 1, 200, 3, 80000}; }

private:
    game::SearchBudget m_budget;
    PlaceValues m_placeValues;
};

/// The moves worth searching: every legal move when there are few, otherwise the plan's parts, the greedy
/// and medium choices, pass, and the lowest and highest play of each size.
std::vector<Move> searchCandidates(const Observation& observation);

/// The search's world for an observation: of several determinizations, the one that leaves the fewest of
/// the opponents' recent decisions unexplained, each explained by the rule `styles` reads for its seat
/// (hardPlayStyles, read once per decision); its planning work is added to `steps`. (The coach's review
/// searches the same worlds.)
CapsaState sampleHardWorld(const Observation& observation, const PlayStyles& styles, cards::Rng& rng,
                           long& steps);
/// Which opponents the search takes to play like the Easy bot (readPlayStyles with the search's evidence
/// threshold).
PlayStyles hardPlayStyles(const Observation& observation);
/// The search's rollout move for the seat to act: the greedy rule for a seat read as playing it, otherwise
/// the Medium policy, its planning work added to `steps`.
Move hardRolloutMove(const CapsaState& state, const PlayStyles& styles, long& steps);

/// How many of the opponents' last `checked` decisions (the observer's own and the forced opening play left
/// out) the sampled `world` leaves unexplained, taking the opponents to play like the Medium bot (or, for the
/// seats marked in `styles`, the greedy rule): for each,
/// the player's hand then (the world's hand plus what they played since), the table, the hand sizes and the
/// unseen cards as that player saw them. The sampler keeps the world that explains the most. Counting stops
/// at `enough` (a world no better than one already drawn need not be counted to the end). `replayed`, if
/// given, is increased by the number of decisions replayed.
int unexplainedMoves(const Observation& observation, const CapsaState& world, int checked,
                     int enough = 1 << 20, int* replayed = nullptr, const PlayStyles* styles = nullptr);

} // namespace core::capsa
