#include "empatsatutable.h"

#include "empatsatureport.h"
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
#include "valuetagitem.h"

#include <QGraphicsView>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>

#include <algorithm>

using namespace core::empatsatu;
using core::cards::Card;
using Geo = EmpatSatuGeometry;
using core::cards::CardSet;

namespace {

// Spades, hearts, clubs, diamonds: the colours alternate, as people sort a hand.
int suitOrder(Card c) {
    static constexpr int kOrder[] = {2, 3, 1, 0}; // by Suit: clubs, diamonds, hearts, spades
    return kOrder[c.suitIndex()];
}

bool handOrder(Card a, Card b) {
    if (suitOrder(a) != suitOrder(b)) return suitOrder(a) < suitOrder(b);
    return a.rankIndex() > b.rankIndex();
}

QList<Card> sorted(CardSet set) {
    QList<Card> out;
    for (Card c : set) out << c;
    std::sort(out.begin(), out.end(), handOrder);
    return out;
}

} // namespace

EmpatSatuTable::EmpatSatuTable(EmpatSatuSession* session, TableScene* scene, const TableWidgets& widgets,
                               QObject* parent)
    : HandTable(session, scene, widgets, 52, kMaxSeats, Choice::One, {}, parent)
    , m_session(session) {
    m_stockPile = addZone(ZoneRole::Stock, false);
    m_centralPile = addZone(ZoneRole::Discard, true);
    for (int s = 0; s < kMaxSeats; ++s) {
        m_piles[at(s)] = addZone(Place(ZoneRole::SeatDiscard, s), s == 0);
        m_seats[at(s)] = own(new SeatItem(s));
    }
    for (auto& tag : m_tags) {
        tag = own(new ValueTagItem);
        tag->hide();
    }
    m_pileCaption = own(new TextPanelItem);
    m_pileCaption->setBackgroundAlpha(120);
    m_scoreLabel = own(new TextPanelItem);
    m_summary = addDealOverBox();

    declareActions();

    m_hand->setOrder(handOrder);
    connectSession();

    retranslate();
    if (m_session->hasGame()) newDeal();
}

// --- Names and texts ---------------------------------------------------------------------------------------

QString EmpatSatuTable::scoreText() const {
    if (!m_session->hasGame()) return {};
    const CardSet hand = m_session->humanObservation().hand;
    if (hand.empty()) return {};
    if (hand.count() > kHandSize) {
        const HandValue best = EmpatSatuSession::bestFour(hand);
        return tr("Best four: %1 (%2)")
            .arg(EmpatSatuSession::signedNumber(best.score), EmpatSatuSession::suitSymbol(best.suit));
    }
    const HandValue v = evaluate(hand);
    return tr("Score: %1 (%2)")
        .arg(EmpatSatuSession::signedNumber(v.score), EmpatSatuSession::suitSymbol(v.suit));
}

// --- Which item shows which card ---------------------------------------------------------------------------

void EmpatSatuTable::newDeal() {
    clearHand();
    m_summary->hide();
    placeZones(); // the seats and piles of this game's players
    // Every card starts on the stock, face down, and is dealt from there.
    gatherCards(m_pool.items(), m_stockPile->rect().topLeft() + QPointF(8, 8), geo().card);
    if (m_log) m_log->clear();
    refresh();
}

void EmpatSatuTable::assignIdentities(const Observation& o) {
    // A card seen for the first time comes from where it was hidden: the person's draws from the stock, the
    // others' throws and their hands shown at the end from their backs.
    const auto reveal = [&](Card c, int from) {
        m_pool.reveal(c.id(), c, from == o.seat ? CardPool::kStock : from);
    };
    for (Card c : o.hand) reveal(c, o.seat);
    for (const DiscardEntry& d : o.discards) reveal(d.card, d.seat);
    for (int s = 0; s < o.rules.players; ++s) {
        for (Card c : o.known[at(s)]) reveal(c, s);
        if (o.result)
            for (Card c : o.result->hands[at(s)]) reveal(c, s);
    }
    // Each other hand holds as many backs as it has cards nobody has seen; drawn ones come off the stock.
    const auto backs = [&](int s) {
        return s == o.seat || s >= o.rules.players || o.result ? 0
                                                               : o.handCounts[at(s)] - o.known[at(s)].count();
    };
    for (int s = 0; s < kMaxSeats; ++s) m_pool.release(s, backs(s));
    m_pool.release(CardPool::kStock, o.stockCount);
    for (int s = 0; s < kMaxSeats; ++s) m_pool.fill(s, backs(s));
    m_pool.fill(CardPool::kStock, o.stockCount);
}

// --- Drawing the table -------------------------------------------------------------------------------------

void EmpatSatuTable::refresh() {
    if (!m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    m_hand->setCards(sorted(o.hand));
    assignIdentities(o);

    Animator* anim = m_scene->animator();
    anim->begin();
    placeHands(o);
    placeStock();
    placeDiscards(o);
    anim->commit();

    m_stockPile->setLabel(tr("Stock: %1").arg(o.stockCount));
    m_centralPile->setVisible(isCentral());
    for (int s = 0; s < kMaxSeats; ++s) m_piles[at(s)]->setVisible(!isCentral() && s < o.rules.players);
    m_piles[0]->setLabel(tr("Your discards"));
    m_centralPile->setLabel(tr("Discards"));
    // Who threw the cards that can be seen on the central pile, in the same order as they lie.
    QStringList throws;
    const std::size_t shown = std::min<std::size_t>(o.discards.size(), 3);
    for (std::size_t i = o.discards.size() - shown; i < o.discards.size(); ++i)
        throws << tr("%1 %2").arg(EmpatSatuSession::cardText(o.discards[i].card),
                                  seatName(o.discards[i].seat));
    m_pileCaption->setLines(QString(), isCentral() && !throws.isEmpty() && !o.handOver()
                                           ? QStringList{throws.join(QStringLiteral(" \u00b7 "))}
                                           : QStringList{});
    m_pileCaption->setPos(m_centralPile->rect().center().x(),
                          m_centralPile->rect().bottom() + 8 + m_pileCaption->boundingRect().height() / 2);

    updateSeats(o);
    updateTags(o);
    updateLog(o);
    updateScores(o);
    updateButtons();
    if (o.handOver())
        showSummary(o);
    else
        m_summary->hide();
}

void EmpatSatuTable::placeHands(const Observation& o) {
    for (CardItem* item : m_pool.items()) item->setMark({}, {}); // marked again below while still in a hand
    const QSizeF card = geo().card, small = geo().small;
    // The person's cards: a row at the bottom, hardly overlapping; the chosen card stands up.
    QList<QPointF> laid;
    layHand(
        {geo().handRow, m_size.width() / 2, card, card.width() * 1.08, card.height() * Geo::kRaise, 300, 15},
        &laid);
    for (int i = 0; i < laid.size() && i < int(m_tags.size()); ++i) {
        // The value tag rides above its card.
        ValueTagItem* tag = m_tags[at(i)];
        m_scene->animator()->move(
            tag, QPointF(laid[i].x() + card.width() / 2, laid[i].y() - tag->size().height() - 4), 0, 400,
            i * 15);
    }

    // The others: cards known to be there face up first, then the backs; every hand face up at the end.
    for (int s = 0; s < o.rules.players; ++s) {
        if (s == o.seat) continue;
        QList<int> shown;
        for (Card c : sorted(o.result ? o.result->hands[at(s)] : o.known[at(s)])) {
            shown << c.id();
            // Say why a card in a hidden hand is face up (a replay may show the whole hand).
            if (CardItem* item = m_pool.known(c.id()); item && !o.result && o.taken[at(s)].contains(c))
                item->setMark(
                    tr("seen"),
                    tr("%1 took this card from the discards: everyone has seen it.").arg(seatName(s)));
        }
        // Face-up cards show their corner; at the end of a hand every card is shown a little wider.
        const EmpatSatuGeometry::SeatPlace p = geo().seatPlace(s);
        const qreal wide = 2 * m_size.width(); // room enough: centred under the plate
        layOthersHand(s, shown,
                      {QRectF(p.hand.x() - wide / 2, p.hand.y(), wide, small.height()), Qt::AlignHCenter,
                       small, o.result ? 0.6 : 0.5, o.result ? 0.6 : 0.4, 300, 12});
    }
}

void EmpatSatuTable::placeStock() {
    if (CardItem* top = layStock(m_pool.backs(CardPool::kStock),
                                 m_stockPile->rect().topLeft() + QPointF(8, 8), geo().card, 100))
        top->setInteractive(m_session->isHumanTurn() && !m_session->check(Move::draw()));
}

void EmpatSatuTable::placeDiscards(const Observation& o) {
    const bool mayTake = m_session->isHumanTurn() && o.takeable.isValid() && !m_session->check(Move::take());
    const auto fan = [&](const std::vector<Card>& pile, const QPointF& origin, const QSizeF& size,
                         bool wide) {
        const int count = int(pile.size());
        for (int j = 0; j < count; ++j) {
            CardItem* item = m_pool.known(pile[at(j)].id());
            if (!item) continue;
            const int slot =
                std::max(0, j - std::max(0, count - Geo::kFanShown)); // older ones lie squared under
            QPointF pos = origin + QPointF(slot * size.width() * Geo::kFanStep, 0);
            const bool takeable = pile[at(j)] == o.takeable && mayTake;
            if (takeable) pos.ry() -= size.height() * (wide ? Geo::kRaise : 0.25);
            item->place = ZoneRole::Discard;
            place(item, pos, 200 + j, true, size);
            if (takeable) {
                item->setHinted(true);
                item->setInteractive(true);
            }
        }
    };
    if (isCentral()) {
        fan(o.centralPile(), m_centralPile->rect().topLeft() + QPointF(8, 8), geo().card, true);
    } else {
        for (int s = 0; s < o.rules.players; ++s) {
            const QRectF r = geo().seatPlace(s).pile;
            const QSizeF small = geo().small;
            const qreal pileWidth = small.width() * (1 + (Geo::kFanShown - 1) * Geo::kFanStep);
            const QPointF origin =
                s == 0 ? QPointF(r.center().x() - pileWidth / 2, r.top() + 8) : r.topLeft();
            fan(o.pile(s), origin, small, false);
        }
    }
}

void EmpatSatuTable::updateSeats(const Observation& o) {
    for (int s = 0; s < kMaxSeats; ++s) {
        SeatItem* seat = m_seats[at(s)];
        seat->setVisible(s < o.rules.players);
        if (s >= o.rules.players) continue;
        seat->setName(seatName(s));
        QString detail, badge;
        if (o.result) {
            const HandResult& r = *o.result;
            detail = tr("Score %1 (%2)")
                         .arg(EmpatSatuSession::signedNumber(r.scores[at(s)]),
                              EmpatSatuSession::suitSymbol(r.suits[at(s)]));
            badge = s == r.winner() ? tr("Winner") : (s == r.loser() ? tr("Loser") : QString());
        } else {
            // With the tally on, it replaces the card count (four, or five during a turn).
            detail = o.rules.runningTotals
                         ? tr("won %1 \u00b7 lost %2").arg(o.wins[at(s)]).arg(o.losses[at(s)])
                         : tr("%n card(s)", nullptr, o.handCounts[at(s)]);
            badge = s == o.dealer ? tr("Dealer") : QString();
        }
        seat->setDetail(detail);
        seat->setBadge(badge);
        seat->setActive(!o.handOver() && o.current == s);
    }
}

void EmpatSatuTable::updateTags(const Observation& o) {
    const QList<Card> cards = m_hand->cards();
    CardSet hand = CardSet::of(cards);
    // The counting suit; of the best four while holding five.
    Q_UNUSED(o);
    const core::cards::Suit suit =
        hand.count() > kHandSize ? EmpatSatuSession::bestFour(hand).suit : evaluate(hand).suit;
    m_scoreLabel->setLines(QString(), {scoreText()});
    const EmpatSatuGeometry::SeatPlace me = geo().seatPlace(0);
    placeScoreLabel(me);

    for (std::size_t i = 0; i < m_tags.size(); ++i) {
        ValueTagItem* tag = m_tags[i];
        const bool shown = i < std::size_t(cards.size());
        tag->setVisible(shown);
        if (!shown) continue;
        const Card c = cards[qsizetype(i)];
        tag->setValue(c.suit() == suit ? cardValue(c) : -cardValue(c));
    }
}

void EmpatSatuTable::updateButtons() {
    if (!m_session->hasGame()) return;
    m_actions->update();
    m_actions->retranslate(); // "Next hand" or "New game"
    emit message(statusText());
}

void EmpatSatuTable::updateLog(const Observation& o) {
    QStringList names;
    for (int s = 0; s < o.rules.players; ++s) names << seatName(s);
    const EmpatSatuReport report(names);
    QList<LogLine> lines{{report.handHeader(o.handIndex, o.dealer), true}};
    for (const EmpatSatuSession::Action& a : m_session->history().actions)
        if (a.hand == o.handIndex) lines << LogLine{report.action(a)};
    if (o.result) lines << LogLine{report.outcome(*o.result), true};
    showLog(lines);
}

void EmpatSatuTable::updateScores(const Observation& o) {
    if (!m_scores) return;
    // The seed keeps no score; with the tally on, a won hand counts +1 and a lost one -1.
    if (!o.rules.runningTotals) {
        m_scores->setPlayers({});
        m_scores->setDeals({});
        return;
    }
    QStringList names;
    for (int s = 0; s < o.rules.players; ++s) names << seatName(s);
    QVector<QVector<int>> rows;
    for (const HandResult& r : m_session->history().results) {
        QVector<int> row(o.rules.players, 0);
        row[r.winner()] = 1;
        row[r.loser()] = -1;
        rows << row;
    }
    m_scores->setPlayers(names);
    m_scores->setDeals(rows);
}

void EmpatSatuTable::showSummary(const Observation& o) {
    if (!o.result) return;
    QStringList names;
    for (int s = 0; s < o.rules.players; ++s) names << seatName(s);
    const EmpatSatuReport report(names);
    QStringList lines = report.ranking(*o.result);
    const QStringList ties = report.tieBreaks(*o.result);
    if (!ties.isEmpty()) lines << QString() << ties;
    lines << QString();
    if (m_session->isGameOver()) {
        const int winner = m_session->gameWinner();
        lines << (winner == o.seat ? tr("The session is over: you won the most hands!")
                                   : tr("The session is over: %1 won the most hands.").arg(seatName(winner)));
    } else {
        lines << report.nextHand(*o.result);
    }
    m_summary->setLines(report.title(o.handIndex, *o.result), lines);
    m_summary->show();
    placeDealOverBox();
}

void EmpatSatuTable::placeDealOverBox() {
    // Clear of the cards shown if there is room, never over a seat: who won and who lost stays in sight.
    dealoverbox::Spec spec;
    for (SeatItem* seat : m_seats)
        if (seat->isVisible()) spec.seats << seat->sceneBoundingRect();
    // The values over the person's cards and the score above their seat are kept clear like the cards.
    for (ValueTagItem* tag : m_tags)
        if (tag->isVisible()) spec.labels << tag->sceneBoundingRect();
    if (m_scoreLabel->isVisible()) spec.labels << m_scoreLabel->sceneBoundingRect();
    const TableScale ui(m_size);
    const EmpatSatuGeometry g = geo();
    spec.area = QRectF(g.margin, g.margin, m_size.width() - 2 * g.margin, m_size.height() - 2 * g.margin);
    spec.widths = {std::min(spec.area.width(), ui(620))};
    spec.preferred = g.centre;
    spec.font = ui.font(17);
    spec.smallest = std::min(spec.font, ui.font(13));
    dealoverbox::place(m_summary, spec);
}

QList<ValueTagItem*> EmpatSatuTable::valueTags() const {
    QList<ValueTagItem*> out;
    for (ValueTagItem* t : m_tags)
        if (t->isVisible()) out << t;
    return out;
}

void EmpatSatuTable::placeScoreLabel(const EmpatSatuGeometry::SeatPlace& me) {
    // Above the person's seat, but never past the left edge of the table, however long the text.
    const QRectF box = m_scoreLabel->boundingRect();
    m_scoreLabel->setPos(std::max(me.box.x(), geo().margin + box.width() / 2),
                         me.box.y() - geo().overhang - 6 - box.height() / 2);
}

// --- Where things go ---------------------------------------------------------------------------------------

bool EmpatSatuTable::isCentral() const {
    return !m_session->hasGame() || m_session->state().rules().discardPiles == DiscardPiles::Central;
}

int EmpatSatuTable::seatTotal() const {
    return m_session->hasGame() ? m_session->seatCount() : 4;
}

EmpatSatuGeometry EmpatSatuTable::geo() const {
    return {m_size, m_scene->theme()->aspectRatio(), seatTotal(), isCentral()};
}

void EmpatSatuTable::layout(const QSizeF& size) {
    m_size = size;
    placeZones();
    if (m_session->hasGame()) refresh();
}

void EmpatSatuTable::placeZones() {
    const QSizeF size = m_size;
    const EmpatSatuGeometry g = geo();
    m_scene->theme()->setCardSize(g.card.toSize(), devicePixelRatio());
    m_handPile->setRect(g.handZone);
    m_stockPile->setRect(g.stock);
    m_centralPile->setRect(g.pile);
    m_pileCaption->setFontSize(std::clamp(int(g.card.height() * 0.085), 11, 15));
    m_pileCaption->setMaxWidth(g.pileWidth + 40);
    for (int s = 0; s < kMaxSeats; ++s) {
        const EmpatSatuGeometry::SeatPlace p = g.seatPlace(s);
        m_seats[at(s)]->setUiScale(g.scale);
        m_seats[at(s)]->setWidth(g.seatWidth);
        m_seats[at(s)]->setPos(p.box);
        m_piles[at(s)]->setRect(s == 0 ? p.pile : p.pile.adjusted(-6, -6, 6, 6));
    }
    m_scoreLabel->setFontSize(std::clamp(int(size.height() / 52), 13, 19));
    m_scoreLabel->setMaxWidth(std::max(g.seatWidth + 40, 300.0));
    placeScoreLabel(g.seatPlace(0));
    for (PileItem* pile : m_piles) pile->setLabelFontSize(TableScale(size).font(12));
    for (PileItem* pile : {m_stockPile, m_centralPile}) pile->setLabelFontSize(TableScale(size).font(12));
    for (ValueTagItem* t : m_tags) t->setFontSize(std::clamp(int(g.card.height() * 0.095), 11, 16));
}

PileItem* EmpatSatuTable::discardTarget() const {
    return isCentral() ? m_centralPile : m_piles[0];
}
