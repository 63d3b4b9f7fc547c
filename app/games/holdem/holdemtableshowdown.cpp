// HoldemTable, the end of a hand: the hands shown and named, the winning five outlined, and the result box
// with the coach's offer, kept clear of what the table shows (the rest of the class is in holdemtable.cpp).
#include "handtagitem.h"
#include "holdemgeometry.h"
#include "holdemnames.h"
#include "holdemreport.h"
#include "holdemsession.h"
#include "holdemtable.h"
#include "table/carditem.h"
#include "table/dealoverbox.h"
#include "table/seatitem.h"
#include "table/tablelayout.h"
#include "table/tablescale.h"
#include "table/textpanelitem.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>

#include <algorithm>

using namespace core::holdem;
using core::cards::Card;
using core::cards::CardSet;

void HoldemTable::updateShowdown(const Observation& o, const HoldemGeometry& g) {
    const PublicTable& t = o.table;
    if (m_holdResults) {
        for (HandTagItem* label : m_handLabels) label->hide();
        for (CardItem* item : m_items) item->setHinted(false);
        m_outlined = CardSet();
        m_result->hide();
        return;
    }
    const HoldemReport report(seatNames(), m_session->humanSeat());
    const std::vector<int> mainWinners =
        t.handOver && !t.results.empty() ? t.results.front().winners : std::vector<int>{};
    // Each hand's name beyond its cards, or the nearest place from there that hides no card, no seat and no
    // chips.
    QList<QRectF> clear = keepClear(o, g, t.handOver);
    const QRectF area = QRectF(QPointF(0, 0), m_size).adjusted(2, 2, -2, -2);
    for (int s = 0; s < kMaxSeats; ++s) {
        HandTagItem* label = m_handLabels[at(s)];
        const bool shown = s < t.seats() && hasSeat(t.shownMask, s);
        label->setVisible(shown);
        if (!shown) continue;
        label->setText(HoldemNames::hand(t.shown[at(s)].best, t.shown[at(s)].value));
        label->setWinner(std::find(mainWinners.begin(), mainWinners.end(), s) != mainWinners.end());
        const QSizeF size = label->boundingRect().size();
        const QRectF at =
            tablelayout::clearRect(size, g.handLabel(s), area, clear, 2)
                .value_or(QRectF(g.handLabel(s) - QPointF(size.width() / 2, size.height() / 2), size));
        label->setPos(at.center());
        clear << at;
    }
    // The winning five of the main pot, outlined.
    m_outlined = CardSet();
    if (t.handOver && !t.results.empty() && t.results.front().showdown) {
        CardSet winning;
        for (int w : t.results.front().winners) winning |= t.shown[at(w)].best;
        for (CardItem* item : m_items) {
            const bool inPlay = item->place.is(ZoneRole::Board) || item->place.is(ZoneRole::Seat) ||
                                item->place.is(ZoneRole::Hand);
            item->setHinted(inPlay && item->isKnown() && winning.contains(item->card()));
            if (inPlay && item->isKnown() && winning.contains(item->card())) m_outlined.add(item->card());
        }
    }

    if (!t.handOver) {
        m_result->hide();
        return;
    }
    QString title;
    QStringList lines;
    if (t.tournamentOver) {
        const int winner = m_session->gameWinner();
        title = winner == o.seat ? tr("You win the tournament!")
                                 : tr("%1 wins the tournament").arg(seatName(winner));
        lines = report.resultLines(t);
        lines << QString() << report.standings(t);
        m_result->setBackgroundAlpha(242);
    } else {
        title = report.resultTitle(t);
        lines = report.resultLines(t);
        m_result->setBackgroundAlpha(225);
        m_result->setPos(g.resultPanel());
    }
    m_result->setLines(title, lines);
    // Its own place: under the board if there is room, else the nearest place that hides no seat, no card,
    // no hand's name and no chips, with room under it for the offer to review the hand; the font gets smaller
    // (and long lines wrap) to find one. A crowded table (a small window with larger text) may leave none:
    // the box then lies over the cards, opaque, and never over a seat.
    const TableScale ui(m_size);
    const qreal maxWidth = std::min(m_size.width() * 0.6, ui(560));
    dealoverbox::Spec spec;
    for (int s = 0; s < t.seats(); ++s) spec.seats << m_seats[at(s)]->sceneBoundingRect();
    spec.labels = clear;
    spec.widths = {maxWidth, maxWidth * 0.7, maxWidth * 0.5};
    spec.area = QRectF(QPointF(0, 0), m_size).adjusted(ui(6), ui(6), -ui(6), -ui(6));
    spec.preferred = g.resultPanel() + QPointF(0, m_result->boundingRect().height() / 2);
    spec.font = ui.font(16);
    spec.translucentAlpha = t.tournamentOver ? 242 : 225;
    m_result->show();
    dealoverbox::place(m_result, spec);
}

QList<QRectF> HoldemTable::keepClear(const Observation& o, const HoldemGeometry& g, bool handOver) const {
    // Every seat at the table (plate, badge, cards) and the chips before it, the board and the muck, the
    // person's stack; at the end of a hand the pots are gone to the winners' places.
    const PublicTable& t = o.table;
    QList<QRectF> out{g.boardRect().united(g.muck()), g.chipsRect(g.myStack())};
    if (!handOver) {
        const int count = int(t.pots().size());
        for (int i = 0; i < count; ++i) out << g.chipsRect(g.pot(i, count));
    }
    std::array<int, kMaxSeats> won{};
    for (const PotResult& r : t.results)
        for (std::size_t i = 0; i < r.winners.size(); ++i) won[at(r.winners[i])] += r.shares[i];
    for (int s = 0; s < t.seats(); ++s) {
        out << (hasSeat(t.dealt, s) && !hasSeat(t.folded, s) ? g.seatRect(s) : g.plate(s));
        // The chips in front of a seat: its bet, or what it won.
        if (handOver ? won[at(s)] > 0 : t.streetBet[at(s)] > 0) out << g.chipsRect(g.bet(s));
        if (t.button == s)
            out << QRectF(g.dealerButton(s), QSizeF())
                       .adjusted(-g.chipSize(), -g.chipSize(), g.chipSize(), g.chipSize());
    }
    return out;
}
