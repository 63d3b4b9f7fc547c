#include "soakresult.h"

#include "soakjson.h"

QJsonObject soakResult(const QString& game, const QString& variant, const core::game::SoakReport& report) {
    return cli::soakJson(game, variant, report);
}

int soakResultExitStatus(const QJsonObject& result) {
    return cli::soakExitStatus(result);
}
