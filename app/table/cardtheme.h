#pragma once
// Renders card faces and backs from an SVG deck into pixmaps, the way KDE's card games do: each element is
// painted into a QImage off the GUI thread (a QSvgRenderer of the worker's own), turned into a QPixmap on the
// GUI thread, and cached by element@size@devicePixelRatio. A new size or theme starts one background render
// of the whole deck; until it arrives the previous pixmaps are shown scaled, so a resize never blocks.
// Results for a size that is no longer current are dropped.

#include "themecatalog.h"

#include <QHash>
#include <QImage>
#include <QObject>
#include <QPixmap>
#include <QSize>

class CardTheme : public QObject {
    Q_OBJECT
public:
    explicit CardTheme(QObject* parent = nullptr);
    ~CardTheme() override;

    /// Loads a theme; false (and the current theme kept) if its file cannot be read or draws nothing.
    bool setTheme(const CardThemeInfo& theme);
    const CardThemeInfo& theme() const { return m_theme; }
    /// Width / height of a card in this theme.
    qreal aspectRatio() const { return m_aspect; }

    /// The size (in device-independent pixels) cards are drawn at; starts a render when it changes.
    void setCardSize(const QSize& size, qreal devicePixelRatio);
    QSize cardSize() const { return m_size; }
    /// Whether every card is rendered at the current size.
    bool isReady() const { return m_ready; }

    /// The pixmap for a card face, or the back for `Card()`. Never blocks: before the current size is ready
    /// it is the last rendered pixmap scaled (or a render done on the spot the very first time).
    QPixmap pixmap(core::cards::Card card);

    int cacheHits() const { return m_hits; }
    int cacheMisses() const { return m_misses; }
    /// Waits for the pending render (for the screenshot mode and tests).
    void waitUntilReady();

signals:
    /// New pixmaps for the current size and theme are in the cache: repaint.
    void pixmapsChanged();

private:
    struct Job;
    QString key(const QString& element) const;
    QList<QPair<QString, QString>> sources() const; // (element wanted, file#element that draws it)
    void startRender();
    void adopt(int generation, const QHash<QString, QImage>& images);

    CardThemeInfo m_theme;
    qreal m_aspect = 250.0 / 350.0;
    QSize m_size;
    qreal m_dpr = 1.0;
    int m_generation = 0;
    bool m_ready = false;
    QHash<QString, QPixmap> m_cache;        ///< key -> pixmap at the current size
    QHash<QString, QPixmap> m_previous;     ///< element -> last pixmap at any size (for scaling meanwhile)
    QHash<QString, QString> m_fallbackFile; ///< element -> file that has it when the theme lacks it (jokers)
    int m_hits = 0;
    int m_misses = 0;
    class Pending;
    Pending* m_pending = nullptr;
};
