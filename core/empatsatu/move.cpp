#include "empatsatu/move.h"

#include <algorithm>
#include <cctype>

namespace core::empatsatu {

std::string Move::toString() const {
    switch (kind) {
    case Kind::Stop:
        return "stop";
    case Kind::Draw:
        return "draw";
    case Kind::Take:
        return "take";
    case Kind::Discard:
        return "discard " + card.toString();
    case Kind::End:
        return "end";
    }
    return {};
}

std::optional<Move> Move::parse(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "stop") return stop();
    if (lower == "draw") return draw();
    if (lower == "take") return take();
    if (lower == "end") return end();
    constexpr std::string_view kDiscard = "discard ";
    if (lower.starts_with(kDiscard)) {
        const auto parsed = cards::Card::parse(text.substr(kDiscard.size()));
        if (parsed.card && !parsed.card->isJoker()) return discard(*parsed.card);
    }
    return std::nullopt;
}

std::string_view describe(Refusal refusal) {
    switch (refusal) {
    case Refusal::HandOver:
        return "the hand is over";
    case Refusal::WrongPhase:
        return "that is not possible at this point of the turn";
    case Refusal::StopNotAtTurnStart:
        return "a player may stop only at the start of the turn";
    case Refusal::StopNotQualified:
        return "the hand does not allow stopping";
    case Refusal::StockEmpty:
        return "the stock is empty";
    case Refusal::StockNotEmpty:
        return "the stock still has cards: draw or take";
    case Refusal::TakeOnFirstTurn:
        return "nothing has been discarded yet in this hand";
    case Refusal::RediscardTaken:
        return "the card just taken may not be discarded again";
    case Refusal::NotInHand:
        return "that card is not in the hand";
    }
    return "refused";
}

} // namespace core::empatsatu
