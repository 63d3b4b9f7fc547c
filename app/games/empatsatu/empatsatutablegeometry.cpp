// EmpatSatuTable, where everything goes for a window size and a number of players: card sizes, the person's
// hand row, the seats round the top and the sides, the middle of the table, and laying out the fixed items
// (the rest of the class is in empatsatutable.cpp).
#include "empatsatureport.h"
#include "empatsatutable.h"
#include "table/cardtheme.h"
#include "table/pileitem.h"
#include "table/seatitem.h"
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
using core::cards::CardSet;

namespace {

constexpr qreal kTagSpace = 26; // over the person's cards, for the value tags

// Where the other players sit, clockwise from the person's left: on the sides or along the top (x as a
// fraction of the width).
struct Slot {
    enum Kind { Top, Left, Right } kind;
    qreal x = 0.5;
};

Slot slotFor(int seat, int players) {
    switch (players) {
    case 2:
        return {Slot::Top, 0.5};
    case 3:
        return seat == 1 ? Slot{Slot::Top, 0.3} : Slot{Slot::Top, 0.7};
    case 5:
        if (seat == 1) return {Slot::Left, 0};
        if (seat == 4) return {Slot::Right, 0};
        return {Slot::Top, seat == 2 ? 0.33 : 0.67};
    case 6:
        if (seat == 1) return {Slot::Left, 0};
        if (seat == 5) return {Slot::Right, 0};
        return {Slot::Top, seat == 2 ? 0.25 : (seat == 3 ? 0.5 : 0.75)};
    default:
        if (seat == 1) return {Slot::Left, 0};
        if (seat == 3) return {Slot::Right, 0};
        return {Slot::Top, 0.5};
    }
}
} // namespace

// --- Geometry ----------------------------------------------------------------------------------------------

bool EmpatSatuTable::isCentral() const {
    return !m_session->hasGame() || m_session->state().rules().discardPiles == DiscardPiles::Central;
}

int EmpatSatuTable::seatTotal() const {
    return m_session->hasGame() ? m_session->seatCount() : 4;
}

qreal EmpatSatuTable::margin() const {
    return TableScale(m_size)(12);
}

qreal EmpatSatuTable::plateHeight() const {
    return SeatItem::plateHeight(TableScale(m_size).factor());
}

qreal EmpatSatuTable::overhang() const {
    return SeatItem::badgeOverhang(TableScale(m_size).factor());
}

qreal EmpatSatuTable::labelSpace() const {
    return TableScale(m_size).font(12) * 1.3 + 10;
}

QSizeF EmpatSatuTable::cardSize() const {
    const qreal aspect = m_scene->theme()->aspectRatio();
    // Top to bottom: the seats along the top (badge, plate, hand, pile), the stock, the person's tags and
    // hand.
    const qreal byHeight = (m_size.height() - 118 - plateHeight() - overhang()) / 3.4;
    const qreal byWidth = m_size.width() / 9.5 / aspect;
    const qreal h = std::clamp(std::min(byHeight, byWidth), 64.0, 200.0);
    return {h * aspect, h};
}

QSizeF EmpatSatuTable::smallCardSize() const {
    return cardSize() * 0.6;
}

qreal EmpatSatuTable::seatWidth() const {
    return std::max(TableScale(m_size)(160), smallCardSize().width() * 2.6);
}

qreal EmpatSatuTable::sideHalfWidth() const {
    // Room for the hand shown at the end of a hand.
    return std::max(seatWidth() / 2, smallCardSize().width() * 1.4);
}

qreal EmpatSatuTable::topBlockBottom() const {
    const QSizeF small = smallCardSize();
    return margin() + overhang() + plateHeight() + 6 + small.height() +
           (isCentral() ? 0 : 10 + small.height());
}

QRectF EmpatSatuTable::handRow() const {
    const QSizeF card = cardSize();
    const qreal top = m_size.height() - card.height() - 12;
    const qreal left = margin() + seatWidth() + 24;
    const qreal right = isCentral() ? m_size.width() - left : seatPlace(0).pile.left() - 16;
    return QRectF(left, top, std::max(card.width(), right - left), card.height());
}

QPointF EmpatSatuTable::centre() const {
    const qreal bottom = handRow().top() - kTagSpace - cardSize().height() * kRaise;
    return {m_size.width() / 2, (topBlockBottom() + bottom) / 2};
}

EmpatSatuTable::SeatPlace EmpatSatuTable::seatPlace(int seat) const {
    const qreal w = m_size.width(), h = m_size.height();
    const QSizeF small = smallCardSize();
    const qreal pileWidth = small.width() * (1 + (kFanShown - 1) * kFanStep);
    SeatPlace p;
    if (seat == 0) {
        p.box = QPointF(margin() + seatWidth() / 2, h - plateHeight() - 12);
        // The person's own pile lies at the right of the hand, a wide target to throw onto.
        p.pile = QRectF(w - margin() - 10 - pileWidth - 16, h - small.height() - labelSpace() - 22,
                        pileWidth + 16, small.height() + labelSpace() + 10);
        return p;
    }
    const Slot slot = slotFor(seat, seatTotal());
    if (slot.kind == Slot::Top) {
        const qreal x = w * slot.x;
        p.box = QPointF(x, margin() + overhang());
        p.hand = QPointF(x, p.box.y() + plateHeight() + 6);
        p.pile = QRectF(x - pileWidth / 2, p.hand.y() + small.height() + 10, pileWidth, small.height());
        return p;
    }
    p.side = true;
    const qreal half = sideHalfWidth();
    const qreal x = slot.kind == Slot::Left ? margin() + half : w - margin() - half;
    // With three seats along the top the side seats sit lower, out of the way of the outer ones.
    const qreal y = seatTotal() >= 6 ? topBlockBottom() + 12 + overhang()
                                     : std::max(h * 0.17, margin() + 40 + overhang());
    p.box = QPointF(x, y);
    p.hand = QPointF(x, y + plateHeight() + 6);
    p.pile = QRectF(x - pileWidth / 2, p.hand.y() + small.height() + 10, pileWidth, small.height());
    return p;
}

void EmpatSatuTable::layout(const QSizeF& size) {
    m_size = size;
    const QSizeF card = cardSize();
    const qreal dpr = m_scene->views().isEmpty() ? 1.0 : m_scene->views().first()->devicePixelRatioF();
    m_scene->theme()->setCardSize(card.toSize(), dpr);

    const QRectF row = handRow();
    m_handPile->setRect(QRectF(row.left() - 10, row.top() - card.height() * kRaise - kTagSpace - 6,
                               row.width() + 20,
                               size.height() - row.top() + card.height() * kRaise + kTagSpace + 4));
    const QPointF c = centre();
    const qreal pileWidth = card.width() * (1 + (kFanShown - 1) * kFanStep);
    const qreal group = isCentral() ? card.width() * 1.4 + pileWidth : card.width();
    const qreal stockLeft = c.x() - group / 2;
    const qreal top = c.y() - (card.height() + labelSpace()) / 2;
    m_stockPile->setRect(
        QRectF(stockLeft - 8, top - 8, card.width() + 16, card.height() + labelSpace() + 12));
    m_centralPile->setRect(QRectF(stockLeft + card.width() * 1.4 - 8, top - 8, pileWidth + 16,
                                  card.height() + labelSpace() + 12));

    m_pileCaption->setFontSize(std::clamp(int(card.height() * 0.085), 11, 15));
    m_pileCaption->setMaxWidth(pileWidth + 40);
    for (int s = 0; s < kMaxSeats; ++s) {
        const SeatPlace p = seatPlace(s);
        m_seats[at(s)]->setUiScale(TableScale(size).factor());
        m_seats[at(s)]->setWidth(seatWidth());
        m_seats[at(s)]->setPos(p.box);
        m_piles[at(s)]->setRect(s == 0 ? p.pile : p.pile.adjusted(-6, -6, 6, 6));
    }
    const SeatPlace me = seatPlace(0);
    m_scoreLabel->setFontSize(std::clamp(int(size.height() / 52), 13, 19));
    m_scoreLabel->setMaxWidth(std::max(seatWidth() + 40, 300.0));

    placeScoreLabel(me);
    for (PileItem* pile : m_piles) pile->setLabelFontSize(TableScale(size).font(12));
    for (PileItem* pile : {m_stockPile, m_centralPile}) pile->setLabelFontSize(TableScale(size).font(12));
    for (ValueTagItem* t : m_tags) t->setFontSize(std::clamp(int(card.height() * 0.095), 11, 16));
    if (m_session->hasGame()) refresh();
}

PileItem* EmpatSatuTable::discardTarget() const {
    return isCentral() ? m_centralPile : m_piles[0];
}
