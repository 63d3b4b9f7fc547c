#pragma once
// The person's Canasta hand as shown: physical cards (two packs, so two cards may share a face) in the order
// on screen, which are selected, and which has the keyboard focus. New cards join at their sorted place (by
// rank, black 3s first, the wild cards together at the end); the rest keep the order the person gave them.

#include "canasta/physset.h"

#include <QList>
#include <QSet>

class CanastaHand {
public:
    /// Makes the hand hold exactly these cards.
    void sync(core::canasta::PhysSet cards);
    const QList<int>& cards() const { return m_cards; }
    int size() const { return int(m_cards.size()); }
    static core::cards::Card face(int physical) {
        return core::canasta::faceOf(static_cast<core::cards::PhysicalCard>(physical));
    }
    /// Rank order for Canasta: black 3s, 4 ... A, then 2s and jokers; a card's two copies side by side.
    static int sortKey(int physical);
    void sort();
    /// Moves the card at `from` so that it ends up at `to`.
    void move(int from, int to);
    int indexOf(int physical) const { return int(m_cards.indexOf(physical)); }

    bool isSelected(int physical) const { return m_selected.contains(physical); }
    void setSelected(int physical, bool selected);
    void toggle(int physical) { setSelected(physical, !isSelected(physical)); }
    void clearSelection() { m_selected.clear(); }
    /// The selected cards in hand order.
    QList<int> selection() const;

    int focusRow() const { return m_focus; }
    void setFocusRow(int row) {
        m_focus = m_cards.isEmpty() ? -1 : std::clamp(row, -1, int(m_cards.size()) - 1);
    }
    int focusedCard() const { return m_focus >= 0 && m_focus < m_cards.size() ? m_cards[m_focus] : -1; }

private:
    QList<int> m_cards;
    QSet<int> m_selected;
    int m_focus = -1;
};
