#include "gametable.h"

#include "actionbar.h"
#include "model/gamesession.h"
#include "model/handmodel.h"
#include "model/scoremodel.h"
#include "tableactions.h"

#include <QKeyEvent>
#include <QListWidget>

GameTable::GameTable(GameSession* session, TableScene* scene, const TableWidgets& widgets, QObject* parent)
    : TableController(parent)
    , m_game(session)
    , m_scene(scene)
    , m_bar(widgets.bar)
    , m_log(widgets.log)
    , m_scores(widgets.scores)
    , m_actions(new TableActions(widgets.bar, this)) {
    connect(m_actions, &TableActions::refused, this, &TableController::message);
}

GameTable::~GameTable() {
    m_bar->clear();
}

void GameTable::connectSession() {
    connect(m_game, &GameSession::gameStarted, this, [this] { gameBegan(); });
    connect(m_game, &GameSession::dealStarted, this, [this] { dealBegan(); });
    connect(m_game, &GameSession::moveApplied, this, [this](int seat) { moveApplied(seat); });
    connect(m_game, &GameSession::turnChanged, this, [this] { turnPassed(); });
    connect(m_game, &GameSession::roundOver, this, [this] { roundEnded(); });
}

void GameTable::gameBegan() {
    newDeal();
}

void GameTable::dealBegan() {
    newDeal();
}

void GameTable::turnPassed() {
    updateButtons();
}

void GameTable::moveApplied(int) {
    refresh();
}

void GameTable::roundEnded() {
    refresh();
}

QString GameTable::seatName(int seat) const {
    return m_game->seatName(seat);
}

void GameTable::nextDeal() {
    if (!m_game->hasGame() || !m_game->isDealOver()) return;
    if (m_game->isGameOver()) {
        m_game->newGame(m_game->seed() + 1, m_game->flags());
        return;
    }
    m_game->startNextDeal();
}

void GameTable::addNextDealAction(std::function<QString()> next, std::function<QString()> hint,
                                  QList<int> keys, bool gapBefore) {
    keys.prepend(Qt::Key_Enter);
    keys.prepend(Qt::Key_Return);
    m_actions->add(
        {QStringLiteral("next"),
         [this, next] { return m_game->hasGame() && m_game->isGameOver() ? tr("New game") : next(); },
         std::move(hint),
         keys,
         [this] { return m_game->hasGame() && m_game->isDealOver(); },
         {},
         {},
         [this] { nextDeal(); },
         true,
         gapBefore});
}

bool GameTable::handKey(QKeyEvent* event, HandModel* hand, HandChoice choice,
                        const std::function<void(bool)>& redraw) {
    const int n = int(hand->cards().size());
    const bool one = choice == HandChoice::One;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        if (n == 0) return true;
        const int step = event->key() == Qt::Key_Left ? -1 : 1;
        const int from = hand->focusRow() < 0 ? (step > 0 ? -1 : n) : hand->focusRow();
        if (one) hand->clearSelection();
        hand->setFocusRow((from + step + n) % n);
        redraw(one);
        return true;
    }
    case Qt::Key_Home:
    case Qt::Key_End:
        if (n > 0) {
            if (one) hand->clearSelection();
            hand->setFocusRow(event->key() == Qt::Key_Home ? 0 : n - 1);
        }
        redraw(one);
        return true;
    case Qt::Key_Space:
        if (hand->focusRow() >= 0 && hand->focusRow() < n) {
            const core::cards::Card c = hand->cards()[hand->focusRow()];
            const bool was = hand->isSelected(c);
            if (one) hand->clearSelection();
            hand->setSelected(c, !was);
            redraw(true);
        }
        return true;
    case Qt::Key_Escape:
        hand->clearSelection();
        if (one) hand->setFocusRow(-1);
        redraw(true);
        return true;
    default:
        return false;
    }
}

void GameTable::addLogHeader(const QString& text) {
    if (!m_log) return;
    auto* header = new QListWidgetItem(text, m_log);
    QFont font = header->font();
    font.setBold(true);
    header->setFont(font);
}
