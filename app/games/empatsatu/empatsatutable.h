#pragma once
// The Empat Satu (41) table: the person's four cards at the bottom with what each adds to the score, the
// other players around (cards they took face up stay face up in their hands), the stock in the middle and the
// discards: one pile beside the stock, or a pile in front of each player.
//
// Drag the stock's top card or the previous player's discard into your hand to draw or take it, drag a card
// of your hand onto the discard pile to throw it; a refused drop springs back with the reason. Keys: D draw,
// T take, arrows and Enter throw the focused card, K or S stop (the Ketuk button), E end the hand when the
// stock is empty, Enter or N deals the next hand. Every action is listed in the side log; the end of a hand
// shows every hand, its score, the winner and the loser and why.

#include "empatsatu/state.h"
#include "empatsatugeometry.h"
#include "games/gameregistry.h"
#include "table/handtable.h"

#include <QHash>
#include <QPointer>
#include <QRectF>
#include <QSizeF>

#include <array>

class EmpatSatuSession;
class SeatItem;
class ValueTagItem;

class EmpatSatuTable : public HandTable {
    Q_OBJECT
public:
    EmpatSatuTable(EmpatSatuSession* session, TableScene* scene, const TableWidgets& widgets,
                   QObject* parent = nullptr);

    void layout(const QSizeF& size) override;
    /// Besides the hand's cards: at the person's turn, the stock's top card and the card that can be taken.
    bool canDrag(CardItem* card) const override;
    /// Into the hand, a draw or a take; onto the discards, a throw: each as the rules allow it now.
    DropCheck checkDrop(const QList<CardItem*>& cards, PileItem* target) const override;
    /// Draws, takes or throws, as the card was dropped.
    void drop(const QList<CardItem*>& cards, PileItem* target, const QPointF& at) override;
    /// Throws the card.
    void doubleClick(CardItem* card) override;

    /// Where the person throws a card: the central pile, or their own pile.
    PileItem* discardTarget() const;
    PileItem* stockPile() const { return m_stockPile; }
    CardItem* itemFor(core::cards::Card card) const { return m_pool.known(card.id()); }
    /// The top card of the stock (a back), or nullptr when it is empty.
    CardItem* stockTop() const {
        const QList<CardItem*>& stock = m_pool.backs(CardPool::kStock);
        return stock.isEmpty() ? nullptr : stock.last();
    }
    SeatItem* seat(int i) const { return m_seats[static_cast<std::size_t>(i)]; }
    /// "Score: 33 (♥)"
    QString scoreText() const;
    /// The end-of-hand panel (hidden while a hand runs).
    TextPanelItem* summary() const { return m_summary; }
    /// The value tags over the person's cards, left to right (only the visible ones).
    QList<ValueTagItem*> valueTags() const;
    /// A sentence on whose turn it is and what can be done.
    QString statusText() const;

    void drawFromStock();
    void takeDiscard();
    /// Throws the chosen card: the selected one, else the one with the keyboard focus.
    void discardChosen();

private:
    void newDeal() override;
    void refresh() override;
    /// A click on the stock or on the card that can be taken does what a drag into the hand would.
    void clickTable(CardItem* card) override;
    void assignIdentities(const core::empatsatu::Observation& o);
    void placeHands(const core::empatsatu::Observation& o);
    void placeStock();
    void placeDiscards(const core::empatsatu::Observation& o);
    void updateSeats(const core::empatsatu::Observation& o);
    void updateTags(const core::empatsatu::Observation& o);

    /// The buttons under the table and their keys (TableActions).
    void declareActions();
    void updateButtons() override;
    void updateLog(const core::empatsatu::Observation& o);
    void updateScores(const core::empatsatu::Observation& o);
    void showSummary(const core::empatsatu::Observation& o);
    /// The end-of-hand box where it hides no seat, as large as the room there allows.
    void placeDealOverBox() override;
    bool isCentral() const;
    core::cards::Card chosenCard() const;
    int seatTotal() const;

    /// Where everything goes for the window's size and this game's seats and piles.
    EmpatSatuGeometry geo() const;
    /// Puts the seats, the piles and the labels where the geometry says.
    void placeZones();
    void placeScoreLabel(const EmpatSatuGeometry::SeatPlace& me);

    EmpatSatuSession* m_session;
    QSizeF m_size{1200, 800};

    PileItem* m_stockPile = nullptr;
    PileItem* m_centralPile = nullptr;
    std::array<PileItem*, core::empatsatu::kMaxSeats> m_piles{}; ///< personal piles
    std::array<SeatItem*, core::empatsatu::kMaxSeats> m_seats{};
    std::array<ValueTagItem*, 5> m_tags{};
    TextPanelItem* m_pileCaption = nullptr; ///< who threw the cards seen on the central pile
    TextPanelItem* m_scoreLabel = nullptr;
    TextPanelItem* m_summary = nullptr;
};
