#pragma once
// A small pill above a card of the person's hand with what the card adds to the score: "+11" in green for a
// card of the counting suit, "−3" in red for the others. It marks the counting suit and explains the score.

#include <QGraphicsObject>

class ValueTagItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit ValueTagItem(QGraphicsItem* parent = nullptr);

    /// The signed value shown; plus values are drawn as counting.
    void setValue(int value);
    int value() const { return m_value; }
    /// The pill is centred horizontally on pos() and hangs below it.
    void setFontSize(int pixels);
    QSizeF size() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString text() const;

    int m_value = 0;
    int m_fontSize = 13;
};
