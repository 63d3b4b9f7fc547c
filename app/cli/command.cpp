#include "command.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cli {

namespace {
QString plain(const QJsonValue& v) {
    if (v.isString()) return v.toString();
    if (v.isBool()) return v.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    if (v.isArray()) {
        QStringList items;
        for (const QJsonValue& item : v.toArray()) items << plain(item);
        return items.join(QLatin1Char(' '));
    }
    if (v.isObject()) return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    return v.toVariant().toString();
}
} // namespace

QString Command::toText(const QJsonObject& result) const {
    QString out;
    for (auto it = result.begin(); it != result.end(); ++it)
        out += it.key() + QStringLiteral(": ") + plain(it.value()) + QLatin1Char('\n');
    return out;
}

core::cards::CardList cardsFrom(const QStringList& parts, int minimum, int maximum,
                                core::cards::Duplicates duplicates) {
    const QString joined = parts.join(QLatin1Char(' '));
    const auto parsed = core::cards::parseCardList(joined.toStdString(), duplicates);
    if (parsed.duplicate)
        throw UsageError(
            QStringLiteral("card %1 is given twice").arg(QString::fromStdString(parsed.badToken)));
    if (parsed.error != core::cards::CardParseError::None)
        throw UsageError(QStringLiteral("unknown card '%1': %2")
                             .arg(QString::fromStdString(parsed.badToken),
                                  QString::fromUtf8(core::cards::describe(parsed.error).data())));
    const int n = static_cast<int>(parsed.cards.size());
    if (n < minimum) {
        throw UsageError(
            minimum == maximum
                ? QStringLiteral("too few cards: %1 given, exactly %2 needed").arg(n).arg(minimum)
                : QStringLiteral("too few cards: %1 given, at least %2 needed").arg(n).arg(minimum));
    }
    if (n > maximum)
        throw UsageError(QStringLiteral("too many cards: %1 given, at most %2 allowed").arg(n).arg(maximum));
    return parsed.cards;
}

qint64 integerOption(const QCommandLineParser& parser, const QString& name, qint64 minimum, qint64 maximum,
                     qint64 fallback) {
    if (!parser.isSet(name)) return fallback;
    bool ok = false;
    const qint64 value = parser.value(name).toLongLong(&ok);
    if (!ok || value < minimum || value > maximum)
        throw UsageError(QStringLiteral("--%1 must be a whole number from %2 to %3, not '%4'")
                             .arg(name)
                             .arg(minimum)
                             .arg(maximum)
                             .arg(parser.value(name)));
    return value;
}

quint64 seedOption(const QCommandLineParser& parser, const QString& name, quint64 fallback) {
    constexpr qint64 kMaxSeed = (qint64{1} << 53) - 1;
    return static_cast<quint64>(integerOption(parser, name, 0, kMaxSeed, static_cast<qint64>(fallback)));
}

QString requiredOption(const QCommandLineParser& parser, const QString& name) {
    if (!parser.isSet(name) || parser.value(name).trimmed().isEmpty())
        throw UsageError(QStringLiteral("--%1 is required").arg(name));
    return parser.value(name);
}

QJsonArray cardsToJson(const core::cards::CardList& cards) {
    QJsonArray out;
    for (core::cards::Card c : cards) out.append(QString::fromStdString(c.toString()));
    return out;
}

} // namespace cli

#include "variantoption.h"

namespace cli {

core::game::FlagValues variantOption(const QCommandLineParser& parser,
                                     const core::game::VariantCatalog& catalog) {
    const std::string text =
        parser.isSet(QStringLiteral("variant")) ? parser.value(QStringLiteral("variant")).toStdString() : "";
    const auto resolved = catalog.resolve(text);
    if (resolved.error) throw UsageError(QString::fromStdString(core::game::describe(*resolved.error)));
    return resolved.values;
}

} // namespace cli
