#include "appsettings.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace {
const QString kFormatKey = QStringLiteral("meta/format");
const QString kFormat = QStringLiteral("mejakartu-settings-1");
} // namespace

QString AppSettings::standardPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) +
           QStringLiteral("/mejakartu.ini");
}

AppSettings::AppSettings(const QString& path, bool memoryOnly) {
    m_path = path.isEmpty() ? standardPath() : path;
    m_memoryOnly = memoryOnly;
    m_named = !path.isEmpty();
    if (memoryOnly) return;
    const bool existed = QFileInfo::exists(m_path);
    m_settings = std::make_unique<QSettings>(m_path, QSettings::IniFormat);
    if (existed) {
        // Ours only if it reads cleanly and carries our format mark.
        m_damaged =
            m_settings->status() != QSettings::NoError || m_settings->value(kFormatKey).toString() != kFormat;
        if (QFileInfo(m_path).size() > 0 && m_settings->allKeys().isEmpty()) m_damaged = true;
    }
    if (m_damaged) {
        m_settings.reset();
    } else {
        m_settings->setValue(kFormatKey, kFormat);
    }
}

void AppSettings::takeFrom(const QString& path, const QStringList& keys) {
    if (!QFileInfo(path).isFile()) return;
    const QSettings file(path, QSettings::IniFormat); // only read: nothing is set, so nothing is written
    if (file.status() != QSettings::NoError || file.value(kFormatKey).toString() != kFormat) return;
    for (const QString& key : keys)
        if (file.contains(key)) setValue(key, file.value(key));
}

QVariant AppSettings::value(const QString& key, const QVariant& fallback) const {
    if (!m_settings) return m_memory.value(key, fallback);
    return m_settings->value(key, fallback);
}

void AppSettings::setValue(const QString& key, const QVariant& value) {
    if (!m_settings) {
        m_memory.insert(key, value);
        return;
    }
    m_settings->setValue(key, value);
}

void AppSettings::sync() {
    if (m_settings) m_settings->sync();
}

int AppSettings::played(const QString& game) const {
    return value(QStringLiteral("stats/%1/played").arg(game), 0).toInt();
}
int AppSettings::won(const QString& game) const {
    return value(QStringLiteral("stats/%1/won").arg(game), 0).toInt();
}

int AppSettings::dealsPlayed(const QString& game) const {
    return value(QStringLiteral("stats/%1/deals").arg(game), 0).toInt();
}

int AppSettings::dealsWon(const QString& game) const {
    return value(QStringLiteral("stats/%1/dealsWon").arg(game), 0).toInt();
}

int AppSettings::dealsWithWinner(const QString& game) const {
    return value(QStringLiteral("stats/%1/dealsWithWinner").arg(game), 0).toInt();
}

void AppSettings::recordDeal(const QString& game, int winner, const QString& level) {
    setValue(QStringLiteral("stats/%1/deals").arg(game), dealsPlayed(game) + 1);
    if (winner < 0) return;
    setValue(QStringLiteral("stats/%1/dealsWithWinner").arg(game), dealsWithWinner(game) + 1);
    if (winner > 0) setValue(QStringLiteral("stats/%1/dealsWon").arg(game), dealsWon(game) + 1);
    appendResult(QStringLiteral("dealHistory/%1").arg(game), winner > 0, level);
}

void AppSettings::recordGame(const QString& game, bool won, const QString& level) {
    setValue(QStringLiteral("stats/%1/played").arg(game), played(game) + 1);
    if (won) setValue(QStringLiteral("stats/%1/won").arg(game), this->won(game) + 1);
    appendResult(QStringLiteral("history/%1").arg(game), won, level);
}

void AppSettings::appendResult(const QString& key, bool won, const QString& level) {
    // "2026-03-14T19:05:00Z;medium;1": one line per result, oldest first, the last kHistory kept.
    QStringList lines = value(key).toStringList();
    lines << QStringLiteral("%1;%2;%3")
                 .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate), level,
                      won ? QStringLiteral("1") : QStringLiteral("0"));
    while (lines.size() > kHistory) lines.removeFirst();
    setValue(key, lines);
}

QList<GameResult> AppSettings::history(const QString& game) const {
    return results(QStringLiteral("history/%1").arg(game));
}

QList<GameResult> AppSettings::dealHistory(const QString& game) const {
    return results(QStringLiteral("dealHistory/%1").arg(game));
}

QList<GameResult> AppSettings::results(const QString& key) const {
    QList<GameResult> results;
    for (const QString& line : value(key).toStringList()) {
        const QStringList parts = line.split(QLatin1Char(';'));
        if (parts.size() != 3) continue; // a line edited by hand is skipped, not guessed at
        GameResult r{QDateTime::fromString(parts[0], Qt::ISODate), parts[1], parts[2] == QLatin1String("1")};
        if (r.when.isValid()) results << r;
    }
    return results;
}

QString AppSettings::dataFolder() const {
    if (m_memoryOnly) return {};
    if (m_named) return QFileInfo(m_path).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}
