#pragma once
// BotDriver: lets the bots play. When a bot's turn comes, its decision runs in a worker thread (QtConcurrent)
// from a copy of its observation; the result comes back by signal and is applied only when the table's
// animations of the previous move are over and the chosen pace has passed, so the person can follow. A
// result that arrives after the game changed (new game, loaded game) is dropped.

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <optional>
#include <string>

class Animator;
class GameSession;

class BotDriver : public QObject {
    Q_OBJECT
public:
    BotDriver(GameSession* session, Animator* animator, QObject* parent = nullptr);
    ~BotDriver() override;

    /// Extra wait after the animations before a bot moves, in milliseconds (0 in tests).
    void setPace(int milliseconds) { m_paceMs = milliseconds; }
    int pace() const { return m_paceMs; }
    /// While paused (a dialog is open, the deal is over) no bot move is applied.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    bool isThinking() const { return m_thinking; }
    /// Starts the bot of the seat to act if it is not already thinking (after bots were assigned).
    void resume();

signals:
    void thinkingChanged(bool thinking);
    /// A bot's move was applied.
    void botMoved(int seat);

private:
    void onTurnChanged(int seat);
    void onTableBusy();
    void onAnimationsFinished();
    void startThinking(int seat);
    void tryApply();
    void invalidate();

    QPointer<GameSession> m_session;
    QPointer<Animator> m_animator;
    QFutureWatcher<std::string>* m_watcher = nullptr; ///< the decision being computed, if any
    int m_generation = 0;
    bool m_thinking = false;
    std::optional<std::string> m_result;
    int m_resultSeat = -1;
    bool m_animating = false;
    bool m_paused = false;
    int m_paceMs = 600;
    QElapsedTimer m_idleSince;
    QTimer m_paceTimer;
};
