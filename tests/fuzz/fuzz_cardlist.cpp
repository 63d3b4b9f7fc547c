// Fuzz target: card lists as a person types them ("9c Jd", "10h,Jk"). Whatever the bytes, parsing answers
// (cards or a reason); cards it accepts print and parse back to the same cards.
#include "cards/cardlist.h"
#include "fuzztarget.h"

#include <string_view>

FUZZ_NO_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace core::cards;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (Duplicates duplicates : {Duplicates::Refuse, Duplicates::Allow}) {
        const CardListParse parsed = parseCardList(text, duplicates);
        if (parsed.error != CardParseError::None || parsed.duplicate) {
            FUZZ_CHECK(!describe(parsed.error).empty() || parsed.duplicate);
            continue;
        }
        const CardListParse again = parseCardList(formatCards(parsed.cards), duplicates);
        FUZZ_CHECK(again.error == CardParseError::None && !again.duplicate);
        FUZZ_CHECK(again.cards == parsed.cards);
        FUZZ_CHECK(!prettyCards(parsed.cards).empty() || parsed.cards.empty());
    }
    return 0;
}
