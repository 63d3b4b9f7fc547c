#pragma once
// The frame of mejakartu-cli: every subcommand is a Command that declares its options and returns its result
// as a JSON object; main() prints that object as JSON (--json) or as text, and turns a UsageError into a
// one-line message on stderr and exit status 2.

#include "cards/cardlist.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <memory>
#include <stdexcept>
#include <vector>

namespace cli {

/// Bad input from the user: printed as one line on stderr, exit status 2.
class UsageError : public std::runtime_error {
public:
    explicit UsageError(const QString& message) : std::runtime_error(message.toStdString()) {}
};

class Command {
public:
    virtual ~Command() = default;
    /// One or two words: "cards", "capsa classify".
    virtual QString name() const = 0;
    /// One line for the command list.
    virtual QString summary() const = 0;
    /// Syntax of the positional arguments for --help, e.g. "CARDS...".
    virtual QString arguments() const { return {}; }
    virtual void addOptions(QCommandLineParser& parser) const { Q_UNUSED(parser); }
    /// `positional` excludes the command's own name. Throws UsageError on bad input.
    virtual QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const = 0;
    /// The result for people; by default one "key: value" line per field.
    virtual QString toText(const QJsonObject& result) const;
    /// The exit status once the result is printed: 0, or 1 when the result reports a failure (a soak's
    /// break).
    virtual int exitStatus(const QJsonObject& result) const {
        Q_UNUSED(result);
        return 0;
    }
};

/// Every subcommand, in --help order.
std::vector<std::unique_ptr<Command>> allCommands();

// Argument helpers shared by the commands; all throw UsageError with a message naming the problem.

/// Cards from positional arguments or one option value: "9c Jd", "9c" "Jd" and "9c,Jd" all work.
core::cards::CardList cardsFrom(const QStringList& parts, int minimum, int maximum,
                                core::cards::Duplicates duplicates = core::cards::Duplicates::Refuse);
/// A whole number option in [minimum, maximum]; `fallback` when the option is absent.
qint64 integerOption(const QCommandLineParser& parser, const QString& name, qint64 minimum, qint64 maximum,
                     qint64 fallback);
/// A seed option (0 ... 2^53 - 1, so it survives JSON exactly).
quint64 seedOption(const QCommandLineParser& parser, const QString& name = QStringLiteral("seed"),
                   quint64 fallback = 1);
/// A required option's value.
QString requiredOption(const QCommandLineParser& parser, const QString& name);
/// Cards as a JSON array of notation strings.
QJsonArray cardsToJson(const core::cards::CardList& cards);

} // namespace cli
