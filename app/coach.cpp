#include "coach.h"

#include "cards/cardlist.h"
#include "games/gameregistry.h"
#include "mainwindow.h"
#include "model/botdriver.h"
#include "model/coachtext.h"
#include "model/gamesession.h"
#include "model/reviewjob.h"
#include "panels/reviewpanel.h"
#include "table/animator.h"
#include "table/carditem.h"
#include "table/cardtheme.h"
#include "table/dealoverbox.h"
#include "table/replayview.h"
#include "table/tablecontroller.h"
#include "table/tablescene.h"
#include "table/tableview.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QGraphicsItem>
#include <QKeyEvent>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QStackedWidget>

#include <memory>

Coach::Coach(MainWindow* window, QStackedWidget* stack, const QList<QWidget*>& hidden)
    : QObject(window)
    , m_window(window)
    , m_stack(stack)
    , m_hidden(hidden)
    , m_job(new ReviewJob(this))
    , m_hints(new HintJob(this))
    , m_offer(new QPushButton(window->view()->viewport())) {
    m_offer->setObjectName(QStringLiteral("reviewOffer"));
    m_offer->setCursor(Qt::PointingHandCursor);
    m_offer->setFocusPolicy(Qt::NoFocus);
    m_offer->setStyleSheet(QStringLiteral(
        "QPushButton { background: #b8862b; color: #1b1405; border: 1px solid #e0b860; border-radius: 6px;"
        " padding: 6px 16px; font-weight: bold; } QPushButton:hover { background: #d29c38; }"));
    m_offer->hide();
    connect(m_offer, &QPushButton::clicked, this, [this] {
        QString error;
        if (!reviewGame(&error)) status(error);
    });
    connect(window->scene(), &QGraphicsScene::changed, this, [this] { updateOffer(); });
    connect(window->view(), &TableView::resized, this, [this] { updateOffer(); });

    connect(m_job, &ReviewJob::finished, this, [this](const core::game::DealReview& review) {
        m_result = review;
        showResult();
        emit reviewShown();
    });
    connect(m_job, &ReviewJob::failed, this, [this](const QString& reason) {
        m_panel->showMessage(reason);
        emit reviewFailed(reason);
    });
    connect(m_job, &ReviewJob::cancelled, this, [this] {
        m_panel->showMessage(tr("The review was cancelled."));
        emit reviewFailed(tr("The review was cancelled."));
    });
    connect(m_hints, &HintJob::ready, this, [this](const core::game::Hint& hint) {
        if (!m_session || m_session->moveCount() != m_hintMoves || !m_session->isHumanTurn()) return;
        m_hintMove = QString::fromStdString(hint.move);
        m_hintText =
            CoachText::hint(m_session->gameId(), hint, names(m_session->players()), m_session->flags());
        if (!m_controller || !m_controller->showHint(m_hintMove)) outlineHint(m_hintMove);
        status(m_hintText);
        emit hintShown(m_hintText);
    });
    connect(m_hints, &HintJob::failed, this, [this](const QString& reason) { status(reason); });
}

void Coach::makeViews() {
    // Made at the first review: nothing of it is needed to start the program.
    if (m_panel) return;
    m_panel = new ReviewPanel;
    m_dock = new QDockWidget(m_window);
    m_replay = new ReplayView;
    m_dock->setObjectName(QStringLiteral("reviewDock"));
    m_dock->setWidget(m_panel);
    m_dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    m_dock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    m_dock->setMinimumWidth(330);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    m_dock->installEventFilter(this);
    m_stack->addWidget(m_replay);
    m_panel->list()->installEventFilter(this);

    connect(m_job, &ReviewJob::progress, m_panel, &ReviewPanel::setProgress);
    connect(m_panel, &ReviewPanel::cancelRequested, m_job, &ReviewJob::cancel);
    connect(m_panel, &ReviewPanel::decisionChosen, this, [this](int row) { showDecision(row); });
    connect(m_panel, &ReviewPanel::revealToggled, this, [this](bool on) {
        QString why;
        if (!setRevealAll(on, &why)) {
            m_panel->setRevealChecked(false);
            status(why);
        }
    });
    connect(m_replay, &ReplayView::backRequested, this, &Coach::leaveReplay);
    // Another deck chosen while the replay is shown: the replay follows.
    connect(m_window->scene()->theme(), &CardTheme::pixmapsChanged, this, [this] {
        if (isReplaying()) m_replay->setTheme(m_window->scene()->theme()->theme());
    });
    connect(m_replay, &ReplayView::positionChanged, this, &Coach::onReplayMoved);
    retranslate();
}

Coach::~Coach() = default;

void Coach::addActions(QMenu* gameMenu, QAction* before) {
    m_hintAction = new QAction(this);
    m_hintAction->setShortcut(QKeySequence(Qt::Key_H));
    m_hintAction->setObjectName(QStringLiteral("hintAction"));
    connect(m_hintAction, &QAction::triggered, this, &Coach::hint);
    m_reviewAction = new QAction(this);
    m_reviewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_reviewAction->setObjectName(QStringLiteral("reviewAction"));
    connect(m_reviewAction, &QAction::triggered, this, [this] {
        QString error;
        if (!reviewGame(&error)) status(error);
    });
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_openAction->setObjectName(QStringLiteral("openForReviewAction"));
    connect(m_openAction, &QAction::triggered, this, [this] {
        const QString path = m_window->askForFile(false);
        if (path.isEmpty()) return;
        QString error;
        if (!reviewFile(path, &error)) m_window->showOpenError(error, path);
    });
    gameMenu->insertActions(before, {m_hintAction, m_reviewAction, m_openAction});
    gameMenu->insertSeparator(before);
    retranslate();
    updateActions();
}

void Coach::retranslate() {
    if (m_hintAction) {
        m_hintAction->setText(tr("&Hint"));
        m_hintAction->setStatusTip(tr("The coach's best move for you now, and why"));
        m_reviewAction->setText(tr("Re&view deal"));
        m_reviewAction->setStatusTip(tr("What each of your decisions in the last deal cost, and why"));
        m_openAction->setText(tr("Open for re&view\u2026"));
        m_openAction->setStatusTip(tr("Review a saved game; the game at the table stays as it is"));
    }
    m_offer->setToolTip(tr("What each of your decisions cost, and why (Ctrl+Shift+R)"));
    updateOffer();
    if (!m_panel) return;
    m_dock->setWindowTitle(tr("Review"));
    m_panel->retranslate();
    m_replay->retranslate();
    if (m_deal >= 0) {
        const QString game = QString::fromStdString(m_game.record.game);
        m_panel->setSubject(gameWords(game).deal == GameWords::Deal::Deal
                                ? tr("%1, deal %2").arg(gameTitle(game)).arg(m_deal + 1)
                                : tr("%1, hand %2").arg(gameTitle(game)).arg(m_deal + 1));
    }
    if (m_result) showResult();
}

void Coach::watch(GameSession* session, TableController* controller) {
    if (m_session) m_session->disconnect(this);
    m_session = session;
    m_controller = controller;
    m_personMoved = false;
    m_hintMoves = -1;
    m_hintMove.clear();
    m_hintText.clear();
    if (!session) return updateActions();
    const auto recount = [this] {
        m_personMoved = m_session->movers().contains(m_session->humanSeat());
        updateActions();
    };
    connect(session, &GameSession::gameStarted, this, recount);
    connect(session, &GameSession::moveApplied, this, [this](int seat) {
        if (seat == m_session->humanSeat() && !m_personMoved) {
            m_personMoved = true;
            updateActions();
        }
    });
    connect(session, &GameSession::roundOver, this, &Coach::updateOffer);
    connect(session, &GameSession::dealStarted, this, &Coach::updateOffer);
    if (controller) connect(controller, &TableController::hintRequested, this, &Coach::hint);
    recount();
}

void Coach::updateActions() {
    if (m_reviewAction) m_reviewAction->setEnabled(m_session && m_personMoved);
    updateOffer();
}

void Coach::updateOffer() {
    QGraphicsItem* box = m_controller ? m_controller->dealOverBox() : nullptr;
    const bool show =
        m_session && m_personMoved && m_session->isDealOver() && box && box->isVisible() && !isReplaying();
    if (!show) {
        m_offer->hide();
        return;
    }
    // Each game's own word for a deal (Indonesian: kocokan, putaran, ronde, babak).
    m_offer->setText(gameWords(m_session->gameId()).reviewOffer());
    // Under the box (it keeps room there), else the nearest place that hides nothing on the table.
    TableView* view = m_window->view();
    const QSize size = m_offer->sizeHint();
    const QRectF scene = view->mapToScene(view->viewport()->rect()).boundingRect();
    const QRectF at = dealoverbox::offerPlace(
        box, view->transform().inverted().mapRect(QRectF(QPointF(), QSizeF(size))).size(), scene);
    m_offer->setGeometry(QRect(view->mapFromScene(at.topLeft()), size));
    m_offer->show();
    m_offer->raise();
}

int Coach::lastDealOf(const QList<int>& movers) {
    int deal = 0, last = -1;
    for (int seat : movers) {
        if (seat < 0)
            ++deal;
        else if (seat == 0)
            last = deal;
    }
    return last;
}

bool Coach::reviewGame(QString* error) {
    GameSession* session = m_window->session();
    if (!session) {
        if (error) *error = tr("There is no game to review.");
        return false;
    }
    if (!session->movers().contains(session->humanSeat())) {
        if (error) *error = tr("You have not played a move yet: there is nothing to review.");
        return false;
    }
    return review({session->record(), session->players()}, -1, error);
}

bool Coach::reviewFile(const QString& path, QString* error) {
    SavedGame saved;
    if (!savestore::load(path, &saved, error)) return false;
    return review(saved, -1, error);
}

bool Coach::review(const SavedGame& game, int deal, QString* error) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    const GameUi* ui = findGameUi(QString::fromStdString(game.record.game));
    if (!ui || !ui->playable()) return fail(tr("This version cannot review this game."));
    // The game rebuilt once: it holds, who made each move, whether its last deal is over.
    const std::unique_ptr<GameSession> probe(ui->makeSession(nullptr));
    probe->setPlayers(game.players);
    if (!probe->load(game.record, error)) return false;
    const QList<int> movers = probe->movers();
    const int deals = int(movers.count(-1)) + 1;
    if (deal < 0) deal = lastDealOf(movers);
    if (deal < 0) deal = deals - 1; // no move of the person's: the last deal, to watch
    if (deal >= deals) return fail(tr("The game has no such deal."));

    makeViews();
    leaveReplay();
    m_replay->close();
    m_game = game;
    if (m_game.players.size() != probe->seatCount()) m_game.players = probe->players();
    m_deal = deal;
    m_dealBegin = 0;
    for (int i = 0, seen = 0; i < movers.size() && seen < deal; ++i)
        if (movers[i] < 0 && ++seen == deal) m_dealBegin = i + 1;
    m_finished = deal + 1 < deals || probe->isDealOver();
    m_result.reset();
    m_panel->setRevealAvailable(m_finished);
    m_panel->showRunning();
    retranslate();
    m_dock->show();
    m_dock->raise();
    m_job->start(m_game.record, 0, deal, m_effort);
    return true;
}

void Coach::showResult() {
    if (!m_result) return;
    QList<int> moves;
    for (const core::game::DecisionReview& d : m_result->decisions) moves << d.index - m_dealBegin + 1;
    const int current = m_panel->currentDecision();
    m_panel->showReview(QString::fromStdString(m_game.record.game), *m_result, moves, names(m_game.players),
                        m_game.record.flags);
    if (current >= 0) m_panel->setCurrentDecision(current);
}

QStringList Coach::names(const QList<PlayerInfo>& players) {
    QStringList out{tr("You")};
    for (int i = 1; i < players.size(); ++i) out << players[i].name;
    return out;
}

bool Coach::openReplay() {
    if (m_deal < 0 || !m_replay) return false;
    if (m_replay->isOpen() && m_replay->record() == m_game.record && m_replay->deal() == m_deal) return true;
    QString error;
    if (!m_replay->open(m_game.record, m_game.players, m_deal, &error)) {
        status(error);
        return false;
    }
    m_replay->setRevealAll(m_panel->revealBox()->isChecked());
    return true;
}

bool Coach::showDecision(int row) {
    if (!m_result || row < 0 || row >= int(m_result->decisions.size()) || !openReplay()) return false;
    enterReplay();
    m_replay->goTo(m_result->decisions[std::size_t(row)].index - m_dealBegin);
    m_panel->setCurrentDecision(row);
    return true;
}

bool Coach::showPosition(int position) {
    if (!openReplay()) return false;
    enterReplay();
    m_replay->goTo(position);
    return m_replay->position() == position;
}

bool Coach::setRevealAll(bool reveal, QString* why) {
    if (!m_replay) {
        if (why) *why = tr("There is no deal to show.");
        return false;
    }
    if (reveal && !m_finished) {
        if (why) *why = tr("Every hand is shown only for a finished deal: this one is still being played.");
        return false;
    }
    if (!m_replay->isOpen() && !reveal) return true;
    if (!openReplay()) {
        if (why) *why = tr("There is no deal to show.");
        return false;
    }
    if (!m_replay->setRevealAll(reveal)) return false;
    m_panel->setRevealChecked(reveal);
    enterReplay();
    return true;
}

void Coach::enterReplay() {
    if (isReplaying()) return;
    if (BotDriver* bots = m_window->bots()) {
        m_pausedBots = !bots->isPaused();
        bots->setPaused(true); // the game waits while the person looks back
    }
    m_replay->setAnimationSpeed(m_window->scene()->animator()->speed());
    m_replay->setTheme(m_window->scene()->theme()->theme());
    for (QWidget* w : m_hidden) w->hide();
    m_stack->setCurrentWidget(m_replay);
    m_replay->view()->setFocus();
    m_offer->hide();
    status(
        tr("Replay: \u2190 \u2192 step through the moves, Home and End go to the start and the end, Esc goes "
           "back to the game."));
}

void Coach::leaveReplay() {
    if (!isReplaying()) return; // also before the first review
    m_stack->setCurrentIndex(0);
    for (QWidget* w : m_hidden) w->show();
    if (m_pausedBots && m_window->bots()) {
        m_window->bots()->setPaused(false);
        m_window->bots()->resume();
    }
    m_pausedBots = false;
    m_panel->setCurrentDecision(-1);
    m_window->view()->setFocus();
    updateOffer();
}

void Coach::closeReview() {
    m_job->cancel();
    leaveReplay();
    if (m_dock) m_dock->hide();
}

bool Coach::isReplaying() const {
    return m_replay && m_stack->currentWidget() == m_replay;
}

bool Coach::isReviewing() const {
    return m_dock && m_dock->isVisible();
}

void Coach::onReplayMoved(int position) {
    int row = -1;
    if (m_result)
        for (std::size_t i = 0; i < m_result->decisions.size(); ++i)
            if (m_result->decisions[i].index - m_dealBegin == position) row = int(i);
    m_panel->setCurrentDecision(row);
}

void Coach::hint() {
    if (isReplaying()) {
        status(tr("Hints are for the game at the table: go back to it first."));
        return;
    }
    if (!m_session || !m_session->isHumanTurn()) {
        status(tr("A hint is for your turn."));
        return;
    }
    m_hintMoves = m_session->moveCount();
    m_hints->start(m_session->record(), m_session->humanSeat(), m_effort);
    status(tr("The coach is thinking about a hint\u2026"));
}

void Coach::outlineHint(const QString& move) {
    // The cards the move names, where they lie in the person's hand.
    QList<core::cards::Card> cards;
    for (const QString& token : move.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto parsed = core::cards::parseCardList(token.toStdString());
        if (parsed.ok())
            for (core::cards::Card c : parsed.cards) cards << c;
    }
    for (QGraphicsItem* item : m_window->scene()->items()) {
        auto* card = dynamic_cast<CardItem*>(item);
        if (!card || !card->place.is(ZoneRole::Hand)) continue;
        card->setHinted(cards.contains(card->card()));
    }
}

void Coach::status(const QString& text) {
    m_window->showStatus(text);
}

bool Coach::eventFilter(QObject* watched, QEvent* event) {
    if (!m_panel) return QObject::eventFilter(watched, event);
    if (watched == m_dock && event->type() == QEvent::Close) {
        m_job->cancel();
        leaveReplay();
    }
    // Esc from anywhere in the review (the list, Show all cards, the dock) goes back to the game, as the
    // status line says: a key the focused widget leaves unused comes up to the dock.
    if (watched == m_dock && event->type() == QEvent::KeyPress && isReplaying() &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        leaveReplay();
        return true;
    }
    if (watched == m_panel->list() && event->type() == QEvent::KeyPress && m_replay->isOpen()) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Home || key == Qt::Key_End) {
            enterReplay();
            QCoreApplication::sendEvent(m_replay->view(), event);
            return true;
        }
        if (key == Qt::Key_Escape) {
            leaveReplay();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
