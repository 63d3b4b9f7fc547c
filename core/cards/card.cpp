#include "cards/card.h"

#include <cctype>

namespace core::cards {

namespace {

constexpr std::string_view kRankChars = "23456789TJQKA";
constexpr std::string_view kSuitChars = "cdhs";

std::optional<Suit> suitFrom(char c) {
    const auto pos = kSuitChars.find(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    if (pos == std::string_view::npos) return std::nullopt;
    return static_cast<Suit>(pos);
}

} // namespace

char rankChar(Rank rank) {
    return kRankChars[static_cast<int>(rank) - 2];
}
char suitChar(Suit suit) {
    return kSuitChars[static_cast<int>(suit)];
}

std::string_view suitSymbol(Suit suit) {
    switch (suit) {
    case Suit::Clubs:
        return "\u2663";
    case Suit::Diamonds:
        return "\u2666";
    case Suit::Hearts:
        return "\u2665";
    case Suit::Spades:
        return "\u2660";
    }
    return "?";
}

std::string_view describe(CardParseError error) {
    switch (error) {
    case CardParseError::None:
        return "no error";
    case CardParseError::Empty:
        return "empty card";
    case CardParseError::UnknownRank:
        return "unknown rank (use 2-9, T or 10, J, Q, K, A)";
    case CardParseError::UnknownSuit:
        return "unknown suit (use c, d, h, s)";
    case CardParseError::TrailingCharacters:
        return "extra characters after the card";
    }
    return "unknown error";
}

std::string Card::toString() const {
    if (m_id == kBlackJokerId) return "Jk";
    if (m_id == kRedJokerId) return "Jr";
    if (!isValid()) return "--";
    return {rankChar(rank()), suitChar(suit())};
}

std::string Card::toPretty() const {
    if (isJoker()) return "Joker";
    if (!isValid()) return "--";
    std::string out = rank() == Rank::Ten ? std::string("10") : std::string(1, rankChar(rank()));
    out += suitSymbol(suit());
    return out;
}

Card::Parsed Card::parse(std::string_view text) {
    if (text.empty()) return {std::nullopt, CardParseError::Empty};
    const auto lower = [&](std::size_t i) {
        return static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    };

    if (text.size() >= 2 && lower(0) == 'j' && (lower(1) == 'k' || lower(1) == 'r')) {
        if (text.size() != 2) return {std::nullopt, CardParseError::TrailingCharacters};
        return {joker(lower(1) == 'k' ? JokerColor::Black : JokerColor::Red), CardParseError::None};
    }

    std::size_t used = 1;
    int rankValue = 0;
    if (text.size() >= 2 && text[0] == '1' && text[1] == '0') {
        rankValue = 10;
        used = 2;
    } else {
        const auto pos =
            kRankChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(text[0]))));
        if (pos == std::string_view::npos) return {std::nullopt, CardParseError::UnknownRank};
        rankValue = static_cast<int>(pos) + 2;
    }
    if (text.size() <= used) return {std::nullopt, CardParseError::UnknownSuit};
    const auto suit = suitFrom(text[used]);
    if (!suit) return {std::nullopt, CardParseError::UnknownSuit};
    if (text.size() != used + 1) return {std::nullopt, CardParseError::TrailingCharacters};
    return {Card(static_cast<Rank>(rankValue), *suit), CardParseError::None};
}

} // namespace core::cards
