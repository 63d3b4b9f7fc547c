// mejakartu-cli: Meja Kartu's rules, odds, simulations and benchmarks from the shell.
//
//   mejakartu-cli [--json] COMMAND [options] [arguments]
//
// Output is text for people, or one JSON object with --json. Bad input: one line on stderr, nothing on
// stdout, exit status 2.
#include "command.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

namespace {

QTextStream& out() {
    static QTextStream stream(stdout);
    return stream;
}

int usageError(const QString& message) {
    QTextStream err(stderr);
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

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mejakartu-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MEJAKARTU_VERSION));
    const auto commands = cli::allCommands();

    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Print the result as one JSON object."));

    // First pass: find the command among the positional arguments.
    QCommandLineParser probe;
    probe.addOption(jsonOption);
    probe.addHelpOption();
    probe.addVersionOption();
    probe.parse(app.arguments());
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
    if (!parser.parse(app.arguments())) return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();
    if (parser.isSet(QStringLiteral("help"))) parser.showHelp(0);
    if (!command) {
        if (positional.isEmpty()) return usageError(QStringLiteral("no command given (see --help)"));
        return usageError(QStringLiteral("unknown command '%1' (see --help)").arg(positional.first()));
    }

    try {
        const QJsonObject result = command->run(parser, parser.positionalArguments().mid(words));
        if (parser.isSet(jsonOption))
            out() << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
        else
            out() << command->toText(result);
        out().flush();
    } catch (const cli::UsageError& e) {
        return usageError(QString::fromStdString(e.what()));
    }
    return 0;
}
