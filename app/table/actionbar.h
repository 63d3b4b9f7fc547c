#pragma once
// The row of buttons under the table; each game's controller fills it with its own actions.

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QPushButton;

class ActionBar : public QWidget {
    Q_OBJECT
public:
    explicit ActionBar(QWidget* parent = nullptr);
    QPushButton* addButton(const QString& text, const QString& objectName);
    QLabel* addLabel(const QString& text);
    void addWidget(QWidget* widget);
    void addStretch();
    /// Removes everything (when another game's controller takes over).
    void clear();

private:
    QHBoxLayout* m_layout;
};
