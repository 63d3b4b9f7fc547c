#pragma once
// The Texas Hold'em table: an oval with 2-9 seats around it (the person at the bottom), each with name,
// stack, bet and the dealer button; the others' hole cards face down until a showdown (folded hands go to
// the muck unseen); the board in the middle with the pots under it (main and side pots labelled), the hand
// history in the side log, whose turn and what to call in the status bar.
//
// Act with the buttons under the table or the keys F (fold), C (check or call), R (bet or raise the chosen
// amount), A (all-in), Up/Down (change the amount by a big blind), Enter (check or call; next hand once the
// hand is over), N (next hand). Dragging the hole cards onto the muck folds; dragging your chips onto the
// pot bets or raises the chosen amount. A showdown shows every hand still in with its name and outlines the
// winning five cards; the end of the tournament lists the places.

#include "games/gameregistry.h"
#include "holdem/state.h"
#include "table/gametable.h"

#include <QPointer>
#include <QRectF>
#include <QSizeF>

#include <array>
#include <memory>

class ChipsItem;
class DealerButtonItem;
class HandTagItem;
class HoldemActionBar;
class HoldemGeometry;
class HoldemSession;
class OvalTableItem;
class SeatItem;

class HoldemTable : public GameTable {
    Q_OBJECT
public:
    HoldemTable(HoldemSession* session, TableScene* scene, const TableWidgets& widgets,
                QObject* parent = nullptr);
    ~HoldemTable() override; // where HoldemGeometry is complete

    void layout(const QSizeF& size) override;
    bool canDrag(CardItem* card) const override;
    QList<CardItem*> dragGroup(CardItem* pressed) const override;
    DropCheck checkDrop(const QList<CardItem*>& cards, PileItem* target) const override;
    void drop(const QList<CardItem*>& cards, PileItem* target, const QPointF& at) override;
    bool keyPress(QKeyEvent* event) override;
    /// The person's chips, dragged onto the pot to raise the amount chosen in the bar.
    QGraphicsObject* draggableAt(const QPointF& point) const override;
    QString dragRefusal(QGraphicsObject* item) const override;
    DropCheck checkThingDrop(QGraphicsObject* item, PileItem* target) const override;
    bool dropThing(QGraphicsObject* item, PileItem* target) override;
    void retranslate() override;

    // For tests and the odds panel.
    HoldemActionBar* actions() const { return m_betBar; }
    PileItem* muck() const { return m_muck; }
    PileItem* potArea() const { return m_potPile; }
    ChipsItem* myChips() const { return m_myStack; }
    SeatItem* seat(int i) const { return m_seats[std::size_t(i)]; }
    ChipsItem* betChips(int i) const { return m_bets[std::size_t(i)]; }
    /// The pots shown under the board (only the visible ones), main pot first.
    QList<ChipsItem*> pots() const;
    /// The item of one of a seat's two hole cards.
    CardItem* holeItem(int seat, int index) const { return m_hole[std::size_t(seat)][std::size_t(index)]; }
    CardItem* boardItem(int index) const { return m_board[std::size_t(index)]; }
    /// The hand name shown at a seat after a showdown (empty otherwise).
    QString handLabel(int seat) const;
    TextPanelItem* resultPanel() const { return m_result; }
    /// The cards outlined after a showdown: the best five of the main pot's winners.
    core::cards::CardSet outlinedCards() const { return m_outlined; }
    TextPanelItem* streetLabel() const { return m_streetLabel; }
    /// A sentence on whose turn it is and what it costs to go on.
    QString statusText() const;

    void fold();
    void checkOrCall();
    /// Bets or raises the amount chosen in the action bar.
    void raise();
    void allIn();

protected:
private:
    void newDeal() override;
    void refresh() override;
    void placeCards(const core::holdem::Observation& o, const HoldemGeometry& g);
    void placeChips(const core::holdem::Observation& o, const HoldemGeometry& g);
    void updateSeats(const core::holdem::Observation& o, const HoldemGeometry& g);
    void updateShowdown(const core::holdem::Observation& o, const HoldemGeometry& g);
    void updateLog(const core::holdem::Observation& o);
    /// What the street line and the result keep clear of: seats, bets, board, muck, pots (before the end).
    QList<QRectF> keepClear(const core::holdem::Observation& o, const HoldemGeometry& g, bool handOver) const;
    void rebuildHistory();
    void updateButtons() override;
    void gameBegan() override;
    void dealBegan() override;
    QStringList seatNames() const;
    int seatTotal() const;
    /// Where everything goes, for the current size and seats.
    const HoldemGeometry& geometry() const;
    bool chipsDraggable() const;

    HoldemSession* m_session;
    QSizeF m_size{1200, 800};
    mutable std::unique_ptr<HoldemGeometry> m_geometry;
    mutable QSizeF m_geometryArea;
    mutable int m_geometrySeats = 0;
    mutable qreal m_geometryAspect = 0;

    QList<CardItem*> m_items; ///< all 52
    std::array<std::array<CardItem*, 2>, core::holdem::kMaxSeats> m_hole{};
    std::array<CardItem*, 5> m_board{};
    QList<CardItem*> m_deck;
    int m_boardShown = 0;       ///< board cards already on the table (to deal a run-out street by street)
    bool m_wasOver = false;     ///< the hand was over at the last refresh
    bool m_holdResults = false; ///< a showdown's outcome waits for the cards to finish turning

    OvalTableItem* m_oval = nullptr;
    DealerButtonItem* m_button = nullptr;
    PileItem* m_muck = nullptr;
    PileItem* m_potPile = nullptr;
    PileItem* m_boardPile = nullptr; ///< the outline where the board comes
    std::array<SeatItem*, core::holdem::kMaxSeats> m_seats{};
    std::array<ChipsItem*, core::holdem::kMaxSeats> m_bets{};
    std::array<HandTagItem*, core::holdem::kMaxSeats> m_handLabels{};
    QList<ChipsItem*> m_pots;
    ChipsItem* m_myStack = nullptr;
    TextPanelItem* m_streetLabel = nullptr;
    TextPanelItem* m_result = nullptr;
    HoldemActionBar* m_betBar = nullptr;

    core::cards::CardSet m_outlined;
    int m_historyRows = 0; ///< log rows of the hands before this one

    // Dragging the person's chips to the pot.
};
