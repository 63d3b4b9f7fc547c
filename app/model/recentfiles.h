#pragma once
// The saved games opened or saved last (Game -> Open recent): newest first, at most kMax, each once, kept in
// the settings so they outlive the session.

#include <QStringList>

class AppSettings;

class RecentFiles {
public:
    static constexpr int kMax = 5;

    explicit RecentFiles(AppSettings* settings) : m_settings(settings) {}

    /// Newest first.
    QStringList files() const;
    /// Puts `path` at the top (moving it there when it is listed already) and drops the oldest beyond kMax.
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

private:
    void store(const QStringList& files);

    AppSettings* m_settings;
};
