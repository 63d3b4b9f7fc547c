// EmpatSatuTable, what the person does: the buttons and keys (declared table actions), the card chosen, and
// what a drag, a click or a key means as core moves (the rest of the class is in empatsatutable.cpp), and the
// status line that says what the person may do now.
#include "empatsatureport.h"
#include "empatsatutable.h"
#include "model/handmodel.h"
#include "table/carditem.h"
#include "table/tableactions.h"

#include <QGraphicsView>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>

#include <algorithm>

using namespace core::empatsatu;
using core::cards::Card;
using core::cards::CardSet;

void EmpatSatuTable::declareActions() {
    const auto playing = [this] { return !m_session->hasGame() || !m_session->isDealOver(); };
    // A move of the person's: pressable when the rules allow it now; otherwise the reason.
    const auto legal = [this](const Move& m) {
        return m_session->hasGame() && m_session->isHumanTurn() && !m_session->check(m).has_value();
    };
    const auto refusal = [this](const Move& m) {
        if (!m_session->hasGame() || !m_session->isHumanTurn()) return notYourTurnText(*m_session);
        return m_session->check(m).value_or(QString());
    };
    const auto moveAction = [&](const QString& id, std::function<QString()> text,
                                std::function<QString()> hint, QList<int> keys, Move move,
                                bool primary = false) {
        m_actions->add({id, std::move(text), std::move(hint), std::move(keys), playing,
                        [legal, move] { return legal(move); }, [refusal, move] { return refusal(move); },
                        [this, move] { playAsPerson(*m_session, move); }, primary});
    };
    moveAction(
        QStringLiteral("draw"), [] { return tr("Draw"); },
        [] { return tr("Take the top card of the stock"); }, {Qt::Key_D}, Move::draw());
    moveAction(
        QStringLiteral("take"), [] { return tr("Take discard"); },
        [] { return tr("Take the card the previous player has just thrown"); }, {Qt::Key_T}, Move::take());
    m_actions->add(
        {QStringLiteral("discard"),
         [] { return tr("Discard"); },
         [] { return tr("Throw the chosen card"); },
         {Qt::Key_Return, Qt::Key_Enter},
         playing,
         [this, legal] { return chosenCard().isValid() && legal(Move::discard(chosenCard())); },
         [this, refusal] {
             if (!chosenCard().isValid())
                 return m_session->hasGame() && m_session->isHumanTurn()
                            ? tr("Choose the card to throw first (click it, or use the arrow keys).")
                            : notYourTurnText(*m_session);
             return refusal(Move::discard(chosenCard()));
         },
         [this] { discardChosen(); }});
    moveAction(
        QStringLiteral("knock"), [] { return tr("Stop"); },
        [] { return tr("Stop the hand now: everyone shows their cards"); }, {Qt::Key_K, Qt::Key_S},
        Move::stop(), true);
    // "End" only matters once the stock is empty.
    m_actions->add({QStringLiteral("end"),
                    [] { return tr("End"); },
                    [] { return tr("The stock is empty: leave the discard and end the hand"); },
                    {Qt::Key_E},
                    [this, playing] {
                        return playing() && m_session->hasGame() && m_session->state().stockCount() == 0;
                    },
                    [legal] { return legal(Move::end()); },
                    [refusal] { return refusal(Move::end()); },
                    [this] { playAsPerson(*m_session, Move::end()); }});
    addNextDealAction([] { return tr("Next hand"); }, [] { return tr("Deal the next hand"); }, {Qt::Key_N},
                      true);
}

// --- The person's actions ----------------------------------------------------------------------------------

Card EmpatSatuTable::chosenCard() const {
    const QList<Card> selected = m_hand->selection();
    if (!selected.isEmpty()) return selected.first();
    const int focus = m_hand->focusRow();
    return focus >= 0 && focus < m_hand->cards().size() ? m_hand->cards()[focus] : Card();
}

void EmpatSatuTable::drawFromStock() {
    playAsPerson(*m_session, Move::draw());
}

void EmpatSatuTable::takeDiscard() {
    playAsPerson(*m_session, Move::take());
}

void EmpatSatuTable::discardChosen() {
    const Card c = chosenCard();
    if (!c.isValid()) {
        emit message(tr("Choose the card to throw first (click it, or use the arrow keys)."));
        return;
    }
    playAsPerson(*m_session, Move::discard(c));
}

// --- Mouse and keys ----------------------------------------------------------------------------------------

bool EmpatSatuTable::canDrag(CardItem* card) const {
    if (HandTable::canDrag(card)) return true; // to throw it, or to rearrange the hand
    if (!m_session->hasGame() || !m_session->isHumanTurn()) return false;
    if (card == stockTop()) return true;
    return card->place.is(ZoneRole::Discard) && card->card() == m_session->state().takeable();
}

DropCheck EmpatSatuTable::checkDrop(const QList<CardItem*>& cards, PileItem* target) const {
    if (cards.size() != 1 || !m_session->hasGame()) return {false, {}};
    if (isRearranging(cards, target)) return {true, {}};
    CardItem* card = cards.first();
    const bool fromHand = card->place.is(ZoneRole::Hand);
    if (target != m_handPile && target != discardTarget()) return {false, {}};
    if (!m_session->isHumanTurn()) return {false, notYourTurnText(*m_session)};
    Move move;
    if (target == m_handPile)
        move = card == stockTop() ? Move::draw() : Move::take();
    else if (fromHand)
        move = Move::discard(card->card());
    else
        return {false, tr("Put the card into your hand first.")};
    if (auto reason = m_session->check(move)) return {false, *reason};
    return {true, {}};
}

void EmpatSatuTable::drop(const QList<CardItem*>& cards, PileItem* target, const QPointF& at) {
    if (isRearranging(cards, target)) {
        rearrange(cards.first(), at);
        return;
    }
    CardItem* card = cards.first();
    const Move move = target == m_handPile ? (card == stockTop() ? Move::draw() : Move::take())
                                           : Move::discard(card->card());
    if (!playAsPerson(*m_session, move))
        refresh(); // checkDrop allowed it, so this does not happen; the card goes back
}

void EmpatSatuTable::clickTable(CardItem* card) {
    if (card == stockTop())
        drawFromStock();
    else if (card->place.is(ZoneRole::Discard) && card->card() == m_session->state().takeable() &&
             m_session->isHumanTurn())
        takeDiscard();
}

void EmpatSatuTable::doubleClick(CardItem* card) {
    if (!card->place.is(ZoneRole::Hand)) return;
    m_hand->clearSelection();
    m_hand->setSelected(card->card(), true);
    discardChosen();
}

QString EmpatSatuTable::statusText() const {
    if (!m_session->hasGame()) return {};
    const Observation o = m_session->humanObservation();
    if (o.handOver())
        return m_session->isGameOver()
                   ? tr("The session is over. Press New game to play again.")
                   : tr("The hand is over. Press Next hand (Enter) to deal the next one.");
    if (o.current != o.seat) return tr("%1 is thinking\u2026").arg(seatName(o.current));
    const int previous = (o.seat + o.rules.players - 1) % o.rules.players;
    const QString takeable = o.takeable.isValid() ? EmpatSatuSession::cardText(o.takeable) : QString();
    QString text;
    switch (o.phase) {
    case Phase::Start:
        if (o.rules.discardFirst) {
            text = o.stockCount == 0 && !o.takeable.isValid()
                       ? tr("Your turn: the stock is empty; end the hand (E).")
                       : tr("Your turn: throw a card first (drag it onto your pile, or pick it and press "
                            "Enter), then draw.");
        } else if (o.stockCount == 0) {
            text = tr("Your turn: the stock is empty. Take %1 (T) or end the hand (E).").arg(takeable);
        } else if (o.takeable.isValid()) {
            text = tr("Your turn: draw from the stock (D) or take %1 from %2 (T).")
                       .arg(takeable, seatName(previous));
        } else {
            text = tr("Your turn: draw from the stock (D).");
        }
        if (m_session->state().canStop()) text = tr("You may stop now (K).") + QLatin1Char(' ') + text;
        return text;
    case Phase::Discard:
        if (o.takenThisTurn.isValid() && !o.rules.mayRediscardTaken)
            return tr("Throw a card onto the discards (drag it, or pick it and press Enter); %1 must stay.")
                .arg(EmpatSatuSession::cardText(o.takenThisTurn));
        return tr("Throw a card onto the discards (drag it, or pick it and press Enter).");
    case Phase::Draw:
        if (o.takeable.isValid() && o.stockCount > 0)
            return tr("Now draw from the stock (D) or take %1 (T).").arg(takeable);
        if (o.takeable.isValid()) return tr("Now take %1 (T): the stock is empty.").arg(takeable);
        return tr("Now draw from the stock (D).");
    case Phase::HandOver:
        break;
    }
    return {};
}
