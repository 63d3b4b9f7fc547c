#pragma once
// The table of a game whose table is not built yet: the seats and a fresh deal face down, and a banner
// saying it is coming.

#include "table/tablecontroller.h"

#include <QList>

class CardItem;
class SeatItem;
class TableScene;

class PlaceholderTable : public TableController {
    Q_OBJECT
public:
    PlaceholderTable(const QString& gameId, int seats, quint64 seed, TableScene* scene,
                     QObject* parent = nullptr);
    ~PlaceholderTable() override;

    void layout(const QSizeF& size) override;
    void drop(const QList<CardItem*>&, PileItem*, const QPointF&) override {}
    void retranslate() override;

private:
    QString m_gameId;
    int m_seats;
    TableScene* m_scene;
    QList<CardItem*> m_cards;
    QList<SeatItem*> m_seatItems;
    int m_cardsEach;
};
