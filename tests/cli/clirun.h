#pragma once
// Runs the real mejakartu-cli for a test: exit code, standard output and error, and the output as JSON.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

struct CliRun {
    int exitCode = -1; ///< -1 when the program did not finish in time
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

inline CliRun cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(MEJAKARTU_CLI), args);
    if (!p.waitForFinished(180000)) return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

/// The same with --json in front.
inline CliRun cliJson(const QStringList& args) {
    return cli(QStringList{QStringLiteral("--json")} + args);
}
