#pragma once
// The coach in the main window: Game -> Review deal (also offered on the table when a deal is over), Game ->
// Open for review..., and Hint (H). A review is computed off the GUI thread (ReviewJob) while the table stays
// usable; the panel beside the table (ReviewPanel, in a dock) lists the person's decisions; choosing one
// shows the replay (ReplayView) in the table's place at that moment, with the game paused, until "Back to
// the game". Hints come from the same engine (HintJob) and are shown in the status line and on the cards.

#include "game/review.h"
#include "model/savestore.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <optional>

class GameSession;
class HintJob;
class MainWindow;
class QAction;
class QDockWidget;
class QMenu;
class QPushButton;
class QStackedWidget;
class ReplayView;
class ReviewJob;
class ReviewPanel;
class TableController;

class Coach : public QObject {
    Q_OBJECT
public:
    /// `stack` holds the live table's view; the replay is added to it. `hidden`: widgets put away while the
    /// replay is shown (the side log, the action bar).
    Coach(MainWindow* window, QStackedWidget* stack, const QList<QWidget*>& hidden);
    ~Coach() override;

    /// Adds Review deal, Open for review... and Hint to the Game menu, before `before`.
    void addActions(QMenu* gameMenu, QAction* before);
    /// A new game is at the table.
    void watch(GameSession* session, TableController* controller);
    void retranslate();

    /// Reviews the person's last deal of the game at the table (their decisions so far, if it is still
    /// being played). False with a translated reason when there is nothing to review.
    bool reviewGame(QString* error = nullptr);
    /// Reviews the person's last deal in a saved game; the game at the table stays as it is.
    bool reviewFile(const QString& path, QString* error = nullptr);
    /// Reviews deal `deal` of `game`'s record for seat 0 (-1: the last deal with a move of seat 0's, else the
    /// last deal).
    bool review(const SavedGame& game, int deal, QString* error = nullptr);
    /// Shows the replay at decision `row` of the review.
    bool showDecision(int row);
    /// Shows the replay after `position` moves of the reviewed deal.
    bool showPosition(int position);
    /// Every hand face up in the replay; refused (false, with the reason in `why`) for a deal not finished.
    bool setRevealAll(bool reveal, QString* why = nullptr);
    /// Back to the game at the table (the review stays in its panel).
    void leaveReplay();
    /// Closes the review: the panel, the replay, a review still being computed.
    void closeReview();
    /// A hint for the person, to act now.
    void hint();

    bool isReplaying() const;
    bool isReviewing() const;
    /// The review shown, once computed.
    const std::optional<core::game::DealReview>& result() const { return m_result; }
    /// The reviewed deal's record and the deal's number.
    const SavedGame& reviewed() const { return m_game; }
    int reviewedDeal() const { return m_deal; }
    /// The hint last shown (the move as the core writes it) and its sentence.
    QString lastHintMove() const { return m_hintMove; }
    QString lastHintText() const { return m_hintText; }
    /// Scales the coach's search (tests use less; 1 is the tuned budget).
    void setEffort(double effort) { m_effort = effort; }

    /// The panel, its dock and the replay: nullptr before the first review.
    ReviewPanel* panel() const { return m_panel; }
    QDockWidget* dock() const { return m_dock; }
    ReplayView* replay() const { return m_replay; }
    ReviewJob* job() const { return m_job; }
    QAction* reviewAction() const { return m_reviewAction; }
    QAction* openAction() const { return m_openAction; }
    QAction* hintAction() const { return m_hintAction; }
    /// The button offered on the table when a deal is over.
    QPushButton* offerButton() const { return m_offer; }

signals:
    /// The review was computed and shown.
    void reviewShown();
    void reviewFailed(const QString& reason);
    void hintShown(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void makeViews();
    void enterReplay();
    /// Opens the replay of the reviewed deal unless it is open.
    bool openReplay();
    /// The deal whose decisions are the person's last (-1: none) in `game`.
    static int lastDealOf(const QList<int>& movers);
    void updateActions();
    void updateOffer();
    void showResult();
    void onReplayMoved(int position);
    void outlineHint(const QString& move);
    /// The players' names by seat for the coach's sentences (the person is "You").
    static QStringList names(const QList<PlayerInfo>& players);
    void status(const QString& text);

    MainWindow* m_window;
    QStackedWidget* m_stack;
    QList<QWidget*> m_hidden;
    ReviewPanel* m_panel = nullptr; ///< the panel, its dock and the replay: made at the first review
    QDockWidget* m_dock = nullptr;
    ReplayView* m_replay = nullptr;
    ReviewJob* m_job;
    HintJob* m_hints;
    QPushButton* m_offer;
    QAction* m_reviewAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_hintAction = nullptr;

    QPointer<GameSession> m_session;
    QPointer<TableController> m_controller;
    bool m_personMoved = false; ///< the person has made a move in the game at the table

    SavedGame m_game;
    int m_deal = -1;
    int m_dealBegin = 0;
    bool m_finished = false;
    std::optional<core::game::DealReview> m_result;
    QString m_error;
    bool m_pausedBots = false;

    int m_hintMoves = -1;
    QString m_hintMove, m_hintText;
    double m_effort = 1.0;
};
