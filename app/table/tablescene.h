#pragma once
// The felt and the drag mechanics, as KDE's card scene does it: cards are moved with scene mouse events (no
// QDrag), a drag starts after a few pixels, the drop target under the cursor lights up as the controller
// says, and a drop the rules refuse springs back with the reason.

#include "tablecontroller.h"

#include <QCursor>
#include <QGraphicsScene>
#include <QList>
#include <QPointer>

class Animator;
class CardItem;
class CardTheme;
class PileItem;

class TableScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit TableScene(QObject* parent = nullptr);

    CardTheme* theme() const { return m_theme; }
    Animator* animator() const { return m_animator; }
    void setController(TableController* controller);
    TableController* controller() const { return m_controller; }

    /// The drop target under a scene point (the topmost that accepts drops).
    PileItem* pileAt(const QPointF& point) const;
    /// Whether `item` is being dragged now (a table leaves it where the pointer has it).
    bool isDragged(const QGraphicsItem* item) const;

signals:
    /// A drag ended on a target the rules accepted.
    void cardsDropped(const QList<CardItem*>& cards, PileItem* target);
    /// A drag ended where the rules refused it; the cards went back.
    void dropRefused(const QString& reason);
    void dragStarted();

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;

private:
    CardItem* cardAt(const QPointF& point) const;
    void clearHighlight();
    /// What the controller says of dropping what is dragged on `target`.
    DropCheck checkDrop(PileItem* target) const;
    /// Puts what was dragged back where it was picked up.
    void putBack(const QList<QGraphicsObject*>& items);

    CardTheme* m_theme;
    Animator* m_animator;
    QPointer<TableController> m_controller;

    CardItem* m_pressed = nullptr;
    QPointer<QGraphicsObject> m_pressedThing; ///< not a card: the controller's draggableAt
    QPointF m_pressPos;
    bool m_dragging = false;
    QList<CardItem*> m_draggedCards;
    QList<QGraphicsObject*> m_dragged; ///< the cards above, or the one thing
    QList<QPointF> m_dragOrigins;
    QList<qreal> m_dragZ;
    QList<QCursor> m_dragCursors;
    QPointer<PileItem> m_hoverTarget;
};
