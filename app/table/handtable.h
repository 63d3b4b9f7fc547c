#pragma once
// A table where the person holds a hand to choose cards from (Capsa, Empat Satu, Canasta). It keeps the hand
// (HandModel), which item shows which card (CardPool) and the hand's zone, and it answers the hand's gestures
// the one way: a click chooses a card, Left/Right/Home/End move the keyboard's focus, Space chooses, Esc lets
// go, a card dropped back into the hand moves there, and the chosen cards are what a drag carries. A game's
// table adds what a choice is for: its other zones, its double-click, its buttons.

#include "cardpool.h"
#include "gametable.h"
#include "model/handmodel.h"

class HandTable : public GameTable {
    Q_OBJECT
public:
    /// How the person chooses in the hand: several cards (a combination, a meld), or one at a time (the card
    /// to throw), when moving the focus or pressing Esc also lets go of the choice.
    enum class Choice { Several, One };
    /// `cards` card items for `seats` seats; the hand holds its cards under `face`'s keys (by default the
    /// cards' ids).
    HandTable(GameSession* session, TableScene* scene, const TableWidgets& widgets, int cards, int seats,
              Choice choice, HandModel::Face face = {}, QObject* parent = nullptr);

    HandModel* hand() const { return m_hand; }
    PileItem* handPile() const { return m_handPile; }
    /// The item showing the card known as `key` (a card id, or Canasta's physical card), or nullptr.
    CardItem* itemForKey(int key) const { return m_pool.known(key); }

    /// The hand's cards may be dragged (to play them, or to rearrange the hand).
    bool canDrag(CardItem* card) const override;
    /// A card of the hand is chosen (or let go of); a click elsewhere goes to clickTable().
    void click(CardItem* card) override;
    /// The hand's keys, then the table's declared actions.
    bool keyPress(QKeyEvent* event) override;
    QList<CardItem*> selection() const override;

protected:
    /// A click on a card outside the hand (the stock, the pile): nothing by default.
    virtual void clickTable(CardItem* card);
    /// The choice or the focus in the hand changed (`chosen`: the choice): the table is redrawn by default.
    virtual void handChanged(bool chosen);

    /// A single card of the hand dropped on the hand's zone: the person rearranges the hand.
    bool isRearranging(const QList<CardItem*>& cards, const PileItem* target) const;
    /// Moves `card` to where it was dropped among the others, and redraws.
    void rearrange(CardItem* card, const QPointF& at);

    /// How the person's hand lies: a row inside `row`, centred on `centreX` where it fits, each card
    /// `maxStep` from the one before at most (closer, overlapping, when the row is short), a chosen card
    /// standing up by `raise`, dealt `delayStep` ms apart.
    struct HandRow {
        QRectF row;
        qreal centreX = 0;
        QSizeF card;
        qreal maxStep = 0;
        qreal raise = 0;
        qreal z = 100;
        int delayStep = 15;
    };
    /// Lays the hand in its row, left to right, the chosen cards standing up and the focused one framed; each
    /// takes clicks and drags. Returns the hand's items and where each went.
    QList<CardItem*> layHand(const HandRow& spec, QList<QPointF>* where = nullptr);
    /// A hand seen from across the table: the cards known as `shown` face up, in that order, then the seat's
    /// backs, laid as `fan` says (its place: the seat's). Returns the items laid.
    QList<CardItem*> layOthersHand(int seat, const QList<int>& shown, Fan fan);
    /// Shows on the hand's items which are chosen and which has the keyboard's focus.
    void showChoice();
    /// A new deal: no card known, an empty hand, nothing chosen or focused.
    void clearHand();

    HandModel* m_hand;
    CardPool m_pool;
    PileItem* m_handPile;

private:
    /// Chooses the card known as `key`, or lets go of it (one at a time: in place of the card chosen before).
    void choose(int key);
    /// Moves the keyboard's focus to `row` (one at a time: letting go of the card chosen).
    void focusOn(int row);
    /// Where in the hand a card dropped at `at` goes.
    int dropRow(const CardItem* dragged, const QPointF& at) const;
    Choice m_choice;
};
