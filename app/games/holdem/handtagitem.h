#pragma once
// A slim ribbon beside a player's cards at a showdown with the name of their hand ("Straight, 9 high"),
// gold for a winner of the main pot. A long name is set in a smaller font to fit the ribbon's width.

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
    /// Longer names get a smaller font (down to 9 pixels), and only then are elided, to this width.
    void setMaxWidth(qreal width);
    /// The font size the name is drawn with.
    int shownFontSize() const;

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
