#pragma once
// mejakartu-cli as a function: the whole command line (program name first) in, the output and the exit status
// out, with no exit() on the way, so tests and the fuzzer can call it as the program does.

#include <QStringList>
#include <QTextStream>

/// Runs one command line; returns the exit status (0, 1 for a soak that found a break, 2 for bad input).
/// Needs a QCoreApplication.
int runCli(const QStringList& arguments, QTextStream& out, QTextStream& err);
