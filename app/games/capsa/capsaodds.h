#pragma once
// The Capsa odds panel: unseen cards by rank, the chance an opponent holds a Bom, the chance the play on the
// table survives the players still to answer, and for each of the person's combinations whether it can be
// beaten and how likely it survives if led now. Computed in a worker thread after every move.

#include "capsa/odds.h"
#include "model/latestonly.h"

#include <QPointer>
#include <QWidget>

class CapsaSession;
class QLabel;

class CapsaOddsView : public QWidget {
    Q_OBJECT
public:
    CapsaOddsView(CapsaSession* session, QWidget* parent = nullptr);

    /// The texts shown (for tests).
    QString text() const;

signals:
    /// New figures are shown (the panel resizes to them).
    void contentChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void recompute();
    void show(const core::capsa::CapsaOdds& odds);
    QString chanceText(const core::capsa::SurvivalChance& chance) const;

    QPointer<CapsaSession> m_session; ///< a new game may replace it while a computation runs
    QLabel* m_body;
    LatestOnly<core::capsa::CapsaOdds> m_latest;
    std::optional<core::capsa::CapsaOdds> m_last;
};
