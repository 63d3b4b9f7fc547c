#pragma once
// Points as the games write them: "1 point", "250 points", "−30 points" (a real minus sign), "+3 points".
// Plural forms come from the translation files (English "point"/"points"; Indonesian "poin").

#include <QString>

/// `withPlus`: a positive amount gets a "+", as in a round's gain.
QString pointsText(int points, bool withPlus = false);
/// "1250", "−300": a number with a real minus sign.
QString signedNumber(int value);
