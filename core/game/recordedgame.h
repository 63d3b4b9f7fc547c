#pragma once
// A game state together with how it came about (rules, seed, moves), so it can be saved as a GameRecord and
// rebuilt move by move. The search works on bare states; the app, the CLI and the tests use this.

#include "game/gamerecord.h"
#include "game/gamestate.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace core::game {

struct ReplayError {
    enum class Kind : unsigned char { WrongGame, BadVariant, BadMove, RefusedMove, NoNextDeal };
    Kind kind = Kind::BadMove;
    int moveIndex = -1; ///< 0-based index into the record's moves
    std::string detail;
};

/// English description, for the command-line tool and logs.
inline std::string describe(const ReplayError& e) {
    switch (e.kind) {
    case ReplayError::Kind::WrongGame:
        return "the record is for another game (" + e.detail + ")";
    case ReplayError::Kind::BadVariant:
        return "the record's rule flags are not valid: " + e.detail;
    case ReplayError::Kind::BadMove:
        return "move " + std::to_string(e.moveIndex + 1) + " cannot be read: '" + e.detail + "'";
    case ReplayError::Kind::RefusedMove:
        return "move " + std::to_string(e.moveIndex + 1) + " is not legal at that point: '" + e.detail + "'";
    case ReplayError::Kind::NoNextDeal:
        return "move " + std::to_string(e.moveIndex + 1) + " starts a deal while the current one is not over";
    }
    return "replay error";
}

template <GameState S>
class RecordedGame {
public:
    using Move = typename S::Move;
    using Rules = typename S::Rules;
    using Refusal = typename S::Refusal;

    RecordedGame(const Rules& rules, std::uint64_t seed) : m_seed(seed), m_state(rules, seed) {}

    const S& state() const { return m_state; }
    std::uint64_t seed() const { return m_seed; }
    /// Moves applied so far, with kNextDealMove entries between deals.
    const std::vector<std::string>& moves() const { return m_moves; }

    std::optional<Refusal> apply(const Move& move) {
        auto refusal = m_state.apply(move);
        if (!refusal) m_moves.push_back(move.toString());
        return refusal;
    }

    bool startNextDeal() {
        if (!m_state.startNextDeal()) return false;
        m_moves.emplace_back(kNextDealMove);
        return true;
    }

    GameRecord record() const {
        return GameRecord{std::string(S::kGameId), m_seed, m_state.rules().toFlags(), m_moves};
    }

    struct Rebuild {
        std::optional<RecordedGame> game;
        std::optional<ReplayError> error;
    };

    /// Replays a record through the rules; any unreadable or illegal move is an error.
    static Rebuild rebuild(const GameRecord& record) {
        using Kind = ReplayError::Kind;
        if (record.game != S::kGameId) return {std::nullopt, ReplayError{Kind::WrongGame, -1, record.game}};
        const VariantCatalog& catalog = Rules::catalog();
        if (auto error = catalog.validate(record.flags))
            return {std::nullopt, ReplayError{Kind::BadVariant, -1, describe(*error)}};
        FlagValues flags = catalog.defaults();
        for (const auto& [key, value] : record.flags) flags[key] = value;

        RecordedGame game(Rules::fromFlags(flags), record.seed);
        for (int i = 0; i < static_cast<int>(record.moves.size()); ++i) {
            const std::string& text = record.moves[static_cast<std::size_t>(i)];
            if (text == kNextDealMove) {
                if (!game.startNextDeal()) return {std::nullopt, ReplayError{Kind::NoNextDeal, i, text}};
                continue;
            }
            const std::optional<Move> move = Move::parse(text);
            if (!move) return {std::nullopt, ReplayError{Kind::BadMove, i, text}};
            if (game.apply(*move)) return {std::nullopt, ReplayError{Kind::RefusedMove, i, text}};
        }
        return {std::move(game), std::nullopt};
    }

private:
    std::uint64_t m_seed = 0;
    S m_state;
    std::vector<std::string> m_moves;
};

} // namespace core::game
