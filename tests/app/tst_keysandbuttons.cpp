// A key does what its button may do, in every game: at each of the person's turns over whole deals, every
// letter key bound to a button is pressed while that button is grey or hidden, and no move may follow. The
// person's own moves are then made by the game's bot, so the turns met are those of real play (after a meld,
// with a question pending, facing a bet...).
#include "model/botdriver.h"
#include "table/actionbar.h"
#include "table/tablecontroller.h"
#include "testsupport.h"

#include <QPushButton>

namespace {

struct KeyButton {
    Qt::Key key;
    const char* button; ///< the button's object name in the action bar
};

struct GameKeys {
    QString game;
    core::game::FlagValues flags;
    QList<KeyButton> keys;
};

QList<GameKeys> games() {
    return {
        {QStringLiteral("capsa"), {}, {{Qt::Key_P, "pass"}}},
        {QStringLiteral("canasta"),
         {{"seating", "Fixed"}},
         {{Qt::Key_D, "draw"},
          {Qt::Key_T, "take"},
          {Qt::Key_M, "meld"},
          {Qt::Key_X, "discard"},
          {Qt::Key_Delete, "discard"},
          {Qt::Key_A, "ask"},
          {Qt::Key_P, "pass"},
          {Qt::Key_E, "stop"}}},
        {QStringLiteral("empatsatu"),
         {},
         {{Qt::Key_D, "draw"},
          {Qt::Key_T, "take"},
          {Qt::Key_K, "knock"},
          {Qt::Key_S, "knock"},
          {Qt::Key_E, "end"}}},
        {QStringLiteral("holdem"), {}, {{Qt::Key_F, "fold"}, {Qt::Key_C, "call"}, {Qt::Key_R, "raise"}}},
    };
}

} // namespace

/// Presses every key of `g` whose button is grey or hidden now; none may make a move.
void pressGreyKeys(TestWindow& w, const GameKeys& g, int& presses) {
    GameSession* s = w->session();
    for (const KeyButton& kb : g.keys) {
        auto* button = w->actionBar()->findChild<QPushButton*>(QString::fromLatin1(kb.button));
        QVERIFY2(button, kb.button);
        if (!button->isHidden() && button->isEnabled()) continue;
        const std::vector<std::string> before = s->record().moves;
        QTest::keyClick(w->view(), kb.key);
        ++presses;
        QVERIFY2(s->record().moves == before,
                 qPrintable(QStringLiteral("%1: the key of the grey '%2' button made a move")
                                .arg(g.game, QLatin1String(kb.button))));
    }
}

class TestKeysAndButtons : public QObject {
    Q_OBJECT
private slots:
    void aKeyNeverDoesWhatItsGreyButtonMayNot_data() {
        QTest::addColumn<int>("game");
        const QList<GameKeys> all = games();
        for (int i = 0; i < all.size(); ++i) QTest::newRow(qPrintable(all[i].game)) << i;
    }

    void aKeyNeverDoesWhatItsGreyButtonMayNot() {
        QFETCH(int, game);
        const GameKeys g = games().at(game);
        TestWindow w;
        w->startGame(g.game, 11, g.flags);
        w->bots()->setPace(0);
        GameSession* s = w->session();
        int turns = 0, greyPresses = 0;
        for (int deal = 0; deal < 12 && turns < 60; ++deal) {
            while (turns < 60) {
                QVERIFY(QTest::qWaitFor([&] { return s->isHumanTurn() || s->isDealOver(); }, 30000));
                if (s->isDealOver()) break;
                ++turns;
                pressGreyKeys(w, g, greyPresses);
                if (QTest::currentTestFailed()) return;
                // The person's move, as the opponents' bot would make it (the autopilot only lends its bot
                // for this one move: the bots' driver must not play the person's seat).
                s->setAutopilot(s->players().value(1).bot);
                const auto task = s->botTask(s->currentSeat());
                s->setAutopilot(QString());
                QVERIFY(task);
                const std::string move = task();
                w->bots()->setPaused(true); // a bot's turn held still: every button is grey for the person
                QVERIFY(s->applyMoveText(move));
                if (!s->isDealOver() && !s->isHumanTurn()) pressGreyKeys(w, g, greyPresses);
                if (QTest::currentTestFailed()) return;
                w->bots()->setPaused(false);
                w->bots()->resume();
            }
            if (!s->isDealOver() || s->isGameOver()) break;
            s->startNextDeal();
        }
        QVERIFY(turns > 5);
        QVERIFY(greyPresses > 5);
    }
};

QTEST_MAIN(TestKeysAndButtons)
#include "tst_keysandbuttons.moc"
