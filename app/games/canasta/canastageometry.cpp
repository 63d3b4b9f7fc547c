#include "canastageometry.h"

#include "table/seatitem.h"
#include "table/tablescale.h"

#include <algorithm>

namespace {
constexpr qreal kRaise = 0.18;  // a selected card stands up by this much of its height
constexpr qreal kTheirs = 0.62; // opponents' meld cards, of a hand card
constexpr qreal kOurs = 0.78;   // the person's side's meld cards
constexpr qreal kPile = 0.8;    // stock and pile
constexpr qreal kBacks = 0.5;   // other hands
} // namespace

void CanastaGeometry::compute(const Input& in) {
    const qreal w = in.size.width(), h = in.size.height();
    const TableScale ui(in.size);
    scale = ui.factor();
    margin = ui(10);
    titleHeight = ui(22);
    seatHeight = SeatItem::plateHeight(scale);
    labelFont = ui.font(12);
    const qreal kGap = ui(6), kSeatHeight = seatHeight, overhang = SeatItem::badgeOverhang(scale);
    const qreal kLabel = labelFont * 1.3 + 8;
    area = QRectF(margin, margin, w - 2 * margin, h - 2 * margin);
    const qreal rowA = overhang + kSeatHeight + kGap;
    // Heights in units of a hand card's height: their melds (two card heights of a column), the piles, our
    // melds, the hand with a raised card.
    const qreal units = 2 * kTheirs + kPile + 2 * kOurs + (1 + kRaise);
    const qreal fixed =
        margin + rowA + titleHeight + kGap + kLabel + kGap + titleHeight + kGap + kGap + 10 + overhang;
    qreal cardH = (h - fixed) / units;
    // Row C holds the piles, or the side seats (plate, badge and cards) when they are taller.
    const auto sideSeat = [&](qreal card) {
        return overhang + kSeatHeight + 4 + std::min(kBacks * card, kSeatHeight + 4) - kLabel;
    };
    if (sideSeat(cardH) > kPile * cardH) cardH = (h - fixed - sideSeat(cardH)) / (units - kPile);
    // Not wider than the table allows: about eleven hand cards across, and never huge.
    cardH = std::min({cardH, w / 11.0 / in.aspect, ui(150) / in.aspect});
    cardH = std::max(cardH, 56.0);
    const qreal cardW = cardH * in.aspect;
    handCard = {cardW, cardH};
    meldCard = handCard * kOurs;
    theirMeldCard = handCard * kTheirs;
    pileCard = handCard * kPile;
    // The others' hands sit beside a seat box across the top: no taller than the box.
    backCard = handCard * std::min(kBacks, (kSeatHeight + 4) / cardH);
    seatWidth = std::clamp(w * 0.17, ui(170), ui(200));

    // Row E: the person's seat at the bottom left, the hand beside it.
    const qreal handTop = h - margin - cardH;
    personBox = {margin + seatWidth / 2, h - margin - kSeatHeight};
    handRow = QRectF(margin + seatWidth + 16, handTop, w - 2 * margin - seatWidth - 16, cardH);

    // Row A and B from the top.
    qreal y = margin;
    const qreal rowATop = y + overhang;
    y += rowA;
    const qreal bandBTop = y;
    const qreal bandBHeight = titleHeight + 2 * theirMeldCard.height();
    y += bandBHeight + kGap;
    const qreal rowCTop = y;

    // Row D above the hand.
    const qreal bandDHeight = titleHeight + 2 * meldCard.height();
    const qreal bandDTop = handTop - cardH * kRaise - kGap - bandDHeight;
    ourBand = QRectF(margin, bandDTop, w - 2 * margin, bandDHeight);

    // Row C between: the side seats, the stock and the pile.
    const qreal rowCBottom = bandDTop - kGap;
    const qreal rowCHeight = std::max(pileCard.height() + kLabel, rowCBottom - rowCTop);
    const qreal pileTop = rowCTop + std::max(0.0, (rowCHeight - pileCard.height() - kLabel) / 2);

    const qreal bandRight = w - margin;
    theirBands.clear();
    if (in.opponentSides <= 1) {
        theirBands << QRectF(margin, bandBTop, bandRight - margin, bandBHeight);
    } else {
        const qreal half = (bandRight - margin - kGap) / 2;
        theirBands << QRectF(margin, bandBTop, half, bandBHeight)
                   << QRectF(margin + half + kGap, bandBTop, half, bandBHeight);
    }

    // The seats: across at the top (their hands beside the box), left and right in row C (below the box).
    seats.clear();
    outSeats.clear();
    const auto sideSpot = [&](bool left) {
        SeatSpot s;
        s.width = seatWidth;
        const qreal x = left ? margin + seatWidth / 2 : w - margin - seatWidth / 2;
        s.box = {x, rowCTop + overhang};
        s.fan = {x - seatWidth / 2, s.box.y() + kSeatHeight + 4};
        s.fanRoom = seatWidth;
        return s;
    };
    const qreal topRight = w - margin;
    const int sides = in.across >= 3 ? 2 : 0; // seats to the left and right
    const int topCount = in.across - sides;
    QList<SeatSpot> top;
    const auto across = [&](qreal left, qreal width, qreal right) {
        SeatSpot s;
        s.beside = true;
        s.width = width;
        s.box = {left + width / 2, rowATop};
        s.fan = {left + width + ui(8), rowATop + (kSeatHeight - backCard.height()) / 2};
        s.fanRoom = std::max(backCard.width(), right - s.fan.x());
        return s;
    };
    if (topCount == 1) {
        // The partner opposite in the middle; seats sitting out in the corners.
        const qreal outWidth = std::min(seatWidth, ui(150));
        const bool leftCorner = in.sittingOut >= 2, rightCorner = in.sittingOut >= 1;
        const qreal middle = (margin + topRight) / 2;
        top << across(middle - seatWidth / 2, seatWidth, rightCorner ? topRight - outWidth - 12 : topRight);
        if (rightCorner) {
            SeatSpot s;
            s.width = outWidth;
            s.box = {topRight - outWidth / 2, rowATop};
            outSeats << s;
        }
        if (leftCorner) {
            SeatSpot s;
            s.width = outWidth;
            s.box = {margin + outWidth / 2, rowATop};
            outSeats.prepend(s);
        }
        for (int i = 2; i < in.sittingOut; ++i) outSeats << outSeats.last();
    } else {
        // Equal parts of the row, left to right, the seats sitting out last.
        const int parts = std::max(1, topCount + in.sittingOut);
        const qreal part = (topRight - margin) / parts;
        const qreal width = std::clamp(part * 0.55, std::min(ui(140), seatWidth), seatWidth);
        for (int i = 0; i < topCount; ++i)
            top << across(margin + i * part, width, margin + (i + 1) * part - 10);
        for (int i = 0; i < in.sittingOut; ++i) {
            SeatSpot s;
            s.width = width;
            s.box = {margin + (topCount + i) * part + width / 2, rowATop};
            outSeats << s;
        }
    }
    if (sides > 0) seats << sideSpot(true);
    seats << top;
    if (sides > 0) seats << sideSpot(false);

    // Stock, pile and the pile cards set aside: centred between the side seats.
    const qreal groupLeft = w / 2 - pileCard.width() * 1.35;
    stock = QRectF(groupLeft - 8, pileTop - 6, pileCard.width() + 16, pileCard.height() + kLabel + 8);
    // The pile is wider than one card: a wild card laid crosswise sticks out on both sides.
    pile = QRectF(stock.right() + pileCard.width() * 0.35, pileTop - 6, pileCard.width() * 1.4 + 16,
                  pileCard.height() + kLabel + 8);
    pending =
        QRectF(pile.right() + 10, pileTop, std::max(pileCard.width() * 3.0, w * 0.22), pileCard.height());

    centre = {w / 2, (rowCTop + handTop) / 2};
}

QRectF CanastaGeometry::seatZone(const SeatSpot& spot) const {
    const qreal overhang = SeatItem::badgeOverhang(scale);
    const QRectF plate(spot.box.x() - spot.width / 2, spot.box.y() - overhang, spot.width,
                       seatHeight + overhang);
    if (spot.fanRoom <= 0) return plate;
    return plate.united(QRectF(spot.fan, QSizeF(spot.fanRoom, backCard.height())));
}

QRectF CanastaGeometry::personZone() const {
    const qreal overhang = SeatItem::badgeOverhang(scale);
    return QRectF(personBox.x() - seatWidth / 2, personBox.y() - overhang, seatWidth, seatHeight + overhang);
}
