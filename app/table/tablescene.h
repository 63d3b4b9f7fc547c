#pragma once
// The felt and the drag mechanics, as KDE's card scene does it: cards are moved with scene mouse events (no
// QDrag), a drag starts after a few pixels, the drop target under the cursor lights up as the controller
// says, and a drop the rules refuse springs back with the reason.

#include <QGraphicsScene>
#include <QList>
#include <QPointer>

class Animator;
class CardItem;
class CardTheme;
class PileItem;
class TableController;

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
    /// Adds `count` card items (faces set later by the game's controller) and returns them.
    QList<CardItem*> addCardItems(int count);

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

    CardTheme* m_theme;
    Animator* m_animator;
    QPointer<TableController> m_controller;

    CardItem* m_pressed = nullptr;
    QPointF m_pressPos;
    bool m_dragging = false;
    QList<CardItem*> m_dragged;
    QList<QPointF> m_dragOrigins;
    QList<qreal> m_dragZ;
    QPointer<PileItem> m_hoverTarget;
};
