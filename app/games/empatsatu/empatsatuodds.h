#pragma once
// The Empat Satu odds panel: the exact chance that the next stock card raises the person's score, for each
// card they may throw the score left and the score to expect after one more draw, and which suits each
// opponent seems to collect from what they took and threw. Computed in a worker thread after every move.

#include "empatsatu/odds.h"
#include "model/latestonly.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class EmpatSatuSession;
class QLabel;

class EmpatSatuOddsView : public QWidget {
    Q_OBJECT
public:
    EmpatSatuOddsView(EmpatSatuSession* session, QWidget* parent = nullptr);

    /// The texts shown (for tests).
    QString text() const;

signals:
    /// New figures are shown (the panel resizes to them).
    void contentChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void recompute();
    void show(const core::empatsatu::OddsReport& odds);
    QString percent(double p) const;
    QString seatName(int seat) const;

    /// The window deletes the session before this view (deleteLater), so a late result must find it gone.
    QPointer<EmpatSatuSession> m_session;
    QLabel* m_body;
    LatestOnly<core::empatsatu::OddsReport> m_latest;
    std::optional<core::empatsatu::OddsReport> m_last;
};
