#include "holdem/move.h"

#include <charconv>

namespace core::holdem {

std::string Move::toString() const {
    switch (kind) {
    case Kind::Fold:
        return "fold";
    case Kind::Check:
        return "check";
    case Kind::Call:
        return "call";
    case Kind::Raise:
        return "raise " + std::to_string(amount);
    case Kind::AllIn:
        return "allin";
    }
    return {};
}

std::optional<Move> Move::parse(std::string_view text) {
    if (text == "fold") return fold();
    if (text == "check") return check();
    if (text == "call") return call();
    if (text == "allin" || text == "all-in") return allIn();
    for (std::string_view prefix : {std::string_view("raise "), std::string_view("bet ")}) {
        if (!text.starts_with(prefix)) continue;
        const std::string_view number = text.substr(prefix.size());
        int value = 0;
        const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
        if (error != std::errc() || end != number.data() + number.size() || number.empty() || value <= 0)
            return std::nullopt;
        if (number.front() == '+' || number.front() == '0') return std::nullopt; // one spelling per amount
        return raiseTo(value);
    }
    return std::nullopt;
}

} // namespace core::holdem
