#pragma once
// Poker words as Indonesian and English players say them: hand categories, a made hand with its ranks
// ("Straight, 9 high" / "Straight, 9 tertinggi"), two hole cards before the flop ("A-K suited"), pots
// ("Main pot" / "Pot utama", "Side pot 1" / "Pot samping 1") and finishing places. Indonesian players use the
// English names of the hands and actions, so most of these stay English in both languages.

#include "cards/card.h"
#include "cards/cardset.h"
#include "holdem/handevent.h"
#include "holdem/handvalue.h"
#include "holdem/publictable.h"

#include <QCoreApplication>
#include <QString>

class HoldemNames {
    Q_DECLARE_TR_FUNCTIONS(HoldemNames)
public:
    /// "Straight flush", "Four of a kind", ..., "High card".
    static QString category(core::holdem::Category category);
    /// The best five cards named with their ranks: "Full house, Qs full of 4s", "Pair of Aces".
    static QString hand(core::cards::CardSet bestFive, core::holdem::HandValue value);
    /// What two hole cards are before the flop: "Pocket Kings", "A-K suited", "Q-7 offsuit".
    static QString holeCards(core::cards::CardSet hole);
    /// The made hand of hole + board: hand() from the flop on, holeCards() before it.
    static QString madeHand(core::cards::CardSet hole, core::cards::CardSet board);
    /// "Main pot" for the first of several pots, "Side pot 1", ...; "Pot" when there is only one.
    static QString pot(int index, int count);
    /// "Preflop", "Flop", "Turn", "River", "Showdown".
    static QString street(core::holdem::Street street);
    /// "1st", "2nd", ... (Indonesian "ke-1", "ke-2", ...).
    static QString place(int place);
    /// "K♠"
    static QString card(core::cards::Card card);
    /// "A♠ K♠" (in the order given by the set: ascending, unless `highFirst`).
    static QString cards(core::cards::CardSet cards, bool highFirst = true);
    /// The board cards of `which` in the order they were dealt (the order of the table): "8♠ K♥ 5♦".
    static QString boardCards(const core::holdem::PublicTable& table, core::cards::CardSet which);
    /// A chip amount with the locale's digit grouping.
    static QString chips(qint64 amount);

    /// A rank alone, as used in "Straight, 9 high": "9", "Jack", "Ace" (Indonesian "9", "J", "As").
    static QString rankName(core::cards::Rank rank);
    /// A rank as several cards: "9s", "Jacks", "Aces" (Indonesian "9", "J", "As").
    static QString rankPlural(core::cards::Rank rank);
    /// The one-character rank of card corners: "9", "J", "A"; "10" for ten.
    static QString rankShort(core::cards::Rank rank);
};
