// `variants`: every game's rule flags and presets, as the Variant menu shows them.
#include "command.h"
#include "games.h"

namespace cli {
namespace {

QString kindName(core::game::FlagKind kind) {
    switch (kind) {
    case core::game::FlagKind::Bool:
        return QStringLiteral("bool");
    case core::game::FlagKind::Choice:
        return QStringLiteral("choice");
    case core::game::FlagKind::Integer:
        return QStringLiteral("integer");
    }
    return {};
}

QJsonObject catalogToJson(const core::game::VariantCatalog& catalog) {
    QJsonArray flags;
    for (const auto& f : catalog.flags) {
        QJsonObject flag{{QStringLiteral("key"), QString::fromStdString(f.key)},
                         {QStringLiteral("kind"), kindName(f.kind)},
                         {QStringLiteral("default"), QString::fromStdString(f.defaultValue)}};
        if (f.kind == core::game::FlagKind::Integer) {
            flag[QStringLiteral("min")] = f.minimum;
            flag[QStringLiteral("max")] = f.maximum;
        } else {
            QJsonArray choices;
            for (const auto& c : f.choices) choices.append(QString::fromStdString(c));
            flag[QStringLiteral("choices")] = choices;
        }
        flags.append(flag);
    }
    QJsonArray presets;
    for (const auto& p : catalog.presets) {
        QJsonObject values;
        const core::game::FlagValues presetFlags =
            catalog.presetValues(p.id).value_or(core::game::FlagValues{});
        for (const auto& [key, value] : presetFlags)
            values[QString::fromStdString(key)] = QString::fromStdString(value);
        presets.append(QJsonObject{{QStringLiteral("id"), QString::fromStdString(p.id)},
                                   {QStringLiteral("flags"), values}});
    }
    return {{QStringLiteral("game"), QString::fromStdString(catalog.game)},
            {QStringLiteral("flags"), flags},
            {QStringLiteral("presets"), presets}};
}

class VariantsCommand : public Command {
public:
    QString name() const override { return QStringLiteral("variants"); }
    QString summary() const override {
        return QStringLiteral("List the games' rule flags and preset variants.");
    }
    void addOptions(QCommandLineParser& parser) const override {
        parser.addOption({QStringLiteral("game"), QStringLiteral("Only this game."), QStringLiteral("GAME")});
    }
    QJsonObject run(const QCommandLineParser& parser, const QStringList& positional) const override {
        if (!positional.isEmpty()) throw UsageError(QStringLiteral("variants takes no arguments"));
        QJsonArray games;
        if (parser.isSet(QStringLiteral("game"))) {
            const QString id = parser.value(QStringLiteral("game"));
            const core::GameInfo* game = core::findGame(id.toStdString());
            if (!game) throw UsageError(QStringLiteral("unknown game '%1'").arg(id));
            games.append(catalogToJson(*game->catalog));
        } else {
            for (const auto& g : core::allGames()) games.append(catalogToJson(*g.catalog));
        }
        return {{QStringLiteral("games"), games}};
    }
    QString toText(const QJsonObject& result) const override {
        QString text;
        for (const QJsonValue& g : result[QStringLiteral("games")].toArray()) {
            const QJsonObject game = g.toObject();
            text += game[QStringLiteral("game")].toString() + QStringLiteral("\n  presets:");
            for (const QJsonValue& p : game[QStringLiteral("presets")].toArray())
                text += QLatin1Char(' ') + p.toObject()[QStringLiteral("id")].toString();
            text += QStringLiteral("\n  flags:\n");
            for (const QJsonValue& f : game[QStringLiteral("flags")].toArray()) {
                const QJsonObject flag = f.toObject();
                QString values;
                if (flag.contains(QStringLiteral("choices"))) {
                    QStringList choices;
                    for (const QJsonValue& c : flag[QStringLiteral("choices")].toArray())
                        choices << c.toString();
                    values = choices.join(QLatin1Char('|'));
                } else {
                    values = QStringLiteral("%1..%2")
                                 .arg(flag[QStringLiteral("min")].toInt())
                                 .arg(flag[QStringLiteral("max")].toInt());
                }
                text += QStringLiteral("    %1 = %2  (%3)\n")
                            .arg(flag[QStringLiteral("key")].toString(),
                                 flag[QStringLiteral("default")].toString(), values);
            }
        }
        return text;
    }
};

} // namespace

std::unique_ptr<Command> makeVariantsCommand() {
    return std::make_unique<VariantsCommand>();
}

} // namespace cli
