#include "tableaccessible.h"

#include "carditem.h"
#include "tableview.h"
#include "tablezones.h"

#include <QPointer>

#include <optional>

namespace {

std::optional<TableZone> findZone(const TableView* view, const Place& key) {
    if (!view) return std::nullopt;
    for (const TableZone& z : view->zones())
        if (z.id == key) return z;
    return std::nullopt;
}

QRect screenRect(const TableView* view, const QRectF& sceneRect) {
    if (!view || sceneRect.isEmpty()) return {};
    const QRect local = view->mapFromScene(sceneRect).boundingRect();
    return QRect(view->viewport()->mapToGlobal(local.topLeft()), local.size());
}

class CardAccessible : public QAccessibleInterface {
public:
    CardAccessible(TableViewAccessible* table, Place zone, int index)
        : m_table(table)
        , m_view(table->view())
        , m_zone(zone)
        , m_index(index) {}

    CardItem* card(TableZone* zoneOut = nullptr) const {
        const auto z = findZone(m_view, m_zone);
        if (!z || m_index >= z->cards.size()) return nullptr;
        if (zoneOut) *zoneOut = *z;
        return z->cards[m_index];
    }
    bool isValid() const override { return card() != nullptr; }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_table->window(); }
    QAccessibleInterface* parent() const override { return m_table->zoneInterface(m_zone); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    void setText(QAccessible::Text, const QString&) override {}

    QString text(QAccessible::Text t) const override {
        TableZone z;
        CardItem* c = card(&z);
        if (!c) return {};
        if (t == QAccessible::Name)
            return TableZones::cardText(c) + QStringLiteral(", ") +
                   TableZones::positionText(m_index, int(z.cards.size()), z.place);
        if (t == QAccessible::Description) return c->markText();
        return {};
    }
    QRect rect() const override {
        CardItem* c = card();
        return c ? screenRect(m_view, c->sceneBoundingRect()) : QRect();
    }
    QAccessible::State state() const override {
        QAccessible::State s;
        CardItem* c = card();
        if (!c) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.selectable = c->isInteractive();
        s.selected = c->isSelected();
        s.focused = c == m_view->focusedCard() && m_view->hasFocus();
        return s;
    }

private:
    TableViewAccessible* m_table;
    QPointer<TableView> m_view;
    Place m_zone;
    int m_index;
};

class ZoneAccessible : public QAccessibleInterface {
public:
    ZoneAccessible(TableViewAccessible* table, Place key)
        : m_table(table)
        , m_view(table->view())
        , m_key(key) {}

    bool isValid() const override { return findZone(m_view, m_key).has_value(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_table->window(); }
    QAccessibleInterface* parent() const override { return m_table; }
    int childCount() const override {
        const auto z = findZone(m_view, m_key);
        return z ? int(z->cards.size()) : 0;
    }
    QAccessibleInterface* child(int index) const override {
        if (index < 0 || index >= childCount()) return nullptr;
        return m_table->cardInterface(m_key, index);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        for (int i = 0; i < childCount(); ++i)
            if (m_table->cardInterface(m_key, i) == child) return i;
        return -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        for (int i = childCount() - 1; i >= 0; --i)
            if (QAccessibleInterface* c = child(i); c->rect().contains(x, y)) return c;
        return nullptr;
    }
    QAccessibleInterface* focusChild() const override {
        const auto z = findZone(m_view, m_key);
        return z && z->focus >= 0 ? child(z->focus) : nullptr;
    }
    QAccessible::Role role() const override {
        const auto z = findZone(m_view, m_key);
        return z ? z->role : QAccessible::Grouping;
    }
    void setText(QAccessible::Text, const QString&) override {}
    QString text(QAccessible::Text t) const override {
        const auto z = findZone(m_view, m_key);
        if (!z) return {};
        if (t == QAccessible::Name) return z->name;
        if (t == QAccessible::Description) return z->description;
        return {};
    }
    QRect rect() const override {
        const auto z = findZone(m_view, m_key);
        return z ? screenRect(m_view, z->rect) : QRect();
    }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.focused = m_view->hasFocus() && m_view->currentZone() == m_key && !m_view->focusedCard();
        return s;
    }

private:
    TableViewAccessible* m_table;
    QPointer<TableView> m_view;
    Place m_key;
};

QAccessibleInterface* tableFactory(const QString& className, QObject* object) {
    if (className == QLatin1String("TableView") && object && object->isWidgetType())
        if (auto* view = qobject_cast<TableView*>(object)) return new TableViewAccessible(view);
    return nullptr;
}

} // namespace

TableViewAccessible::TableViewAccessible(TableView* view) : QAccessibleWidget(view, QAccessible::Client) {}

TableViewAccessible::~TableViewAccessible() {
    for (QAccessible::Id id : std::as_const(m_ids)) QAccessible::deleteAccessibleInterface(id);
}

void TableViewAccessible::install() {
    static bool installed = false;
    if (installed) return;
    installed = true;
    QAccessible::installFactory(tableFactory);
}

TableView* TableViewAccessible::view() const {
    return static_cast<TableView*>(widget());
}

QAccessibleInterface* TableViewAccessible::zoneInterface(const Place& key) const {
    const QString id = QStringLiteral("zone:") + placeName(key);
    auto it = m_ids.constFind(id);
    if (it != m_ids.constEnd())
        if (QAccessibleInterface* iface = QAccessible::accessibleInterface(*it)) return iface;
    auto* self = const_cast<TableViewAccessible*>(this);
    const QAccessible::Id made = QAccessible::registerAccessibleInterface(new ZoneAccessible(self, key));
    m_ids.insert(id, made);
    return QAccessible::accessibleInterface(made);
}

QAccessibleInterface* TableViewAccessible::cardInterface(const Place& key, int card) const {
    const QString id = QStringLiteral("card:%1:%2").arg(placeName(key)).arg(card);
    auto it = m_ids.constFind(id);
    if (it != m_ids.constEnd())
        if (QAccessibleInterface* iface = QAccessible::accessibleInterface(*it)) return iface;
    auto* self = const_cast<TableViewAccessible*>(this);
    const QAccessible::Id made =
        QAccessible::registerAccessibleInterface(new CardAccessible(self, key, card));
    m_ids.insert(id, made);
    return QAccessible::accessibleInterface(made);
}

int TableViewAccessible::childCount() const {
    return int(view()->zones().size());
}

QAccessibleInterface* TableViewAccessible::child(int index) const {
    const QList<TableZone> zones = view()->zones();
    if (index < 0 || index >= zones.size()) return nullptr;
    return zoneInterface(zones[index].id);
}

int TableViewAccessible::indexOfChild(const QAccessibleInterface* child) const {
    const QList<TableZone> zones = view()->zones();
    for (int i = 0; i < zones.size(); ++i)
        if (m_ids.value(QStringLiteral("zone:") + placeName(zones[i].id)) ==
            QAccessible::uniqueId(const_cast<QAccessibleInterface*>(child)))
            return i;
    return -1;
}

QAccessibleInterface* TableViewAccessible::childAt(int x, int y) const {
    const QList<TableZone> zones = view()->zones();
    for (int i = int(zones.size()) - 1; i >= 0; --i)
        if (screenRect(view(), zones[i].rect).contains(x, y)) {
            QAccessibleInterface* zone = zoneInterface(zones[i].id);
            if (QAccessibleInterface* card = zone->childAt(x, y)) return card;
            return zone;
        }
    return nullptr;
}

QAccessibleInterface* TableViewAccessible::focusChild() const {
    TableView* v = view();
    const Place zone = v->currentZone();
    const QList<TableZone> zones = v->zones();
    for (const TableZone& z : zones) {
        if (z.id != zone) continue;
        if (z.focus >= 0) return cardInterface(z.id, z.focus);
        return zoneInterface(z.id);
    }
    return nullptr;
}

QString TableViewAccessible::text(QAccessible::Text t) const {
    if (t == QAccessible::Name) return TableView::tr("Card table");
    if (t == QAccessible::Description)
        return TableView::tr(
            "Tab and Shift+Tab move between the places on the table, the arrow keys within one.");
    return QAccessibleWidget::text(t);
}

QAccessible::State TableViewAccessible::state() const {
    QAccessible::State s = QAccessibleWidget::state();
    s.focusable = true;
    return s;
}
