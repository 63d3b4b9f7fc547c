// The table as a screen reader and a keyboard-only player meet it, offscreen, for every game: the accessible
// tree from the main window down to the zones of the table and their cards (names and roles, in English and
// Indonesian), the focused card's name after the arrow keys, Tab and Shift+Tab between zones with the frame
// that shows the zone, the news line that says each bot move and the outcome once, and a full deal of each
// game played with key events only (the test reads the rules' legal moves to choose, and only presses keys).
#include "canasta/state.h"
#include "capsa/state.h"
#include "empatsatu/state.h"
#include "games/canasta/canastasession.h"
#include "games/empatsatu/empatsatusession.h"
#include "games/gameregistry.h"
#include "games/holdem/holdemsession.h"
#include "table/announcer.h"
#include "table/carditem.h"
#include "table/tablecontroller.h"
#include "table/tableview.h"
#include "table/tablezones.h"
#include "testsupport.h"

#include <QAccessible>
#include <QGraphicsRectItem>
#include <QListWidget>

namespace {

QAccessibleInterface* findView(QAccessibleInterface* node, QObject* view, int depth = 0) {
    if (!node || depth > 12) return nullptr;
    if (node->object() == view) return node;
    for (int i = 0; i < node->childCount(); ++i)
        if (QAccessibleInterface* found = findView(node->child(i), view, depth + 1)) return found;
    return nullptr;
}

/// The table's interface, found by walking the tree from the main window.
QAccessibleInterface* tableOf(TestWindow& w) {
    return findView(QAccessible::queryAccessibleInterface(w.window.get()), w->view());
}

QAccessibleInterface* zoneNamed(QAccessibleInterface* table, const QString& name) {
    for (int i = 0; i < table->childCount(); ++i)
        if (table->child(i)->text(QAccessible::Name) == name) return table->child(i);
    return nullptr;
}

QString focusName(TestWindow& w) {
    QAccessibleInterface* focus = tableOf(w)->focusChild();
    return focus ? focus->text(QAccessible::Name) : QString();
}

void key(TestWindow& w, Qt::Key k, Qt::KeyboardModifiers mods = {}) {
    QTest::keyClick(w->view(), k, mods);
}

/// Starts `game` at deal `seed` with the weakest bots at full speed, and waits for the person's turn.
void startAt(TestWindow& w, const QString& game, quint64 seed) {
    w.settings->setValue(QStringLiteral("bots/%1").arg(game), findGameUi(game)->botLevels.first());
    w->startGame(game, seed);
    w->bots()->setPace(0);
    QVERIFY(QTest::qWaitFor([&] { return w->session()->isHumanTurn(); }, 30000));
    w->view()->setFocus();
    QCoreApplication::processEvents();
}

/// Moves the hand's focus with the right arrow onto `card` (at most one turn round the hand).
bool focusOn(TestWindow& w, core::cards::Card card) {
    for (int i = 0; i < 120; ++i) {
        CardItem* at = w->view()->focusedCard();
        if (at && at->card() == card && at->place.is(ZoneRole::Hand)) return true;
        key(w, Qt::Key_Right);
    }
    return false;
}

/// Waits until the person is to play or the deal is over.
bool waitForPerson(TestWindow& w) {
    return QTest::qWaitFor([&] { return w->session()->isDealOver() || w->session()->isHumanTurn(); }, 60000);
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private slots:
    void zonesInTheTree_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("hand");  ///< the hand zone's name
        QTest::addColumn<int>("handCards"); ///< at the person's first turn of deal 7
        QTest::addColumn<QStringList>("middle");
        QTest::addColumn<QString>("firstBot"); ///< the second seat's name
        QTest::newRow("capsa-en") << "capsa"
                                  << "en"
                                  << "Your hand" << 13 << QStringList{"Centre of the table"}
                                  << "Budi, 13 cards";
        QTest::newRow("capsa-id") << "capsa"
                                  << "id"
                                  << "Tanganmu" << 13 << QStringList{"Tengah meja"} << "Budi, 13 kartu";
        QTest::newRow("canasta-en") << "canasta"
                                    << "en"
                                    << "Your hand" << 11
                                    << QStringList{"Stock", "Discard pile", "Opponents' melds", "Red threes"}
                                    << "Budi, 11 cards \u00b7 0 points";
        QTest::newRow("canasta-id") << "canasta"
                                    << "id"
                                    << "Tanganmu" << 11
                                    << QStringList{"Stok", "Tumpukan buangan", "Meld lawan", "3 merah"}
                                    << "Budi, 11 kartu \u00b7 0 poin";
        QTest::newRow("holdem-en") << "holdem"
                                   << "en"
                                   << "Your hand" << 2 << QStringList{"Board"}
                                   << "Budi, 199 chips, SB, bet 1";
        QTest::newRow("holdem-id") << "holdem"
                                   << "id"
                                   << "Tanganmu" << 2 << QStringList{"Board"} << "Budi, 199 chip, SB, bet 1";
        QTest::newRow("empatsatu-en")
            << "empatsatu"
            << "en"
            << "Your hand" << 4 << QStringList{"Stock", "Discard pile"} << "Budi, 4 cards";
        QTest::newRow("empatsatu-id")
            << "empatsatu"
            << "id"
            << "Tanganmu" << 4 << QStringList{"Stok", "Tumpukan buangan"} << "Budi, 4 kartu";
    }
    void zonesInTheTree() {
        QFETCH(QString, game);
        QFETCH(QString, lang);
        QFETCH(QString, hand);
        QFETCH(int, handCards);
        QFETCH(QStringList, middle);
        QFETCH(QString, firstBot);
        TestWindow w(lang);
        startAt(w, game, 7);
        QAccessibleInterface* table = tableOf(w);
        QVERIFY(table);
        QCOMPARE(table->role(), QAccessible::Client);
        QCOMPARE(table->text(QAccessible::Name),
                 lang == QLatin1String("en") ? QStringLiteral("Card table") : QStringLiteral("Meja kartu"));
        QVERIFY(table->childCount() >= 1 + middle.size() + 2);

        QAccessibleInterface* handZone = table->child(0);
        QCOMPARE(handZone->text(QAccessible::Name), hand);
        QCOMPARE(handZone->role(), QAccessible::List);
        QCOMPARE(handZone->childCount(), handCards);
        QCOMPARE(handZone->child(0)->role(), QAccessible::ListItem);
        QCOMPARE(handZone->child(0)->parent(), handZone);
        QCOMPARE(table->indexOfChild(handZone), 0);
        for (const QString& name : middle) {
            QAccessibleInterface* zone = zoneNamed(table, name);
            QVERIFY2(zone, qPrintable(name));
            QCOMPARE(zone->role(), QAccessible::List);
        }
        QAccessibleInterface* bot = zoneNamed(table, firstBot);
        QVERIFY2(bot, qPrintable(firstBot));
        QCOMPARE(bot->role(), QAccessible::Grouping);
        // A card nobody at the table knows says only that.
        if (game == QLatin1String("capsa"))
            QCOMPARE(bot->child(0)->text(QAccessible::Name),
                     lang == QLatin1String("en")
                         ? QStringLiteral("Face-down card, 1 of 13 in Budi's hand")
                         : QStringLiteral("Kartu tertutup, 1 dari 13 di tangan Budi"));
    }

    void arrowsNameTheFocusedCard_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("names"); ///< after Right, Right, Space
        QTest::newRow("capsa-en") << "capsa"
                                  << "en"
                                  << QStringList{"4 of clubs, 1 of 13 in Your hand",
                                                 "4 of spades, 2 of 13 in Your hand",
                                                 "4 of spades, selected, 2 of 13 in Your hand"};
        QTest::newRow("capsa-id") << "capsa"
                                  << "id"
                                  << QStringList{"4 keriting, 1 dari 13 di Tanganmu",
                                                 "4 sekop, 2 dari 13 di Tanganmu",
                                                 "4 sekop, dipilih, 2 dari 13 di Tanganmu"};
        QTest::newRow("canasta-en") << "canasta"
                                    << "en"
                                    << QStringList{"4 of hearts, 1 of 11 in Your hand",
                                                   "4 of spades, 2 of 11 in Your hand",
                                                   "4 of spades, selected, 2 of 11 in Your hand"};
        QTest::newRow("empatsatu-en")
            << "empatsatu"
            << "en"
            << QStringList{"Ace of spades, 1 of 4 in Your hand", "Jack of spades, 2 of 4 in Your hand",
                           "Jack of spades, selected, 2 of 4 in Your hand"};
        QTest::newRow("empatsatu-id")
            << "empatsatu"
            << "id"
            << QStringList{"As sekop, 1 dari 4 di Tanganmu", "Jack sekop, 2 dari 4 di Tanganmu",
                           "Jack sekop, dipilih, 2 dari 4 di Tanganmu"};
        // Hold'em's keys bet; the arrows still walk its two cards (Space has nothing to select there).
        QTest::newRow("holdem-en") << "holdem"
                                   << "en"
                                   << QStringList{"Queen of hearts, 1 of 2 in Your hand",
                                                  "6 of spades, 2 of 2 in Your hand",
                                                  "6 of spades, 2 of 2 in Your hand"};
        QTest::newRow("holdem-id") << "holdem"
                                   << "id"
                                   << QStringList{"Queen hati, 1 dari 2 di Tanganmu",
                                                  "6 sekop, 2 dari 2 di Tanganmu",
                                                  "6 sekop, 2 dari 2 di Tanganmu"};
    }
    void arrowsNameTheFocusedCard() {
        QFETCH(QString, game);
        QFETCH(QString, lang);
        QFETCH(QStringList, names);
        TestWindow w(lang);
        startAt(w, game, 7);
        key(w, Qt::Key_Right);
        QCOMPARE(focusName(w), names[0]);
        key(w, Qt::Key_Right);
        QCOMPARE(focusName(w), names[1]);
        if (game != QLatin1String("holdem")) key(w, Qt::Key_Space);
        QCOMPARE(focusName(w), names[2]);
        QAccessibleInterface* focus = tableOf(w)->focusChild();
        QVERIFY(focus->state().focused);
        QCOMPARE(focus->state().selected, game != QLatin1String("holdem"));
        // The screen rectangle of the focused card is where the card is drawn.
        const QRect drawn =
            w->view()->mapFromScene(w->view()->focusedCard()->sceneBoundingRect()).boundingRect();
        QCOMPARE(focus->rect(), QRect(w->view()->viewport()->mapToGlobal(drawn.topLeft()), drawn.size()));
    }

    void seenCardsSaySo() {
        TestWindow w;
        startAt(w, QStringLiteral("empatsatu"), 7);
        key(w, Qt::Key_Right);
        CardItem* card = w->view()->focusedCard();
        QVERIFY(card);
        card->setMark(QStringLiteral("seen"), QStringLiteral("Budi took this card from the discards."));
        QAccessibleInterface* focus = tableOf(w)->focusChild();
        QCOMPARE(focus->text(QAccessible::Name), QStringLiteral("Ace of spades, seen, 1 of 4 in Your hand"));
        QCOMPARE(focus->text(QAccessible::Description),
                 QStringLiteral("Budi took this card from the discards."));
    }

    void outcomeAsOneSentence() {
        QCOMPARE(Announcer::sentence(QStringLiteral("Sari wins 2\nEveryone else folded.")),
                 QStringLiteral("Sari wins 2. Everyone else folded."));
        QCOMPARE(Announcer::sentence(QStringLiteral("Round 1: you win!\n  \nBudi 3   points\n")),
                 QStringLiteral("Round 1: you win! Budi 3 points"));
    }

    void tabWalksTheZones() {
        TestWindow w;
        startAt(w, QStringLiteral("capsa"), 7);
        QGraphicsRectItem* frame = w->view()->zoneFrame();
        QVERIFY(!frame->isVisible()); // nothing shown before the keyboard walks the table
        // The first Tab shows the person's own place: the hand, its first card in focus.
        key(w, Qt::Key_Tab);
        QCOMPARE(w->view()->currentZone(), Place(ZoneRole::Hand));
        QCOMPARE(focusName(w), QStringLiteral("4 of clubs, 1 of 13 in Your hand"));
        QVERIFY(frame->isVisible());
        QVERIFY(w->view()->focusedCard()->isFocused());
        key(w, Qt::Key_Tab);
        QCOMPARE(w->view()->currentZone(), Place(ZoneRole::Centre));
        QCOMPARE(focusName(w), QStringLiteral("Centre of the table"));
        QVERIFY(frame->isVisible());
        key(w, Qt::Key_Right);
        QCOMPARE(focusName(w), QStringLiteral("3 of diamonds, 1 of 5 in Centre of the table"));
        QVERIFY(frame->rect().contains(w->view()->focusedCard()->sceneBoundingRect()));
        saveShot(w.window.get(), QStringLiteral("a11y-capsa-centre-zone"));
        key(w, Qt::Key_Left);
        QCOMPARE(focusName(w), QStringLiteral("7 of spades, 5 of 5 in Centre of the table"));
        key(w, Qt::Key_Tab);
        QCOMPARE(focusName(w), QStringLiteral("You, 13 cards, to play"));
        QVERIFY(!w->view()->focusedCard()); // the card chosen in the centre is let go
        key(w, Qt::Key_Tab);
        QCOMPARE(focusName(w), QStringLiteral("Budi, 13 cards"));
        saveShot(w.window.get(), QStringLiteral("a11y-capsa-seat-zone"));
        key(w, Qt::Key_Backtab, Qt::ShiftModifier);
        key(w, Qt::Key_Backtab, Qt::ShiftModifier);
        key(w, Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(w->view()->currentZone(), Place(ZoneRole::Hand));
        QCOMPARE(focusName(w), QStringLiteral("4 of clubs, 1 of 13 in Your hand")); // the card it had
        key(w, Qt::Key_Right);
        QVERIFY2(focusName(w).endsWith(QStringLiteral(", 2 of 13 in Your hand")), qPrintable(focusName(w)));
        QVERIFY(frame->rect().contains(w->view()->focusedCard()->sceneBoundingRect()));
        // Shift+Tab from the first zone goes round to the last one.
        key(w, Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(focusName(w), QStringLiteral("Agus, 8 cards"));
        // Tab goes round: from the last zone to the hand.
        key(w, Qt::Key_Tab);
        QCOMPARE(w->view()->currentZone(), Place(ZoneRole::Hand));
        QVERIFY(w->view()->hasFocus());
    }

    // Issue: in Hold'em the Tab frame round the pot lay over a card of the board.
    void theFrameRoundAZoneKeepsOffOtherCards() {
        TestWindow w;
        bool reached = false;
        for (quint64 seed = 1; seed < 40 && !reached; ++seed) {
            w->startGame(QStringLiteral("holdem"), seed);
            w->bots()->setPace(0);
            w->session()->setAutopilot(findGameUi(QStringLiteral("holdem"))->defaultBotLevel);
            const auto& t = static_cast<HoldemSession*>(w->session())->state().table();
            const bool got =
                QTest::qWaitFor([&] { return t.boardCount >= 3 || w->session()->isDealOver(); }, 30000);
            w->bots()->setPaused(true);
            reached = got && t.boardCount >= 3 && !w->session()->isDealOver() && !t.pots().empty();
        }
        QVERIFY(reached);
        QStringList problems;
        for (const QSize& size : {QSize(900, 600), QSize(1280, 800), QSize(1920, 1080)}) {
            w->resize(size);
            QTest::qWait(20);
            w->view()->setFocus();
            const QList<TableZone> zones = w->view()->zones();
            for (int i = 0; i <= zones.size(); ++i) {
                key(w, Qt::Key_Tab);
                const Place zone = w->view()->currentZone();
                QList<CardItem*> own;
                for (const TableZone& z : zones)
                    if (z.id == zone) own = z.cards;
                const QRectF frame = w->view()->zoneFrame()->sceneBoundingRect();
                for (QGraphicsItem* item : w->scene()->items()) {
                    auto* card = dynamic_cast<CardItem*>(item);
                    if (!card || !card->isVisible() || own.contains(card)) continue;
                    const QRectF r = card->mapRectToScene(QRectF(QPointF(0, 0), card->size()));
                    const QRectF meet = r.intersected(frame);
                    if (meet.width() > 0.5 && meet.height() > 0.5)
                        problems << QStringLiteral("%1x%2: the frame round %3 meets %4 (%5)")
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(placeName(zone), QString::fromStdString(card->card().toString()),
                                             placeName(card->place));
                }
                if (zone.is(ZoneRole::Pot))
                    saveShot(w.window.get(), QStringLiteral("a11y-holdem-pot-zone-%1").arg(size.width()));
            }
        }
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void botMovesAreSaidOnce_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("first");
        QTest::newRow("en")
            << "en"
            << QStringList{"Trick 1",
                           "Agus \u2014 Full House (Polo) 7: 3\u2666 3\u2665 7\u2666 7\u2663 7\u2660"};
        QTest::newRow("id")
            << "id"
            << QStringList{"Trik 1",
                           "Agus \u2014 Polo (Full House) 7: 3\u2666 3\u2665 7\u2666 7\u2663 7\u2660"};
    }
    void botMovesAreSaidOnce() {
        QFETCH(QString, lang);
        QFETCH(QStringList, first);
        TestWindow w(lang);
        startAt(w, QStringLiteral("capsa"), 7);
        QTRY_COMPARE(w->announcer()->said(), first);
        QCOMPARE(w->announcer()->text(), first.last());
        QVERIFY(!w->announcer()->hasFocus());
        QVERIFY(w->view()->hasFocus()); // the news takes no focus
        // The person passes; each bot move after it is said once, though the table rebuilds its log each
        // time.
        key(w, Qt::Key_P);
        QVERIFY(waitForPerson(w));
        QTRY_VERIFY(w->announcer()->said().size() >= 5);
        const QStringList said = w->announcer()->said();
        QCOMPARE(said.count(first.last()), 1);
        QCOMPARE(said.mid(0, 2), first);
        QVERIFY2(said.at(2).startsWith(lang == QLatin1String("en") ? QStringLiteral("You \u2014 pass")
                                                                   : QStringLiteral("Kamu \u2014 pas")),
                 qPrintable(said.join(QLatin1Char('|'))));
        QCOMPARE(said.size(), QSet<QString>(said.begin(), said.end()).size());
    }

    void fullDealWithKeysOnly_data() {
        QTest::addColumn<QString>("game");
        for (const char* g : {"capsa", "canasta", "holdem", "empatsatu"})
            QTest::newRow(g) << QString::fromLatin1(g);
    }
    void theNewsLineFollowsALanguageSwitchAtTheEndBox() {
        TestWindow w;
        w->startGame(QStringLiteral("capsa"), 5);
        w->bots()->setPace(0);
        w->session()->setAutopilot(QStringLiteral("easy"));
        w->bots()->resume();
        QTRY_VERIFY_WITH_TIMEOUT(w->session()->isDealOver(), 30000);
        const QString outcome = Announcer::sentence(w->controller()->dealOverText());
        QTRY_COMPARE(w->announcer()->text(), outcome);
        const qsizetype said = w->announcer()->said().size();
        w.languages->setLanguage(QStringLiteral("id"));
        QCoreApplication::processEvents();
        const QString hasil = Announcer::sentence(w->controller()->dealOverText());
        QVERIFY(hasil != outcome); // the box speaks Indonesian now
        QCOMPARE(w->announcer()->text(), hasil);
        QTest::qWait(50); // a rebuilt log, read later, must not bring the last move back
        QCOMPARE(w->announcer()->text(), hasil);
        QCOMPARE(w->announcer()->said().size(), said); // nothing happened, so nothing is said
        w.languages->setLanguage(QStringLiteral("en"));
    }

    void theNewsLineAfterOpenIsTheSavedGames() {
        TestWindow w;
        startAndPlayOnce(w, 21);
        const QString path = w.dir.filePath(QStringLiteral("news.mejakartu"));
        QString error;
        QVERIFY2(w->saveTo(path, &error), qPrintable(error));
        QListWidget* log = w->findChild<QListWidget*>();
        QVERIFY(log);
        QTRY_VERIFY(log->count() > 0);
        // Another deal, whose bots move at once (said on the news line), then the saved game again.
        w->startGame(QStringLiteral("capsa"), 8);
        QTRY_VERIFY(!w->announcer()->text().isEmpty());
        const QString replaced = w->announcer()->text();
        QVERIFY2(w->openFrom(path, &error), qPrintable(error));
        const auto lines = [&] {
            QStringList out;
            for (int i = 0; i < log->count(); ++i) out << log->item(i)->text();
            return out;
        };
        QVERIFY(!lines().contains(replaced)); // the other deal's move is not in the saved game
        // The news line shows the saved game's latest event (its bots may go on moving): never the move
        // of the deal it replaced.
        QCOMPARE(w->announcer()->text(), lines().last());
        QTest::qWait(50);
        QVERIFY(lines().contains(w->announcer()->text()));
    }

    void fullDealWithKeysOnly() {
        QFETCH(QString, game);
        TestWindow w;
        startAt(w, game, 11);
        int turns = 0;
        while (!w->session()->isDealOver()) {
            QVERIFY2(++turns < 600, "the deal does not end");
            const int before = w->session()->moveCount();
            if (game == QLatin1String("capsa")) playCapsa(w);
            if (game == QLatin1String("canasta")) playCanasta(w);
            if (game == QLatin1String("holdem")) key(w, Qt::Key_C);
            if (game == QLatin1String("empatsatu")) playEmpatSatu(w);
            if (QTest::currentTestFailed()) return;
            QVERIFY2(w->session()->moveCount() > before, qPrintable(w->statusText()));
            QVERIFY(waitForPerson(w));
        }
        // The outcome is said, once, after the moves that led to it.
        const QString outcome = Announcer::sentence(w->controller()->dealOverText());
        QVERIFY(!outcome.isEmpty());
        QTRY_VERIFY(w->announcer()->said().contains(outcome));
        QCOMPARE(w->announcer()->said().count(outcome), 1);
        QTRY_COMPARE(w->announcer()->said().last(), outcome);
        QTRY_VERIFY(zoneNamed(tableOf(w), QStringLiteral("Result")));
        // Enter deals the next hand (or the next game).
        const int before = w->session()->moveCount();
        key(w, Qt::Key_Return);
        QTRY_VERIFY(!w->session()->isDealOver() || w->session()->moveCount() != before);
    }

private:
    void playCapsa(TestWindow& w) {
        using namespace core::capsa;
        auto* s = capsa(w);
        std::optional<Move> chosen;
        for (const Move& m : s->state().legalMoves())
            if (!m.isPass()) {
                chosen = m;
                break;
            }
        if (!chosen) {
            key(w, Qt::Key_P);
            return;
        }
        key(w, Qt::Key_Escape);
        for (core::cards::Card c : chosen->cards) {
            QVERIFY(focusOn(w, c));
            key(w, Qt::Key_Space);
        }
        key(w, Qt::Key_Return);
    }
    void playCanasta(TestWindow& w) {
        using namespace core::canasta;
        auto* s = static_cast<CanastaSession*>(w->session());
        const std::vector<Move> moves = s->state().legalMoves();
        const auto has = [&](MoveKind k) {
            return std::any_of(moves.begin(), moves.end(), [k](const Move& m) { return m.kind == k; });
        };
        if (s->state().board().phase == Phase::Answer) { // the partner asks: the box's default is "No"
            QTRY_VERIFY(QApplication::activeModalWidget());
            QTest::keyClick(QApplication::activeModalWidget(), Qt::Key_Return);
            return;
        }
        if (has(MoveKind::Draw)) {
            key(w, Qt::Key_D);
            return;
        }
        for (const Move& m : moves)
            if (m.kind == MoveKind::Discard) {
                key(w, Qt::Key_Escape);
                QVERIFY(focusOn(w, m.cards[0]));
                key(w, Qt::Key_Space); // X throws only a selected card
                key(w, Qt::Key_X);
                return;
            }
        if (has(MoveKind::Pass)) {
            key(w, Qt::Key_P);
            return;
        }
        if (has(MoveKind::Stop)) {
            key(w, Qt::Key_E);
            return;
        }
        QFAIL(qPrintable(QStringLiteral("no move for the keys: %1")
                             .arg(QString::fromStdString(moves.front().toString()))));
    }
    void playEmpatSatu(TestWindow& w) {
        using namespace core::empatsatu;
        auto* s = static_cast<EmpatSatuSession*>(w->session());
        const std::vector<Move> moves = s->state().legalMoves();
        const auto has = [&](Move::Kind k) {
            return std::any_of(moves.begin(), moves.end(), [k](const Move& m) { return m.kind == k; });
        };
        if (has(Move::Kind::Draw)) {
            key(w, Qt::Key_D);
            return;
        }
        for (const Move& m : moves)
            if (m.kind == Move::Kind::Discard) {
                QVERIFY(focusOn(w, m.card));
                key(w, Qt::Key_Space);
                key(w, Qt::Key_Return);
                return;
            }
        if (has(Move::Kind::End)) {
            key(w, Qt::Key_E);
            return;
        }
        if (has(Move::Kind::Stop)) {
            key(w, Qt::Key_K);
            return;
        }
        key(w, Qt::Key_T);
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
