#include "empatsatutable.h"

#include "empatsatureport.h"
#include "empatsatusession.h"
#include "model/handmodel.h"
#include "model/scoremodel.h"
#include "table/actionbar.h"
#include "table/animator.h"
#include "table/carditem.h"
#include "table/cardtheme.h"
#include "table/dealoverbox.h"
#include "table/pileitem.h"
#include "table/seatitem.h"
#include "table/tableactions.h"
#include "table/tablelayout.h"
#include "table/tablescale.h"
#include "table/tablescene.h"
#include "table/textpanelitem.h"
#include "valuetagitem.h"

#include <QGraphicsView>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>

#include <algorithm>

using namespace core::empatsatu;
using core::cards::Card;
using core::cards::CardSet;

namespace {
constexpr int kFanShown = 5;    // the newest discards of a pile shown side by side
constexpr qreal kFanStep = 0.3; // of a card's width
constexpr qreal kRaise = 0.15;  // of a card's height: a selected card, a card that can be taken
constexpr qreal kTagSpace = 26; // over the person's cards, for the value tags

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

// Spades, hearts, clubs, diamonds: the colours alternate, as people sort a hand.
int suitOrder(Card c) {
    static constexpr int kOrder[] = {2, 3, 1, 0}; // by Suit: clubs, diamonds, hearts, spades
    return kOrder[c.suitIndex()];
}

bool handOrder(Card a, Card b) {
    if (suitOrder(a) != suitOrder(b)) return suitOrder(a) < suitOrder(b);
    return a.rankIndex() > b.rankIndex();
}

QList<Card> sorted(CardSet set) {
    QList<Card> out;
    for (Card c : set) out << c;
    std::sort(out.begin(), out.end(), handOrder);
    return out;
}

// Where the other players sit, clockwise from the person's left: on the sides or along the top (x as a
// fraction of the width).
struct Slot {
    enum Kind { Top, Left, Right } kind;
    qreal x = 0.5;
};

Slot slotFor(int seat, int players) {
    switch (players) {
    case 2:
        return {Slot::Top, 0.5};
    case 3:
        return seat == 1 ? Slot{Slot::Top, 0.3} : Slot{Slot::Top, 0.7};
    case 5:
        if (seat == 1) return {Slot::Left, 0};
        if (seat == 4) return {Slot::Right, 0};
        return {Slot::Top, seat == 2 ? 0.33 : 0.67};
    case 6:
        if (seat == 1) return {Slot::Left, 0};
        if (seat == 5) return {Slot::Right, 0};
        return {Slot::Top, seat == 2 ? 0.25 : (seat == 3 ? 0.5 : 0.75)};
    default:
        if (seat == 1) return {Slot::Left, 0};
        if (seat == 3) return {Slot::Right, 0};
        return {Slot::Top, 0.5};
    }
}

} // namespace

EmpatSatuTable::EmpatSatuTable(EmpatSatuSession* session, TableScene* scene, const TableWidgets& widgets,
                               QObject* parent)
    : GameTable(session, scene, widgets, parent)
    , m_session(session)
    , m_hand(new HandModel(this)) {
    m_items = scene->addCardItems(52);
    m_handPile = new PileItem(ZoneRole::Hand);
    m_handPile->setAcceptsDrops(true);
    m_handPile->setOutlined(false);
    m_stockPile = new PileItem(ZoneRole::Stock);
    m_centralPile = new PileItem(ZoneRole::Discard);
    m_centralPile->setAcceptsDrops(true);
    for (PileItem* p : {m_handPile, m_stockPile, m_centralPile}) scene->addItem(p);
    for (int s = 0; s < kMaxSeats; ++s) {
        m_piles[at(s)] = new PileItem(Place(ZoneRole::SeatDiscard, s));
        m_piles[at(s)]->setAcceptsDrops(s == 0);
        scene->addItem(m_piles[at(s)]);
        m_seats[at(s)] = new SeatItem(s);
        scene->addItem(m_seats[at(s)]);
    }
    for (auto& tag : m_tags) {
        tag = new ValueTagItem;
        tag->hide();
        scene->addItem(tag);
    }
    m_pileCaption = new TextPanelItem;
    m_pileCaption->setBackgroundAlpha(120);
    scene->addItem(m_pileCaption);
    m_scoreLabel = new TextPanelItem;
    m_summary = new TextPanelItem;
    m_summary->setZValue(6000);
    m_summary->setBackgroundAlpha(242);
    scene->addItem(m_scoreLabel);
    scene->addItem(m_summary);
    m_summary->hide();

    declareActions();

    m_hand->setOrder(handOrder);
    connectSession();
    connect(scene->animator(), &Animator::animationsFinished, this, [this] { // where the cards came to lie
        if (m_summary->isVisible()) placeSummary();
    });

    retranslate();
    if (m_session->hasGame()) newDeal();
}

EmpatSatuTable::~EmpatSatuTable() {
    QList<QGraphicsItem*> own{m_handPile, m_stockPile, m_centralPile, m_pileCaption, m_scoreLabel, m_summary};
    for (PileItem* p : m_piles) own << p;
    for (SeatItem* s : m_seats) own << s;
    for (ValueTagItem* t : m_tags) own << t;
    qDeleteAll(own);
    qDeleteAll(m_items);
}

// --- Names and texts ---------------------------------------------------------------------------------------

void EmpatSatuTable::declareActions() {
    const auto playing = [this] { return !m_session->hasGame() || !m_session->isDealOver(); };
    // A move of the person's: pressable when the rules allow it now; otherwise the reason.
    const auto legal = [this](const Move& m) {
        return m_session->hasGame() && m_session->isHumanTurn() && !m_session->check(m).has_value();
    };
    const auto refusal = [this](const Move& m) {
        if (!m_session->hasGame() || !m_session->isHumanTurn()) return notYourTurnText(*m_session);
        return m_session->check(m).value_or(QString());
    };
    const auto moveAction = [&](const QString& id, std::function<QString()> text,
                                std::function<QString()> hint, QList<int> keys, Move move,
                                bool primary = false) {
        m_actions->add({id, std::move(text), std::move(hint), std::move(keys), playing,
                        [legal, move] { return legal(move); }, [refusal, move] { return refusal(move); },
                        [this, move] { playAsPerson(*m_session, move); }, primary});
    };
    moveAction(
        QStringLiteral("draw"), [] { return tr("Draw"); },
        [] { return tr("Take the top card of the stock"); }, {Qt::Key_D}, Move::draw());
    moveAction(
        QStringLiteral("take"), [] { return tr("Take discard"); },
        [] { return tr("Take the card the previous player has just thrown"); }, {Qt::Key_T}, Move::take());
    m_actions->add(
        {QStringLiteral("discard"),
         [] { return tr("Discard"); },
         [] { return tr("Throw the chosen card"); },
         {Qt::Key_Return, Qt::Key_Enter},
         playing,
         [this, legal] { return chosenCard().isValid() && legal(Move::discard(chosenCard())); },
         [this, refusal] {
             if (!chosenCard().isValid())
                 return m_session->hasGame() && m_session->isHumanTurn()
                            ? tr("Choose the card to throw first (click it, or use the arrow keys).")
                            : notYourTurnText(*m_session);
             return refusal(Move::discard(chosenCard()));
         },
         [this] { discardChosen(); }});
    moveAction(
        QStringLiteral("knock"), [] { return tr("Stop"); },
        [] { return tr("Stop the hand now: everyone shows their cards"); }, {Qt::Key_K, Qt::Key_S},
        Move::stop(), true);
    // "End" only matters once the stock is empty.
    m_actions->add({QStringLiteral("end"),
                    [] { return tr("End"); },
                    [] { return tr("The stock is empty: leave the discard and end the hand"); },
                    {Qt::Key_E},
                    [this, playing] {
                        return playing() && m_session->hasGame() && m_session->state().stockCount() == 0;
                    },
                    [legal] { return legal(Move::end()); },
                    [refusal] { return refusal(Move::end()); },
                    [this] { playAsPerson(*m_session, Move::end()); }});
    addNextDealAction([] { return tr("Next hand"); }, [] { return tr("Deal the next hand"); }, {Qt::Key_N},
                      true);
}

void EmpatSatuTable::retranslate() {
    m_actions->retranslate();
    if (m_session->hasGame()) refresh();
}

QString EmpatSatuTable::scoreText() const {
    if (!m_session->hasGame()) return {};
    const CardSet hand = m_session->humanObservation().hand;
    if (hand.empty()) return {};
    if (hand.count() > kHandSize) {
        const HandValue best = EmpatSatuSession::bestFour(hand);
        return tr("Best four: %1 (%2)")
            .arg(EmpatSatuSession::signedNumber(best.score), EmpatSatuSession::suitSymbol(best.suit));
    }
    const HandValue v = evaluate(hand);
    return tr("Score: %1 (%2)")
        .arg(EmpatSatuSession::signedNumber(v.score), EmpatSatuSession::suitSymbol(v.suit));
}

QString EmpatSatuTable::statusText() const {
    if (!m_session->hasGame()) return {};
    const Observation o = m_session->humanObservation();
    if (o.handOver())
        return m_session->isGameOver()
                   ? tr("The session is over. Press New game to play again.")
                   : tr("The hand is over. Press Next hand (Enter) to deal the next one.");
    if (o.current != o.seat) return tr("%1 is thinking\u2026").arg(seatName(o.current));
    const int previous = (o.seat + o.rules.players - 1) % o.rules.players;
    const QString takeable = o.takeable.isValid() ? EmpatSatuSession::cardText(o.takeable) : QString();
    QString text;
    switch (o.phase) {
    case Phase::Start:
        if (o.rules.discardFirst) {
            text = o.stockCount == 0 && !o.takeable.isValid()
                       ? tr("Your turn: the stock is empty; end the hand (E).")
                       : tr("Your turn: throw a card first (drag it onto your pile, or pick it and press "
                            "Enter), then draw.");
        } else if (o.stockCount == 0) {
            text = tr("Your turn: the stock is empty. Take %1 (T) or end the hand (E).").arg(takeable);
        } else if (o.takeable.isValid()) {
            text = tr("Your turn: draw from the stock (D) or take %1 from %2 (T).")
                       .arg(takeable, seatName(previous));
        } else {
            text = tr("Your turn: draw from the stock (D).");
        }
        if (m_session->state().canStop()) text = tr("You may stop now (K).") + QLatin1Char(' ') + text;
        return text;
    case Phase::Discard:
        if (o.takenThisTurn.isValid() && !o.rules.mayRediscardTaken)
            return tr("Throw a card onto the discards (drag it, or pick it and press Enter); %1 must stay.")
                .arg(EmpatSatuSession::cardText(o.takenThisTurn));
        return tr("Throw a card onto the discards (drag it, or pick it and press Enter).");
    case Phase::Draw:
        if (o.takeable.isValid() && o.stockCount > 0)
            return tr("Now draw from the stock (D) or take %1 (T).").arg(takeable);
        if (o.takeable.isValid()) return tr("Now take %1 (T): the stock is empty.").arg(takeable);
        return tr("Now draw from the stock (D).");
    case Phase::HandOver:
        break;
    }
    return {};
}

// --- Geometry ----------------------------------------------------------------------------------------------

bool EmpatSatuTable::isCentral() const {
    return !m_session->hasGame() || m_session->state().rules().discardPiles == DiscardPiles::Central;
}

int EmpatSatuTable::seatTotal() const {
    return m_session->hasGame() ? m_session->seatCount() : 4;
}

qreal EmpatSatuTable::margin() const {
    return TableScale(m_size)(12);
}

qreal EmpatSatuTable::plateHeight() const {
    return SeatItem::plateHeight(TableScale(m_size).factor());
}

qreal EmpatSatuTable::overhang() const {
    return SeatItem::badgeOverhang(TableScale(m_size).factor());
}

qreal EmpatSatuTable::labelSpace() const {
    return TableScale(m_size).font(12) * 1.3 + 10;
}

QSizeF EmpatSatuTable::cardSize() const {
    const qreal aspect = m_scene->theme()->aspectRatio();
    // Top to bottom: the seats along the top (badge, plate, hand, pile), the stock, the person's tags and
    // hand.
    const qreal byHeight = (m_size.height() - 118 - plateHeight() - overhang()) / 3.4;
    const qreal byWidth = m_size.width() / 9.5 / aspect;
    const qreal h = std::clamp(std::min(byHeight, byWidth), 64.0, 200.0);
    return {h * aspect, h};
}

QSizeF EmpatSatuTable::smallCardSize() const {
    return cardSize() * 0.6;
}

qreal EmpatSatuTable::seatWidth() const {
    return std::max(TableScale(m_size)(160), smallCardSize().width() * 2.6);
}

qreal EmpatSatuTable::sideHalfWidth() const {
    // Room for the hand shown at the end of a hand.
    return std::max(seatWidth() / 2, smallCardSize().width() * 1.4);
}

qreal EmpatSatuTable::topBlockBottom() const {
    const QSizeF small = smallCardSize();
    return margin() + overhang() + plateHeight() + 6 + small.height() +
           (isCentral() ? 0 : 10 + small.height());
}

QRectF EmpatSatuTable::handRow() const {
    const QSizeF card = cardSize();
    const qreal top = m_size.height() - card.height() - 12;
    const qreal left = margin() + seatWidth() + 24;
    const qreal right = isCentral() ? m_size.width() - left : seatPlace(0).pile.left() - 16;
    return QRectF(left, top, std::max(card.width(), right - left), card.height());
}

QPointF EmpatSatuTable::centre() const {
    const qreal bottom = handRow().top() - kTagSpace - cardSize().height() * kRaise;
    return {m_size.width() / 2, (topBlockBottom() + bottom) / 2};
}

EmpatSatuTable::SeatPlace EmpatSatuTable::seatPlace(int seat) const {
    const qreal w = m_size.width(), h = m_size.height();
    const QSizeF small = smallCardSize();
    const qreal pileWidth = small.width() * (1 + (kFanShown - 1) * kFanStep);
    SeatPlace p;
    if (seat == 0) {
        p.box = QPointF(margin() + seatWidth() / 2, h - plateHeight() - 12);
        // The person's own pile lies at the right of the hand, a wide target to throw onto.
        p.pile = QRectF(w - margin() - 10 - pileWidth - 16, h - small.height() - labelSpace() - 22,
                        pileWidth + 16, small.height() + labelSpace() + 10);
        return p;
    }
    const Slot slot = slotFor(seat, seatTotal());
    if (slot.kind == Slot::Top) {
        const qreal x = w * slot.x;
        p.box = QPointF(x, margin() + overhang());
        p.hand = QPointF(x, p.box.y() + plateHeight() + 6);
        p.pile = QRectF(x - pileWidth / 2, p.hand.y() + small.height() + 10, pileWidth, small.height());
        return p;
    }
    p.side = true;
    const qreal half = sideHalfWidth();
    const qreal x = slot.kind == Slot::Left ? margin() + half : w - margin() - half;
    // With three seats along the top the side seats sit lower, out of the way of the outer ones.
    const qreal y = seatTotal() >= 6 ? topBlockBottom() + 12 + overhang()
                                     : std::max(h * 0.17, margin() + 40 + overhang());
    p.box = QPointF(x, y);
    p.hand = QPointF(x, y + plateHeight() + 6);
    p.pile = QRectF(x - pileWidth / 2, p.hand.y() + small.height() + 10, pileWidth, small.height());
    return p;
}

void EmpatSatuTable::layout(const QSizeF& size) {
    m_size = size;
    const QSizeF card = cardSize();
    const qreal dpr = m_scene->views().isEmpty() ? 1.0 : m_scene->views().first()->devicePixelRatioF();
    m_scene->theme()->setCardSize(card.toSize(), dpr);

    const QRectF row = handRow();
    m_handPile->setRect(QRectF(row.left() - 10, row.top() - card.height() * kRaise - kTagSpace - 6,
                               row.width() + 20,
                               size.height() - row.top() + card.height() * kRaise + kTagSpace + 4));
    const QPointF c = centre();
    const qreal pileWidth = card.width() * (1 + (kFanShown - 1) * kFanStep);
    const qreal group = isCentral() ? card.width() * 1.4 + pileWidth : card.width();
    const qreal stockLeft = c.x() - group / 2;
    const qreal top = c.y() - (card.height() + labelSpace()) / 2;
    m_stockPile->setRect(
        QRectF(stockLeft - 8, top - 8, card.width() + 16, card.height() + labelSpace() + 12));
    m_centralPile->setRect(QRectF(stockLeft + card.width() * 1.4 - 8, top - 8, pileWidth + 16,
                                  card.height() + labelSpace() + 12));

    m_pileCaption->setFontSize(std::clamp(int(card.height() * 0.085), 11, 15));
    m_pileCaption->setMaxWidth(pileWidth + 40);
    for (int s = 0; s < kMaxSeats; ++s) {
        const SeatPlace p = seatPlace(s);
        m_seats[at(s)]->setUiScale(TableScale(size).factor());
        m_seats[at(s)]->setWidth(seatWidth());
        m_seats[at(s)]->setPos(p.box);
        m_piles[at(s)]->setRect(s == 0 ? p.pile : p.pile.adjusted(-6, -6, 6, 6));
    }
    const SeatPlace me = seatPlace(0);
    m_scoreLabel->setFontSize(std::clamp(int(size.height() / 52), 13, 19));
    m_scoreLabel->setMaxWidth(std::max(seatWidth() + 40, 300.0));

    placeScoreLabel(me);
    for (PileItem* pile : m_piles) pile->setLabelFontSize(TableScale(size).font(12));
    for (PileItem* pile : {m_stockPile, m_centralPile}) pile->setLabelFontSize(TableScale(size).font(12));
    for (ValueTagItem* t : m_tags) t->setFontSize(std::clamp(int(card.height() * 0.095), 11, 16));
    if (m_session->hasGame()) refresh();
}

PileItem* EmpatSatuTable::discardTarget() const {
    return isCentral() ? m_centralPile : m_piles[0];
}

// --- Which item shows which card ---------------------------------------------------------------------------

void EmpatSatuTable::newDeal() {
    m_known.clear();
    for (auto& a : m_anonymous) a.clear();
    m_stock.clear();
    m_hand->setCards({});
    m_hand->setFocusRow(-1);
    m_summary->hide();
    // Every card starts on the stock, face down, and is dealt from there.
    const QPointF from = m_stockPile->rect().topLeft() + QPointF(8, 8);
    for (CardItem* item : m_items) {
        item->setCard(Card());
        item->setFaceUp(false);
        item->setSelected(false);
        item->setHinted(false);
        item->setFocused(false);
        item->setSize(cardSize());
        item->setPos(from);
        item->setRotation(0);
        item->place = {};
    }
    if (m_log) m_log->clear();
    refresh();
}

CardItem* EmpatSatuTable::takeAnonymous(int seat) {
    auto& pool = m_anonymous[at(seat)];
    return pool.isEmpty() ? nullptr : pool.takeLast();
}

CardItem* EmpatSatuTable::takeStockItem() {
    return m_stock.isEmpty() ? nullptr : m_stock.takeLast();
}

CardItem* EmpatSatuTable::takeFree() const {
    for (CardItem* item : m_items) {
        bool used = m_known.key(item, -1) >= 0 || m_stock.contains(item);
        for (const auto& a : m_anonymous) used = used || a.contains(item);
        if (!used) return item;
    }
    return nullptr;
}

void EmpatSatuTable::assignIdentities(const Observation& o) {
    // A card seen for the first time comes from where it was hidden: the person's draws from the stock, the
    // others' throws and their hands shown at the end from their backs.
    const auto reveal = [&](Card c, int from) {
        if (m_known.contains(c.id())) return;
        CardItem* item = from == o.seat ? takeStockItem() : takeAnonymous(from);
        if (!item) item = takeFree();
        if (!item) return;
        item->setCard(c);
        m_known.insert(c.id(), item);
    };
    for (Card c : o.hand) reveal(c, o.seat);
    for (const DiscardEntry& d : o.discards) reveal(d.card, d.seat);
    for (int s = 0; s < o.rules.players; ++s) {
        for (Card c : o.known[at(s)]) reveal(c, s);
        if (o.result)
            for (Card c : o.result->hands[at(s)]) reveal(c, s);
    }
    // Each other hand holds as many backs as it has cards nobody has seen; drawn ones come off the stock.
    const auto anonymous = [](CardItem* item) {
        item->setCard(Card());
        return item;
    };
    for (int s = 0; s < o.rules.players; ++s) {
        if (s == o.seat) continue;
        auto& pool = m_anonymous[at(s)];
        const int want = o.result ? 0 : o.handCounts[at(s)] - o.known[at(s)].count();
        while (pool.size() > want) pool.removeLast();
        while (pool.size() < want) {
            CardItem* item = takeStockItem();
            if (!item) item = takeFree();
            if (!item) break;
            pool << anonymous(item);
        }
    }
    while (m_stock.size() > o.stockCount) m_stock.removeFirst();
    while (m_stock.size() < o.stockCount) {
        CardItem* item = takeFree();
        if (!item) break;
        m_stock.prepend(anonymous(item));
    }
}

// --- Drawing the table -------------------------------------------------------------------------------------

void EmpatSatuTable::place(CardItem* item, const QPointF& pos, qreal z, bool faceUp, const QSizeF& size,
                           int delay) {
    Animator* anim = m_scene->animator();
    item->setSize(size);
    anim->move(item, pos, 0, z, delay);
    anim->turn(item, faceUp && item->isKnown(), delay);
    item->setInteractive(false);
    item->setHinted(false);
    if (!item->place.is(ZoneRole::Hand)) {
        item->setSelected(false);
        item->setFocused(false);
    }
}

void EmpatSatuTable::refresh() {
    if (!m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    m_hand->setCards(sorted(o.hand));
    assignIdentities(o);

    Animator* anim = m_scene->animator();
    anim->begin();
    placeHands(o);
    placeStock(o);
    placeDiscards(o);
    anim->commit();

    m_stockPile->setLabel(tr("Stock: %1").arg(o.stockCount));
    m_centralPile->setVisible(isCentral());
    for (int s = 0; s < kMaxSeats; ++s) m_piles[at(s)]->setVisible(!isCentral() && s < o.rules.players);
    m_piles[0]->setLabel(tr("Your discards"));
    m_centralPile->setLabel(tr("Discards"));
    // Who threw the cards that can be seen on the central pile, in the same order as they lie.
    QStringList throws;
    const std::size_t shown = std::min<std::size_t>(o.discards.size(), 3);
    for (std::size_t i = o.discards.size() - shown; i < o.discards.size(); ++i)
        throws << tr("%1 %2").arg(EmpatSatuSession::cardText(o.discards[i].card),
                                  seatName(o.discards[i].seat));
    m_pileCaption->setLines(QString(), isCentral() && !throws.isEmpty() && !o.handOver()
                                           ? QStringList{throws.join(QStringLiteral(" \u00b7 "))}
                                           : QStringList{});
    m_pileCaption->setPos(m_centralPile->rect().center().x(),
                          m_centralPile->rect().bottom() + 8 + m_pileCaption->boundingRect().height() / 2);

    updateSeats(o);
    updateTags(o);
    updateLog(o);
    updateScores(o);
    updateButtons();
    if (o.handOver())
        showSummary(o);
    else
        m_summary->hide();
}

void EmpatSatuTable::placeHands(const Observation& o) {
    for (CardItem* item : m_items) item->setMark({}, {}); // marked again below while still in a hand
    const QSizeF card = cardSize(), small = smallCardSize();
    // The person's cards: a row at the bottom, hardly overlapping; the chosen card stands up.
    const QList<Card>& cards = m_hand->cards();
    const QRectF row = handRow();
    const qreal n = std::max<qsizetype>(1, cards.size());
    const qreal step = n > 1 ? std::min(card.width() * 1.08, (row.width() - card.width()) / (n - 1)) : 0;
    const qreal width = card.width() + step * (n - 1);
    const qreal left = std::clamp(m_size.width() / 2 - width / 2, row.left(), row.right() - width);
    for (int i = 0; i < cards.size(); ++i) {
        CardItem* item = m_known.value(cards[i].id());
        if (!item) continue;
        item->place = ZoneRole::Hand;
        const bool raised = m_hand->isSelected(cards[i]);
        const QPointF pos(left + i * step, row.top() - (raised ? card.height() * kRaise : 0));
        place(item, pos, 300 + i, true, card, i * 15);
        item->setInteractive(true);
        item->setSelected(raised);
        item->setFocused(m_hand->focusRow() == i); // raised or not: the keyboard's card stays in sight
        // The value tag rides above its card.
        if (i < int(m_tags.size())) {
            ValueTagItem* tag = m_tags[at(i)];
            m_scene->animator()->move(
                tag, QPointF(pos.x() + card.width() / 2, pos.y() - tag->size().height() - 4), 0, 400, i * 15);
        }
    }

    // The others: cards known to be there face up first, then the backs; every hand face up at the end.
    for (int s = 0; s < o.rules.players; ++s) {
        if (s == o.seat) continue;
        QList<CardItem*> items;
        QList<bool> faceUp;
        const CardSet shown = o.result ? o.result->hands[at(s)] : o.known[at(s)];
        for (Card c : sorted(shown))
            if (CardItem* item = m_known.value(c.id())) {
                items << item;
                faceUp << true;
                // Say why a card in a hidden hand is face up (a replay may show the whole hand).
                if (!o.result && o.taken[at(s)].contains(c))
                    item->setMark(
                        tr("seen"),
                        tr("%1 took this card from the discards: everyone has seen it.").arg(seatName(s)));
            }
        for (CardItem* item : m_anonymous[at(s)]) {
            items << item;
            faceUp << false;
        }
        const SeatPlace p = seatPlace(s);
        QList<qreal> steps;
        qreal fanWidth = small.width();
        for (int i = 1; i < items.size(); ++i) {
            const qreal st = small.width() * (o.result ? 0.6 : (faceUp[i - 1] ? 0.5 : 0.4));
            steps << st;
            fanWidth += st;
        }
        qreal x = p.hand.x() - fanWidth / 2;
        for (int i = 0; i < items.size(); ++i) {
            items[i]->place = Place::ofSeat(s);
            place(items[i], QPointF(x, p.hand.y()), 300 + i, faceUp[i], small, i * 12);
            if (i < steps.size()) x += steps[i];
        }
    }
}

void EmpatSatuTable::placeStock(const Observation& o) {
    Q_UNUSED(o);
    const QSizeF card = cardSize();
    const QPointF origin = m_stockPile->rect().topLeft() + QPointF(8, 8);
    // A squared stack that looks thicker the more cards it holds.
    for (int i = 0; i < m_stock.size(); ++i) {
        const qreal lift = std::min(i, 12) * 0.5;
        CardItem* item = m_stock[i];
        item->place = ZoneRole::Stock;
        place(item, origin - QPointF(lift, lift), 100 + i, false, card);
    }
    if (CardItem* top = stockTop())
        top->setInteractive(m_session->isHumanTurn() && !m_session->check(Move::draw()));
}

void EmpatSatuTable::placeDiscards(const Observation& o) {
    const bool mayTake = m_session->isHumanTurn() && o.takeable.isValid() && !m_session->check(Move::take());
    const auto fan = [&](const std::vector<Card>& pile, const QPointF& origin, const QSizeF& size,
                         bool wide) {
        const int count = int(pile.size());
        for (int j = 0; j < count; ++j) {
            CardItem* item = m_known.value(pile[at(j)].id());
            if (!item) continue;
            const int slot = std::max(0, j - std::max(0, count - kFanShown)); // older ones lie squared under
            QPointF pos = origin + QPointF(slot * size.width() * kFanStep, 0);
            const bool takeable = pile[at(j)] == o.takeable && mayTake;
            if (takeable) pos.ry() -= size.height() * (wide ? kRaise : 0.25);
            item->place = ZoneRole::Discard;
            place(item, pos, 200 + j, true, size);
            if (takeable) {
                item->setHinted(true);
                item->setInteractive(true);
            }
        }
    };
    if (isCentral()) {
        fan(o.centralPile(), m_centralPile->rect().topLeft() + QPointF(8, 8), cardSize(), true);
    } else {
        for (int s = 0; s < o.rules.players; ++s) {
            const QRectF r = seatPlace(s).pile;
            const QSizeF small = smallCardSize();
            const qreal pileWidth = small.width() * (1 + (kFanShown - 1) * kFanStep);
            const QPointF origin =
                s == 0 ? QPointF(r.center().x() - pileWidth / 2, r.top() + 8) : r.topLeft();
            fan(o.pile(s), origin, small, false);
        }
    }
}

void EmpatSatuTable::updateSeats(const Observation& o) {
    for (int s = 0; s < kMaxSeats; ++s) {
        SeatItem* seat = m_seats[at(s)];
        seat->setVisible(s < o.rules.players);
        if (s >= o.rules.players) continue;
        seat->setName(seatName(s));
        QString detail, badge;
        if (o.result) {
            const HandResult& r = *o.result;
            detail = tr("Score %1 (%2)")
                         .arg(EmpatSatuSession::signedNumber(r.scores[at(s)]),
                              EmpatSatuSession::suitSymbol(r.suits[at(s)]));
            badge = s == r.winner() ? tr("Winner") : (s == r.loser() ? tr("Loser") : QString());
        } else {
            // With the tally on, it replaces the card count (four, or five during a turn).
            detail = o.rules.runningTotals
                         ? tr("won %1 \u00b7 lost %2").arg(o.wins[at(s)]).arg(o.losses[at(s)])
                         : tr("%n card(s)", nullptr, o.handCounts[at(s)]);
            badge = s == o.dealer ? tr("Dealer") : QString();
        }
        seat->setDetail(detail);
        seat->setBadge(badge);
        seat->setActive(!o.handOver() && o.current == s);
    }
}

void EmpatSatuTable::updateTags(const Observation& o) {
    const QList<Card>& cards = m_hand->cards();
    CardSet hand = CardSet::of(cards);
    // The counting suit; of the best four while holding five.
    Q_UNUSED(o);
    const core::cards::Suit suit =
        hand.count() > kHandSize ? EmpatSatuSession::bestFour(hand).suit : evaluate(hand).suit;
    m_scoreLabel->setLines(QString(), {scoreText()});
    const SeatPlace me = seatPlace(0);
    placeScoreLabel(me);

    for (std::size_t i = 0; i < m_tags.size(); ++i) {
        ValueTagItem* tag = m_tags[i];
        const bool shown = i < std::size_t(cards.size());
        tag->setVisible(shown);
        if (!shown) continue;
        const Card c = cards[qsizetype(i)];
        tag->setValue(c.suit() == suit ? cardValue(c) : -cardValue(c));
    }
}

void EmpatSatuTable::updateButtons() {
    if (!m_session->hasGame()) return;
    m_actions->update();
    m_actions->retranslate(); // "Next hand" or "New game"
    emit message(statusText());
}

void EmpatSatuTable::updateLog(const Observation& o) {
    if (!m_log) return;
    QStringList names;
    for (int s = 0; s < o.rules.players; ++s) names << seatName(s);
    const EmpatSatuReport report(names);
    const EmpatSatuSession::History history = m_session->history();
    m_log->clear();
    addLogHeader(report.handHeader(o.handIndex, o.dealer));
    for (const EmpatSatuSession::Action& a : history.actions)
        if (a.hand == o.handIndex) new QListWidgetItem(report.action(a), m_log);
    if (o.result) addLogHeader(report.outcome(*o.result));
    m_log->scrollToBottom();
}

void EmpatSatuTable::updateScores(const Observation& o) {
    if (!m_scores) return;
    // The seed keeps no score; with the tally on, a won hand counts +1 and a lost one -1.
    if (!o.rules.runningTotals) {
        m_scores->setPlayers({});
        m_scores->setDeals({});
        return;
    }
    QStringList names;
    for (int s = 0; s < o.rules.players; ++s) names << seatName(s);
    QVector<QVector<int>> rows;
    for (const HandResult& r : m_session->history().results) {
        QVector<int> row(o.rules.players, 0);
        row[r.winner()] = 1;
        row[r.loser()] = -1;
        rows << row;
    }
    m_scores->setPlayers(names);
    m_scores->setDeals(rows);
}

void EmpatSatuTable::showSummary(const Observation& o) {
    if (!o.result) return;
    QStringList names;
    for (int s = 0; s < o.rules.players; ++s) names << seatName(s);
    const EmpatSatuReport report(names);
    QStringList lines = report.ranking(*o.result);
    const QStringList ties = report.tieBreaks(*o.result);
    if (!ties.isEmpty()) lines << QString() << ties;
    lines << QString();
    if (m_session->isGameOver()) {
        const int winner = m_session->gameWinner();
        lines << (winner == o.seat ? tr("The session is over: you won the most hands!")
                                   : tr("The session is over: %1 won the most hands.").arg(seatName(winner)));
    } else {
        lines << report.nextHand(*o.result);
    }
    m_summary->setLines(report.title(o.handIndex, *o.result), lines);
    m_summary->show();
    placeSummary();
}

void EmpatSatuTable::placeSummary() {
    // Clear of the cards shown if there is room, never over a seat: who won and who lost stays in sight.
    dealoverbox::Spec spec;
    for (SeatItem* seat : m_seats)
        if (seat->isVisible()) spec.seats << seat->sceneBoundingRect();
    // The values over the person's cards and the score above their seat are kept clear like the cards.
    for (ValueTagItem* tag : m_tags)
        if (tag->isVisible()) spec.labels << tag->sceneBoundingRect();
    if (m_scoreLabel->isVisible()) spec.labels << m_scoreLabel->sceneBoundingRect();
    const TableScale ui(m_size);
    spec.area = QRectF(margin(), margin(), m_size.width() - 2 * margin(), m_size.height() - 2 * margin());
    spec.widths = {std::min(spec.area.width(), ui(620))};
    spec.preferred = centre();
    spec.font = ui.font(17);
    spec.smallest = std::min(spec.font, ui.font(13));
    dealoverbox::place(m_summary, spec);
}

// --- The person's actions ----------------------------------------------------------------------------------

Card EmpatSatuTable::chosenCard() const {
    const QList<Card> selected = m_hand->selection();
    if (!selected.isEmpty()) return selected.first();
    const int focus = m_hand->focusRow();
    return focus >= 0 && focus < m_hand->cards().size() ? m_hand->cards()[focus] : Card();
}

QList<CardItem*> EmpatSatuTable::selection() const {
    QList<CardItem*> out;
    for (Card c : m_hand->selection())
        if (CardItem* item = m_known.value(c.id())) out << item;
    return out;
}

void EmpatSatuTable::drawFromStock() {
    playAsPerson(*m_session, Move::draw());
}

void EmpatSatuTable::takeDiscard() {
    playAsPerson(*m_session, Move::take());
}

void EmpatSatuTable::discardChosen() {
    const Card c = chosenCard();
    if (!c.isValid()) {
        emit message(tr("Choose the card to throw first (click it, or use the arrow keys)."));
        return;
    }
    playAsPerson(*m_session, Move::discard(c));
}

void EmpatSatuTable::nextHand() {
    nextDeal();
}

// --- Mouse and keys ----------------------------------------------------------------------------------------

bool EmpatSatuTable::canDrag(CardItem* card) const {
    if (card->place.is(ZoneRole::Hand)) return true; // to throw it, or to rearrange the hand
    if (!m_session->hasGame() || !m_session->isHumanTurn()) return false;
    if (card == stockTop()) return true;
    return card->place.is(ZoneRole::Discard) && card->card() == m_session->state().takeable();
}

DropCheck EmpatSatuTable::checkDrop(const QList<CardItem*>& cards, PileItem* target) const {
    if (cards.size() != 1 || !m_session->hasGame()) return {false, {}};
    CardItem* card = cards.first();
    const bool fromHand = card->place.is(ZoneRole::Hand);
    if (target == m_handPile && fromHand) return {true, {}};
    if (target != m_handPile && target != discardTarget()) return {false, {}};
    if (!m_session->isHumanTurn()) return {false, notYourTurnText(*m_session)};
    Move move;
    if (target == m_handPile)
        move = card == stockTop() ? Move::draw() : Move::take();
    else if (fromHand)
        move = Move::discard(card->card());
    else
        return {false, tr("Put the card into your hand first.")};
    if (auto reason = m_session->check(move)) return {false, *reason};
    return {true, {}};
}

void EmpatSatuTable::drop(const QList<CardItem*>& cards, PileItem* target, const QPointF& at) {
    CardItem* card = cards.first();
    if (target == m_handPile && card->place.is(ZoneRole::Hand)) {
        // Put the dragged card where it was dropped among the others.
        const int from = m_hand->indexOf(card->card());
        int to = 0;
        for (Card c : m_hand->cards())
            if (CardItem* item = m_known.value(c.id());
                item && item != card && item->pos().x() + item->size().width() / 2 < at.x())
                ++to;
        m_hand->moveCard(from, to);
        refresh();
        return;
    }
    const Move move = target == m_handPile ? (card == stockTop() ? Move::draw() : Move::take())
                                           : Move::discard(card->card());
    if (!playAsPerson(*m_session, move))
        refresh(); // checkDrop allowed it, so this does not happen; the card goes back
}

void EmpatSatuTable::click(CardItem* card) {
    if (card->place.is(ZoneRole::Hand)) {
        const bool was = m_hand->isSelected(card->card());
        m_hand->clearSelection();
        m_hand->setSelected(card->card(), !was);
        m_hand->setFocusRow(m_hand->indexOf(card->card()));
        refresh();
        return;
    }
    // A click on the stock or on the card that can be taken does what a drag into the hand would.
    if (card == stockTop())
        drawFromStock();
    else if (card->place.is(ZoneRole::Discard) && card->card() == m_session->state().takeable() &&
             m_session->isHumanTurn())
        takeDiscard();
}

void EmpatSatuTable::doubleClick(CardItem* card) {
    if (!card->place.is(ZoneRole::Hand)) return;
    m_hand->clearSelection();
    m_hand->setSelected(card->card(), true);
    discardChosen();
}

bool EmpatSatuTable::keyPress(QKeyEvent* event) {
    if (!m_session->hasGame()) return false;
    return handKey(event, m_hand, HandChoice::One, [this](bool) { refresh(); }) ||
           m_actions->pressKey(event->key());
}

QList<ValueTagItem*> EmpatSatuTable::valueTags() const {
    QList<ValueTagItem*> out;
    for (ValueTagItem* t : m_tags)
        if (t->isVisible()) out << t;
    return out;
}

void EmpatSatuTable::placeScoreLabel(const SeatPlace& me) {
    // Above the person's seat, but never past the left edge of the table, however long the text.
    const QRectF box = m_scoreLabel->boundingRect();
    m_scoreLabel->setPos(std::max(me.box.x(), margin() + box.width() / 2),
                         me.box.y() - overhang() - 6 - box.height() / 2);
}

QGraphicsItem* EmpatSatuTable::dealOverBox() const {
    return m_summary;
}
