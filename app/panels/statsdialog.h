#pragma once
// Game -> Statistics: games played and won per game.

#include <QDialog>

class AppSettings;

class StatsDialog : public QDialog {
    Q_OBJECT
public:
    StatsDialog(const AppSettings& settings, QWidget* parent = nullptr);
};
