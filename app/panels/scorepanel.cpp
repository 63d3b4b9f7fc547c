#include "scorepanel.h"

#include "model/scoremodel.h"

#include <QHeaderView>

namespace {

/// Column titles that wrap onto a second line, and a header as tall as they need, when a column is narrow for
/// its title (a partnership's name with larger text in the narrow side column) instead of being cut.
class WrappingHeader : public QHeaderView {
public:
    WrappingHeader() : QHeaderView(Qt::Horizontal) {
        setDefaultAlignment(Qt::AlignCenter | Qt::Alignment(Qt::TextWordWrap));
    }

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override {
        QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
        const int width = sectionSize(logicalIndex) - 8; // the style sheet's padding
        if (!model() || width <= 0) return size;
        const QString text = model()->headerData(logicalIndex, orientation()).toString();
        const QFontMetrics metrics(font());
        const int one = metrics.height();
        const int needed =
            metrics.boundingRect(QRect(0, 0, width, 100 * one), Qt::AlignCenter | Qt::TextWordWrap, text)
                .height();
        size.setHeight(size.height() + std::max(0, needed - one));
        return size;
    }
};

} // namespace

ScorePanel::ScorePanel(ScoreModel* model, QWidget* parent) : QTableView(parent) {
    setHorizontalHeader(new WrappingHeader);
    setModel(model);
    setObjectName(QStringLiteral("scorePanel"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // A partnership's name ("Kamu & Budi") wraps rather than being cut when the column is narrow for it
    // (larger text in the narrow side column).
    horizontalHeader()->setDefaultAlignment(Qt::AlignCenter | Qt::Alignment(Qt::TextWordWrap));
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setStyleSheet(QStringLiteral(
        "#scorePanel { background: #0c1f14; color: #e8e4d6; gridline-color: #2f5a3e; border: 1px solid "
        "#2f5a3e;"
        " border-radius: 6px; } QHeaderView::section { background: #173523; color: #ffde8c; border: none;"
        " padding: 3px; } QHeaderView { background: #0c1f14; } QTableCornerButton::section { background: "
        "#173523;"
        " border: none; }"));
    connect(model, &QAbstractItemModel::modelReset, this, [this] { scrollToBottom(); });
}

void ScorePanel::resizeEvent(QResizeEvent* event) {
    QTableView::resizeEvent(event);
    // The columns' widths changed: the header's height may change with them.
    if (model()) horizontalHeader()->headerDataChanged(Qt::Horizontal, 0, model()->columnCount() - 1);
}
