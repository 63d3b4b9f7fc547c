// Meja Kartu: Capsa, Canasta, Texas Hold'em and Empat Satu (41) against computer players.
//
//   mejakartu [--game capsa|canasta|holdem|empatsatu] [--seed N] [--variant NAME[,flag=value...]]
//             [--lang id|en] [--size WxH] [--moves K --screenshot FILE.png]
//
// With --screenshot the program deals, lets the bots (and an autopilot in the person's seat) play K moves,
// saves a picture of the window and exits: for documentation and visual checks. --help and --version print
// without a display.
#include "games.h"
#include "games/gameregistry.h"
#include "mainwindow.h"
#include "model/appsettings.h"
#include "model/botdriver.h"
#include "model/gamesession.h"
#include "model/languagemanager.h"
#include "table/cardtheme.h"
#include "table/tablescene.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QRandomGenerator>
#include <QThreadPool>
#include <QTimer>

#include <cstdio>
#include <cstring>

namespace {

int usage(const QCommandLineParser& parser, const QString& problem) {
    std::fprintf(stderr, "mejakartu: %s\n\n%s", qPrintable(problem), qPrintable(parser.helpText()));
    return 2;
}

/// Lets the game run for `moves` moves, then saves a picture of the window and quits.
void scheduleScreenshot(MainWindow* window, int moves, const QString& file) {
    GameSession* session = window->session();
    auto* counter = new int(0);
    const auto shoot = [window, file, counter] {
        delete counter;
        window->scene()->theme()->waitUntilReady();
        // Let background work (odds figures) finish and deliver its results before the picture is taken.
        for (int i = 0; i < 20 && QThreadPool::globalInstance()->activeThreadCount() > 0; ++i) {
            QThreadPool::globalInstance()->waitForDone(2000);
            QCoreApplication::processEvents();
        }
        QCoreApplication::processEvents();
        QTimer::singleShot(100, window, [window, file] {
            const bool saved = window->grab().save(file);
            if (!saved) std::fprintf(stderr, "mejakartu: cannot write %s\n", qPrintable(file));
            QApplication::exit(saved ? 0 : 1);
        });
    };
    if (!session || moves <= 0) {
        QTimer::singleShot(200, window, shoot);
        return;
    }
    auto done = std::make_shared<bool>(false);
    const auto maybeShoot = [=] {
        if (*done) return;
        if (*counter >= moves || session->isDealOver()) {
            *done = true;
            window->bots()->setPaused(true);
            QTimer::singleShot(0, window, shoot);
        }
    };
    QObject::connect(session, &GameSession::moveApplied, window, [=] {
        ++*counter;
        maybeShoot();
    });
    QObject::connect(session, &GameSession::roundOver, window, maybeShoot);
    // Should the game stall, take the picture anyway.
    QTimer::singleShot(60000, window, [=] {
        if (!*done) {
            *done = true;
            shoot();
        }
    });
}

void setNames() {
    QCoreApplication::setApplicationName(QStringLiteral("mejakartu"));
    QCoreApplication::setOrganizationName(QStringLiteral("mejakartu"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MEJAKARTU_VERSION));
}

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
    QCommandLineOption shot{QStringLiteral("screenshot"),
                            QStringLiteral("Save a picture of the window and exit."), QStringLiteral("FILE")};
    QCommandLineOption settings{QStringLiteral("settings"), QStringLiteral("Settings file to use."),
                                QStringLiteral("FILE")};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(
            QStringLiteral("Meja Kartu: Indonesian card games against computer players."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({game, seed, variant, lang, size, moves, shot, settings});
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
    setNames();
    QApplication::setApplicationDisplayName(QStringLiteral("Meja Kartu"));

    QCommandLineParser parser;
    options.addTo(parser);
    const QCommandLineOption &gameOption = options.game, &seedOption = options.seed,
                             &variantOption = options.variant, &langOption = options.lang,
                             &sizeOption = options.size, &movesOption = options.moves,
                             &shotOption = options.shot, &settingsOption = options.settings;
    if (!parser.parse(app.arguments())) return usage(parser, parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(parser,
                     QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));

    const bool screenshot = parser.isSet(shotOption);
    AppSettings settings(parser.value(settingsOption), screenshot && !parser.isSet(settingsOption));

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
    if ((parser.isSet(movesOption)) && !screenshot)
        return usage(parser, QStringLiteral("--moves needs --screenshot"));

    LanguageManager languages;
    languages.setLanguage(lang);
    MainWindow window(&settings, &languages);
    if (size.isValid()) window.resize(size);
    if (screenshot) {
        window.setConfirmations(false);
        window.setAnimationSpeed(AnimationSpeed::Off);
    }
    window.show();
    window.startGame(game, seed, flags);
    if (screenshot) {
        if (window.session()) {
            // Every game offers its default level; not every game has a "medium" one.
            window.session()->setAutopilot(findGameUi(game)->defaultBotLevel);
            window.bots()->resume();
        }
        scheduleScreenshot(&window, moves, parser.value(shotOption));
    }
    return app.exec();
}
