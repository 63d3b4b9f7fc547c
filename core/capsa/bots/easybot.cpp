#include "capsa/bots/easybot.h"

#include "capsa/bots/greedy.h"

namespace core::capsa {

Move EasyBot::chooseMove(const Observation& o, cards::Rng&) {
    const CombinationRules rules(o.rules, o.twoDemoted);
    const auto play = greedyPlay(rules, {o.hand, o.table, o.mustPlayThreeOfDiamonds});
    return play ? Move::play(*play) : Move::pass();
}

Move greedyMove(const CapsaState& state) {
    const auto play = greedyPlay(state.combinationRules(), {state.hand(state.currentSeat()), state.table(),
                                                            state.mustPlayThreeOfDiamonds()});
    return play ? Move::play(*play) : Move::pass();
}

} // namespace core::capsa
