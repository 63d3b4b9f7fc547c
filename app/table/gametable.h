#pragma once
// What every game's table shares: its session and scene, the widgets beside the table (the bar with the
// declared buttons, the log, the score model), the session's signals wired to the table's redraw, the seat
// names, the next deal, and the log's headers. A game's table adds its items, the gestures that become core
// moves, and its words.

#include "logline.h"
#include "place.h"
#include "tablecontroller.h"

#include <QList>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QSizeF>

#include <functional>

class ActionBar;
class CardItem;
class GameSession;
class PileItem;
class QGraphicsItem;
class TextPanelItem;
class QListWidget;
class ScoreModel;
class TableActions;
class TableScene;

/// Where a game's table puts its widgets besides the felt.
struct TableWidgets {
    ActionBar* bar = nullptr;     ///< buttons under the table
    QListWidget* log = nullptr;   ///< the history at the side
    ScoreModel* scores = nullptr; ///< the score sheet at the side
};

class GameTable : public TableController {
    Q_OBJECT
public:
    GameTable(GameSession* session, TableScene* scene, const TableWidgets& widgets,
              QObject* parent = nullptr);
    /// Takes the table's buttons off the bar (another game's table may take it over).
    ~GameTable() override;

    /// The box made by addDealOverBox (or given to setDealOverBox).
    QGraphicsItem* dealOverBox() const override { return m_dealOverBox; }
    /// Words the buttons again and redraws the table in the language now chosen.
    void retranslate() override;

protected:
    /// Wires the session to the table: a new game or deal lays out a new deal, a move or the end of a round
    /// redraws, the turn passing updates the buttons. Called once the derived table's items exist.
    void connectSession();
    /// Deals its cards again from what the person sees, at a new game or deal.
    virtual void newDeal() = 0;
    /// Redraws the table as the person sees it now.
    virtual void refresh() = 0;
    /// Shows, enables and words the buttons, and says whose turn it is.
    virtual void updateButtons() = 0;
    /// A game began or was loaded (by default: newDeal()).
    virtual void gameBegan();
    /// A further deal began (by default: newDeal()).
    virtual void dealBegan();
    /// A move was applied (by default: refresh()).
    virtual void moveApplied(int seat);
    /// The turn passed (by default: updateButtons()).
    virtual void turnPassed();
    /// The round is over (by default: refresh()).
    virtual void roundEnded();
    /// Places the box shown at the end of a deal (dealoverbox), where it hides no seat; called again once the
    /// cards have come to rest (nothing by default).
    virtual void placeDealOverBox();

    /// "You", or the player's name.
    QString seatName(int seat) const;
    /// After a deal: the next one, or a new game once the game is over.
    void nextDeal();
    /// Declares the button that deals on once a deal is over: `next` ("Next round", "Next hand"), or "New
    /// game" once the game is over; Enter and `keys` press it.
    void addNextDealAction(std::function<QString()> next, std::function<QString()> hint, QList<int> keys,
                           bool gapBefore);
    /// A bold line of the log that opens a round, a trick or a hand.
    void addLogHeader(const QString& text);
    /// Shows `lines` in the log. Only what changed is redone: when nothing did (a click on a card), the list
    /// keeps still; new lines are added at the end, and it scrolls to them.
    void showLog(const QList<LogLine>& lines);

    /// Puts `item` on the table as one of the table's own: it goes when the table goes.
    template <class Item>
    Item* own(Item* item) {
        addOwned(item);
        return item;
    }
    /// The table's `count` card items.
    QList<CardItem*> addCards(int count);
    /// A zone of the table: where cards of `place` lie, taking dropped cards or not, outlined or not.
    PileItem* addZone(Place place, bool acceptsDrops, bool outlined = true);
    /// The box shown at the end of a deal: over everything, nearly opaque, hidden until then.
    TextPanelItem* addDealOverBox();
    /// A game's own item as the box shown at the end of a deal.
    void setDealOverBox(QGraphicsItem* box) { m_dealOverBox = box; }
    /// A seat's (or a side's) number as an index into the table's arrays.
    static std::size_t at(int i) { return static_cast<std::size_t>(i); }
    /// Lays a card down: its size, where it goes (animated, after `delay` ms), which side is up (a card
    /// nobody knows stays down). It takes no click until the table says so; out of the hand it is neither
    /// chosen nor focused.
    void place(CardItem* item, const QPointF& pos, qreal z, bool faceUp, const QSizeF& size, int delay = 0,
               qreal rotation = 0);
    /// How a hand seen from across the table lies: in a row inside `room` (its left, right and top), aligned
    /// as `align` says (left, centred or right), each card `upStep` of a card's width after a face-up card
    /// (which shows its corner) or `downStep` after a back, squeezed to fit the room; dealt `delayStep` ms
    /// apart.
    struct Fan {
        QRectF room;
        Qt::Alignment align = Qt::AlignHCenter;
        QSizeF card;
        qreal upStep = 0.42;
        qreal downStep = 0.2;
        qreal z = 50;
        int delayStep = 10;
        Place place = {}; ///< where the cards are (layOthersHand: the seat's)
    };
    /// Lays `items` as the fan says, face up where `up` says (a card nobody knows stays down).
    void layFan(const QList<CardItem*>& items, const QList<bool>& up, const Fan& fan);
    /// Lays the stock: its backs squared at `origin`, the stack looking thicker the more cards it holds (up
    /// to `thickest` cards, `lift` pixels each), the top last. Returns the top card, or nullptr.
    CardItem* layStock(const QList<CardItem*>& items, const QPointF& origin, const QSizeF& size, qreal z,
                       int thickest = 12, qreal lift = 0.5);
    /// The start of a deal: every card face down, chosen by nobody, of `size`, at `from`.
    void gatherCards(const QList<CardItem*>& items, const QPointF& from, const QSizeF& size);
    /// The view's device pixel ratio, for the card images.
    qreal devicePixelRatio() const;

    GameSession* m_game;
    TableScene* m_scene;
    ActionBar* m_bar;
    QPointer<QListWidget> m_log;
    QPointer<ScoreModel> m_scores;
    TableActions* m_actions;

private:
    void addOwned(QGraphicsItem* item);
    QList<QGraphicsItem*> m_owned;
    QGraphicsItem* m_dealOverBox = nullptr;
};
