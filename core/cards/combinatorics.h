#pragma once
// Counting card combinations.

#include <cstdint>

namespace core::cards {

/// C(n, k): the number of ways to pick k of n cards (0 when k < 0 or k > n). Exact for any n of a pack or
/// two: each step's product is divisible by i.
inline constexpr std::uint64_t choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i)
        r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}

static_assert(choose(52, 4) == 270725 && choose(13, 2) == 78 && choose(3, 4) == 0);

} // namespace core::cards
