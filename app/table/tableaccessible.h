#pragma once
// The table as a screen reader sees it. The view's interface (a QAccessibleWidget) has one child per zone of
// the table (TableZones: the hand, the centre, the stock, the seats, ...), and each zone one child per card;
// its focus child is the focused card. Zone and card interfaces hold no state of their own: they read the
// zones afresh on every question, so they are always as the table is now.

#include "place.h"

#include <QAccessibleWidget>
#include <QHash>

class CardItem;
class TableView;
struct TableZone;

class TableViewAccessible : public QAccessibleWidget {
public:
    explicit TableViewAccessible(TableView* view);
    ~TableViewAccessible() override;

    /// Registers the factory that gives every TableView this interface (once per program).
    static void install();

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    QString text(QAccessible::Text t) const override;
    QAccessible::State state() const override;

    TableView* view() const;
    /// The interface of a zone, or of its card `card` (registered once, kept while the view lives).
    QAccessibleInterface* zoneInterface(const Place& key) const;
    QAccessibleInterface* cardInterface(const Place& key, int card) const;

private:
    mutable QHash<QString, QAccessible::Id> m_ids;
};
