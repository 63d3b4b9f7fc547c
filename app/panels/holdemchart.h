#pragma once
// Texas Hold'em's panel under the log: every player's chips after each hand of the tournament as a small
// line chart, and who won each hand.

#include "handschart.h"

#include <QPointer>

class HoldemSession;

class HoldemChart : public HandsChart {
    Q_OBJECT
public:
    explicit HoldemChart(HoldemSession* session, QWidget* parent = nullptr);

protected:
    void refresh() override;

private:
    QPointer<HoldemSession> m_session;
};
