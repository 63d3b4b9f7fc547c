#include "strengthtable.h"

#include "games/gameregistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace {

const QString kFormat = QStringLiteral("mejakartu-strength");

QString percent(double rate) {
    return QString::number(std::lround(100.0 * rate));
}

} // namespace

bool StrengthTable::fromJson(const QByteArray& json, StrengthTable* table, QString* error) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject() || doc.object().value(QStringLiteral("format")).toString() != kFormat)
        return fail(tr("The strength figures are damaged."));
    const QJsonObject root = doc.object();
    StrengthTable out;
    out.m_generatedBy = root.value(QStringLiteral("generated_by")).toString();
    out.m_date = root.value(QStringLiteral("date")).toString();
    if (!root.value(QStringLiteral("levels")).isArray()) return fail(tr("The strength figures are damaged."));
    for (const QJsonValue& v : root.value(QStringLiteral("levels")).toArray()) {
        const QJsonObject o = v.toObject();
        const QJsonArray ci = o.value(QStringLiteral("ci95")).toArray();
        LevelStrength s;
        s.game = o.value(QStringLiteral("game")).toString();
        s.level = o.value(QStringLiteral("level")).toString();
        s.measure = o.value(QStringLiteral("measure")).toString();
        s.value = o.value(QStringLiteral("value")).toDouble(qQNaN());
        s.low = ci.at(0).toDouble(qQNaN());
        s.high = ci.at(1).toDouble(qQNaN());
        s.deals = o.value(QStringLiteral("deals")).toInt();
        s.opponent = o.value(QStringLiteral("opponent")).toString();
        s.opponents = o.value(QStringLiteral("opponents")).toInt();
        if (s.game.isEmpty() || s.level.isEmpty() || s.measure.isEmpty() || std::isnan(s.value) ||
            std::isnan(s.low) || std::isnan(s.high) || s.deals <= 0 || s.opponents <= 0)
            return fail(tr("The strength figures are damaged."));
        out.m_levels << s;
    }
    *table = out;
    return true;
}

const StrengthTable& StrengthTable::builtIn() {
    static const StrengthTable table = [] {
        StrengthTable t;
        QFile file(QStringLiteral(":/data/strength.json"));
        if (file.open(QIODevice::ReadOnly)) fromJson(file.readAll(), &t, nullptr);
        return t;
    }();
    return table;
}

std::optional<LevelStrength> StrengthTable::find(const QString& game, const QString& level) const {
    for (const LevelStrength& s : m_levels)
        if (s.game == game && s.level == level) return s;
    return std::nullopt;
}

QString StrengthTable::describe(const QString& game, const QString& level) const {
    const std::optional<LevelStrength> s = find(game, level);
    if (!s) return {};
    static const char* const kCounts[] = {QT_TR_NOOP("one"),   QT_TR_NOOP("two"),  QT_TR_NOOP("three"),
                                          QT_TR_NOOP("four"),  QT_TR_NOOP("five"), QT_TR_NOOP("six"),
                                          QT_TR_NOOP("seven"), QT_TR_NOOP("eight")};
    const QString count = s->opponents >= 1 && s->opponents <= 8 ? tr(kCounts[s->opponents - 1])
                                                                 : QString::number(s->opponents);
    const QString opponent = botLevelTitle(s->opponent);
    if (s->measure == QLatin1String("first_out"))
        return tr("first out in %1% of deals against %2 %3").arg(percent(s->value), count, opponent);
    if (s->measure == QLatin1String("wins_hand"))
        return tr("wins %1% of hands against %2 %3").arg(percent(s->value), count, opponent);
    if (s->measure == QLatin1String("side_wins"))
        return tr("with a partner of the same level, wins %1% of hands against %2 %3")
            .arg(percent(s->value), count, opponent);
    if (s->measure == QLatin1String("bb_per_100")) {
        const QString amount = QString::number(std::lround(std::abs(s->value)));
        return s->value >= 0
                   ? tr("wins %1 big blinds per 100 hands against %2 %3").arg(amount, count, opponent)
                   : tr("loses %1 big blinds per 100 hands against %2 %3").arg(amount, count, opponent);
    }
    return {};
}
