// Fuzz target: variant strings ("capsa-banting,bombBeatsSingle=on") for every game, and the text form of a
// game record. A text is either refused with a reason or gives valid flags that survive the rules struct;
// a record that reads prints and reads back the same.
#include "canasta/rules.h"
#include "capsa/rules.h"
#include "empatsatu/rules.h"
#include "fuzztarget.h"
#include "game/gamerecord.h"
#include "holdem/rules.h"

#include <string_view>

FUZZ_NO_INITIALIZE

namespace {

template <class Rules>
void variant(std::string_view text) {
    const core::game::VariantCatalog& catalog = Rules::catalog();
    const auto resolved = catalog.resolve(text);
    if (resolved.error) {
        FUZZ_CHECK(!core::game::describe(*resolved.error).empty());
        return;
    }
    FUZZ_CHECK(!catalog.validate(resolved.values));
    const Rules rules = Rules::fromFlags(resolved.values);
    const core::game::FlagValues flags = rules.toFlags();
    FUZZ_CHECK(!catalog.validate(flags));
    FUZZ_CHECK(Rules::fromFlags(flags).toFlags() == flags);
    catalog.presetOf(flags);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    variant<core::capsa::CapsaRules>(text);
    variant<core::canasta::CanastaRules>(text);
    variant<core::holdem::HoldemRules>(text);
    variant<core::empatsatu::EmpatSatuRules>(text);

    const auto parsed = core::game::GameRecord::fromText(text);
    if (!parsed.record) {
        FUZZ_CHECK(!core::game::describe(parsed.error).empty());
        return 0;
    }
    const auto again = core::game::GameRecord::fromText(parsed.record->toText());
    FUZZ_CHECK(again.record && *again.record == *parsed.record);
    return 0;
}
