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

QList<CardItem*> TableScene::addCardItems(int count) {
    QList<CardItem*> items;
    for (int i = 0; i < count; ++i) {
        auto* item = new CardItem(m_theme);
        addItem(item);
        items << item;
    }
    return items;
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
            if (!m_dragged.contains(card) && card->isVisible()) return card;
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
    m_pressed = cardAt(event->scenePos());
    m_pressPos = event->scenePos();
    m_dragging = false;
    event->accept();
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (!m_pressed || !(event->buttons() & Qt::LeftButton) || !m_controller)
        return QGraphicsScene::mouseMoveEvent(event);
    const QPointF delta = event->scenePos() - m_pressPos;
    if (!m_dragging) {
        if (delta.manhattanLength() < kDragThreshold || !m_controller->canDrag(m_pressed)) return;
        m_dragging = true;
        m_dragged = m_controller->dragGroup(m_pressed);
        m_dragOrigins.clear();
        m_dragZ.clear();
        for (int i = 0; i < m_dragged.size(); ++i) {
            m_dragOrigins << m_dragged[i]->pos();
            m_dragZ << m_dragged[i]->zValue();
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
        if (target) {
            const DropCheck check = m_controller->checkDrop(m_dragged, target);
            target->setHighlight(check.allowed ? PileItem::Highlight::Allowed : PileItem::Highlight::Refused);
        }
    }
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_controller) return QGraphicsScene::mouseReleaseEvent(event);
    CardItem* pressed = m_pressed;
    m_pressed = nullptr;
    if (!m_dragging) {
        if (pressed && cardAt(event->scenePos()) == pressed) m_controller->click(pressed);
        return;
    }
    m_dragging = false;
    const QList<CardItem*> dragged = m_dragged;
    m_dragged.clear();
    for (CardItem* c : dragged) c->setCursor(c->isInteractive() ? Qt::OpenHandCursor : Qt::ArrowCursor);
    PileItem* target = pileAt(event->scenePos());
    clearHighlight();

    DropCheck check;
    if (target) check = m_controller->checkDrop(dragged, target);
    if (target && check.allowed) {
        emit cardsDropped(dragged, target);
        m_controller->drop(dragged, target, event->scenePos());
        return;
    }
    // Back to where they came from.
    m_animator->begin();
    for (int i = 0; i < dragged.size(); ++i)
        m_animator->move(dragged[i], m_dragOrigins[i], dragged[i]->rotation(), m_dragZ[i]);
    m_animator->commit();
    if (target) {
        emit dropRefused(check.reason);
        emit m_controller->message(check.reason);
    }
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_controller)
        return QGraphicsScene::mouseDoubleClickEvent(event);
    if (CardItem* card = cardAt(event->scenePos())) m_controller->doubleClick(card);
}
