#pragma once
// A player's place at the table: name, card count, a badge ("Pas", a finishing place, "Dealer"), and a glow
// while it is that player's turn.

#include <QGraphicsObject>

class SeatItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit SeatItem(int seat, QGraphicsItem* parent = nullptr);

    int seat() const { return m_seat; }
    void setName(const QString& name);
    void setDetail(const QString& detail); ///< e.g. "13 kartu" or a stack of chips
    void setBadge(const QString& badge);   ///< empty for none
    void setActive(bool active);
    void setWidth(qreal width);

    QString name() const { return m_name; }
    QString detail() const { return m_detail; }
    QString badge() const { return m_badge; }
    bool isActive() const { return m_active; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int m_seat;
    QString m_name, m_detail, m_badge;
    bool m_active = false;
    qreal m_width = 150;
};
