#include "autosave.h"

#include "savestore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

QString Autosave::path() const {
    return enabled() ? QDir(m_folder).filePath(QStringLiteral("autosave.mejakartu")) : QString();
}

bool Autosave::exists() const {
    return enabled() && QFileInfo(path()).isFile();
}

bool Autosave::write(const SavedGame& game, QString* error) const {
    if (!enabled()) return false;
    QDir().mkpath(m_folder);
    return savestore::save(path(), game, error);
}

void Autosave::discard() const {
    if (exists()) QFile::remove(path());
}

QString Autosave::setAside(const QDateTime& when) const {
    if (!exists()) return {};
    const QString stem = QDir(m_folder).filePath(
        QStringLiteral("autosave.damaged-%1").arg(when.toString(QStringLiteral("yyyy-MM-dd-HHmmss"))));
    QString target = stem + QStringLiteral(".mejakartu");
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1-%2.mejakartu").arg(stem).arg(n);
    return QFile::rename(path(), target) ? target : QString(); // rename never replaces an existing file
}
