#include "canastareport.h"

using namespace core::canasta;
using Action = CanastaSession::Action;
using HandResult = CanastaSession::HandResult;

namespace {
QString points(int value) {
    return CanastaSession::withSign(value);
}
// "+1000 (2)": the points with how many items earned them.
QString counted(int value, int count) {
    if (count == 0) return QStringLiteral("0");
    return QStringLiteral("%1 (%2)").arg(CanastaSession::withSign(value)).arg(count);
}
} // namespace

QString CanastaReport::meldCardsLabel() {
    return tr("Cards in melds");
}
QString CanastaReport::handTotalLabel() {
    return tr("This hand");
}
QString CanastaReport::runningTotalLabel(int target) {
    return tr("Total (game to %1)").arg(target);
}

QStringList CanastaReport::action(const Action& a) const {
    const bool me = a.seat == m_session.humanSeat();
    const QString who = name(a.seat);
    const Move& m = a.move;
    std::vector<core::cards::Card> used(m.usedCards().begin(), m.usedCards().end());
    QStringList lines;
    switch (m.kind) {
    case MoveKind::Draw:
        if (me && !a.seen.empty())
            lines << tr("You draw %1").arg(CanastaSession::cardsText(a.seen));
        else
            lines << tr("%1 draws %n card(s)", nullptr, m.arg).arg(who);
        break;
    case MoveKind::Take: {
        const QString pile = tr("the pile (%n card(s))", nullptr, a.pileSize);
        const QString top = CanastaSession::cardText(a.top);
        if (used.empty())
            lines << (me ? tr("You take %1, adding %2 to your meld").arg(pile, top)
                         : tr("%1 takes %2, adding %3 to the side's meld").arg(who, pile, top));
        else
            lines
                << (me ? tr("You take %1: %2 with %3").arg(pile, top, CanastaSession::cardsText(used))
                       : tr("%1 takes %2: %3 with %4").arg(who, pile, top, CanastaSession::cardsText(used)));
        if (me && !a.seen.empty())
            lines << tr("You also draw %1 from the stock").arg(CanastaSession::cardsText(a.seen));
        break;
    }
    case MoveKind::Meld:
        lines << (me ? tr("You meld %1").arg(CanastaSession::cardsText(used))
                     : tr("%1 melds %2").arg(who, CanastaSession::cardsText(used)));
        break;
    case MoveKind::Add: {
        const QString card = CanastaSession::cardText(m.card());
        const QString meld = CanastaSession::slotName(m.arg);
        lines << (me ? tr("You add %1 to the %2 meld").arg(card, meld)
                     : tr("%1 adds %2 to the %3 meld").arg(who, card, meld));
        break;
    }
    case MoveKind::Discard:
        lines << (me ? tr("You discard %1").arg(CanastaSession::cardText(m.card()))
                     : tr("%1 discards %2").arg(who, CanastaSession::cardText(m.card())));
        break;
    case MoveKind::Ask: {
        const int partner = m_session.hasGame() ? m_session.state().board().partnerOf(a.seat) : -1;
        if (me)
            lines << tr("You ask %1: \u201cMay I go out?\u201d").arg(name(partner));
        else if (partner == m_session.humanSeat())
            lines << tr("%1 asks you: \u201cMay I go out?\u201d").arg(who);
        else
            lines << tr("%1 asks %2: \u201cMay I go out?\u201d").arg(who, name(partner));
        break;
    }
    case MoveKind::Answer:
        if (m.arg)
            lines << (me ? tr("You answer: \u201cYes, go out.\u201d")
                         : tr("%1 answers: \u201cYes, go out.\u201d").arg(who));
        else
            lines << (me ? tr("You answer: \u201cNo, not yet.\u201d")
                         : tr("%1 answers: \u201cNo, not yet.\u201d").arg(who));
        break;
    case MoveKind::Pass:
        lines << (me ? tr("You leave the last discard") : tr("%1 leaves the last discard").arg(who));
        break;
    case MoveKind::Stop:
        lines << (me ? tr("You end the hand without a discard")
                     : tr("%1 ends the hand without a discard").arg(who));
        break;
    }
    if (!a.penalty.empty()) {
        const QString cards = CanastaSession::cardsText(a.penalty);
        const int n = int(a.penalty.size());
        lines
            << (me ? tr("You were bound to go out but could not: your %n card(s) left (%1) become penalty "
                        "cards. "
                        "They lie face up, you must discard one of them each turn, and each still held when "
                        "the hand ends counts against your side.",
                        nullptr, n)
                         .arg(cards)
                   : tr("%1 was bound to go out but could not: the %n card(s) left (%2) become penalty "
                        "cards, "
                        "face up; one must be discarded each turn, and those still held count against the "
                        "side.",
                        nullptr, n)
                         .arg(who, cards));
    }
    if (a.redThrees > 0)
        lines << (me ? tr("You lay out %n red 3(s)", nullptr, a.redThrees)
                     : tr("%1 lays out %n red 3(s)", nullptr, a.redThrees).arg(who));
    if (a.wentOut) lines << (me ? tr("You go out!") : tr("%1 goes out!").arg(who));
    return lines;
}

QString CanastaReport::handHeader(int hand, int dealer) const {
    if (dealer == m_session.humanSeat()) return tr("Hand %1 \u2014 you deal").arg(hand + 1);
    return tr("Hand %1 \u2014 %2 deals").arg(hand + 1).arg(name(dealer));
}

QString CanastaReport::dealtRedThrees(const std::array<int, kMaxSeats>& counts) const {
    QStringList parts;
    for (int s = 0; s < m_session.seatCount() && s < kMaxSeats; ++s)
        if (counts[static_cast<std::size_t>(s)] > 0)
            parts << tr("%1 %2").arg(name(s)).arg(counts[static_cast<std::size_t>(s)]);
    if (parts.isEmpty()) return {};
    return tr("Red 3s laid out after the deal: %1").arg(parts.join(QStringLiteral(", ")));
}

QString CanastaReport::title(const HandResult& r) const {
    if (r.winner >= 0) {
        const QString side = m_session.sideName(r.winner);
        return r.winner == m_session.sideOf(m_session.humanSeat()) ? tr("Game over: you win!")
                                                                   : tr("Game over: %1 won").arg(side);
    }
    if (r.wentOut < 0) return tr("Hand %1: the stock ran out").arg(r.hand + 1);
    if (r.wentOut == m_session.humanSeat())
        return r.perfect ? tr("Hand %1: you went out perfectly").arg(r.hand + 1)
                         : tr("Hand %1: you went out").arg(r.hand + 1);
    return r.perfect ? tr("Hand %1: %2 went out perfectly").arg(r.hand + 1).arg(name(r.wentOut))
                     : tr("Hand %1: %2 went out").arg(r.hand + 1).arg(name(r.wentOut));
}

QList<ScoreSheetItem::Row> CanastaReport::rows(const HandResult& r, int target) const {
    QList<ScoreSheetItem::Row> rows;
    const auto row = [&](const QString& label, auto value, bool strong = false) {
        ScoreSheetItem::Row out{label, {}, strong};
        for (int side : m_session.sideOrder())
            if (side < r.sides) out.values << value(r.scores[static_cast<std::size_t>(side)], side);
        rows << out;
    };
    bool penalties = false, bonus = false;
    for (int side = 0; side < r.sides; ++side) {
        penalties = penalties || r.scores[static_cast<std::size_t>(side)].penaltyCards != 0;
        bonus = bonus || r.gameBonus[static_cast<std::size_t>(side)] != 0;
    }
    row(meldCardsLabel(), [](const HandScore& s, int) { return points(s.meldCards); });
    row(tr("Red canastas (500 each)"),
        [](const HandScore& s, int) { return counted(s.naturalCanastas * 500, s.naturalCanastas); });
    row(tr("Black canastas (300 each)"),
        [](const HandScore& s, int) { return counted(s.mixedCanastas * 300, s.mixedCanastas); });
    row(tr("Red 3s"), [](const HandScore& s, int) { return counted(s.redThrees, s.redThreeCount); });
    row(r.perfect ? tr("Going out (perfect: 200)") : tr("Going out"),
        [](const HandScore& s, int) { return points(s.goingOut); });
    row(tr("Cards left in hand"), [](const HandScore& s, int) { return points(s.handCards); });
    if (penalties) row(tr("Penalty cards"), [](const HandScore& s, int) { return points(s.penaltyCards); });
    row(
        handTotalLabel(), [](const HandScore& s, int) { return points(s.total()); }, true);
    if (bonus)
        row(tr("Game bonus"),
            [&r](const HandScore&, int side) { return points(r.gameBonus[static_cast<std::size_t>(side)]); });
    row(
        runningTotalLabel(target),
        [&r](const HandScore&, int side) {
            return CanastaSession::signedNumber(r.totals[static_cast<std::size_t>(side)]);
        },
        true);
    return rows;
}

QStringList CanastaReport::footer(const HandResult& r) const {
    QStringList lines;
    if (r.winner >= 0) {
        // The winner's total first.
        QStringList scores{CanastaSession::signedNumber(r.totals[static_cast<std::size_t>(r.winner)])};
        for (int side : m_session.sideOrder())
            if (side != r.winner)
                scores << CanastaSession::signedNumber(r.totals[static_cast<std::size_t>(side)]);
        lines << tr("%1 reached the target first: %2.")
                     .arg(m_session.sideName(r.winner), scores.join(QStringLiteral(" \u2013 ")));
        lines << tr("Press New game to play again.");
        return lines;
    }
    if (m_session.hasGame()) {
        const Board& b = m_session.state().board();
        const Table next = makeTable(b.rules, b.draw.order, r.hand + 1);
        lines << (next.dealer == m_session.humanSeat()
                      ? tr("Next hand: you deal. Press Next hand (Enter).")
                      : tr("Next hand: %1 deals. Press Next hand (Enter).").arg(name(next.dealer)));
    }
    return lines;
}

QString CanastaReport::outcome(const HandResult& r) const {
    QStringList parts;
    for (int side : m_session.sideOrder())
        parts << tr("%1 %2").arg(m_session.sideName(side),
                                 points(r.scores[static_cast<std::size_t>(side)].total()));
    return tr("%1 \u2014 %2").arg(title(r), parts.join(QStringLiteral(", ")));
}
