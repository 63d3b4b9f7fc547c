#pragma once
// Variants are data: a game publishes its rule flags (key, kind, allowed values, default) and named presets.
// Menus, the command line and saved games all speak in these keys and values; code branches on the flags of a
// game's Rules struct, never on a preset's name.

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core::game {

enum class FlagKind : unsigned char { Bool, Choice, Integer };

/// One rule flag as menus and the command line see it.
struct FlagSpec {
    std::string key; ///< e.g. "bombBeatsSingle"
    FlagKind kind = FlagKind::Bool;
    std::vector<std::string> choices; ///< Choice: allowed values; Bool: "off", "on"
    int minimum = 0;                  ///< Integer only
    int maximum = 0;                  ///< Integer only
    std::string defaultValue;
};

/// Flag key -> value, e.g. {"bombBeatsSingle": "on", "straightWindows": "LowAceTwo"}.
using FlagValues = std::map<std::string, std::string>;

/// A named set of flag values; flags it does not mention keep their defaults. It names only the flags it
/// changes from the defaults (FlagTable::changes), so naming "players" means it fixes the player count.
struct Preset {
    std::string id; ///< e.g. "capsa-indonesia"; translated for display by the app
    FlagValues values;
};

struct VariantError {
    enum class Kind : unsigned char { UnknownPreset, UnknownFlag, BadValue, BadSyntax };
    Kind kind = Kind::BadSyntax;
    std::string key;
    std::string value;
};

/// English description of a variant error, for the command-line tool and logs.
std::string describe(const VariantError& error);

/// Everything a game publishes about its variants.
class VariantCatalog {
public:
    std::string game;
    std::vector<FlagSpec> flags;
    std::vector<Preset> presets; ///< the first one is the default

    const FlagSpec* find(std::string_view key) const;
    const Preset* findPreset(std::string_view id) const;
    /// Every flag at its default value.
    FlagValues defaults() const;
    /// Every flag, as the preset sets it.
    std::optional<FlagValues> presetValues(std::string_view id) const;
    /// Checks that every key exists and every value is allowed.
    std::optional<VariantError> validate(const FlagValues& values) const;

    struct Resolution {
        FlagValues values;
        std::optional<VariantError> error;
    };
    /// Reads "PRESET", "PRESET,flag=value,..." or "flag=value,..." (applied to the default preset); an empty
    /// text is the default preset.
    Resolution resolve(std::string_view text) const;
    /// The id of the preset whose values equal `values` (all flags), or an empty string for a custom set.
    std::string presetOf(const FlagValues& values) const;
};

/// Binds the fields of a game's Rules struct to flag keys, so the conversion to and from flag values is
/// written once per flag.
template <class Rules>
class FlagTable {
public:
    FlagTable& boolean(std::string key, bool Rules::*member) {
        FlagSpec spec{std::move(key), FlagKind::Bool, {"off", "on"}, 0, 0, {}};
        m_entries.push_back({std::move(spec),
                             [member](const Rules& r) { return std::string(r.*member ? "on" : "off"); },
                             [member](Rules& r, const std::string& v) { r.*member = (v == "on"); }});
        return *this;
    }

    template <class E>
    FlagTable& choice(std::string key, E Rules::*member, std::vector<std::pair<E, std::string>> names) {
        FlagSpec spec{std::move(key), FlagKind::Choice, {}, 0, 0, {}};
        for (const auto& entry : names) spec.choices.push_back(entry.second);
        m_entries.push_back({std::move(spec),
                             [member, names](const Rules& r) {
                                 for (const auto& [value, name] : names)
                                     if (r.*member == value) return name;
                                 return std::string();
                             },
                             [member, names](Rules& r, const std::string& v) {
                                 for (const auto& [value, name] : names)
                                     if (name == v) r.*member = value;
                             }});
        return *this;
    }

    FlagTable& integer(std::string key, int Rules::*member, int minimum, int maximum) {
        FlagSpec spec{std::move(key), FlagKind::Integer, {}, minimum, maximum, {}};
        m_entries.push_back({std::move(spec), [member](const Rules& r) { return std::to_string(r.*member); },
                             [member](Rules& r, const std::string& v) { r.*member = std::stoi(v); }});
        return *this;
    }

    /// The specs, with defaults taken from `defaults`.
    std::vector<FlagSpec> specs(const Rules& defaults = Rules{}) const {
        std::vector<FlagSpec> out;
        for (const auto& e : m_entries) {
            FlagSpec spec = e.spec;
            spec.defaultValue = e.get(defaults);
            out.push_back(std::move(spec));
        }
        return out;
    }

    FlagValues toFlags(const Rules& rules) const {
        FlagValues out;
        for (const auto& e : m_entries) out[e.spec.key] = e.get(rules);
        return out;
    }

    /// Only the flags whose values in `rules` differ from `base`: what a preset names. A preset names only
    /// what it changes, so a flag it names (the player count above all) is one it means to set.
    FlagValues changes(const Rules& rules, const Rules& base = Rules{}) const {
        FlagValues out;
        for (const auto& e : m_entries) {
            std::string value = e.get(rules);
            if (value != e.get(base)) out[e.spec.key] = std::move(value);
        }
        return out;
    }

    /// Values must have been validated by the catalog; keys not given keep `base`'s values.
    Rules fromFlags(const FlagValues& values, Rules base = Rules{}) const {
        for (const auto& e : m_entries) {
            const auto it = values.find(e.spec.key);
            if (it != values.end()) e.set(base, it->second);
        }
        return base;
    }

private:
    struct Entry {
        FlagSpec spec;
        std::function<std::string(const Rules&)> get;
        std::function<void(Rules&, const std::string&)> set;
    };
    std::vector<Entry> m_entries;
};

} // namespace core::game
