#pragma once
// The words of a Hold'em hand: the lines of the hand history in the side log (blinds, every action, the
// board as it comes, the hands shown, who won which pot with what), the result panel at the end of a hand
// and the final standings of the tournament.

#include "holdem/publictable.h"

#include <QCoreApplication>
#include <QStringList>

class HoldemReport {
    Q_DECLARE_TR_FUNCTIONS(HoldemReport)
public:
    /// `names`: one per seat, the person's being "You".
    explicit HoldemReport(QStringList names, int humanSeat = 0);

    /// "Hand 3 · blinds 1/2"
    QString header(const core::holdem::PublicTable& t) const;
    /// One line per event of the hand's log; empty for events not worth a line.
    QString event(const core::holdem::HandEvent& e, const core::holdem::PublicTable& t) const;
    /// The header and every event.
    QStringList handLines(const core::holdem::PublicTable& t) const;

    /// The title of the result panel: "Budi wins 24", "You win 120", "Split pot".
    QString resultTitle(const core::holdem::PublicTable& t) const;
    /// One line per pot and winner: "Main pot 120: Budi — Straight, 9 high".
    QStringList resultLines(const core::holdem::PublicTable& t) const;
    /// The final standings: "1st\tBudi", ... best first.
    QStringList standings(const core::holdem::PublicTable& t) const;

    QString name(int seat) const;
    /// "(all-in)" after an amount when the action put the last chip in.
    static QString allInSuffix(bool allIn);

private:
    QStringList m_names;
    int m_human;
};
