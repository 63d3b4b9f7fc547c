// Fuzz target: mejakartu-cli's argument handling through runCli(), as the program runs it. The bytes are the
// arguments, separated by newlines. Every command line ends with status 0 (output on stdout), 1 (a soak's
// break) or 2 (one line on stderr, nothing on stdout). Commands that play many deals (simulate, soak,
// bench) are left out: their arguments are checked the same way, and the fuzzer needs quick runs.
#include "fuzztarget.h"
#include "runcli.h"

#include <QCoreApplication>
#include <QString>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication app(*argc, *argv);
    QCoreApplication::setApplicationName(QStringLiteral("mejakartu-cli"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 512) return 0;
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QStringList args = text.split(QLatin1Char('\n'));
    for (const QString& a : args) {
        if (a.startsWith(QLatin1String("sim")) || a.startsWith(QLatin1String("soak")) ||
            a.startsWith(QLatin1String("bench")) || a.contains(QLatin1String("samples")) ||
            a.contains(QLatin1String("exact")) || a.contains(QLatin1String("thread")))
            return 0;
    }
    args.prepend(QStringLiteral("mejakartu-cli"));
    QString out, err;
    QTextStream outStream(&out), errStream(&err);
    const int status = runCli(args, outStream, errStream);
    outStream.flush();
    errStream.flush();
    FUZZ_CHECK(status == 0 || status == 2);
    if (status == 2) {
        FUZZ_CHECK(out.isEmpty());
        FUZZ_CHECK(err.startsWith(QLatin1String("mejakartu-cli: ")) && err.count(QLatin1Char('\n')) == 1);
    }
    return 0;
}
