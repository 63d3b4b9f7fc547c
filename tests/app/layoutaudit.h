#pragma once
// Looks at a table the way a player does and lists what hides what: texts (names, badges, labels, counts,
// boxes of text) that leave the view or lie under something drawn over them, cards lying on seat plates,
// labels drawn over face-up cards, a badge on its seat's name, boxes of text that cut their lines, parts of
// an item drawn outside its bounding rectangle (which leave traces on the felt when the item changes).
// Every rectangle is in scene coordinates.

#include "games/canasta/pillitem.h"
#include "games/canasta/scoresheetitem.h"
#include "games/empatsatu/valuetagitem.h"
#include "games/holdem/dealerbuttonitem.h"
#include "games/holdem/handtagitem.h"
#include "table/carditem.h"
#include "table/chipsitem.h"
#include "table/pileitem.h"
#include "table/seatitem.h"
#include "table/textpanelitem.h"

#include <QAbstractScrollArea>
#include <QGraphicsScene>
#include <QHash>
#include <QLabel>
#include <QListWidget>
#include <QSet>
#include <QStringList>
#include <QTextDocument>

namespace layoutaudit {

struct Piece {
    QGraphicsItem* item = nullptr;
    QString what;
    QRectF rect;
};

inline bool visible(const QGraphicsItem* item) {
    return item->isVisible() && item->effectiveOpacity() > 0.01;
}

inline QString describe(QGraphicsItem* item) {
    if (auto* c = dynamic_cast<CardItem*>(item))
        return QStringLiteral("card %1 (%2)")
            .arg(c->isKnown() && c->faceUp() ? QString::fromStdString(c->card().toString())
                                             : QStringLiteral("back"),
                 placeName(c->place));
    if (auto* s = dynamic_cast<SeatItem*>(item)) return QStringLiteral("seat plate of %1").arg(s->name());
    if (auto* t = dynamic_cast<TextPanelItem*>(item))
        return QStringLiteral("box \"%1\"").arg(t->title().isEmpty() ? t->lines().value(0) : t->title());
    if (auto* p = dynamic_cast<PillItem*>(item)) return QStringLiteral("pill \"%1\"").arg(p->text());
    if (auto* h = dynamic_cast<HandTagItem*>(item)) return QStringLiteral("hand tag \"%1\"").arg(h->text());
    if (auto* v = dynamic_cast<ValueTagItem*>(item)) return QStringLiteral("value tag %1").arg(v->value());
    if (auto* k = dynamic_cast<ChipsItem*>(item))
        return QStringLiteral("chips %1 %2").arg(k->caption()).arg(k->amount());
    if (dynamic_cast<ScoreSheetItem*>(item)) return QStringLiteral("score sheet");
    if (dynamic_cast<DealerButtonItem*>(item)) return QStringLiteral("dealer button");
    if (auto* p = dynamic_cast<PileItem*>(item)) return QStringLiteral("pile %1").arg(placeName(p->place()));
    return QStringLiteral("item");
}

inline QRectF cardRect(const CardItem* card) {
    return card->mapRectToScene(QRectF(QPointF(0, 0), card->size()));
}

/// The texts an item shows, each with the rectangle it is drawn in.
inline QList<Piece> texts(QGraphicsItem* item) {
    QList<Piece> out;
    const auto add = [&](const QString& what, const QRectF& local) {
        if (!local.isEmpty()) out << Piece{item, what, item->mapRectToScene(local)};
    };
    if (auto* s = dynamic_cast<SeatItem*>(item)) {
        if (!s->name().isEmpty()) add(QStringLiteral("name %1").arg(s->name()), s->nameRect());
        if (!s->detail().isEmpty())
            add(QStringLiteral("detail \"%1\" of %2").arg(s->detail(), s->name()), s->detailRect());
        if (!s->badge().isEmpty())
            add(QStringLiteral("badge \"%1\" of %2").arg(s->badge(), s->name()), s->badgeRect());
    } else if (auto* p = dynamic_cast<PileItem*>(item)) {
        if (!p->label().isEmpty()) add(QStringLiteral("label \"%1\"").arg(p->label()), p->labelRect());
    } else if (auto* k = dynamic_cast<ChipsItem*>(item)) {
        add(QStringLiteral("amount of ") + describe(item), k->labelRect());
    } else if (dynamic_cast<TextPanelItem*>(item) || dynamic_cast<PillItem*>(item) ||
               dynamic_cast<HandTagItem*>(item) || dynamic_cast<ValueTagItem*>(item) ||
               dynamic_cast<ScoreSheetItem*>(item) || dynamic_cast<DealerButtonItem*>(item)) {
        add(describe(item), item->boundingRect());
    }
    return out;
}

/// What an item hides of what lies under it (nothing for outlines and the felt).
inline QRectF solid(QGraphicsItem* item) {
    if (auto* c = dynamic_cast<CardItem*>(item)) return cardRect(c);
    if (auto* s = dynamic_cast<SeatItem*>(item))
        return s->mapRectToScene(s->plateRect().united(s->badgeRect()));
    if (auto* k = dynamic_cast<ChipsItem*>(item)) return k->mapRectToScene(k->chipsRect());
    if (dynamic_cast<TextPanelItem*>(item) || dynamic_cast<PillItem*>(item) ||
        dynamic_cast<HandTagItem*>(item) || dynamic_cast<ValueTagItem*>(item) ||
        dynamic_cast<ScoreSheetItem*>(item) || dynamic_cast<DealerButtonItem*>(item))
        return item->sceneBoundingRect();
    return {};
}

inline bool meets(const QRectF& a, const QRectF& b, qreal tolerance = 1.0) {
    const QRectF i = a.intersected(b);
    return i.width() > tolerance && i.height() > tolerance;
}

/// Everything wrong with the table in `view` (scene coordinates). Boxes in `modal` (the summary at the end of
/// a deal) may lie over cards and the table's labels, never over a seat.
inline QStringList audit(QGraphicsScene* scene, const QRectF& view, const QSet<QGraphicsItem*>& modal = {}) {
    QStringList problems;
    const QList<QGraphicsItem*> order = scene->items(Qt::DescendingOrder); // topmost first
    QHash<QGraphicsItem*, int> rank;
    for (int i = 0; i < order.size(); ++i) rank.insert(order[i], i);
    QList<QGraphicsItem*> shown;
    for (QGraphicsItem* item : order)
        if (visible(item)) shown << item;

    for (QGraphicsItem* item : shown) {
        const QList<Piece> pieces = texts(item);
        for (const Piece& t : pieces) {
            if (!view.adjusted(-1, -1, 1, 1).contains(t.rect))
                problems << QStringLiteral("%1 leaves the view").arg(t.what);
            if (!item->sceneBoundingRect().adjusted(-0.5, -0.5, 0.5, 0.5).contains(t.rect))
                problems << QStringLiteral("%1 is drawn outside its item").arg(t.what);
            for (QGraphicsItem* other : shown) {
                if (other == item || rank.value(other) > rank.value(item)) continue; // not drawn over it
                // The box at the end of a deal may hide the table's labels, never a seat.
                if (modal.contains(other) && !dynamic_cast<SeatItem*>(item)) continue;
                if (meets(solid(other), t.rect))
                    problems << QStringLiteral("%1 covers %2").arg(describe(other), t.what);
            }
        }
        if (auto* box = dynamic_cast<TextPanelItem*>(item); box && !box->columnsFit())
            problems << QStringLiteral("%1 cuts its lines short").arg(describe(item));
        if (auto* s = dynamic_cast<SeatItem*>(item)) {
            const QRectF badge = s->badgeRect();
            if (!badge.isEmpty() && (meets(badge, s->nameRect(), 0) || meets(badge, s->detailRect(), 0)))
                problems
                    << QStringLiteral("the badge \"%1\" covers the texts of %2").arg(s->badge(), s->name());
            const QRectF plate = s->mapRectToScene(s->plateRect());
            for (QGraphicsItem* other : shown)
                if (auto* c = dynamic_cast<CardItem*>(other); c && meets(cardRect(c), plate))
                    problems << QStringLiteral("%1 lies on the seat plate of %2").arg(describe(c), s->name());
        }
        // A box at the end of a deal that lies over a card hides it: no card shows through its text.
        if (auto* box = dynamic_cast<TextPanelItem*>(item);
            box && modal.contains(item) && box->backgroundAlpha() < 255)
            for (QGraphicsItem* other : shown)
                if (auto* c = dynamic_cast<CardItem*>(other);
                    c && rank.value(item) < rank.value(other) && meets(solid(item), cardRect(c)))
                    problems << QStringLiteral("%1 lets %2 show through").arg(describe(item), describe(c));
        // Labels and banners keep off the cards that are face up.
        const bool label =
            (dynamic_cast<TextPanelItem*>(item) && !modal.contains(item)) || dynamic_cast<HandTagItem*>(item);
        if (label)
            for (QGraphicsItem* other : shown)
                if (auto* c = dynamic_cast<CardItem*>(other); c && c->faceUp() &&
                                                              rank.value(item) < rank.value(other) &&
                                                              meets(solid(item), cardRect(c)))
                    problems << QStringLiteral("%1 lies over %2").arg(describe(item), describe(c));
    }
    problems.removeDuplicates();
    return problems;
}

/// What is wrong beside the table, in the side column and the docks of `window`: a text of the odds panel cut
/// at its right edge or at its bottom, a log too short to read a few moves.
inline QStringList sideProblems(QWidget* window) {
    QStringList problems;
    for (QLabel* label : window->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty() || !label->wordWrap()) continue;
        QWidget* panel = label->parentWidget();
        while (panel && panel->objectName() != QLatin1String("oddsPanel")) panel = panel->parentWidget();
        if (!panel) continue;
        const QString what = QStringLiteral("the odds panel's text \"%1\"").arg(label->text().left(40));
        const int width = label->contentsRect().width();
        QTextDocument doc;
        doc.setDefaultFont(label->font());
        doc.setDocumentMargin(0);
        if (Qt::mightBeRichText(label->text()))
            doc.setHtml(label->text());
        else
            doc.setPlainText(label->text());
        doc.setTextWidth(0); // as narrow as it goes: its widest word or row of a table
        if (doc.idealWidth() > width + 1)
            problems << QStringLiteral("%1 is cut at the right (%2 px wide in %3)")
                            .arg(what)
                            .arg(doc.idealWidth())
                            .arg(width);
        if (label->heightForWidth(width) > label->height() + 1)
            problems << QStringLiteral("%1 is cut at the bottom").arg(what);
        // Inside the panel's visible width.
        QWidget* viewport = label->parentWidget();
        while (viewport && !qobject_cast<QAbstractScrollArea*>(viewport->parentWidget()))
            viewport = viewport->parentWidget();
        if (viewport) {
            const QRect inView(label->mapTo(viewport, QPoint(0, 0)), label->size());
            if (inView.right() > viewport->width())
                problems << QStringLiteral("%1 passes the panel's edge").arg(what);
        }
    }
    for (QListWidget* log : window->findChildren<QListWidget*>(QStringLiteral("log"))) {
        if (!log->isVisible()) continue;
        const int lines = log->viewport()->height() / std::max(1, log->fontMetrics().lineSpacing());
        if (lines < 6) problems << QStringLiteral("the log shows %1 lines").arg(lines);
    }
    return problems;
}

/// What the widget `over` (a button on the table's view) hides on the table: texts and cards.
inline QStringList widgetProblems(QGraphicsScene* scene, QWidget* over, const QRectF& sceneRect) {
    QStringList problems;
    const QString what = QStringLiteral("the button \"%1\"").arg(over->property("text").toString());
    for (QGraphicsItem* item : scene->items()) {
        if (!visible(item)) continue;
        for (const Piece& t : texts(item))
            if (meets(sceneRect, t.rect)) problems << QStringLiteral("%1 covers %2").arg(what, t.what);
        if (auto* c = dynamic_cast<CardItem*>(item); c && meets(sceneRect, cardRect(c)))
            problems << QStringLiteral("%1 covers %2").arg(what, describe(c));
    }
    problems.removeDuplicates();
    return problems;
}

} // namespace layoutaudit
