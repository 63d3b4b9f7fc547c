#include "recentfiles.h"

#include "appsettings.h"

#include <QFileInfo>

namespace {
const QString kKey = QStringLiteral("files/recent");

/// The same file however it was named (relative, with "..", through the Open dialog or a drop).
QString canonical(const QString& path) {
    return QFileInfo(path).absoluteFilePath();
}
} // namespace

QStringList RecentFiles::files() const {
    QStringList files = m_settings->value(kKey).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    return files.mid(0, kMax);
}

void RecentFiles::add(const QString& path) {
    const QString file = canonical(path);
    QStringList list = files();
    list.removeAll(file);
    list.prepend(file);
    store(list.mid(0, kMax));
}

void RecentFiles::remove(const QString& path) {
    QStringList list = files();
    list.removeAll(canonical(path));
    list.removeAll(path);
    store(list);
}

void RecentFiles::clear() {
    store({});
}

void RecentFiles::store(const QStringList& files) {
    m_settings->setValue(kKey, files);
}
