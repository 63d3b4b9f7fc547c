// resize-memory [RESIZES...]: the program's resident memory at a Hold'em table after the given numbers of
// window resizes (default 0 30 90), each resize to a new window size and so to a new card size, painted and
// its cards rendered before the next. Prints "resizes=N rss_kb=K" lines; scripts/measure-resize-memory runs
// it under Xvfb. The bots are paused, so only the resizes change the table. Everything happens inside the
// event loop, as in the program: objects it deletes later are deleted.
#include "mainwindow.h"
#include "model/appsettings.h"
#include "model/botdriver.h"
#include "model/languagemanager.h"
#include "table/cardtheme.h"
#include "table/tablescene.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <functional>

namespace {

long residentKb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').value(0).toLong();
    return -1;
}

/// Calls `then` once the table has had time to lay out and paint and every card is rendered at its size.
void whenSettled(MainWindow& window, std::function<void()> then) {
    QTimer::singleShot(100, &window, [&window, then] {
        if (window.scene()->theme()->isReady())
            QTimer::singleShot(50, &window, then); // the picture with the new cards
        else
            whenSettled(window, then);
    });
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QList<int> marks;
    for (const QString& arg : app.arguments().mid(1)) marks << arg.toInt();
    if (marks.isEmpty()) marks = {0, 30, 90};

    QTemporaryDir dir;
    AppSettings settings(dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    MainWindow window(&settings, &languages);
    window.setConfirmations(false);
    window.setAnimationSpeed(AnimationSpeed::Off);
    window.resize(1300, 850);
    window.show();
    window.startGame(QStringLiteral("holdem"), 7);
    window.bots()->setPaused(true);

    int done = 0;
    std::function<void()> step = [&] {
        while (!marks.isEmpty() && marks.first() <= done) {
            std::printf("resizes=%d rss_kb=%ld\n", done, residentKb());
            std::fflush(stdout);
            marks.removeFirst();
        }
        if (marks.isEmpty()) return QApplication::quit();
        // Sizes that do not repeat within 90 resizes: each is a card size not rendered before.
        window.resize(900 + (done * 37) % 700, 620 + (done * 23) % 380);
        ++done;
        whenSettled(window, step);
    };
    whenSettled(window, step);
    return QApplication::exec();
}
