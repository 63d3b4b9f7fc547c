#include "canastatable.h"

#include "canastareport.h"
#include "games/pointstext.h"
#include "model/scoremodel.h"
#include "pillitem.h"
#include "table/actionbar.h"
#include "table/animator.h"
#include "table/carditem.h"
#include "table/cardtheme.h"
#include "table/dealoverbox.h"
#include "table/pileitem.h"
#include "table/seatitem.h"
#include "table/tableactions.h"
#include "table/tablelayout.h"
#include "table/tablescale.h"
#include "table/tablescene.h"
#include "table/textpanelitem.h"

#include <QEvent>
#include <QGraphicsPathItem>
#include <QGraphicsView>
#include <QListWidget>
#include <QPainterPath>

#include <algorithm>

using namespace core::canasta;
using core::cards::Card;

namespace {
constexpr qreal kRaise = 0.18; // a selected card stands up by this much of its height
constexpr int kSeats = kMaxSeats;

} // namespace

CanastaTable::CanastaTable(CanastaSession* session, TableScene* scene, const TableWidgets& widgets,
                           QObject* parent)
    : HandTable(
          session, scene, widgets, kPhysicalCards, kSeats, Choice::Several,
          [](int physical) { return faceOf(static_cast<PhysicalCard>(physical)); }, parent)
    , m_session(session) {
    m_hand->setOrder(handOrder);
    m_stockPile = addZone(ZoneRole::Stock, false);
    m_discardPile = addZone(ZoneRole::Discard, true);
    m_newMeld = addZone(ZoneRole::NewMeld, true, false);
    m_newMeld->setZValue(-12);
    m_newMeldHint = addZone(ZoneRole::MeldHint, false);
    m_newMeldHint->setZValue(-11);
    for (int side = 0; side < kMaxSides; ++side) {
        m_theirBands[at(side)] = addZone(Place(ZoneRole::TheirMelds, side), true, false);
        m_theirBands[at(side)]->setZValue(-12);
        m_bandTitles[at(side)] = own(new PillItem);
        m_bandTitles[at(side)]->setAnchor(PillItem::Anchor::Left);
    }
    for (int s = 0; s < kSeats; ++s) {
        m_rings[at(s)] = own(new QGraphicsPathItem);
        m_rings[at(s)]->setZValue(499);
        m_seats[at(s)] = own(new SeatItem(s));
    }
    m_frozenMark = own(new PillItem);
    m_frozenMark->setColors(QColor(150, 205, 245), QColor(10, 30, 50), QColor(230, 245, 255));
    m_stopMark = own(new PillItem);
    m_stopMark->setColors(QColor(30, 30, 30), QColor(255, 255, 255), QColor(220, 80, 70));
    m_pendingNote = own(new TextPanelItem);
    m_pendingNote->setBackgroundAlpha(200);
    m_pendingNote->hide();
    m_bubble = own(new TextPanelItem);
    m_bubble->setZValue(3500);
    m_bubble->hide();
    m_sheet = own(new ScoreSheetItem);
    m_sheet->hide();
    setDealOverBox(m_sheet);

    declareActions();

    connectSession();

    retranslate();
    if (m_session->hasGame()) newDeal();
}

CanastaTable::~CanastaTable() {
    delete m_askBox; // a QPointer: nothing when the box is gone
}

// --- Texts -------------------------------------------------------------------------------------------------

void CanastaTable::retranslate() {
    m_actions->retranslate();
    m_newMeldHint->setLabel(tr("New meld"));
    if (m_session->hasGame()) refresh();
}

QString CanastaTable::statusText() const {
    if (!m_session->hasGame()) return {};
    const Observation o = m_session->humanObservation();
    const Board& b = o.board;
    if (b.handOver())
        return m_session->isGameOver()
                   ? tr("The game is over. Press New game to play again.")
                   : tr("The hand is over. Press Next hand (Enter) to deal the next one.");
    const int me = m_session->humanSeat();
    if (b.phase == Phase::Answer) {
        const int asker = b.partnerOf(b.current);
        if (b.current == me)
            return tr("%1 asks you: \u201cMay I go out?\u201d Your answer binds.")
                .arg(m_session->seatName(asker));
        return tr("%1 is thinking about %2's question\u2026")
            .arg(m_session->seatName(b.current), m_session->seatName(asker));
    }
    if (b.current != me) {
        if (!b.table.active(me))
            return tr("You sit out this hand. %1 is thinking\u2026").arg(m_session->seatName(b.current));
        return tr("%1 is thinking\u2026").arg(m_session->seatName(b.current));
    }
    const int side = b.sideOf(me);
    const QString minimum =
        b.opened[side] || b.minimum(side) == 0
            ? QString()
            : QStringLiteral(" ") + tr("Your side's first meld needs %1.").arg(b.minimum(side));
    switch (b.phase) {
    case Phase::LastChance:
        return tr("The stock is empty: take the last discard (T), or leave it and end the hand (P).");
    case Phase::Draw:
        return tr("Your turn: draw from the stock (D) or take the pile (T).") + minimum;
    default:
        break;
    }
    if (b.openingInProgress())
        return tr("Your first meld counts %1 of %2: meld more before you discard.")
            .arg(b.turn.openingPoints)
            .arg(b.minimum(side));
    if (b.turn.noDiscard)
        return tr("The last stock card was a red 3: meld what you can, then end the hand (E).");
    if (b.obligedToGoOut())
        return tr(
            "You are bound to go out this turn: meld everything (you may discard the last card). If you "
            "cannot, the cards left in your hand become penalty cards.");
    if (!b.penalty[me].empty())
        return tr(
            "You could not go out when bound to: the cards marked \u201cpenalty\u201d lie face up and count "
            "against your side. Meld what you like, then discard one of them (X).");
    if (b.forbiddenToGoOut())
        return tr("Your partner said no: you may not go out this turn. Meld, then discard a card (X).");
    return tr("Meld (drag cards onto the table, or M), then discard a card onto the pile (X).") + minimum;
}

// --- Geometry ----------------------------------------------------------------------------------------------

void CanastaTable::computeGeometry(const Observation& o) {
    const Board& b = o.board;
    const int me = o.seat;
    const int players = b.rules.players;
    // The others in clockwise order from the person's left (or, sitting out, as they play).
    QList<int> across, out;
    if (b.table.active(me)) {
        for (int k = 1; k < b.table.count; ++k) across << b.table.next(me, k);
    } else {
        for (int i = 0; i < b.table.count; ++i) across << b.table.clockwise[at(i)];
    }
    for (int s = 0; s < players; ++s)
        if (s != me && !b.table.active(s)) out << s;

    CanastaGeometry::Input in;
    in.size = m_size;
    in.across = int(across.size());
    in.sittingOut = int(out.size());
    in.opponentSides = std::max(1, b.sides() - 1);
    in.aspect = m_scene->theme()->aspectRatio();
    m_geo.compute(in);

    const auto setSeat = [&](int s, const QPointF& box, qreal width) {
        SeatItem* seat = m_seats[at(s)];
        seat->setUiScale(m_geo.scale);
        seat->setWidth(width);
        seat->setPos(box);
        QPainterPath ring;
        const qreal radius = 15 * m_geo.scale;
        ring.addRoundedRect(QRectF(box.x() - width / 2 - 4, box.y() - 4, width + 8, m_geo.seatHeight + 8),
                            radius, radius);
        m_rings[at(s)]->setPath(ring);
    };
    setSeat(me, m_geo.personBox, m_geo.seatWidth);
    for (int i = 0; i < across.size() && i < m_geo.seats.size(); ++i)
        setSeat(across[i], m_geo.seats[i].box, m_geo.seats[i].width);
    for (int i = 0; i < out.size() && i < m_geo.outSeats.size(); ++i)
        setSeat(out[i], m_geo.outSeats[i].box, m_geo.outSeats[i].width);
}

void CanastaTable::layout(const QSizeF& size) {
    m_size = size;
    if (m_session->hasGame()) {
        computeGeometry(m_session->humanObservation());
        refresh();
    } else {
        CanastaGeometry::Input in;
        in.size = size;
        m_geo.compute(in);
    }
    m_scene->theme()->setCardSize(m_geo.handCard.toSize(), devicePixelRatio());
}

bool CanastaTable::handOrder(Card a, Card b) {
    const auto key = [](Card c) {
        if (c.isJoker()) return 30 * 4 + (c.isRed() ? 4 : 0);
        const int rank = c.rank() == core::cards::Rank::Two ? 20 : c.rankIndex(); // black 3s (1) first
        return rank * 4 + c.suitIndex();
    };
    return key(a) < key(b);
}

// --- Which item shows which card ---------------------------------------------------------------------------

void CanastaTable::newDeal() {
    closeAskBox(); // a question of the game before is void
    clearHand();
    m_lastMover = -1;
    m_sheet->hide();
    const Observation o = m_session->humanObservation();
    computeGeometry(o);
    // Every card starts on the stock, face down, and is dealt from there.
    const QPointF from = m_geo.stock.topLeft() + QPointF(8, 6);
    gatherCards(m_pool.items(), from, m_geo.pileCard);
    if (m_log) m_log->clear();
    refresh();
    maybeAsk();
}

void CanastaTable::assignIdentities(const Observation& o) {
    const Board& b = o.board;
    const int me = o.seat;
    const auto reveal = [&](PhysSet cards, int from) {
        for (PhysicalCard p : cards.toVector()) m_pool.reveal(p, faceOf(p), from);
    };
    // Who laid a card on the table: the last to move (the bots' cards come out of their hands).
    const int mover = m_lastMover >= 0 ? m_lastMover : b.current;
    reveal(o.hand, CardPool::kStock); // drawn from the stock
    for (int s = 0; s < b.rules.players; ++s) {
        reveal(b.redThrees[s], s);
        reveal(b.known[s] | b.penalty[s], s);
        reveal(b.revealed[s], s);
    }
    for (int side = 0; side < b.sides(); ++side)
        for (PhysSet m : b.melds[side]) reveal(m, mover == me ? CardPool::kStock : mover);
    reveal(b.pile.toSet(), mover == me ? CardPool::kStock : mover);
    reveal(b.turn.pending, CardPool::kStock);
    reveal(b.aside, CardPool::kStock);

    // Each hidden hand holds as many backs as it has cards nobody has seen; the stock the rest.
    const auto backs = [&](int s) {
        return s == me || s >= b.rules.players || b.handOver()
                   ? 0
                   : std::max(0, b.handCount[s] - (b.known[s] | b.penalty[s]).count());
    };
    for (int s = 0; s < kSeats; ++s) m_pool.release(s, backs(s));
    m_pool.release(CardPool::kStock, b.stockCount);
    for (int s = 0; s < kSeats; ++s) m_pool.fill(s, backs(s));
    m_pool.fill(CardPool::kStock, b.stockCount);
}

void CanastaTable::refresh() {
    if (!m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    const std::vector<PhysicalCard> held = o.hand.toVector();
    m_hand->setKeys(QList<int>(held.begin(), held.end()));
    assignIdentities(o);
    computeGeometry(o);

    for (CardItem* item : m_pool.items()) item->place = {};
    Animator* anim = m_scene->animator();
    anim->begin();
    placeHand(o);
    placeOthers(o);
    placeMelds(o); // first: the marks beside the pile keep clear of the melds
    placeStockAndPile(o);
    anim->commit();

    const QRectF row = m_geo.handRow;
    const qreal raise = m_geo.handCard.height() * kRaise;
    m_handPile->setRect(
        QRectF(row.left() - 10, row.top() - raise - 4, row.width() + 20, row.height() + raise + 8));
    updateSeats(o);
    updateBubble(o);
    updateLog();
    updateScores();
    updateSheet(o);
    updateButtons();
}

void CanastaTable::updateSeats(const Observation& o) {
    const Board& b = o.board;
    const int personSide = b.sideOf(o.seat);
    for (int s = 0; s < kSeats; ++s) {
        SeatItem* seat = m_seats[at(s)];
        const bool shown = s < b.rules.players;
        seat->setVisible(shown);
        m_rings[at(s)]->setVisible(shown);
        if (!shown) continue;
        const int side = b.sideOf(s);
        seat->setName(m_session->seatName(s));
        const QString score = pointsText(b.scores[at(side)]);
        const bool active = b.table.active(s);
        seat->setDetail(active
                            ? tr("%n card(s)", nullptr, b.handCount[s]) + QStringLiteral(" \u00b7 ") + score
                            : tr("sits out") + QStringLiteral(" \u00b7 ") + score);
        QString badge;
        if (b.handOver() && b.wentOut == s)
            badge = tr("Out!");
        else if (!b.handOver() && active && b.handCount[s] == 1)
            badge = tr("One card!");
        else if (b.table.dealer == s)
            badge = tr("Dealer");
        seat->setBadge(badge);
        seat->setActive(!b.handOver() && b.current == s);
        m_rings[at(s)]->setPen(QPen(CanastaSession::sideColor(side, personSide), 3));
    }
}

void CanastaTable::updateBubble(const Observation& o) {
    const Board& b = o.board;
    int seat = -1;
    QString text;
    if (b.phase == Phase::Answer) {
        seat = b.partnerOf(b.current);
        text = tr("May I go out?");
    } else if (!b.handOver() && b.turn.asked && b.turn.answer != Answer::None) {
        seat = b.partnerOf(b.current);
        text = b.turn.answer == Answer::Yes ? tr("Yes, go out!") : tr("No, not yet.");
    }
    if (seat < 0) {
        m_bubble->hide();
        return;
    }
    m_bubble->setFontSize(std::clamp(int(m_size.height() / 50), 13, 18));
    m_bubble->setLines(QString(), {text});
    const QPointF box = m_seats[at(seat)]->pos();
    const qreal h = m_bubble->boundingRect().height();
    const bool upper = box.y() < m_size.height() / 2;
    m_bubble->setPos(box.x(), upper ? box.y() + m_geo.seatHeight + 8 + h / 2
                                    : box.y() - SeatItem::badgeOverhang(m_geo.scale) - 8 - h / 2);
    m_bubble->show();
}

void CanastaTable::updateLog() {
    if (!m_session->hasGame()) return;
    const CanastaSession::History& h = m_session->history();
    const Board& b = m_session->state().board();
    const CanastaReport report(*m_session);
    QList<LogLine> lines{{report.handHeader(b.hand, b.table.dealer), true}};
    if (b.hand < int(h.dealtRedThrees.size())) {
        const QString reds = report.dealtRedThrees(h.dealtRedThrees[at(b.hand)]);
        if (!reds.isEmpty()) lines << LogLine{reds};
    }
    for (const CanastaSession::Action& a : h.actions)
        if (a.hand == b.hand)
            for (const QString& line : report.action(a)) lines << LogLine{line};
    if (b.handOver() && !h.results.empty()) lines << LogLine{report.outcome(h.results.back()), true};
    showLog(lines);
}

void CanastaTable::updateScores() {
    if (!m_scores || !m_session->hasGame()) return;
    const Board& b = m_session->state().board();
    // The side panel is narrow: long side names go on two lines.
    QStringList names;
    const QList<int> order = m_session->sideOrder();
    for (int side : order) {
        QString name = m_session->sideName(side);
        if (b.sides() >= 3 || name.size() > 16) {
            QStringList members;
            for (int s : m_session->seatsOf(side)) members << m_session->seatName(s);
            name = members.join(QLatin1Char('\n'));
        }
        names << name;
    }
    QVector<QVector<int>> rows;
    // One row per hand; the game bonus counts with the hand that won the game.
    for (const CanastaSession::HandResult& r : m_session->history().results) {
        QVector<int> row;
        for (int side : order) row << r.scores[at(side)].total() + r.gameBonus[at(side)];
        rows << row;
    }
    m_scores->setPlayers(names);
    m_scores->setDeals(rows);
}

void CanastaTable::updateSheet(const Observation& o) {
    const auto& results = m_session->history().results;
    if (!o.board.handOver() || results.empty()) {
        m_sheet->hide();
        return;
    }
    const CanastaSession::HandResult& r = results.back();
    const CanastaReport report(*m_session);
    QStringList columns;
    QList<QColor> colors;
    const int personSide = o.board.sideOf(o.seat);
    for (int side : m_session->sideOrder()) {
        columns << m_session->sideName(side);
        colors << CanastaSession::sideColor(side, personSide);
    }
    m_sheet->setSheet(report.title(r), columns, colors, report.rows(r, o.board.rules.targetScore),
                      report.footer(r));
    m_sheet->show();
    placeDealOverBox();
}

void CanastaTable::placeDealOverBox() {
    // Clear of the melds and hands if there is room, over the cards if need be, never over a seat: names,
    // scores and who went out stay in sight.
    const TableScale ui(m_size);
    dealoverbox::Spec spec{m_geo.centre, m_geo.area, {}, {}, {m_geo.area.width()}, ui.font(17), 10};
    for (SeatItem* seat : m_seats)
        if (seat->isVisible()) spec.seats << seat->sceneBoundingRect();
    for (PillItem* title : m_bandTitles)
        if (title->isVisible()) spec.labels << title->sceneBoundingRect();
    const qreal height = m_geo.area.height();
    dealoverbox::place(
        m_sheet,
        [this, height](qreal width, int font) -> std::optional<QSizeF> {
            m_sheet->fitInto(QSizeF(width, height), font);
            if (m_sheet->fontSize() != font) return std::nullopt;
            return m_sheet->boundingRect().size();
        },
        spec);
}

void CanastaTable::updateButtons() {
    if (!m_session->hasGame()) return;
    m_actions->update();
    m_actions->retranslate(); // "Next hand" or "New game"
    emit message(statusText());
}

bool CanastaTable::canGoOutSoon(const Observation& o) const {
    // The side has the canastas it needs, or a meld the hand can finish into one.
    const Board& b = o.board;
    const int side = b.sideOf(o.seat);
    if (b.canastas(side) >= b.rules.canastasToGoOut()) return true;
    const int wilds = o.hand.countFaces(kWildFaces);
    for (int slot = kFirstNaturalSlot; slot < kMeldSlots; ++slot) {
        if (!b.hasMeld(side, slot) || b.isCanastaMeld(side, slot)) continue;
        const int naturals = b.meldNaturals(side, slot) + o.hand.countFaces(slotFaces(slot));
        if (naturals >= 4 && naturals + b.meldWilds(side, slot) + wilds >= 7) return true;
    }
    return false;
}
