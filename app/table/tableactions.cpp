#include "tableactions.h"

#include "actionbar.h"

#include <QKeySequence>
#include <QPushButton>
#include <QStringList>

TableActions::TableActions(ActionBar* bar, QObject* parent) : QObject(parent), m_bar(bar) {}

QPushButton* TableActions::add(TableAction action) {
    if (action.gapBefore) m_bar->addStretch();
    QPushButton* button = m_bar->addButton(QString(), action.id);
    if (action.primary) button->setProperty("primary", true);
    connect(button, &QPushButton::clicked, this, [this, id = action.id] {
        for (const Entry& e : m_entries)
            if (e.action.id == id && e.action.run) e.action.run();
    });
    m_entries.push_back({std::move(action), button});
    retranslate();
    update();
    return button;
}

QPushButton* TableActions::button(const QString& id) const {
    for (const Entry& e : m_entries)
        if (e.action.id == id) return e.button;
    return nullptr;
}

void TableActions::update() {
    for (const Entry& e : m_entries) {
        e.button->setVisible(!e.action.shown || e.action.shown());
        e.button->setEnabled(!e.action.enabled || e.action.enabled());
    }
}

QString TableActions::tooltip(const QString& sentence, const QList<int>& keys) {
    QStringList names;
    for (int key : keys) {
        // Return and Enter are one key to a person: "Enter".
        const QString name =
            QKeySequence(key == Qt::Key_Return ? int(Qt::Key_Enter) : key).toString(QKeySequence::NativeText);
        if (!names.contains(name)) names << name;
    }
    if (names.isEmpty()) return sentence;
    return tr("%1 (%2)").arg(sentence, names.join(QStringLiteral(", ")));
}

void TableActions::retranslate() {
    for (const Entry& e : m_entries) {
        const QString text = e.action.text ? e.action.text() : QString();
        e.button->setText(text);
        const QString sentence = e.action.hint ? e.action.hint() : text;
        e.button->setToolTip(tooltip(sentence, e.action.keys));
        e.button->setAccessibleDescription(e.button->toolTip());
    }
}

bool TableActions::mayPress(const Entry& e) const {
    return (!e.action.shown || e.action.shown()) && (!e.action.enabled || e.action.enabled());
}

bool TableActions::pressKey(int key) {
    for (const Entry& e : m_entries) {
        if (!e.action.keys.contains(key)) continue;
        // Keys shared by actions (Enter: play, or the next round) go to the one that may be pressed.
        if (!mayPress(e)) continue;
        if (e.action.run) e.action.run();
        return true;
    }
    for (const Entry& e : m_entries) {
        if (!e.action.keys.contains(key)) continue;
        const QString reason = e.action.whyNot ? e.action.whyNot() : QString();
        if (!reason.isEmpty()) emit refused(reason);
        return true;
    }
    return false;
}
