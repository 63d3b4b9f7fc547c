#pragma once
// The person's hand as a list model: the cards in the order shown, which ones are selected, and which one
// has the keyboard focus. The order is the person's: a sort (by the game's order, or by suit) or their own
// arrangement by dragging; new cards join in sorted place, cards that leave are removed, the rest keep order.
//
// Each card is held under a key, the one the table's CardPool knows it by: its id in a game of one pack, or
// which pack and which face in Canasta's two packs, where two cards of a hand may share a face.

#include "cards/card.h"

#include <QAbstractListModel>
#include <QList>

#include <functional>

class HandModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role { CardIdRole = Qt::UserRole + 1, SelectedRole, FocusRole, KeyRole };
    /// Orders faces for sorting: true when a comes before b (two cards of one face: the lower key first).
    using Order = std::function<bool(core::cards::Card a, core::cards::Card b)>;
    /// The face of the card held under a key.
    using Face = std::function<core::cards::Card(int key)>;

    /// A hand whose keys are the cards' ids, or are read as faces by `face`.
    explicit HandModel(QObject* parent = nullptr, Face face = {});

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setOrder(Order order);
    /// Makes the hand hold exactly the cards of these keys, keeping the order of those it already held; the
    /// focus stays on its card while that card stays.
    void setKeys(const QList<int>& keys);
    /// The same for a hand keyed by the cards' ids.
    void setCards(const QList<core::cards::Card>& cards);
    /// The keys in the order shown.
    const QList<int>& keys() const { return m_keys; }
    /// The faces in the order shown.
    QList<core::cards::Card> cards() const;
    int size() const { return int(m_keys.size()); }
    core::cards::Card face(int key) const { return m_face(key); }
    void sort();
    /// Moves the card at `from` so that it ends up at `to`.
    void moveCard(int from, int to);
    int indexOfKey(int key) const { return int(m_keys.indexOf(key)); }
    /// The row of the first card of this face, or -1.
    int indexOf(core::cards::Card card) const;

    void setSelected(int key, bool selected);
    bool isSelected(int key) const { return m_selected.contains(key); }
    void toggleSelected(int key) { setSelected(key, !isSelected(key)); }
    /// The same for the first card of a face.
    void setSelected(core::cards::Card card, bool selected) { setSelected(keyAt(indexOf(card)), selected); }
    bool isSelected(core::cards::Card card) const { return isSelected(keyAt(indexOf(card))); }
    void clearSelection();
    /// The selected cards in the order shown: their keys, their faces.
    QList<int> selectedKeys() const;
    QList<core::cards::Card> selection() const;

    int focusRow() const { return m_focus; }
    void setFocusRow(int row);
    /// The key of the focused card, or -1.
    int focusedKey() const { return keyAt(m_focus); }

signals:
    void selectionChanged();
    void focusChanged(int row);

private:
    int keyAt(int row) const { return row >= 0 && row < m_keys.size() ? m_keys[row] : -1; }
    bool before(int a, int b) const;
    int insertPosition(int key) const;

    QList<int> m_keys;
    QList<int> m_selected;
    Face m_face;
    Order m_order;
    int m_focus = -1;
};
