#pragma once
// The dialog for a number rule flag from the Variant menu. Values that stand for words ("no limit", "off",
// "the rule's default (8)") are offered as their own choices next to "a number", so nobody has to know that
// 0 or -1 means something special.

#include "games/flagnames.h"

#include <QDialog>

class QButtonGroup;
class QSpinBox;

class FlagNumberDialog : public QDialog {
    Q_OBJECT
public:
    /// `words`: the values that stand for words; the other values in [minimum, maximum] are numbers.
    FlagNumberDialog(const QString& title, const QList<FlagWord>& words, int minimum, int maximum, int value,
                     QWidget* parent = nullptr);

    /// The chosen value (a word's value, or the number).
    int value() const;
    /// Chooses a value as the person would (for tests): a word's value, or a number.
    void choose(int value);

private:
    QList<FlagWord> m_words;
    QButtonGroup* m_choices;
    QSpinBox* m_number;
};
