#pragma once
// The words of the Empat Satu table: one line of the side log per action, and the end-of-hand report (how
// the hand ended, every score, who won and who lost, and how a tie was broken).

#include "empatsatusession.h"

#include <QCoreApplication>
#include <QStringList>

class EmpatSatuReport {
    Q_DECLARE_TR_FUNCTIONS(EmpatSatuReport)
public:
    /// `names` by seat; the person sits at seat 0.
    explicit EmpatSatuReport(QStringList names) : m_names(std::move(names)) {}

    /// "Budi throws 9♥", "You draw 7♠ from the stock".
    QString action(const EmpatSatuSession::Action& action) const;
    /// "Hand 3 — dealer Budi"
    QString handHeader(int hand, int dealer) const;
    /// "Winner: Sari (35). Loser: Budi (−4)."
    QString outcome(const core::empatsatu::HandResult& result) const;
    /// "Hand 3: Sari stopped"
    QString title(int hand, const core::empatsatu::HandResult& result) const;
    /// One line per player from the best hand to the worst: "1. Sari\t35 (♠)\twinner" (tab-separated cells).
    QStringList ranking(const core::empatsatu::HandResult& result) const;
    /// How the winner and the loser were separated when their scores were equal (empty otherwise).
    QStringList tieBreaks(const core::empatsatu::HandResult& result) const;
    /// "Next hand: dealer Budi, first to play Sari."
    QString nextHand(const core::empatsatu::HandResult& result) const;

private:
    QString name(int seat) const;
    QStringList separation(const core::empatsatu::HandResult& result, int upper, int lower,
                           core::empatsatu::TieBreak by, bool forWinner) const;

    QStringList m_names;
};
