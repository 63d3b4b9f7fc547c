#include "holdem/handvalue.h"

#include <array>

namespace core::holdem {

namespace {
constexpr std::array<std::string_view, kCategoryCount> kIds = {
    "high_card", "pair",       "two_pair",       "three_of_a_kind", "straight",
    "flush",     "full_house", "four_of_a_kind", "straight_flush"};
} // namespace

std::string_view categoryId(Category category) {
    return kIds[static_cast<int>(category)];
}

std::optional<Category> categoryFromId(std::string_view id) {
    for (int i = 0; i < kCategoryCount; ++i)
        if (kIds[i] == id) return static_cast<Category>(i);
    return std::nullopt;
}

} // namespace core::holdem
