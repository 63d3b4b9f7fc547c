#include "startuptrace.h"

#include <QElapsedTimer>

#include <cstdio>
#include <cstdlib>

namespace {

// Started while the program's static objects are made, i.e. before main(), after the libraries are loaded.
struct Clock {
    QElapsedTimer timer;
    bool on = std::getenv("MEJAKARTU_STARTUP_TRACE") != nullptr;
    Clock() { timer.start(); }
};
Clock g_clock;

} // namespace

void startupTrace(const char* what) {
    if (g_clock.on)
        std::fprintf(stderr, "startup %7.1f ms  %s\n", double(g_clock.timer.nsecsElapsed()) / 1e6, what);
}
