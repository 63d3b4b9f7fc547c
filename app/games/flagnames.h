#pragma once
// Menu texts for the games' variants: preset names, rule flag names and their choices, translated. Keys are
// the core's flag keys; a key without a text here shows as itself (a test checks that none is missing).

#include "game/variant.h"

#include <QList>
#include <QString>

QString presetTitle(const QString& presetId);
QString flagTitle(const QString& game, const QString& key);
QString choiceTitle(const QString& game, const QString& key, const QString& value);
/// A number flag's value that means something else than a count ("0" rounds: no limit).
struct FlagWord {
    int value = 0;
    QString text; ///< "no limit", "off", "the rule's default (8)"
};
/// The values of a number flag that stand for words, given the other flags (a default may depend on them).
QList<FlagWord> flagWords(const QString& game, const QString& key, const core::game::FlagValues& flags);
/// A number flag's value as the menu shows it: its word, or the number.
QString flagValueText(const QString& game, const QString& key, int value,
                      const core::game::FlagValues& flags);
/// What one game of `game` is under these rules, for the statistics: "One game is 8 rounds.", "One game ends
/// when a side reaches 5000 points." (translated).
QString gameLengthText(const QString& game, const core::game::FlagValues& flags);

/// Whether flagTitle() / presetTitle() / choiceTitle() know the key (for the completeness test).
bool hasFlagTitle(const QString& game, const QString& key);
bool hasPresetTitle(const QString& presetId);
bool hasChoiceTitle(const QString& game, const QString& key, const QString& value);
