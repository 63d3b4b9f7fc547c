#include "empatsatugeometry.h"

#include "table/seatitem.h"
#include "table/tablescale.h"

#include <algorithm>

namespace {
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

EmpatSatuGeometry::EmpatSatuGeometry(const QSizeF& size_, qreal aspect, int seats, bool centralPile)
    : size(size_)
    , m_seats(seats)
    , m_central(centralPile) {
    const TableScale ui(size);
    scale = ui.factor();
    margin = ui(12);
    plateHeight = SeatItem::plateHeight(scale);
    overhang = SeatItem::badgeOverhang(scale);
    labelSpace = ui.font(12) * 1.3 + 10;
    // Top to bottom: the seats along the top (badge, plate, hand, pile), the stock, the person's tags and
    // hand.
    const qreal byHeight = (size.height() - 118 - plateHeight - overhang) / 3.4;
    const qreal byWidth = size.width() / 9.5 / aspect;
    const qreal h = std::clamp(std::min(byHeight, byWidth), 64.0, 200.0);
    card = QSizeF(h * aspect, h);
    small = card * 0.6;
    seatWidth = std::max(ui(160), small.width() * 2.6);

    const qreal top = size.height() - card.height() - 12;
    const qreal left = margin + seatWidth + 24;
    const qreal right = m_central ? size.width() - left : seatPlace(0).pile.left() - 16;
    handRow = QRectF(left, top, std::max(card.width(), right - left), card.height());
    const qreal raise = card.height() * kRaise;
    centre = QPointF(size.width() / 2, (topBlockBottom() + handRow.top() - kTagSpace - raise) / 2);
    handZone = QRectF(handRow.left() - 10, handRow.top() - raise - kTagSpace - 6, handRow.width() + 20,
                      size.height() - handRow.top() + raise + kTagSpace + 4);

    pileWidth = card.width() * (1 + (kFanShown - 1) * kFanStep);
    const qreal group = m_central ? card.width() * 1.4 + pileWidth : card.width();
    const qreal stockLeft = centre.x() - group / 2;
    const qreal pileTop = centre.y() - (card.height() + labelSpace) / 2;
    stock = QRectF(stockLeft - 8, pileTop - 8, card.width() + 16, card.height() + labelSpace + 12);
    pile = QRectF(stockLeft + card.width() * 1.4 - 8, pileTop - 8, pileWidth + 16,
                  card.height() + labelSpace + 12);
}

qreal EmpatSatuGeometry::sideHalfWidth() const {
    return std::max(seatWidth / 2, small.width() * 1.4);
}

qreal EmpatSatuGeometry::topBlockBottom() const {
    return margin + overhang + plateHeight + 6 + small.height() + (m_central ? 0 : 10 + small.height());
}

EmpatSatuGeometry::SeatPlace EmpatSatuGeometry::seatPlace(int seat) const {
    const qreal w = size.width(), h = size.height();
    const qreal fanWidth = small.width() * (1 + (kFanShown - 1) * kFanStep);
    SeatPlace p;
    if (seat == 0) {
        p.box = QPointF(margin + seatWidth / 2, h - plateHeight - 12);
        // The person's own pile lies at the right of the hand, a wide target to throw onto.
        p.pile = QRectF(w - margin - 10 - fanWidth - 16, h - small.height() - labelSpace - 22, fanWidth + 16,
                        small.height() + labelSpace + 10);
        return p;
    }
    const Slot slot = slotFor(seat, m_seats);
    if (slot.kind == Slot::Top) {
        const qreal x = w * slot.x;
        p.box = QPointF(x, margin + overhang);
        p.hand = QPointF(x, p.box.y() + plateHeight + 6);
        p.pile = QRectF(x - fanWidth / 2, p.hand.y() + small.height() + 10, fanWidth, small.height());
        return p;
    }
    p.side = true;
    const qreal half = sideHalfWidth();
    const qreal x = slot.kind == Slot::Left ? margin + half : w - margin - half;
    // With three seats along the top the side seats sit lower, out of the way of the outer ones.
    const qreal y =
        m_seats >= 6 ? topBlockBottom() + 12 + overhang : std::max(h * 0.17, margin + 40 + overhang);
    p.box = QPointF(x, y);
    p.hand = QPointF(x, y + plateHeight + 6);
    p.pile = QRectF(x - fanWidth / 2, p.hand.y() + small.height() + 10, fanWidth, small.height());
    return p;
}
