#pragma once
// Card deck themes: the project's own deck, plus decks installed by kdegames-card-data-kf5
// (/usr/share/carddecks, ids "1_club") and gnome-cards-data (/usr/share/aisleriot/cards, ids "club_1"),
// found at run time. Their files are never copied into the project.

#include "cards/card.h"

#include <QList>
#include <QString>
#include <QStringList>

enum class ElementScheme { Kde, Aisleriot };

struct CardThemeInfo {
    QString id;   ///< "mejakartu", "kde:svg-oxygen", "aisleriot:anglo"
    QString name; ///< for the menu
    QString path; ///< the SVG or SVGZ file
    ElementScheme scheme = ElementScheme::Kde;

    bool isBuiltin() const { return id == builtinId(); }
    static QString builtinId() { return QStringLiteral("mejakartu"); }
    bool operator==(const CardThemeInfo&) const = default;
};

/// The project's own deck.
CardThemeInfo builtinTheme();
/// Our deck in four colours (clubs green, diamonds blue): the same elements, drawn instead of
/// builtinTheme()'s file when the person chooses four colours.
QString builtinFourColourPath();
/// The built-in deck first, then installed decks by name. `dataDirs` replaces the standard data directories
/// (for tests).
QList<CardThemeInfo> discoverThemes(const QStringList& dataDirs = {});

/// The SVG element that draws `card` in a theme; `Card()` (no card) is the back. Jokers have no single name
/// across KDE decks: `jokerFallbacks` lists the names to try in order.
QString elementName(core::cards::Card card, ElementScheme scheme);
QStringList jokerFallbacks(core::cards::Card joker, ElementScheme scheme);
