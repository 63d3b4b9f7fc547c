#include "handmodel.h"

#include <algorithm>

using core::cards::Card;

HandModel::HandModel(QObject* parent, Face face)
    : QAbstractListModel(parent)
    , m_face(face ? std::move(face) : Face([](int key) { return Card::fromId(key); }))
    , m_order([](Card a, Card b) { return a < b; }) {}

int HandModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : size();
}

QVariant HandModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_keys.size()) return {};
    const int key = m_keys[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return QString::fromStdString(m_face(key).toPretty());
    case CardIdRole:
        return int(m_face(key).id());
    case KeyRole:
        return key;
    case SelectedRole:
        return m_selected.contains(key);
    case FocusRole:
        return index.row() == m_focus;
    default:
        return {};
    }
}

QHash<int, QByteArray> HandModel::roleNames() const {
    return {{Qt::DisplayRole, "display"},
            {CardIdRole, "cardId"},
            {KeyRole, "key"},
            {SelectedRole, "selected"},
            {FocusRole, "focus"}};
}

void HandModel::setOrder(Order order) {
    m_order = std::move(order);
}

bool HandModel::before(int a, int b) const {
    const Card fa = m_face(a), fb = m_face(b);
    if (m_order(fa, fb)) return true;
    return !m_order(fb, fa) && a < b;
}

QList<Card> HandModel::cards() const {
    QList<Card> out;
    out.reserve(m_keys.size());
    for (int key : m_keys) out << m_face(key);
    return out;
}

int HandModel::indexOf(Card card) const {
    for (int i = 0; i < m_keys.size(); ++i)
        if (m_face(m_keys[i]) == card) return i;
    return -1;
}

int HandModel::insertPosition(int key) const {
    // After the last card that sorts before it, so a person's own arrangement is disturbed as little as can
    // be.
    int pos = 0;
    for (int i = 0; i < m_keys.size(); ++i)
        if (before(m_keys[i], key)) pos = i + 1;
    return pos;
}

void HandModel::setKeys(const QList<int>& keys) {
    const int focused = focusedKey();
    for (int i = int(m_keys.size()) - 1; i >= 0; --i) {
        if (!keys.contains(m_keys[i])) {
            beginRemoveRows({}, i, i);
            m_selected.removeAll(m_keys[i]);
            m_keys.removeAt(i);
            endRemoveRows();
        }
    }
    QList<int> added;
    for (int key : keys)
        if (!m_keys.contains(key)) added << key;
    std::sort(added.begin(), added.end(), [this](int a, int b) { return before(a, b); });
    for (int key : added) {
        const int pos = insertPosition(key);
        beginInsertRows({}, pos, pos);
        m_keys.insert(pos, key);
        endInsertRows();
    }
    // The focus frame stays on its card; if that card left, on the row it was at (or the last).
    if (focused >= 0 && m_keys.contains(focused))
        setFocusRow(indexOfKey(focused));
    else if (m_focus >= m_keys.size())
        setFocusRow(size() - 1);
    emit selectionChanged();
}

void HandModel::setCards(const QList<Card>& cards) {
    QList<int> keys;
    keys.reserve(cards.size());
    for (Card c : cards) keys << c.id();
    setKeys(keys);
}

void HandModel::sort() {
    QList<int> sorted = m_keys;
    std::stable_sort(sorted.begin(), sorted.end(), [this](int a, int b) { return before(a, b); });
    if (sorted == m_keys) return;
    const int focused = focusedKey();
    beginResetModel();
    m_keys = sorted;
    endResetModel();
    if (focused >= 0) setFocusRow(indexOfKey(focused));
}

void HandModel::moveCard(int from, int to) {
    if (from < 0 || from >= m_keys.size()) return;
    to = std::clamp(to, 0, int(m_keys.size()) - 1);
    if (from == to) return;
    const int focused = focusedKey();
    // beginMoveRows wants the destination row as counted before the move.
    beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    m_keys.move(from, to);
    endMoveRows();
    if (focused >= 0) setFocusRow(indexOfKey(focused));
}

void HandModel::setSelected(int key, bool selected) {
    const int row = indexOfKey(key);
    if (row < 0 || selected == m_selected.contains(key)) return;
    if (selected)
        m_selected << key;
    else
        m_selected.removeAll(key);
    emit dataChanged(index(row), index(row), {SelectedRole});
    emit selectionChanged();
}

void HandModel::clearSelection() {
    const QList<int> was = m_selected;
    m_selected.clear();
    for (int key : was) {
        const int row = indexOfKey(key);
        if (row >= 0) emit dataChanged(index(row), index(row), {SelectedRole});
    }
    if (!was.isEmpty()) emit selectionChanged();
}

QList<int> HandModel::selectedKeys() const {
    QList<int> out;
    for (int key : m_keys)
        if (m_selected.contains(key)) out << key;
    return out;
}

QList<Card> HandModel::selection() const {
    QList<Card> out;
    for (int key : selectedKeys()) out << m_face(key);
    return out;
}

void HandModel::setFocusRow(int row) {
    row = m_keys.isEmpty() || row < 0 ? -1 : std::min(row, int(m_keys.size()) - 1);
    if (row == m_focus) return;
    const int old = m_focus;
    m_focus = row;
    if (old >= 0 && old < m_keys.size()) emit dataChanged(index(old), index(old), {FocusRole});
    if (row >= 0) emit dataChanged(index(row), index(row), {FocusRole});
    emit focusChanged(row);
}
