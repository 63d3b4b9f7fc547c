#pragma once
// Help -> Rules: the rules of the current game in the current language, from the documents shipped with the
// program (resources/rules/<game>_<language>.html).

#include <QDialog>

class QTextBrowser;
class QPushButton;

class RulesDialog : public QDialog {
    Q_OBJECT
public:
    RulesDialog(const QString& game, const QString& language, QWidget* parent = nullptr);
    /// The rules document for a game and language ("id" or "en"); empty if there is none.
    static QString rulesHtml(const QString& game, const QString& language);
    QString shownHtml() const;

private:
    QTextBrowser* m_text;
    QPushButton* m_close;
};
