#pragma once
// The table as a list of zones that a screen reader and the keyboard can walk: the person's hand, the centre
// (trick, board), the stock, the discard pile, melds, pots, each seat, and the box at the end of a deal. The
// zones are read from what the scene shows (pile items and card items by the place their table declared,
// seat plates, chips with a caption, bets: chips named "bet"), so the four tables need no code of their own
// for it; every text is translated.

#include "cards/card.h"
#include "place.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QList>
#include <QPointer>
#include <QRectF>
#include <QString>

class CardItem;
class QGraphicsItem;
class TableScene;

struct TableZone {
    Place id;            ///< which zone: the hand, the centre, the stock, seat 2, ... (stable between calls)
    QString name;        ///< what a screen reader says first: "Your hand", "Sari, 7 cards, passed"
    QString description; ///< "12 cards, 2 selected"
    QString place;       ///< where its cards are, as a card's position names it: "Your hand", "Sari's hand"
    QAccessible::Role role = QAccessible::Grouping;
    QRectF rect;            ///< in scene coordinates: what the keyboard's focus frame outlines
    QList<CardItem*> cards; ///< in reading order (left to right; a pile's top card first)
    int focus = -1;         ///< the focused card's index in `cards`, or -1
    bool isHand() const { return id.is(ZoneRole::Hand); }
};

class TableZones {
    Q_DECLARE_TR_FUNCTIONS(TableZones)
public:
    /// Every zone the scene shows now, in the order Tab visits them: the hand first, then the middle of the
    /// table, then the seats, then the box at the end of a deal.
    static QList<TableZone> collect(const TableScene* scene);

    /// "Queen of hearts", "10 of clubs", "Red joker".
    static QString cardName(core::cards::Card card);
    /// A card item as a screen reader says it: "Queen of hearts, selected, seen" or "Face-down card".
    static QString cardText(const CardItem* card);
    /// The card's place in its zone: "3 of 12 in your hand".
    static QString positionText(int index, int count, const QString& zoneName);
    /// The texts of a box or banner that is a text panel: its title and lines.
    static QString itemText(const QGraphicsItem* item);
};
