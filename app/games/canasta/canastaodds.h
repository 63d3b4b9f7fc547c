#pragma once
// The Canasta odds panel, from the person's own view only (core/canasta/odds.h): the cards not yet seen by
// rank (two packs), the chance that the next stock card fits one of the side's melds or the person's pairs,
// and for each card in the hand how likely the next opponent could take the pile if it were discarded
// (certain when it fits their meld or cards they took with the pile). Computed in a worker thread after
// every move; a result for an older position is dropped.

#include "canasta/odds.h"
#include "model/latestonly.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class CanastaSession;
class QLabel;

class CanastaOddsView : public QWidget {
    Q_OBJECT
public:
    CanastaOddsView(CanastaSession* session, QWidget* parent = nullptr);

    /// The texts shown (for tests).
    QString text() const;

signals:
    /// New figures are shown (the panel resizes to them).
    void contentChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Result {
        core::canasta::CanastaOdds odds;
        int next = -1; ///< the next player, whose taking the pile the risks are about
        bool playing = false;
        bool handOver = false;
    };
    void recompute();
    void show(const Result& result);
    QString percent(double p) const;

    QPointer<CanastaSession> m_session; ///< the window deletes the session first: a late result finds it gone
    QLabel* m_body;
    LatestOnly<Result> m_latest;
    std::optional<Result> m_last;
};
