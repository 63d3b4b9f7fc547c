#include "canastahand.h"

#include <algorithm>

using core::cards::Card;

int CanastaHand::sortKey(int physical) {
    const Card c = face(physical);
    const int pack = physical / Card::kIdCount;
    int rank = 0;
    if (c.isJoker())
        rank = 30 + (c.isRed() ? 1 : 0);
    else if (c.rank() == core::cards::Rank::Two)
        rank = 20;
    else
        rank = c.rankIndex(); // black 3s (1) first, then 4 (2) ... A (12)
    return (rank * 4 + (c.isJoker() ? 0 : c.suitIndex())) * 2 + pack;
}

void CanastaHand::sync(core::canasta::PhysSet cards) {
    const int focused = focusedCard();
    QList<int> kept;
    for (int p : m_cards)
        if (cards.contains(static_cast<core::cards::PhysicalCard>(p))) kept << p;
    for (core::cards::PhysicalCard pc : cards.toVector()) {
        const int p = pc;
        if (kept.contains(p)) continue;
        // After the last card that sorts before it, so a person's own arrangement is disturbed least.
        int at = 0;
        for (int i = 0; i < kept.size(); ++i)
            if (sortKey(kept[i]) < sortKey(p)) at = i + 1;
        kept.insert(at, p);
    }
    m_cards = kept;
    for (auto it = m_selected.begin(); it != m_selected.end();)
        it = m_cards.contains(*it) ? std::next(it) : m_selected.erase(it);
    m_focus = focused >= 0 && m_cards.contains(focused) ? int(m_cards.indexOf(focused))
                                                        : std::min(m_focus, int(m_cards.size()) - 1);
}

void CanastaHand::sort() {
    std::sort(m_cards.begin(), m_cards.end(), [](int a, int b) { return sortKey(a) < sortKey(b); });
}

void CanastaHand::move(int from, int to) {
    if (from < 0 || from >= m_cards.size()) return;
    const int card = m_cards.takeAt(from);
    m_cards.insert(std::clamp(to, 0, int(m_cards.size())), card);
}

void CanastaHand::setSelected(int physical, bool selected) {
    if (selected && m_cards.contains(physical))
        m_selected.insert(physical);
    else
        m_selected.remove(physical);
}

QList<int> CanastaHand::selection() const {
    QList<int> out;
    for (int p : m_cards)
        if (m_selected.contains(p)) out << p;
    return out;
}
