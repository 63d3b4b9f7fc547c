#include "empatsatu/bots/hardbot.h"

#include "empatsatu/bots/greedypolicy.h"
#include "empatsatu/bots/lookaheadpolicy.h"

namespace core::empatsatu {

namespace {

std::optional<double> winValue(const EmpatSatuState& s, game::Seat seat) {
    if (!s.isDealOver()) return std::nullopt;
    return s.result()->winner() == seat ? 1.0 : 0.0;
}

} // namespace

Move hardRolloutMove(const EmpatSatuState& s, game::Seat searcher) {
    return s.currentSeat() == searcher ? lookaheadRolloutMove(s) : greedyRolloutMove(s);
}

game::SearchResult<Move> HardBot::analyse(const Observation& o, cards::Rng& rng) const {
    // The legal moves depend only on the seat's own hand and public facts, so any world gives them.
    cards::Rng scratch(0);
    const std::vector<Move> legal = EmpatSatuState::determinize(o, scratch).legalMoves();
    // Nothing beats 41 and the one who stops wins exact ties.
    if (std::find(legal.begin(), legal.end(), Move::stop()) != legal.end() && handScore(o.hand) == 41) {
        game::SearchResult<Move> result;
        result.move = Move::stop();
        result.candidates = {Move::stop()};
        result.meanValue = {1.0};
        result.rollouts = {0};
        return result;
    }
    const WorldSamplerSettings sampler = m_settings.sampler;
    // The other hands are inferred once per decision; every world then draws from them.
    const GreedyHandModel greedy =
        buildGreedyHandModel(o, m_settings.greedyCandidates, rng, m_settings.greedyChainSteps);
    return game::determinizedSearch<EmpatSatuState>(
        o, legal, rng, m_settings.budget,
        [&sampler, &greedy](const Observation& obs, cards::Rng& r) {
            return sampleWorld(obs, r, sampler, &greedy);
        },
        [seat = o.seat](const EmpatSatuState& s, cards::Rng&) { return hardRolloutMove(s, seat); }, winValue);
}

Move HardBot::chooseMove(const Observation& o, cards::Rng& rng) {
    return analyse(o, rng).move;
}

} // namespace core::empatsatu
