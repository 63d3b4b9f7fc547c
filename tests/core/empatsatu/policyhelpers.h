#pragma once
// Policy views and rule variants for the Empat Satu bot tests.

#include "empatsatu/bots/greedypolicy.h"
#include "testhelpers.h"

#include <QTest>

#include <string>

namespace empatsatutest {

/// What a policy sees: `hand` in `phase`, `takeable` offered ("" for none), `stock` cards left.
inline core::empatsatu::PolicyView policyViewOf(core::empatsatu::Phase phase, const char* hand,
                                                const char* takeable = "", int stock = 30) {
    core::empatsatu::PolicyView v;
    v.phase = phase;
    v.hand = set(hand);
    v.stockCount = stock;
    if (*takeable) v.takeable = card(takeable);
    return v;
}

/// The rules of a variant text ("preset,flag=value,...").
inline core::empatsatu::EmpatSatuRules variantRules(const std::string& text) {
    using core::empatsatu::EmpatSatuRules;
    const auto resolved = EmpatSatuRules::catalog().resolve(text);
    if (resolved.error) qFatal("bad variant in a test: %s", text.c_str());
    return EmpatSatuRules::fromFlags(resolved.values);
}

/// Data rows "variant" (a QString column the caller has added): every preset with 2, 4 and 6 players.
inline void addPresetRows() {
    for (const auto& p : core::empatsatu::EmpatSatuRules::catalog().presets)
        for (int players : {2, 4, 6})
            QTest::addRow("%s %d", p.id.c_str(), players)
                << QString::fromStdString(p.id + ",players=" + std::to_string(players));
}

} // namespace empatsatutest
