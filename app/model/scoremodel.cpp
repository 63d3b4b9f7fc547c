#include "scoremodel.h"

#include <QFont>

ScoreModel::ScoreModel(QObject* parent) : QAbstractTableModel(parent) {}

int ScoreModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || m_players.isEmpty() ? 0 : int(m_deals.size()) + 1;
}
int ScoreModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_players.size());
}

int ScoreModel::total(int player) const {
    int sum = 0;
    for (const auto& deal : m_deals)
        if (player < deal.size()) sum += deal[player];
    return sum;
}

QVariant ScoreModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.column() >= m_players.size()) return {};
    const bool totalRow = index.row() == m_deals.size();
    if (role == Qt::DisplayRole) {
        if (totalRow) return total(index.column());
        const auto& deal = m_deals[index.row()];
        return index.column() < deal.size() ? QVariant(deal[index.column()]) : QVariant();
    }
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
    if (role == Qt::FontRole && totalRow) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant ScoreModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Horizontal) return section < m_players.size() ? m_players[section] : QVariant();
    return section == m_deals.size() ? tr("Total") : QVariant(section + 1);
}

void ScoreModel::setPlayers(const QStringList& names) {
    if (names == m_players) return; // a view showing the sheet keeps its place
    beginResetModel();
    m_players = names;
    endResetModel();
}

void ScoreModel::setDeals(const QVector<QVector<int>>& points) {
    if (points == m_deals) return;
    beginResetModel();
    m_deals = points;
    endResetModel();
}
