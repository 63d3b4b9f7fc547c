#include "themecatalog.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

using core::cards::Card;

namespace {

// Aisleriot decks whose faces QtSvg draws blank (unresolved <use> links).
const QStringList kBrokenAisleriot = {QStringLiteral("anglo_poker"), QStringLiteral("simplistic")};

QString rankWord(Card c) {
    switch (c.rank()) {
    case core::cards::Rank::Ace:
        return QStringLiteral("1");
    case core::cards::Rank::Jack:
        return QStringLiteral("jack");
    case core::cards::Rank::Queen:
        return QStringLiteral("queen");
    case core::cards::Rank::King:
        return QStringLiteral("king");
    default:
        return QString::number(static_cast<int>(c.rank()));
    }
}

QString suitWord(Card c) {
    static const char* const kWords[] = {"club", "diamond", "heart", "spade"};
    return QString::fromLatin1(kWords[c.suitIndex()]);
}

QStringList dataDirectories(const QStringList& overrides, const QString& sub) {
    if (!overrides.isEmpty()) {
        QStringList out;
        for (const QString& d : overrides)
            if (QDir(d + QLatin1Char('/') + sub).exists()) out << d + QLatin1Char('/') + sub;
        return out;
    }
    return QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, sub,
                                     QStandardPaths::LocateDirectory);
}

} // namespace

CardThemeInfo builtinTheme() {
    return {CardThemeInfo::builtinId(), QStringLiteral("Meja Kartu"),
            QStringLiteral(":/cards/mejakartu-deck.svg"), ElementScheme::Kde};
}

QString builtinFourColourPath() {
    return QStringLiteral(":/cards/mejakartu-deck-4colour.svg");
}

QList<CardThemeInfo> discoverThemes(const QStringList& dataDirs) {
    QList<CardThemeInfo> found;
    for (const QString& dir : dataDirectories(dataDirs, QStringLiteral("carddecks"))) {
        const QDir root(dir);
        for (const QString& sub : root.entryList({QStringLiteral("svg-*")}, QDir::Dirs)) {
            QSettings index(root.filePath(sub + QStringLiteral("/index.desktop")), QSettings::IniFormat);
            index.beginGroup(QStringLiteral("KDE Backdeck"));
            const QString svg = index.value(QStringLiteral("SVG")).toString();
            const QString name = index.value(QStringLiteral("Name"), sub).toString();
            const QString path = root.filePath(sub + QLatin1Char('/') + svg);
            if (svg.isEmpty() || !QFileInfo::exists(path)) continue;
            found.append({QStringLiteral("kde:") + sub, name, path, ElementScheme::Kde});
        }
    }
    for (const QString& dir : dataDirectories(dataDirs, QStringLiteral("aisleriot/cards"))) {
        const QDir root(dir);
        for (const QFileInfo& file :
             root.entryInfoList({QStringLiteral("*.svg"), QStringLiteral("*.svgz")}, QDir::Files)) {
            const QString base = file.completeBaseName();
            if (kBrokenAisleriot.contains(base)) continue;
            QString name = base;
            name.replace(QLatin1Char('_'), QLatin1Char(' '));
            if (!name.isEmpty()) name[0] = name[0].toUpper();
            found.append({QStringLiteral("aisleriot:") + base, name + QStringLiteral(" (GNOME)"),
                          file.absoluteFilePath(), ElementScheme::Aisleriot});
        }
    }
    // The same deck may be found in several data directories: keep the first.
    QList<CardThemeInfo> unique;
    for (const CardThemeInfo& t : found)
        if (std::none_of(unique.begin(), unique.end(), [&](const CardThemeInfo& u) { return u.id == t.id; }))
            unique.append(t);
    std::sort(unique.begin(), unique.end(), [](const CardThemeInfo& a, const CardThemeInfo& b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    unique.prepend(builtinTheme());
    return unique;
}

QString elementName(Card card, ElementScheme scheme) {
    if (!card.isValid()) return QStringLiteral("back");
    if (card.isJoker()) return jokerFallbacks(card, scheme).front();
    return scheme == ElementScheme::Kde ? rankWord(card) + QLatin1Char('_') + suitWord(card)
                                        : suitWord(card) + QLatin1Char('_') + rankWord(card);
}

QStringList jokerFallbacks(Card joker, ElementScheme scheme) {
    const bool red = joker.isRed();
    if (scheme == ElementScheme::Aisleriot)
        return {red ? QStringLiteral("joker_red") : QStringLiteral("joker_black")};
    return {red ? QStringLiteral("red_joker") : QStringLiteral("black_joker"), QStringLiteral("joker")};
}
