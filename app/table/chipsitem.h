#pragma once
// A stack of chips with its amount: a player's bet in front of them, or a pot (with a caption such as
// "Pot utama" / "Side pot 1"). Colours follow the usual chip values so the size of a bet can be read at a
// glance.

#include <QGraphicsObject>

class ChipsItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit ChipsItem(QGraphicsItem* parent = nullptr);

    void setAmount(qint64 amount);
    qint64 amount() const { return m_amount; }
    void setCaption(const QString& caption);
    QString caption() const { return m_caption; }
    /// Diameter of one chip in scene pixels.
    void setChipSize(qreal diameter);
    /// Chips of each colour drawn for `amount`, largest value first (for tests and the painter).
    static QList<QPair<int, int>> breakdown(qint64 amount);

    /// What the chips and the amount under them cover, in item coordinates (empty without chips).
    QRectF chipsRect() const;
    QRectF labelRect() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString labelText() const;
    QFont labelFont() const;

    qint64 m_amount = 0;
    QString m_caption;
    qreal m_chip = 26;
};
