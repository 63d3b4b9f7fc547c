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
#include <map>

using core::cards::Card;
using core::cards::Rank;
using core::cards::Suit;

namespace {

/// The zone a card's place or a pile's id belongs to ("" for none); seats are handled apart.
QString zoneKeyFor(const QString& place) {
    if (place == QLatin1String("hand") || place == QLatin1String("mine")) return QStringLiteral("hand");
    if (place == QLatin1String("centre")) return QStringLiteral("centre");
    if (place == QLatin1String("board")) return QStringLiteral("board");
    if (place == QLatin1String("played")) return QStringLiteral("played");
    if (place == QLatin1String("stock") || place == QLatin1String("deck")) return QStringLiteral("stock");
    if (place == QLatin1String("discard") || place == QLatin1String("discards") ||
        place == QLatin1String("pile"))
        return QStringLiteral("discard");
    if (place == QLatin1String("meld")) return QStringLiteral("melds");
    if (place == QLatin1String("red3")) return QStringLiteral("red3");
    if (place == QLatin1String("pending")) return QStringLiteral("pending");
    return {};
}

/// The order of the zones in the middle of the table.
int middleOrder(const QString& key) {
    static const QStringList order{QStringLiteral("centre"),     QStringLiteral("board"),
                                   QStringLiteral("pots"),       QStringLiteral("played"),
                                   QStringLiteral("stock"),      QStringLiteral("discard"),
                                   QStringLiteral("pending"),    QStringLiteral("melds"),
                                   QStringLiteral("theirmelds"), QStringLiteral("red3")};
    const int i = int(order.indexOf(key));
    return i < 0 ? int(order.size()) : i;
}

/// Piles whose cards are read from the top down; the others are read left to right.
bool readsTopFirst(const QString& key) {
    return key == QLatin1String("stock") || key == QLatin1String("discard");
}

QString zoneName(const QString& key) {
    if (key == QLatin1String("hand")) return TableZones::tr("Your hand");
    if (key == QLatin1String("centre")) return TableZones::tr("Centre of the table");
    if (key == QLatin1String("board")) return TableZones::tr("Board");
    if (key == QLatin1String("played")) return TableZones::tr("Cards played this round");
    if (key == QLatin1String("stock")) return TableZones::tr("Stock");
    if (key == QLatin1String("discard")) return TableZones::tr("Discard pile");
    if (key == QLatin1String("melds")) return TableZones::tr("Your side's melds");
    if (key == QLatin1String("theirmelds")) return TableZones::tr("Opponents' melds");
    if (key == QLatin1String("red3")) return TableZones::tr("Red threes");
    if (key == QLatin1String("pending")) return TableZones::tr("Cards being melded");
    return TableZones::tr("Cards");
}

QRectF cardRect(const CardItem* c) {
    return c->sceneBoundingRect();
}

int seatOfPlace(const QString& place) {
    if (!place.startsWith(QLatin1String("seat"))) return -1;
    bool ok = false;
    const int s = place.mid(4).toInt(&ok);
    return ok ? s : -2; // -2: some seat, the nearest one
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
    std::map<QString, TableZone> middle; // the hand and the middle of the table, by key
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

    const auto zoneFor = [&](const QString& key) -> TableZone& {
        TableZone& z = middle[key];
        if (z.key.isEmpty()) {
            z.key = key;
            z.name = zoneName(key);
            z.place = z.name;
            z.role = QAccessible::List;
        }
        return z;
    };
    // Places that are there even when empty: the centre, the stock, the discard pile, the board.
    for (PileItem* pile : piles) {
        const QString key = zoneKeyFor(pile->id());
        if (key.isEmpty()) continue;
        TableZone& z = zoneFor(key);
        z.rect |= pile->mapRectToScene(pile->rect()); // the pile itself, not its label
    }

    // The cards: in the zone of their place, or with their seat.
    std::map<int, QList<CardItem*>> seatCards;
    for (CardItem* card : cards) {
        const int seat = seatOfPlace(card->place);
        if (seat == -2 && !seats.isEmpty()) { // the nearest seat
            const QPointF at = cardRect(card).center();
            const auto nearest = std::min_element(seats.begin(), seats.end(), [&](SeatItem* a, SeatItem* b) {
                return QLineF(a->sceneBoundingRect().center(), at).length() <
                       QLineF(b->sceneBoundingRect().center(), at).length();
            });
            seatCards[(*nearest)->seat()] << card;
            continue;
        }
        if (seat >= 0) {
            seatCards[seat] << card;
            continue;
        }
        QString key = zoneKeyFor(card->place);
        if (key.isEmpty()) continue;
        if (key == QLatin1String("melds")) // the opponents' melds lie in their band
            for (PileItem* pile : piles)
                if (pile->id().startsWith(QLatin1String("theirs")) &&
                    pile->sceneBoundingRect().contains(cardRect(card).center()))
                    key = QStringLiteral("theirmelds");
        zoneFor(key).cards << card;
    }
    const auto readingOrder = [](QList<CardItem*>& list, bool topFirst) {
        std::sort(list.begin(), list.end(), [topFirst](CardItem* a, CardItem* b) {
            if (topFirst) return a->zValue() > b->zValue();
            const QPointF pa = a->scenePos(), pb = b->scenePos();
            if (std::abs(pa.x() - pb.x()) > 1) return pa.x() < pb.x();
            return pa.y() < pb.y();
        });
    };

    for (auto& [key, z] : middle) {
        readingOrder(z.cards, readsTopFirst(key));
        if (key == QLatin1String("stock") && z.cards.size() > 1) {
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
        pots.key = QStringLiteral("pots");
        pots.name = potTexts.join(QStringLiteral(", "));
        pots.description = tr("Pots");
        pots.role = QAccessible::StaticText;
        middle[pots.key] = pots;
    }

    QList<TableZone> out;
    if (middle.count(QStringLiteral("hand"))) out << middle[QStringLiteral("hand")];
    QList<TableZone> rest;
    for (auto& [key, z] : middle)
        if (key != QLatin1String("hand")) rest << z;
    std::stable_sort(rest.begin(), rest.end(), [](const TableZone& a, const TableZone& b) {
        return middleOrder(a.key) < middleOrder(b.key);
    });
    out << rest;

    // The seats: name, detail, badge, whose turn, a bet in front of them, and the cards they show.
    for (SeatItem* seat : seats) {
        TableZone z;
        z.key = QStringLiteral("seat%1").arg(seat->seat());
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
            z.key = QStringLiteral("result");
            z.role = QAccessible::StaticText;
            z.name = tr("Result");
            z.description = controller->dealOverText();
            z.rect = box->sceneBoundingRect();
            out << z;
        }
    return out;
}
