#pragma once
// The coach's replay: one deal of a recorded game shown on a table of its own, exactly as the person saw it,
// at any move. The game is rebuilt from the record up to that move in a read-only session (no bot plays, the
// person cannot play); the game's own table draws it. A banner over the table says where the replay stands
// ("Review — move 12 of 40") and who moves next; its buttons and the keys Left/Right (one move), Home/End
// (the start and the end of the deal) move through it, and Back (Esc) returns to the game. For a finished
// deal the replay can show every hand face up.

#include "game/gamerecord.h"
#include "model/gamesession.h"

#include <QList>
#include <QPointer>
#include <QWidget>

class ActionBar;
class QLabel;
class QPushButton;
class TableController;
class TableScene;
class TableView;
struct CardThemeInfo;
enum class AnimationSpeed;

class ReplayView : public QWidget {
    Q_OBJECT
public:
    explicit ReplayView(QWidget* parent = nullptr);
    ~ReplayView() override;

    /// Shows deal `deal` (0-based) of `record`, played by `players`, at its first move; false with a
    /// translated reason (and the replay shown before stays).
    bool open(const core::game::GameRecord& record, const QList<PlayerInfo>& players, int deal,
              QString* error);
    bool isOpen() const { return m_session != nullptr; }
    void close();

    GameSession* session() const { return m_session; }
    TableController* controller() const { return m_controller; }
    TableScene* scene() const { return m_scene; }
    TableView* view() const { return m_view; }
    const core::game::GameRecord& record() const { return m_record; }
    int deal() const { return m_deal; }
    /// The record's index of the deal's first move.
    int dealBegin() const { return m_begin; }
    /// The deal's moves.
    int moveCount() const { return m_end - m_begin; }
    /// Moves of the deal made at the moment shown (0 .. moveCount()).
    int position() const { return m_position; }
    /// Shows the deal after `position` of its moves (clamped).
    void goTo(int position);
    /// One move on (1) or back (-1), or more.
    void step(int delta);
    /// The deal is over in the record: its hands may be shown.
    bool dealFinished() const { return m_finished; }
    /// Shows every hand face up; refused (false) unless the deal is finished.
    bool setRevealAll(bool reveal);
    bool revealsAll() const;
    /// The banner's first line ("Review — move 12 of 40") and second (who moves next, and how).
    QString title() const;
    QString nextMoveText() const;

    void setAnimationSpeed(AnimationSpeed speed);
    void setTheme(const CardThemeInfo& theme);
    void retranslate();

signals:
    void positionChanged(int position);
    /// Back to the game (the button or Esc).
    void backRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Rebuilds the session at `position` (quietly: no animation).
    bool rebuild(int position, QString* error);
    void updateBanner();

    TableScene* m_scene;
    TableView* m_view;
    ActionBar* m_bar; ///< the table's buttons: never shown (nothing can be played)
    QLabel* m_title;
    QLabel* m_next;
    QPushButton *m_first, *m_back, *m_forward, *m_last, *m_leave;

    QPointer<GameSession> m_session;
    QPointer<TableController> m_controller;
    core::game::GameRecord m_record;
    QList<PlayerInfo> m_players;
    QList<int> m_movers; ///< who made each move of the record (-1 between deals)
    int m_deal = 0;
    int m_begin = 0, m_end = 0;
    int m_position = 0;
    bool m_finished = false;
};
