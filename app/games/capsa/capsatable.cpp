#include "capsatable.h"

#include "capsareport.h"
#include "capsasession.h"
#include "model/handmodel.h"
#include "model/scoremodel.h"
#include "table/animator.h"
#include "table/carditem.h"
#include "table/cardtheme.h"
#include "table/dealoverbox.h"
#include "table/pileitem.h"
#include "table/seatitem.h"
#include "table/tableactions.h"
#include "table/tablescale.h"
#include "table/tablescene.h"
#include "table/textpanelitem.h"

#include <QGraphicsView>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>

using namespace core::capsa;
using core::cards::Card;
using core::cards::CardSet;

namespace {
constexpr int kSeats = 4;

QList<Card> toList(CardSet set) {
    QList<Card> out;
    for (Card c : set) out << c;
    return out;
}

/// The others' hands lie face up: the round is over, or a replay shows every hand.
bool handsOpen(const Observation& o) {
    return o.roundOver ||
           std::any_of(o.revealedHands.begin(), o.revealedHands.end(), [](CardSet h) { return !h.empty(); });
}
} // namespace

CapsaTable::CapsaTable(CapsaSession* session, TableScene* scene, const TableWidgets& widgets, QObject* parent)
    : HandTable(session, scene, widgets, 52, kSeats, Choice::Several, {}, parent)
    , m_session(session) {
    m_centre = addZone(ZoneRole::Centre, true);
    m_playedPile = addZone(ZoneRole::Played, false, false);
    for (int s = 0; s < kSeats; ++s) m_seats[static_cast<std::size_t>(s)] = own(new SeatItem(s));
    m_comboLabel = own(new TextPanelItem);
    m_summary = addDealOverBox();

    declareActions();

    const auto order = [this](Card a, Card b) {
        const CardOrder o(m_session->state().rules(), false);
        if (m_sortBySuit && o.suitRank(a) != o.suitRank(b)) return o.suitRank(a) < o.suitRank(b);
        return o.singleKey(a) < o.singleKey(b);
    };
    m_hand->setOrder(order);
    connect(m_hand, &HandModel::selectionChanged, this, &CapsaTable::updateSelectionLook);

    connectSession();

    retranslate();
    if (m_session->hasGame()) newDeal();
}

void CapsaTable::roundEnded() {
    refresh();
    showSummary(m_session->humanObservation());
}

void CapsaTable::retranslate() {
    m_actions->retranslate();
    m_centre->setLabel(QString());
    m_playedPile->setLabel(tr("Played"));
    if (m_session->hasGame()) {
        refresh();
        if (m_session->isDealOver()) showSummary(m_session->humanObservation());
    }
}

void CapsaTable::layout(const QSizeF& size) {
    m_size = size;
    m_geo = CapsaGeometry(size, m_scene->theme()->aspectRatio());
    m_scene->theme()->setCardSize(m_geo.card.toSize(), devicePixelRatio());
    m_centre->setRect(m_geo.centre);
    const qreal handTop = m_geo.handRow.top() - m_geo.raise - 4;
    m_handPile->setRect(
        QRectF(m_geo.handRow.left() - 6, handTop, m_geo.handRow.width() + 6, size.height() - handTop));
    // Finished tricks go face down to the top right corner, out of everyone's way.
    m_playedPile->setRect(m_geo.played);
    m_playedPile->setLabelFontSize(int(m_geo.labelFont));
    for (int s = 0; s < kSeats; ++s) {
        SeatItem* seat = m_seats[static_cast<std::size_t>(s)];
        seat->setUiScale(m_geo.scale);
        seat->setWidth(m_geo.seatWidth);
        seat->setPos(m_geo.seatBox[static_cast<std::size_t>(s)]);
    }
    if (m_session->hasGame()) refresh();
    if (m_summary->isVisible()) placeDealOverBox();
}

void CapsaTable::newDeal() {
    clearHand();
    m_summary->hide();
    // Deal from the centre: every card starts there face down.
    gatherCards(m_pool.items(),
                m_geo.centre.center() - QPointF(m_geo.card.width() / 2, m_geo.card.height() / 2), m_geo.card);
    if (m_log) m_log->clear();
    refresh();
}

void CapsaTable::assignIdentities(const Observation& o) {
    // Who played each card seen this round, so the card leaves the right hand.
    QHash<int, int> playedBy;
    for (const LogEntry& e : o.log)
        for (Card c : e.move.cards) playedBy.insert(c.id(), e.seat);
    for (Card c : o.hand) m_pool.reveal(c.id(), c, o.seat);
    for (Card c : o.trickCards) m_pool.reveal(c.id(), c, playedBy.value(c.id(), 0));
    for (Card c : o.playedEarlier) m_pool.reveal(c.id(), c, playedBy.value(c.id(), 0));
    for (int s = 0; s < kSeats; ++s)
        for (Card c : o.revealedHands[static_cast<std::size_t>(s)]) m_pool.reveal(c.id(), c, s);
    // Each bot holds as many backs as it has cards.
    const auto backs = [&](int s) {
        return s == o.seat || handsOpen(o) ? 0 : o.handCounts[static_cast<std::size_t>(s)];
    };
    for (int s = 0; s < kSeats; ++s) m_pool.release(s, backs(s));
    for (int s = 0; s < kSeats; ++s) m_pool.fill(s, backs(s));
}

void CapsaTable::refresh() {
    if (!m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    m_hand->setCards(toList(o.hand));
    assignIdentities(o);

    const QSizeF card = m_geo.card, small = m_geo.small;
    Animator* anim = m_scene->animator();
    anim->begin();
    QSet<CardItem*> placed;
    const auto lay = [&](CardItem* item, QPointF pos, qreal z, bool faceUp, QSizeF size, Place where,
                         int delay = 0, qreal rotation = 0) {
        item->place = where;
        place(item, pos, z, faceUp, size, delay, rotation);
        placed.insert(item);
    };

    // The person's hand: a row beside their plate, centred in the window when there is room, overlapping as
    // needed; selected cards stand up.
    const QList<CardItem*> handItems =
        layHand({m_geo.handRow, m_size.width() / 2, card, card.width() * 0.62, m_geo.raise, 100, 18});
    for (CardItem* item : handItems) placed.insert(item);

    // The bots' hands: compact fans of backs under their plates, or their cards face up when the round is
    // over (then wider, towards the middle of the table).
    for (int s = 0; s < kSeats; ++s) {
        if (s == o.seat) continue;
        const bool open = handsOpen(o);
        QList<int> shown; // with the hands open; the backs otherwise
        for (Card c : o.revealedHands[at(s)]) shown << c.id();
        QRectF room = m_geo.hands[static_cast<std::size_t>(s)];
        if (open)
            room = s == 2   ? QRectF(m_geo.banner.left(), room.top(), m_geo.banner.width(), room.height())
                   : s == 1 ? room.adjusted(0, 0, room.width() * 0.6, 0)
                            : room.adjusted(-room.width() * 0.6, 0, 0, 0);
        const QList<CardItem*> items =
            layOthersHand(s, shown,
                          {QRectF(room.left(), room.top(), room.width(), small.height()),
                           s == 1 && open   ? Qt::AlignLeft
                           : s == 3 && open ? Qt::AlignRight
                                            : Qt::AlignHCenter,
                           small, 0.42, 0.16, 50, 12});
        for (CardItem* item : items) placed.insert(item);
    }

    // The trick: each play of this trick a little to the left of and below the next, the latest on top; the
    // whole inside the centre, between the side seats.
    QList<QList<Card>> plays;
    for (const LogEntry& e : o.log) {
        if (e.trick != o.trick || e.move.isPass()) continue;
        plays << toList(e.move.cards);
    }
    const CombinationRules rules(o.rules, o.twoDemoted);
    QList<int> sizes;
    for (const QList<Card>& play : plays) sizes << int(play.size());
    const QList<QList<QPointF>> spots = m_geo.trick(sizes);
    for (int p = 0; p < plays.size(); ++p) {
        // Laid down as the core reads the combination: a straight in the order of its sequence.
        const std::vector<Card> laid = rules.inPlayOrder(rules.classify(CardSet::of(plays[p])));
        for (std::size_t i = 0; i < laid.size(); ++i)
            if (CardItem* item = m_pool.known(laid[i].id()))
                lay(item, spots[p][int(i)], 1000 + p * 20 + int(i), true, card, ZoneRole::Centre);
    }
    // Everything else was played in earlier tricks: a face-down heap in the corner, its label free under it.
    int heap = 0;
    for (CardItem* item : m_pool.items()) {
        if (placed.contains(item)) continue;
        const QPointF pos = m_playedPile->rect().topLeft() +
                            QPointF((m_playedPile->rect().width() - small.width()) / 2 + (heap % 4) * 0.6,
                                    6 + (heap % 4) * 0.4);
        lay(item, pos, 10 + heap, false, small, ZoneRole::Played, 0, (heap % 7) - 3.0);
        ++heap;
    }
    anim->commit();

    // Seats: names, counts, badges, whose turn.
    for (int s = 0; s < kSeats; ++s) {
        SeatItem* seat = m_seats[static_cast<std::size_t>(s)];
        seat->setName(seatName(s));
        const int count = o.handCounts[static_cast<std::size_t>(s)];
        seat->setDetail(count == 0 ? tr("out") : tr("%n card(s)", nullptr, count));
        QString badge;
        const auto it = std::find(o.finishOrder.begin(), o.finishOrder.end(), s);
        if (it != o.finishOrder.end() && (count == 0 || o.roundOver))
            badge = CapsaReport::placeBadge(int(it - o.finishOrder.begin()));
        else if ((o.passedMask >> s) & 1u)
            badge = tr("Pass");
        seat->setBadge(badge);
        seat->setActive(!o.roundOver && o.current == s);
    }
    if (o.table) {
        m_comboLabel->setLines(
            QString(),
            {tr("%1 \u2014 %2").arg(CapsaSession::describe(*o.table, rules), seatName(o.tableOwner))});
    } else if (!o.roundOver) {
        m_comboLabel->setLines(
            QString(), {o.current == o.seat ? tr("Your lead") : tr("%1 leads").arg(seatName(o.current))});
    } else {
        m_comboLabel->setLines(QString(), {});
    }
    // The banner in its own room between the top seat's cards and the trick.
    m_comboLabel->fitInto(m_geo.banner.size(), TableScale(m_size).font(15));
    m_comboLabel->setPos(m_geo.banner.center());
    m_playedPile->setVisible(heap > 0);
    updateLog();
    updateScores(o);
    updateButtons();
    updateSelectionLook();
}

void CapsaTable::updateScores(const Observation& o) {
    if (!m_scores) return;
    QStringList names;
    for (int s = 0; s < kSeats; ++s) names << seatName(s);
    QVector<QVector<int>> rounds;
    for (const RoundResult& r : o.results) rounds.append(QVector<int>(r.points.begin(), r.points.end()));
    m_scores->setPlayers(names);
    m_scores->setDeals(rounds);
}

CapsaReport CapsaTable::report() const {
    QStringList names;
    for (int s = 0; s < kSeats; ++s) names << seatName(s);
    return CapsaReport(names, m_session->humanSeat());
}

void CapsaTable::updateLog() {
    showLog(report().log(m_session->humanObservation()));
}

void CapsaTable::showSummary(const Observation& o) {
    if (!o.roundOver || o.results.empty()) return;
    const CapsaReport words = report();
    m_summary->setLines(words.title(o), words.lines(o));
    m_summary->show();
    placeDealOverBox();
    m_actions->retranslate();
}

void CapsaTable::placeDealOverBox() {
    // Clear of the last trick and the hands if there is room, never over a seat.
    const TableScale ui(m_size);
    const qreal width = std::min(m_geo.area.width(), ui(640));
    dealoverbox::Spec spec{m_geo.centre.center(), m_geo.area,  {},         {},
                           {width, width * 0.75}, ui.font(17), ui.font(13)};
    for (int s = 0; s < kSeats; ++s) spec.seats << m_seats[static_cast<std::size_t>(s)]->sceneBoundingRect();
    dealoverbox::place(m_summary, spec);
}

void CapsaTable::updateButtons() {
    if (!m_session->hasGame()) return;
    updateSelectionLook();
    emit message(statusText());
}

void CapsaTable::updateSelectionLook() {
    showChoice();
    const bool legal = legalSelection();
    m_actions->update();
    // The centre lights up only for a legal play.
    m_centre->setHighlight(legal ? PileItem::Highlight::Allowed : PileItem::Highlight::None);
}

QString CapsaTable::statusText() const {
    if (!m_session->hasGame()) return {};
    const Observation o = m_session->humanObservation();
    if (o.roundOver)
        return o.gameOver ? tr("The game is over. Press New game (Enter) to play again.")
                          : tr("The round is over. Press Next round (Enter) to deal again.");
    if (o.current != o.seat) return tr("%1 is thinking\u2026").arg(seatName(o.current));
    if (o.mustPlayThreeOfDiamonds) return tr("Your turn: lead a combination that contains the 3\u2666.");
    if (!o.table) return tr("Your turn: lead any combination.");
    return tr("Your turn: beat %1 with the same number of cards, or pass.")
        .arg(CapsaSession::describe(*o.table, CombinationRules(o.rules, o.twoDemoted)));
}
