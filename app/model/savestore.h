#pragma once
// Saved games as JSON: the game, its rule flags, the seed, the moves and the players. Written atomically with
// QSaveFile, so a failed save never damages an earlier file. Reading checks everything; the game is then
// rebuilt move by move through the rules by the session, which refuses anything the rules do not allow.

#include "game/gamerecord.h"
#include "gamesession.h"

#include <QList>
#include <QString>

struct SavedGame {
    core::game::GameRecord record;
    QList<PlayerInfo> players;
};

namespace savestore {

/// Writes `game` to `path`; on failure returns false with a translated reason, and an existing file is kept.
bool save(const QString& path, const SavedGame& game, QString* error);
/// Reads `path`; on failure returns false with a translated reason.
bool load(const QString& path, SavedGame* game, QString* error);

/// The JSON text of a saved game, and back (for tests and the above).
QByteArray toJson(const SavedGame& game);
bool fromJson(const QByteArray& json, SavedGame* game, QString* error);

} // namespace savestore
