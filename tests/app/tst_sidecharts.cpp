// The panels under the log drawn with Qt Charts: Hold'em's chips after each hand (every player's line ends on
// the stacks the table shows, and no chip is made or lost), Empat Satu's scores of each hand with the loser
// marked, one line per finished hand, newest first; the statistics window's win rate per level over time.
#include "games/empatsatu/empatsatusession.h"
#include "games/gameregistry.h"
#include "games/holdem/holdemsession.h"
#include "model/languagemanager.h"
#include "model/scoremodel.h"
#include "panels/empatsatuchart.h"
#include "panels/holdemchart.h"
#include "panels/resultschart.h"
#include "panels/scorepanel.h"
#include "panels/statsdialog.h"
#include "testsupport.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QScatterSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QValueAxis>

namespace {

/// Lets the bots (and the autopilot in the person's seat) play until `finished` deals have ended, starting
/// each next deal as the person's "Next" button does.
void playDeals(TestWindow& w, const std::function<int()>& finished, int wanted) {
    GameSession* session = w->session();
    session->setAutopilot(QStringLiteral("easy"));
    w->bots()->setPace(0);
    w->bots()->resume();
    QVERIFY(QTest::qWaitFor(
        [&] {
            if (finished() >= wanted || session->isGameOver()) return true;
            if (session->isDealOver()) session->startNextDeal();
            return false;
        },
        120000));
    w->bots()->setPaused(true);
    QCoreApplication::processEvents();
}

} // namespace

class TestSideCharts : public QObject {
    Q_OBJECT
private slots:
    void holdemChartsTheStacksAfterEachHand() {
        TestWindow w;
        w->startGame(QStringLiteral("holdem"), 5);
        auto* session = static_cast<HoldemSession*>(w->session());
        auto* panel = qobject_cast<HoldemChart*>(w->sidePanel());
        QVERIFY(panel);
        QVERIFY(panel->isVisible());
        QVERIFY(!w->findChild<ScorePanel*>()->isVisible()); // the chart takes the score sheet's place
        // Before the first hand ends, the chart shows where everyone starts, against zero.
        QCOMPARE(panel->line(0)->count(), 1);
        QCOMPARE(panel->line(0)->at(0), QPointF(0, session->state().table().startStack[0]));
        const auto* axis = qobject_cast<QValueAxis*>(panel->chart()->axes(Qt::Vertical).value(0));
        QVERIFY(axis);
        QCOMPARE(axis->min(), 0.0);
        QCOMPARE(axis->max(), double(session->state().table().startStack[0]));
        playDeals(
            w, [&] { return int(session->finishedHands().size()); }, 4);
        auto hands = session->finishedHands();
        if (session->isDealOver()) hands.push_back(session->state().table()); // the hand just ended counts
        const int n = int(hands.size());
        QVERIFY(n >= 4);
        const int seats = session->seatCount();
        int chips = 0;
        for (int s = 0; s < seats; ++s) chips += hands.front().startStack[std::size_t(s)];
        for (int h = 0; h <= n; ++h) {
            int sum = 0;
            for (int s = 0; s < seats; ++s) {
                QLineSeries* line = panel->line(s);
                QCOMPARE(line->count(), n + 1);
                QCOMPARE(line->at(h).x(), double(h));
                sum += int(line->at(h).y());
            }
            QCOMPARE(sum, chips); // chips change hands, none appear or vanish
        }
        for (int s = 0; s < seats; ++s) {
            QCOMPARE(panel->line(s)->at(n).y(), double(hands.back().stack[std::size_t(s)]));
            QCOMPARE(panel->line(s)->name(), session->players().value(s).name);
        }
        QCOMPARE(panel->results()->count(), n);
        QVERIFY(panel->results()->item(0)->text().startsWith(QStringLiteral("Hand %1: ").arg(n)));
        QVERIFY(panel->results()->item(n - 1)->text().startsWith(QStringLiteral("Hand 1: ")));
        QCOMPARE(panel->chart()->title(), QStringLiteral("Chips after each hand"));
        QVERIFY(panel->legend()->text().contains(session->players().value(1).name));
        saveShot(w.window.get(), QStringLiteral("holdem-chart"));
        // Another game: the panel goes, the score sheet comes back.
        w->startGame(QStringLiteral("capsa"), 2);
        QVERIFY(!w->sidePanel());
        QVERIFY(w->findChild<ScorePanel*>()->isVisible());
    }

    void empatSatuChartsEachHandAndItsLoser() {
        TestWindow w(QStringLiteral("id"));
        w->startGame(QStringLiteral("empatsatu"), 9);
        auto* session = static_cast<EmpatSatuSession*>(w->session());
        auto* panel = qobject_cast<EmpatSatuChart*>(w->sidePanel());
        QVERIFY(panel);
        playDeals(
            w, [&] { return int(session->history().results.size()); }, 3);
        const auto results = session->history().results;
        const int n = int(results.size());
        QVERIFY(n >= 3);
        QCOMPARE(panel->losers()->count(), n);
        for (int h = 0; h < n; ++h) {
            const auto& r = results[std::size_t(h)];
            for (int s = 0; s < session->seatCount(); ++s)
                QCOMPARE(panel->line(s)->at(h), QPointF(h + 1, r.scores[std::size_t(s)]));
            QCOMPARE(panel->losers()->at(h), QPointF(h + 1, r.scores[std::size_t(r.loser())]));
        }
        QCOMPARE(panel->results()->count(), n);
        QVERIFY(panel->results()->item(0)->text().startsWith(QStringLiteral("Ronde %1: ").arg(n)));
        QCOMPARE(panel->chart()->title(), QStringLiteral("Skor tiap ronde"));
        saveShot(w.window.get(), QStringLiteral("empatsatu-chart"));
    }

    // Worked by hand: easy won, easy lost, hard won, easy won -> easy 100 %, 50 %, 66.7 % after games 1, 2,
    // 4; hard 100 % after game 3.
    void winRateOverTimePerLevel() {
        const QDateTime t0(QDate(2026, 1, 2), QTime(10, 0));
        const QList<GameResult> results{{t0, QStringLiteral("easy"), true},
                                        {t0.addSecs(600), QStringLiteral("easy"), false},
                                        {t0.addSecs(1200), QStringLiteral("hard"), true},
                                        {t0.addSecs(1800), QStringLiteral("easy"), true}};
        const auto lines = resultschart::winRateByLevel(results);
        QCOMPARE(lines.keys(), (QStringList{QStringLiteral("easy"), QStringLiteral("hard")}));
        QCOMPARE(lines[QStringLiteral("easy")].size(), 3);
        QCOMPARE(lines[QStringLiteral("easy")][0], QPointF(1, 100));
        QCOMPARE(lines[QStringLiteral("easy")][1], QPointF(2, 50));
        QCOMPARE(lines[QStringLiteral("easy")][2].x(), 4.0);
        QVERIFY(qAbs(lines[QStringLiteral("easy")][2].y() - 200.0 / 3) < 1e-9);
        QCOMPARE(lines[QStringLiteral("hard")], (QList<QPointF>{QPointF(3, 100)}));
    }

    void statisticsShowAChartPerGame() {
        QTemporaryDir dir;
        AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
        settings.recordGame(QStringLiteral("capsa"), true, QStringLiteral("easy"));
        settings.recordGame(QStringLiteral("capsa"), false, QStringLiteral("hard"));
        settings.recordGame(QStringLiteral("capsa"), false, QStringLiteral("easy"));
        const QList<GameResult> history = settings.history(QStringLiteral("capsa"));
        QCOMPARE(history.size(), 3);
        QCOMPARE(history[1].level, QStringLiteral("hard"));
        QVERIFY(history[0].won && !history[2].won);
        StatsDialog dialog(settings, {});
        QCOMPARE(dialog.charts()->count(), int(gameUis().size()));
        QCOMPARE(dialog.charts()->tabText(0), QStringLiteral("Capsa"));
        auto* capsa = qobject_cast<QChartView*>(dialog.charts()->widget(0));
        QVERIFY(capsa);
        const auto series = capsa->chart()->series();
        QCOMPARE(series.size(), 2);
        QCOMPARE(series[0]->name(), QStringLiteral("Easy"));
        QCOMPARE(static_cast<QLineSeries*>(series[0])->points(), (QList<QPointF>{{1, 100}, {3, 50}}));
        auto* canasta = qobject_cast<QChartView*>(dialog.charts()->widget(1));
        QCOMPARE(canasta->chart()->series().size(), 0);
        QCOMPARE(canasta->chart()->title(), QStringLiteral("No finished games yet"));
    }

    void handsWonAreShownForAGameWithNoSetEnd() {
        // Empat Satu is played hand by hand: two hands, one won, and no finished game.
        LanguageManager english; // the plural forms
        QVERIFY(english.setLanguage(QStringLiteral("en")));
        QTemporaryDir dir;
        AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
        const QString game = QStringLiteral("empatsatu");
        settings.recordDeal(game, 1, QStringLiteral("medium"));
        settings.recordDeal(game, 0, QStringLiteral("medium"));
        settings.recordDeal(QStringLiteral("holdem"), -1); // a split pot: counted, with no winner
        QCOMPARE(settings.dealsPlayed(game), 2);
        QCOMPARE(settings.dealsWon(game), 1);
        QCOMPARE(settings.dealsWithWinner(game), 2);
        QCOMPARE(settings.dealsPlayed(QStringLiteral("holdem")), 1);
        QCOMPARE(settings.dealsWithWinner(QStringLiteral("holdem")), 0);
        StatsDialog dialog(settings, {});
        int row = -1;
        for (int i = 0; i < int(gameUis().size()); ++i)
            if (gameUis()[i].id == game) row = i;
        QVERIFY(row >= 0);
        QCOMPARE(dialog.table()->item(row, 0)->text(), QStringLiteral("0"));
        QCOMPARE(dialog.table()->item(row, 3)->text(), QStringLiteral("2 hands"));
        QCOMPARE(dialog.table()->item(row, 4)->text(), QStringLiteral("1 of 2 (50%)"));
        auto* chart = qobject_cast<QChartView*>(dialog.charts()->widget(row));
        QVERIFY(chart);
        QCOMPARE(chart->chart()->title(), QStringLiteral("Share of deals won, by opponents' level"));
        const auto series = chart->chart()->series();
        QCOMPARE(series.size(), 1);
        QCOMPARE(static_cast<QLineSeries*>(series[0])->points(), (QList<QPointF>{{1, 100}, {2, 50}}));
    }

    // The window in Indonesian, with a few weeks of Capsa at two levels (pictures with MEJAKARTU_TEST_SHOTS).
    void statisticsInIndonesian() {
        QTemporaryDir dir;
        AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
        for (int i = 0; i < 24; ++i)
            settings.recordGame(QStringLiteral("capsa"), i % 3 != 1,
                                i < 12 ? QStringLiteral("easy") : QStringLiteral("hard"));
        LanguageManager languages;
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("id")}) {
            languages.setLanguage(lang);
            StatsDialog dialog(settings, {});
            dialog.resize(720, 560);
            auto* capsa = qobject_cast<QChartView*>(dialog.charts()->widget(0));
            if (lang == QLatin1String("id")) {
                QCOMPARE(capsa->chart()->title(), QStringLiteral("Persentase menang, menurut level lawan"));
                QCOMPARE(capsa->chart()->series().value(1)->name(), botLevelTitle(QStringLiteral("hard")));
            }
            saveShot(&dialog, QStringLiteral("statistics-") + lang);
        }
        languages.setLanguage(QStringLiteral("en"));
    }

    // Issue: the statistics window opened with its first number cell marked as if selected.
    void theStatisticsTableMarksNoCell() {
        QTemporaryDir dir;
        AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
        settings.recordGame(QStringLiteral("capsa"), true, QStringLiteral("easy"));
        StatsDialog dialog(settings, {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.activateWindow();
        QTest::qWait(20);
        QVERIFY(!dialog.table()->currentIndex().isValid());
        QVERIFY(dialog.table()->selectedItems().isEmpty());
        QVERIFY(!dialog.table()->hasFocus());
    }

    // Issue: the score table had an empty grey column at its left (the rows' header below its rows).
    void theScoreTableHasNoGreyColumn() {
        ScoreModel model;
        model.setPlayers(
            {QStringLiteral("You"), QStringLiteral("Budi"), QStringLiteral("Sari"), QStringLiteral("Agus")});
        for (const QVector<QVector<int>>& deals :
             {QVector<QVector<int>>{}, QVector<QVector<int>>{{0, 2, 1, 3}}}) {
            model.setDeals(deals);
            ScorePanel panel(&model);
            panel.resize(238, 260);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            const QImage image = panel.grab().toImage();
            // Every pixel of the left column, below the rows, is the sheet's dark background.
            const int x = 6;
            for (int y = image.height() - 40; y < image.height() - 6; ++y) {
                const QColor c = image.pixelColor(x, y);
                QVERIFY2(c.lightness() < 80, qPrintable(QStringLiteral("%1 rows: (%2, %3) is %4")
                                                            .arg(deals.size())
                                                            .arg(x)
                                                            .arg(y)
                                                            .arg(c.name())));
            }
        }
    }

    void theHistoryKeepsTheLastGamesOnly() {
        QTemporaryDir dir;
        AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
        for (int i = 0; i < AppSettings::kHistory + 3; ++i)
            settings.recordGame(QStringLiteral("holdem"), i % 2 == 0, QStringLiteral("hard"));
        QCOMPARE(settings.history(QStringLiteral("holdem")).size(), AppSettings::kHistory);
        QCOMPARE(settings.played(QStringLiteral("holdem")), AppSettings::kHistory + 3); // the counts go on
        QVERIFY(!settings.history(QStringLiteral("holdem")).first().won); // game 4 (index 3) was lost
    }
};

QTEST_MAIN(TestSideCharts)
#include "tst_sidecharts.moc"
