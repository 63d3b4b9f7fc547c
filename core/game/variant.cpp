#include "game/variant.h"

#include <charconv>

namespace core::game {

std::string describe(const VariantError& error) {
    switch (error.kind) {
    case VariantError::Kind::UnknownPreset:
        return "unknown variant '" + error.key + "'";
    case VariantError::Kind::UnknownFlag:
        return "unknown rule flag '" + error.key + "'";
    case VariantError::Kind::BadValue:
        return "rule flag '" + error.key + "' cannot be '" + error.value + "'";
    case VariantError::Kind::BadSyntax:
        return "cannot read variant '" + error.value + "' (use NAME,flag=value)";
    }
    return "variant error";
}

const FlagSpec* VariantCatalog::find(std::string_view key) const {
    for (const auto& f : flags)
        if (f.key == key) return &f;
    return nullptr;
}

const Preset* VariantCatalog::findPreset(std::string_view id) const {
    for (const auto& p : presets)
        if (p.id == id) return &p;
    return nullptr;
}

FlagValues VariantCatalog::defaults() const {
    FlagValues out;
    for (const auto& f : flags) out[f.key] = f.defaultValue;
    return out;
}

std::optional<FlagValues> VariantCatalog::presetValues(std::string_view id) const {
    const Preset* preset = findPreset(id);
    if (!preset) return std::nullopt;
    FlagValues out = defaults();
    for (const auto& [key, value] : preset->values) out[key] = value;
    return out;
}

std::optional<VariantError> VariantCatalog::validate(const FlagValues& values) const {
    for (const auto& [key, value] : values) {
        const FlagSpec* spec = find(key);
        if (!spec) return VariantError{VariantError::Kind::UnknownFlag, key, value};
        bool ok = false;
        if (spec->kind == FlagKind::Integer) {
            int number = 0;
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
            ok = ec == std::errc() && end == value.data() + value.size() && number >= spec->minimum &&
                 number <= spec->maximum;
        } else {
            for (const auto& choice : spec->choices) ok = ok || choice == value;
        }
        if (!ok) return VariantError{VariantError::Kind::BadValue, key, value};
    }
    return std::nullopt;
}

VariantCatalog::Resolution VariantCatalog::resolve(std::string_view text) const {
    Resolution result;
    std::string_view presetId = presets.empty() ? std::string_view() : std::string_view(presets.front().id);
    std::vector<std::string_view> assignments;
    std::size_t start = 0;
    bool first = true;
    while (start <= text.size()) {
        std::size_t comma = text.find(',', start);
        if (comma == std::string_view::npos) comma = text.size();
        const std::string_view part = text.substr(start, comma - start);
        if (!part.empty()) {
            if (part.find('=') == std::string_view::npos) {
                if (!first) {
                    result.error = VariantError{VariantError::Kind::BadSyntax, {}, std::string(text)};
                    return result;
                }
                presetId = part;
            } else {
                assignments.push_back(part);
            }
        }
        first = false;
        start = comma + 1;
    }

    if (presetId.empty()) {
        result.values = defaults();
    } else if (auto values = presetValues(presetId)) {
        result.values = *values;
    } else {
        result.error = VariantError{VariantError::Kind::UnknownPreset, std::string(presetId), {}};
        return result;
    }

    FlagValues overrides;
    for (std::string_view a : assignments) {
        const std::size_t eq = a.find('=');
        overrides[std::string(a.substr(0, eq))] = std::string(a.substr(eq + 1));
    }
    if (auto error = validate(overrides)) {
        result.error = error;
        return result;
    }
    for (const auto& [key, value] : overrides) result.values[key] = value;
    return result;
}

std::string VariantCatalog::presetOf(const FlagValues& values) const {
    for (const auto& p : presets) {
        const std::optional<FlagValues> presetFlags = presetValues(p.id);
        if (presetFlags && *presetFlags == values) return p.id;
    }
    return {};
}

} // namespace core::game
