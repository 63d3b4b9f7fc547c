#include "holdemchart.h"

#include "games/holdem/holdemreport.h"
#include "games/holdem/holdemsession.h"

#include <QLineSeries>
#include <QListWidget>

HoldemChart::HoldemChart(HoldemSession* session, QWidget* parent) : HandsChart(parent), m_session(session) {
    setObjectName(QStringLiteral("holdemChart"));
    follow(session);
}

void HoldemChart::refresh() {
    setTitles(tr("Chips after each hand"), tr("Hand"), tr("Chips"));
    results()->clear();
    if (!m_session || !m_session->hasGame()) return;
    std::vector<core::holdem::PublicTable> hands = m_session->finishedHands();
    if (m_session->isDealOver()) hands.push_back(m_session->state().table()); // the hand just ended
    const int seats = m_session->seatCount();
    QStringList names;
    for (int s = 0; s < seats; ++s) names << m_session->players().value(s).name;
    resetLines(names);
    // Hand 0 is the start: every stack as the first hand found it (the hand under way, before one has ended).
    const core::holdem::PublicTable& first = hands.empty() ? m_session->state().table() : hands.front();
    for (int s = 0; s < seats; ++s) line(s)->append(0, first.startStack[std::size_t(s)]);
    const HoldemReport report(names, 0);
    for (std::size_t h = 0; h < hands.size(); ++h) {
        const core::holdem::PublicTable& t = hands[h];
        for (int s = 0; s < seats; ++s) line(s)->append(double(h + 1), t.stack[std::size_t(s)]);
        results()->insertItem(0, tr("Hand %1: %2").arg(h + 1).arg(report.resultTitle(t)));
    }
    fit(int(hands.size()), false);
}
