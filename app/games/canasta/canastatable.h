#pragma once
// The Canasta table. The person's hand at the bottom (sorted by rank, the wild cards together), their side's
// melds above it, the opponents' melds across the top, the stock and the discard pile in the middle; every
// seat with its name, its cards (backs, and face up what it took with the pile), its side's score and a ring
// in its side's colour. Melds are columns of overlapping cards by rank; a canasta is squared up with a red
// (natural) or black (mixed) card on top and a pill with its size; red 3s lie at the start of their side's
// melds. A frozen pile shows the wild card that froze it crosswise; a black 3 on top is marked.
//
// Mouse: click cards of the hand to select several; drag them onto a meld of the side to add them, or onto
// the free part of the side's melds to start new melds (several at once, one per rank); drag a card onto the
// pile to discard it; drag the stock's top card into the hand to draw; drag the pile's top card onto a meld,
// onto the melds, or into the hand (onto the selected cards) to take the pile with the selected cards. Every
// gesture goes to the core as a whole: refused, nothing changes and the status bar says why. Double-click a
// card: onto its meld if it fits, otherwise discard it.
// Keys: D draw, T take the pile, M meld the selection, X or Delete discard, A ask the partner, P leave the
// last discard, E end the hand after a last red 3, S sort, arrows move the focus, Space selects, Enter does
// the main thing (draw, meld, next hand), Esc clears the selection, N next hand.
//
// "May I go out?": the Ask button asks the partner (a bot answers by its own judgement). When a bot asks the
// person, a question box (non-blocking, answerPartner() or its buttons) takes the binding answer.

#include "canasta/state.h"
#include "canastageometry.h"
#include "games/gameregistry.h"
#include "table/handtable.h"

#include <QHash>
#include <QMessageBox>
#include <QPointer>
#include <QSizeF>

#include <array>
#include <optional>
#include <vector>

class CanastaSession;
class PillItem;
class QGraphicsPathItem;
class ScoreSheetItem;
class SeatItem;

class CanastaTable : public HandTable {
    Q_OBJECT
public:
    CanastaTable(CanastaSession* session, TableScene* scene, const TableWidgets& widgets,
                 QObject* parent = nullptr);
    ~CanastaTable() override;

    void layout(const QSizeF& size) override;
    bool canDrag(CardItem* card) const override;
    DropCheck checkDrop(const QList<CardItem*>& cards, PileItem* target) const override;
    void drop(const QList<CardItem*>& cards, PileItem* target, const QPointF& at) override;
    void doubleClick(CardItem* card) override;
    /// Enter does the main thing of the moment (draw, take the last discard, meld); the rest as any hand.
    bool keyPress(QKeyEvent* event) override;
    void retranslate() override;
    /// The score sheet read aloud: its title, the totals of each side and its closing lines.
    QString dealOverText() const override;
    /// Canasta's order of faces in a hand: black 3s, 4 ... A, then 2s and jokers.
    static bool handOrder(core::cards::Card a, core::cards::Card b);

    // For tests and the odds panel.
    /// The first item in the hand showing this face, or nullptr.
    CardItem* handItem(core::cards::Card face) const;
    CardItem* stockTop() const {
        const QList<CardItem*>& stock = m_pool.backs(CardPool::kStock);
        return stock.isEmpty() ? nullptr : stock.last();
    }
    CardItem* pileTop() const;
    PileItem* discardPile() const { return m_discardPile; }
    PileItem* stockPile() const { return m_stockPile; }
    /// The free part of the person's side's melds: drop cards here to start new melds.
    PileItem* newMeldTarget() const { return m_newMeld; }
    /// The person's side's meld of a slot (rank), or nullptr.
    PileItem* meldTarget(int slot) const;
    SeatItem* seat(int i) const { return m_seats[static_cast<std::size_t>(i)]; }
    ScoreSheetItem* scoreSheet() const { return m_sheet; }
    /// The title over a side's melds: name, score, meld points so far, first meld minimum.
    PillItem* sideTitle(int side) const { return m_bandTitles[static_cast<std::size_t>(side)]; }
    /// The pills under the melds now shown: a canasta's size, or a meld's progress ("5/7").
    QList<PillItem*> meldPills() const;
    /// The question box while a bot asks the person "May I go out?", else nullptr.
    QMessageBox* askDialog() const { return m_askBox; }
    /// A sentence on whose turn it is and what can be done.
    QString statusText() const;
    const CanastaGeometry& geometry() const { return m_geo; }

    void draw();
    void takePile();
    /// Melds the selected cards: new melds by rank, or onto the side's meld of their rank.
    void meldSelection();
    /// Discards the selected card, or the one with the keyboard focus.
    void discardChosen();
    void askPartner();
    /// The person's binding answer to a bot partner's "May I go out?".
    void answerPartner(bool yes);
    void sortHand();

private:
    // What a gesture means (canastagestures.h): moves for the core, or a reason, or nothing for the core at
    // all (rearranging the hand).
    struct Plan {
        std::vector<core::canasta::Move> moves;
        QString reason;
        bool local = false;
    };
    Plan planDrop(const QList<CardItem*>& cards, PileItem* target) const;
    Plan planMeld(const QList<int>& cards) const;
    Plan planTake(const QList<int>& cards, int slot) const;
    bool run(const Plan& plan);

    /// The buttons under the table and their keys (TableActions).
    void declareActions();
    void newDeal() override;
    void refresh() override;
    /// The stock and the pile: a click does what dragging into the hand would.
    void clickTable(CardItem* card) override;
    void moveApplied(int seat) override;
    void turnPassed() override;
    void assignIdentities(const core::canasta::Observation& o);
    void computeGeometry(const core::canasta::Observation& o);
    void placeHand(const core::canasta::Observation& o);
    void placeOthers(const core::canasta::Observation& o);
    void placeStockAndPile(const core::canasta::Observation& o);
    /// What marks and notes on the felt keep clear of: seats, melds, the stock, the pile, the hand.
    QList<QRectF> zones() const;
    void placeMelds(const core::canasta::Observation& o);
    void placeSide(const core::canasta::Observation& o, int side, const QRectF& band, const QSizeF& size,
                   bool ours);
    /// A hidden pill from the pool (or a new one) for a canasta's size or a meld's progress.
    PillItem* freeTag();
    void updateSeats(const core::canasta::Observation& o);
    void updateBubble(const core::canasta::Observation& o);
    void updateButtons() override;
    void updateLog();
    void updateScores();
    void updateSheet(const core::canasta::Observation& o);
    /// The score sheet where it hides no seat, as large as the room there allows.
    void placeDealOverBox() override;
    void maybeAsk();
    void closeAskBox();
    bool myTurn() const;
    bool canGoOutSoon(const core::canasta::Observation& o) const;
    /// Why the Ask partner button is grey, translated; empty while it may be pressed.
    QString askRefusal() const;
    /// Why the Discard button is grey (nothing selected, several cards, a rule), translated; empty when not.
    QString discardRefusal() const;

    CanastaSession* m_session;
    QSizeF m_size{1200, 800};
    CanastaGeometry m_geo;
    int m_lastMover = -1;

    PileItem* m_stockPile = nullptr;
    PileItem* m_discardPile = nullptr;
    PileItem* m_newMeld = nullptr;     ///< accepts drops over the whole band of the person's side
    PileItem* m_newMeldHint = nullptr; ///< the dashed place at the end of the band
    QList<PileItem*> m_meldTargets;    ///< the person's side's meld columns (pooled)
    QHash<PileItem*, int> m_targetSlot;
    std::array<PileItem*, core::canasta::kMaxSides> m_theirBands{};
    std::array<SeatItem*, core::canasta::kMaxSeats> m_seats{};
    std::array<QGraphicsPathItem*, core::canasta::kMaxSeats> m_rings{};
    std::array<PillItem*, core::canasta::kMaxSides> m_bandTitles{};
    QList<PillItem*> m_tags;   ///< canasta size and meld progress pills (pooled)
    QList<QRectF> m_meldZones; ///< where each side's title, red 3s and melds lie
    PillItem* m_frozenMark = nullptr;
    PillItem* m_stopMark = nullptr;
    TextPanelItem* m_pendingNote = nullptr; ///< beside the pile cards set aside for a first meld
    TextPanelItem* m_bubble = nullptr;
    ScoreSheetItem* m_sheet = nullptr;

    QPointer<QMessageBox> m_askBox;
};
