#pragma once
// GameSession: one game of the core behind a QObject. The person's moves and the bots' moves go through
// apply...(); the session asks the core, and tells the world by signals what happened. Scenes never poll it.
// SessionBase<State> (sessionbase.h) implements it for each core game; each game's session adds the
// translated refusal reasons and its bots.

#include "game/gamerecord.h"
#include "game/variant.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <string>

/// Who sits in a seat: a person (bot empty) or a bot level ("easy", "medium", "hard").
struct PlayerInfo {
    QString name;
    QString bot;
    bool operator==(const PlayerInfo&) const = default;
};

class GameSession : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    virtual QString gameId() const = 0;
    /// A game has been started or loaded.
    virtual bool hasGame() const = 0;
    virtual int seatCount() const = 0;
    /// The seat to act, or -1 between deals.
    virtual int currentSeat() const = 0;
    virtual bool isDealOver() const = 0;
    virtual bool isGameOver() const = 0;
    /// Moves applied since the game began (deal starts included).
    virtual int moveCount() const = 0;
    virtual quint64 seed() const = 0;
    virtual core::game::FlagValues flags() const = 0;
    virtual core::game::GameRecord record() const = 0;

    /// Starts a new game (all players keep their seats).
    virtual void newGame(quint64 seed, const core::game::FlagValues& flags) = 0;
    /// Replaces the game by one rebuilt from `record`; on failure returns false with a translated reason and
    /// leaves the current game as it was.
    virtual bool load(const core::game::GameRecord& record, QString* error) = 0;
    /// Deals the next deal after one ended.
    virtual bool startNextDeal() = 0;
    /// The seat that won the finished game, or -1.
    virtual int gameWinner() const { return -1; }
    /// The seat that won the deal just finished, or -1 where a deal has no single winner (a split pot, a
    /// Canasta hand scored by sides) or none is over.
    virtual int dealWinner() const { return -1; }

    /// A function that computes `seat`'s move as text from a copy of what that seat sees; safe to run in a
    /// worker thread. Deterministic: the bot's generator is seeded from the game seed and the move number.
    virtual std::function<std::string()> botTask(int seat) const = 0;
    /// Applies a move given as text (a bot's); false if it cannot be read or is refused.
    virtual bool applyMoveText(const std::string& text) = 0;
    /// The seat that made each move of the record, in order (-1 where the next deal starts).
    virtual QList<int> movers() const = 0;

    /// A replay (the coach's review): the table shows the game as it was, and nothing can be played in it,
    /// by the person or by a next deal; only load() and applyMoveText() move it.
    bool isReadOnly() const { return m_readOnly; }
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }
    /// A replay of a finished deal may show every hand face up: the person's view then also holds the cards
    /// nobody at the table could see (the tables redraw on the next load or move).
    bool revealsHands() const { return m_revealHands; }
    void setRevealHands(bool reveal) { m_revealHands = reveal; }
    /// "This is a replay: …", translated.
    static QString readOnlyText();

    const QList<PlayerInfo>& players() const { return m_players; }
    void setPlayers(const QList<PlayerInfo>& players) { m_players = players; }
    /// "You" for the person's seat, else the player's name ("Player 3" for a seat nobody sits in),
    /// translated.
    QString seatName(int seat) const;
    /// Names for the bots around the table, seats 1 ... seats-1.
    static QStringList botNames(int seats);
    /// Adds or removes seats at the end so that `seats` players sit at the table: new seats get the next
    /// bot names and the level of the first bot.
    void fitPlayers(int seats);

    /// The person sits at seat 0.
    int humanSeat() const { return 0; }
    /// A bot plays this seat (for the person's seat: the autopilot of the screenshot mode).
    bool isBotSeat(int seat) const;
    bool isHumanTurn() const {
        return !m_readOnly && !isDealOver() && currentSeat() == humanSeat() && !isBotSeat(humanSeat());
    }
    void setAutopilot(const QString& botLevel) { m_autopilot = botLevel; }
    QString autopilot() const { return m_autopilot; }
    /// The bot level playing `seat` ("" for the person).
    QString botLevel(int seat) const;

signals:
    /// A new game began or one was loaded: everything must be redrawn.
    void gameStarted();
    /// A further deal began.
    void dealStarted();
    void moveApplied(int seat, const QString& move);
    void turnChanged(int seat);
    void roundOver();
    void gameOver();
    /// The person's move was refused; the reason is translated.
    void moveRefused(const QString& reason);

protected:
    QList<PlayerInfo> m_players;
    QString m_autopilot;
    bool m_readOnly = false;
    bool m_revealHands = false;
};
