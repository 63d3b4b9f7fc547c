#include "holdemgeometry.h"

#include "table/seatitem.h"
#include "table/tablescale.h"

#include <QtMath>

#include <algorithm>
#include <array>
#include <cmath>

namespace {
constexpr int kSteps = 720; ///< samples of the ellipse for spacing the seats by arc length
} // namespace

HoldemGeometry::HoldemGeometry(const QSizeF& size, int seats, qreal cardAspect)
    : m_size(size)
    , m_seats(std::max(2, seats)) {
    const qreal w = size.width(), h = size.height();
    const TableScale ui(size);
    m_scale = ui.factor();
    m_seatHeight = SeatItem::plateHeight(m_scale);
    m_overhang = SeatItem::badgeOverhang(m_scale);
    m_tagFont = ui.font(13);
    const qreal margin = ui(10);
    // In a big window (from the table of a 1280x800 window up) the cards grow faster than the window.
    const qreal grow = std::clamp(m_scale, 1.0, 1.15);
    const qreal boardHeight =
        std::clamp(std::min(h * 0.125 * grow, w * (w < 900 ? 0.068 : 0.085) / cardAspect), 52.0, ui(150));
    m_boardCard = QSizeF(boardHeight * cardAspect, boardHeight);
    m_smallCard = m_boardCard * (m_scale > 1.2 ? 0.82 : 0.78);
    m_bigCard = m_boardCard * 1.2;
    m_seatWidth = std::clamp(w * 0.14, ui(128), ui(180));
    m_chip = std::clamp(h * 0.032, ui(18), ui(30));
    m_centre = QPointF(w / 2, h / 2);
    // The plates' centres lie on an ellipse that keeps every plate and its badge inside the table.
    m_ax = w / 2 - margin - m_seatWidth / 2;
    m_ay = h / 2 - margin - m_seatHeight / 2 - m_overhang / 2;
    const QPointF origin = m_centre + QPointF(0, m_overhang / 2);
    // The rail runs through the seats, a little inside their centres.
    m_oval = QRectF(origin.x() - m_ax + m_seatWidth * 0.12, origin.y() - m_ay + 8,
                    2 * (m_ax - m_seatWidth * 0.12), 2 * (m_ay - 8));

    // The seats at equal arc lengths along the ellipse from the bottom, clockwise on screen (y grows
    // downwards, so the angle grows: bottom, left, top, right).
    std::array<QPointF, kSteps + 1> points{};
    std::array<qreal, kSteps + 1> lengths{};
    qreal total = 0;
    for (int i = 0; i <= kSteps; ++i) {
        const qreal t = M_PI / 2 + 2 * M_PI * i / kSteps;
        points[std::size_t(i)] = origin + QPointF(m_ax * std::cos(t), m_ay * std::sin(t));
        if (i > 0) {
            const QPointF d = points[std::size_t(i)] - points[std::size_t(i - 1)];
            total += std::hypot(d.x(), d.y());
        }
        lengths[std::size_t(i)] = total;
    }
    for (int seat = 0; seat < m_seats; ++seat) {
        const qreal want = total * seat / m_seats;
        const auto it = std::lower_bound(lengths.begin(), lengths.end(), want);
        m_seatCentres << points[std::size_t(std::min<std::ptrdiff_t>(it - lengths.begin(), kSteps))];
    }
    for (int seat = 0; seat < m_seats; ++seat) m_bets << placeBet(seat);
}

QPointF HoldemGeometry::seatCentre(int seat) const {
    return m_seatCentres.value(seat, m_centre);
}

QPointF HoldemGeometry::seatBox(int seat) const {
    return seatCentre(seat) - QPointF(0, m_seatHeight / 2);
}

QRectF HoldemGeometry::plate(int seat) const {
    const QPointF top = seatBox(seat);
    return QRectF(top.x() - m_seatWidth / 2, top.y() - m_overhang, m_seatWidth, m_seatHeight + m_overhang);
}

qreal HoldemGeometry::handLabelHeight() const {
    return m_tagFont * 1.25 + 8;
}

bool HoldemGeometry::cardsBelow(int seat) const {
    return seat != 0 && seatCentre(seat).y() < m_centre.y() - m_ay * 0.2;
}

QPointF HoldemGeometry::holeCard(int seat, int index) const {
    const QSizeF card = holeSize(seat);
    const QPointF box = seatBox(seat);
    const qreal step = seat == 0 ? card.width() * 1.06 : card.width() * 0.56;
    const qreal left = box.x() - (card.width() + step) / 2;
    // Below the plate, or above it clear of its badge.
    const qreal top =
        cardsBelow(seat) ? box.y() + m_seatHeight + 3 : box.y() - m_overhang - 3 - card.height();
    return QPointF(left + index * step, top);
}

QRectF HoldemGeometry::chipsRect(const QPointF& centre) const {
    // Up to three columns of chips, a short stack above the centre and the amount under it.
    return QRectF(centre - QPointF(m_chip * 1.7, m_chip * 0.6 + 8), QSizeF(m_chip * 3.4, m_chip * 2.1 + 10));
}

QRectF HoldemGeometry::seatRect(int seat) const {
    return plate(seat)
        .united(QRectF(holeCard(seat, 0), holeSize(seat)))
        .united(QRectF(holeCard(seat, 1), holeSize(seat)))
        .adjusted(-4, -4, 4, 4);
}

QPointF HoldemGeometry::bet(int seat) const {
    return m_bets.value(seat, m_centre);
}

QPointF HoldemGeometry::placeBet(int seat) const {
    // In front of the seat, on the way in: the first spot clear of every seat's box and cards, of the bets
    // placed before and of the board, the muck and the pots. The way in aims at the middle line rather than
    // the centre, so that the bets of the seats along the top and the bottom do not crowd together. Where
    // that way is blocked (a crowded or narrow table), the free spot nearest to it.
    const QPointF p = seatCentre(seat);
    const QRectF middle = boardRect().united(muck()).united(potArea()).adjusted(-6, -6, 6, 6);
    const QRectF area(QPointF(0, 0), m_size);
    const auto fits = [&](const QPointF& at) {
        const QRectF r = chipsRect(at);
        if (r.intersects(middle) || !area.contains(r)) return false;
        for (int s = 0; s < m_seats; ++s)
            if (r.intersects(seatRect(s))) return false;
        for (const QPointF& other : m_bets)
            if (r.intersects(chipsRect(other))) return false;
        return true;
    };
    const QPointF target(m_centre.x() + (p.x() - m_centre.x()) * 0.5, m_centre.y());
    const QRectF own = seatRect(seat);
    QPointF preferred = p + (target - p) * 0.5;
    bool clear = false;
    for (qreal f = 0.05; f < 0.95; f += 0.01) {
        const QPointF at = p + (target - p) * f;
        if (!clear && !chipsRect(at).intersects(own)) {
            clear = true;
            preferred = at;
        }
        if (clear && fits(at)) return at;
        if (clear && f > 0.6) break; // too far in: better beside the seat
    }
    // The free spot nearest to where the bet would go.
    const qreal step = m_chip * 0.5;
    const qreal reach = m_seatWidth * 1.6;
    QPointF best = preferred;
    qreal bestDistance = -1;
    for (qreal dy = -reach; dy <= reach; dy += step) {
        for (qreal dx = -reach; dx <= reach; dx += step) {
            const QPointF at = preferred + QPointF(dx, dy);
            const qreal distance = dx * dx + dy * dy;
            if ((bestDistance < 0 || distance < bestDistance) && fits(at)) {
                best = at;
                bestDistance = distance;
            }
        }
    }
    return best;
}

QPointF HoldemGeometry::dealerButton(int seat) const {
    const QPointF p = seatCentre(seat);
    const qreal dx = m_centre.x() - p.x();
    const qreal side = std::abs(dx) < 1 ? -1 : (dx > 0 ? 1 : -1);
    return p + QPointF(side * (m_seatWidth / 2 + m_chip * 0.75), 0);
}

QPointF HoldemGeometry::handLabel(int seat) const {
    // Beyond the cards, away from the plate, so that the cards and the plate stay in sight: above or below
    // them, or for a seat at the left or the right end of the table, beside them towards the middle.
    const QSizeF card = holeSize(seat);
    const QPointF first = holeCard(seat, 0), second = holeCard(seat, 1);
    const qreal dx = seatCentre(seat).x() - m_centre.x();
    if (seat != 0 && std::abs(dx) > m_ax * 0.75) {
        const qreal y = first.y() + card.height() / 2;
        return dx < 0 ? QPointF(second.x() + card.width() + 3 + m_seatWidth / 2, y)
                      : QPointF(first.x() - 3 - m_seatWidth / 2, y);
    }
    const qreal half = handLabelHeight() / 2;
    return QPointF(seatBox(seat).x(),
                   cardsBelow(seat) ? first.y() + card.height() + 2 + half : first.y() - 2 - half);
}

QPointF HoldemGeometry::myStack() const {
    const QPointF p = seatCentre(0);
    return p + QPointF(m_seatWidth / 2 + m_chip * 2.6, -m_chip * 0.1);
}

QRectF HoldemGeometry::boardRect() const {
    // The board and the muck beside it are centred together.
    const qreal gap = m_boardCard.width() * 0.12;
    const qreal width = 5 * m_boardCard.width() + 4 * gap;
    const qreal group = width + m_boardCard.width() * 0.25 + m_smallCard.width() * 1.55;
    return QRectF(m_centre.x() - group / 2, m_centre.y() - m_boardCard.height() * 0.7, width,
                  m_boardCard.height());
}

QPointF HoldemGeometry::boardCardPos(int index) const {
    const qreal gap = m_boardCard.width() * 0.12;
    return boardRect().topLeft() + QPointF(index * (m_boardCard.width() + gap), 0);
}

QPointF HoldemGeometry::pot(int index, int count) const {
    const qreal spacing = std::max(m_chip * 5.5, 110.0);
    const qreal y = boardRect().bottom() + m_chip * 1.1 + 6;
    return QPointF(boardRect().center().x() + (index - (count - 1) / 2.0) * spacing, y);
}

QRectF HoldemGeometry::potArea() const {
    const QRectF board = boardRect();
    const qreal bottom = pot(0, 1).y() + m_chip * 1.7;
    return QRectF(board.left() - 10, board.top() - 10, board.width() + 20, bottom - board.top() + 10);
}

QRectF HoldemGeometry::muck() const {
    // Beside the board, as high as it: a small heap with its label under it.
    const QRectF board = boardRect();
    const qreal width = m_smallCard.width() * 1.55;
    return QRectF(board.right() + m_boardCard.width() * 0.25, board.top() - 4, width, board.height() + 18);
}

QPointF HoldemGeometry::deck() const {
    return m_centre - QPointF(m_smallCard.width() / 2, m_smallCard.height() / 2);
}

QPointF HoldemGeometry::streetLabel() const {
    return QPointF(boardRect().center().x(), pot(0, 1).y() + m_chip * 1.4 + 20);
}

QPointF HoldemGeometry::resultPanel() const {
    return pot(0, 1) + QPointF(0, m_chip * 0.4);
}
