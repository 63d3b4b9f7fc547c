// CanastaTable, the placing of every card: the person's hand, the others' hands, the stock and the pile,
// and each side's melds, and the box shown when a hand is over (the rest of the class is in
// canastatable.cpp).
#include "canastasession.h"
#include "canastatable.h"
#include "games/pointstext.h"
#include "pillitem.h"
#include "scoresheetitem.h"
#include "table/animator.h"
#include "table/carditem.h"
#include "table/pileitem.h"
#include "table/tablelayout.h"
#include "table/tablescale.h"
#include "table/tablescene.h"
#include "table/textpanelitem.h"

#include <algorithm>

using namespace core::canasta;
using core::cards::Card;

namespace {
constexpr qreal kRaise = 0.18; // a selected card stands up by this much of its height

PhysicalCard phys(int p) {
    return static_cast<PhysicalCard>(p);
}

// Natural cards first (by suit), then 2s, then jokers: a meld column reads from its rank down to its wild
// cards.
bool meldOrder(PhysicalCard a, PhysicalCard b) {
    const auto key = [](PhysicalCard p) {
        const Card c = faceOf(p);
        return (isWild(c) ? 1000 : 0) + (c.isJoker() ? 100 : 0) + c.id() * 2 + p / Card::kIdCount;
    };
    return key(a) < key(b);
}
QList<PhysicalCard> listOf(PhysSet cards) {
    const auto v = cards.toVector();
    return QList<PhysicalCard>(v.begin(), v.end());
}
} // namespace

// --- Drawing the table -------------------------------------------------------------------------------------

void CanastaTable::placeHand(const Observation& o) {
    const QSizeF card = m_geo.handCard;
    const QList<CardItem*> items = layHand({m_geo.handRow, m_geo.handRow.center().x(), card,
                                            card.width() * 1.04, card.height() * kRaise, 300, 12});
    const PhysSet penalty = o.board.penalty[o.seat];
    for (CardItem* item : items) {
        // Penalty cards lie face up for everyone: marked (in a look of their own, not a hint's) so the person
        // sees which ones they must throw.
        if (penalty.contains(phys(m_pool.keyOf(item))))
            item->setMark(tr("penalty"),
                          tr("A penalty card: you could not go out when bound to. It lies face up, you must "
                             "discard one penalty card each turn, and each still held when the hand ends "
                             "counts against your side."),
                          CardItem::MarkTone::Warning);
        else
            item->setMark({}, {});
    }
}

void CanastaTable::placeOthers(const Observation& o) {
    const Board& b = o.board;
    // Marked again below while still in a hand (the person's own hand is marked by placeHand).
    for (CardItem* item : m_pool.items())
        if (!item->place.is(ZoneRole::Hand)) item->setMark({}, {});
    const QSizeF small = m_geo.backCard;
    QList<int> across;
    if (b.table.active(o.seat)) {
        for (int k = 1; k < b.table.count; ++k) across << b.table.next(o.seat, k);
    } else {
        for (int i = 0; i < b.table.count; ++i) across << b.table.clockwise[at(i)];
    }
    for (int i = 0; i < across.size(); ++i) {
        const int s = across[i];
        const CanastaGeometry::SeatSpot& spot = m_geo.seats[i];
        QList<PhysicalCard> shown = listOf(b.handOver() ? b.revealed[s] : (b.known[s] | b.penalty[s]));
        std::stable_sort(shown.begin(), shown.end(),
                         [](PhysicalCard x, PhysicalCard y) { return handOrder(faceOf(x), faceOf(y)); });
        for (PhysicalCard p : shown)
            if (CardItem* item = m_pool.known(p)) {
                // Say why a card in a hidden hand is face up.
                if (b.handOver())
                    continue;
                else if (b.penalty[s].contains(p))
                    item->setMark(
                        tr("penalty"),
                        tr("A penalty card of %1: it stays face up and counts against the side if it "
                           "is still held when the hand ends.")
                            .arg(m_session->seatName(s)),
                        CardItem::MarkTone::Warning);
                else if (!m_session->revealsHands()) // a replay may show the whole hand
                    item->setMark(tr("seen"),
                                  tr("%1 took this card with the discard pile: everyone has seen it.")
                                      .arg(m_session->seatName(s)));
            }
        // Face-up cards show their corner; backs only need to be counted at a glance.
        const qreal room = std::max(small.width(), spot.fanRoom);
        layOthersHand(s, QList<int>(shown.begin(), shown.end()),
                      {QRectF(spot.fan.x(), spot.fan.y(), room, small.height()),
                       spot.beside ? Qt::AlignLeft : Qt::AlignHCenter, small, 0.42, 0.2, 50, 8});
    }
}

void CanastaTable::placeStockAndPile(const Observation& o) {
    const Board& b = o.board;
    const QSizeF card = m_geo.pileCard;
    m_stockPile->setRect(m_geo.stock);
    m_discardPile->setRect(m_geo.pile);
    const bool mine = myTurn();
    if (CardItem* top = layStock(m_pool.backs(CardPool::kStock), m_geo.stock.topLeft() + QPointF(8, 6), card,
                                 100, 14, 0.45)) {
        const auto draws = drawMoves(b);
        top->setInteractive(mine && !draws.empty() && !m_session->check(draws.back()));
    }

    // The discard pile: squared, the card that froze it crosswise, the top card face up.
    int freezer = -1;
    if (b.frozen != Frozen::No) {
        for (int i = 0; i < b.pile.size(); ++i) {
            const Card c = faceOf(b.pile[i]);
            const bool match = b.frozen == Frozen::RedThreeUpcard ? isRedThree(c) : isWild(c);
            if (match) {
                freezer = i;
                break;
            }
        }
    }
    const QPointF pileOrigin(m_geo.pile.center().x() - card.width() / 2, m_geo.pile.top() + 6);
    bool mayTake = false;
    if (mine && (b.phase == Phase::Draw || b.phase == Phase::LastChance))
        for (const Move& m : o.legalMoves()) mayTake = mayTake || m.kind == MoveKind::Take;
    for (int i = 0; i < b.pile.size(); ++i) {
        CardItem* item = m_pool.known(b.pile[i]);
        if (!item) continue;
        const qreal lift = std::min(i, 10) * 0.4;
        item->place = ZoneRole::Discard;
        const bool top = i == b.pile.size() - 1;
        place(item, pileOrigin - QPointF(lift, lift), 200 + i, true, card, 0, i == freezer && !top ? 90 : 0);
        if (top && mine && (b.phase == Phase::Draw || b.phase == Phase::LastChance)) {
            item->setInteractive(true);
            item->setHinted(mayTake);
        }
    }
    m_stockPile->setLabel(tr("Stock: %1").arg(b.stockCount));
    m_discardPile->setLabel(tr("Pile: %1").arg(b.pile.size()));
    m_stockPile->setLabelFontSize(int(m_geo.labelFont));
    m_discardPile->setLabelFontSize(int(m_geo.labelFont));

    // Marks beside the pile (frozen, stopped by a black 3) and the note on the pile cards set aside: where
    // they hide no seat, no meld and no pile.
    const TableScale ui(m_size);
    const int font = ui.font(13);
    QList<QRectF> keepClear = zones();
    const auto put = [&](const QSizeF& size, const QPointF& preferred) {
        const QRectF at =
            tablelayout::clearRect(size, preferred, m_geo.area, keepClear)
                .value_or(tablelayout::keepInside(
                    QRectF(preferred - QPointF(size.width() / 2, size.height() / 2), size), m_geo.area));
        keepClear << at;
        return at;
    };
    const qreal markX = m_geo.pile.right() + ui(6);
    qreal markY = m_geo.pile.top() + ui(8);
    for (PillItem* mark : {m_frozenMark, m_stopMark}) {
        const bool shown = mark == m_frozenMark ? b.pileFrozen() : b.blackThreeOnTop();
        mark->setText(mark == m_frozenMark ? tr("Frozen") : tr("Black 3: stop"));
        mark->setFontSize(font);
        mark->setAnchor(PillItem::Anchor::Centre);
        mark->setVisible(shown);
        if (!shown) continue;
        const QSizeF size = mark->size();
        const QRectF at = put(size, QPointF(markX + size.width() / 2, markY + size.height() / 2));
        mark->setPos(at.center());
        markY = at.bottom() + ui(4);
    }

    // Pile cards set aside until the first meld is complete: where the pile was (it has just been taken),
    // with a note beside them.
    const QList<PhysicalCard> pending = listOf(b.turn.pending);
    m_pendingNote->setVisible(!pending.isEmpty());
    if (!pending.isEmpty()) {
        const qreal step =
            std::min(card.width() * 0.22, card.width() * 1.4 / std::max<qsizetype>(1, pending.size()));
        const qreal left = m_geo.pile.left() + 8;
        for (int i = 0; i < pending.size(); ++i)
            if (CardItem* item = m_pool.known(pending[i])) {
                item->place = ZoneRole::Pending;
                place(item, QPointF(left + i * step, pileOrigin.y()), 200 + i, true, card);
            }
        keepClear << QRectF(QPointF(left, pileOrigin.y()),
                            QSizeF(step * (pending.size() - 1) + card.width(), card.height()));
        const QString note =
            tr("Set aside from the pile until\nthe first meld counts %1").arg(b.minimum(b.sideOf(b.current)));
        m_pendingNote->setFontSize(std::max(11, font - 1));
        m_pendingNote->setLines(QString(), note.split(QLatin1Char('\n')));
        const QSizeF size = m_pendingNote->boundingRect().size();
        const qreal x = std::max(markX, left + step * (pending.size() - 1) + card.width() + 8);
        m_pendingNote->setPos(put(size, QPointF(x + size.width() / 2, markY + size.height() / 2)).center());
    }
}

QList<QRectF> CanastaTable::zones() const {
    // The seats (plates with their badges, hands), the meld bands, the stock and the pile.
    QList<QRectF> out{m_geo.personZone(), m_geo.stock, m_geo.pile,
                      m_geo.handRow.adjusted(0, -m_geo.handCard.height() * kRaise, 0, 0)};
    for (const CanastaGeometry::SeatSpot& spot : m_geo.seats) out << m_geo.seatZone(spot);
    for (const CanastaGeometry::SeatSpot& spot : m_geo.outSeats) out << m_geo.seatZone(spot);
    return out << m_meldZones;
}

void CanastaTable::placeMelds(const Observation& o) {
    const Board& b = o.board;
    const int mine = b.sideOf(o.seat);
    for (PileItem* t : m_meldTargets) {
        t->setVisible(false);
        t->setAcceptsDrops(false);
    }
    m_targetSlot.clear();
    m_meldZones.clear();
    for (PillItem* tag : m_tags) tag->setVisible(false);
    for (int i = 0; i < kMaxSides; ++i) {
        m_bandTitles[at(i)]->setVisible(false);
        m_theirBands[at(i)]->setVisible(false);
    }
    // The opponents' bands in the order their players sit, left to right.
    QList<int> others;
    for (int side = 0; side < b.sides(); ++side)
        if (side != mine) others << side;
    std::sort(others.begin(), others.end(), [&](int x, int y) {
        const auto first = [&](int side) {
            int best = 99;
            for (int s : m_session->seatsOf(side)) {
                const int k = b.table.position(s);
                const int from = b.table.position(o.seat);
                if (k >= 0) best = std::min(best, from >= 0 ? (k - from + b.table.count) % b.table.count : k);
            }
            return best;
        };
        return first(x) < first(y);
    });
    placeSide(o, mine, m_geo.ourBand, m_geo.meldCard, true);
    for (int i = 0; i < others.size() && i < m_geo.theirBands.size(); ++i) {
        placeSide(o, others[i], m_geo.theirBands[i], m_geo.theirMeldCard, false);
        PileItem* band = m_theirBands[at(i)];
        band->setRect(m_geo.theirBands[i]);
        band->setVisible(true);
    }
    m_newMeld->setRect(m_geo.ourBand);
}

void CanastaTable::placeSide(const Observation& o, int side, const QRectF& band, const QSizeF& size,
                             bool ours) {
    const Board& b = o.board;
    const int personSide = b.sideOf(o.seat);
    // The title: the side, its score, what its melds count so far in this hand, and the first meld's
    // minimum while it has not melded.
    PillItem* title = m_bandTitles[at(side)];
    const QColor color = CanastaSession::sideColor(side, personSide);
    QString text = tr("%1 \u00b7 %2").arg(m_session->sideName(side), pointsText(b.scores[at(side)]));
    if (!b.handOver() && b.hasAnyMeld(side))
        text += QStringLiteral(" \u00b7 ") + tr("melds %1").arg(CanastaSession::meldPoints(b, side));
    if (!b.opened[side] && b.minimum(side) > 0 && !b.handOver())
        text += QStringLiteral(" \u00b7 ") + tr("first meld %1").arg(b.minimum(side));
    title->setText(text);
    title->setColors(color, QColor(20, 24, 20));
    title->setFontSize(std::clamp(int(m_geo.titleHeight * 0.62), 11, 15));
    title->setMaxWidth(band.width());
    title->setPos(band.left(), band.top() + m_geo.titleHeight / 2 - 1);
    title->setVisible(true);
    // What this side shows: its title and, below, its red 3s and melds (added to as they are placed).
    m_meldZones << QRectF(title->sceneBoundingRect());
    QRectF used(band.left(), band.top() + m_geo.titleHeight, 0, 0);

    const qreal top = band.top() + m_geo.titleHeight;
    qreal x = band.left();
    // Red 3s first, overlapping.
    PhysSet reds;
    for (int s : m_session->seatsOf(side)) reds |= b.redThrees[s];
    const QList<PhysicalCard> redList = listOf(reds);
    for (int i = 0; i < redList.size(); ++i)
        if (CardItem* item = m_pool.known(redList[i])) {
            item->place = ZoneRole::RedThrees;
            place(item, QPointF(x + i * size.width() * 0.3, top), 100 + i, true, size);
        }
    if (!redList.isEmpty()) x += size.width() * (1 + 0.3 * (redList.size() - 1)) + 14;

    QList<int> meldSlots;
    for (int slot = 1; slot < kMeldSlots; ++slot)
        if (b.hasMeld(side, slot)) meldSlots << slot;
    // The place for new melds: a card wide, or as wide as its label.
    if (ours) m_newMeldHint->setLabelFontSize(int(m_geo.labelFont));
    const qreal hintWidth = ours ? std::max(size.width() * 1.25, m_newMeldHint->labelRect().width() + 12) : 0;
    const qreal room = band.right() - x - (ours ? hintWidth + 10 : 0);
    const qreal pitch = meldSlots.size() > 1
                            ? std::min(size.width() + 8, (room - size.width()) / (meldSlots.size() - 1))
                            : size.width() + 8;
    const qreal step = size.height() * m_geo.meldStep;
    const int tagFont = std::clamp(int(size.height() * 0.14), 10, 14);
    for (int k = 0; k < meldSlots.size(); ++k) {
        const int slot = meldSlots[k];
        const qreal cx = x + k * pitch;
        QList<PhysicalCard> cards = listOf(b.melds[side][slot]);
        std::sort(cards.begin(), cards.end(), meldOrder);
        const bool canasta = b.isCanastaMeld(side, slot);
        if (canasta) {
            // Squared up; the top card red for a natural canasta, black for a mixed one: a natural card of
            // that colour when there is one, so the rank still shows.
            const bool natural = b.meldWilds(side, slot) == 0;
            const auto colourFits = [natural](PhysicalCard p) { return faceOf(p).isRed() == natural; };
            auto it = std::find_if(cards.begin(), cards.end(),
                                   [&](PhysicalCard p) { return colourFits(p) && !isWild(faceOf(p)); });
            if (it == cards.end()) it = std::find_if(cards.begin(), cards.end(), colourFits);
            if (it != cards.end()) {
                const PhysicalCard chosen = *it;
                cards.erase(it);
                cards.push_back(chosen);
            }
            for (int i = 0; i < cards.size(); ++i)
                if (CardItem* item = m_pool.known(cards[i])) {
                    item->place = ZoneRole::Melds;
                    const qreal off = std::min(i, 6) * 0.7;
                    place(item, QPointF(cx + off, top + off), 100 + k * 20 + i, true, size);
                }
            PillItem* tag = freeTag();
            // The rank and the size; the pill's colour says natural (red) or mixed (black).
            tag->setText(QStringLiteral("%1 \u00d7%2").arg(CanastaSession::slotName(slot)).arg(cards.size()));
            tag->setToolTip(
                natural ? tr("Red canasta (natural): %n card(s), 500 bonus", nullptr, int(cards.size()))
                        : tr("Black canasta (mixed): %n card(s), 300 bonus", nullptr, int(cards.size())));
            tag->setColors(natural ? QColor(190, 36, 32) : QColor(22, 22, 22), Qt::white,
                           natural ? QColor(255, 180, 170) : QColor(200, 200, 200));
            tag->setFontSize(tagFont);
            tag->setAnchor(PillItem::Anchor::Centre);
            tag->setPos(cx + size.width() / 2, top + size.height() + tag->size().height() / 2 + 4);
            tag->setVisible(true);
            used |= QRectF(cx, top, size.width(), size.height()) | tag->sceneBoundingRect();
        } else {
            for (int i = 0; i < cards.size(); ++i)
                if (CardItem* item = m_pool.known(cards[i])) {
                    item->place = ZoneRole::Melds;
                    place(item, QPointF(cx, top + i * step), 100 + k * 20 + i, true, size);
                }
            // How far the meld is from a canasta: "5/7", on the foot of its last card.
            PillItem* progress = freeTag();
            const int have = int(cards.size());
            progress->setText(QStringLiteral("%1/%2").arg(have).arg(kCanastaCards));
            progress->setToolTip(tr("%1 of the %2 cards of a canasta").arg(have).arg(kCanastaCards));
            const bool close = have == kCanastaCards - 1;
            progress->setColors(close ? QColor(196, 150, 52, 235) : QColor(12, 28, 18, 215),
                                close ? QColor(20, 24, 20) : QColor(240, 236, 220),
                                QColor(255, 225, 150, 150));
            progress->setFontSize(std::max(9, tagFont - 1));
            progress->setAnchor(PillItem::Anchor::Centre);
            progress->setPos(cx + size.width() / 2,
                             top + (have - 1) * step + size.height() - progress->size().height() / 2 - 3);
            progress->setVisible(true);
            used |= QRectF(cx, top, size.width(), (have - 1) * step + size.height());
        }
        if (ours) {
            // A drop target per meld: add cards to it, or take the pile onto it.
            PileItem* target = nullptr;
            for (PileItem* t : m_meldTargets)
                if (!t->isVisible()) {
                    target = t;
                    break;
                }
            if (!target) {
                target = addZone(ZoneRole::Melds, true, false);
                target->setZValue(-8);
                m_meldTargets << target;
            }
            const qreal width = std::min(size.width(), pitch);
            target->setRect(QRectF(cx - 3, top - 3, width + 6, band.bottom() - top + 3));
            target->setAcceptsDrops(true);
            target->setVisible(true);
            m_targetSlot.insert(target, slot);
        }
    }
    if (ours) {
        const qreal hintLeft =
            std::min(band.right() - hintWidth, x + meldSlots.size() * pitch + (meldSlots.isEmpty() ? 0 : 4));
        m_newMeldHint->setRect(QRectF(hintLeft, top, hintWidth, size.height()));
        m_newMeldHint->setVisible(!b.handOver());
        if (!b.handOver()) used |= m_newMeldHint->rect();
    }
    if (!redList.isEmpty())
        used |= QRectF(band.left(), top, size.width() * (1 + 0.3 * (redList.size() - 1)), size.height());
    if (!used.isEmpty()) m_meldZones << used;
}

QList<PillItem*> CanastaTable::meldPills() const {
    QList<PillItem*> out;
    for (PillItem* tag : m_tags)
        if (tag->isVisible()) out << tag;
    return out;
}

PillItem* CanastaTable::freeTag() {
    // placeMelds() hides every pill first; each side then takes the next hidden one.
    for (PillItem* tag : m_tags)
        if (!tag->isVisible()) {
            tag->setToolTip(QString());
            return tag;
        }
    auto* tag = own(new PillItem);
    m_tags << tag;
    return tag;
}

PileItem* CanastaTable::meldTarget(int slot) const {
    for (auto it = m_targetSlot.begin(); it != m_targetSlot.end(); ++it)
        if (it.value() == slot && it.key()->isVisible()) return it.key();
    return nullptr;
}

CardItem* CanastaTable::pileTop() const {
    if (!m_session->hasGame()) return nullptr;
    const Board& b = m_session->state().board();
    return b.pile.empty() ? nullptr : m_pool.known(b.pile.top());
}

CardItem* CanastaTable::handItem(Card face) const {
    const int row = m_hand->indexOf(face);
    return row < 0 ? nullptr : m_pool.known(m_hand->keys()[row]);
}

QString CanastaTable::dealOverText() const {
    QStringList parts{m_sheet->title()};
    const QStringList columns = m_sheet->columns();
    for (const ScoreSheetItem::Row& row : m_sheet->rows()) {
        if (!row.strong) continue;
        QStringList values;
        for (int i = 0; i < row.values.size() && i < columns.size(); ++i)
            values << tr("%1 %2").arg(columns[i], row.values[i]);
        parts << tr("%1: %2").arg(row.label, values.join(QStringLiteral(", ")));
    }
    parts << m_sheet->footer();
    return parts.join(QLatin1Char('\n'));
}
