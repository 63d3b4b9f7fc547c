#pragma once
// The Capsa table: the person's hand at the bottom, three bots around, the trick in the centre with its name,
// a log of the round at the side. Select cards (click, Space) and drag them onto the centre, or press Enter /
// double-click / Play; P passes, H asks for a hint, S switches the sort. The centre lights up only when the
// selection is a legal play now; a refused drop springs back with the reason in the status bar.

#include "capsa/state.h"
#include "capsageometry.h"
#include "capsareport.h"
#include "games/gameregistry.h"
#include "table/handtable.h"

#include <QHash>
#include <QPointer>
#include <QSizeF>

#include <array>

class CapsaSession;
class SeatItem;

class CapsaTable : public HandTable {
    Q_OBJECT
public:
    CapsaTable(CapsaSession* session, TableScene* scene, const TableWidgets& widgets,
               QObject* parent = nullptr);

    void layout(const QSizeF& size) override;
    /// The centre takes the dragged cards when they are a legal play now; otherwise it says why not.
    DropCheck checkDrop(const QList<CardItem*>& cards, PileItem* target) const override;
    /// Plays the cards dropped on the centre.
    void drop(const QList<CardItem*>& cards, PileItem* target, const QPointF& at) override;
    /// Plays the card, or the whole choice when the card is part of it.
    void doubleClick(CardItem* card) override;
    void retranslate() override;
    /// Selects the hint's cards in the hand.
    bool showHint(const QString& move) override;

    PileItem* centre() const { return m_centre; }
    CardItem* itemFor(core::cards::Card card) const { return m_pool.known(card.id()); }
    SeatItem* seat(int i) const { return m_seats[static_cast<std::size_t>(i)]; }
    /// The banner naming the combination on the table.
    TextPanelItem* comboLabel() const { return m_comboLabel; }
    /// The box shown when a round is over.
    TextPanelItem* summary() const { return m_summary; }
    /// A sentence on whose turn it is and what to beat.
    QString statusText() const;

    void playSelection();
    void pass();
    /// Asks the coach for a hint (the Hint button).
    void hint();
    void nextRound();
    void toggleSort();

private:
    void newDeal() override;
    void refresh() override;
    void roundEnded() override;
    /// A choice redraws the table (the centre may light up); moving the focus only changes the cards' look.
    void handChanged(bool chosen) override;
    void assignIdentities(const core::capsa::Observation& o);
    /// The buttons under the table and their keys (TableActions).
    void declareActions();
    /// The selected cards make a play the rules accept now.
    bool legalSelection() const;
    void updateButtons() override;
    void updateSelectionLook();
    void updateLog();
    void updateScores(const core::capsa::Observation& o);
    void showSummary(const core::capsa::Observation& o);
    /// The table's words, with the seats' names as they are now.
    CapsaReport report() const;
    /// The box of a finished round: where it hides no seat, as large as the room there allows.
    void placeDealOverBox() override;

    CapsaSession* m_session;
    QSizeF m_size{1200, 800};
    CapsaGeometry m_geo{m_size, 250.0 / 350.0};
    bool m_sortBySuit = false;

    PileItem* m_centre = nullptr;
    PileItem* m_playedPile = nullptr;
    std::array<SeatItem*, 4> m_seats{};
    TextPanelItem* m_comboLabel = nullptr;
    TextPanelItem* m_summary = nullptr;
};
