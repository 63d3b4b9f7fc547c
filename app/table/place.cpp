#include "place.h"

QString placeName(const Place& place) {
    QString name;
    switch (place.role) {
    case ZoneRole::None:
        name = QStringLiteral("none");
        break;
    case ZoneRole::Hand:
        name = QStringLiteral("hand");
        break;
    case ZoneRole::Seat:
        name = QStringLiteral("seat");
        break;
    case ZoneRole::Centre:
        name = QStringLiteral("centre");
        break;
    case ZoneRole::Board:
        name = QStringLiteral("board");
        break;
    case ZoneRole::Played:
        name = QStringLiteral("played");
        break;
    case ZoneRole::Stock:
        name = QStringLiteral("stock");
        break;
    case ZoneRole::Discard:
        name = QStringLiteral("discard");
        break;
    case ZoneRole::SeatDiscard:
        name = QStringLiteral("seatdiscard");
        break;
    case ZoneRole::Melds:
        name = QStringLiteral("melds");
        break;
    case ZoneRole::TheirMelds:
        name = QStringLiteral("theirmelds");
        break;
    case ZoneRole::NewMeld:
        name = QStringLiteral("newmeld");
        break;
    case ZoneRole::MeldHint:
        name = QStringLiteral("meldhint");
        break;
    case ZoneRole::Pending:
        name = QStringLiteral("pending");
        break;
    case ZoneRole::RedThrees:
        name = QStringLiteral("red3");
        break;
    case ZoneRole::Muck:
        name = QStringLiteral("muck");
        break;
    case ZoneRole::Pot:
        name = QStringLiteral("pots");
        break;
    case ZoneRole::Result:
        name = QStringLiteral("result");
        break;
    }
    return place.seat >= 0 ? name + QString::number(place.seat) : name;
}
