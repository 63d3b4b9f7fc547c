#pragma once
// The coach for any recorded game the core knows: reviews a seat's decisions in a deal, or gives a hint for
// the seat to act, by the record's game id (the engine: game/reviewengine.h; the games' parts:
// <game>/review.h).

#include "game/gamerecord.h"
#include "game/review.h"

namespace core {

/// Reviews `seat`'s decisions in one deal of `record` (options.deal; the last by default). Errors: an unknown
/// game, a record that cannot be replayed, a seat out of range, a deal that does not exist, cancellation.
game::ReviewOutcome reviewRecord(const game::GameRecord& record, game::Seat seat,
                                 const game::ReviewOptions& options = {});

/// The hint for `seat`, which must be the seat to act once `record` is replayed: the best move the game's
/// engine finds and why the runner-up is worse. `effort` scales the budget as in ReviewOptions.
game::HintOutcome hintForRecord(const game::GameRecord& record, game::Seat seat, double effort = 1.0);

} // namespace core
