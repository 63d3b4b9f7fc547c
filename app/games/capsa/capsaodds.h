#pragma once
// The Capsa odds panel: unseen cards by rank, the chance an opponent holds a Bom, the chance the play on the
// table survives the players still to answer, and for each of the person's combinations whether it can be
// beaten and how likely it survives if led now. Computed in a worker thread after every move.

#include "capsa/odds.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QWidget>

class CapsaSession;
class QLabel;

class CapsaOddsView : public QWidget {
    Q_OBJECT
public:
    CapsaOddsView(CapsaSession* session, QWidget* parent = nullptr);
    ~CapsaOddsView() override;

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

    /// The window deletes the session before this view (deleteLater), so a late result must find it gone.
    QPointer<CapsaSession> m_session;
    QLabel* m_body;
    QFutureWatcher<core::capsa::CapsaOdds>* m_watcher = nullptr;
    int m_pending = -1;
    std::optional<core::capsa::CapsaOdds> m_last;
};
