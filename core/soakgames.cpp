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

// Whether a variant text sets the player count itself ("PRESET,players=3", "players=3").
bool textSetsPlayers(std::string_view variant) {
    while (!variant.empty()) {
        const std::size_t comma = variant.find(',');
        if (variant.substr(0, comma).starts_with("players=")) return true;
        if (comma == std::string_view::npos) break;
        variant.remove_prefix(comma + 1);
    }
    return false;
}

template <class Rules>
std::vector<Rules> ruleSets(std::string_view variant, std::string* error) {
    std::vector<Rules> out;
    for (const SoakRuleSet& set : soakRuleSets(Rules::catalog(), variant, error))
        out.push_back(Rules::fromFlags(set.flags));
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

std::vector<SoakRuleSet> soakRuleSets(const game::VariantCatalog& catalog, std::string_view variant,
                                      std::string* error) {
    error->clear();
    struct Base {
        std::string variant;
        game::FlagValues flags;
        bool playersFixed = false;
    };
    std::vector<Base> bases;
    if (variant == "all") {
        for (const game::Preset& p : catalog.presets)
            bases.push_back({p.id, *catalog.presetValues(p.id), p.values.contains("players")});
    } else {
        const auto resolved = catalog.resolve(variant);
        if (resolved.error) {
            *error = game::describe(*resolved.error);
            return {};
        }
        const std::string_view presetId = variant.substr(0, variant.find(','));
        const game::Preset* preset = catalog.findPreset(presetId);
        const bool fixed = textSetsPlayers(variant) || (preset && preset->values.contains("players"));
        bases.push_back({std::string(variant), resolved.values, fixed});
    }
    std::vector<SoakRuleSet> out;
    const game::FlagSpec* players = catalog.find("players");
    for (Base& base : bases) {
        if (!players || base.playersFixed) {
            out.push_back({base.variant, base.flags});
            continue;
        }
        for (int n = players->minimum; n <= players->maximum; ++n) {
            base.flags["players"] = std::to_string(n);
            out.push_back({base.variant, base.flags});
        }
    }
    return out;
}

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
