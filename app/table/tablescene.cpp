#include "tablescene.h"

#include "animator.h"
#include "carditem.h"
#include "cardtheme.h"
#include "pileitem.h"
#include "tablecontroller.h"

#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QRadialGradient>

#include <algorithm>

namespace {
constexpr qreal kDragThreshold = 4.0;
constexpr qreal kDragZ = 10000.0;
} // namespace

TableScene::TableScene(QObject* parent)
    : QGraphicsScene(parent)
    , m_theme(new CardTheme(this))
    , m_animator(new Animator(this)) {
    connect(m_theme, &CardTheme::pixmapsChanged, this, [this] { update(); });
}

void TableScene::setController(TableController* controller) {
    m_controller = controller;
}

bool TableScene::isDragged(const QGraphicsItem* item) const {
    return m_dragging && std::any_of(m_dragged.begin(), m_dragged.end(),
                                     [item](const QGraphicsObject* o) { return o == item; });
}

void TableScene::drawBackground(QPainter* painter, const QRectF& rect) {
    const QRectF area = sceneRect();
    // Green felt, lighter under the lamp, with a darker rim.
    QRadialGradient felt(area.center(), std::max(area.width(), area.height()) * 0.75);
    felt.setColorAt(0.0, QColor(38, 120, 72));
    felt.setColorAt(0.55, QColor(24, 92, 54));
    felt.setColorAt(1.0, QColor(10, 48, 28));
    painter->fillRect(rect, felt);
    // A faint woven texture so the felt does not look like plastic.
    painter->setPen(QPen(QColor(255, 255, 255, 6), 1));
    const int step = 6;
    for (int y = int(rect.top()) - int(rect.top()) % step; y < rect.bottom(); y += step)
        painter->drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    // The rail of the table.
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(255, 255, 255, 22), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(area.adjusted(14, 14, -14, -14), 40, 40);
}

CardItem* TableScene::cardAt(const QPointF& point) const {
    for (QGraphicsItem* item : items(point, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (auto* card = dynamic_cast<CardItem*>(item)) {
            if (!m_draggedCards.contains(card) && card->isVisible()) return card;
        }
    }
    return nullptr;
}

PileItem* TableScene::pileAt(const QPointF& point) const {
    for (QGraphicsItem* item : items(point, Qt::IntersectsItemBoundingRect, Qt::DescendingOrder)) {
        auto* pile = dynamic_cast<PileItem*>(item);
        if (pile && pile->acceptsDrops() && pile->isVisible() &&
            pile->rect().contains(pile->mapFromScene(point)))
            return pile;
    }
    return nullptr;
}

void TableScene::clearHighlight() {
    if (m_hoverTarget) m_hoverTarget->setHighlight(PileItem::Highlight::None);
    m_hoverTarget = nullptr;
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_controller) return QGraphicsScene::mousePressEvent(event);
    // A thing the table offers to drag (Hold'em's chips) is over any card near it.
    m_pressedThing = m_controller->draggableAt(event->scenePos());
    m_pressed = m_pressedThing ? nullptr : cardAt(event->scenePos());
    m_pressPos = event->scenePos();
    m_dragging = false;
    event->accept();
}

DropCheck TableScene::checkDrop(PileItem* target) const {
    return m_draggedCards.isEmpty() ? m_controller->checkThingDrop(m_dragged.first(), target)
                                    : m_controller->checkDrop(m_draggedCards, target);
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if ((!m_pressed && !m_pressedThing) || !(event->buttons() & Qt::LeftButton) || !m_controller)
        return QGraphicsScene::mouseMoveEvent(event);
    const QPointF delta = event->scenePos() - m_pressPos;
    if (!m_dragging) {
        if (delta.manhattanLength() < kDragThreshold) return;
        if (m_pressedThing) {
            if (const QString why = m_controller->dragRefusal(m_pressedThing); !why.isEmpty()) {
                m_pressedThing = nullptr; // said once for this press
                emit m_controller->message(why);
                return;
            }
            m_draggedCards.clear();
            m_dragged = {m_pressedThing.data()};
        } else {
            if (!m_controller->canDrag(m_pressed)) return;
            m_draggedCards = m_controller->dragGroup(m_pressed);
            m_dragged = QList<QGraphicsObject*>(m_draggedCards.begin(), m_draggedCards.end());
        }
        m_dragging = true;
        m_dragOrigins.clear();
        m_dragZ.clear();
        m_dragCursors.clear();
        for (int i = 0; i < m_dragged.size(); ++i) {
            m_dragOrigins << m_dragged[i]->pos();
            m_dragZ << m_dragged[i]->zValue();
            m_dragCursors << m_dragged[i]->cursor();
            m_dragged[i]->setZValue(kDragZ + i);
            m_dragged[i]->setCursor(Qt::ClosedHandCursor);
        }
        emit dragStarted();
    }
    for (int i = 0; i < m_dragged.size(); ++i) m_dragged[i]->setPos(m_dragOrigins[i] + delta);

    PileItem* target = pileAt(event->scenePos());
    if (target != m_hoverTarget) {
        clearHighlight();
        m_hoverTarget = target;
        if (target)
            target->setHighlight(checkDrop(target).allowed ? PileItem::Highlight::Allowed
                                                           : PileItem::Highlight::Refused);
    }
}

void TableScene::putBack(const QList<QGraphicsObject*>& items) {
    m_animator->begin();
    for (int i = 0; i < items.size(); ++i)
        m_animator->move(items[i], m_dragOrigins[i], items[i]->rotation(), m_dragZ[i]);
    m_animator->commit();
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_controller) return QGraphicsScene::mouseReleaseEvent(event);
    CardItem* pressed = m_pressed;
    m_pressed = nullptr;
    m_pressedThing = nullptr;
    if (!m_dragging) {
        if (pressed && cardAt(event->scenePos()) == pressed) m_controller->click(pressed);
        return;
    }
    for (int i = 0; i < m_dragged.size(); ++i)
        m_dragged[i]->setCursor(m_dragCursors[i]); // as before the drag
    PileItem* target = pileAt(event->scenePos());
    clearHighlight();
    const DropCheck check = target ? checkDrop(target) : DropCheck{};
    const QList<CardItem*> cards = m_draggedCards;
    const QList<QGraphicsObject*> dragged = m_dragged;
    m_dragging = false;
    m_draggedCards.clear();
    m_dragged.clear();
    bool dropped = false;
    if (target && check.allowed) {
        if (cards.isEmpty()) {
            dropped = m_controller->dropThing(dragged.first(), target);
        } else {
            emit cardsDropped(cards, target);
            m_controller->drop(cards, target, event->scenePos());
            dropped = true;
        }
    }
    if (!dropped) putBack(dragged); // back to where they came from
    if (target && !check.allowed) {
        emit dropRefused(check.reason);
        emit m_controller->message(check.reason);
    }
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_controller)
        return QGraphicsScene::mouseDoubleClickEvent(event);
    if (CardItem* card = cardAt(event->scenePos())) m_controller->doubleClick(card);
}
