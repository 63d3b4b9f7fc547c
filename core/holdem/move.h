#pragma once
// A Hold'em action. Raises name the total the player's bet reaches on this street ("raise 12" = make it 12),
// which is also how a first bet is written; "allin" puts the whole stack in, whatever that amounts to.

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace core::holdem {

struct Move {
    /// In the order legalMoves() lists them.
    enum class Kind : unsigned char { Fold, Check, Call, Raise, AllIn };
    Kind kind = Kind::Fold;
    int amount = 0; ///< Raise only: the player's total bet on this street after the raise

    static Move fold() { return {Kind::Fold, 0}; }
    static Move check() { return {Kind::Check, 0}; }
    static Move call() { return {Kind::Call, 0}; }
    /// A bet (nothing bet yet on this street) or a raise, to `total` chips this street.
    static Move raiseTo(int total) { return {Kind::Raise, total}; }
    static Move allIn() { return {Kind::AllIn, 0}; }

    auto operator<=>(const Move&) const = default;

    /// "fold", "check", "call", "raise 12", "allin".
    std::string toString() const;
    /// Reads toString()'s forms; also "bet N" (= "raise N") and "all-in".
    static std::optional<Move> parse(std::string_view text);
};

} // namespace core::holdem
