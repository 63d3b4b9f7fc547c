#pragma once
// The soak command's JSON writer and exit status (app/cli/soakjson.h), reached from a test that also runs the
// program through clirun.h (whose cli() would hide the namespace cli).

#include "game/soak.h"

#include <QJsonObject>
#include <QString>

QJsonObject soakResult(const QString& game, const QString& variant, const core::game::SoakReport& report);
int soakResultExitStatus(const QJsonObject& result);
