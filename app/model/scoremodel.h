#pragma once
// Scores per deal as a table: one row per deal and a total row, one column per player.

#include <QAbstractTableModel>
#include <QStringList>
#include <QVector>

class ScoreModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit ScoreModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// The columns' names (nothing changes, and no view resets, when they are the ones shown).
    void setPlayers(const QStringList& names);
    /// One row of points per deal so far (likewise).
    void setDeals(const QVector<QVector<int>>& points);
    int total(int player) const;

private:
    QStringList m_players;
    QVector<QVector<int>> m_deals;
};
