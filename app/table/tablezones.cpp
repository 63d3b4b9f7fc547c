#include "tablezones.h"

#include "carditem.h"
#include "chipsitem.h"
#include "pileitem.h"
#include "seatitem.h"
#include "tablecontroller.h"
#include "tablescene.h"
#include "textpanelitem.h"

#include <QLocale>

#include <algorithm>
#include <array>
#include <map>

using core::cards::Card;
using core::cards::Rank;
using core::cards::Suit;

namespace {

/// The zone of the middle of the table (or the hand) a card or pile at `place` belongs to; None for the
/// places no zone reads (a seat's cards are gathered apart).
ZoneRole zoneOf(const Place& place) {
    switch (place.role) {
    case ZoneRole::Hand:
    case ZoneRole::Centre:
    case ZoneRole::Board:
    case ZoneRole::Played:
    case ZoneRole::Stock:
    case ZoneRole::Discard:
    case ZoneRole::Melds:
    case ZoneRole::RedThrees:
    case ZoneRole::Pending:
        return place.role;
    default:
        return ZoneRole::None;
    }
}

/// The order of the zones in the middle of the table.
int middleOrder(ZoneRole role) {
    static const std::array order{
        ZoneRole::Centre,  ZoneRole::Board,   ZoneRole::Pot,   ZoneRole::Played,     ZoneRole::Stock,
        ZoneRole::Discard, ZoneRole::Pending, ZoneRole::Melds, ZoneRole::TheirMelds, ZoneRole::RedThrees};
    const auto it = std::find(order.begin(), order.end(), role);
    return int(it - order.begin());
}

/// Piles whose cards are read from the top down; the others are read left to right.
bool readsTopFirst(ZoneRole role) {
    return role == ZoneRole::Stock || role == ZoneRole::Discard;
}

QString zoneName(ZoneRole role) {
    switch (role) {
    case ZoneRole::Hand:
        return TableZones::tr("Your hand");
    case ZoneRole::Centre:
        return TableZones::tr("Centre of the table");
    case ZoneRole::Board:
        return TableZones::tr("Board");
    case ZoneRole::Played:
        return TableZones::tr("Cards played this round");
    case ZoneRole::Stock:
        return TableZones::tr("Stock");
    case ZoneRole::Discard:
        return TableZones::tr("Discard pile");
    case ZoneRole::Melds:
        return TableZones::tr("Your side's melds");
    case ZoneRole::TheirMelds:
        return TableZones::tr("Opponents' melds");
    case ZoneRole::RedThrees:
        return TableZones::tr("Red threes");
    case ZoneRole::Pending:
        return TableZones::tr("Cards being melded");
    default:
        return TableZones::tr("Cards");
    }
}

QRectF cardRect(const CardItem* c) {
    return c->sceneBoundingRect();
}

} // namespace

QString TableZones::cardName(Card card) {
    if (!card.isValid()) return tr("Face-down card");
    if (card.isJoker()) return card.isRed() ? tr("Red joker") : tr("Black joker");
    QString rank;
    switch (card.rank()) {
    case Rank::Ace:
        rank = tr("Ace");
        break;
    case Rank::King:
        rank = tr("King");
        break;
    case Rank::Queen:
        rank = tr("Queen");
        break;
    case Rank::Jack:
        rank = tr("Jack");
        break;
    default:
        rank = QString::number(static_cast<int>(card.rank()));
    }
    QString suit;
    switch (card.suit()) {
    case Suit::Clubs:
        suit = tr("clubs");
        break;
    case Suit::Diamonds:
        suit = tr("diamonds");
        break;
    case Suit::Hearts:
        suit = tr("hearts");
        break;
    case Suit::Spades:
        suit = tr("spades");
        break;
    }
    //: A card: "Queen of hearts". %1 is the rank, %2 the suit.
    return tr("%1 of %2").arg(rank, suit);
}

QString TableZones::cardText(const CardItem* card) {
    QStringList parts{card->faceUp() || card->flip() > 0.5 ? cardName(card->card()) : cardName(Card())};
    if (card->isSelected()) parts << tr("selected");
    if (!card->markTag().isEmpty()) parts << card->markTag();
    return parts.join(QStringLiteral(", "));
}

QString TableZones::positionText(int index, int count, const QString& zoneName) {
    //: Where a card lies: "3 of 12 in Your hand".
    return tr("%1 of %2 in %3").arg(index + 1).arg(count).arg(zoneName);
}

QString TableZones::itemText(const QGraphicsItem* item) {
    if (!item) return {};
    const QGraphicsObject* object = item->toGraphicsObject();
    if (const auto* panel = qobject_cast<const TextPanelItem*>(object)) {
        QStringList parts;
        if (!panel->title().isEmpty()) parts << panel->title();
        parts << panel->lines();
        return parts.join(QLatin1Char('\n'));
    }
    return {};
}

QList<TableZone> TableZones::collect(const TableScene* scene) {
    std::map<ZoneRole, TableZone> middle; // the hand and the middle of the table, by role
    QList<SeatItem*> seats;
    QList<PileItem*> piles;
    QList<ChipsItem*> chips;
    QList<CardItem*> cards;
    for (QGraphicsItem* item : scene->items()) {
        if (!item->isVisible()) continue;
        QGraphicsObject* object = item->toGraphicsObject();
        if (!object) continue;
        if (auto* seat = qobject_cast<SeatItem*>(object))
            seats << seat;
        else if (auto* pile = qobject_cast<PileItem*>(object))
            piles << pile;
        else if (auto* chip = qobject_cast<ChipsItem*>(object))
            chips << chip;
        else if (auto* card = qobject_cast<CardItem*>(object))
            cards << card;
    }
    std::sort(seats.begin(), seats.end(), [](SeatItem* a, SeatItem* b) { return a->seat() < b->seat(); });

    const auto zoneFor = [&](ZoneRole role) -> TableZone& {
        TableZone& z = middle[role];
        if (z.id.role == ZoneRole::None) {
            z.id = role;
            z.name = zoneName(role);
            z.place = z.name;
            z.role = QAccessible::List;
        }
        return z;
    };
    // Places that are there even when empty: the centre, the stock, the discard pile, the board.
    for (PileItem* pile : piles) {
        const ZoneRole role = zoneOf(pile->place());
        if (role == ZoneRole::None) continue;
        TableZone& z = zoneFor(role);
        z.rect |= pile->mapRectToScene(pile->rect()); // the pile itself, not its label
    }

    // The cards: in the zone of their place, or with their seat.
    std::map<int, QList<CardItem*>> seatCards;
    for (CardItem* card : cards) {
        if (card->place.is(ZoneRole::Seat)) {
            seatCards[card->place.seat] << card;
            continue;
        }
        ZoneRole role = zoneOf(card->place);
        if (role == ZoneRole::None) continue;
        if (role == ZoneRole::Melds) // the opponents' melds lie in their band
            for (PileItem* pile : piles)
                if (pile->place().is(ZoneRole::TheirMelds) &&
                    pile->sceneBoundingRect().contains(cardRect(card).center()))
                    role = ZoneRole::TheirMelds;
        zoneFor(role).cards << card;
    }
    const auto readingOrder = [](QList<CardItem*>& list, bool topFirst) {
        std::sort(list.begin(), list.end(), [topFirst](CardItem* a, CardItem* b) {
            if (topFirst) return a->zValue() > b->zValue();
            const QPointF pa = a->scenePos(), pb = b->scenePos();
            if (std::abs(pa.x() - pb.x()) > 1) return pa.x() < pb.x();
            return pa.y() < pb.y();
        });
    };

    for (auto& [role, z] : middle) {
        readingOrder(z.cards, readsTopFirst(role));
        if (role == ZoneRole::Stock && z.cards.size() > 1) {
            // A face-down stack: its count says enough, the top card stands for it.
            z.description = tr("%n card(s)", "", int(z.cards.size()));
            for (CardItem* c : z.cards) z.rect |= cardRect(c);
            z.cards = {z.cards.first()};
            continue;
        }
        int selected = 0;
        for (int i = 0; i < z.cards.size(); ++i) {
            CardItem* c = z.cards[i];
            z.rect |= cardRect(c);
            if (c->isSelected()) ++selected;
            if (c->isFocused()) z.focus = i;
        }
        QString count = z.cards.isEmpty() ? tr("empty") : tr("%n card(s)", "", int(z.cards.size()));
        if (selected > 0) count = tr("%1, %2 selected").arg(count).arg(selected);
        z.description = count;
    }

    // The pots, each with its caption and amount.
    TableZone pots;
    QStringList potTexts;
    std::sort(chips.begin(), chips.end(), [](ChipsItem* a, ChipsItem* b) { return a->x() < b->x(); });
    for (ChipsItem* chip : chips) {
        if (chip->caption().isEmpty() || chip->amount() <= 0) continue;
        potTexts << tr("%1 %2").arg(chip->caption(), QLocale().toString(chip->amount()));
        pots.rect |= chip->sceneBoundingRect();
    }
    if (!potTexts.isEmpty()) {
        pots.id = ZoneRole::Pot;
        pots.name = potTexts.join(QStringLiteral(", "));
        pots.description = tr("Pots");
        pots.role = QAccessible::StaticText;
        middle[ZoneRole::Pot] = pots;
    }

    QList<TableZone> out;
    if (middle.count(ZoneRole::Hand)) out << middle[ZoneRole::Hand];
    QList<TableZone> rest;
    for (auto& [role, z] : middle)
        if (role != ZoneRole::Hand) rest << z;
    std::stable_sort(rest.begin(), rest.end(), [](const TableZone& a, const TableZone& b) {
        return middleOrder(a.id.role) < middleOrder(b.id.role);
    });
    out << rest;

    // The seats: name, detail, badge, whose turn, a bet in front of them, and the cards they show.
    for (SeatItem* seat : seats) {
        TableZone z;
        z.id = Place::ofSeat(seat->seat());
        z.role = QAccessible::Grouping;
        QStringList parts{seat->name()};
        if (!seat->detail().isEmpty()) parts << seat->detail();
        if (!seat->badge().isEmpty()) parts << seat->badge();
        for (ChipsItem* chip : chips) {
            if (chip->objectName() != QLatin1String("bet") || chip->amount() <= 0) continue;
            const QPointF at = chip->sceneBoundingRect().center();
            const auto nearest = std::min_element(seats.begin(), seats.end(), [&](SeatItem* a, SeatItem* b) {
                return QLineF(a->sceneBoundingRect().center(), at).length() <
                       QLineF(b->sceneBoundingRect().center(), at).length();
            });
            if (*nearest == seat) parts << tr("bet %1").arg(QLocale().toString(chip->amount()));
        }
        if (seat->isActive()) parts << tr("to play");
        z.name = parts.join(QStringLiteral(", "));
        //: Where a card of another player lies: "2 of 13 in Sari's hand".
        z.place = tr("%1's hand").arg(seat->name());
        z.rect = seat->sceneBoundingRect();
        if (seatCards.count(seat->seat())) {
            z.cards = seatCards[seat->seat()];
            readingOrder(z.cards, false);
            int shown = 0;
            for (CardItem* c : z.cards) {
                z.rect |= cardRect(c);
                if (c->faceUp()) ++shown;
            }
            z.description = shown > 0 ? tr("%n card(s) face up", "", shown) : QString();
        }
        out << z;
    }

    // The box at the end of a deal.
    if (TableController* controller = scene->controller())
        if (QGraphicsItem* box = controller->dealOverBox(); box && box->isVisible()) {
            TableZone z;
            z.id = ZoneRole::Result;
            z.role = QAccessible::StaticText;
            z.name = tr("Result");
            z.description = controller->dealOverText();
            z.rect = box->sceneBoundingRect();
            out << z;
        }
    return out;
}
