#include "handtable.h"

#include "carditem.h"
#include "model/gamesession.h"
#include "pileitem.h"
#include "tableactions.h"

#include <QKeyEvent>

HandTable::HandTable(GameSession* session, TableScene* scene, const TableWidgets& widgets, int cards,
                     int seats, Choice choice, HandModel::Face face, QObject* parent)
    : GameTable(session, scene, widgets, parent)
    , m_hand(new HandModel(this, std::move(face)))
    , m_pool(addCards(cards), seats)
    , m_handPile(addZone(ZoneRole::Hand, true, false))
    , m_choice(choice) {}

bool HandTable::canDrag(CardItem* card) const {
    return card->place.is(ZoneRole::Hand);
}

void HandTable::click(CardItem* card) {
    if (!card->place.is(ZoneRole::Hand)) {
        clickTable(card);
        return;
    }
    const int key = m_pool.keyOf(card);
    m_hand->setFocusRow(m_hand->indexOfKey(key));
    choose(key);
}

void HandTable::choose(int key) {
    const bool was = m_hand->isSelected(key);
    if (m_choice == Choice::One) m_hand->clearSelection();
    m_hand->setSelected(key, !was);
    handChanged(true);
}

void HandTable::focusOn(int row) {
    const bool one = m_choice == Choice::One;
    if (one) m_hand->clearSelection(); // one card at a time: moving on lets go of it
    m_hand->setFocusRow(row);
    handChanged(one);
}

void HandTable::clickTable(CardItem*) {}

void HandTable::handChanged(bool) {
    refresh();
}

bool HandTable::keyPress(QKeyEvent* event) {
    if (!m_game->hasGame()) return false;
    const int n = m_hand->size();
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right: {
        if (n == 0) return true;
        const int step = event->key() == Qt::Key_Left ? -1 : 1;
        const int from = m_hand->focusRow() < 0 ? (step > 0 ? -1 : n) : m_hand->focusRow();
        focusOn((from + step + n) % n);
        return true;
    }
    case Qt::Key_Home:
    case Qt::Key_End:
        if (n > 0) focusOn(event->key() == Qt::Key_Home ? 0 : n - 1);
        return true;
    case Qt::Key_Space:
        if (const int key = m_hand->focusedKey(); key >= 0) choose(key);
        return true;
    case Qt::Key_Escape:
        m_hand->clearSelection();
        if (m_choice == Choice::One) m_hand->setFocusRow(-1);
        handChanged(true);
        return true;
    default:
        return m_actions->pressKey(event->key());
    }
}

QList<CardItem*> HandTable::selection() const {
    return m_pool.known(m_hand->selectedKeys());
}

bool HandTable::isRearranging(const QList<CardItem*>& cards, const PileItem* target) const {
    return target == m_handPile && cards.size() == 1 && cards.first()->place.is(ZoneRole::Hand);
}

int HandTable::dropRow(const CardItem* dragged, const QPointF& at) const {
    int to = 0;
    for (const CardItem* item : m_pool.known(m_hand->keys()))
        if (item && item != dragged && item->pos().x() + item->size().width() / 2 < at.x()) ++to;
    return to;
}

void HandTable::rearrange(CardItem* card, const QPointF& at) {
    m_hand->moveCard(m_hand->indexOfKey(m_pool.keyOf(card)), dropRow(card, at));
    refresh();
}

QList<CardItem*> HandTable::layHand(const HandRow& spec, QList<QPointF>* where) {
    const QList<CardItem*> items = m_pool.known(m_hand->keys());
    const QSizeF card = spec.card;
    const int n = int(items.size());
    const qreal step = n > 1 ? std::min(spec.maxStep, (spec.row.width() - card.width()) / (n - 1)) : 0;
    const qreal width = card.width() + step * std::max(0, n - 1);
    const qreal left =
        std::max(spec.row.left(), std::min(spec.centreX - width / 2, spec.row.right() - width));
    for (int i = 0; i < n; ++i) {
        CardItem* item = items[i];
        const bool up = m_hand->isSelected(m_hand->keys()[i]);
        const QPointF pos(left + i * step, spec.row.top() - (up ? spec.raise : 0));
        item->place = ZoneRole::Hand;
        place(item, pos, spec.z + i, true, card, i * spec.delayStep);
        item->setInteractive(true);
        if (where) *where << pos;
    }
    showChoice(); // raised or not, the keyboard's card stays framed
    return items;
}

QList<CardItem*> HandTable::layOthersHand(int seat, const QList<int>& shown, Fan fan) {
    QList<CardItem*> items = m_pool.known(shown);
    const QList<bool> up(items.size(), true);
    items << m_pool.backs(seat);
    fan.place = Place::ofSeat(seat);
    layFan(items, up, fan); // the backs past the end of `up` lie face down
    return items;
}

void HandTable::showChoice() {
    const QList<int>& keys = m_hand->keys();
    for (int i = 0; i < keys.size(); ++i) {
        if (CardItem* item = m_pool.known(keys[i])) {
            item->setSelected(m_hand->isSelected(keys[i]));
            item->setFocused(m_hand->focusRow() == i);
        }
    }
}

void HandTable::clearHand() {
    m_pool.clear();
    m_hand->setKeys({}); // and with the cards, the choice and the focus
}
