#include "holdemtable.h"

#include "dealerbuttonitem.h"
#include "handtagitem.h"
#include "holdemactionbar.h"
#include "holdemgeometry.h"
#include "holdemnames.h"
#include "holdemreport.h"
#include "holdemsession.h"
#include "model/scoremodel.h"
#include "ovaltableitem.h"
#include "table/actionbar.h"
#include "table/animator.h"
#include "table/carditem.h"
#include "table/cardtheme.h"
#include "table/chipsitem.h"
#include "table/dealoverbox.h"
#include "table/pileitem.h"
#include "table/seatitem.h"
#include "table/tableactions.h"
#include "table/tablelayout.h"
#include "table/tablescale.h"
#include "table/tablescene.h"
#include "table/textpanelitem.h"

#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QListWidget>
#include <QPushButton>

#include <algorithm>

using namespace core::holdem;
using core::cards::Card;
using core::cards::CardSet;

namespace {
constexpr int kRunoutDelayMs = 650; ///< between the streets of an all-in run-out
constexpr int kMaxLogRows = 1500;

std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

/// The street a board card belongs to: 0 flop, 1 turn, 2 river.
int stageOf(int boardIndex) {
    return boardIndex < 3 ? 0 : boardIndex - 2;
}
} // namespace

HoldemTable::HoldemTable(HoldemSession* session, TableScene* scene, const TableWidgets& widgets,
                         QObject* parent)
    : GameTable(session, scene, widgets, parent)
    , m_session(session) {
    m_oval = new OvalTableItem;
    scene->addItem(m_oval);
    m_items = scene->addCardItems(52);
    m_muck = new PileItem(ZoneRole::Muck);
    m_muck->setAcceptsDrops(true);
    m_potPile = new PileItem(ZoneRole::Pot);
    m_potPile->setOutlined(false);
    m_boardPile = new PileItem(ZoneRole::Board);
    scene->addItem(m_boardPile);
    scene->addItem(m_muck);
    scene->addItem(m_potPile);
    m_button = new DealerButtonItem;
    scene->addItem(m_button);
    for (int s = 0; s < kMaxSeats; ++s) {
        m_seats[at(s)] = new SeatItem(s);
        m_bets[at(s)] = new ChipsItem;
        m_bets[at(s)]->setObjectName(QStringLiteral("bet")); // read out with its seat
        m_handLabels[at(s)] = new HandTagItem;
        m_handLabels[at(s)]->hide();
        scene->addItem(m_seats[at(s)]);
        scene->addItem(m_bets[at(s)]);
        scene->addItem(m_handLabels[at(s)]);
        auto* pot = new ChipsItem;
        scene->addItem(pot);
        m_pots << pot;
    }
    m_myStack = new ChipsItem;
    m_myStack->setZValue(900);
    scene->addItem(m_myStack);
    m_streetLabel = new TextPanelItem;
    m_streetLabel->setBackgroundAlpha(110);
    m_streetLabel->setZValue(1200);
    scene->addItem(m_streetLabel);
    m_result = new TextPanelItem;
    m_result->setZValue(6000);
    m_result->hide();
    scene->addItem(m_result);

    m_betBar = new HoldemActionBar(
        m_bar, m_actions, [this](const Move& m) { return m_session->check(m); },
        [this](const Move& m) {
            if (!m_session->hasGame() || !m_session->isHumanTurn()) return notYourTurnText(*m_session);
            return m_session->check(m).value_or(QString());
        },
        this);
    connect(m_betBar, &HoldemActionBar::foldClicked, this, &HoldemTable::fold);
    connect(m_betBar, &HoldemActionBar::callClicked, this, &HoldemTable::checkOrCall);
    connect(m_betBar, &HoldemActionBar::raiseClicked, this, &HoldemTable::raise);
    connect(m_betBar, &HoldemActionBar::nextClicked, this, &HoldemTable::nextHand);
    connect(m_betBar, &HoldemActionBar::amountChanged, this,
            [this](int, const QString& reason) { emit message(reason.isEmpty() ? statusText() : reason); });

    connectSession();

    connect(scene->animator(), &Animator::animationsFinished, this, [this] {
        if (!m_holdResults) return;
        m_holdResults = false;
        refresh();
    });
    scene->installEventFilter(this);
    retranslate();
    if (m_session->hasGame()) {
        newDeal();
        rebuildHistory();
        refresh();
    }
}

HoldemTable::~HoldemTable() {
    m_scene->removeEventFilter(this);
    QList<QGraphicsItem*> own{m_oval,   m_boardPile, m_muck,        m_potPile,
                              m_button, m_myStack,   m_streetLabel, m_result};
    for (int s = 0; s < kMaxSeats; ++s) own << m_seats[at(s)] << m_bets[at(s)] << m_handLabels[at(s)];
    for (ChipsItem* p : m_pots) own << p;
    qDeleteAll(own);
    qDeleteAll(m_items);
}

// --- Names and texts ---------------------------------------------------------------------------------------

QStringList HoldemTable::seatNames() const {
    QStringList names;
    for (int s = 0; s < seatTotal(); ++s) names << seatName(s);
    return names;
}

int HoldemTable::seatTotal() const {
    return m_session->hasGame() ? m_session->seatCount() : 6;
}

void HoldemTable::retranslate() {
    m_muck->setLabel(tr("Muck"));
    m_myStack->setToolTip(tr("Your chips: drag them onto the pot to bet or raise the chosen amount"));
    m_betBar->retranslate();
    if (m_session->hasGame()) {
        rebuildHistory();
        refresh();
    }
}

QString HoldemTable::statusText() const {
    if (!m_session->hasGame()) return {};
    const Observation o = m_session->humanObservation();
    const PublicTable& t = o.table;
    const bool out = t.place[at(o.seat)] > 0 && t.stack[at(o.seat)] == 0;
    if (t.tournamentOver) {
        return m_session->gameWinner() == o.seat ? tr("You won the tournament! Press New game to play again.")
                                                 : tr("%1 won the tournament. Press New game to play again.")
                                                       .arg(seatName(m_session->gameWinner()));
    }
    if (t.handOver) {
        if (out)
            return tr("You are out of the tournament (%1 place). Press Next hand to watch the others go on.")
                .arg(HoldemNames::place(t.place[at(o.seat)]));
        return tr("The hand is over. Press Next hand (Enter) to deal the next one.");
    }
    const QString pot = HoldemNames::chips(t.potTotal());
    if (m_session->isHumanTurn()) {
        const int toCall = t.toCall(o.seat);
        const int stack = t.stack[at(o.seat)];
        if (toCall <= 0) return tr("Your turn: check or bet. Pot %1.").arg(pot);
        if (toCall >= stack)
            return tr("Your turn: calling %1 puts you all-in. Pot %2.").arg(HoldemNames::chips(stack), pot);
        return tr("Your turn: %1 to call. Pot %2.").arg(HoldemNames::chips(toCall), pot);
    }
    // The person's seat played for them (the screenshot mode's autopilot) is still "your turn".
    if (t.current == o.seat) return tr("Your turn. Pot %1.").arg(pot);
    return tr("%1 is thinking\u2026 Pot %2.").arg(seatName(t.current), pot);
}

QString HoldemTable::handLabel(int seat) const {
    const HandTagItem* label = m_handLabels[at(seat)];
    return label->isVisible() ? label->text() : QString();
}

QList<ChipsItem*> HoldemTable::pots() const {
    QList<ChipsItem*> out;
    for (ChipsItem* p : m_pots)
        if (p->isVisible() && !p->caption().isEmpty()) out << p;
    return out;
}

// --- Geometry ----------------------------------------------------------------------------------------------

const HoldemGeometry& HoldemTable::geometry() const {
    const QSizeF area = m_size;
    const int seats = seatTotal();
    const qreal aspect = m_scene->theme()->aspectRatio();
    if (!m_geometry || m_geometryArea != area || m_geometrySeats != seats || m_geometryAspect != aspect) {
        m_geometry = std::make_unique<HoldemGeometry>(area, seats, aspect);
        m_geometryArea = area;
        m_geometrySeats = seats;
        m_geometryAspect = aspect;
    }
    return *m_geometry;
}

void HoldemTable::layout(const QSizeF& size) {
    m_size = size;
    const HoldemGeometry& g = geometry();
    const qreal dpr = m_scene->views().isEmpty() ? 1.0 : m_scene->views().first()->devicePixelRatioF();
    // Rendered at the largest size shown (the person's cards); the others are scaled down from it.
    m_scene->theme()->setCardSize(g.bigCard().toSize(), dpr);
    m_oval->setRect(g.oval());
    m_muck->setRect(g.muck());
    m_boardPile->setRect(g.boardRect().adjusted(-6, -6, 6, 6));
    m_potPile->setRect(g.potArea());
    m_button->setDiameter(g.chipSize() * 1.05);
    m_muck->setLabelFontSize(TableScale(size).font(12));
    for (int s = 0; s < kMaxSeats; ++s) {
        m_seats[at(s)]->setUiScale(g.scale());
        m_seats[at(s)]->setWidth(g.seatWidth());
        m_bets[at(s)]->setChipSize(g.chipSize());
        m_handLabels[at(s)]->setFontSize(g.handLabelFont());
        m_handLabels[at(s)]->setMaxWidth(g.seatWidth());
    }
    for (ChipsItem* p : m_pots) p->setChipSize(g.chipSize());
    m_myStack->setChipSize(g.chipSize());
    m_streetLabel->setFontSize(TableScale(size).font(14));
    m_streetLabel->setMaxWidth(g.boardRect().width() + 80);
    if (m_session->hasGame()) refresh();
}

// --- The deal ----------------------------------------------------------------------------------------------

void HoldemTable::newDeal() {
    // Every item starts anonymous and face down on the deck: two per seat, five for the board.
    const HoldemGeometry& g = geometry();
    m_deck.clear();
    for (int i = 0; i < m_items.size(); ++i) {
        CardItem* item = m_items[i];
        item->setCard(Card());
        item->setFaceUp(false);
        item->setHinted(false);
        item->setSelected(false);
        item->setInteractive(false);
        item->setSize(g.smallCard());
        item->setPos(g.deck());
        item->setRotation(0);
        item->place = ZoneRole::Stock;
        if (i < 2 * kMaxSeats)
            m_hole[at(i / 2)][at(i % 2)] = item;
        else if (i < 2 * kMaxSeats + 5)
            m_board[at(i - 2 * kMaxSeats)] = item;
        else
            m_deck << item;
    }
    m_boardShown = 0;
    m_wasOver = false;
    m_holdResults = false;
}

void HoldemTable::refresh() {
    if (!m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    const HoldemGeometry& g = geometry();
    Animator* anim = m_scene->animator();
    // A showdown's outcome (hand names, the winner, the chips going over, the log's last lines) waits until
    // the cards of a run-out and the hands shown have turned.
    const PublicTable& t = o.table;
    const bool showdown = t.handOver && !t.results.empty() && t.results.front().showdown;
    if (!t.handOver)
        m_holdResults = false;
    else if (!m_wasOver)
        m_holdResults = showdown && anim->speed() != AnimationSpeed::Off;
    m_wasOver = t.handOver;
    anim->begin();
    placeCards(o, g);
    placeChips(o, g);
    anim->commit();
    // The deck is not drawn: cards appear from it as they are dealt.
    for (CardItem* item : m_items) item->setVisible(!item->place.is(ZoneRole::Stock));
    updateSeats(o, g);
    updateShowdown(o, g);
    updateLog(o);
    if (m_scores) { // stacks are on the seats; the score sheet has nothing to add
        m_scores->setPlayers({});
        m_scores->setDeals({});
    }
    updateButtons();
}

void HoldemTable::placeCards(const Observation& o, const HoldemGeometry& g) {
    const PublicTable& t = o.table;
    Animator* anim = m_scene->animator();
    const bool myTurn = m_session->isHumanTurn();
    // A run-out (several streets dealt at once) comes street by street; the hands shown after it.
    const int stagesNow = t.boardCount >= 3 ? stageOf(t.boardCount - 1) : -1;
    const int stagesBefore = m_boardShown >= 3 ? stageOf(m_boardShown - 1) : -1;
    const bool runout = stagesNow - stagesBefore > 1;
    const int showDelay = runout ? (stagesNow - stagesBefore) * kRunoutDelayMs : 0;
    const bool dealing = std::all_of(m_hole.begin(), m_hole.end(),
                                     [](const auto& pair) { return pair[0]->place.is(ZoneRole::Stock); });

    QList<Card> mine;
    for (Card c : o.hole) mine << c;
    std::sort(mine.begin(), mine.end(), [](Card a, Card b) { return a.rankIndex() > b.rankIndex(); });

    int dealt = 0;
    for (int s = 0; s < kMaxSeats; ++s) {
        const bool in = s < t.seats() && hasSeat(t.dealt, s);
        for (int i = 0; i < 2; ++i) {
            CardItem* item = m_hole[at(s)][at(i)];
            item->setHinted(false);
            if (!in) {
                item->setSize(g.smallCard());
                anim->move(item, g.deck(), 0, 5, 0);
                anim->turn(item, false);
                item->place = ZoneRole::Stock;
                item->setInteractive(false);
                continue;
            }
            // A hand shown at the showdown, or any hand in a replay that shows every hand.
            const bool open = !t.shown[at(s)].hole.empty();
            if (s == o.seat && i < mine.size())
                item->setCard(mine[i]);
            else if (open) {
                QList<Card> shown;
                for (Card c : t.shown[at(s)].hole) shown << c;
                std::sort(shown.begin(), shown.end(),
                          [](Card a, Card b) { return a.rankIndex() > b.rankIndex(); });
                item->setCard(shown.value(i));
            }
            const int delay = dealing ? (i * t.seats() + dealt) * 45 : 0;
            if (hasSeat(t.folded, s) && !open) {
                // Folded hands go to the muck face down, nobody sees them.
                const QRectF muck = g.muck();
                const qreal tilt = ((s * 37 + i * 13) % 14) - 7;
                item->setSize(g.smallCard());
                anim->move(item,
                           QPointF(muck.center().x() - g.smallCard().width() / 2 + (s % 3) * 4 - 4,
                                   muck.top() + 3 + (s % 2) * 2),
                           tilt, 20 + s * 2 + i, delay);
                anim->turn(item, false, delay);
                item->place = ZoneRole::Muck;
                item->setInteractive(false);
                continue;
            }
            item->setSize(g.holeSize(s));
            const bool showNow = s == o.seat || open;
            anim->move(item, g.holeCard(s, i), 0, (s == o.seat ? 260 : 50 + s * 2) + i, delay);
            anim->turn(item, showNow && item->isKnown(),
                       s == o.seat ? delay : (hasSeat(t.shownMask, s) ? showDelay : delay));
            item->place = s == o.seat ? Place(ZoneRole::Hand) : Place::ofSeat(s);
            item->setInteractive(s == o.seat && myTurn);
        }
        if (in) ++dealt;
    }

    for (int i = 0; i < 5; ++i) {
        CardItem* item = m_board[at(i)];
        item->setHinted(false);
        if (i < t.boardCount) {
            item->setCard(t.board[at(i)]);
            const int delay =
                runout && i >= m_boardShown ? (stageOf(i) - std::max(0, stagesBefore)) * kRunoutDelayMs : 0;
            item->setSize(g.boardCard());
            anim->move(item, g.boardCardPos(i), 0, 150 + i, delay);
            anim->turn(item, true, delay);
            item->place = ZoneRole::Board;
        } else {
            item->setSize(g.smallCard());
            anim->move(item, g.deck(), 0, 5, 0);
            anim->turn(item, false);
            item->place = ZoneRole::Stock;
        }
    }
    m_boardShown = t.boardCount;

    for (int i = 0; i < m_deck.size(); ++i) {
        CardItem* item = m_deck[i];
        item->setSize(g.smallCard());
        const qreal lift = std::min(i, 10) * 0.4;
        anim->move(item, g.deck() - QPointF(lift, lift), 0, 6 + i, 0);
        anim->turn(item, false);
    }
}

void HoldemTable::placeChips(const Observation& o, const HoldemGeometry& g) {
    const PublicTable& t = o.table;
    Animator* anim = m_scene->animator();
    for (int s = 0; s < kMaxSeats; ++s) {
        ChipsItem* bet = m_bets[at(s)];
        bet->setAmount(s < t.seats() && !t.handOver ? t.streetBet[at(s)] : 0);
        if (s < t.seats()) anim->move(bet, g.bet(s), 0, 800, 0);
    }

    // The pots under the board; once the hand is over, what each winner took lies in front of them.
    for (ChipsItem* p : m_pots) {
        p->setAmount(0);
        p->setCaption(QString());
    }
    if (t.handOver && !m_holdResults) {
        std::array<int, kMaxSeats> won{};
        for (const PotResult& r : t.results)
            for (std::size_t i = 0; i < r.winners.size(); ++i) won[at(r.winners[i])] += r.shares[i];
        int k = 0;
        for (int s = 0; s < t.seats(); ++s) {
            if (won[at(s)] <= 0) continue;
            ChipsItem* p = m_pots[k++];
            p->setAmount(won[at(s)]);
            anim->move(p, g.bet(s), 0, 820, 0);
        }
    } else {
        const std::vector<Pot> pots = t.pots();
        const int count = int(pots.size());
        for (int i = 0; i < count && i < m_pots.size(); ++i) {
            ChipsItem* p = m_pots[i];
            p->setCaption(HoldemNames::pot(i, count));
            p->setAmount(pots[at(i)].amount);
            anim->move(p, g.pot(i, count), 0, 820, 0);
        }
    }

    const bool seated = o.seat >= 0 && o.seat < t.seats();
    m_myStack->setAmount(seated && !m_chipDrag ? t.stack[at(o.seat)] : m_myStack->amount());
    if (!m_chipDrag) anim->move(m_myStack, g.myStack(), 0, 900, 0);
    m_myStack->setCursor(chipsDraggable() ? Qt::OpenHandCursor : Qt::ArrowCursor);

    m_button->setVisible(t.button >= 0 && t.button < t.seats());
    if (m_button->isVisible()) anim->move(m_button, g.dealerButton(t.button), 0, 700, 0);

    m_streetLabel->setLines(
        QString(),
        {tr("%1 \u00b7 total pot %2 \u00b7 blinds %3/%4")
             .arg(HoldemNames::street(t.street), HoldemNames::chips(t.potTotal()),
                  HoldemNames::chips(t.blinds.smallBlind), HoldemNames::chips(t.blinds.bigBlind))});
    // Under the pots, clear of the seats and their bets, in a smaller font if it must.
    const tablelayout::Placed placed = tablelayout::placeBox(
        [this](int font) {
            m_streetLabel->setFontSize(font);
            return m_streetLabel->boundingRect().size();
        },
        TableScale(m_size).font(14), 10, g.streetLabel(), QRectF(QPointF(0, 0), m_size),
        keepClear(o, g, false));
    m_streetLabel->setFontSize(placed.font);
    m_streetLabel->setPos(placed.rect.center());
    m_streetLabel->setVisible(!t.handOver); // the result panel takes its place
}

void HoldemTable::updateSeats(const Observation& o, const HoldemGeometry& g) {
    const PublicTable& t = o.table;
    for (int s = 0; s < kMaxSeats; ++s) {
        SeatItem* seat = m_seats[at(s)];
        seat->setVisible(s < t.seats());
        if (s >= t.seats()) continue;
        seat->setPos(g.seatBox(s));
        seat->setName(seatName(s));
        // While a showdown's outcome waits, the stacks are those before the pots were paid.
        int won = 0;
        for (const PotResult& r : t.results)
            for (std::size_t i = 0; i < r.winners.size(); ++i)
                if (r.winners[i] == s) won += r.shares[i];
        const int stack = t.stack[at(s)] - (m_holdResults ? won : 0);
        const bool out = t.place[at(s)] > 0 && t.stack[at(s)] == 0 && !hasSeat(t.dealt, s);
        const bool bustedNow = t.handOver && !m_holdResults && t.place[at(s)] > 1 && t.stack[at(s)] == 0;
        if (out || bustedNow)
            seat->setDetail(tr("Out \u00b7 %1").arg(HoldemNames::place(t.place[at(s)])));
        else
            seat->setDetail(tr("%Ln chip(s)", nullptr, stack));
        QString badge;
        if (out || bustedNow)
            badge.clear(); // the detail says where they finished
        else if (t.handOver && won > 0 && !m_holdResults)
            badge = tr("Winner");
        else if (hasSeat(t.dealt, s) && hasSeat(t.allIn, s) && !hasSeat(t.folded, s))
            badge = tr("All-in");
        else if (hasSeat(t.folded, s))
            badge = tr("Fold");
        else if (!t.handOver && s == t.smallBlindSeat && hasSeat(t.dealt, s))
            badge = tr("SB");
        else if (!t.handOver && s == t.bigBlindSeat && hasSeat(t.dealt, s))
            badge = tr("BB");
        seat->setBadge(badge);
        seat->setOpacity(out || bustedNow || hasSeat(t.folded, s) ? 0.5 : 1.0);
        seat->setActive(!t.handOver && t.current == s);
    }
}

void HoldemTable::updateShowdown(const Observation& o, const HoldemGeometry& g) {
    const PublicTable& t = o.table;
    if (m_holdResults) {
        for (HandTagItem* label : m_handLabels) label->hide();
        for (CardItem* item : m_items) item->setHinted(false);
        m_outlined = CardSet();
        m_result->hide();
        return;
    }
    const HoldemReport report(seatNames(), m_session->humanSeat());
    const std::vector<int> mainWinners =
        t.handOver && !t.results.empty() ? t.results.front().winners : std::vector<int>{};
    // Each hand's name beyond its cards, or the nearest place from there that hides no card, no seat and no
    // chips.
    QList<QRectF> clear = keepClear(o, g, t.handOver);
    const QRectF area = QRectF(QPointF(0, 0), m_size).adjusted(2, 2, -2, -2);
    for (int s = 0; s < kMaxSeats; ++s) {
        HandTagItem* label = m_handLabels[at(s)];
        const bool shown = s < t.seats() && hasSeat(t.shownMask, s);
        label->setVisible(shown);
        if (!shown) continue;
        label->setText(HoldemNames::hand(t.shown[at(s)].best, t.shown[at(s)].value));
        label->setWinner(std::find(mainWinners.begin(), mainWinners.end(), s) != mainWinners.end());
        const QSizeF size = label->boundingRect().size();
        const QRectF at =
            tablelayout::clearRect(size, g.handLabel(s), area, clear, 2)
                .value_or(QRectF(g.handLabel(s) - QPointF(size.width() / 2, size.height() / 2), size));
        label->setPos(at.center());
        clear << at;
    }
    // The winning five of the main pot, outlined.
    m_outlined = CardSet();
    if (t.handOver && !t.results.empty() && t.results.front().showdown) {
        CardSet winning;
        for (int w : t.results.front().winners) winning |= t.shown[at(w)].best;
        for (CardItem* item : m_items) {
            const bool inPlay = item->place.is(ZoneRole::Board) || item->place.is(ZoneRole::Seat) ||
                                item->place.is(ZoneRole::Hand);
            item->setHinted(inPlay && item->isKnown() && winning.contains(item->card()));
            if (inPlay && item->isKnown() && winning.contains(item->card())) m_outlined.add(item->card());
        }
    }

    if (!t.handOver) {
        m_result->hide();
        return;
    }
    QString title;
    QStringList lines;
    if (t.tournamentOver) {
        const int winner = m_session->gameWinner();
        title = winner == o.seat ? tr("You win the tournament!")
                                 : tr("%1 wins the tournament").arg(seatName(winner));
        lines = report.resultLines(t);
        lines << QString() << report.standings(t);
        m_result->setBackgroundAlpha(242);
    } else {
        title = report.resultTitle(t);
        lines = report.resultLines(t);
        m_result->setBackgroundAlpha(225);
        m_result->setPos(g.resultPanel());
    }
    m_result->setLines(title, lines);
    // Its own place: under the board if there is room, else the nearest place that hides no seat, no card,
    // no hand's name and no chips, with room under it for the offer to review the hand; the font gets smaller
    // (and long lines wrap) to find one. A crowded table (a small window with larger text) may leave none:
    // the box then lies over the cards, opaque, and never over a seat.
    const TableScale ui(m_size);
    const qreal maxWidth = std::min(m_size.width() * 0.6, ui(560));
    dealoverbox::Spec spec;
    for (int s = 0; s < t.seats(); ++s) spec.seats << m_seats[at(s)]->sceneBoundingRect();
    spec.labels = clear;
    spec.widths = {maxWidth, maxWidth * 0.7, maxWidth * 0.5};
    spec.area = QRectF(QPointF(0, 0), m_size).adjusted(ui(6), ui(6), -ui(6), -ui(6));
    spec.preferred = g.resultPanel() + QPointF(0, m_result->boundingRect().height() / 2);
    spec.font = ui.font(16);
    spec.translucentAlpha = t.tournamentOver ? 242 : 225;
    m_result->show();
    dealoverbox::place(m_result, spec);
}

QList<QRectF> HoldemTable::keepClear(const Observation& o, const HoldemGeometry& g, bool handOver) const {
    // Every seat at the table (plate, badge, cards) and the chips before it, the board and the muck, the
    // person's stack; at the end of a hand the pots are gone to the winners' places.
    const PublicTable& t = o.table;
    QList<QRectF> out{g.boardRect().united(g.muck()), g.chipsRect(g.myStack())};
    if (!handOver) {
        const int count = int(t.pots().size());
        for (int i = 0; i < count; ++i) out << g.chipsRect(g.pot(i, count));
    }
    std::array<int, kMaxSeats> won{};
    for (const PotResult& r : t.results)
        for (std::size_t i = 0; i < r.winners.size(); ++i) won[at(r.winners[i])] += r.shares[i];
    for (int s = 0; s < t.seats(); ++s) {
        out << (hasSeat(t.dealt, s) && !hasSeat(t.folded, s) ? g.seatRect(s) : g.plate(s));
        // The chips in front of a seat: its bet, or what it won.
        if (handOver ? won[at(s)] > 0 : t.streetBet[at(s)] > 0) out << g.chipsRect(g.bet(s));
        if (t.button == s)
            out << QRectF(g.dealerButton(s), QSizeF())
                       .adjusted(-g.chipSize(), -g.chipSize(), g.chipSize(), g.chipSize());
    }
    return out;
}

// --- The log -----------------------------------------------------------------------------------------------

void HoldemTable::rebuildHistory() {
    if (!m_log) return;
    m_log->clear();
    const HoldemReport report(seatNames(), m_session->humanSeat());
    std::vector<PublicTable> hands = m_session->finishedHands();
    // The latest hands are enough for the side log.
    const std::size_t keep = 40;
    const std::size_t from = hands.size() > keep ? hands.size() - keep : 0;
    for (std::size_t h = from; h < hands.size(); ++h) {
        const QStringList lines = report.handLines(hands[h]);
        for (int i = 0; i < lines.size(); ++i) {
            auto* item = new QListWidgetItem(lines[i], m_log);
            if (i == 0) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
        }
    }
    m_historyRows = m_log->count();
}

void HoldemTable::updateLog(const Observation& o) {
    if (!m_log || m_holdResults) return;
    // Old hands beyond the limit leave from the top.
    while (m_historyRows > kMaxLogRows) {
        delete m_log->takeItem(0);
        --m_historyRows;
    }
    while (m_log->count() > m_historyRows) delete m_log->takeItem(m_log->count() - 1);
    const HoldemReport report(seatNames(), m_session->humanSeat());
    const QStringList lines = report.handLines(o.table);
    for (int i = 0; i < lines.size(); ++i) {
        auto* item = new QListWidgetItem(lines[i], m_log);
        if (i == 0) {
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        }
    }
    m_log->scrollToBottom();
}

// --- The person's actions ----------------------------------------------------------------------------------

void HoldemTable::updateButtons() {
    if (!m_session->hasGame()) return;
    const Observation o = m_session->humanObservation();
    m_betBar->setGameOver(m_session->isGameOver());
    m_betBar->update(o.table, o.seat, m_session->isHumanTurn());
    m_myStack->setCursor(chipsDraggable() ? Qt::OpenHandCursor : Qt::ArrowCursor);
    // A typed amount the rules clamp keeps its reason in view.
    const QString clamped = m_session->isHumanTurn() ? m_betBar->clampReason() : QString();
    emit message(clamped.isEmpty() ? statusText() : clamped);
}

void HoldemTable::fold() {
    playAsPerson(*m_session, Move::fold());
}

void HoldemTable::checkOrCall() {
    if (!m_session->hasGame()) return;
    const PublicTable& t = m_session->state().table();
    playAsPerson(*m_session, t.current >= 0 && t.toCall(t.current) > 0 ? Move::call() : Move::check());
}

void HoldemTable::raise() {
    if (!m_session->hasGame()) return;
    // What the button says is what is played: a typed amount outside the rules is clamped, and said so.
    const QString clamped = m_session->isHumanTurn() ? m_betBar->commitAmount() : QString();
    const QString played = m_betBar->raiseButton()->text();
    if (playAsPerson(*m_session, m_betBar->raiseMove()) && !clamped.isEmpty())
        emit message(tr("%1 \u2192 %2").arg(clamped, played));
}

void HoldemTable::allIn() {
    playAsPerson(*m_session, Move::allIn());
}

void HoldemTable::nextHand() {
    nextDeal();
}

void HoldemTable::gameBegan() {
    newDeal();
    rebuildHistory();
    refresh();
}

void HoldemTable::dealBegan() {
    if (m_log) m_historyRows = m_log->count(); // the hand just finished stays in the log
    newDeal();
    refresh();
}

bool HoldemTable::chipsDraggable() const {
    if (!m_session->hasGame() || !m_session->isHumanTurn()) return false;
    const PublicTable& t = m_session->state().table();
    return !t.raiseRefusal(t.current).has_value();
}

// --- Mouse and keys ----------------------------------------------------------------------------------------

bool HoldemTable::canDrag(CardItem* card) const {
    return card->place.is(ZoneRole::Hand) && m_session->hasGame() && m_session->isHumanTurn();
}

QList<CardItem*> HoldemTable::dragGroup(CardItem* pressed) const {
    if (!pressed->place.is(ZoneRole::Hand)) return {pressed};
    const int seat = m_session->humanSeat();
    return {m_hole[at(seat)][0], m_hole[at(seat)][1]};
}

DropCheck HoldemTable::checkDrop(const QList<CardItem*>& cards, PileItem* target) const {
    if (target != m_muck || cards.isEmpty() || !cards.first()->place.is(ZoneRole::Hand)) return {false, {}};
    if (!m_session->isHumanTurn()) return {false, notYourTurnText(*m_session)};
    if (auto reason = m_session->check(Move::fold())) return {false, *reason};
    return {true, {}};
}

void HoldemTable::drop(const QList<CardItem*>&, PileItem* target, const QPointF&) {
    if (target == m_muck && !playAsPerson(*m_session, Move::fold())) refresh();
}

bool HoldemTable::keyPress(QKeyEvent* event) {
    if (!m_session->hasGame()) return false;
    switch (event->key()) {
    case Qt::Key_A:
        allIn();
        return true;
    case Qt::Key_Up:
    case Qt::Key_Plus:
        m_betBar->stepAmount(1);
        return true;
    case Qt::Key_Down:
    case Qt::Key_Minus:
        m_betBar->stepAmount(-1);
        return true;
    default:
        return m_actions->pressKey(event->key());
    }
}

bool HoldemTable::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_scene) return false;
    const auto type = event->type();
    if (type != QEvent::GraphicsSceneMousePress && type != QEvent::GraphicsSceneMouseMove &&
        type != QEvent::GraphicsSceneMouseRelease)
        return false;
    auto* e = static_cast<QGraphicsSceneMouseEvent*>(event);
    const qreal chip = geometry().chipSize();
    if (type == QEvent::GraphicsSceneMousePress) {
        const QRectF hit(m_myStack->pos() - QPointF(chip * 1.8, chip * 1.4), QSizeF(chip * 3.6, chip * 2.9));
        if (e->button() != Qt::LeftButton || !m_myStack->isVisible() || !hit.contains(e->scenePos()))
            return false;
        e->accept();
        m_chipPressed = true;
        m_chipDrag = false;
        m_chipPress = e->scenePos();
        m_chipOrigin = m_myStack->pos();
        return true;
    }
    if (!m_chipPressed) return false;
    if (type == QEvent::GraphicsSceneMouseMove) {
        const QPointF delta = e->scenePos() - m_chipPress;
        if (!m_chipDrag) {
            if (delta.manhattanLength() < 4) return true;
            if (!chipsDraggable()) {
                m_chipPressed = false;
                emit message(m_session->isHumanTurn()
                                 ? m_session->check(m_betBar->raiseMove()).value_or(QString())
                                 : tr("Wait for your turn."));
                return true;
            }
            m_chipDrag = true;
            m_myStack->setZValue(10000);
        }
        m_myStack->setPos(m_chipOrigin + delta);
        if (m_potPile->rect().contains(e->scenePos()))
            m_potPile->setHighlight(m_session->check(m_betBar->raiseMove()) ? PileItem::Highlight::Refused
                                                                            : PileItem::Highlight::Allowed);
        else
            m_potPile->setHighlight(PileItem::Highlight::None);
        return true;
    }
    // Release.
    m_chipPressed = false;
    if (!m_chipDrag) return true;
    m_chipDrag = false;
    m_potPile->setHighlight(PileItem::Highlight::None);
    if (m_potPile->rect().contains(e->scenePos())) {
        const std::optional<QString> why = m_session->check(m_betBar->raiseMove());
        if (!why && playAsPerson(*m_session, m_betBar->raiseMove())) return true;
        if (why) emit message(*why);
    }
    // Back to the stack's place.
    Animator* anim = m_scene->animator();
    anim->begin();
    anim->move(m_myStack, m_chipOrigin, 0, 900, 0);
    anim->commit();
    return true;
}

QGraphicsItem* HoldemTable::dealOverBox() const {
    return m_result;
}
