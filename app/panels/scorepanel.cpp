#include "scorepanel.h"

#include "model/scoremodel.h"

#include <QHeaderView>

ScorePanel::ScorePanel(ScoreModel* model, QWidget* parent) : QTableView(parent) {
    setModel(model);
    setObjectName(QStringLiteral("scorePanel"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setStyleSheet(QStringLiteral(
        "#scorePanel { background: #0c1f14; color: #e8e4d6; gridline-color: #2f5a3e; border: 1px solid "
        "#2f5a3e;"
        " border-radius: 6px; } QHeaderView::section { background: #173523; color: #ffde8c; border: none;"
        " padding: 3px; }"));
    connect(model, &QAbstractItemModel::modelReset, this, [this] { scrollToBottom(); });
}
