#include "playdeal.h"

#include "canasta/bots/canastabots.h"
#include "capsa/bots/capsabots.h"
#include "empatsatu/bots/empatsatubots.h"
#include "game/recordedgame.h"
#include "holdem/bots/holdembots.h"

#include <memory>

namespace core {

namespace {

/// The app's seeding of a bot decision (SessionBase::botTask): the game's seed mixed with a constant, one
/// stream per move number.
constexpr std::uint64_t kBotSeedMix = 0xB07B07B07ULL;

template <game::GameState S, class MakeBot, class Points>
PlayedDeal play(game::FlagValues flags, const std::vector<std::string>& seats, std::uint64_t seed,
                MakeBot&& makeBot, Points&& points) {
    using Rules = typename S::Rules;
    PlayedDeal out;
    const game::VariantCatalog& catalog = Rules::catalog();
    if (catalog.find("players")) flags["players"] = std::to_string(seats.size());
    if (auto error = catalog.validate(flags)) {
        out.error = describe(*error);
        return out;
    }
    game::FlagValues values = catalog.defaults();
    for (const auto& [key, value] : flags) values[key] = value;
    game::RecordedGame<S> game(Rules::fromFlags(values), seed);
    if (game.state().seatCount() != static_cast<int>(seats.size())) {
        out.error = std::string(S::kGameId) + " is played by " + std::to_string(game.state().seatCount()) +
                    " players, not " + std::to_string(seats.size());
        return out;
    }
    std::vector<std::unique_ptr<game::Bot<S>>> bots;
    for (const std::string& name : seats) {
        bots.push_back(makeBot(name));
        if (!bots.back()) {
            out.error = "unknown " + std::string(S::kGameId) + " bot '" + name + "'";
            return out;
        }
    }
    while (!game.state().isDealOver()) {
        const game::Seat seat = game.state().currentSeat();
        cards::Rng rng = cards::Rng::forStream(seed ^ kBotSeedMix, game.moves().size());
        const auto move =
            bots[static_cast<std::size_t>(seat)]->chooseMove(game.state().observation(seat), rng);
        if (game.apply(move)) {
            out.error = "the " + std::string(bots[static_cast<std::size_t>(seat)]->name()) +
                        " bot made an illegal move";
            return out;
        }
    }
    out.points = points(game.state());
    out.record = game.record();
    return out;
}

} // namespace

PlayedDeal playDeal(std::string_view id, game::FlagValues flags, const std::vector<std::string>& seats,
                    std::uint64_t seed) {
    if (id == capsa::CapsaState::kGameId)
        return play<capsa::CapsaState>(flags, seats, seed, capsa::makeBot,
                                       capsa::simulationSpec(capsa::CapsaRules{}).points);
    if (id == empatsatu::EmpatSatuState::kGameId)
        return play<empatsatu::EmpatSatuState>(flags, seats, seed, empatsatu::makeBot,
                                               empatsatu::simulationSpec(empatsatu::EmpatSatuRules{}).points);
    if (id == canasta::State::kGameId)
        return play<canasta::State>(flags, seats, seed, canasta::makeBot,
                                    canasta::simulationSpec(canasta::CanastaRules{}).points);
    if (id == holdem::HoldemState::kGameId)
        return play<holdem::HoldemState>(flags, seats, seed, holdem::makeBot,
                                         holdem::simulationSpec(holdem::HoldemRules{}).points);
    PlayedDeal out;
    out.error = "unknown game '" + std::string(id) + "'";
    return out;
}

} // namespace core
