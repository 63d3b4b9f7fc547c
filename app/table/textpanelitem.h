#pragma once
// A rounded, translucent panel of text on the felt: the name of the combination on the table, a round
// summary. The first line is the title; the rest may be aligned in columns with tabs. A line longer than the
// panel may be wide is wrapped at spaces (a line in columns is never wrapped: the font gets smaller instead,
// see fitInto()).

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
    int fontSize() const { return m_fontSize; }
    /// Background opacity 0..255 (a summary over cards needs to hide them).
    void setBackgroundAlpha(int alpha);
    int backgroundAlpha() const { return m_alpha; }
    /// The largest font from `preferred` down to `smallest` with which the panel fits `room` (its columns
    /// unclipped); false if even the smallest does not fit (the panel keeps the smallest then).
    bool fitInto(const QSizeF& room, int preferred, int smallest = 10);
    /// Whether every line fits the panel's width uncut (lines in columns are never wrapped).
    bool columnsFit() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Row {
        QStringList cells;
        bool title = false;
        bool gapAfter = false; ///< the space between the title and the lines
    };
    QFont font(bool title) const;
    /// The lines as drawn: long ones wrapped to the panel's inner width.
    QList<Row> rows() const;
    qreal rowHeight(const Row& row) const;
    QList<qreal> columnWidths(const QList<Row>& rows, qsizetype count) const;
    qreal naturalWidth(const QList<Row>& rows, const Row& row) const;
    QSizeF contentSize() const;

    QString m_title;
    QStringList m_lines;
    qreal m_maxWidth = 600;
    int m_fontSize = 15;
    int m_alpha = 215;
};
