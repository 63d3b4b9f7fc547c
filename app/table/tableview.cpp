#include "tableview.h"

#include "carditem.h"
#include "tableaccessible.h"
#include "tablecontroller.h"
#include "tablescene.h"

#include <QAccessible>
#include <QGraphicsRectItem>
#include <QKeyEvent>
#include <QPen>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

TableView::TableView(TableScene* scene, QWidget* parent) : QGraphicsView(scene, parent), m_scene(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    // The felt is costly to draw (a gradient over the whole table) and changes only with the size: keep it.
    setCacheMode(QGraphicsView::CacheBackground);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(640, 440);
    TableViewAccessible::install();

    m_frame = new QGraphicsRectItem;
    QPen pen(QColor(120, 200, 255), 3, Qt::DashLine);
    pen.setCosmetic(true);
    m_frame->setPen(pen);
    m_frame->setBrush(Qt::NoBrush);
    m_frame->setZValue(9500);
    m_frame->setAcceptedMouseButtons(Qt::NoButton);
    m_frame->hide();
    m_scene->addItem(m_frame);
    connect(m_scene, &QGraphicsScene::changed, this, [this] {
        if (m_zone || m_zoneCard) updateFrame();
    });
}

// The frame belongs to the scene, which deletes it.
TableView::~TableView() = default;

QList<TableZone> TableView::zones() const {
    return TableZones::collect(m_scene);
}

Place TableView::currentZone() const {
    return m_zone.value_or(Place(ZoneRole::Hand));
}

CardItem* TableView::focusedCard() const {
    if (m_zoneCard) return m_zoneCard;
    const Place key = currentZone();
    for (const TableZone& z : zones())
        if (z.id == key && z.focus >= 0) return z.cards[z.focus];
    return nullptr;
}

void TableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    const QSizeF size = viewport()->size();
    m_scene->setSceneRect(QRectF(QPointF(0, 0), size));
    resetCachedContent(); // the felt's gradient and rail follow the size
    emit resized(size);
}

bool TableView::event(QEvent* event) {
    if (event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        const bool tab = key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab;
        if (tab && !(key->modifiers() & (Qt::AltModifier | Qt::ControlModifier))) {
            stepZone(key->key() == Qt::Key_Backtab || (key->modifiers() & Qt::ShiftModifier) ? -1 : 1);
            return true;
        }
    }
    const bool done = QGraphicsView::event(event);
    // Qt tells every widget of a window that moved to another screen; the table lays itself out again, which
    // renders the cards at the new screen's ratio.
    if (event->type() == QEvent::ScreenChangeInternal) {
        resetCachedContent();
        emit resized(viewport()->size());
    }
    return done;
}

void TableView::keyPressEvent(QKeyEvent* event) {
    const bool arrow = event->key() == Qt::Key_Left || event->key() == Qt::Key_Right;
    const bool end = event->key() == Qt::Key_Home || event->key() == Qt::Key_End;
    const bool inZone = m_zone && !m_zone->is(ZoneRole::Hand);
    if (inZone && (arrow || end)) {
        if (end)
            jumpCard(event->key() == Qt::Key_Home);
        else
            stepCard(event->key() == Qt::Key_Left ? -1 : 1);
        return;
    }
    if (m_scene->controller() && m_scene->controller()->keyPress(event)) {
        updateFrame();
        announceFocus();
        return;
    }
    if (arrow || end) { // a hand the game moves in with no keys of its own (Hold'em's two cards)
        if (end)
            jumpCard(event->key() == Qt::Key_Home);
        else
            stepCard(event->key() == Qt::Key_Left ? -1 : 1);
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void TableView::focusInEvent(QFocusEvent* event) {
    QGraphicsView::focusInEvent(event);
    updateFrame();
}

void TableView::focusOutEvent(QFocusEvent* event) {
    QGraphicsView::focusOutEvent(event);
    updateFrame();
}

void TableView::releaseZoneCard() {
    if (m_zoneCard) m_zoneCard->setFocused(false);
    m_zoneCard = nullptr;
}

void TableView::stepZone(int step) {
    const QList<TableZone> all = zones();
    if (all.isEmpty()) return;
    int at = -1;
    for (int i = 0; i < all.size(); ++i)
        if (all[i].id == currentZone()) at = i;
    const int n = int(all.size());
    int next = at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n;
    // The first Tab shows where the person is, their hand with a card in focus, before it moves on.
    if (!m_zone && step > 0 && at >= 0 && all[at].cards.size() > 0) next = at;
    releaseZoneCard();
    m_zone = all[next].id;
    if (m_zone->is(ZoneRole::Hand) && m_scene->controller()) {
        // Into the hand: a card has the focus at once (the one it had, else the first), not only the frame.
        bool focused = false;
        for (const TableZone& z : all)
            if (z.id == *m_zone) focused = z.focus >= 0;
        if (!focused) {
            QKeyEvent home(QEvent::KeyPress, Qt::Key_Home, Qt::NoModifier);
            if (!m_scene->controller()->keyPress(&home)) jumpCard(true);
        }
    }
    updateFrame();
    announceFocus();
}

void TableView::stepCard(int step) {
    const Place key = currentZone();
    for (const TableZone& z : zones()) {
        if (z.id != key) continue;
        if (z.cards.isEmpty()) return;
        const int n = int(z.cards.size());
        int at = m_zoneCard ? int(z.cards.indexOf(m_zoneCard.data())) : -1;
        at = at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n;
        releaseZoneCard();
        m_zoneCard = z.cards[at];
        m_zoneCard->setFocused(true);
        updateFrame();
        announceFocus();
        return;
    }
}

void TableView::jumpCard(bool first) {
    const Place key = currentZone();
    for (const TableZone& z : zones()) {
        if (z.id != key || z.cards.isEmpty()) continue;
        releaseZoneCard();
        m_zoneCard = first ? z.cards.first() : z.cards.last();
        m_zoneCard->setFocused(true);
        updateFrame();
        announceFocus();
        return;
    }
}

QRectF TableView::keepOffOtherCards(QRectF frame, const TableZone& zone) const {
    // A card of another zone next to this one keeps its face clear of the frame: the frame's side towards it
    // moves back, as far as the zone's own cards allow.
    QRectF own;
    for (const CardItem* c : zone.cards) own |= c->mapRectToScene(QRectF(QPointF(0, 0), c->size()));
    const QPointF middle = zone.rect.center();
    for (QGraphicsItem* item : scene()->items()) {
        auto* card = dynamic_cast<CardItem*>(item);
        if (!card || !card->isVisible() || zone.cards.contains(card)) continue;
        const QRectF c = card->mapRectToScene(QRectF(QPointF(0, 0), card->size())).adjusted(-2, -2, 2, 2);
        if (!c.intersects(frame)) continue;
        // The side facing the card, by where the card lies from the zone's middle.
        const qreal dx = c.center().x() - middle.x(), dy = c.center().y() - middle.y();
        const bool vertical = std::abs(dy) / std::max<qreal>(1, c.height() + zone.rect.height()) >
                              std::abs(dx) / std::max<qreal>(1, c.width() + zone.rect.width());
        if (vertical && dy < 0)
            frame.setTop(
                std::min(std::max(frame.top(), c.bottom()), own.isEmpty() ? frame.bottom() : own.top()));
        else if (vertical)
            frame.setBottom(
                std::max(std::min(frame.bottom(), c.top()), own.isEmpty() ? frame.top() : own.bottom()));
        else if (dx < 0)
            frame.setLeft(
                std::min(std::max(frame.left(), c.right()), own.isEmpty() ? frame.right() : own.left()));
        else
            frame.setRight(
                std::max(std::min(frame.right(), c.left()), own.isEmpty() ? frame.left() : own.right()));
    }
    return frame;
}

void TableView::updateFrame() {
    if (m_updating || !scene()) return; // the scene (and the frame with it) may be gone first
    m_updating = true;
    bool shown = false;
    if (hasFocus() && (m_zone || m_zoneCard)) {
        const Place key = currentZone();
        for (const TableZone& z : zones()) {
            if (z.id != key) continue;
            if (m_zoneCard && !z.cards.contains(m_zoneCard.data())) releaseZoneCard();
            if (!z.rect.isEmpty()) {
                // Round the zone, but inside the table: a seat at the edge keeps its whole frame in sight.
                const QRectF r = keepOffOtherCards(
                    z.rect.adjusted(-5, -5, 5, 5).intersected(sceneRect().adjusted(2, 2, -2, -2)), z);
                if (m_frame->rect() != r) m_frame->setRect(r);
                shown = true;
            }
        }
    }
    if (m_frame->isVisible() != shown) m_frame->setVisible(shown);
    m_updating = false;
}

void TableView::announceFocus() {
    if (!QAccessible::isActive()) return;
    auto* table = static_cast<TableViewAccessible*>(QAccessible::queryAccessibleInterface(this));
    if (!table) return;
    QAccessibleInterface* focus = table->focusChild();
    if (!focus) return;
    const QString said = focus->text(QAccessible::Name);
    if (said == m_lastFocus) return;
    m_lastFocus = said;
    QAccessibleEvent moved(focus, QAccessible::Focus);
    QAccessible::updateAccessibility(&moved);
    QAccessibleEvent named(focus, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&named);
}
