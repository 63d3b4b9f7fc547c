// Fuzz target: the Hold'em odds panel's inputs. The first bytes choose the hole cards, the board, the number
// of opponents and the method; every result must be a probability distribution of the right size. Inputs
// are kept within each function's stated domain (two hole cards, 0/3/4/5 board cards, all distinct), as the
// app and the command-line tool check them first.
#include "fuzztarget.h"
#include "holdem/distribution.h"
#include "holdem/equity.h"
#include "holdem/outs.h"

#include <cmath>
#include <cstring>

FUZZ_NO_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace core::holdem;
    using core::cards::Card;
    using core::cards::CardSet;
    if (size < 9) return 0;
    // Seven card ids (hole, hole, up to five board cards), the board size, the opponents and the method.
    CardSet used;
    Card chosen[7];
    for (int i = 0; i < 7; ++i) {
        Card c = Card::fromId(data[i] % 52);
        while (used.contains(c)) c = Card::fromId((c.id() + 1) % 52);
        used.add(c);
        chosen[i] = c;
    }
    static constexpr int kBoardSizes[4] = {0, 3, 4, 5};
    const int boardSize = kBoardSizes[data[7] % 4];
    const int opponents = 1 + data[8] % 8;
    CardSet hole{chosen[0], chosen[1]};
    CardSet board;
    for (int i = 0; i < boardSize; ++i) board.add(chosen[2 + i]);

    // Monte Carlo with a few samples; exact where it is affordable and quick (from the flop on).
    EquityOptions options;
    options.opponents = opponents;
    const bool exact = boardSize >= 3 && exactAffordable(boardSize, opponents) && (data[7] & 4);
    options.method = exact ? EquityMethod::Exact : EquityMethod::MonteCarlo;
    options.samples = 1 + (size > 9 ? data[9] : 0) * 4;
    options.seed = size > 10 ? data[10] : 1;
    if (const auto eq = equity(hole, board, options)) {
        FUZZ_CHECK(eq->wins + eq->ties + eq->losses == eq->showdowns);
        FUZZ_CHECK(eq->win() >= 0 && eq->win() <= 1 && eq->share() >= 0 && eq->share() <= 1 + 1e-9);
    }
    if (boardSize == 3 || boardSize == 4) {
        for (const Out& o : outs(hole, board)) {
            FUZZ_CHECK(!(hole | board).contains(o.card));
            FUZZ_CHECK(o.to > o.from);
        }
    }
    if (boardSize >= 3) {
        FUZZ_CHECK(categoryDistribution(hole, board).total() > 0);
    }

    // Pot odds and the call verdict take any numbers the table shows, also odd ones.
    if (size >= 9 + 8 + 8 + 8 + 2) {
        double call = 0, pot = 0, share = 0;
        std::memcpy(&call, data + 11, 8);
        std::memcpy(&pot, data + 19, 8);
        std::memcpy(&share, data + 27, 8);
        const double odds = potOdds(call, pot);
        if (std::isfinite(call) && std::isfinite(pot) && call >= 0 && pot >= 0)
            FUZZ_CHECK(odds >= 0 && odds <= 1);
        callVerdict(share, call, pot);
    }
    return 0;
}
