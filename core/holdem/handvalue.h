#pragma once
// Hand values of Texas Hold'em: the nine categories and a 16-bit strength that orders every five-card hand.

#include <compare>
#include <cstdint>
#include <optional>
#include <string_view>

namespace core::holdem {

/// Hand categories from weakest to strongest (holdem.md §4.5).
enum class Category : std::uint8_t {
    HighCard,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush
};
inline constexpr int kCategoryCount = 9;

/// Strength of the best five cards: higher is better, equal means a split. The category is the value divided
/// by 4096; the rest orders hands within the category (kickers), densely from 0.
using HandValue = std::uint16_t;

inline constexpr int kCategoryShift = 12;

constexpr Category categoryOf(HandValue value) {
    return static_cast<Category>(value >> kCategoryShift);
}

/// Stable English ids for JSON and logs: "straight_flush", "four_of_a_kind", ..., "high_card".
std::string_view categoryId(Category category);
/// The category with this id, or nothing.
std::optional<Category> categoryFromId(std::string_view id);

} // namespace core::holdem
