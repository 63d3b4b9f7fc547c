#include "cardpool.h"

#include "carditem.h"

#include <QSet>

CardPool::CardPool(QList<CardItem*> items, int seats)
    : m_items(std::move(items))
    , m_backs(static_cast<std::size_t>(seats + 1)) {}

QList<CardItem*> CardPool::known(const QList<core::cards::Card>& cards) const {
    QList<CardItem*> out;
    for (core::cards::Card c : cards)
        if (CardItem* item = known(c.id())) out << item;
    return out;
}

QList<CardItem*> CardPool::known(const QList<int>& keys) const {
    QList<CardItem*> out;
    for (int key : keys)
        if (CardItem* item = known(key)) out << item;
    return out;
}

QList<CardItem*>& CardPool::backsOf(int where) {
    return m_backs.at(static_cast<std::size_t>(where + 1));
}

const QList<CardItem*>& CardPool::backs(int where) const {
    return m_backs.at(static_cast<std::size_t>(where + 1));
}

void CardPool::clear() {
    m_known.clear();
    for (auto& b : m_backs) b.clear();
    m_freed.clear();
}

CardItem* CardPool::takeFree() {
    QSet<CardItem*> used;
    for (CardItem* item : m_known) used.insert(item);
    for (const auto& b : m_backs)
        for (CardItem* item : b) used.insert(item);
    while (!m_freed.isEmpty()) {
        CardItem* item = m_freed.takeFirst();
        if (!used.contains(item)) return item;
    }
    for (CardItem* item : m_items)
        if (!used.contains(item)) return item;
    return nullptr;
}

CardItem* CardPool::take(int from) {
    if (from >= kStock && from + 1 < int(m_backs.size()) && !backsOf(from).isEmpty())
        return backsOf(from).takeLast();
    if (!backsOf(kStock).isEmpty()) return backsOf(kStock).takeLast();
    return takeFree();
}

void CardPool::reveal(int key, core::cards::Card face, int from) {
    if (m_known.contains(key)) return;
    if (CardItem* item = take(from)) {
        item->setCard(face);
        m_known.insert(key, item);
    }
}

void CardPool::release(int where, int count) {
    auto& b = backsOf(where);
    while (b.size() > count) m_freed << b.takeLast(); // the top goes first
}

void CardPool::fill(int where, int count) {
    auto& b = backsOf(where);
    while (b.size() < count) {
        CardItem* item = takeFree();
        if (!item) break;
        item->setCard(core::cards::Card());
        // The stock grows under its top; a hand at its end.
        if (where == kStock)
            b.prepend(item);
        else
            b << item;
    }
}
