#pragma once
// One card on the table. It may be anonymous (a card in an opponent's hand, whose face nobody at the table
// knows) until the game reveals it. Position, rotation and the turn of the card (flip) are animatable.

#include "cards/card.h"
#include "place.h"

#include <QGraphicsObject>

class CardTheme;
class QGraphicsPathItem;

class CardItem : public QGraphicsObject {
    Q_OBJECT
    Q_PROPERTY(qreal flip READ flip WRITE setFlip)
public:
    CardItem(CardTheme* theme, QGraphicsItem* parent = nullptr);

    /// The card's face, or `Card()` while it is unknown.
    core::cards::Card card() const { return m_card; }
    void setCard(core::cards::Card card);
    bool isKnown() const { return m_card.isValid(); }

    bool faceUp() const { return m_faceUp; }
    /// Shows the face or the back at once (animations use flip()).
    void setFaceUp(bool up);
    /// 0: as faceUp() says; rising to 1 turns the card over (the face changes halfway).
    qreal flip() const { return m_flip; }
    void setFlip(qreal t);

    bool isSelected() const { return m_selected; }
    void setSelected(bool selected);
    /// A hint: drawn with a gold outline.
    void setHinted(bool hinted);
    /// Keyboard focus: a blue outline and a blue pointer above the card's left edge, which a fan never
    /// hides; unlike the selection (gold, raised) and a hint (green). The pointer is a child item, so the
    /// card's own bounds (and every layout check on them) stay those of the card.
    void setFocused(bool focused);
    /// The pointer shown above a focused card, or nullptr while the card has never had the focus.
    QGraphicsItem* focusPointer() const;
    bool isFocused() const { return m_focused; }
    /// Cards the person may pick up look alive under the mouse.
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }

    void setSize(const QSizeF& size);
    QSizeF size() const { return m_size; }

    /// How a mark looks: a gold tag tells (a card seen), a red tag with a dashed red frame warns (a penalty
    /// card), unlike any outline of selection, focus or hint.
    enum class MarkTone { Info, Warning };
    /// A short mark drawn on the face ("seen") and the sentence that explains it, shown as the tooltip and
    /// kept for an accessible name. Both empty: no mark.
    void setMark(const QString& tag, const QString& explanation, MarkTone tone = MarkTone::Info);
    MarkTone markTone() const { return m_markTone; }
    QString markTag() const { return m_markTag; }
    QString markText() const { return m_markText; }

    /// Where the table put the card (its zone, and whose for a seat's cards).
    Place place;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    /// The mark: its word along the left edge, or an eye badge on a card too small for the word.
    void paintMark(QPainter* painter, const QRectF& rect) const;
    /// Shapes and places the focus pointer for the card's size.
    void updateFocusPointer();

    CardTheme* m_theme;
    core::cards::Card m_card;
    QSizeF m_size{70, 98};
    bool m_faceUp = false;
    qreal m_flip = 0;
    bool m_selected = false;
    bool m_hinted = false;
    bool m_focused = false;
    bool m_interactive = false;
    bool m_hovered = false;
    QGraphicsPathItem* m_pointer = nullptr;
    QString m_markTag;
    QString m_markText;
    MarkTone m_markTone = MarkTone::Info;
};
