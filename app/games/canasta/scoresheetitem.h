#pragma once
// The score sheet of a finished hand on the felt: a title, one column per side (in the side's colour), one
// row per item of the score (melded cards, canasta bonuses, red 3s, going out, cards left, penalties), the
// hand's total, the game bonus and the running total, then a few lines of text. Columns are measured, so
// labels never run into the figures; a sheet too wide for the table gets a smaller font.

#include <QColor>
#include <QGraphicsObject>
#include <QStringList>

class ScoreSheetItem : public QGraphicsObject {
    Q_OBJECT
public:
    struct Row {
        QString label;
        QStringList values; ///< one per column
        bool strong = false;
    };

    explicit ScoreSheetItem(QGraphicsItem* parent = nullptr);

    void setSheet(const QString& title, const QStringList& columns, const QList<QColor>& colors,
                  const QList<Row>& rows, const QStringList& footer);
    QString title() const { return m_title; }
    QStringList columns() const { return m_columns; }
    const QList<Row>& rows() const { return m_rows; }
    QStringList footer() const { return m_footer; }
    /// The row with this label, or nullptr.
    const Row* row(const QString& label) const;

    /// The sheet is centred on pos(); its font shrinks (down to 10 px) until it fits this size.
    void fitInto(const QSizeF& size, int preferredFontSize);
    int fontSize() const { return m_fontSize; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    struct Metrics {
        qreal labelWidth = 0;
        QList<qreal> columnWidths;
        qreal width = 0;
        qreal height = 0;
    };
    Metrics measure(int fontSize) const;

    QString m_title;
    QStringList m_columns;
    QList<QColor> m_colors;
    QList<Row> m_rows;
    QStringList m_footer;
    int m_fontSize = 15;
};
