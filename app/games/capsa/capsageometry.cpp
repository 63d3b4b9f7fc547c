#include "capsageometry.h"

#include "table/seatitem.h"
#include "table/tablescale.h"

#include <algorithm>

namespace {
constexpr qreal kSmall = 0.62; ///< of a card: the others' hands
constexpr qreal kRaise = 0.22; ///< of a card's height
constexpr qreal kFan = 2.95;   ///< width of a hand of backs, in small cards
constexpr qreal kTrick = 3.6;  ///< width of the trick, in cards (a five-card play and the plays before it)
} // namespace

CapsaGeometry::CapsaGeometry(const QSizeF& size, qreal aspect) {
    const qreal w = size.width(), h = size.height();
    const TableScale ui(size);
    scale = ui.factor();
    const qreal margin = ui(10), gap = ui(8), overhang = SeatItem::badgeOverhang(scale);
    plateHeight = SeatItem::plateHeight(scale);
    area = QRectF(margin, margin, w - 2 * margin, h - 2 * margin);
    const qreal bannerHeight = ui(48);
    labelFont = ui.font(12);
    const qreal labelHeight = labelFont * 1.3 + 8;

    // Card size: the height holds the top seat (plate and cards), the banner, the trick and the hand with a
    // raised card; the width the side seats and the trick between them.
    const qreal fixedHeight = margin + overhang + plateHeight + ui(4) + 3 * gap + bannerHeight + 12;
    const qreal byHeight = (h - fixedHeight) / (kSmall + 1.3 + 1 + kRaise) * aspect;
    const qreal room = w - 2 * margin - 2 * gap;
    const qreal byWidth = std::min((room - 2 * ui(150)) / kTrick, room / (2 * kFan * kSmall + kTrick));
    const qreal cw = std::clamp(std::min({byHeight, byWidth, ui(150)}), 40.0, 220.0);
    card = QSizeF(cw, cw / aspect);
    small = card * kSmall;
    raise = card.height() * kRaise;
    seatWidth = std::max(ui(150), kFan * small.width());

    // The person: plate at the bottom left, the hand beside it.
    const qreal handTop = h - 12 - card.height();
    seatBox[0] = QPointF(margin + seatWidth / 2, h - 12 - plateHeight);
    handRow =
        QRectF(margin + seatWidth + ui(16), handTop, w - 2 * margin - seatWidth - ui(16), card.height());

    // The top seat and its cards under its plate.
    const qreal top = margin + overhang;
    seatBox[2] = QPointF(w / 2, top);
    hands[2] = QRectF(w / 2 - seatWidth / 2, top + plateHeight + ui(4), seatWidth, small.height());

    // The finished tricks in the top right corner, their label under the heap.
    const qreal playedWidth = std::max(small.width() * 1.7, ui(90));
    played = QRectF(w - margin - playedWidth, margin, playedWidth, small.height() + 14 + labelHeight);

    // Between the top seat's cards and the raised hand: the banner, then the trick between the side seats.
    banner = QRectF(margin + seatWidth + gap, hands[2].bottom() + gap, w - 2 * (margin + seatWidth + gap),
                    bannerHeight);
    const qreal bottom = handTop - raise - gap;
    centre = QRectF(banner.left(), banner.bottom() + gap, banner.width(),
                    std::max(card.height(), bottom - banner.bottom() - gap));

    // The side seats: plate and cards, centred on the trick, clear of the corner heap and the person's plate.
    const qreal block = overhang + plateHeight + ui(4) + small.height();
    qreal sideTop = centre.center().y() - block / 2;
    sideTop = std::min(sideTop, seatBox[0].y() - overhang - gap - block);
    const qreal leftTop = std::max(sideTop, hands[2].top());
    const qreal rightTop = std::max(sideTop, played.bottom() + gap);
    seatBox[1] = QPointF(margin + seatWidth / 2, leftTop + overhang);
    seatBox[3] = QPointF(w - margin - seatWidth / 2, rightTop + overhang);
    for (int s : {1, 3})
        hands[std::size_t(s)] =
            QRectF(seatBox[std::size_t(s)].x() - seatWidth / 2,
                   seatBox[std::size_t(s)].y() + plateHeight + ui(4), seatWidth, small.height());
}

QRectF CapsaGeometry::plate(int seat) const {
    const QPointF top = seatBox[std::size_t(seat)];
    const qreal overhang = SeatItem::badgeOverhang(scale);
    return QRectF(top.x() - seatWidth / 2, top.y() - overhang, seatWidth, plateHeight + overhang);
}

QList<QList<QPointF>> CapsaGeometry::trick(const QList<int>& sizes) const {
    QList<QList<QPointF>> out;
    if (sizes.isEmpty()) return out;
    const QRectF zone = centre.adjusted(4, 4, -4, -4);
    const int widest = *std::max_element(sizes.begin(), sizes.end());
    const qreal spread =
        widest > 1 ? std::min(card.width() * 0.5, (zone.width() - card.width()) / (widest - 1)) : 0;
    const qreal playWidth = card.width() + spread * (widest - 1);
    const int backs = int(sizes.size()) - 1;
    const qreal shift =
        backs > 0 ? std::clamp((zone.width() - playWidth) / backs, 0.0, card.width() * 0.34) : 0;
    const qreal drop =
        backs > 0 ? std::clamp((zone.height() - card.height()) / backs, 0.0, card.height() * 0.05) : 0;
    const qreal groupWidth = playWidth + backs * shift, groupHeight = card.height() + backs * drop;
    const QPointF latest(zone.center().x() - groupWidth / 2 + backs * shift,
                         zone.center().y() - groupHeight / 2);
    for (int p = 0; p < sizes.size(); ++p) {
        const int back = backs - p; // 0 for the latest play
        const qreal width = card.width() + spread * (sizes[p] - 1);
        const QPointF origin = latest + QPointF(-back * shift + (playWidth - width) / 2, back * drop);
        QList<QPointF> play;
        for (int i = 0; i < sizes[p]; ++i) play << origin + QPointF(i * spread, 0);
        out << play;
    }
    return out;
}
