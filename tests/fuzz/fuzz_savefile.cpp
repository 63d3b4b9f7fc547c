// Fuzz target: a saved game, the whole way from the file's bytes to a loaded game, as Game -> Open does it:
// the JSON save format (app/model/savestore) gives a record or a reason; a record is rebuilt move by move
// through the rules of its game, which refuse what they do not allow; a loaded game keeps every invariant
// (game/invariants.h) and plays on.
#include "canasta/state.h"
#include "capsa/state.h"
#include "empatsatu/state.h"
#include "fuzztarget.h"
#include "game/invariants.h"
#include "holdem/state.h"
#include "savestore.h"

#include <QCoreApplication>

namespace {

template <class S>
void load(const core::game::GameRecord& record) {
    const auto rebuilt = core::game::RecordedGame<S>::rebuild(record);
    if (!rebuilt.game) {
        FUZZ_CHECK(rebuilt.error && !core::game::describe(*rebuilt.error).empty());
        return;
    }
    core::game::InvariantChecker<S> checker;
    core::cards::Rng rng(record.seed);
    core::game::RecordedGame<S> game = *rebuilt.game;
    // The loaded game and a few moves on from it.
    for (int step = 0; step < 4; ++step) {
        const S& state = game.state();
        checker.conservation(state);
        checker.observations(state, rng);
        const auto legal = state.legalMoves();
        checker.legalMoves(state, legal);
        checker.saveLoad(game);
        if (checker.tally().breaks) {
            std::fprintf(stderr, "%s\n", checker.tally().first->detail.c_str());
            FUZZ_CHECK(checker.tally().breaks == 0);
        }
        if (state.isDealOver()) {
            if (state.isOver() || !game.startNextDeal()) return;
            continue;
        }
        FUZZ_CHECK(!game.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    SavedGame saved;
    QString error;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    if (!savestore::fromJson(bytes, &saved, &error)) {
        FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    // What was read is written the same way and reads back the same.
    SavedGame again;
    FUZZ_CHECK(savestore::fromJson(savestore::toJson(saved), &again, &error));
    FUZZ_CHECK(again.record == saved.record && again.players == saved.players);

    const std::string& game = saved.record.game;
    if (game == core::capsa::CapsaState::kGameId) load<core::capsa::CapsaState>(saved.record);
    if (game == core::canasta::State::kGameId) load<core::canasta::State>(saved.record);
    if (game == core::holdem::HoldemState::kGameId) load<core::holdem::HoldemState>(saved.record);
    if (game == core::empatsatu::EmpatSatuState::kGameId) load<core::empatsatu::EmpatSatuState>(saved.record);
    return 0;
}
