#pragma once
// A rounded, translucent panel of text on the felt: the name of the combination on the table, a round
// summary. The first line is the title; the rest may be aligned in columns with tabs.

#include <QGraphicsObject>
#include <QStringList>

class TextPanelItem : public QGraphicsObject {
    Q_OBJECT
public:
    explicit TextPanelItem(QGraphicsItem* parent = nullptr);

    void setLines(const QString& title, const QStringList& lines);
    QString title() const { return m_title; }
    QStringList lines() const { return m_lines; }
    /// The panel is centred on pos(); its width grows with the text up to `maxWidth`.
    void setMaxWidth(qreal width);
    void setFontSize(int pixels);
    /// Background opacity 0..255 (a summary over cards needs to hide them).
    void setBackgroundAlpha(int alpha);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QSizeF contentSize() const;

    QString m_title;
    QStringList m_lines;
    qreal m_maxWidth = 600;
    int m_fontSize = 15;
    int m_alpha = 215;
};
