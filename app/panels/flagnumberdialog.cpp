#include "flagnumberdialog.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace {
constexpr int kNumberChoice = 1000; ///< the button group id of "a number" (the words are 0, 1, ...)
}

FlagNumberDialog::FlagNumberDialog(const QString& title, const QList<FlagWord>& words, int minimum,
                                   int maximum, int value, QWidget* parent)
    : QDialog(parent)
    , m_words(words)
    , m_choices(new QButtonGroup(this))
    , m_number(new QSpinBox) {
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(title);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    layout->addWidget(heading);
    for (int i = 0; i < m_words.size(); ++i) {
        auto* choice = new QRadioButton(m_words[i].text);
        m_choices->addButton(choice, i);
        layout->addWidget(choice);
    }
    // The number's range leaves out the values that stand for words.
    int low = minimum;
    while (std::any_of(m_words.begin(), m_words.end(), [low](const FlagWord& w) { return w.value == low; }))
        ++low;
    m_number->setRange(low, maximum);
    auto* numberRow = new QHBoxLayout;
    auto* numberChoice = new QRadioButton(m_words.isEmpty() ? tr("Value:") : tr("A number:"));
    m_choices->addButton(numberChoice, kNumberChoice);
    numberRow->addWidget(numberChoice);
    numberRow->addWidget(m_number);
    numberRow->addStretch();
    layout->addLayout(numberRow);
    connect(m_number, &QSpinBox::valueChanged, numberChoice,
            [numberChoice] { numberChoice->setChecked(true); });

    // Qt 6.4 has no Indonesian for its standard buttons: the texts are ours.
    auto* buttons = new QDialogButtonBox;
    buttons->addButton(tr("OK"), QDialogButtonBox::AcceptRole);
    buttons->addButton(tr("Cancel"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    choose(value);
}

void FlagNumberDialog::choose(int value) {
    for (int i = 0; i < m_words.size(); ++i) {
        if (m_words[i].value == value) {
            m_choices->button(i)->setChecked(true);
            return;
        }
    }
    m_number->setValue(value);
    m_choices->button(kNumberChoice)->setChecked(true);
}

int FlagNumberDialog::value() const {
    const int id = m_choices->checkedId();
    if (id >= 0 && id < m_words.size()) return m_words[id].value;
    return m_number->value();
}
