#include "languagemanager.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

QString LanguageManager::systemLanguage() {
    return QLocale::system().language() == QLocale::Indonesian ? QStringLiteral("id") : QStringLiteral("en");
}

bool LanguageManager::setLanguage(const QString& code) {
    if (code != QLatin1String("id") && code != QLatin1String("en")) return false;
    if (code == m_language) return true;
    QCoreApplication::removeTranslator(&m_translator);
    // The English catalogue holds only the plural forms ("%n card(s)").
    if (!m_translator.load(QStringLiteral(":/i18n/mejakartu_%1.qm").arg(code))) return false;
    QCoreApplication::removeTranslator(&m_qtTranslator);
    m_qtCatalogue.clear();
    if (code == QLatin1String("id")) {
        // The system's qtbase_id where a distribution ships it, else the program's own catalogue of the Qt
        // texts it shows (Debian 12 has none).
        const QString system = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        for (const QString& file :
             {system + QStringLiteral("/qtbase_id.qm"), QStringLiteral(":/i18n/qtbase_id.qm")})
            if (QFileInfo::exists(file) && m_qtTranslator.load(file)) {
                m_qtCatalogue = file;
                QCoreApplication::installTranslator(&m_qtTranslator);
                break;
            }
    }
    QCoreApplication::installTranslator(&m_translator);
    m_language = code;
    QLocale::setDefault(QLocale(code == QLatin1String("id") ? QLocale::Indonesian : QLocale::English));
    emit languageChanged(code);
    return true;
}
