#pragma once
// Which card item shows which card. A table has one item a card; the person sees some cards (each "known"
// under a key: the card's id, or which of Canasta's two decks it is from) and only the backs of the others,
// in a seat's hand or on the stock. A card seen for the first time takes an item from where it was hidden, so
// it moves out of that hand (or off the stock) on screen rather than appearing from nowhere.

#include "cards/card.h"

#include <QHash>
#include <QList>

#include <vector>

class CardItem;

class CardPool {
public:
    /// The place a hidden card lies in besides the seats' hands.
    static constexpr int kStock = -1;

    CardPool(QList<CardItem*> items, int seats);

    const QList<CardItem*>& items() const { return m_items; }
    /// The item showing the card known as `key`, or nullptr.
    CardItem* known(int key) const { return m_known.value(key); }
    /// The items showing `cards` (known by their ids), in their order; cards not known are left out.
    QList<CardItem*> known(const QList<core::cards::Card>& cards) const;
    /// The items showing the cards known as `keys`, in their order.
    QList<CardItem*> known(const QList<int>& keys) const;
    /// The key of the card `item` shows, or -1 when it shows none.
    int keyOf(CardItem* item) const { return m_known.key(item, -1); }
    /// The backs in a seat's hand (or on the stock, `kStock`), the top one last.
    const QList<CardItem*>& backs(int where) const;

    /// A new deal: nothing is known and nothing hidden.
    void clear();
    /// Shows `face` as the card known as `key`, on an item taken from `from`'s backs (a seat, or `kStock`),
    /// or any item nothing uses. Nothing happens for a card already known.
    void reveal(int key, core::cards::Card face, int from);
    /// The backs of a seat's hand (or the stock) become `count`: `release` lets go of the ones no longer
    /// there (the top first), `fill` takes the missing ones, those let go of first. Release every place
    /// before filling any, so that a card drawn from the stock into a hand moves from the stock.
    void release(int where, int count);
    void fill(int where, int count);

private:
    QList<CardItem*>& backsOf(int where);
    /// An item that shows no card and lies in no hand nor on the stock; those let go of first.
    CardItem* takeFree();
    /// An item from `from`'s backs, else off the stock, else a free one.
    CardItem* take(int from);

    QList<CardItem*> m_items;
    QHash<int, CardItem*> m_known;
    std::vector<QList<CardItem*>> m_backs; ///< [0] the stock, then the seats
    QList<CardItem*> m_freed;
};
