#pragma once
// A player's place at the table: a plate with the name and a detail (card count, chips, score), a badge
// ("Pas", a finishing place, "Dealer") and a glow while it is that player's turn. Everything scales with the
// table (TableScale). The badge hangs from the plate's top edge at its right end, above the name's row, so it
// never hides the name; it is drawn inside the item's bounding rectangle, so changing or removing it leaves
// nothing behind. Layouts keep badgeOverhang() free above every plate.

#include <QGraphicsObject>

class SeatItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit SeatItem(int seat, QGraphicsItem* parent = nullptr);

    /// The plate's height and how far a badge rises above it, at a table scale.
    static qreal plateHeight(qreal scale) { return 52 * scale; }
    static qreal badgeOverhang(qreal scale) { return 14 * scale; }

    int seat() const { return m_seat; }
    void setName(const QString& name);
    void setDetail(const QString& detail); ///< e.g. "13 kartu" or a stack of chips
    void setBadge(const QString& badge);   ///< empty for none
    void setActive(bool active);
    void setWidth(qreal width);
    /// The table's scale (TableScale::factor()): the plate's height and its fonts.
    void setUiScale(qreal scale);

    QString name() const { return m_name; }
    QString detail() const { return m_detail; }
    QString badge() const { return m_badge; }
    bool isActive() const { return m_active; }
    qreal width() const { return m_width; }
    qreal uiScale() const { return m_scale; }

    /// Where the plate, the name, the detail and the badge are drawn, in item coordinates: pos() is the
    /// plate's top centre. The texts' rectangles are those of the text drawn (empty without one).
    QRectF plateRect() const;
    QRectF nameRect() const;
    QRectF detailRect() const;
    QRectF badgeRect() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QFont nameFont() const;
    QFont detailFont() const;
    QFont badgeFont() const;
    QString shownBadge() const;
    /// A text centred in `row`, elided to its width.
    QRectF textRect(const QFont& font, const QString& text, const QRectF& row) const;

    int m_seat;
    QString m_name, m_detail, m_badge;
    bool m_active = false;
    qreal m_width = 150;
    qreal m_scale = 1;
};
