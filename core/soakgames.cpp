#include "soakgames.h"

#include "canasta/bots/canastabots.h"
#include "canasta/state.h"
#include "capsa/bots/capsabots.h"
#include "capsa/state.h"
#include "empatsatu/bots/empatsatubots.h"
#include "empatsatu/state.h"
#include "holdem/bots/holdembots.h"
#include "holdem/state.h"

namespace core {

namespace {

using game::FlagValues;

// The rule sets for a variant text, each at every player count unless the text or its preset sets one.
template <class Rules>
std::vector<Rules> ruleSets(std::string_view variant, std::string* error) {
    const game::VariantCatalog& catalog = Rules::catalog();
    std::vector<std::pair<FlagValues, bool>> bases; // values, player count fixed
    const auto presetSetsPlayers = [](const game::Preset& p) { return p.values.contains("players"); };
    if (variant == "all") {
        for (const game::Preset& p : catalog.presets)
            bases.emplace_back(*catalog.presetValues(p.id), presetSetsPlayers(p));
    } else {
        const auto resolved = catalog.resolve(variant);
        if (resolved.error) {
            *error = game::describe(*resolved.error);
            return {};
        }
        const std::string_view presetId = variant.substr(0, variant.find(','));
        const game::Preset* preset = catalog.findPreset(presetId);
        const bool fixed =
            variant.find("players=") != std::string_view::npos || (preset && presetSetsPlayers(*preset));
        bases.emplace_back(resolved.values, fixed);
    }
    std::vector<Rules> out;
    const game::FlagSpec* players = catalog.find("players");
    for (auto& [values, fixed] : bases) {
        if (!players || fixed) {
            out.push_back(Rules::fromFlags(values));
            continue;
        }
        for (int n = players->minimum; n <= players->maximum; ++n) {
            values["players"] = std::to_string(n);
            out.push_back(Rules::fromFlags(values));
        }
    }
    return out;
}

template <class S, class MakeBot>
game::SoakReport run(std::string_view variant, const game::SoakOptions& options, std::string* error,
                     MakeBot makeBot) {
    game::SoakSpec<S> spec;
    spec.ruleSets = ruleSets<typename S::Rules>(variant, error);
    if (spec.ruleSets.empty()) return {};
    spec.makeBot = makeBot;
    return game::soak(spec, options);
}

} // namespace

game::SoakReport soakGame(std::string_view game, std::string_view variant, const game::SoakOptions& options,
                          std::string* error) {
    error->clear();
    if (game == "capsa") return run<capsa::CapsaState>(variant, options, error, capsa::makeBot);
    if (game == "canasta") return run<canasta::State>(variant, options, error, canasta::makeBot);
    if (game == "holdem") return run<holdem::HoldemState>(variant, options, error, holdem::makeBot);
    if (game == "empatsatu")
        return run<empatsatu::EmpatSatuState>(variant, options, error, empatsatu::makeBot);
    *error = "unknown game '" + std::string(game) + "' (capsa, canasta, holdem, empatsatu)";
    return {};
}

} // namespace core
