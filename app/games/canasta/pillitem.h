#pragma once
// A small rounded label on the felt: the size and kind of a canasta (a red or black pill), the pile's state
// ("frozen", "stopped by a black 3"), the title of a side's melds in the side's colour.

#include <QColor>
#include <QGraphicsObject>

class PillItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit PillItem(QGraphicsItem* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return m_text; }
    void setColors(const QColor& fill, const QColor& textColor, const QColor& border = QColor());
    QColor fill() const { return m_fill; }
    void setFontSize(int pixels);
    void setBold(bool bold);
    /// Where pos() lies on the pill: its centre, or its left edge (vertically centred).
    enum class Anchor { Centre, Left };
    void setAnchor(Anchor anchor);
    /// Longer texts are elided to this width (0: no limit).
    void setMaxWidth(qreal width);
    QSizeF size() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QFont font() const;
    QString shownText() const;

    QString m_text;
    QColor m_fill{20, 20, 20, 220};
    QColor m_textColor{Qt::white};
    QColor m_border;
    int m_fontSize = 12;
    bool m_bold = true;
    Anchor m_anchor = Anchor::Centre;
    qreal m_maxWidth = 0;
};
