// mejakartu-cli: Meja Kartu's rules, odds, simulations and benchmarks from the shell.
//
//   mejakartu-cli [--json] COMMAND [options] [arguments]
//
// Output is text for people, or one JSON object with --json. Bad input: one line on stderr, nothing on
// stdout, exit status 2.
#include "runcli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mejakartu-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MEJAKARTU_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return runCli(QCoreApplication::arguments(), out, err);
}
