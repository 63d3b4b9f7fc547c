// Meja Kartu: Capsa, Canasta, Texas Hold'em and Empat Satu (41) against computer players.
//
//   mejakartu [--game capsa|canasta|holdem|empatsatu] [--seed N] [--variant NAME[,flag=value...]]
//             [--lang id|en] [--size WxH] [--moves K | --deals D] [--screenshot FILE.png]
//             [SAVED-GAME.mejakartu |
//              --review SAVED-GAME.mejakartu [--review-select N | --review-move K] [--show-all-cards]]
//
// With --screenshot the program deals, lets the bots (and an autopilot in the person's seat) play K moves,
// saves a picture of the window and exits: for documentation and visual checks (--deals D: D whole deals, the
// next one started by itself, to show the panels filled). With no moves the picture is
// taken as soon as the table is first painted, so `--moves 0 --screenshot F` times a cold start
// (scripts/bench-startup). A saved game named on the command line (as the desktop file does) is opened.
// Started without a game, deal, rules or file, the game kept from last time (autosave) is offered; the
// screenshot mode neither offers nor keeps one.
// --review opens a saved game and the coach's review of the person's last deal in it; --review-select N shows
// the replay at the review's decision N, --review-move K before move K of the deal, --show-all-cards every
// hand face up (a finished deal only). With --screenshot the picture is taken once the review is done and
// shown.
// --help and --version print without a display.
#include "coach.h"
#include "gamefiles.h"
#include "games.h"
#include "games/gameregistry.h"
#include "mainwindow.h"
#include "model/appsettings.h"
#include "model/botdriver.h"
#include "model/gamesession.h"
#include "model/languagemanager.h"
#include "panels/oddspanel.h"
#include "startuptrace.h"
#include "table/cardtheme.h"
#include "table/replayview.h"
#include "table/tablescene.h"
#include "table/tableview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QThreadPool>
#include <QTimer>

#include <cstdio>
#include <cstring>
#include <functional>

namespace {

int usage(const QCommandLineParser& parser, const QString& problem) {
    std::fprintf(stderr, "mejakartu: %s\n\n%s", qPrintable(problem), qPrintable(parser.helpText()));
    return 2;
}

/// Calls `then` once, as soon as `widget` has finished painting for the first time.
class AfterFirstPaint : public QObject {
public:
    AfterFirstPaint(QWidget* widget, std::function<void()> then) : QObject(widget), m_then(std::move(then)) {
        widget->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, parent(), m_then); // after this paint event is done
            deleteLater();
        }
        return false;
    }

private:
    std::function<void()> m_then;
};

void saveWindowAndQuit(QWidget* window, const QString& file) {
    startupTrace("grab");
    const QPixmap picture = window->grab();
    startupTrace("grabbed");
    const bool saved = picture.save(file);
    startupTrace("saved");
    if (!saved) std::fprintf(stderr, "mejakartu: cannot write %s\n", qPrintable(file));
    QApplication::exit(saved ? 0 : 1);
}

/// Waits for background work (odds figures) to finish and deliver its results.
void finishBackgroundWork() {
    for (int i = 0; i < 20 && QThreadPool::globalInstance()->activeThreadCount() > 0; ++i) {
        QThreadPool::globalInstance()->waitForDone(2000);
        QCoreApplication::processEvents();
    }
    QCoreApplication::processEvents();
}

/// Saves a picture of the window as first painted, then quits. Only the odds panel, when open, is waited for:
/// the cards in view are drawn exactly at their size from the first paint on.
void screenshotAtFirstPaint(MainWindow* window, const QString& file) {
    auto done = std::make_shared<bool>(false);
    const auto shoot = [window, file, done] {
        if (*done) return;
        *done = true;
        startupTrace("first paint");
        if (window->oddsPanel()->isVisible()) finishBackgroundWork();
        saveWindowAndQuit(window, file);
    };
    new AfterFirstPaint(window->view()->viewport(), shoot);
    QTimer::singleShot(60000, window, shoot); // should the platform never paint, take the picture anyway
}

/// Lets the game run for `moves` moves (or, with `deals`, until that many deals have ended, each next deal
/// started by itself), then saves a picture of the window and quits.
void scheduleScreenshot(MainWindow* window, int moves, int deals, const QString& file) {
    GameSession* session = window->session();
    auto* counter = new int(0);
    const auto shoot = [window, file, counter] {
        delete counter;
        window->scene()->theme()->waitUntilReady();
        // Let background work (odds figures) finish and deliver its results before the picture is taken.
        finishBackgroundWork();
        QTimer::singleShot(100, window, [window, file] { saveWindowAndQuit(window, file); });
    };
    if (!session) {
        QTimer::singleShot(200, window, shoot);
        return;
    }
    auto done = std::make_shared<bool>(false);
    auto dealsEnded = std::make_shared<int>(0);
    const auto finish = [=] {
        *done = true;
        window->bots()->setPaused(true);
        QTimer::singleShot(0, window, shoot);
    };
    const auto maybeShoot = [=] {
        if (*done || deals > 0) return;
        if (*counter >= moves || session->isDealOver()) finish();
    };
    QObject::connect(session, &GameSession::moveApplied, window, [=] {
        ++*counter;
        maybeShoot();
    });
    QObject::connect(session, &GameSession::roundOver, window, [=] {
        if (deals == 0) return maybeShoot();
        if (*done) return;
        if (++*dealsEnded >= deals || session->isGameOver()) return finish();
        QTimer::singleShot(0, session, [session] {
            if (session->isDealOver() && !session->isGameOver()) session->startNextDeal();
        });
    });
    // Should the game stall, take the picture anyway.
    QTimer::singleShot(deals > 0 ? 180000 : 60000, window, [=] {
        if (!*done) {
            *done = true;
            shoot();
        }
    });
}

/// Once the coach's review of the saved game is shown: the replay at decision `select` (from 1; 0: none) and
/// every hand face up if asked, then the picture if asked. Problems are reported on stderr; the screenshot
/// mode then exits with status 1.
void afterReview(MainWindow* window, int select, int move, bool showAll, const QString& shot) {
    Coach* coach = window->coach();
    const auto fail = [shot](const QString& problem) {
        std::fprintf(stderr, "mejakartu: %s\n", qPrintable(problem));
        if (!shot.isEmpty()) QApplication::exit(1);
    };
    QObject::connect(coach, &Coach::reviewFailed, window, fail);
    QObject::connect(coach, &Coach::reviewShown, window, [=] {
        if (select > 0 && !coach->showDecision(select - 1))
            return fail(QStringLiteral("--review-select %1: the review has %2 decisions")
                            .arg(select)
                            .arg(coach->result() ? int(coach->result()->decisions.size()) : 0));
        if (move > 0 && !coach->showPosition(move - 1))
            return fail(QStringLiteral("--review-move %1: the deal has %2 moves")
                            .arg(move)
                            .arg(coach->replay()->moveCount()));
        QString why;
        if (showAll && !coach->setRevealAll(true, &why))
            return fail(QStringLiteral("--show-all-cards: ") + why);
        if (shot.isEmpty()) return;
        QTimer::singleShot(0, window, [window, shot] {
            window->scene()->theme()->waitUntilReady();
            window->coach()->replay()->scene()->theme()->waitUntilReady();
            finishBackgroundWork();
            QTimer::singleShot(100, window, [window, shot] { saveWindowAndQuit(window, shot); });
        });
    });
    if (!shot.isEmpty())
        QTimer::singleShot(300000, window, [=] { fail(QStringLiteral("the review did not finish")); });
}

void setNames() {
    QCoreApplication::setApplicationName(QStringLiteral("mejakartu"));
    QCoreApplication::setOrganizationName(QStringLiteral("mejakartu"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MEJAKARTU_VERSION));
}

/// The program's options, declared once for both parsers (with and without a display).
struct Options {
    QCommandLineOption game{QStringLiteral("game"), QStringLiteral("capsa, canasta, holdem or empatsatu."),
                            QStringLiteral("GAME")};
    QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("Deal number."), QStringLiteral("N")};
    QCommandLineOption variant{QStringLiteral("variant"), QStringLiteral("Rules: NAME[,flag=value...]."),
                               QStringLiteral("NAME")};
    QCommandLineOption lang{QStringLiteral("lang"), QStringLiteral("Language: id or en."),
                            QStringLiteral("LANG")};
    QCommandLineOption size{QStringLiteral("size"), QStringLiteral("Window size, e.g. 1400x900."),
                            QStringLiteral("WxH")};
    QCommandLineOption moves{QStringLiteral("moves"), QStringLiteral("Moves to play before the screenshot."),
                             QStringLiteral("K")};
    QCommandLineOption deals{
        QStringLiteral("deals"),
        QStringLiteral("Deals to finish before the screenshot (the next one starts by itself)."),
        QStringLiteral("D")};
    QCommandLineOption shot{QStringLiteral("screenshot"),
                            QStringLiteral("Save a picture of the window and exit."), QStringLiteral("FILE")};
    QCommandLineOption settings{QStringLiteral("settings"), QStringLiteral("Settings file to use."),
                                QStringLiteral("FILE")};
    QCommandLineOption review{
        QStringLiteral("review"),
        QStringLiteral("Open a saved game and the coach's review of your last deal in it."),
        QStringLiteral("FILE")};
    QCommandLineOption reviewSelect{
        QStringLiteral("review-select"),
        QStringLiteral("With --review: show the table at the review's decision N (from 1)."),
        QStringLiteral("N")};
    QCommandLineOption reviewMove{
        QStringLiteral("review-move"),
        QStringLiteral(
            "With --review: show the table before move K of the deal (from 1; one past the last: after it)."),
        QStringLiteral("K")};
    QCommandLineOption showAllCards{
        QStringLiteral("show-all-cards"),
        QStringLiteral("With --review: show every hand face up in the replay (a finished deal only).")};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(
            QStringLiteral("Meja Kartu: Indonesian card games against computer players."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({game, seed, variant, lang, size, moves, deals, shot, settings, review,
                           reviewSelect, reviewMove, showAllCards});
        parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A saved game to open."),
                                     QStringLiteral("[SAVED-GAME.mejakartu]"));
    }
};

/// --help and --version need no display: they are answered before the window system is touched.
bool asksOnlyForHelpOrVersion(int argc, char* argv[]) {
    static const char* const kOptions[] = {"-h", "--help", "-?", "--help-all", "-v", "--version"};
    for (int i = 1; i < argc; ++i)
        for (const char* option : kOptions)
            if (std::strcmp(argv[i], option) == 0) return true;
    return false;
}

} // namespace

int main(int argc, char* argv[]) {
    startupTrace("main");
    const Options options;
    if (asksOnlyForHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        setNames();
        QCommandLineParser parser;
        options.addTo(parser);
        if (!parser.parse(app.arguments())) return usage(parser, parser.errorText());
        if (parser.isSet(QStringLiteral("version"))) parser.showVersion(); // both exit
        parser.showHelp(0);
    }

    QApplication app(argc, argv);
    startupTrace("QApplication");
    setNames();
    QApplication::setApplicationDisplayName(QStringLiteral("Meja Kartu"));
    // The installed menu entry: desktops match the running window to it (name and icon in the task bar).
    QGuiApplication::setDesktopFileName(QStringLiteral("mejakartu"));

    QCommandLineParser parser;
    options.addTo(parser);
    const QCommandLineOption &gameOption = options.game, &seedOption = options.seed,
                             &variantOption = options.variant, &langOption = options.lang,
                             &sizeOption = options.size, &movesOption = options.moves,
                             &shotOption = options.shot, &settingsOption = options.settings;
    if (!parser.parse(app.arguments())) return usage(parser, parser.errorText());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return usage(parser, QStringLiteral("unexpected argument '%1'").arg(positional.at(1)));
    const QString savedGame = positional.value(0);
    if (!savedGame.isEmpty() && !QFileInfo(savedGame).isFile())
        return usage(parser, QStringLiteral("unexpected argument '%1': no such file").arg(savedGame));
    if (!savedGame.isEmpty() &&
        (parser.isSet(gameOption) || parser.isSet(seedOption) || parser.isSet(variantOption)))
        return usage(parser, QStringLiteral("a saved game brings its own game, deal and rules: drop --game, "
                                            "--seed and --variant"));

    const bool screenshot = parser.isSet(shotOption);
    AppSettings settings(parser.value(settingsOption), screenshot && !parser.isSet(settingsOption));
    // The screenshot mode reads and writes no settings, but draws the cards as the person chose them.
    if (screenshot && !parser.isSet(settingsOption))
        settings.takeFrom(AppSettings::standardPath(),
                          {QStringLiteral("view/deck"), QStringLiteral("view/fourColour")});

    QString game = parser.isSet(gameOption)
                       ? parser.value(gameOption)
                       : settings.value(QStringLiteral("game/last"), QStringLiteral("capsa")).toString();
    if (!findGameUi(game)) {
        if (parser.isSet(gameOption)) return usage(parser, QStringLiteral("unknown game '%1'").arg(game));
        game = QStringLiteral("capsa");
    }
    bool ok = true;
    const quint64 seed = parser.isSet(seedOption) ? parser.value(seedOption).toULongLong(&ok)
                                                  : QRandomGenerator::global()->bounded(1u, 1000000000u);
    if (!ok) return usage(parser, QStringLiteral("--seed must be a whole number"));
    core::game::FlagValues flags;
    if (parser.isSet(variantOption)) {
        const core::GameInfo* info = core::findGame(game.toStdString());
        if (!info) return usage(parser, QStringLiteral("%1 has no variants yet").arg(game));
        const auto resolved = info->catalog->resolve(parser.value(variantOption).toStdString());
        if (resolved.error)
            return usage(parser, QString::fromStdString(core::game::describe(*resolved.error)));
        flags = resolved.values;
    }
    QString lang =
        parser.isSet(langOption)
            ? parser.value(langOption)
            : settings.value(QStringLiteral("language"), LanguageManager::systemLanguage()).toString();
    if (lang != QLatin1String("id") && lang != QLatin1String("en")) {
        if (parser.isSet(langOption)) return usage(parser, QStringLiteral("--lang must be id or en"));
        lang = QStringLiteral("en");
    }
    QSize size;
    if (parser.isSet(sizeOption)) {
        const QStringList parts = parser.value(sizeOption).split(QLatin1Char('x'));
        if (parts.size() == 2) size = QSize(parts[0].toInt(), parts[1].toInt());
        if (size.width() < 640 || size.height() < 480 || size.width() > 8000 || size.height() > 8000)
            return usage(parser, QStringLiteral("--size must be WxH, at least 640x480"));
    }
    int moves = 0;
    if (parser.isSet(movesOption)) {
        moves = parser.value(movesOption).toInt(&ok);
        if (!ok || moves < 0) return usage(parser, QStringLiteral("--moves must be a whole number"));
    }
    int deals = 0;
    if (parser.isSet(options.deals)) {
        deals = parser.value(options.deals).toInt(&ok);
        if (!ok || deals < 1)
            return usage(parser, QStringLiteral("--deals must be a whole number, at least 1"));
    }
    if (parser.isSet(movesOption) && !screenshot)
        return usage(parser, QStringLiteral("--moves needs --screenshot"));
    if (parser.isSet(options.deals) && !screenshot)
        return usage(parser, QStringLiteral("--deals needs --screenshot"));

    const QString reviewFile = parser.value(options.review);
    if (parser.isSet(options.review)) {
        if (!savedGame.isEmpty())
            return usage(parser, QStringLiteral("--review names the saved game: give no other file"));
        if (!QFileInfo(reviewFile).isFile())
            return usage(parser, QStringLiteral("--review %1: no such file").arg(reviewFile));
        if (parser.isSet(gameOption) || parser.isSet(seedOption) || parser.isSet(variantOption) ||
            parser.isSet(movesOption) || parser.isSet(options.deals))
            return usage(parser,
                         QStringLiteral("a reviewed game brings its own game, deal, rules and moves: drop "
                                        "--game, --seed, --variant, --moves and --deals"));
    }
    int reviewSelect = 0;
    if (parser.isSet(options.reviewSelect)) {
        reviewSelect = parser.value(options.reviewSelect).toInt(&ok);
        if (!ok || reviewSelect < 1)
            return usage(parser, QStringLiteral("--review-select must be a whole number, at least 1"));
    }
    int reviewMove = 0;
    if (parser.isSet(options.reviewMove)) {
        reviewMove = parser.value(options.reviewMove).toInt(&ok);
        if (!ok || reviewMove < 1)
            return usage(parser, QStringLiteral("--review-move must be a whole number, at least 1"));
    }
    if (reviewSelect > 0 && reviewMove > 0)
        return usage(parser,
                     QStringLiteral("--review-select and --review-move both choose the moment: give one"));
    if ((parser.isSet(options.reviewSelect) || parser.isSet(options.reviewMove) ||
         parser.isSet(options.showAllCards)) &&
        reviewFile.isEmpty())
        return usage(parser,
                     QStringLiteral("--review-select, --review-move and --show-all-cards need --review"));

    LanguageManager languages;
    languages.setLanguage(lang);
    startupTrace("settings and language");
    MainWindow window(&settings, &languages);
    startupTrace("window made");
    if (size.isValid()) window.resize(size);
    if (screenshot) {
        window.files()->setKeeping(false);
        window.setConfirmations(false);
        window.setAnimationSpeed(AnimationSpeed::Off);
    }
    window.show();
    startupTrace("window shown");
    QString openError;
    const QString fileToOpen = reviewFile.isEmpty() ? savedGame : reviewFile;
    const bool chosenOnTheCommandLine = !fileToOpen.isEmpty() || parser.isSet(gameOption) ||
                                        parser.isSet(seedOption) || parser.isSet(variantOption);
    if (!chosenOnTheCommandLine && !screenshot && window.files()->offerToContinue()) {
        // The kept game is back at the table.
    } else if (fileToOpen.isEmpty() || !window.openFrom(fileToOpen, &openError)) {
        window.startGame(game, seed, flags);
        // A damaged file is reported and left as it is; a new game starts instead.
        if (!openError.isEmpty()) {
            std::fprintf(stderr, "mejakartu: %s: %s\n", qPrintable(fileToOpen), qPrintable(openError));
            if (!screenshot) {
                if (window.bots()) window.bots()->setPaused(true); // the new deal waits for the message
                QTimer::singleShot(0, &window, [&window, openError, fileToOpen] {
                    window.showOpenError(openError, fileToOpen);
                    if (window.bots()) window.bots()->setPaused(false);
                });
            }
        }
    }
    startupTrace("game started");
    if (!reviewFile.isEmpty()) {
        // The saved game is at the table (and waits while the coach looks at it in the screenshot mode).
        if (!openError.isEmpty()) return screenshot ? 1 : app.exec();
        if (screenshot && window.bots()) window.bots()->setPaused(true);
        afterReview(&window, reviewSelect, reviewMove, parser.isSet(options.showAllCards),
                    screenshot ? parser.value(shotOption) : QString());
        QString error;
        if (!window.coach()->reviewFile(reviewFile, &error)) {
            std::fprintf(stderr, "mejakartu: %s: %s\n", qPrintable(reviewFile), qPrintable(error));
            if (screenshot) return 1;
        }
    } else if (screenshot) {
        if (moves == 0 && deals == 0) {
            // The deal as dealt: a bot's first move would otherwise land whenever its thinking happens to
            // end.
            if (window.bots()) window.bots()->setPaused(true);
            screenshotAtFirstPaint(&window, parser.value(shotOption));
        } else {
            if (window.session()) {
                // Every game offers its default level; not every game has a "medium" one.
                window.session()->setAutopilot(findGameUi(window.gameId())->defaultBotLevel);
                window.bots()->resume();
            }
            scheduleScreenshot(&window, moves, deals, parser.value(shotOption));
        }
    }
    return app.exec();
}
