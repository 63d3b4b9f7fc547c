#pragma once
// One step of a Canasta turn. A turn is several moves: draw (or take the pile), then melds and additions one
// at a time, then a discard (or going out). Moves name card faces; the state picks the physical copies. Text
// form:
//   draw | draw 2                     draw from the stock (2: the 15-card two-hand game)
//   take | take 7c 7s | take 7s Jk    take the pile: add its top card to the side's meld, or meld it with
//                                     these cards from the hand (a natural pair, or a natural and a wild)
//   meld 7c 7d 7s | meld 7c 7s 2d     a new meld of three cards (more are added one by one)
//   add 7h to 7 | add Jk to 7         one card onto the side's meld of that rank ("3" for black threes)
//   discard 9c
//   ask | yes | no                    "may I go out?" and the partner's answer
//   pass                              after the stock ran out: do not take the last discard (the hand ends)
//   stop                              after drawing a red 3 as the last stock card: end the hand without a
//                                     discard

#include "cards/card.h"

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace core::canasta {

using cards::Card;

enum class MoveKind : std::uint8_t { Draw, Take, Meld, Add, Discard, Ask, Answer, Pass, Stop };

struct Move {
    MoveKind kind = MoveKind::Pass;
    /// Draw: cards to draw; Add: target slot (Card::rankIndex()); Answer: 1 = yes; Meld and Take: the number
    /// of cards given (a meld of more than three is refused, not cut short).
    std::uint8_t arg = 0;
    std::array<Card, 3> cards{}; ///< sorted; unused entries are Card() (sorts last)

    static Move draw(int count = 1);
    /// `used`: the hand cards melded with the top card (none, two naturals, or a natural and a wild).
    static Move take(std::span<const Card> used = {});
    static Move meld(std::span<const Card> three);
    static Move add(Card card, int slot);
    static Move discard(Card card);
    static Move ask() { return Move{MoveKind::Ask, 0, {}}; }
    static Move answer(bool yes) {
        return Move{MoveKind::Answer, static_cast<std::uint8_t>(yes ? 1 : 0), {}};
    }
    static Move pass() { return Move{MoveKind::Pass, 0, {}}; }
    static Move stop() { return Move{MoveKind::Stop, 0, {}}; }

    int cardCount() const;
    std::span<const Card> usedCards() const { return {cards.data(), static_cast<std::size_t>(cardCount())}; }
    Card card() const { return cards[0]; }

    auto operator<=>(const Move&) const = default;
    std::string toString() const;
    static std::optional<Move> parse(std::string_view text);
};

} // namespace core::canasta
