#pragma once
// The Hard Canasta bot: the rule core (HardPolicy) for routine steps, and the shared determinized search
// (game/determinizedsearch.h) for the costly choices:
//  - a take of the pile the rule core would make: take it, another take, or draw instead (and, after the
//    stock ran out, taking the last discard or passing);
//  - going out now or keeping on building, whenever the whole hand could go down (in a partnership the
//    rule core asks the partner first, before laying anything down);
//  - the answer to the partner's "may I go out?" (the worlds then favour an asker who can go out).
// Where the rule core draws from the stock or discards, its move is played without a search: searched, those
// choices lost hands (docs/bots.md). searchCandidates() still lists the takes and discards a search could
// weigh there; the coach's review weighs a move played there against the rule core's (ruleCoreDecides()).
// Worlds come from WorldSampler (cards taken with the pile stay with the taker; soft clues from what was
// thrown and passed on); the searching player finishes its turn with the rule core, and then its side plays
// on with EasyPolicy and the opponents with the rule core (EasyPolicy for an opponent that plays like it) to
// the end of the hand (hardRolloutMove). A world's value is the searching side's hand score minus the other
// side's (State::returns()). The rule core's own choice stands unless another candidate's mean is higher by
// kRuleMargin: even with 400 worlds the means are noisy, and Easy rollouts misjudge plans that pay off later
// (a taken pile), so a move that looks better only by a little is more often luck than a better move. The
// budget counts rollout steps, so a decision takes the same work on every machine and is deterministic for a
// given generator.
//
// How its strength is measured, and the settings measured and not kept: docs/bots.md, "Canasta Hard".

#include "canasta/state.h"
#include "game/bot.h"
#include "game/determinizedsearch.h"

#include <vector>

namespace core::canasta {

class HardBot : public game::Bot<State> {
public:
    explicit HardBot(game::SearchBudget budget = defaultBudget()) : m_budget(budget) {}
    std::string_view name() const override { return "hard"; }
    Move chooseMove(const Observation& observation, cards::Rng& rng) override;

    /// The search behind a decision (for hints and tests); no candidates when the rule core decides alone.
    game::SearchResult<Move> analyse(const Observation& observation, cards::Rng& rng) const;

    /// 400 worlds and 30,000 rollout steps: two and a half times the budget once used (160 and 12,000), for
    /// about 0.2 points more hands won over ten seeds (docs/bots.md, "Canasta Hard").
    static game::SearchBudget defaultBudget() { return {400, 1, 1000, 3, 30000}; }
    /// How much higher (in returns, hand points / 1000) another candidate's mean must be to replace the rule
    /// core's choice.
    static constexpr double kRuleMargin = 0.06;

private:
    game::SearchBudget m_budget;
};

/// The search's rollout move in `state`, for a search begun at `root`: the searching player finishes the
/// turn in progress with the rule core (its quick form); from then on the opponents play the rule core's
/// quick form, or EasyPolicy once read as Easy players at `root` (readAsEasyPlayer, playreading.h), and the
/// searching side plays EasyPolicy. The turn is recognised by the stock: no card drawn since the search
/// began, or only the turn's own draw (a red 3 replaced on the way hands the turn to EasyPolicy early).
Move hardRolloutMove(const Observation& root, const State& state, cards::Rng& rng);

/// Whether the bot plays the rule core's choice `rule` without a search: a draw from the stock (the search
/// would turn some into takes) and, in the play phase, any move but a meld step (a discard; asking and
/// stopping were never searched). Searched with Easy rollouts, those draws and discards cost hands
/// (docs/bots.md), so the coach's review takes the rule core's choice as the move to beat there too.
bool ruleCoreDecides(const Board& board, const Move& rule);

/// The moves worth searching given the rule core's choice `rule`; empty (or one move) when the rule core's
/// choice stands.
std::vector<Move> searchCandidates(const Observation& observation, const Move& rule);

} // namespace core::canasta
