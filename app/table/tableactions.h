#pragma once
// The buttons under the table and their keys, each declared once: its words, the keys that press it, when it
// is shown and when it may be pressed, what it does, and what a key says when it may not. From one
// declaration come the button (with its tooltip naming the keys, and its accessible name), the key binding,
// the words again after a language change, and the rule that a key never does what its grey or hidden
// button may not.

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class ActionBar;
class QPushButton;

struct TableAction {
    QString id;                      ///< the button's object name: "play", "pass", "next", ...
    std::function<QString()> text;   ///< translated, asked again after a language change
    std::function<QString()> hint;   ///< the tooltip's sentence, translated; the keys are added to it
    QList<int> keys;                 ///< Qt::Key values that press it
    std::function<bool()> shown;     ///< none: always shown
    std::function<bool()> enabled;   ///< none: always enabled while shown
    std::function<QString()> whyNot; ///< what a key says while the button may not be pressed (may be empty)
    std::function<void()> run;
    bool primary = false; ///< drawn as the main action
    bool gapBefore = false;
};

class TableActions : public QObject {
    Q_OBJECT
public:
    explicit TableActions(ActionBar* bar, QObject* parent = nullptr);

    /// Makes the button of `action` at the end of the bar.
    QPushButton* add(TableAction action);
    QPushButton* button(const QString& id) const;

    /// Shows and enables every button as its declaration says now.
    void update();
    /// Sets every button's text and tooltip again (after a language change, or when a text depends on the
    /// state, as "Next round" / "New game").
    void retranslate();
    /// A key bound to an action: the action runs if its button may be pressed, else its reason is said.
    /// Returns whether the key belongs to an action.
    bool pressKey(int key);

    /// "Pass (P)": the tooltip of an action, its sentence and its keys.
    static QString tooltip(const QString& sentence, const QList<int>& keys);

signals:
    /// Why a key did nothing, for the status line.
    void refused(const QString& reason);

private:
    struct Entry {
        TableAction action;
        QPushButton* button = nullptr;
    };
    bool mayPress(const Entry& e) const;

    ActionBar* m_bar;
    std::vector<Entry> m_entries;
};
