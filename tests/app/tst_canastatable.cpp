// The Canasta table as a person uses it, offscreen: drawing by dragging the stock's top card, starting a meld
// by dragging several selected cards, adding to it, discarding onto the pile, taking the pile by dragging its
// top card onto the selected pair; an illegal meld refused with its reason and nothing changed; the
// "May I go out?" question answered in its box (yes and no) and asked of a bot partner; a frozen pile with
// its wild card crosswise; bots finishing a hand at speed 0 with two, four and six players, with the score
// sheet and the score model; the odds panel; the Indonesian texts.
//
// Positions come from real deals: the tests look for a deal (seed) with what they need through the core, with
// fixed seating so that the person (seat 0) deals and plays first.
#include "canasta/bots/easybot.h"
#include "canasta/bots/hardpolicy.h"
#include "canasta/state.h"
#include "games/canasta/canastagestures.h"
#include "games/canasta/canastaodds.h"
#include "games/canasta/canastareport.h"
#include "games/canasta/canastasession.h"
#include "games/canasta/canastatable.h"
#include "games/canasta/pillitem.h"
#include "games/canasta/scoresheetitem.h"
#include "model/scoremodel.h"
#include "panels/oddspanel.h"
#include "table/actionbar.h"
#include "table/seatitem.h"
#include "table/tablezones.h"
#include "testsupport.h"

#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>

#include <functional>

using namespace core::canasta;
using core::cards::Card;

namespace {

const QString kGame = QStringLiteral("canasta");

CanastaSession* session(TestWindow& w) {
    return static_cast<CanastaSession*>(w->session());
}
CanastaTable* table(TestWindow& w) {
    return static_cast<CanastaTable*>(w->controller());
}
QPushButton* button(TestWindow& w, const char* name) {
    return w->actionBar()->findChild<QPushButton*>(QString::fromLatin1(name));
}
QPointF centreOf(PileItem* pile) {
    return pile->mapToScene(pile->rect().center());
}
/// A point in the free part of the person's side's melds (the right end of the band).
QPointF freeMeldSpot(CanastaTable* t) {
    const QRectF band = t->newMeldTarget()->rect();
    return {band.right() - 30, band.center().y()};
}

core::game::FlagValues fixedSeats(int players = 4) {
    return {{"seating", "Fixed"}, {"players", std::to_string(players)}};
}
CanastaRules rulesFor(const core::game::FlagValues& flags) {
    core::game::FlagValues values = CanastaRules::catalog().defaults();
    for (const auto& [k, v] : flags) values[k] = v;
    return CanastaRules::fromFlags(values);
}

/// The hand's items showing these faces, one item per card (a face may be held twice).
QList<CardItem*> handItems(CanastaTable* t, const std::vector<Card>& faces) {
    QList<CardItem*> out;
    QList<int> used;
    for (Card face : faces)
        for (int p : t->hand()->keys())
            if (t->hand()->face(p) == face && !used.contains(p)) {
                used << p;
                out << t->itemForKey(p);
                break;
            }
    return out;
}

void select(TestWindow& w, const QList<CardItem*>& items) {
    for (CardItem* item : items) clickCard(w->view(), item);
}

/// Starts the game at `seed` with the person to act first and the bots paused.
bool start(TestWindow& w, quint64 seed, const core::game::FlagValues& flags = fixedSeats()) {
    w->startGame(kGame, seed, flags);
    w->bots()->setPace(0);
    w->bots()->setPaused(true);
    return session(w)->isHumanTurn();
}

/// The first seed whose position after `prepare` (from the deal, seat 0 to act) satisfies `wanted`.
quint64 findSeed(const core::game::FlagValues& flags, const std::function<bool(State&)>& wanted,
                 int tries = 400) {
    const CanastaRules rules = rulesFor(flags);
    for (quint64 seed = 1; seed < quint64(tries); ++seed) {
        State s(rules, seed);
        if (s.currentSeat() != 0) continue;
        if (wanted(s)) return seed;
    }
    return 0;
}

/// Plays the first hand with the Hard rule core in every seat until `stop` says so (before its move is
/// applied when it returns true for the move to come); returns the moves up to and including the stopping
/// move.
std::optional<core::game::GameRecord> playUntil(const core::game::FlagValues& flags,
                                                const std::function<bool(const State&, const Move&)>& stop,
                                                bool includeStopMove) {
    const CanastaRules rules = rulesFor(flags);
    for (quint64 seed = 1; seed < 300; ++seed) {
        State s(rules, seed);
        core::cards::Rng rng(seed);
        core::game::GameRecord record{"canasta", seed, rules.toFlags(), {}};
        for (int n = 0; n < 3000 && !s.isDealOver(); ++n) {
            const Board& b = s.board();
            const Move m = HardPolicy::choose(b, s.hand(b.current), rng, HardPolicy::Effort::Fast);
            if (stop(s, m)) {
                if (includeStopMove) {
                    if (s.apply(m)) break;
                    record.moves.push_back(m.toString());
                }
                return record;
            }
            if (s.apply(m)) break;
            record.moves.push_back(m.toString());
        }
    }
    return std::nullopt;
}

/// The first card of the person's hand, in the table's order, that the rules let them discard (not a black 3
/// blocked by a rule, not a wild card the rules refuse); -1 if none.
int firstDiscardable(CanastaSession* s, CanastaTable* t) {
    for (int p : t->hand()->keys())
        if (!s->check(Move::discard(t->hand()->face(p)))) return p;
    return -1;
}

} // namespace

class TestCanastaTable : public QObject {
    Q_OBJECT
private slots:
    void gesturesBecomeMoves_data() {
        QTest::addColumn<QString>("cards");
        QTest::addColumn<QString>("melded"); ///< slots (ranks) the side has melded already, e.g. "K"
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<QString>("reason");
        QTest::newRow("three of a kind") << "Kc Kd Ks"
                                         << "" << QStringList{"meld Kc Kd Ks"} << "";
        QTest::newRow("five kings: three, then one by one")
            << "Kc Kd Ks Kh Kc"
            << "" << QStringList{"meld Kc Kd Ks", "add Kh to K", "add Kc to K"} << "";
        QTest::newRow("two ranks: two melds, the higher first")
            << "8c 8d 8s Kc Kd Ks"
            << "" << QStringList{"meld Kc Kd Ks", "meld 8c 8d 8s"} << "";
        QTest::newRow("wild cards after the naturals")
            << "Jk 9c 2d 9h"
            << "" << QStringList{"meld 2d 9c 9h", "add Jk to 9"} << "";
        QTest::newRow("onto the side's meld of that rank")
            << "7c 2s"
            << "7" << QStringList{"add 7c to 7", "add 2s to 7"} << "";
        QTest::newRow("two cards: the core says why not") << "Qc Qd"
                                                          << "" << QStringList{"meld Qc Qd"} << "";
        QTest::newRow("wild cards alone") << "2c Jk"
                                          << "" << QStringList{}
                                          << "Wild cards alone are no meld: drag them onto one of your "
                                             "melds, or meld them with a natural pair.";
        QTest::newRow("wild cards with two ranks")
            << "5c 5d 6c 6d 2h"
            << "" << QStringList{}
            << "With wild cards, meld one rank at a time (or drag them onto the meld they join).";
    }

    void gesturesBecomeMoves() {
        QFETCH(QString, cards);
        QFETCH(QString, melded);
        QFETCH(QStringList, moves);
        QFETCH(QString, reason);
        Board board;
        board.current = 0;
        for (const QString& rank : melded.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const Card c = *Card::parse((rank + QStringLiteral("c")).toStdString()).card;
            board.melds[0][slotOf(c)].add(physical(c, 0));
        }
        std::vector<Card> faces;
        for (const QString& token : cards.split(QLatin1Char(' ')))
            faces.push_back(*Card::parse(token.toStdString()).card);
        const CanastaGestures::Plan plan = CanastaGestures::meld(board, faces);
        QStringList got;
        for (const Move& m : plan.moves) got << QString::fromStdString(m.toString());
        QCOMPARE(got, moves);
        QCOMPARE(plan.reason, reason);
    }

    void drawStartAMeldAddToItAndDiscardByDrag() {
        // A deal where, after drawing, a new meld of three reaches the first meld's minimum and a further
        // card can be added to it.
        Move meld, add;
        const quint64 seed = findSeed(fixedSeats(), [&](State& s) {
            if (s.apply(drawMoves(s.board()).back())) return false;
            for (const Move& m : s.legalMoves()) {
                if (m.kind != MoveKind::Meld) continue;
                State t = s;
                if (t.apply(m) || !t.board().opened[0]) continue;
                const int slot = slotOf(m.cards[0]);
                for (const Move& a : t.legalMoves())
                    if (a.kind == MoveKind::Add && a.arg == slot && !isWild(a.card())) {
                        meld = m;
                        add = a;
                        return true;
                    }
            }
            return false;
        });
        QVERIFY(seed > 0);
        TestWindow w;
        QVERIFY(start(w, seed));
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        // The hand is sorted by rank, black 3s first and the wild cards together at the end.
        const QList<int> dealt = t->hand()->keys();
        QCOMPARE(dealt.size(), s->state().hand(0).count());
        for (int i = 1; i < dealt.size(); ++i) {
            const Card a = t->hand()->face(dealt[i - 1]), b = t->hand()->face(dealt[i]);
            QVERIFY(CanastaTable::handOrder(a, b) || (a == b && dealt[i - 1] < dealt[i]));
        }
        bool wildSeen = false;
        for (int p : dealt) {
            const bool wild = isWild(t->hand()->face(p));
            QVERIFY(wild || !wildSeen);
            wildSeen = wildSeen || wild;
        }
        QSignalSpy applied(s, &GameSession::moveApplied);

        // Draw: the stock's top card into the hand.
        const int stock = s->state().board().stockCount;
        CardItem* top = t->stockTop();
        QVERIFY(top && !top->isKnown());
        QVERIFY(t->canDrag(top));
        dragCard(w->view(), top, centreOf(t->handPile()));
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.at(0).at(1).toString(), QStringLiteral("draw"));
        QVERIFY(s->state().board().stockCount <= stock - 1);
        QCOMPARE(s->state().board().phase, Phase::Play);
        QVERIFY(top->isKnown() && top->faceUp());
        QCOMPARE(t->hand()->size(), s->state().hand(0).count());

        // Start the meld: select its three cards and drag them together onto the free part of the table.
        const int slot = slotOf(meld.cards[0]);
        const std::vector<Card> three(meld.cards.begin(), meld.cards.end());
        const QList<CardItem*> items = handItems(t, three);
        QCOMPARE(items.size(), 3);
        select(w, items);
        QCOMPARE(t->hand()->selectedKeys().size(), 3);
        QVERIFY(button(w, "meld")->isEnabled());
        dragCard(w->view(), items.first(), freeMeldSpot(t));
        QCOMPARE(applied.count(), 2);
        QCOMPARE(applied.at(1).at(1).toString(), QString::fromStdString(meld.toString()));
        QCOMPARE(s->state().board().meld(0, slot).count(), 3);
        QVERIFY(s->state().board().opened[0]);
        for (CardItem* item : items) {
            QCOMPARE(item->place, Place(ZoneRole::Melds));
            QVERIFY(item->faceUp());
        }
        QVERIFY(t->hand()->selectedKeys().isEmpty());

        // Add a card by dragging it onto that meld.
        PileItem* target = t->meldTarget(slot);
        QVERIFY(target);
        CardItem* extra = handItems(t, {add.card()}).value(0);
        QVERIFY(extra);
        dragCard(w->view(), extra, centreOf(target));
        QCOMPARE(applied.count(), 3);
        QCOMPARE(applied.at(2).at(1).toString(), QString::fromStdString(add.toString()));
        QCOMPARE(s->state().board().meld(0, slot).count(), 4);
        QCOMPARE(extra->place, Place(ZoneRole::Melds));

        // Discard by dragging a card onto the pile: the turn passes on.
        const int handBefore = s->state().hand(0).count();
        const Card thrown = t->hand()->keys().isEmpty() ? Card() : t->hand()->face(t->hand()->keys().first());
        CardItem* card = t->itemForKey(t->hand()->keys().first());
        QVERIFY(!s->check(Move::discard(thrown)));
        dragCard(w->view(), card, centreOf(t->discardPile()));
        QCOMPARE(applied.count(), 4);
        QCOMPARE(applied.at(3).at(1).toString(), QString::fromStdString(Move::discard(thrown).toString()));
        QCOMPARE(s->state().hand(0).count(), handBefore - 1);
        QCOMPARE(s->state().board().pileTop(), thrown);
        QCOMPARE(card->place, Place(ZoneRole::Discard));
        QCOMPARE(s->currentSeat(), 1);
    }

    void anIllegalMeldIsRefusedAndNothingChanges() {
        // Three natural cards of three different ranks after the draw.
        const quint64 seed =
            findSeed(fixedSeats(), [](State& s) { return !s.apply(drawMoves(s.board()).back()); });
        QVERIFY(seed > 0);
        TestWindow w;
        QVERIFY(start(w, seed));
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        t->draw();
        QCOMPARE(s->state().board().phase, Phase::Play);
        std::vector<Card> mixed;
        QList<int> ranks;
        for (int p : t->hand()->keys()) {
            const Card c = t->hand()->face(p);
            if (slotOf(c) < kFirstNaturalSlot || ranks.contains(slotOf(c)) || mixed.size() == 3) continue;
            ranks << slotOf(c);
            mixed.push_back(c);
        }
        QCOMPARE(int(mixed.size()), 3);
        const QList<CardItem*> items = handItems(t, mixed);
        select(w, items);
        QVERIFY(!button(w, "meld")->isEnabled());
        const State before = s->state();
        const auto moves = s->record().moves;
        QSignalSpy applied(s, &GameSession::moveApplied);
        QSignalSpy refused(w->scene(), &TableScene::dropRefused);
        const QPointF home = items.first()->pos();
        dragCard(w->view(), items.first(), freeMeldSpot(t));
        QCOMPARE(applied.count(), 0);
        QCOMPARE(refused.count(), 1);
        QVERIFY(s->state() == before);
        QCOMPARE(s->record().moves, moves);
        const QString reason =
            QStringLiteral("A new meld needs at least three cards of one rank (wild cards included).");
        QCOMPARE(refused.first().first().toString(), reason);
        QCOMPARE(w->statusText(), reason);
        QTRY_COMPARE(items.first()->pos(), home);
        QCOMPARE(items.first()->place, Place(ZoneRole::Hand));
        // The Meld key is refused the same way.
        QTest::keyClick(w->view(), Qt::Key_M);
        QVERIFY(s->state() == before);
        QCOMPARE(w->statusText(), reason);
    }

    void takingThePileByDraggingItsTopCardOntoTheSelectedPair() {
        Move take;
        const quint64 seed = findSeed(fixedSeats(), [&](State& s) {
            for (const Move& m : s.legalMoves())
                if (m.kind == MoveKind::Take && m.cardCount() == 2 && !isWild(m.cards[1])) {
                    take = m;
                    return true;
                }
            return false;
        });
        QVERIFY(seed > 0);
        TestWindow w;
        QVERIFY(start(w, seed));
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        const Card top = s->state().board().pileTop();
        const int pileSize = s->state().board().pile.size();
        const int slot = slotOf(top);
        const int handBefore = s->state().hand(0).count();
        int restOfPile = 0; // red 3s in it are laid out instead
        for (int i = 0; i + 1 < pileSize; ++i)
            restOfPile += isRedThree(faceOf(s->state().board().pile[i])) ? 0 : 1;
        CardItem* topItem = t->pileTop();
        QVERIFY(topItem && topItem->faceUp());
        QCOMPARE(topItem->card(), top);
        QVERIFY(t->canDrag(topItem));
        QVERIFY(button(w, "take")->isEnabled());
        select(w, handItems(t, {take.cards[0], take.cards[1]}));
        QSignalSpy applied(s, &GameSession::moveApplied);
        dragCard(w->view(), topItem, centreOf(t->handPile()));
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QString::fromStdString(take.toString()));
        const Board& b = s->state().board();
        QVERIFY(b.pile.empty());
        QCOMPARE(b.meld(0, slot).count(), 3);
        QCOMPARE(b.phase, Phase::Play);
        QCOMPARE(topItem->place, Place(ZoneRole::Melds));
        // The rest of the pile: set aside until the first meld is complete, then in the hand.
        if (b.opened[0]) {
            QVERIFY(b.turn.pending.empty());
            QCOMPARE(s->state().hand(0).count(), handBefore - 2 + restOfPile);
        } else {
            QCOMPARE(b.turn.pending.count(), pileSize - 1);
            QCOMPARE(s->state().hand(0).count(), handBefore - 2);
        }
    }

    void frozenPileShowsItsWildCardCrosswise() {
        const quint64 seed = findSeed(fixedSeats(), [](State& s) {
            const Board& b = s.board();
            return b.frozen == Frozen::WildUpcard && b.pile.size() >= 2;
        });
        QVERIFY(seed > 0);
        TestWindow w;
        QVERIFY(start(w, seed));
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        const Board& b = s->state().board();
        int crosswise = 0;
        for (int i = 0; i + 1 < b.pile.size(); ++i) {
            CardItem* item = t->itemForKey(b.pile[i]);
            QVERIFY(item && item->faceUp());
            if (isWild(faceOf(b.pile[i]))) {
                QCOMPARE(item->rotation(), 90.0);
                ++crosswise;
            } else {
                QCOMPARE(item->rotation(), 0.0);
            }
        }
        QCOMPARE(crosswise, 1);
        QCOMPARE(t->pileTop()->rotation(), 0.0);
        QCOMPARE(t->discardPile()->isVisible(), true);
        // Taking a frozen pile needs a natural pair: with nothing selected the reason says so.
        if (b.pileTop().isValid() && slotOf(b.pileTop()) >= kFirstNaturalSlot &&
            s->state().hand(0).countFaces(slotFaces(slotOf(b.pileTop()))) < 2) {
            const State before = s->state();
            QTest::keyClick(w->view(), Qt::Key_T);
            QVERIFY(s->state() == before);
            QVERIFY(w->statusText().contains(QStringLiteral("natural pair")));
        }
    }

    void theQuestionBoxTakesTheAnswer_data() {
        QTest::addColumn<bool>("yes");
        QTest::newRow("yes") << true;
        QTest::newRow("no") << false;
    }

    void theQuestionBoxTakesTheAnswer() {
        QFETCH(bool, yes);
        // A hand played by the Hard rule core until the person's partner (seat 2) asks "May I go out?".
        const auto record = playUntil(
            fixedSeats(),
            [](const State& s, const Move& m) { return m.kind == MoveKind::Ask && s.currentSeat() == 2; },
            true);
        QVERIFY(record);
        TestWindow w;
        start(w, record->seed);
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        QString error;
        QVERIFY2(s->load(*record, &error), qPrintable(error));
        QCOMPARE(s->state().board().phase, Phase::Answer);
        QCOMPARE(s->currentSeat(), 0);
        QMessageBox* box = t->askDialog();
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QCOMPARE(s->seatName(2), QStringLiteral("Sari"));
        QCOMPARE(box->text(), QStringLiteral("Sari asks you: \u201cMay I go out?\u201d"));
        QVERIFY(t->statusText().contains(QStringLiteral("May I go out?")));
        QPushButton* answer =
            box->findChild<QPushButton*>(yes ? QStringLiteral("yes") : QStringLiteral("no"));
        QVERIFY(answer);
        QSignalSpy applied(s, &GameSession::moveApplied);
        answer->click();
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(0).toInt(), 0);
        QCOMPARE(applied.first().at(1).toString(), yes ? QStringLiteral("yes") : QStringLiteral("no"));
        const Board& b = s->state().board();
        QCOMPARE(b.current, 2);
        QCOMPARE(b.turn.answer, yes ? Answer::Yes : Answer::No);
        QCOMPARE(b.obligedToGoOut(), yes);
        QCOMPARE(b.forbiddenToGoOut(), !yes);
        QTRY_VERIFY(!t->askDialog());
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log);
        QCOMPARE(log->item(log->count() - 2)->text(),
                 QStringLiteral("Sari asks you: \u201cMay I go out?\u201d"));
        QCOMPARE(log->item(log->count() - 1)->text(),
                 yes ? QStringLiteral("You answer: \u201cYes, go out.\u201d")
                     : QStringLiteral("You answer: \u201cNo, not yet.\u201d"));
        // The partner plays on under the answer: with a yes it goes out (or is left with penalty cards).
        w->bots()->setPaused(false);
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->currentSeat() != 2 || s->isDealOver(), 20000);
        if (yes) QVERIFY(s->isDealOver() || !s->state().board().penalty[2].empty());
    }

    void askingTheBotPartner() {
        // A hand played until the person may ask, with a canasta on their side, at the start of a turn.
        const auto record = playUntil(
            fixedSeats(),
            [](const State& s, const Move&) {
                const Board& b = s.board();
                return b.current == 0 && b.phase == Phase::Draw && b.canastas(0) >= 1 &&
                       !State(s).apply(Move::ask()).has_value();
            },
            false);
        QVERIFY(record);
        TestWindow w;
        start(w, record->seed);
        CanastaSession* s = session(w);
        QString error;
        QVERIFY2(s->load(*record, &error), qPrintable(error));
        QVERIFY(s->isHumanTurn());
        QPushButton* ask = button(w, "ask");
        QVERIFY(ask->isVisible());
        QVERIFY(ask->isEnabled());
        // What the easy partner will answer, from the core.
        State expected = s->state();
        QVERIFY(!expected.apply(Move::ask()));
        const bool answer = EasyPolicy::answer(expected.board(), expected.hand(2));
        QSignalSpy applied(s, &GameSession::moveApplied);
        ask->click();
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.first().at(1).toString(), QStringLiteral("ask"));
        QCOMPARE(s->currentSeat(), 2);
        QVERIFY(!table(w)->askDialog()); // the person asked: no box for them
        w->bots()->setPaused(false);
        w->bots()->resume();
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 2, 20000);
        QCOMPARE(applied.at(1).at(0).toInt(), 2);
        QCOMPARE(applied.at(1).at(1).toString(), answer ? QStringLiteral("yes") : QStringLiteral("no"));
        QCOMPARE(s->currentSeat(), 0);
        QCOMPARE(s->state().board().obligedToGoOut(), answer);
        QVERIFY(!ask->isEnabled()); // one question a turn
    }

    void theAskKeyDoesOnlyWhatTheButtonMay() {
        // A hand played until the person has melded in a turn where the core would still take a question: the
        // button is grey (the table offers asking only before melding), and A must not ask either.
        const auto record = playUntil(
            fixedSeats(),
            [](const State& s, const Move&) {
                const Board& b = s.board();
                return b.current == 0 && b.phase == Phase::Play && b.turn.melded &&
                       !State(s).apply(Move::ask()).has_value();
            },
            false);
        QVERIFY(record);
        TestWindow w;
        start(w, record->seed);
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        QString error;
        QVERIFY2(s->load(*record, &error), qPrintable(error));
        QVERIFY(s->isHumanTurn());
        QVERIFY(!s->check(Move::ask()).has_value()); // the rules would take the question...
        QPushButton* ask = button(w, "ask");
        QVERIFY(ask->isVisible());
        QVERIFY(!ask->isEnabled()); // ...the table does not offer it
        const std::vector<std::string> before = s->record().moves;
        QSignalSpy applied(s, &GameSession::moveApplied);
        QSignalSpy said(t, &TableController::message);
        QTest::keyClick(w->view(), Qt::Key_A);
        QCOMPARE(applied.count(), 0);
        QCOMPARE(s->record().moves, before);
        QVERIFY(!s->state().board().turn.asked);
        QVERIFY(!said.isEmpty());
        QVERIFY2(said.last().at(0).toString().startsWith(QStringLiteral("You have melded this turn")),
                 qPrintable(said.last().at(0).toString()));
    }

    void discardingNeedsASelectedCard() {
        // After the draw: a click selects a card, Esc clears the selection while the focus frame stays. X and
        // the Discard button then throw nothing away; once a card is selected they discard it.
        const quint64 seed = findSeed(fixedSeats(), [](State& s) {
            return !s.apply(drawMoves(s.board()).back()) && s.hand(0).count() >= 3;
        });
        QVERIFY(seed > 0);
        TestWindow w;
        QVERIFY(start(w, seed));
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        QTest::keyClick(w->view(), Qt::Key_D);
        QCOMPARE(s->state().board().phase, Phase::Play);
        t->sortHand();
        const int chosen = firstDiscardable(s, t);
        QVERIFY(chosen >= 0);
        clickCard(w->view(), t->itemForKey(chosen));
        QCOMPARE(t->hand()->selectedKeys(), QList<int>{chosen});
        QTest::keyClick(w->view(), Qt::Key_Escape);
        QVERIFY(t->hand()->selectedKeys().isEmpty());
        QVERIFY(t->hand()->focusedKey() >= 0); // the faint focus frame is still there
        QPushButton* discard = button(w, "discard");
        QVERIFY(!discard->isEnabled());
        const std::vector<std::string> before = s->record().moves;
        QSignalSpy applied(s, &GameSession::moveApplied);
        QSignalSpy said(t, &TableController::message);
        QTest::keyClick(w->view(), Qt::Key_X);
        QTest::keyClick(w->view(), Qt::Key_Delete);
        discard->click(); // a grey button does nothing either
        QCOMPARE(applied.count(), 0);
        QCOMPARE(s->record().moves, before);
        QVERIFY(!said.isEmpty());
        QVERIFY2(said.last().at(0).toString().startsWith(QStringLiteral("Select the card to discard first")),
                 qPrintable(said.last().at(0).toString()));
        // Selected, the same card goes with X.
        clickCard(w->view(), t->itemForKey(chosen));
        QVERIFY(discard->isEnabled());
        QTest::keyClick(w->view(), Qt::Key_X);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.at(0).at(1).toString(),
                 QString::fromStdString(Move::discard(t->hand()->face(chosen)).toString()));
    }

    void penaltyCardsAreSaidAndMarkedAsSuch() {
        // The person asks before melding, the partner says yes, and the side has no canasta: bound to go out,
        // the person cannot, and discards. The log says what happened, and the cards left are marked as
        // penalty cards in a look of their own (not a hint's), with an accessible name.
        const auto record = playUntil(
            fixedSeats(),
            [](const State& s, const Move&) {
                const Board& b = s.board();
                return b.current == 0 && b.phase == Phase::Play && !b.turn.melded &&
                       b.canastas(b.sideOf(0)) == 0 && s.hand(0).count() >= 4 &&
                       !State(s).apply(Move::ask()).has_value();
            },
            false);
        QVERIFY(record);
        core::game::GameRecord bound = *record;
        bound.moves.push_back(Move::ask().toString());
        bound.moves.push_back(Move::answer(true).toString());
        TestWindow w;
        start(w, bound.seed);
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        QString error;
        QVERIFY2(s->load(bound, &error), qPrintable(error));
        QVERIFY(s->isHumanTurn());
        QVERIFY(s->state().board().obligedToGoOut());
        QVERIFY2(t->statusText().startsWith(QStringLiteral("You are bound to go out this turn")),
                 qPrintable(t->statusText()));
        QVERIFY(t->statusText().contains(QStringLiteral("penalty cards")));
        t->sortHand();
        const int thrown = firstDiscardable(s, t);
        QVERIFY(thrown >= 0);
        const int left = s->state().hand(0).count() - 1;
        clickCard(w->view(), t->itemForKey(thrown));
        QTest::keyClick(w->view(), Qt::Key_X);
        QCOMPARE(s->state().board().penalty[0].count(), left);
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log);
        const QString said = log->item(log->count() - 1)->text();
        QVERIFY2(
            said.startsWith(
                QStringLiteral("You were bound to go out but could not: your %1 cards left (").arg(left)),
            qPrintable(said));
        QVERIFY(said.contains(QStringLiteral("become penalty cards")));
        saveShot(w.window.get(), QStringLiteral("canasta-penalty-cards"));
        // Every card left in the hand carries the red "penalty" mark, and says so to a screen reader.
        for (int p : t->hand()->keys()) {
            CardItem* item = t->itemForKey(p);
            QCOMPARE(item->markTag(), QStringLiteral("penalty"));
            QCOMPARE(item->markTone(), CardItem::MarkTone::Warning);
            QVERIFY(item->markText().startsWith(QStringLiteral("A penalty card: you could not go out")));
            QVERIFY(TableZones::cardText(item).endsWith(QStringLiteral(", penalty")));
        }
        // The same table in Indonesian, for a look (MEJAKARTU_TEST_SHOTS).
        if (!qEnvironmentVariableIsEmpty("MEJAKARTU_TEST_SHOTS")) {
            w.languages->setLanguage(QStringLiteral("id"));
            QTest::qWait(50); // the side column lays out its longer texts
            saveShot(w.window.get(), QStringLiteral("canasta-penalty-cards-id"));
            w.languages->setLanguage(QStringLiteral("en"));
        }
        // Back to the person: the status line says what the marks mean.
        w->bots()->setPaused(false);
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isHumanTurn() || s->isDealOver(), 20000);
        if (s->isDealOver()) return; // the hand ended before the person's next turn
        QTest::keyClick(w->view(), Qt::Key_D);
        if (s->state().board().penalty[0].empty()) return; // cannot happen: only a discard removes them
        QVERIFY2(t->statusText().startsWith(QStringLiteral("You could not go out when bound to")),
                 qPrintable(t->statusText()));
    }

    void theKeyboardDrawsMeldsAndDiscards() {
        Move meld;
        const quint64 seed = findSeed(fixedSeats(), [&](State& s) {
            if (s.apply(drawMoves(s.board()).back())) return false;
            for (const Move& m : s.legalMoves()) {
                State t = s;
                if (m.kind == MoveKind::Meld && !t.apply(m) && t.board().opened[0] &&
                    t.hand(0).count() >= 2) {
                    meld = m;
                    return true;
                }
            }
            return false;
        });
        QVERIFY(seed > 0);
        TestWindow w;
        QVERIFY(start(w, seed));
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        QSignalSpy applied(s, &GameSession::moveApplied);
        QTest::keyClick(w->view(), Qt::Key_D);
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.at(0).at(1).toString(), QStringLiteral("draw"));
        // Arrows move the focus, Space selects: the meld's three cards, then M.
        std::vector<Card> wanted(meld.cards.begin(), meld.cards.end());
        QList<int> rows;
        for (CardItem* item : handItems(t, wanted))
            for (int i = 0; i < t->hand()->size(); ++i)
                if (t->itemForKey(t->hand()->keys()[i]) == item) rows << i;
        QCOMPARE(rows.size(), 3);
        for (int row : rows) {
            while (t->hand()->focusRow() != row) QTest::keyClick(w->view(), Qt::Key_Right);
            QTest::keyClick(w->view(), Qt::Key_Space);
        }
        QCOMPARE(t->hand()->selectedKeys().size(), 3);
        QTest::keyClick(w->view(), Qt::Key_M);
        QCOMPARE(applied.count(), 2);
        QCOMPARE(applied.at(1).at(1).toString(), QString::fromStdString(meld.toString()));
        // Space selects the card with the focus, X discards it.
        t->sortHand();
        QTest::keyClick(w->view(), Qt::Key_Right);
        const int focused = t->hand()->focusedKey();
        QVERIFY(focused >= 0);
        const Card card = t->hand()->face(focused);
        QTest::keyClick(w->view(), Qt::Key_Space);
        QTest::keyClick(w->view(), Qt::Key_X);
        QCOMPARE(applied.count(), 3);
        QCOMPARE(applied.at(2).at(1).toString(), QString::fromStdString(Move::discard(card).toString()));
        QCOMPARE(s->state().board().pileTop(), card);
    }

    void botsFinishAHand_data() {
        QTest::addColumn<int>("players");
        QTest::newRow("2 players") << 2;
        QTest::newRow("4 players") << 4;
        QTest::newRow("6 players") << 6;
    }

    void botsFinishAHand() {
        QFETCH(int, players);
        TestWindow w;
        w->startGame(kGame, 11, {{"players", std::to_string(players)}});
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        QCOMPARE(s->seatCount(), players);
        QCOMPARE(s->players().size(), players);
        for (int seat = 1; seat < players; ++seat) QVERIFY(s->isBotSeat(seat));
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 120000);
        const Board& b = s->state().board();
        const int sides = b.sides();
        QCOMPARE(sides, players == 6 ? 3 : 2);
        // The score sheet: one column per side; the hand's totals and the running totals as the core has
        // them.
        ScoreSheetItem* sheet = t->scoreSheet();
        QVERIFY(sheet->isVisible());
        QCOMPARE(sheet->columns().size(), sides);
        // Columns: the person's side first.
        const QList<int> order = s->sideOrder();
        QCOMPARE(order.size(), sides);
        QCOMPARE(order.first(), b.sideOf(0));
        const ScoreSheetItem::Row* melded = sheet->row(CanastaReport::meldCardsLabel());
        QVERIFY(melded);
        const ScoreSheetItem::Row* hand = sheet->row(CanastaReport::handTotalLabel());
        const ScoreSheetItem::Row* total = sheet->row(CanastaReport::runningTotalLabel(5000));
        QVERIFY(hand && total);
        for (int column = 0; column < sides; ++column) {
            const int side = order[column];
            QCOMPARE(sheet->columns()[column], s->sideName(side));
            QCOMPARE(melded->values[column], CanastaSession::withSign(b.handScores[side].meldCards));
            QCOMPARE(hand->values[column], CanastaSession::withSign(b.handScores[side].total()));
            QCOMPARE(total->values[column], CanastaSession::signedNumber(b.scores[side]));
            QCOMPARE(w->scores()->total(column), b.scores[side]);
        }
        QCOMPARE(w->scores()->rowCount(), 2); // one hand and the total
        QCOMPARE(w->scores()->columnCount(), sides);
        // Every card is where the core says: melds and red 3s face up; the hands shown at the end.
        for (int side = 0; side < sides; ++side)
            for (int slot = 1; slot < kMeldSlots; ++slot)
                for (PhysicalCard p : b.meld(side, slot).toVector()) {
                    QVERIFY(t->itemForKey(p));
                    QVERIFY(t->itemForKey(p)->faceUp());
                    QCOMPARE(t->itemForKey(p)->place, Place(ZoneRole::Melds));
                }
        for (int seat = 1; seat < players; ++seat)
            for (PhysicalCard p : b.revealed[seat].toVector())
                QVERIFY(t->itemForKey(p) && t->itemForKey(p)->faceUp());
        // The sheet's last line names the next dealer, speaking to the person when it is them (the 6-player
        // row: the person deals next).
        const int nextDealer = makeTable(b.rules, b.draw.order, b.hand + 1).dealer;
        QCOMPARE(sheet->footer().last(), nextDealer == 0
                                             ? QStringLiteral("Next hand: you deal. Press Next hand (Enter).")
                                             : QStringLiteral("Next hand: %1 deals. Press Next hand (Enter).")
                                                   .arg(s->players()[nextDealer].name));
        QVERIFY(button(w, "next")->isVisible());
        QCOMPARE(button(w, "next")->text(), QStringLiteral("Next hand"));
        // The next hand is dealt on request.
        button(w, "next")->click();
        QCOMPARE(s->state().board().hand, 1);
        QVERIFY(!sheet->isVisible());
    }

    // During a hand each side's title says what its melds count so far, each meld that is not yet a canasta
    // says how far it is ("5/7"), and a card a bot took with the pile is marked "seen" in its hand, with the
    // reason as its tooltip. Checked after every move of a hand played by the bots.
    void meldPointsProgressAndSeenCards() {
        TestWindow w;
        w->startGame(kGame, 11, fixedSeats());
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        int meldsChecked = 0, seenChecked = 0;
        connect(s, &GameSession::moveApplied, t, [&] {
            if (s->isDealOver()) return;
            const Board& b = s->state().board();
            QStringList expected;
            for (int side = 0; side < b.sides(); ++side) {
                const QString title = t->sideTitle(side)->text();
                if (!b.hasAnyMeld(side)) {
                    QVERIFY2(!title.contains(QStringLiteral("melds")), qPrintable(title));
                    continue;
                }
                // Card points (rules §3.2) and the canasta bonuses: 500 natural, 300 mixed.
                int points = 0;
                for (int slot = 1; slot < kMeldSlots; ++slot) {
                    if (!b.hasMeld(side, slot)) continue;
                    for (Card face : b.meld(side, slot).faceList()) points += cardPoints(face);
                    if (b.isCanastaMeld(side, slot))
                        points += b.meldWilds(side, slot) == 0 ? 500 : 300;
                    else
                        expected << QStringLiteral("%1/7").arg(b.meld(side, slot).count());
                }
                QVERIFY2(title.contains(QStringLiteral(" \u00b7 melds %1").arg(points)), qPrintable(title));
                if (++meldsChecked == 60) saveShot(w.window.get(), QStringLiteral("canasta-melds"));
            }
            QStringList shown;
            for (PillItem* pill : t->meldPills())
                if (pill->text().contains(QLatin1Char('/'))) shown << pill->text();
            expected.sort();
            shown.sort();
            QCOMPARE(shown, expected);
            // Marked: exactly the cards known to be in a bot's hand.
            QSet<CardItem*> known;
            for (int seat = 1; seat < s->seatCount(); ++seat)
                for (PhysicalCard p : (b.known[seat] - b.penalty[seat]).toVector()) {
                    CardItem* item = t->itemForKey(p);
                    QVERIFY(item && item->faceUp());
                    QCOMPARE(item->markTag(), QStringLiteral("seen"));
                    QCOMPARE(item->markText(),
                             QStringLiteral("%1 took this card with the discard pile: everyone has seen it.")
                                 .arg(s->seatName(seat)));
                    QCOMPARE(item->toolTip(), item->markText());
                    known << item;
                    if (++seenChecked == 1) saveShot(w.window.get(), QStringLiteral("canasta-seen"));
                }
            for (QGraphicsItem* g : w->scene()->items())
                if (auto* item = dynamic_cast<CardItem*>(g);
                    item && !known.contains(item) && !item->markTag().isEmpty())
                    QVERIFY2(b.penalty[item->place.seat].count() > 0, qPrintable(placeName(item->place)));
        });
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 120000);
        QVERIFY(meldsChecked > 0);
        QVERIFY(seenChecked > 0);
    }

    void aGameToALowTargetEndsWithTheGameBonus() {
        TestWindow w;
        w->startGame(kGame, 3, {{"targetScore", "500"}});
        CanastaSession* s = session(w);
        CanastaTable* t = table(w);
        w->bots()->setPace(0);
        s->setAutopilot(QStringLiteral("easy"));
        for (int hand = 0; hand < 10 && !s->isGameOver(); ++hand) {
            w->bots()->resume();
            QTRY_VERIFY_WITH_TIMEOUT(s->isDealOver(), 60000);
            if (!s->isGameOver()) button(w, "next")->click();
        }
        QVERIFY(s->isGameOver());
        const Board& b = s->state().board();
        QVERIFY(b.winner >= 0);
        QVERIFY(b.scores[b.winner] >= 500 + 500);
        // The winner's side gets the game bonus, in the sheet and in the score model's last row.
        const ScoreSheetItem::Row* bonus = t->scoreSheet()->row(QStringLiteral("Game bonus"));
        QVERIFY(bonus);
        const QList<int> order = s->sideOrder();
        QCOMPARE(bonus->values[order.indexOf(b.winner)], QStringLiteral("+500"));
        for (int column = 0; column < b.sides(); ++column)
            QCOMPARE(w->scores()->total(column), b.scores[order[column]]);
        QCOMPARE(t->scoreSheet()->title(),
                 b.winner == b.sideOf(0) ? QStringLiteral("Game over: you win!")
                                         : QStringLiteral("Game over: %1 won").arg(s->sideName(b.winner)));
        QCOMPARE(s->gameWinner() >= 0 && b.sideOf(s->gameWinner()) == b.winner, true);
        QCOMPARE(button(w, "next")->text(), QStringLiteral("New game"));
        button(w, "next")->click();
        QVERIFY(!s->isGameOver());
        QCOMPARE(s->state().board().hand, 0);
    }

    void oddsPanelShowsFiguresAndFollowsTheGame() {
        TestWindow w;
        QVERIFY(start(w, 5));
        auto* view = qobject_cast<CanastaOddsView*>(w->oddsPanel()->content());
        QVERIFY(view);
        w->oddsPanel()->show(); // odds are computed while the panel is open
        QTRY_VERIFY_WITH_TIMEOUT(
            view->text().contains(QStringLiteral("Next stock card fits your melds or pairs: <b>")), 10000);
        const CanastaOdds odds = computeOdds(session(w)->humanObservation());
        QVERIFY(
            view->text().contains(QStringLiteral("Unseen cards by rank (%1 in all):").arg(odds.unseenTotal)));
        QVERIFY(view->text().contains(QStringLiteral("Discard risk (Budi plays next):")));
        QVERIFY(view->text().contains(
            QStringLiteral("fits your melds or pairs: <b>%1%</b>").arg(qRound(odds.nextCardFits * 100))));
        const QString before = view->text();
        table(w)->draw();
        QTRY_VERIFY_WITH_TIMEOUT(view->text() != before, 10000);
    }

    void switchingTheLanguageWhilePlaying() {
        TestWindow w;
        QVERIFY(start(w, 5));
        CanastaTable* t = table(w);
        QCOMPARE(button(w, "draw")->text(), QStringLiteral("Draw"));
        // In this deal the person deals: the header speaks to them ("You deals" before).
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log && log->count() > 0);
        QVERIFY(log->item(0)->text().startsWith(QStringLiteral("Hand 1 \u2014 you deal")));
        QVERIFY(w.languages->setLanguage(QStringLiteral("id")));
        QTRY_COMPARE(button(w, "draw")->text(), QStringLiteral("Tarik kartu"));
        QCOMPARE(t->seat(0)->name(), QStringLiteral("Kamu"));
        QVERIFY(t->seat(1)->detail().startsWith(QStringLiteral("11 kartu")));
        QVERIFY(log->item(0)->text().startsWith(QStringLiteral("Babak 1 \u2014 kamu yang membagi")));
        QCOMPARE(t->statusText(),
                 QStringLiteral("Giliranmu: tarik kartu dari stok (D) atau ambil tumpukan (T). "
                                "Meld pertama pihakmu butuh 50."));
    }

    void indonesianTexts() {
        const quint64 seed =
            findSeed(fixedSeats(), [](State& s) { return !s.apply(drawMoves(s.board()).back()); });
        TestWindow w(QStringLiteral("id"));
        QVERIFY(start(w, seed));
        CanastaSession* s = session(w);
        QCOMPARE(button(w, "ask")->text(), QStringLiteral("Tanya partner"));
        QCOMPARE(button(w, "take")->text(), QStringLiteral("Ambil tumpukan"));
        QVERIFY(s->play(Move::discard(s->state().hand(0).faceList().front())));
        QCOMPARE(w->statusText(),
                 QStringLiteral(
                     "Tarik atau ambil kartu dulu: kartu teratas stok, atau seluruh tumpukan buangan."));
        QCOMPARE(table(w)->seat(0)->name(), QStringLiteral("Kamu"));
    }
};

QTEST_MAIN(TestCanastaTable)
#include "tst_canastatable.moc"
