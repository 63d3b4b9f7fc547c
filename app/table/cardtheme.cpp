#include "cardtheme.h"

#include <QFutureWatcher>
#include <QPainter>
#include <QSvgRenderer>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <memory>
#include <utility>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

using core::cards::Card;

namespace {

QList<Card> everyFace() {
    QList<Card> faces;
    for (int id = 0; id < Card::kIdCount; ++id) faces << Card::fromId(id);
    faces << Card(); // the back
    return faces;
}

QImage renderElement(QSvgRenderer& renderer, const QString& id, QSize pixelSize) {
    QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    renderer.render(&painter, id, QRectF(QPointF(0, 0), QSizeF(pixelSize)));
    painter.end();
    return image;
}

/// Renders the given elements of the given files; runs in a worker thread with its own renderers, and stops
/// early once `cancelled` is set (the result is then not wanted).
QHash<QString, QImage> renderElements(const QList<QPair<QString, QString>>& sources, QSize pixelSize,
                                      std::shared_ptr<const std::atomic_bool> cancelled) {
    QHash<QString, QImage> out;
    QHash<QString, QSvgRenderer*> renderers;
    for (const auto& [element, source] : sources) {
        if (*cancelled) break;
        const QString file = source.section(QLatin1Char('#'), 0, 0);
        QSvgRenderer*& r = renderers[file];
        if (!r) r = new QSvgRenderer(file);
        out.insert(element, renderElement(*r, source.section(QLatin1Char('#'), 1), pixelSize));
    }
    qDeleteAll(renderers);
    return out;
}

/// What a pixmap costs in the cache: its bytes in device pixels.
qsizetype bytesOf(const QPixmap& pixmap) {
    return qsizetype(pixmap.width()) * pixmap.height() * pixmap.depth() / 8;
}

/// The bytes of a whole deck of ARGB32 cards at a size and device pixel ratio.
qsizetype deckBytes(QSize size, qreal devicePixelRatio) {
    if (!size.isValid()) return 0;
    const QSize pixels = (QSizeF(size) * devicePixelRatio).toSize();
    return everyFace().size() * qsizetype(pixels.width()) * pixels.height() * 4;
}

/// Gives the pages freed with a replaced deck back to the system. Decks are painted in worker threads, and
/// glibc keeps what is freed in a thread's arena for that arena: without this the resident memory grew with
/// each card size rendered, though the heap in use did not (scripts/measure-resize-memory).
void returnFreedMemory() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

bool drawsSomething(const QImage& image) {
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            if (qAlpha(image.pixel(x, y)) > 0) return true;
    return false;
}

} // namespace

// A render's watcher holds its deck of images. It is a child of its theme, so that it goes with the theme:
// the render pending when the theme is destroyed, and one whose deleteLater() never runs (posted outside an
// event loop, as waitUntilReady() does for the screenshot mode, it waits for a loop that may not come).
class CardTheme::Pending : public QFutureWatcher<QHash<QString, QImage>> {
public:
    using QFutureWatcher::QFutureWatcher;
    int generation = 0;
    std::shared_ptr<std::atomic_bool> cancelled = std::make_shared<std::atomic_bool>(false);
};

CardTheme::CardTheme(QObject* parent) : QObject(parent) {
    setTheme(builtinTheme());
}

CardTheme::~CardTheme() {
    if (m_pending) {
        *m_pending->cancelled = true; // quitting waits for one card at most, not for the deck
        m_pending->waitForFinished();
    }
}

bool CardTheme::setTheme(const CardThemeInfo& theme) {
    if (m_renderer && theme == m_theme) return true; // parsing a deck is the slow part: not twice
    return load(theme);
}

void CardTheme::setFourColour(bool on) {
    if (on == m_fourColour) return;
    m_fourColour = on;
    if (fourColourApplies()) load(m_theme);
}

bool CardTheme::load(const CardThemeInfo& theme) {
    const QString file = theme.isBuiltin() && m_fourColour ? builtinFourColourPath() : theme.path;
    auto renderer = std::make_unique<QSvgRenderer>(file);
    if (!renderer->isValid() || !renderer->elementExists(QStringLiteral("back"))) return false;
    const QString probe = elementName(Card(core::cards::Rank::Ace, core::cards::Suit::Spades), theme.scheme);
    if (!renderer->elementExists(probe)) return false;
    // Some decks parse but draw blank faces: try one.
    if (!drawsSomething(renderElement(*renderer, probe, QSize(40, 56)))) return false;

    const QRectF back = renderer->boundsOnElement(QStringLiteral("back"));
    m_theme = theme;
    m_file = file;
    m_renderer = std::move(renderer);
    m_borrowed.reset();
    m_aspect = back.height() > 0 ? back.width() / back.height() : 250.0 / 350.0;
    m_fallbackFile.clear();
    for (Card joker :
         {Card::joker(core::cards::JokerColor::Black), Card::joker(core::cards::JokerColor::Red)}) {
        const QString wanted = elementName(joker, theme.scheme);
        bool found = false;
        for (const QString& name : jokerFallbacks(joker, theme.scheme)) {
            if (m_renderer->elementExists(name)) {
                m_fallbackFile.insert(wanted, file + QLatin1Char('#') + name);
                found = true;
                break;
            }
        }
        if (!found) // the theme has no joker: draw ours
            m_fallbackFile.insert(wanted, builtinTheme().path + QLatin1Char('#') +
                                              elementName(joker, ElementScheme::Kde));
    }
    m_cache.clear();
    m_previous.clear();
    m_ready = false;
    if (m_size.isValid()) startRender();
    emit pixmapsChanged();
    return true;
}

QString CardTheme::key(const QString& element) const {
    return QStringLiteral("%1@%2x%3@%4").arg(element).arg(m_size.width()).arg(m_size.height()).arg(m_dpr);
}

QString CardTheme::sourceOf(const QString& element) const {
    return m_fallbackFile.value(element, m_file + QLatin1Char('#') + element);
}

QList<QPair<QString, QString>> CardTheme::sources() const {
    QList<QPair<QString, QString>> out;
    for (Card c : everyFace()) {
        const QString element = elementName(c, m_theme.scheme);
        out.append({element, sourceOf(element)});
    }
    return out;
}

void CardTheme::setCardSize(const QSize& size, qreal devicePixelRatio) {
    if (size == m_size && qFuzzyCompare(devicePixelRatio, m_dpr)) return;
    // The bound: this deck and the one before; older sizes, the least recently used, make room.
    m_cache.setMaxCost(deckBytes(size, devicePixelRatio) + deckBytes(m_size, m_dpr));
    m_size = size;
    m_dpr = devicePixelRatio;
    if (cachesEveryCard()) { // a size shown before and still cached: nothing to render
        ++m_generation;
        dropPending();
        m_renderWaits = false;
        m_ready = true;
        emit pixmapsChanged();
        return;
    }
    m_ready = false;
    startRender();
}

bool CardTheme::cachesEveryCard() const {
    for (Card c : everyFace())
        if (!m_cache.contains(key(elementName(c, m_theme.scheme)))) return false;
    return true;
}

void CardTheme::dropPending() {
    if (!m_pending) return;
    Pending* old = std::exchange(m_pending, nullptr);
    *old->cancelled = true;
    old->disconnect(this);
    if (old->isFinished())
        old->deleteLater();
    else
        connect(old, &QFutureWatcherBase::finished, old, &QObject::deleteLater);
}

void CardTheme::startRender() {
    if (!m_size.isValid() || m_size.isEmpty()) return;
    ++m_generation;
    dropPending(); // an older size: its result is no longer wanted
    // Nothing to show scaled meanwhile: the first picture renders what it needs itself (pixmap()), and the
    // rest follows it rather than competing with it.
    m_renderWaits = m_previous.isEmpty();
    if (!m_renderWaits) launchRender();
}

void CardTheme::launchRender() {
    m_renderWaits = false;
    auto* pending = new Pending(this);
    pending->generation = m_generation;
    connect(pending, &QFutureWatcherBase::finished, this, [this, pending] {
        adopt(pending->generation, pending->result());
        if (m_pending == pending) m_pending = nullptr;
        pending->deleteLater();
    });
    m_pending = pending;
    pending->setFuture(QtConcurrent::run(renderElements, sources(), (QSizeF(m_size) * m_dpr).toSize(),
                                         std::shared_ptr<const std::atomic_bool>(pending->cancelled)));
}

void CardTheme::adopt(int generation, const QHash<QString, QImage>& images) {
    if (generation != m_generation) return; // rendered for an old size or theme
    // Inserting evicts the least recently used pixmaps beyond the bound: an older size's.
    for (auto it = images.begin(); it != images.end(); ++it) {
        QPixmap pixmap = QPixmap::fromImage(it.value());
        pixmap.setDevicePixelRatio(m_dpr);
        m_cache.insert(key(it.key()), new QPixmap(pixmap), bytesOf(pixmap));
        m_previous.insert(it.key(), pixmap);
    }
    returnFreedMemory();
    m_ready = true;
    emit pixmapsChanged();
}

QPixmap CardTheme::renderOnTheSpot(const QString& element) {
    const QString source = sourceOf(element);
    const QString file = source.section(QLatin1Char('#'), 0, 0);
    QSvgRenderer* renderer = m_renderer.get();
    if (file != m_file) {
        if (!m_borrowed) m_borrowed = std::make_unique<QSvgRenderer>(file);
        renderer = m_borrowed.get();
    }
    QPixmap pixmap = QPixmap::fromImage(
        renderElement(*renderer, source.section(QLatin1Char('#'), 1), (QSizeF(m_size) * m_dpr).toSize()));
    pixmap.setDevicePixelRatio(m_dpr);
    ++m_onTheSpot;
    return pixmap;
}

QPixmap CardTheme::pixmap(Card card) {
    const QString element = elementName(card, m_theme.scheme);
    const QString k = key(element);
    if (const QPixmap* cached = m_cache.object(k)) {
        ++m_hits;
        return *cached;
    }
    ++m_misses;
    const QPixmap old = m_previous.value(element);
    if (!m_size.isValid() || m_size.isEmpty()) return old;
    if (old.isNull()) {
        // Nothing has drawn this card yet: draw it now rather than show an empty card. The rest of the deck
        // follows in the background once the picture being painted is done.
        const QPixmap fresh = renderOnTheSpot(element);
        m_cache.insert(k, new QPixmap(fresh), bytesOf(fresh));
        m_previous.insert(element, fresh);
        if (m_renderWaits && !m_pending)
            QTimer::singleShot(0, this, [this] {
                if (m_renderWaits) launchRender();
            });
        return fresh;
    }
    QPixmap scaled =
        old.scaled((QSizeF(m_size) * m_dpr).toSize(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    scaled.setDevicePixelRatio(m_dpr);
    return scaled;
}

void CardTheme::waitUntilReady() {
    if (m_renderWaits) launchRender();
    if (m_pending) {
        m_pending->waitForFinished();
        Pending* done = m_pending;
        m_pending = nullptr;
        adopt(done->generation, done->result());
        done->disconnect(this);
        done->deleteLater();
    }
}
