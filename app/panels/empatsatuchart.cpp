#include "empatsatuchart.h"

#include "chartstyle.h"
#include "games/empatsatu/empatsatureport.h"
#include "games/empatsatu/empatsatusession.h"

#include <QChart>
#include <QLineSeries>
#include <QListWidget>
#include <QScatterSeries>

EmpatSatuChart::EmpatSatuChart(EmpatSatuSession* session, QWidget* parent)
    : HandsChart(parent)
    , m_session(session) {
    setObjectName(QStringLiteral("empatSatuChart"));
    follow(session);
}

void EmpatSatuChart::refresh() {
    setTitles(tr("Scores of each hand"), tr("Hand"), tr("Score"));
    results()->clear();
    if (!m_session || !m_session->hasGame()) return;
    const int seats = m_session->seatCount();
    QStringList names;
    for (int s = 0; s < seats; ++s) names << m_session->players().value(s).name;
    const bool sameSeats = line(seats - 1) && !line(seats);
    resetLines(names);
    if (!sameSeats || !m_losers) { // resetLines made new lines: the marks go on top of them
        m_losers = new QScatterSeries;
        m_losers->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        m_losers->setMarkerSize(9);
        m_losers->setColor(QColor(230, 57, 70));
        m_losers->setBorderColor(QColor(255, 255, 255));
        chart()->addSeries(m_losers);
        for (QAbstractAxis* axis : chart()->axes()) m_losers->attachAxis(axis);
    }
    m_losers->clear();
    m_losers->setName(tr("Lost the hand"));
    const EmpatSatuReport report(names);
    const auto results = m_session->history().results;
    for (std::size_t h = 0; h < results.size(); ++h) {
        const core::empatsatu::HandResult& r = results[h];
        for (int s = 0; s < seats; ++s) line(s)->append(double(h + 1), r.scores[std::size_t(s)]);
        m_losers->append(double(h + 1), r.scores[std::size_t(r.loser())]);
        this->results()->insertItem(0, tr("Hand %1: %2").arg(h + 1).arg(report.outcome(r)));
    }
    fit(int(results.size()), true);
}
