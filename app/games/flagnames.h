#pragma once
// Menu texts for the games' variants: preset names, rule flag names and their choices, translated. Keys are
// the core's flag keys; a key without a text here shows as itself (a test checks that none is missing).

#include <QString>

QString presetTitle(const QString& presetId);
QString flagTitle(const QString& game, const QString& key);
QString choiceTitle(const QString& game, const QString& key, const QString& value);
/// Whether flagTitle() / presetTitle() / choiceTitle() know the key (for the completeness test).
bool hasFlagTitle(const QString& game, const QString& key);
bool hasPresetTitle(const QString& presetId);
bool hasChoiceTitle(const QString& game, const QString& key, const QString& value);
