#pragma once
// The opponents' likely hands, one at a time, on the 13 x 13 grid (View the range from the odds panel). It
// follows the hand: after each action the odds panel passes the ranges it computed, and the dialog keeps
// showing the same opponent while that player is still in.

#include "holdem/ranges/rangeodds.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class RangeGrid;

class RangesDialog : public QDialog {
    Q_OBJECT
public:
    explicit RangesDialog(QWidget* parent = nullptr);

    /// The ranges of the opponents still in, every seat's name, and the cards no opponent can hold (the
    /// person's and the board).
    void setRanges(const std::vector<core::holdem::OpponentRange>& opponents, const QStringList& names,
                   core::cards::CardSet dead);
    /// Shows `seat`'s range if that player is still in.
    void showSeat(int seat);
    int shownSeat() const;

    RangeGrid* grid() const { return m_grid; }
    QString summaryText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showCurrent();

    std::vector<core::holdem::OpponentRange> m_opponents;
    QStringList m_names;
    core::cards::CardSet m_dead;
    QComboBox* m_seats;
    QLabel* m_summary;
    RangeGrid* m_grid;
    QLabel* m_legend;
};
