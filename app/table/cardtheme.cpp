#include "cardtheme.h"

#include <QFutureWatcher>
#include <QPainter>
#include <QSvgRenderer>
#include <QtConcurrent/QtConcurrentRun>

using core::cards::Card;

namespace {

QList<Card> everyFace() {
    QList<Card> faces;
    for (int id = 0; id < Card::kIdCount; ++id) faces << Card::fromId(id);
    faces << Card(); // the back
    return faces;
}

/// Renders the given elements of the given files; runs in a worker thread with its own renderers.
QHash<QString, QImage> renderElements(const QList<QPair<QString, QString>>& sources, QSize pixelSize) {
    QHash<QString, QImage> out;
    QHash<QString, QSvgRenderer*> renderers;
    for (const auto& [element, source] : sources) {
        const QString file = source.section(QLatin1Char('#'), 0, 0);
        const QString id = source.section(QLatin1Char('#'), 1);
        QSvgRenderer*& r = renderers[file];
        if (!r) r = new QSvgRenderer(file);
        QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        r->render(&painter, id, QRectF(QPointF(0, 0), QSizeF(pixelSize)));
        painter.end();
        out.insert(element, image);
    }
    qDeleteAll(renderers);
    return out;
}

bool drawsSomething(const QImage& image) {
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            if (qAlpha(image.pixel(x, y)) > 0) return true;
    return false;
}

} // namespace

class CardTheme::Pending : public QFutureWatcher<QHash<QString, QImage>> {
public:
    int generation = 0;
};

CardTheme::CardTheme(QObject* parent) : QObject(parent) {
    setTheme(builtinTheme());
}

CardTheme::~CardTheme() {
    if (m_pending) m_pending->waitForFinished();
}

bool CardTheme::setTheme(const CardThemeInfo& theme) {
    QSvgRenderer renderer(theme.path);
    if (!renderer.isValid() || !renderer.elementExists(QStringLiteral("back"))) return false;
    const QString probe = elementName(Card(core::cards::Rank::Ace, core::cards::Suit::Spades), theme.scheme);
    if (!renderer.elementExists(probe)) return false;
    // Some decks parse but draw blank faces: try one.
    if (!drawsSomething(
            renderElements({{probe, theme.path + QLatin1Char('#') + probe}}, QSize(40, 56)).value(probe)))
        return false;

    const QRectF back = renderer.boundsOnElement(QStringLiteral("back"));
    m_theme = theme;
    m_aspect = back.height() > 0 ? back.width() / back.height() : 250.0 / 350.0;
    m_fallbackFile.clear();
    for (Card joker :
         {Card::joker(core::cards::JokerColor::Black), Card::joker(core::cards::JokerColor::Red)}) {
        const QString wanted = elementName(joker, theme.scheme);
        bool found = false;
        for (const QString& name : jokerFallbacks(joker, theme.scheme)) {
            if (renderer.elementExists(name)) {
                m_fallbackFile.insert(wanted, theme.path + QLatin1Char('#') + name);
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

QList<QPair<QString, QString>> CardTheme::sources() const {
    QList<QPair<QString, QString>> out;
    for (Card c : everyFace()) {
        const QString element = elementName(c, m_theme.scheme);
        out.append({element, m_fallbackFile.value(element, m_theme.path + QLatin1Char('#') + element)});
    }
    return out;
}

void CardTheme::setCardSize(const QSize& size, qreal devicePixelRatio) {
    if (size == m_size && qFuzzyCompare(devicePixelRatio, m_dpr)) return;
    m_size = size;
    m_dpr = devicePixelRatio;
    m_ready = false;
    startRender();
}

void CardTheme::startRender() {
    if (!m_size.isValid() || m_size.isEmpty()) return;
    ++m_generation;
    const QSize pixels = (QSizeF(m_size) * m_dpr).toSize();
    if (m_previous.isEmpty()) {
        // Nothing to show yet: render the first set here rather than show empty cards.
        adopt(m_generation, renderElements(sources(), pixels));
        return;
    }
    auto* pending = new Pending;
    pending->generation = m_generation;
    connect(pending, &QFutureWatcherBase::finished, this, [this, pending] {
        adopt(pending->generation, pending->result());
        if (m_pending == pending) m_pending = nullptr;
        pending->deleteLater();
    });
    if (m_pending) { // an older size: its result is no longer wanted
        Pending* old = m_pending;
        old->disconnect(this);
        connect(old, &QFutureWatcherBase::finished, old, &QObject::deleteLater);
    }
    m_pending = pending;
    pending->setFuture(QtConcurrent::run(renderElements, sources(), pixels));
}

void CardTheme::adopt(int generation, const QHash<QString, QImage>& images) {
    if (generation != m_generation) return; // rendered for an old size or theme
    m_cache.clear();
    for (auto it = images.begin(); it != images.end(); ++it) {
        QPixmap pixmap = QPixmap::fromImage(it.value());
        pixmap.setDevicePixelRatio(m_dpr);
        m_cache.insert(key(it.key()), pixmap);
        m_previous.insert(it.key(), pixmap);
    }
    m_ready = true;
    emit pixmapsChanged();
}

QPixmap CardTheme::pixmap(Card card) {
    const QString element = elementName(card, m_theme.scheme);
    const auto it = m_cache.constFind(key(element));
    if (it != m_cache.constEnd()) {
        ++m_hits;
        return it.value();
    }
    ++m_misses;
    const QPixmap old = m_previous.value(element);
    if (old.isNull() || !m_size.isValid()) return old;
    QPixmap scaled =
        old.scaled((QSizeF(m_size) * m_dpr).toSize(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    scaled.setDevicePixelRatio(m_dpr);
    return scaled;
}

void CardTheme::waitUntilReady() {
    if (m_pending) {
        m_pending->waitForFinished();
        Pending* done = m_pending;
        m_pending = nullptr;
        adopt(done->generation, done->result());
        done->disconnect(this);
        done->deleteLater();
    }
}
