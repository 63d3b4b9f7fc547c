#pragma once
// A playing card in one byte: 52 faces and two jokers.
//
// Notation used everywhere (CLI, saves, tests): rank `2-9 T J Q K A` (`10` also accepted on input), suit
// `c d h s`, e.g. `Td`, `3s`. Jokers are `Jk` (black) and `Jr` (red). Input is case-insensitive.

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace core::cards {

/// Suits in bridge order, which is also the order of `Card::id()`.
enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };
inline constexpr int kSuitCount = 4;

/// Ranks with their natural face values (ace high); games map them to their own orders.
enum class Rank : std::uint8_t {
    Two = 2,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace
};
inline constexpr int kRankCount = 13;

enum class JokerColor : std::uint8_t { Black, Red };

/// Why a card could not be parsed.
enum class CardParseError : std::uint8_t { None, Empty, UnknownRank, UnknownSuit, TrailingCharacters };

struct CardParse;

class Card {
public:
    static constexpr std::uint8_t kNoneId = 0xFF;
    static constexpr std::uint8_t kBlackJokerId = 52;
    static constexpr std::uint8_t kRedJokerId = 53;
    static constexpr int kIdCount = 54;

    /// The "no card" value.
    constexpr Card() = default;
    constexpr Card(Rank rank, Suit suit)
        : m_id(static_cast<std::uint8_t>((static_cast<int>(rank) - 2) * 4 + static_cast<int>(suit))) {}

    static constexpr Card joker(JokerColor color) {
        return fromId(color == JokerColor::Black ? kBlackJokerId : kRedJokerId);
    }
    /// `id` in [0, 54): rank-major (2c 2d 2h 2s 3c ... As), then the black and the red joker.
    static constexpr Card fromId(int id) {
        Card c;
        c.m_id = static_cast<std::uint8_t>(id);
        return c;
    }

    constexpr std::uint8_t id() const { return m_id; }
    constexpr bool isValid() const { return m_id < kIdCount; }
    constexpr bool isJoker() const { return m_id == kBlackJokerId || m_id == kRedJokerId; }
    /// Rank and suit are meaningful only for non-joker cards.
    constexpr Rank rank() const { return static_cast<Rank>(m_id / 4 + 2); }
    constexpr Suit suit() const { return static_cast<Suit>(m_id % 4); }
    /// 0 for a two ... 12 for an ace.
    constexpr int rankIndex() const { return m_id / 4; }
    constexpr int suitIndex() const { return m_id % 4; }
    constexpr bool isRed() const {
        return m_id == kRedJokerId || (!isJoker() && (suit() == Suit::Diamonds || suit() == Suit::Hearts));
    }

    constexpr auto operator<=>(const Card&) const = default;

    /// "Td", "3s", "Jk", "Jr"; "--" for no card.
    std::string toString() const;
    /// With a suit symbol for people: "10♦", "3♠", "Joker".
    std::string toPretty() const;

    using Parsed = CardParse;
    /// Parses one card token; anything but exactly one card is an error.
    static CardParse parse(std::string_view text);

private:
    std::uint8_t m_id = kNoneId;
};

static_assert(sizeof(Card) == 1);

struct CardParse {
    std::optional<Card> card;
    CardParseError error = CardParseError::None;
};

/// Rank character for notation: '2'..'9', 'T', 'J', 'Q', 'K', 'A'.
char rankChar(Rank rank);
/// Suit character for notation: 'c', 'd', 'h', 's'.
char suitChar(Suit suit);
/// UTF-8 suit symbol: ♣ ♦ ♥ ♠.
std::string_view suitSymbol(Suit suit);
/// English description of a parse error, for the command-line tool and logs.
std::string_view describe(CardParseError error);

} // namespace core::cards
