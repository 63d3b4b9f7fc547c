#include "rangewords.h"

#include <QLocale>
#include <QStringList>

using namespace core::holdem;

QString RangeWords::label(RangeLabel label) {
    switch (label) {
    case RangeLabel::Blind:
        return tr("nothing shown yet");
    case RangeLabel::Opening:
        return tr("likely opening hands");
    case RangeLabel::Limping:
        return tr("likely limping hands");
    case RangeLabel::Calling:
        return tr("likely calling hands");
    case RangeLabel::Raising:
        return tr("likely raising hands");
    case RangeLabel::AllIn:
        return tr("likely all-in hands");
    case RangeLabel::PushFold:
        return tr("push/fold chart hands");
    case RangeLabel::Betting:
        return tr("likely betting hands");
    case RangeLabel::Checking:
        return tr("likely hands after checking");
    }
    return {};
}

QString RangeWords::hands(const OpponentRange& range, int maxClasses) {
    if (range.summary.anyTwo || range.summary.text.empty())
        return tr("%1: any two cards").arg(label(range.label));
    QString classes = QString::fromStdString(range.summary.text);
    if (maxClasses > 0 && classes.size() > maxClasses) {
        // Whole classes only: cut at the last separator that fits.
        const int cut = classes.lastIndexOf(QStringLiteral(", "), maxClasses);
        if (cut > 0) classes = classes.left(cut) + QStringLiteral(", \u2026");
    }
    return tr("%1: about %2 (%3 of hands)")
        .arg(label(range.label), classes, percent(range.summary.percent / 100.0));
}

QString RangeWords::chances(const OpponentRange& range) {
    QStringList parts;
    if (range.inChance < 0.995) parts << tr("goes on %1 of the time").arg(percent(range.inChance));
    if (range.loose >= 0.005 && !range.summary.anyTwo)
        parts << tr("plays any two cards %1 of the time").arg(percent(range.loose));
    return parts.join(QStringLiteral(" \u00b7 "));
}

QString RangeWords::percent(double fraction) {
    const double p = fraction * 100.0;
    return QLocale().toString(p, 'f', p > 0 && p < 1 ? 1 : 0) + QStringLiteral("%");
}
