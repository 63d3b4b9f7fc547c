// CanastaTable, what the person does: the buttons and keys (declared table actions), the question to the
// partner, what a drag, a click or a key means as core moves, and why a move may not be made now (the rest of
// the class is in canastatable.cpp and canastatablelayout.cpp).
#include "canastagestures.h"
#include "canastareport.h"
#include "canastatable.h"
#include "table/carditem.h"
#include "table/tableactions.h"
#include "table/tablescene.h"

#include <QEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>

#include <algorithm>

using namespace core::canasta;
using core::cards::Card;

void CanastaTable::declareActions() {
    const auto playing = [this] { return !m_session->hasGame() || !m_session->isDealOver(); };
    // Why a plan of the person's may not be carried out now, or "" when it may.
    const auto planRefusal = [this](const Plan& plan) {
        if (!myTurn()) return notYourTurnText(*m_session);
        if (!plan.reason.isEmpty()) return plan.reason;
        if (plan.moves.empty()) return tr("That cannot be done now.");
        return m_session->checkAll(plan.moves).value_or(QString());
    };
    const auto drawPlan = [this]() -> Plan {
        const auto draws = drawMoves(m_session->state().board());
        if (draws.empty()) return {};
        return {{draws.back()}, {}, false};
    };
    m_actions->add({QStringLiteral("draw"),
                    [] { return tr("Draw"); },
                    [] { return tr("Take the top card of the stock"); },
                    {Qt::Key_D},
                    playing,
                    [=] { return planRefusal(drawPlan()).isEmpty(); },
                    [=] { return planRefusal(drawPlan()); },
                    [this] { draw(); }});
    m_actions->add(
        {QStringLiteral("take"),
         [] { return tr("Take pile"); },
         [] { return tr("Take the whole discard pile, melding its top card with the selected cards"); },
         {Qt::Key_T},
         playing,
         [this] {
             const Board& b = m_session->state().board();
             if (!myTurn() || (b.phase != Phase::Draw && b.phase != Phase::LastChance)) return false;
             for (const Move& m : m_session->state().legalMoves())
                 if (m.kind == MoveKind::Take) return true;
             return false;
         },
         [=, this] { return planRefusal(planTake(m_hand->selectedKeys(), -1)); },
         [this] { takePile(); }});
    const auto meldRefusal = [=, this] {
        if (myTurn() && m_hand->selectedKeys().isEmpty())
            return tr("Select the cards to meld first (click them, or Space).");
        return planRefusal(planMeld(m_hand->selectedKeys()));
    };
    m_actions->add({QStringLiteral("meld"),
                    [] { return tr("Meld"); },
                    [] { return tr("Lay the selected cards down: new melds, or onto your side's melds"); },
                    {Qt::Key_M},
                    playing,
                    [=, this] {
                        return m_session->hasGame() && m_session->state().board().phase == Phase::Play &&
                               meldRefusal().isEmpty();
                    },
                    meldRefusal,
                    [this] { meldSelection(); }});
    m_actions->add({QStringLiteral("discard"),
                    [] { return tr("Discard"); },
                    [] { return tr("Throw the selected card onto the pile"); },
                    {Qt::Key_X, Qt::Key_Delete},
                    playing,
                    [this] { return discardRefusal().isEmpty(); },
                    [this] { return discardRefusal(); },
                    [this] { discardChosen(); }});
    m_actions->add({QStringLiteral("ask"),
                    [] { return tr("Ask partner"); },
                    [] { return tr("Ask your partner \u201cMay I go out?\u201d \u2014 the answer binds"); },
                    {Qt::Key_A},
                    [=, this] {
                        return playing() && m_session->hasGame() &&
                               m_session->state().board().rules.partnership();
                    },
                    [this] { return askRefusal().isEmpty(); },
                    [this] { return askRefusal(); },
                    [this] { askPartner(); }});
    // Leave it (the last discard) and End hand (after a red 3 from the last stock card): shown only then.
    const auto moveAction = [=, this](const QString& id, std::function<QString()> text,
                                      std::function<QString()> hint, int key, Move move, Phase phase,
                                      bool noDiscardOnly) {
        m_actions->add({id,
                        std::move(text),
                        std::move(hint),
                        {key},
                        [=, this] {
                            if (!myTurn()) return false;
                            const Board& b = m_session->state().board();
                            return b.phase == phase && (!noDiscardOnly || b.turn.noDiscard);
                        },
                        [=] {
                            return planRefusal({{move}, {}, false}).isEmpty();
                        },
                        [=] {
                            return planRefusal({{move}, {}, false});
                        },
                        [this, move] {
                            run({{move}, {}, false});
                        }});
    };
    moveAction(
        QStringLiteral("pass"), [] { return tr("Leave it"); },
        [] { return tr("Do not take the last discard: the hand ends"); }, Qt::Key_P, Move::pass(),
        Phase::LastChance, false);
    moveAction(
        QStringLiteral("stop"), [] { return tr("End hand"); },
        [] { return tr("The last stock card was a red 3: end the hand without a discard"); }, Qt::Key_E,
        Move::stop(), Phase::Play, true);
    m_actions->add({QStringLiteral("sort"),
                    [] { return tr("Sort"); },
                    [] { return tr("Sort your hand by rank, the wild cards together"); },
                    {Qt::Key_S},
                    {},
                    {},
                    {},
                    [this] { sortHand(); },
                    false,
                    true});
    addNextDealAction([] { return tr("Next hand"); }, [] { return tr("Deal the next hand"); }, {Qt::Key_N},
                      false);
}

QString CanastaTable::askRefusal() const {
    if (!m_session->hasGame()) return tr("There is no game yet.");
    const Board& b = m_session->state().board();
    if (!b.rules.partnership()) return tr("You play without a partner: there is nobody to ask.");
    if (!myTurn()) return notYourTurnText(*m_session);
    if (auto refusal = m_session->check(Move::ask())) return *refusal;
    // The rules let a player who has melded ask too, but then bind them to go out whatever the answer; the
    // table offers the question only before melding, where it cannot cost anything.
    if (b.turn.melded)
        return tr("You have melded this turn: the question is offered only before you meld, since after "
                  "melding it would bind you to go out whatever the answer.");
    if (!canGoOutSoon(m_session->humanObservation()))
        return tr("Ask your partner once your side could go out: it needs a canasta, or a meld you can "
                  "finish into one this turn.");
    return {};
}

QString CanastaTable::discardRefusal() const {
    if (!m_session->hasGame()) return tr("There is no game yet.");
    if (!myTurn()) return notYourTurnText(*m_session);
    // Only a card the person chose: the keyboard's focus frame alone is not a choice.
    const QList<int> selected = m_hand->selectedKeys();
    if (selected.isEmpty())
        return tr("Select the card to discard first: click it, or move to it with the arrow keys and press "
                  "Space.");
    if (selected.size() > 1) return tr("Discard one card at a time.");
    return m_session->check(Move::discard(m_hand->face(selected.first()))).value_or(QString());
}

bool CanastaTable::myTurn() const {
    return m_session->hasGame() && m_session->isHumanTurn();
}

// --- Asking the partner ------------------------------------------------------------------------------------

void CanastaTable::maybeAsk() {
    if (!m_session->hasGame() || m_askBox || m_session->isReadOnly()) return; // a replay asks nothing
    const Board& b = m_session->state().board();
    const int me = m_session->humanSeat();
    if (b.handOver() || b.phase != Phase::Answer || b.current != me || m_session->isBotSeat(me)) return;
    const int asker = b.partnerOf(me);
    QWidget* window = m_scene->views().isEmpty() ? nullptr : m_scene->views().first()->window();
    auto* box = new QMessageBox(QMessageBox::Question, tr("May I go out?"),
                                tr("%1 asks you: \u201cMay I go out?\u201d").arg(m_session->seatName(asker)),
                                QMessageBox::NoButton, window);
    int points = 0;
    for (Card c : m_session->state().hand(me).faceList()) points += cardPoints(c);
    box->setInformativeText(
        tr("Your answer binds: yes, and %1 must go out this turn; no, and %1 may not go out this turn. "
           "Your own cards (%2 points) count against your side when the hand ends.")
            .arg(m_session->seatName(asker))
            .arg(points));
    QPushButton* yes = box->addButton(tr("Yes, go out"), QMessageBox::YesRole);
    yes->setObjectName(QStringLiteral("yes"));
    QPushButton* no = box->addButton(tr("No, not yet"), QMessageBox::NoRole);
    no->setObjectName(QStringLiteral("no"));
    box->setDefaultButton(no);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this,
            [this, yes](QAbstractButton* button) { answerPartner(button == yes); });
    m_askBox = box;
    box->open(); // not exec(): the table, the bots and the tests go on
}

void CanastaTable::closeAskBox() {
    if (QMessageBox* box = m_askBox) {
        m_askBox = nullptr; // at once: the box itself goes later (deleteLater on close)
        box->disconnect(this);
        box->close();
    }
}

void CanastaTable::answerPartner(bool yes) {
    closeAskBox();
    if (!m_session->hasGame()) return;
    const Board& b = m_session->state().board();
    if (b.phase != Phase::Answer || b.current != m_session->humanSeat()) return;
    m_session->play(Move::answer(yes));
}

void CanastaTable::askPartner() {
    if (const QString why = askRefusal(); !why.isEmpty()) {
        emit message(why);
        return;
    }
    run({{Move::ask()}, {}, false});
}

// --- What a gesture means ----------------------------------------------------------------------------------

namespace {
std::vector<Card> facesOf(const QList<int>& physical) {
    std::vector<Card> out;
    for (int p : physical) out.push_back(faceOf(static_cast<core::cards::PhysicalCard>(p)));
    return out;
}
} // namespace

CanastaTable::Plan CanastaTable::planMeld(const QList<int>& cards) const {
    const CanastaGestures::Plan p = CanastaGestures::meld(m_session->state().board(), facesOf(cards));
    return {p.moves, p.reason, false};
}

CanastaTable::Plan CanastaTable::planTake(const QList<int>& cards, int slot) const {
    const Board& b = m_session->state().board();
    const PhysSet hand = m_session->state().hand(m_session->humanSeat());
    const CanastaGestures::Plan p =
        CanastaGestures::take(b, hand, facesOf(cards), slot, [this](const std::vector<Move>& moves) {
            return !m_session->checkAll(moves).has_value();
        });
    return {p.moves, p.reason, false};
}

CanastaTable::Plan CanastaTable::planDrop(const QList<CardItem*>& cards, PileItem* target) const {
    if (!m_session->hasGame() || cards.isEmpty() || !target) return {};
    CardItem* first = cards.first();
    if (cards.size() == 1 && first == stockTop()) {
        if (target != m_handPile) return {};
        const auto draws = drawMoves(m_session->state().board());
        return {{draws.back()}, {}, false};
    }
    if (cards.size() == 1 && first == pileTop()) {
        if (target == m_handPile || target == m_newMeld) return planTake(m_hand->selectedKeys(), -1);
        if (m_targetSlot.contains(target))
            return planTake(m_hand->selectedKeys(), m_targetSlot.value(target));
        return {};
    }
    QList<int> physical;
    for (CardItem* c : cards) {
        if (!c->place.is(ZoneRole::Hand)) return {};
        physical << m_pool.keyOf(c);
    }
    if (target == m_handPile) return {{}, {}, isRearranging(cards, target)};
    if (target == m_discardPile) {
        if (cards.size() != 1) return {{}, tr("Discard one card at a time."), false};
        return {{Move::discard(first->card())}, {}, false};
    }
    if (m_targetSlot.contains(target)) {
        const CanastaGestures::Plan p = CanastaGestures::add(facesOf(physical), m_targetSlot.value(target));
        return {p.moves, p.reason, false};
    }
    if (target == m_newMeld) return planMeld(physical);
    for (PileItem* band : m_theirBands)
        if (target == band) return {{}, tr("Cards go only onto your own side's melds."), false};
    return {};
}

bool CanastaTable::run(const Plan& plan) {
    if (!m_session->hasGame()) return false;
    if (!plan.reason.isEmpty()) {
        emit message(plan.reason);
        return false;
    }
    if (plan.moves.empty()) return false;
    if (!myTurn()) {
        emit message(notYourTurnText(*m_session));
        return false;
    }
    // The choice is let go of first, so the session's redraw after the move (the only one) shows the hand
    // as it is then. A refusal is reported by the session (the status bar shows the reason): nothing has
    // changed, and the choice comes back.
    const QList<int> chosen = m_hand->selectedKeys();
    m_hand->clearSelection();
    if (m_session->playAll(plan.moves)) {
        for (int key : chosen) m_hand->setSelected(key, true);
        return false;
    }
    return true;
}

// --- Mouse and keys ----------------------------------------------------------------------------------------

bool CanastaTable::canDrag(CardItem* card) const {
    if (HandTable::canDrag(card)) return true; // to play it, or to rearrange the hand
    if (!myTurn()) return false;
    return card == stockTop() || card == pileTop();
}

DropCheck CanastaTable::checkDrop(const QList<CardItem*>& cards, PileItem* target) const {
    const Plan plan = planDrop(cards, target);
    if (plan.local) return {true, {}};
    if (!plan.reason.isEmpty()) return {false, plan.reason};
    if (plan.moves.empty()) return {false, {}};
    if (!myTurn()) return {false, notYourTurnText(*m_session)};
    if (auto reason = m_session->checkAll(plan.moves)) return {false, *reason};
    return {true, {}};
}

void CanastaTable::drop(const QList<CardItem*>& cards, PileItem* target, const QPointF& at) {
    const Plan plan = planDrop(cards, target);
    if (plan.local) {
        rearrange(cards.first(), at);
        return;
    }
    if (!run(plan)) refresh(); // refused after all: the cards go back
}

void CanastaTable::clickTable(CardItem* card) {
    if (card == stockTop() && myTurn())
        draw();
    else if (card == pileTop() && myTurn())
        takePile();
}

void CanastaTable::doubleClick(CardItem* card) {
    if (!card->place.is(ZoneRole::Hand) || !myTurn()) return;
    const Card face = card->card();
    const int slot = slotOf(face);
    m_hand->clearSelection();
    const Board& b = m_session->state().board();
    const int side = b.sideOf(m_session->humanSeat());
    // Onto the side's meld of its rank when it fits there, otherwise onto the pile.
    if (slot >= 0 && b.hasMeld(side, slot) && !m_session->check(Move::add(face, slot))) {
        run({{Move::add(face, slot)}, {}, false});
        return;
    }
    run({{Move::discard(face)}, {}, false});
}

void CanastaTable::draw() {
    if (!m_session->hasGame()) return;
    const auto draws = drawMoves(m_session->state().board());
    run({{draws.back()}, {}, false});
}

void CanastaTable::takePile() {
    if (!m_session->hasGame()) return;
    run(planTake(m_hand->selectedKeys(), -1));
}

void CanastaTable::meldSelection() {
    if (!m_session->hasGame()) return;
    const QList<int> selected = m_hand->selectedKeys();
    if (selected.isEmpty()) {
        emit message(tr("Select the cards to meld first (click them, or Space)."));
        return;
    }
    run(planMeld(selected));
}

void CanastaTable::discardChosen() {
    const QList<int> selected = m_hand->selectedKeys();
    if (selected.size() != 1) {
        emit message(discardRefusal());
        return;
    }
    run({{Move::discard(m_hand->face(selected.first()))}, {}, false});
}

void CanastaTable::sortHand() {
    m_hand->sort();
    refresh();
}

void CanastaTable::moveApplied(int seat) {
    m_lastMover = seat;
    refresh();
}

void CanastaTable::turnPassed() {
    updateButtons();
    maybeAsk();
}

bool CanastaTable::keyPress(QKeyEvent* event) {
    if (!m_session->hasGame()) return false;
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter: {
        if (m_session->isDealOver()) {
            nextDeal();
            return true;
        }
        const Phase phase = m_session->state().board().phase;
        if (phase == Phase::Draw)
            draw();
        else if (phase == Phase::LastChance)
            takePile();
        else if (!m_hand->selectedKeys().isEmpty())
            meldSelection();
        else
            emit message(tr("Select cards to meld (Space, then M), or one card to discard (Space, then X)."));
        return true;
    }
    default:
        return HandTable::keyPress(event);
    }
}
