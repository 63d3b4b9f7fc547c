// CapsaTable, what the person does: the buttons and keys (declared table actions), the selection, what a
// drag, a click or a key means as core moves, and the coach's hint shown in the hand (the rest of the class
// is in capsatable.cpp).
#include "capsasession.h"
#include "capsatable.h"
#include "model/handmodel.h"
#include "table/carditem.h"
#include "table/tableactions.h"

#include <QGraphicsView>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>

using namespace core::capsa;
using core::cards::Card;
using core::cards::CardSet;

void CapsaTable::declareActions() {
    const auto playing = [this] { return !m_session->hasGame() || !m_session->isDealOver(); };
    const auto myTurn = [this] { return m_session->hasGame() && m_session->isHumanTurn(); };
    // Why the person may not act now, or "" when they may.
    const auto turnRefusal = [this, myTurn] { return myTurn() ? QString() : notYourTurnText(*m_session); };
    m_actions->add(
        {QStringLiteral("play"),
         [] { return tr("Play"); },
         [] { return tr("Play the selected cards"); },
         {Qt::Key_Return, Qt::Key_Enter},
         playing,
         [this] { return legalSelection(); },
         [this, turnRefusal] {
             if (!turnRefusal().isEmpty()) return turnRefusal();
             if (m_hand->selection().isEmpty())
                 return tr("Select the cards to play first (click them, or Space).");
             return m_session->check(Move::play(CardSet::of(m_hand->selection()))).value_or(QString());
         },
         [this] { playSelection(); },
         true});
    m_actions->add({QStringLiteral("pass"),
                    [] { return tr("Pass"); },
                    [] { return tr("Pass"); },
                    {Qt::Key_P},
                    playing,
                    [this, myTurn] { return myTurn() && m_session->state().table().has_value(); },
                    [this, turnRefusal] {
                        if (!turnRefusal().isEmpty()) return turnRefusal();
                        return m_session->check(Move::pass()).value_or(QString());
                    },
                    [this] { pass(); }});
    m_actions->add({QStringLiteral("hint"),
                    [] { return tr("Hint"); },
                    [] { return tr("Ask the coach for the best play and why (H)"); },
                    {},
                    playing,
                    myTurn,
                    turnRefusal,
                    [this] { hint(); }});
    m_actions->add({QStringLiteral("sort"),
                    [this] { return m_sortBySuit ? tr("Sort: by suit") : tr("Sort: by rank"); },
                    [] { return tr("Change how your hand is sorted"); },
                    {Qt::Key_S},
                    {},
                    {},
                    {},
                    [this] { toggleSort(); },
                    false,
                    true});
    addNextDealAction([] { return tr("Next round"); }, {}, {}, false);
}

bool CapsaTable::legalSelection() const {
    const QList<Card> selected = m_hand->selection();
    return m_session->hasGame() && m_session->isHumanTurn() && !selected.isEmpty() &&
           !m_session->check(Move::play(CardSet::of(selected))).has_value();
}

DropCheck CapsaTable::checkDrop(const QList<CardItem*>& cards, PileItem* target) const {
    if (isRearranging(cards, target)) return {true, {}};
    if (target != m_centre) return {false, {}};
    if (!m_session->isHumanTurn()) return {false, tr("Wait for your turn.")};
    CardSet set;
    for (CardItem* c : cards) set.add(c->card());
    if (auto reason = m_session->check(Move::play(set))) return {false, *reason};
    return {true, {}};
}

void CapsaTable::drop(const QList<CardItem*>& cards, PileItem* target, const QPointF& at) {
    if (isRearranging(cards, target)) {
        rearrange(cards.first(), at);
        return;
    }
    if (target != m_centre) return;
    CardSet set;
    for (CardItem* c : cards) set.add(c->card());
    m_hand->clearSelection();
    if (m_session->play(Move::play(set))) refresh(); // refused: put the cards back
}

void CapsaTable::doubleClick(CardItem* card) {
    if (!card->place.is(ZoneRole::Hand)) return;
    if (!m_hand->isSelected(card->card())) {
        m_hand->clearSelection();
        m_hand->setSelected(card->card(), true);
    }
    playSelection();
}

void CapsaTable::playSelection() {
    if (!m_session->isHumanTurn()) return;
    const QList<Card> selected = m_hand->selection();
    if (selected.isEmpty()) {
        emit message(tr("Select the cards to play first (click them, or Space)."));
        return;
    }
    if (!m_session->play(Move::play(CardSet::of(selected)))) m_hand->clearSelection();
}

void CapsaTable::pass() {
    if (!m_session->isHumanTurn()) return;
    m_hand->clearSelection();
    m_session->play(Move::pass());
}

void CapsaTable::hint() {
    if (m_session->isHumanTurn()) emit hintRequested();
}

bool CapsaTable::showHint(const QString& move) {
    // The hint's cards are selected: Enter plays them.
    const auto parsed = Move::parse(move.toStdString());
    if (!parsed) return false;
    m_hand->clearSelection();
    for (Card c : parsed->cards) m_hand->setSelected(c, true);
    refresh();
    return true;
}

void CapsaTable::nextRound() {
    nextDeal();
}

void CapsaTable::toggleSort() {
    m_sortBySuit = !m_sortBySuit;
    m_hand->sort();
    retranslate();
}

void CapsaTable::handChanged(bool chosen) {
    chosen ? refresh() : updateSelectionLook();
}
