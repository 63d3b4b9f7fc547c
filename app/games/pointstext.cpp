#include "pointstext.h"

#include <QCoreApplication>

#include <cstdlib>

QString pointsText(int points, bool withPlus) {
    // tr() replaces %n only for n >= 0, and a plural is chosen by the size of the amount: the sign is ours.
    const int size = std::abs(points); // (lupdate reads no calls among translate()'s arguments)
    const QString text = QCoreApplication::translate("Points", "%n point(s)", nullptr, size);
    if (points < 0) return QChar(0x2212) + text;
    return withPlus && points > 0 ? QLatin1Char('+') + text : text;
}

QString signedNumber(int value) {
    return value < 0 ? QChar(0x2212) + QString::number(-static_cast<long long>(value))
                     : QString::number(value);
}
