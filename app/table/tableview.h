#pragma once
// The view of the table: the scene always fills the viewport in view pixels, so layouts are computed for the
// real size and cards are rendered crisp at it. Keys go to the game's controller, except those that walk the
// table: Tab and Shift+Tab move between its zones (TableZones), and the arrows move within a zone other than
// the hand (the hand's arrows are the game's). A frame shows the zone that has the keyboard. The buttons
// under the table take no focus, so Tab goes round the zones of the table. Screen readers see the zones
// through TableViewAccessible.

#include "tablezones.h"

#include <QGraphicsView>
#include <QPointer>

#include <optional>

class QGraphicsRectItem;
class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit TableView(TableScene* scene, QWidget* parent = nullptr);
    ~TableView() override;
    TableScene* tableScene() const { return m_scene; }

    /// The zones of the table now, in the order Tab visits them.
    QList<TableZone> zones() const;
    /// The zone that has the keyboard (the hand until Tab is used).
    Place currentZone() const;
    /// The card the keyboard is on: the one chosen in the current zone, else the hand's focused card.
    CardItem* focusedCard() const;
    /// The frame around the current zone (hidden until Tab is used, and while the view has no focus).
    QGraphicsRectItem* zoneFrame() const { return m_frame; }

signals:
    /// The viewport's size changed, or the window moved to a screen of another device pixel ratio (the size
    /// may be the same then, but the cards must be rendered again for the new density).
    void resized(const QSizeF& size);

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    /// Moves the keyboard to the next (or previous) zone.
    void stepZone(int step);
    /// Moves the keyboard within a zone that is not the hand.
    void stepCard(int step);
    /// Home and End: the zone's first or last card.
    void jumpCard(bool first);
    /// The frame follows its zone; a chosen card that left its zone is let go.
    void updateFrame();
    /// `frame` with its sides moved back off the cards of other zones next to `zone`.
    QRectF keepOffOtherCards(QRectF frame, const TableZone& zone) const;
    /// Tells screen readers where the keyboard is when it moved.
    void announceFocus();
    void releaseZoneCard();

    TableScene* m_scene;
    std::optional<Place> m_zone;   ///< none: the hand, as before Tab was used
    QPointer<CardItem> m_zoneCard; ///< the card chosen with the arrows in a zone other than the hand
    QGraphicsRectItem* m_frame = nullptr;
    QString m_lastFocus; ///< what announceFocus() last said
    bool m_updating = false;
};
