#pragma once
// The per-game half of the table: it knows the game's piles and what a drag means. The scene does the
// mechanics (press, drag threshold, hover targets, release) and asks the controller; the controller asks its
// session, which asks the core. Nothing here decides a rule.

#include <QList>
#include <QObject>
#include <QSizeF>
#include <QString>

class CardItem;
class GameSession;
class PileItem;
class QGraphicsItem;
class QGraphicsObject;
class QPointF;
class QKeyEvent;

struct DropCheck {
    bool allowed = false;
    QString reason; ///< why not, translated; empty when allowed
};

class TableController : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    /// Places every item for a table of this size (also called after a resize).
    virtual void layout(const QSizeF& size) = 0;

    /// Whether the person may pick this card up now.
    virtual bool canDrag(CardItem* card) const {
        Q_UNUSED(card);
        return false;
    }
    /// The cards that move together when `pressed` is dragged (by default the selection, if it holds it).
    virtual QList<CardItem*> dragGroup(CardItem* pressed) const;
    virtual DropCheck checkDrop(const QList<CardItem*>& cards, PileItem* target) const {
        Q_UNUSED(cards);
        Q_UNUSED(target);
        return {};
    }
    /// Carries out an allowed drop. `at` is the scene position of the drop (for reordering a hand).
    virtual void drop(const QList<CardItem*>& cards, PileItem* target, const QPointF& at) = 0;
    virtual void click(CardItem* card) { Q_UNUSED(card); }

    /// A thing other than a card that the person may pick up at this scene point (Hold'em's chips), or
    /// nullptr. The scene drags it as it drags cards, and asks the three below.
    virtual QGraphicsObject* draggableAt(const QPointF& point) const {
        Q_UNUSED(point);
        return nullptr;
    }
    /// Why `item` may not be picked up now (translated), or "" when it may.
    virtual QString dragRefusal(QGraphicsObject* item) const {
        Q_UNUSED(item);
        return {};
    }
    virtual DropCheck checkThingDrop(QGraphicsObject* item, PileItem* target) const {
        Q_UNUSED(item);
        Q_UNUSED(target);
        return {};
    }
    /// Carries out an allowed drop of `item`; false when the move was refused after all (it goes back).
    virtual bool dropThing(QGraphicsObject* item, PileItem* target) {
        Q_UNUSED(item);
        Q_UNUSED(target);
        return false;
    }
    /// The game's default action (e.g. play the selection).
    virtual void doubleClick(CardItem* card) { Q_UNUSED(card); }
    /// Keys: arrows, Space, Enter and the game's own. Returns whether the key was used.
    virtual bool keyPress(QKeyEvent* event) {
        Q_UNUSED(event);
        return false;
    }
    /// Re-reads every visible text after a language change.
    virtual void retranslate() {}
    /// The selected cards (for the default dragGroup).
    virtual QList<CardItem*> selection() const { return {}; }
    /// The box or banner shown when a deal is over (the coach offers its review there), or nullptr.
    virtual QGraphicsItem* dealOverBox() const { return nullptr; }
    /// What the box at the end of a deal says, for a screen reader (by default the text of a text panel).
    virtual QString dealOverText() const;
    /// Shows the coach's hint `move` (a move of the core, as text) on the table; false when the table has no
    /// way of its own, and the cards of the move in the person's hand are outlined instead.
    virtual bool showHint(const QString& move) {
        Q_UNUSED(move);
        return false;
    }

signals:
    /// A sentence for the status bar (a refusal, a hint).
    void message(const QString& text);
    /// The person asked for a hint (the table's own button); the coach answers with showHint().
    void hintRequested();

protected:
    /// Why the person may not move now, for a move tried out of turn: "The hand is over." or "Wait for your
    /// turn.", translated.
    static QString notYourTurnText(const GameSession& session);

    /// Plays the person's `move` if it is their turn, else says why. A refusal is reported by the session
    /// (the status bar shows the reason) and changes nothing. Returns whether the move was played.
    template <class Session>
    bool playAsPerson(Session& session, const typename Session::Move& move) {
        if (!session.hasGame()) return false;
        if (!session.isHumanTurn()) {
            emit message(notYourTurnText(session));
            return false;
        }
        return !session.play(move).has_value();
    }
};
