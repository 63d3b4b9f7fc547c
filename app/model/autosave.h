#pragma once
// The game in progress, kept on disk after every move and on quit so that the next start can continue it.
// One file in the data folder, written atomically (QSaveFile): a failed write leaves the previous file whole.
// A file that cannot be continued is set aside under a new name (never over another file) so nothing is lost.

#include <QDateTime>
#include <QString>

struct SavedGame;

class Autosave {
public:
    /// `folder` empty: nothing is kept (the screenshot mode, settings held in memory only).
    explicit Autosave(const QString& folder) : m_folder(folder) {}

    bool enabled() const { return !m_folder.isEmpty(); }
    QString path() const;
    bool exists() const;
    /// Writes the game atomically; false with a translated reason, the previous file then untouched.
    bool write(const SavedGame& game, QString* error) const;
    /// Removes the kept game (it ended, or the person chose a new game instead).
    void discard() const;
    /// Renames a kept game that cannot be continued to "autosave.damaged-DATE.mejakartu" (with a number added
    /// should that name be taken). Returns the new path, empty when it could not be moved.
    QString setAside(const QDateTime& when = QDateTime::currentDateTime()) const;

private:
    QString m_folder;
};
