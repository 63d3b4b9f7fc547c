#include "handmodel.h"

#include <algorithm>

using core::cards::Card;

HandModel::HandModel(QObject* parent)
    : QAbstractListModel(parent)
    , m_order([](Card a, Card b) { return a < b; }) {}

int HandModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_cards.size());
}

QVariant HandModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_cards.size()) return {};
    const Card c = m_cards[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return QString::fromStdString(c.toPretty());
    case CardIdRole:
        return int(c.id());
    case SelectedRole:
        return m_selected.contains(c);
    case FocusRole:
        return index.row() == m_focus;
    default:
        return {};
    }
}

QHash<int, QByteArray> HandModel::roleNames() const {
    return {{Qt::DisplayRole, "display"},
            {CardIdRole, "cardId"},
            {SelectedRole, "selected"},
            {FocusRole, "focus"}};
}

void HandModel::setOrder(Order order) {
    m_order = std::move(order);
}

int HandModel::insertPosition(Card card) const {
    // After the last card that sorts before it, so a person's own arrangement is disturbed as little as can
    // be.
    int pos = 0;
    for (int i = 0; i < m_cards.size(); ++i)
        if (m_order(m_cards[i], card)) pos = i + 1;
    return pos;
}

void HandModel::setCards(const QList<Card>& cards) {
    for (int i = int(m_cards.size()) - 1; i >= 0; --i) {
        if (!cards.contains(m_cards[i])) {
            beginRemoveRows({}, i, i);
            m_selected.removeAll(m_cards[i]);
            m_cards.removeAt(i);
            endRemoveRows();
        }
    }
    QList<Card> added;
    for (Card c : cards)
        if (!m_cards.contains(c)) added << c;
    std::sort(added.begin(), added.end(), [this](Card a, Card b) { return m_order(a, b); });
    for (Card c : added) {
        const int pos = insertPosition(c);
        beginInsertRows({}, pos, pos);
        m_cards.insert(pos, c);
        endInsertRows();
    }
    if (m_focus >= m_cards.size()) setFocusRow(int(m_cards.size()) - 1);
    emit selectionChanged();
}

void HandModel::sort() {
    QList<Card> sorted = m_cards;
    std::stable_sort(sorted.begin(), sorted.end(), [this](Card a, Card b) { return m_order(a, b); });
    if (sorted == m_cards) return;
    beginResetModel();
    m_cards = sorted;
    endResetModel();
}

void HandModel::moveCard(int from, int to) {
    if (from < 0 || from >= m_cards.size()) return;
    to = std::clamp(to, 0, int(m_cards.size()) - 1);
    if (from == to) return;
    // beginMoveRows wants the destination row as counted before the move.
    beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    m_cards.move(from, to);
    endMoveRows();
}

void HandModel::setSelected(Card card, bool selected) {
    const int row = m_cards.indexOf(card);
    if (row < 0 || selected == m_selected.contains(card)) return;
    if (selected)
        m_selected << card;
    else
        m_selected.removeAll(card);
    emit dataChanged(index(row), index(row), {SelectedRole});
    emit selectionChanged();
}

void HandModel::clearSelection() {
    const QList<Card> was = m_selected;
    m_selected.clear();
    for (Card c : was) {
        const int row = m_cards.indexOf(c);
        if (row >= 0) emit dataChanged(index(row), index(row), {SelectedRole});
    }
    if (!was.isEmpty()) emit selectionChanged();
}

QList<Card> HandModel::selection() const {
    QList<Card> out;
    for (Card c : m_cards)
        if (m_selected.contains(c)) out << c;
    return out;
}

void HandModel::setFocusRow(int row) {
    row = m_cards.isEmpty() ? -1 : std::clamp(row, 0, int(m_cards.size()) - 1);
    if (row == m_focus) return;
    const int old = m_focus;
    m_focus = row;
    if (old >= 0 && old < m_cards.size()) emit dataChanged(index(old), index(old), {FocusRole});
    if (row >= 0) emit dataChanged(index(row), index(row), {FocusRole});
    emit focusChanged(row);
}
