#pragma once
// Renders card faces and backs from an SVG deck into pixmaps, the way KDE's card games do, cached by
// element@size@devicePixelRatio. The deck is parsed once, on the GUI thread. The whole deck is painted into
// QImages by a worker thread with its own QSvgRenderer and becomes QPixmaps on the GUI thread; a new size or
// theme starts one such background render, and until it arrives the previous pixmaps are shown scaled, so a
// resize never blocks. Results for a size that is no longer current are dropped (and their render stopped).
// At start-up and after a theme change nothing is drawn yet: the cards the first picture asks for are
// rendered on the GUI thread at once, and the background render of the rest starts after that picture.
// The cache is bounded by bytes: a deck at the current size and device pixel ratio and one at the size
// before, so a window that goes back to its size before (maximised and restored) needs no render, and a
// window resized many times does not keep every size it passed through.

#include "themecatalog.h"

#include <QCache>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QPixmap>
#include <QSize>

#include <memory>

class QSvgRenderer;

class CardTheme : public QObject {
    Q_OBJECT
public:
    explicit CardTheme(QObject* parent = nullptr);
    ~CardTheme() override;

    /// Loads a theme; false (and the current theme kept) if its file cannot be read or draws nothing.
    /// Choosing the theme already loaded does nothing.
    bool setTheme(const CardThemeInfo& theme);
    const CardThemeInfo& theme() const { return m_theme; }
    /// Clubs green and diamonds blue. Only our own deck has a four-colour form (fourColourApplies()); the
    /// choice is kept while another deck is shown and applies again when ours returns.
    void setFourColour(bool on);
    bool fourColour() const { return m_fourColour; }
    bool fourColourApplies() const { return m_theme.isBuiltin(); }
    /// The SVG file the faces are drawn from now (our four-colour deck when that applies).
    QString deckFile() const { return m_file; }
    /// Width / height of a card in this theme.
    qreal aspectRatio() const { return m_aspect; }

    /// The size (in device-independent pixels) cards are drawn at; a change starts a background render (after
    /// the first picture, when nothing is drawn yet).
    void setCardSize(const QSize& size, qreal devicePixelRatio);
    QSize cardSize() const { return m_size; }
    /// Whether every card is rendered at the current size.
    bool isReady() const { return m_ready; }

    /// The bytes of the pixmaps in the cache, and the most it holds: a deck at the current size and device
    /// pixel ratio and one at the size before. (Besides the cache, the last pixmap of each card is kept to be
    /// shown scaled meanwhile.)
    qsizetype cacheBytes() const { return m_cache.totalCost(); }
    qsizetype cacheLimitBytes() const { return m_cache.maxCost(); }

    /// The pixmap for a card face, or the back for `Card()`. Before the current size is ready it is the last
    /// rendered pixmap scaled, or, for a card not drawn at any size yet, that one card rendered on the spot.
    QPixmap pixmap(core::cards::Card card);

    int cacheHits() const { return m_hits; }
    int cacheMisses() const { return m_misses; }
    /// Cards rendered on the GUI thread because they were wanted before the background render arrived.
    int renderedOnTheSpot() const { return m_onTheSpot; }
    /// Starts the background render if it waits for the first picture, and waits for it (for the screenshot
    /// mode and tests).
    void waitUntilReady();

signals:
    /// New pixmaps for the current size and theme are in the cache: repaint.
    void pixmapsChanged();

private:
    bool load(const CardThemeInfo& theme);
    QString key(const QString& element) const;
    QString sourceOf(const QString& element) const; ///< "file#element" that draws `element`
    QList<QPair<QString, QString>> sources() const; ///< (element wanted, file#element that draws it)
    QPixmap renderOnTheSpot(const QString& element);
    bool cachesEveryCard() const;
    void dropPending();
    void startRender();
    void launchRender();
    void adopt(int generation, const QHash<QString, QImage>& images);

    CardThemeInfo m_theme;
    QString m_file; ///< the file drawn from: m_theme.path, or our four-colour deck
    bool m_fourColour = false;
    std::unique_ptr<QSvgRenderer> m_renderer; ///< the theme's file, parsed once; GUI thread only
    std::unique_ptr<QSvgRenderer> m_borrowed; ///< our deck, when the theme lacks a joker and one is drawn
    qreal m_aspect = 250.0 / 350.0;
    QSize m_size;
    qreal m_dpr = 1.0;
    int m_generation = 0;
    bool m_ready = false;
    QCache<QString, QPixmap> m_cache{0};    ///< key -> pixmap, the current size and recent ones
    QHash<QString, QPixmap> m_previous;     ///< element -> last pixmap at any size (for scaling meanwhile)
    QHash<QString, QString> m_fallbackFile; ///< element -> file that has it when the theme lacks it (jokers)
    int m_hits = 0;
    int m_misses = 0;
    int m_onTheSpot = 0;
    bool m_renderWaits = false; ///< the background render waits until the first picture is drawn
    class Pending;
    Pending* m_pending = nullptr;
};
