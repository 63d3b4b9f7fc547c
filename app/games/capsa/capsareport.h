#pragma once
// The words of the Capsa table: the lines of the side log (who leads the round, each trick, each play or
// pass), the badges of the finishing places, and the box at the end of a round (every place with its points
// and total, how the points are counted under these rules, an instant win, the winner of the game).

#include "capsa/state.h"
#include "table/logline.h"

#include <QCoreApplication>
#include <QStringList>

class CapsaReport {
    Q_DECLARE_TR_FUNCTIONS(CapsaReport)
public:
    /// `names` by seat ("You" for the person).
    CapsaReport(QStringList names, int personSeat) : m_names(std::move(names)), m_person(personSeat) {}

    /// The log of the round so far: headers (`header` true) and lines, in order.
    QList<LogLine> log(const core::capsa::Observation& o) const;
    /// "1st", "2nd" ...
    static QString placeBadge(int place);
    /// The title of the end-of-round box: "Round 3 over", "Budi wins at once with a dragon!" ...
    QString title(const core::capsa::Observation& o) const;
    /// Its lines: one a place ("1. Sari\t+3\ttotal +7"), then how points are counted, then the game's winner.
    QStringList lines(const core::capsa::Observation& o) const;
    /// How the points of a round are counted under these rules, in a few short lines.
    static QStringList scoringLines(const core::capsa::CapsaRules& rules);

private:
    QString name(int seat) const { return m_names.value(seat); }

    QStringList m_names;
    int m_person;
};
