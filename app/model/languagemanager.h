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
    /// Where Qt's own Indonesian texts were loaded from (the system's catalogue, or the program's own), or
    /// empty while the language is English.
    QString qtCatalogue() const { return m_qtCatalogue; }

signals:
    void languageChanged(const QString& code);

private:
    QTranslator m_translator;
    QTranslator m_qtTranslator; ///< Qt's own texts: file dialogs, standard buttons
    QString m_qtCatalogue;
    QString m_language;
};
