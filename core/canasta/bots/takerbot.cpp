#include "canasta/bots/takerbot.h"

#include "canasta/bots/easybot.h"
#include "canasta/legality.h"

namespace core::canasta {

Move TakerBot::chooseMove(const Observation& o, cards::Rng& rng) {
    // A take that uses no hand card is one onto the side's meld (the rules allow no other).
    const Move ontoMeld = Move::take();
    if (o.board.phase == Phase::Draw && !checkMove(o.board, o.hand, ontoMeld)) return ontoMeld;
    return EasyPolicy::choose(o.board, o.hand, rng);
}

} // namespace core::canasta
