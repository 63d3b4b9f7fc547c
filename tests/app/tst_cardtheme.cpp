// The card renderer: our deck loads, the first cards asked for are drawn at once and the rest in the
// background, pixmaps are cached per size, a new size renders in the background and old results are dropped;
// the cache stays within its bound however many sizes were rendered; installed decks are found and a deck
// without jokers borrows ours.
#include "table/cardtheme.h"
#include "table/themecatalog.h"

#include <QSignalSpy>
#include <QTest>

using core::cards::Card;

namespace {

/// Pixels of a card face that are plainly green (the four-colour clubs) or plainly blue (the diamonds):
/// neither the red, the near-black, the cream paper nor the gold of the two-colour deck counts.
struct Inks {
    int green = 0;
    int blue = 0;
};

Inks inksOf(CardTheme& theme, const char* card) {
    const QImage image = theme.pixmap(*Card::parse(card).card).toImage();
    Inks out;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() < 200) continue;
            if (c.green() > c.red() + 60 && c.green() > c.blue() + 40) ++out.green;
            if (c.blue() > c.red() + 80 && c.blue() > c.green() + 60) ++out.blue;
        }
    return out;
}

} // namespace

class TestCardTheme : public QObject {
    Q_OBJECT
private slots:
    void builtinDeckHasEveryElement() {
        CardTheme theme;
        QCOMPARE(theme.theme().id, CardThemeInfo::builtinId());
        QVERIFY(std::abs(theme.aspectRatio() - 250.0 / 350.0) < 0.01);
        QCOMPARE(elementName(*Card::parse("As").card, ElementScheme::Kde), QStringLiteral("1_spade"));
        QCOMPARE(elementName(*Card::parse("Td").card, ElementScheme::Kde), QStringLiteral("10_diamond"));
        QCOMPARE(elementName(*Card::parse("Kh").card, ElementScheme::Aisleriot),
                 QStringLiteral("heart_king"));
        QCOMPARE(elementName(Card(), ElementScheme::Kde), QStringLiteral("back"));
        QCOMPARE(elementName(*Card::parse("Jr").card, ElementScheme::Kde), QStringLiteral("red_joker"));
        QCOMPARE(elementName(*Card::parse("Jk").card, ElementScheme::Aisleriot),
                 QStringLiteral("joker_black"));
    }

    void firstPictureDrawsOnlyWhatItShowsAndTheRestFollows() {
        CardTheme theme;
        theme.setCardSize(QSize(80, 112), 1.0);
        // Nothing is rendered before a card is asked for: the deck waits for the first picture.
        QVERIFY(!theme.isReady());
        QCOMPARE(theme.renderedOnTheSpot(), 0);
        const QPixmap ace = theme.pixmap(*Card::parse("As").card);
        QCOMPARE(ace.size(), QSize(80, 112));
        QCOMPARE(theme.renderedOnTheSpot(), 1);
        QCOMPARE(theme.cacheMisses(), 1);
        theme.pixmap(*Card::parse("As").card); // drawn once, then cached
        QCOMPARE(theme.cacheHits(), 1);
        theme.pixmap(Card());
        QCOMPARE(theme.renderedOnTheSpot(), 2);
        // The other 53 come from the background render once the event loop runs again.
        QVERIFY(!theme.isReady());
        QTRY_VERIFY(theme.isReady());
        QCOMPARE(theme.renderedOnTheSpot(), 2);
        const int hits = theme.cacheHits();
        const QPixmap king = theme.pixmap(*Card::parse("Kh").card);
        QCOMPARE(theme.cacheHits(), hits + 1);
        QCOMPARE(king.size(), QSize(80, 112));
        // Drawn faces are not empty.
        QVERIFY(ace.toImage().pixelColor(40, 56).alpha() > 0);
        QVERIFY(king.toImage().pixelColor(40, 56).alpha() > 0);
    }

    void choosingTheLoadedThemeAgainKeepsItsPixmaps() {
        CardTheme theme;
        theme.setCardSize(QSize(60, 84), 1.0);
        theme.waitUntilReady();
        QVERIFY(theme.isReady());
        QSignalSpy changed(&theme, &CardTheme::pixmapsChanged);
        QVERIFY(theme.setTheme(builtinTheme()));
        QVERIFY(theme.isReady());
        QCOMPARE(changed.count(), 0);
        const int hits = theme.cacheHits();
        theme.pixmap(*Card::parse("7c").card);
        QCOMPARE(theme.cacheHits(), hits + 1);
    }

    void resizeRendersInTheBackgroundAndDropsOldSizes() {
        CardTheme theme;
        theme.setCardSize(QSize(60, 84), 1.0);
        theme.waitUntilReady();
        QVERIFY(theme.isReady());
        QSignalSpy changed(&theme, &CardTheme::pixmapsChanged);
        theme.setCardSize(QSize(100, 140), 1.0);
        theme.setCardSize(QSize(120, 168), 2.0); // the 100x140 render is now stale
        QVERIFY(!theme.isReady());
        // Meanwhile the old pixmap is shown scaled, without blocking: a miss, and nothing rendered on the
        // spot.
        const int misses = theme.cacheMisses();
        const QPixmap interim = theme.pixmap(*Card::parse("Qh").card);
        QCOMPARE(interim.size(), QSize(240, 336));
        QCOMPARE(theme.cacheMisses(), misses + 1);
        QCOMPARE(theme.renderedOnTheSpot(), 0);
        theme.waitUntilReady();
        QTRY_VERIFY(theme.isReady());
        const QPixmap crisp = theme.pixmap(*Card::parse("Qh").card);
        QCOMPARE(crisp.size(), QSize(240, 336)); // device pixels at DPR 2
        QCOMPARE(crisp.devicePixelRatio(), 2.0);
        QTest::qWait(50);
        QCOMPARE(theme.cardSize(), QSize(120, 168)); // the stale 100x140 result did not come back
        QVERIFY(changed.count() >= 1);
    }

    void manySizesKeepTheCacheWithinItsBoundAndTheNewestSizeCached() {
        // A window resized many times: each size is rendered in full, at device pixel ratios 1 and 2, far
        // more than the bound in all; the cache keeps no more than the current deck and the one before.
        CardTheme theme;
        const qsizetype deck = Card::kIdCount + 1; // and the back
        qsizetype rendered = 0;
        QSize size;
        for (int i = 0; i < 30; ++i) {
            const qreal dpr = i % 3 == 0 ? 2.0 : 1.0;
            size = QSize(50 + 2 * i, 70 + 3 * i);
            theme.setCardSize(size, dpr);
            theme.waitUntilReady();
            QVERIFY(theme.isReady());
            rendered += deck * qsizetype(size.width() * dpr) * qsizetype(size.height() * dpr) * 4;
            QVERIFY2(theme.cacheBytes() <= theme.cacheLimitBytes(),
                     qPrintable(QStringLiteral("%1 bytes cached, %2 allowed")
                                    .arg(theme.cacheBytes())
                                    .arg(theme.cacheLimitBytes())));
        }
        QCOMPARE(size, QSize(108, 157)); // at ratio 1, and 106x154 before it
        const qsizetype bound = deck * (108 * 157 + 106 * 154) * 4;
        QCOMPARE(theme.cacheLimitBytes(), bound);
        QVERIFY(theme.cacheBytes() <= bound);
        QVERIFY(theme.cacheBytes() >= deck * 108 * 157 * 4); // costs are counted in bytes
        QVERIFY(rendered > 10 * bound);
        // Every card of the newest size is still cached: all hits, nothing rendered again.
        const int hits = theme.cacheHits();
        const int onTheSpot = theme.renderedOnTheSpot();
        for (int id = 0; id < Card::kIdCount; ++id) QCOMPARE(theme.pixmap(Card::fromId(id)).size(), size);
        QCOMPARE(theme.pixmap(Card()).size(), size);
        QCOMPARE(theme.cacheHits(), hits + int(deck));
        QCOMPARE(theme.renderedOnTheSpot(), onTheSpot);
    }

    void goingBackToTheSizeBeforeNeedsNoRender() {
        // Maximised and restored: the size before is still cached, so it is ready at once.
        CardTheme theme;
        theme.setCardSize(QSize(90, 126), 1.0);
        theme.waitUntilReady();
        theme.setCardSize(QSize(80, 112), 1.0);
        theme.waitUntilReady();
        QSignalSpy changed(&theme, &CardTheme::pixmapsChanged);
        theme.setCardSize(QSize(90, 126), 1.0);
        QVERIFY(theme.isReady());
        QCOMPARE(changed.count(), 1); // the table repaints with them
        const int hits = theme.cacheHits();
        QCOMPARE(theme.pixmap(*Card::parse("5d").card).size(), QSize(90, 126));
        QCOMPARE(theme.cacheHits(), hits + 1);
        // The same size at another device pixel ratio is another deck, not yet rendered.
        theme.setCardSize(QSize(90, 126), 2.0);
        QVERIFY(!theme.isReady());
        theme.waitUntilReady();
        QCOMPARE(theme.pixmap(*Card::parse("5d").card).size(), QSize(180, 252));
    }

    void installedDecksAreFoundAndBorrowOurJoker() {
        const QList<CardThemeInfo> themes = discoverThemes({QStringLiteral(MEJAKARTU_FIXTURES)});
        QCOMPARE(themes.size(), 3);
        QCOMPARE(themes.first().id, CardThemeInfo::builtinId());
        const auto kde = std::find_if(themes.begin(), themes.end(), [](const CardThemeInfo& t) {
            return t.id == QLatin1String("kde:svg-tiny");
        });
        const auto gnome = std::find_if(themes.begin(), themes.end(), [](const CardThemeInfo& t) {
            return t.id == QLatin1String("aisleriot:tiny_gnome");
        });
        QVERIFY(kde != themes.end());
        QVERIFY(gnome != themes.end());
        QCOMPARE(kde->name, QStringLiteral("Tiny test deck"));
        QCOMPARE(gnome->scheme, ElementScheme::Aisleriot);

        CardTheme theme;
        QVERIFY(theme.setTheme(*kde));
        theme.setCardSize(QSize(50, 70), 1.0);
        theme.waitUntilReady();
        QTRY_VERIFY(theme.isReady());
        // The tiny deck has no joker: ours is drawn instead, so it is not empty.
        const QImage joker = theme.pixmap(*Card::parse("Jr").card).toImage();
        QVERIFY(joker.pixelColor(25, 35).alpha() > 0);
        QVERIFY(theme.setTheme(*gnome));
    }

    void fourColourDeckHasGreenClubsAndBlueDiamonds() {
        CardTheme theme;
        theme.setCardSize(QSize(100, 140), 1.0);
        QVERIFY(!theme.fourColour());
        // Two colours: no green, no blue on any pip card.
        for (const char* card : {"5c", "5d", "5h", "5s", "Ac", "Td"}) {
            const Inks inks = inksOf(theme, card);
            QVERIFY2(inks.green == 0 && inks.blue == 0, card);
        }
        QSignalSpy changed(&theme, &CardTheme::pixmapsChanged);
        theme.setFourColour(true);
        QCOMPARE(changed.count(), 1); // the table repaints
        QCOMPARE(theme.deckFile(), builtinFourColourPath());
        for (const char* card : {"5c", "Ac", "Kc"}) {
            const Inks inks = inksOf(theme, card);
            QVERIFY2(inks.green > 300 && inks.blue == 0, card);
        }
        for (const char* card : {"5d", "Td", "Qd"}) {
            const Inks inks = inksOf(theme, card);
            QVERIFY2(inks.blue > 300 && inks.green == 0, card);
        }
        for (const char* card : {"5h", "5s"}) {
            const Inks inks = inksOf(theme, card);
            QVERIFY2(inks.green == 0 && inks.blue == 0, card);
        }
        // Every card of the four-colour deck is drawn, in the background too.
        theme.waitUntilReady();
        QVERIFY(theme.isReady());
        QVERIFY(inksOf(theme, "9c").green > 300);
        theme.setFourColour(false);
        QCOMPARE(inksOf(theme, "5c").green, 0);
        QCOMPARE(inksOf(theme, "5d").blue, 0);
    }

    void fourColourAppliesOnlyToOurDeckAndReturnsWithIt() {
        const QList<CardThemeInfo> themes = discoverThemes({QStringLiteral(MEJAKARTU_FIXTURES)});
        const auto kde = std::find_if(themes.begin(), themes.end(), [](const CardThemeInfo& t) {
            return t.id == QLatin1String("kde:svg-tiny");
        });
        QVERIFY(kde != themes.end());
        CardTheme theme;
        theme.setFourColour(true);
        QVERIFY(theme.fourColourApplies());
        QVERIFY(theme.setTheme(*kde));
        QVERIFY(!theme.fourColourApplies());
        QVERIFY(theme.fourColour()); // the choice is kept
        QCOMPARE(theme.deckFile(), kde->path);
        QVERIFY(theme.setTheme(builtinTheme()));
        QCOMPARE(theme.deckFile(), builtinFourColourPath());
    }

    void brokenDeckIsRefusedAndTheCurrentOneKept() {
        CardTheme theme;
        const CardThemeInfo broken{QStringLiteral("kde:missing"), QStringLiteral("Missing"),
                                   QStringLiteral("/nonexistent/deck.svg"), ElementScheme::Kde};
        QVERIFY(!theme.setTheme(broken));
        QCOMPARE(theme.theme().id, CardThemeInfo::builtinId());
    }
};

QTEST_MAIN(TestCardTheme)
#include "tst_cardtheme.moc"
