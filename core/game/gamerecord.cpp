#include "game/gamerecord.h"

#include <charconv>

namespace core::game {

std::string GameRecord::toText() const {
    std::string out = "# Meja Kartu game record\n";
    out += "game " + game + "\n";
    out += "seed " + std::to_string(seed) + "\n";
    for (const auto& [key, value] : flags) out += "flag " + key + "=" + value + "\n";
    for (const auto& move : moves) out += "move " + move + "\n";
    return out;
}

namespace {

std::string_view trim(std::string_view s) {
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

} // namespace

GameRecord::Parse GameRecord::fromText(std::string_view text) {
    using Error = Parse::Error;
    GameRecord record;
    bool haveGame = false;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = trim(text.substr(start, end - start));
        start = end + 1;
        ++lineNumber;
        if (line.empty() || line.front() == '#') continue;

        const std::size_t space = line.find(' ');
        const std::string_view keyword = line.substr(0, space);
        const std::string_view rest =
            space == std::string_view::npos ? std::string_view() : trim(line.substr(space));
        const auto fail = [&](Error e) { return Parse{std::nullopt, e, lineNumber}; };

        if (keyword == "game") {
            if (rest.empty()) return fail(Error::MissingGame);
            record.game = std::string(rest);
            haveGame = true;
        } else if (keyword == "seed") {
            std::uint64_t seed = 0;
            const auto [ptr, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), seed);
            if (rest.empty() || ec != std::errc() || ptr != rest.data() + rest.size())
                return fail(Error::BadSeed);
            record.seed = seed;
        } else if (keyword == "flag") {
            const std::size_t eq = rest.find('=');
            if (eq == std::string_view::npos || eq == 0) return fail(Error::BadFlag);
            const std::string key(trim(rest.substr(0, eq)));
            if (record.flags.contains(key)) return fail(Error::DuplicateFlag);
            record.flags[key] = std::string(trim(rest.substr(eq + 1)));
        } else if (keyword == "move") {
            record.moves.emplace_back(rest);
        } else {
            return fail(Error::UnknownKeyword);
        }
    }
    if (!haveGame) return Parse{std::nullopt, Error::MissingGame, lineNumber};
    return Parse{std::move(record), Error::None, 0};
}

std::string describe(GameRecord::Parse::Error error) {
    using Error = GameRecord::Parse::Error;
    switch (error) {
    case Error::None:
        return "no error";
    case Error::UnknownKeyword:
        return "unknown line (expected game, seed, flag or move)";
    case Error::MissingGame:
        return "the record names no game";
    case Error::BadSeed:
        return "the seed is not a non-negative whole number";
    case Error::BadFlag:
        return "a flag line is not key=value";
    case Error::DuplicateFlag:
        return "a flag is given twice";
    }
    return "record error";
}

} // namespace core::game
