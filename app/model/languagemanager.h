#pragma once
// Switches the language while the program runs: Bahasa Indonesia or English. Installing a translator sends
// every widget a LanguageChange event, on which each retranslates its visible texts.

#include <QObject>
#include <QTranslator>

class LanguageManager : public QObject {
    Q_OBJECT
public:
    explicit LanguageManager(QObject* parent = nullptr);
    /// "id" or "en"; false for another code or a missing catalogue.
    bool setLanguage(const QString& code);
    QString language() const { return m_language; }
    /// "id" when the system locale is Indonesian, else "en".
    static QString systemLanguage();

signals:
    void languageChanged(const QString& code);

private:
    QTranslator m_translator;
    QString m_language;
};
