#pragma once
// The soak command's result (mejakartu-cli soak), written once for the command and its tests:
//   {"game":G,"variant":V,"deals":N,"moves":M,"checks":{"NAME":count,...},"invariant_breaks":B,
//    "first_break":null|{"deal":d,"move":m,"check":"NAME","detail":"..."}}
// and its exit status: 1 when B > 0, else 0.

#include "game/soak.h"

#include <QJsonObject>
#include <QString>

namespace cli {

QJsonObject soakJson(const QString& game, const QString& variant, const core::game::SoakReport& report);
int soakExitStatus(const QJsonObject& result);

} // namespace cli
