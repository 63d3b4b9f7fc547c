#pragma once
// Empat Satu's panel under the log: every player's score in each finished hand as a small line chart, the
// loser of each hand marked on it, and one line per hand saying who won and who lost.

#include "handschart.h"

#include <QPointer>

class EmpatSatuSession;
class QScatterSeries;

class EmpatSatuChart : public HandsChart {
    Q_OBJECT
public:
    explicit EmpatSatuChart(EmpatSatuSession* session, QWidget* parent = nullptr);

    /// The marks on the losers' scores, one per finished hand.
    QScatterSeries* losers() const { return m_losers; }

protected:
    void refresh() override;

private:
    QPointer<EmpatSatuSession> m_session;
    QScatterSeries* m_losers = nullptr;
};
