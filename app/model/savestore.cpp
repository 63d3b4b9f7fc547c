#include "savestore.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace {

const QString kFormat = QStringLiteral("mejakartu-save");
constexpr int kVersion = 1;

} // namespace

namespace savestore {

QByteArray toJson(const SavedGame& game) {
    QJsonObject flags;
    for (const auto& [key, value] : game.record.flags)
        flags[QString::fromStdString(key)] = QString::fromStdString(value);
    QJsonArray moves;
    for (const auto& m : game.record.moves) moves.append(QString::fromStdString(m));
    QJsonArray players;
    for (const PlayerInfo& p : game.players)
        players.append(QJsonObject{{QStringLiteral("name"), p.name}, {QStringLiteral("bot"), p.bot}});
    const QJsonObject root{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("game"), QString::fromStdString(game.record.game)},
        {QStringLiteral("seed"), QString::number(game.record.seed)}, // a string: 64 bits survive
        {QStringLiteral("flags"), flags},
        {QStringLiteral("moves"), moves},
        {QStringLiteral("players"), players}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool fromJson(const QByteArray& json, SavedGame* game, QString* error) {
    const auto fail = [error](const QString& why) {
        if (error) *error = why;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull() || !doc.isObject())
        return fail(
            QCoreApplication::translate("SaveStore", "The file is damaged or is not a Meja Kartu save."));
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat)
        return fail(QCoreApplication::translate("SaveStore", "The file is not a Meja Kartu save."));
    if (root.value(QStringLiteral("version")).toInt() > kVersion)
        return fail(
            QCoreApplication::translate("SaveStore", "The file was saved by a newer version of Meja Kartu."));

    SavedGame out;
    out.record.game = root.value(QStringLiteral("game")).toString().toStdString();
    if (out.record.game.empty())
        return fail(QCoreApplication::translate("SaveStore", "The file does not say which game it holds."));
    bool ok = false;
    out.record.seed = root.value(QStringLiteral("seed")).toString().toULongLong(&ok);
    if (!ok) return fail(QCoreApplication::translate("SaveStore", "The file's deal number is damaged."));
    const QJsonValue flags = root.value(QStringLiteral("flags"));
    if (!flags.isObject())
        return fail(QCoreApplication::translate("SaveStore", "The file's rule settings are damaged."));
    const QJsonObject flagObject = flags.toObject();
    for (auto it = flagObject.begin(); it != flagObject.end(); ++it) {
        if (!it.value().isString())
            return fail(QCoreApplication::translate("SaveStore", "The file's rule settings are damaged."));
        out.record.flags[it.key().toStdString()] = it.value().toString().toStdString();
    }
    const QJsonValue moves = root.value(QStringLiteral("moves"));
    if (!moves.isArray())
        return fail(QCoreApplication::translate("SaveStore", "The file's moves are damaged."));
    for (const QJsonValue& m : moves.toArray()) {
        if (!m.isString())
            return fail(QCoreApplication::translate("SaveStore", "The file's moves are damaged."));
        out.record.moves.push_back(m.toString().toStdString());
    }
    for (const QJsonValue& p : root.value(QStringLiteral("players")).toArray()) {
        const QJsonObject o = p.toObject();
        out.players.append(
            {o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("bot")).toString()});
    }
    *game = out;
    return true;
}

bool save(const QString& path, const SavedGame& game, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error =
                QCoreApplication::translate("SaveStore", "Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    // QSaveFile::commit() alone does not see a write that stops short (a full disk, a quota, a size limit):
    // it would put a cut-off file in place of the good one. flush() does, and the earlier file stays.
    const QByteArray json = toJson(game);
    if (file.write(json) != json.size() || !file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        if (error) *error = QCoreApplication::translate("SaveStore", "Cannot write %1: %2").arg(path, reason);
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error =
                QCoreApplication::translate("SaveStore", "Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool load(const QString& path, SavedGame* game, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error =
                QCoreApplication::translate("SaveStore", "Cannot open %1: %2").arg(path, file.errorString());
        return false;
    }
    constexpr qint64 kMaxSize = 16 * 1024 * 1024;
    if (file.size() > kMaxSize) {
        if (error)
            *error =
                QCoreApplication::translate("SaveStore", "The file is too large to be a Meja Kartu save.");
        return false;
    }
    return fromJson(file.readAll(), game, error);
}

} // namespace savestore
