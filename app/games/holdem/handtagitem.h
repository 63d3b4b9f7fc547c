#pragma once
// A slim ribbon across a player's cards at a showdown with the name of their hand ("Straight, 9 high"),
// gold for a winner of the main pot.

#include <QGraphicsObject>

class HandTagItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit HandTagItem(QGraphicsItem* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return m_text; }
    void setWinner(bool winner);
    /// The ribbon is centred on pos().
    void setFontSize(int pixels);
    /// Longer names are elided to this width.
    void setMaxWidth(qreal width);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QSizeF size() const;
    QFont font() const;

    QString m_text;
    bool m_winner = false;
    int m_fontSize = 12;
    qreal m_maxWidth = 220;
};
