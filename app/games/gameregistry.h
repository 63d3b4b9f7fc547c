#pragma once
// The games as the application offers them: titles, bot levels, and how to make a game's session and table.
// Every game registers its session, table and odds view here.

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
    bool playable() const { return bool(makeSession); }
};

const QList<GameUi>& gameUis();
const GameUi* findGameUi(const QString& id);

/// "Capsa", "Canasta", "Texas Hold'em", "Empat Satu (41)"
QString gameTitle(const QString& id);
/// "Mudah" / "Easy" ...
QString botLevelTitle(const QString& level);
