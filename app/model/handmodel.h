#pragma once
// The person's hand as a list model: the cards in the order shown, which ones are selected, and which one
// has the keyboard focus. The order is the person's: a sort (by the game's order, or by suit) or their own
// arrangement by dragging; new cards join in sorted place, cards that leave are removed, the rest keep order.

#include "cards/card.h"

#include <QAbstractListModel>
#include <QList>

#include <functional>

class HandModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Role { CardIdRole = Qt::UserRole + 1, SelectedRole, FocusRole };
    /// Orders cards for sorting: true when a comes before b.
    using Order = std::function<bool(core::cards::Card a, core::cards::Card b)>;

    explicit HandModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setOrder(Order order);
    /// Makes the hand hold exactly these cards, keeping the order of those it already held.
    void setCards(const QList<core::cards::Card>& cards);
    const QList<core::cards::Card>& cards() const { return m_cards; }
    void sort();
    /// Moves the card at `from` so that it ends up at `to`.
    void moveCard(int from, int to);
    int indexOf(core::cards::Card card) const { return m_cards.indexOf(card); }

    void setSelected(core::cards::Card card, bool selected);
    bool isSelected(core::cards::Card card) const { return m_selected.contains(card); }
    void toggleSelected(core::cards::Card card) { setSelected(card, !isSelected(card)); }
    void clearSelection();
    QList<core::cards::Card> selection() const;

    int focusRow() const { return m_focus; }
    void setFocusRow(int row);

signals:
    void selectionChanged();
    void focusChanged(int row);

private:
    int insertPosition(core::cards::Card card) const;

    QList<core::cards::Card> m_cards;
    QList<core::cards::Card> m_selected;
    Order m_order;
    int m_focus = -1;
};
