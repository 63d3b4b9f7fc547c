#pragma once
// The words of the Canasta table: the side log's lines for each action, and the score sheet of a finished
// hand item by item (§3.11 of the rules) with the running totals.

#include "canastasession.h"
#include "scoresheetitem.h"

#include <QCoreApplication>
#include <QStringList>

class CanastaReport {
    Q_DECLARE_TR_FUNCTIONS(CanastaReport)
public:
    explicit CanastaReport(const CanastaSession& session) : m_session(session) {}

    /// "Budi discards 9♥", "You draw 7♠ 2♦"; a second line when red 3s were laid out or someone went out.
    QStringList action(const CanastaSession::Action& action) const;
    /// "Hand 3 — Budi deals"
    QString handHeader(int hand, int dealer) const;
    /// "Red 3s laid out after the deal: Budi 1, Sari 2", or empty.
    QString dealtRedThrees(const std::array<int, core::canasta::kMaxSeats>& counts) const;
    /// "Hand 3: You went out" / "Hand 3: the stock ran out"
    QString title(const CanastaSession::HandResult& result) const;
    /// The sheet's rows, one value per side in CanastaSession::sideOrder().
    QList<ScoreSheetItem::Row> rows(const CanastaSession::HandResult& result, int target) const;
    /// The line under the sheet: who won the game, or who deals next.
    QStringList footer(const CanastaSession::HandResult& result) const;
    /// "Budi went out: You & Sari 1310, Budi & Dewi 115" for the log.
    QString outcome(const CanastaSession::HandResult& result) const;

    /// Labels of the sheet's rows (tests read rows by them).
    static QString meldCardsLabel();
    static QString handTotalLabel();
    static QString runningTotalLabel(int target);

private:
    QString name(int seat) const { return m_session.seatName(seat); }

    const CanastaSession& m_session;
};
