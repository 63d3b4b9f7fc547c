#include "gametable.h"

#include "actionbar.h"
#include "model/gamesession.h"
#include "model/scoremodel.h"
#include "tableactions.h"

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

void GameTable::addLogHeader(const QString& text) {
    if (!m_log) return;
    auto* header = new QListWidgetItem(text, m_log);
    QFont font = header->font();
    font.setBold(true);
    header->setFont(font);
}
