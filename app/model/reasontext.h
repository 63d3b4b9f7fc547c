#pragma once
// The coach's words: turns a review's reason (a core code with parameters, game/review.h) into one sentence
// in the current language, and moves and units into what a player reads. Cards are shown with suit
// symbols (2♠), seats by the players' names.
//
// Every reason code the core produces has a sentence here (reasonCodes() lists them; a test checks both
// languages). A code this version does not know still gets a neutral sentence, never the raw code.

#include "game/review.h"
#include "game/variant.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string_view>
#include <vector>

class ReasonText {
    Q_DECLARE_TR_FUNCTIONS(ReasonText)

public:
    /// One sentence about the move, in lower case without a final full stop so that it can follow the move
    /// ("10♥: breaks your only straight (…) to beat a single"). `names`: the players' names by seat (a
    /// missing one is "Player N").
    static QString sentence(const core::game::Reason& reason, const QStringList& names = {});

    /// Cards with suit symbols: "2♠ 10♥ Joker".
    static QString cards(const core::cards::CardList& cards);
    /// Card notations with suit symbols ("7c 7s" -> "7♣ 7♠"), or the tokens as they are when they are
    /// not cards.
    static QString cardTokens(const QStringList& tokens);
    /// A move of `game` for people: "play 3♦ 4♣ 5♥", "pass", "discard 9♥", "raise to 12", "take the pile
    /// with 7♣ 7♠". The game's own words come first (GameWords::move: a Capsa play is written in the order
    /// the table writes it, a straight in sequence, A-2-3-4-5 with the ace first, under the rules `flags`,
    /// the defaults when empty).
    static QString move(const QString& game, const QString& moveText,
                        const core::game::FlagValues& flags = {});
    /// "points", "hands won", "big blinds" (the unit's name in the current language).
    static QString unitName(core::game::ReviewUnit unit);
    /// A value with its unit: "1.4 points", "-0.8 bb", "12% chance of winning" (Empat Satu counts hands won).
    static QString amount(double value, core::game::ReviewUnit unit);

    /// The amount `arg` of a reason as a gap in its unit: "3.0 percentage points", "1.2 points", "0.4 bb".
    static QString gap(const core::game::Reason& reason, std::string_view arg);

    /// Every reason code the core's reviews produce.
    static const std::vector<std::string_view>& reasonCodes();

private:
    static QString seatName(const core::game::Reason& reason, const QStringList& names,
                            std::string_view arg = "seat");
    static QString capsaSentence(const core::game::Reason& reason, const QStringList& names);
    static QString empatSatuSentence(const core::game::Reason& reason, const QStringList& names);
    static QString canastaSentence(const core::game::Reason& reason, const QStringList& names);
    static QString holdemSentence(const core::game::Reason& reason, const QStringList& names);
    /// Hold'em: the range an equity is taken against, "Budi's likely opening hands (about 22+, A2s+)"
    /// (empty when the reason names none).
    static QString holdemRange(const core::game::Reason& reason, const QStringList& names);
    /// A close call: the gap and the margin it falls within, over the worlds measured (where known).
    static QString closeSentence(const core::game::Reason& reason);
    static QString kindName(const std::string& kind);
    /// Capsa's places: "first", "second", "third", "last".
    static QString placeName(int place);
    static QString suitName(const std::string& suit);
};
