#pragma once
// How the odds panel and the range dialog describe an opponent's likely hands: what the range was read from
// ("likely opening hands"), its classes in the usual notation, the share of all hands it makes, and the
// chances that qualify it (still to answer a bet; a player who plays any two cards some of the time).

#include "holdem/ranges/rangeodds.h"

#include <QCoreApplication>
#include <QString>

class RangeWords {
    Q_DECLARE_TR_FUNCTIONS(RangeWords)
public:
    /// "likely opening hands", "push/fold chart hands", ..., "nothing shown yet" (a blind, or still to act)
    static QString label(core::holdem::RangeLabel label);
    /// "likely opening hands: about 22+, A2s+, KTs+ (18% of hands)", or "likely calling hands: any two
    /// cards"; the classes are cut after about `maxClasses` characters with "…" when `maxClasses` > 0.
    static QString hands(const core::holdem::OpponentRange& range, int maxClasses = 0);
    /// "goes on 35% of the time · plays any two cards 10% of the time", or empty.
    static QString chances(const core::holdem::OpponentRange& range);
    /// "35%" in the locale's digits.
    static QString percent(double fraction);
};
