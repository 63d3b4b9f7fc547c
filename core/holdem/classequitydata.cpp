// The class-against-class equity table as computed by tools/pushfoldtables.cpp (see classequity.h).
#include "holdem/classequity.h"
#include "holdem/handvshand.h"

#include <array>
#include <cstddef>
#include <cstdint>

namespace core::holdem {

namespace {

// Half-points of class i against class j for i <= j, row by row (169 * 170 / 2 entries).
constexpr std::array<std::uint32_t, kHandClasses*(kHandClasses + 1) / 2> kUpperTriangle = {
#include "holdem/data/classequity.inc"
};

} // namespace

const ClassEquity& storedClassEquity() {
    static const ClassEquity table = [] {
        ClassEquity out;
        out.pairs = classPairs();
        std::size_t next = 0;
        for (std::size_t i = 0; i < kHandClasses; ++i) {
            for (std::size_t j = i; j < kHandClasses; ++j) {
                out.halfPoints[i][j] = kUpperTriangle[next++];
                if (j != i)
                    out.halfPoints[j][i] = 2 * kHeadsUpBoards * out.pairs[j][i] - out.halfPoints[i][j];
            }
        }
        return out;
    }();
    return table;
}

} // namespace core::holdem
