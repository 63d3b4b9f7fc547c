#pragma once
// Parsing and formatting lists of cards: "3d 4c 5h" or "3d,4c,5h".

#include "cards/card.h"
#include "cards/cardset.h"

#include <string>
#include <string_view>
#include <vector>

namespace core::cards {

using CardList = std::vector<Card>;

enum class Duplicates : std::uint8_t {
    Refuse, ///< one pack: a card may appear once
    Allow,  ///< several packs (Canasta): the same face may appear more than once
};

struct CardListParse {
    CardList cards;
    CardParseError error = CardParseError::None;
    bool duplicate = false; ///< a card appeared twice although duplicates were refused
    std::string badToken;   ///< the token that failed (or the duplicate card)
    bool ok() const { return error == CardParseError::None && !duplicate; }
};

/// Splits on whitespace and commas; every token must be one card. An empty text is an empty list.
CardListParse parseCardList(std::string_view text, Duplicates duplicates = Duplicates::Refuse);

/// "3d 4c 5h" (notation, space separated).
std::string formatCards(const CardList& cards);
std::string formatCards(CardSet cards);
/// "3♦ 4♣ 5♥" for people.
std::string prettyCards(const CardList& cards);

} // namespace core::cards
