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
#include "table/animator.h"
#include "table/carditem.h"
#include "table/cardtheme.h"
#include "table/chipsitem.h"
#include "table/pileitem.h"
#include "table/seatitem.h"
#include "table/tablelayout.h"
#include "table/tablescale.h"
#include "table/tablescene.h"
#include "table/textpanelitem.h"

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

/// The street a board card belongs to: 0 flop, 1 turn, 2 river.
int stageOf(int boardIndex) {
    return boardIndex < 3 ? 0 : boardIndex - 2;
}
} // namespace

HoldemTable::HoldemTable(HoldemSession* session, TableScene* scene, const TableWidgets& widgets,
                         QObject* parent)
    : GameTable(session, scene, widgets, parent)
    , m_session(session) {
    m_oval = own(new OvalTableItem);
    m_items = addCards(52);
    m_boardPile = addZone(ZoneRole::Board, false);
    m_muck = addZone(ZoneRole::Muck, true);
    m_potPile = addZone(ZoneRole::Pot, true, false); // the person's chips are dropped here
    m_button = own(new DealerButtonItem);
    for (int s = 0; s < kMaxSeats; ++s) {
        m_seats[at(s)] = own(new SeatItem(s));
        m_bets[at(s)] = own(new ChipsItem);
        m_bets[at(s)]->setObjectName(QStringLiteral("bet")); // read out with its seat
        m_handLabels[at(s)] = own(new HandTagItem);
        m_handLabels[at(s)]->hide();
        m_pots << own(new ChipsItem);
    }
    m_myStack = own(new ChipsItem);
    m_myStack->setZValue(900);
    m_streetLabel = own(new TextPanelItem);
    m_streetLabel->setBackgroundAlpha(110);
    m_streetLabel->setZValue(1200);
    m_result = addDealOverBox();

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
    connect(m_betBar, &HoldemActionBar::nextClicked, this, &HoldemTable::nextDeal);
    connect(m_betBar, &HoldemActionBar::amountChanged, this,
            [this](int, const QString& reason) { emit message(reason.isEmpty() ? statusText() : reason); });

    connectSession();

    connect(scene->animator(), &Animator::animationsFinished, this, [this] {
        if (!m_holdResults) return;
        m_holdResults = false;
        refresh();
    });
    retranslate();
    if (m_session->hasGame()) {
        newDeal();
        rebuildHistory();
        refresh();
    }
}

HoldemTable::~HoldemTable() = default;

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
    const bool dragged = m_scene->isDragged(m_myStack);
    m_myStack->setAmount(seated && !dragged ? t.stack[at(o.seat)] : m_myStack->amount());
    if (!dragged) anim->move(m_myStack, g.myStack(), 0, 900, 0);
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
        for (int i = 0; i < lines.size(); ++i)
            if (i == 0)
                addLogHeader(lines[i]);
            else
                new QListWidgetItem(lines[i], m_log);
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
    for (int i = 0; i < lines.size(); ++i)
        if (i == 0)
            addLogHeader(lines[i]);
        else
            new QListWidgetItem(lines[i], m_log);
    m_log->scrollToBottom();
}
