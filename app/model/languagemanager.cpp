#include "languagemanager.h"

#include <QCoreApplication>
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
    QCoreApplication::installTranslator(&m_translator);
    m_language = code;
    QLocale::setDefault(QLocale(code == QLatin1String("id") ? QLocale::Indonesian : QLocale::English));
    emit languageChanged(code);
    return true;
}
