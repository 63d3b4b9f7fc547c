#include "gametable.h"

#include "actionbar.h"
#include "animator.h"
#include "carditem.h"
#include "model/gamesession.h"
#include "model/scoremodel.h"
#include "pileitem.h"
#include "tableactions.h"
#include "tablescene.h"
#include "textpanelitem.h"

#include <QGraphicsView>
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
    qDeleteAll(m_owned);
}

void GameTable::addOwned(QGraphicsItem* item) {
    m_scene->addItem(item);
    m_owned << item;
}

QList<CardItem*> GameTable::addCards(int count) {
    QList<CardItem*> items;
    for (int i = 0; i < count; ++i) items << own(new CardItem(m_scene->theme()));
    return items;
}

PileItem* GameTable::addZone(Place place, bool acceptsDrops, bool outlined) {
    auto* pile = own(new PileItem(place));
    pile->setAcceptsDrops(acceptsDrops);
    pile->setOutlined(outlined);
    return pile;
}

TextPanelItem* GameTable::addDealOverBox() {
    auto* box = own(new TextPanelItem);
    box->setZValue(6000);
    box->setBackgroundAlpha(242);
    box->hide();
    m_dealOverBox = box;
    return box;
}

void GameTable::place(CardItem* item, const QPointF& pos, qreal z, bool faceUp, const QSizeF& size, int delay,
                      qreal rotation) {
    item->setSize(size);
    item->setTransformOriginPoint(size.width() / 2, size.height() / 2);
    Animator* anim = m_scene->animator();
    anim->move(item, pos, rotation, z, delay);
    anim->turn(item, faceUp && item->isKnown(), delay);
    item->setInteractive(false);
    item->setHinted(false);
    if (!item->place.is(ZoneRole::Hand)) {
        item->setSelected(false);
        item->setFocused(false);
    }
}

void GameTable::layFan(const QList<CardItem*>& items, const QList<bool>& up, const Fan& fan) {
    const qreal w = fan.card.width();
    QList<qreal> steps;
    qreal total = w;
    for (int k = 1; k < items.size(); ++k) {
        steps << w * (up.value(k - 1) ? fan.upStep : fan.downStep);
        total += steps.last();
    }
    const qreal room = std::max(w, fan.room.width());
    const qreal shrink = total > room && total > w ? (room - w) / (total - w) : 1.0;
    const qreal width = std::min(total, room);
    qreal x = fan.align & Qt::AlignLeft    ? fan.room.left()
              : fan.align & Qt::AlignRight ? fan.room.right() - width
                                           : fan.room.center().x() - width / 2;
    for (int k = 0; k < items.size(); ++k) {
        items[k]->place = fan.place;
        place(items[k], QPointF(x, fan.room.top()), fan.z + k, up.value(k), fan.card, k * fan.delayStep);
        if (k < steps.size()) x += steps[k] * shrink;
    }
}

CardItem* GameTable::layStock(const QList<CardItem*>& items, const QPointF& origin, const QSizeF& size,
                              qreal z, int thickest, qreal lift) {
    for (int i = 0; i < items.size(); ++i) {
        const qreal up = std::min(i, thickest) * lift;
        items[i]->place = ZoneRole::Stock;
        place(items[i], origin - QPointF(up, up), z + i, false, size);
    }
    return items.isEmpty() ? nullptr : items.last();
}

void GameTable::gatherCards(const QList<CardItem*>& items, const QPointF& from, const QSizeF& size) {
    for (CardItem* item : items) {
        item->setCard(core::cards::Card());
        item->setFaceUp(false);
        item->setSelected(false);
        item->setHinted(false);
        item->setFocused(false);
        item->setInteractive(false);
        item->setSize(size);
        item->setPos(from);
        item->setRotation(0);
        item->place = {};
    }
}

qreal GameTable::devicePixelRatio() const {
    return m_scene->views().isEmpty() ? 1.0 : m_scene->views().first()->devicePixelRatioF();
}

void GameTable::retranslate() {
    m_actions->retranslate();
    if (m_game->hasGame()) refresh();
}

void GameTable::connectSession() {
    connect(m_game, &GameSession::gameStarted, this, [this] { gameBegan(); });
    connect(m_game, &GameSession::dealStarted, this, [this] { dealBegan(); });
    connect(m_game, &GameSession::moveApplied, this, [this](int seat) { moveApplied(seat); });
    connect(m_game, &GameSession::turnChanged, this, [this] { turnPassed(); });
    connect(m_game, &GameSession::roundOver, this, [this] { roundEnded(); });
    // The box keeps clear of the cards where they come to lie.
    connect(m_scene->animator(), &Animator::animationsFinished, this, [this] {
        if (m_dealOverBox && m_dealOverBox->isVisible()) placeDealOverBox();
    });
}

void GameTable::placeDealOverBox() {}

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

void GameTable::showLog(const QList<LogLine>& lines) {
    if (!m_log) return;
    int same = 0;
    while (same < lines.size() && same < m_log->count() && m_log->item(same)->text() == lines[same].text &&
           m_log->item(same)->font().bold() == lines[same].header)
        ++same;
    if (same == lines.size() && same == m_log->count()) return;
    while (m_log->count() > same) delete m_log->takeItem(m_log->count() - 1);
    for (qsizetype i = same; i < lines.size(); ++i) {
        if (lines[i].header)
            addLogHeader(lines[i].text);
        else
            new QListWidgetItem(lines[i].text, m_log);
    }
    m_log->scrollToBottom();
}
