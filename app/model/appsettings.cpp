#include "appsettings.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace {
const QString kFormatKey = QStringLiteral("meta/format");
const QString kFormat = QStringLiteral("mejakartu-settings-1");
} // namespace

AppSettings::AppSettings(const QString& path, bool memoryOnly) {
    m_path = path.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) +
                                  QStringLiteral("/mejakartu.ini")
                            : path;
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

void AppSettings::recordDeal(const QString& game) {
    setValue(QStringLiteral("stats/%1/deals").arg(game), dealsPlayed(game) + 1);
}

void AppSettings::recordGame(const QString& game, bool won) {
    setValue(QStringLiteral("stats/%1/played").arg(game), played(game) + 1);
    if (won) setValue(QStringLiteral("stats/%1/won").arg(game), this->won(game) + 1);
}
