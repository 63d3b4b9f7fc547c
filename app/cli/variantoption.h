#pragma once
// --variant NAME[,flag=value...] for a game's rules.

#include "command.h"
#include "game/variant.h"

namespace cli {

/// The flag values chosen by --variant (the default preset when absent); UsageError when unknown.
core::game::FlagValues variantOption(const QCommandLineParser& parser,
                                     const core::game::VariantCatalog& catalog);

inline QCommandLineOption variantOptionSpec() {
    return {QStringLiteral("variant"),
            QStringLiteral("Preset name and/or flags: NAME[,flag=value...] (see 'variants')."),
            QStringLiteral("NAME")};
}

} // namespace cli
