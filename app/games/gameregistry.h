#pragma once
// The games as the application offers them: titles, bot levels, how to make a game's session and table,
// and the game's own words in the shared texts. Every game registers its session, table, odds view and
// words here; the shared files ask for a game's GameUi and never name a game.

#include "gamewords.h"
#include "table/gametable.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class ActionBar;
class GameSession;
class QListWidget;
class QObject;
class QWidget;
class TableController;
class ScoreModel;
class TableScene;

struct GameUi {
    QString id;
    int seats = 4;
    QStringList botLevels; ///< weakest first
    QString defaultBotLevel;
    /// Empty while the game has no table yet.
    std::function<GameSession*(QObject* parent)> makeSession;
    std::function<TableController*(GameSession*, TableScene*, const TableWidgets&, QObject* parent)>
        makeTable;
    /// The game's odds panel content, or nullptr (the panel then says there is none yet).
    std::function<QWidget*(GameSession*, QWidget* parent)> makeOdds;
    /// The game's own panel under the log (charts of the game so far), or empty for the score sheet.
    std::function<QWidget*(GameSession*, QWidget* parent)> makeSidePanel;
    /// What the coach, the replay and the statistics call the game's deal, its costs and its moves.
    GameWords words;
    bool playable() const { return bool(makeSession); }
};

const QList<GameUi>& gameUis();
const GameUi* findGameUi(const QString& id);
/// The words of game `id`; an id that is no game's gets the first game's (Capsa's).
const GameWords& gameWords(const QString& id);

/// "Capsa", "Canasta", "Texas Hold'em", "Empat Satu (41)"
QString gameTitle(const QString& id);
/// "Mudah" / "Easy" ...
QString botLevelTitle(const QString& level);
