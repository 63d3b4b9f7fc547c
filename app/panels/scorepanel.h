#pragma once
// The running score under the log: one row per round (or hand) and the totals, from a ScoreModel.

#include <QTableView>

class ScoreModel;

class ScorePanel : public QTableView {
    Q_OBJECT
public:
    explicit ScorePanel(ScoreModel* model, QWidget* parent = nullptr);

protected:
    void resizeEvent(QResizeEvent* event) override;
};
