#include "runcli.h"

#include "command.h"

#include <QJsonDocument>
#include <QTextStream>

namespace {

int usageError(QTextStream& err, const QString& message) {
    err << "mejakartu-cli: " << message << Qt::endl;
    return 2;
}

const cli::Command* findCommand(const std::vector<std::unique_ptr<cli::Command>>& commands,
                                const QStringList& positional, int* words) {
    // Two-word commands ("capsa classify") win over one-word ones ("capsa").
    for (int n : {2, 1}) {
        if (positional.size() < n) continue;
        const QString name = positional.mid(0, n).join(QLatin1Char(' '));
        for (const auto& c : commands) {
            if (c->name() == name) {
                *words = n;
                return c.get();
            }
        }
    }
    return nullptr;
}

QString commandList(const std::vector<std::unique_ptr<cli::Command>>& commands) {
    QString text = QStringLiteral("\nCommands:\n");
    for (const auto& c : commands)
        text += QStringLiteral("  %1 %2\n      %3\n").arg(c->name(), c->arguments(), c->summary());
    text += QStringLiteral("\nRun 'mejakartu-cli COMMAND --help' for a command's options.\n");
    return text;
}

} // namespace

int runCli(const QStringList& arguments, QTextStream& out, QTextStream& err) {
    const auto commands = cli::allCommands();

    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Print the result as one JSON object."));

    // First pass: find the command among the positional arguments.
    QCommandLineParser probe;
    probe.addOption(jsonOption);
    probe.addHelpOption();
    probe.addVersionOption();
    probe.parse(arguments);
    const QStringList positional = probe.positionalArguments();
    int words = 0;
    const cli::Command* command = findCommand(commands, positional, &words);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral(
            "Meja Kartu: rules, odds, simulations and benchmarks for Capsa, Canasta, Texas Hold'em "
            "and Empat Satu (41).") +
        (command ? QString() : commandList(commands)));
    parser.addOption(jsonOption);
    parser.addHelpOption();
    parser.addVersionOption();
    if (command) {
        parser.addPositionalArgument(command->name(), command->summary());
        if (!command->arguments().isEmpty())
            parser.addPositionalArgument(QStringLiteral("arguments"), QString(), command->arguments());
        command->addOptions(parser);
    } else {
        parser.addPositionalArgument(QStringLiteral("COMMAND"), QStringLiteral("One of the commands below."));
    }
    if (!parser.parse(arguments)) return usageError(err, parser.errorText());
    // Printed here rather than by QCommandLineParser::showHelp(), which ends the process.
    if (parser.isSet(QStringLiteral("version"))) {
        out << "mejakartu-cli " << MEJAKARTU_VERSION << Qt::endl;
        return 0;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText() << Qt::flush;
        return 0;
    }
    if (!command) {
        if (positional.isEmpty()) return usageError(err, QStringLiteral("no command given (see --help)"));
        return usageError(err, QStringLiteral("unknown command '%1' (see --help)").arg(positional.first()));
    }

    try {
        const QJsonObject result = command->run(parser, parser.positionalArguments().mid(words));
        if (parser.isSet(jsonOption))
            out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
        else
            out << command->toText(result);
        out.flush();
        return command->exitStatus(result);
    } catch (const cli::UsageError& e) {
        return usageError(err, QString::fromStdString(e.what()));
    }
}
