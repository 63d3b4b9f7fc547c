// HoldemTable, what the person does: the buttons (HoldemActionBar's declared actions), the moves they play,
// the keys, dragging the hole cards to the muck or the chips to the pot, and the status line that says what
// the person may do now (the rest of the class is in holdemtable.cpp).
#include "holdemactionbar.h"
#include "holdemgeometry.h"
#include "holdemnames.h"
#include "holdemsession.h"
#include "holdemtable.h"
#include "table/animator.h"
#include "table/carditem.h"
#include "table/chipsitem.h"
#include "table/pileitem.h"
#include "table/tableactions.h"
#include "table/tablescene.h"

#include <QGraphicsView>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>

#include <algorithm>

using namespace core::holdem;
using core::cards::Card;
using core::cards::CardSet;

// --- The person's actions ----------------------------------------------------------------------------------

void HoldemTable::updateButtons() {
    if (!m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    m_betBar->setGameOver(m_session->isGameOver());
    m_betBar->update(o.table, o.seat, m_session->isHumanTurn());
    m_myStack->setCursor(chipsDraggable() ? Qt::OpenHandCursor : Qt::ArrowCursor);
    // A typed amount the rules clamp keeps its reason in view.
    const QString clamped = m_session->isHumanTurn() ? m_betBar->clampReason() : QString();
    emit message(clamped.isEmpty() ? statusText() : clamped);
}

void HoldemTable::fold() {
    playAsPerson(*m_session, Move::fold());
}

void HoldemTable::checkOrCall() {
    if (!m_session->hasGame()) return;
    const PublicTable& t = m_session->state().table();
    playAsPerson(*m_session, t.current >= 0 && t.toCall(t.current) > 0 ? Move::call() : Move::check());
}

void HoldemTable::raise() {
    if (!m_session->hasGame()) return;
    // What the button says is what is played: a typed amount outside the rules is clamped, and said so.
    const QString clamped = m_session->isHumanTurn() ? m_betBar->commitAmount() : QString();
    const QString played = m_betBar->raiseButton()->text();
    if (playAsPerson(*m_session, m_betBar->raiseMove()) && !clamped.isEmpty())
        emit message(tr("%1 \u2192 %2").arg(clamped, played));
}

void HoldemTable::allIn() {
    playAsPerson(*m_session, Move::allIn());
}

void HoldemTable::gameBegan() {
    newDeal();
    rebuildHistory();
    refresh();
}

void HoldemTable::dealBegan() {
    if (m_log) m_historyRows = m_log->count(); // the hand just finished stays in the log
    newDeal();
    refresh();
}

bool HoldemTable::chipsDraggable() const {
    if (!m_session->hasGame() || !m_session->isHumanTurn()) return false;
    const PublicTable& t = m_session->state().table();
    return !t.raiseRefusal(t.current).has_value();
}

// --- Mouse and keys ----------------------------------------------------------------------------------------

bool HoldemTable::canDrag(CardItem* card) const {
    return card->place.is(ZoneRole::Hand) && m_session->hasGame() && m_session->isHumanTurn();
}

QList<CardItem*> HoldemTable::dragGroup(CardItem* pressed) const {
    if (!pressed->place.is(ZoneRole::Hand)) return {pressed};
    const int seat = m_session->humanSeat();
    return {m_hole[at(seat)][0], m_hole[at(seat)][1]};
}

DropCheck HoldemTable::checkDrop(const QList<CardItem*>& cards, PileItem* target) const {
    if (target != m_muck || cards.isEmpty() || !cards.first()->place.is(ZoneRole::Hand)) return {false, {}};
    if (!m_session->isHumanTurn()) return {false, notYourTurnText(*m_session)};
    if (auto reason = m_session->check(Move::fold())) return {false, *reason};
    return {true, {}};
}

void HoldemTable::drop(const QList<CardItem*>&, PileItem* target, const QPointF&) {
    if (target == m_muck && !playAsPerson(*m_session, Move::fold())) refresh();
}

bool HoldemTable::keyPress(QKeyEvent* event) {
    if (!m_session->hasGame()) return false;
    switch (event->key()) {
    case Qt::Key_A:
        allIn();
        return true;
    case Qt::Key_Up:
    case Qt::Key_Plus:
        m_betBar->stepAmount(1);
        return true;
    case Qt::Key_Down:
    case Qt::Key_Minus:
        m_betBar->stepAmount(-1);
        return true;
    default:
        return m_actions->pressKey(event->key());
    }
}

QGraphicsObject* HoldemTable::draggableAt(const QPointF& point) const {
    // The stack is small: it can be picked up a little beside its chips too.
    const qreal chip = geometry().chipSize();
    const QRectF hit(m_myStack->pos() - QPointF(chip * 1.8, chip * 1.4), QSizeF(chip * 3.6, chip * 2.9));
    return m_myStack->isVisible() && hit.contains(point) ? m_myStack : nullptr;
}

QString HoldemTable::dragRefusal(QGraphicsObject*) const {
    if (chipsDraggable()) return {};
    return m_session->isHumanTurn() ? m_session->check(m_betBar->raiseMove()).value_or(QString())
                                    : tr("Wait for your turn.");
}

DropCheck HoldemTable::checkThingDrop(QGraphicsObject*, PileItem* target) const {
    if (target != m_potPile) return {};
    const std::optional<QString> why = m_session->check(m_betBar->raiseMove());
    return {!why, why.value_or(QString())};
}

bool HoldemTable::dropThing(QGraphicsObject*, PileItem*) {
    return playAsPerson(*m_session, m_betBar->raiseMove());
}

QString HoldemTable::statusText() const {
    if (!m_session->hasGame()) return {};
    const Observation o = m_session->humanObservation();
    const PublicTable& t = o.table;
    const bool out = t.place[at(o.seat)] > 0 && t.stack[at(o.seat)] == 0;
    if (t.tournamentOver) {
        return m_session->gameWinner() == o.seat ? tr("You won the tournament! Press New game to play again.")
                                                 : tr("%1 won the tournament. Press New game to play again.")
                                                       .arg(seatName(m_session->gameWinner()));
    }
    if (t.handOver) {
        if (out)
            return tr("You are out of the tournament (%1 place). Press Next hand to watch the others go on.")
                .arg(HoldemNames::place(t.place[at(o.seat)]));
        return tr("The hand is over. Press Next hand (Enter) to deal the next one.");
    }
    const QString pot = HoldemNames::chips(t.potTotal());
    if (m_session->isHumanTurn()) {
        const int toCall = t.toCall(o.seat);
        const int stack = t.stack[at(o.seat)];
        if (toCall <= 0) return tr("Your turn: check or bet. Pot %1.").arg(pot);
        if (toCall >= stack)
            return tr("Your turn: calling %1 puts you all-in. Pot %2.").arg(HoldemNames::chips(stack), pot);
        return tr("Your turn: %1 to call. Pot %2.").arg(HoldemNames::chips(toCall), pot);
    }
    // The person's seat played for them (the screenshot mode's autopilot) is still "your turn".
    if (t.current == o.seat) return tr("Your turn. Pot %1.").arg(pot);
    return tr("%1 is thinking\u2026 Pot %2.").arg(seatName(t.current), pot);
}
