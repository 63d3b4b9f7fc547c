#include "review.h"

#include "canasta/review.h"
#include "capsa/review.h"
#include "empatsatu/review.h"
#include "game/recordedgame.h"
#include "holdem/review.h"

namespace core {

namespace {

using game::ReviewError;

/// Calls `visit(reviewer, startState)` for the record's game, or returns `unknown`.
template <class Result, class Visit>
Result withGame(const game::GameRecord& record, double effort, Visit&& visit) {
    const auto run = [&]<class R>(const R& reviewer) -> Result {
        using S = typename R::State;
        auto rebuilt = game::RecordedGame<S>::rebuild(record);
        if (!rebuilt.game)
            return Result{std::nullopt, ReviewError{ReviewError::Kind::Replay, describe(*rebuilt.error)}};
        return visit(reviewer, S(rebuilt.game->state().rules(), record.seed));
    };
    if (record.game == capsa::CapsaState::kGameId) return run(capsa::CapsaReviewer(effort));
    if (record.game == empatsatu::EmpatSatuState::kGameId) return run(empatsatu::EmpatSatuReviewer(effort));
    if (record.game == canasta::State::kGameId) return run(canasta::CanastaReviewer(effort));
    if (record.game == holdem::HoldemState::kGameId) return run(holdem::HoldemReviewer(effort));
    return Result{std::nullopt, ReviewError{ReviewError::Kind::UnknownGame, record.game}};
}

} // namespace

game::ReviewOutcome reviewRecord(const game::GameRecord& record, game::Seat seat,
                                 const game::ReviewOptions& options) {
    return withGame<game::ReviewOutcome>(
        record, options.effort, [&](const auto& reviewer, const auto& start) {
            return game::reviewMoves(reviewer, start, record.moves, seat, options);
        });
}

game::HintOutcome hintForRecord(const game::GameRecord& record, game::Seat seat, double effort) {
    return withGame<game::HintOutcome>(record, effort, [&](const auto& reviewer, const auto& start) {
        return game::hintAfter(reviewer, start, record.moves, seat);
    });
}

} // namespace core
