#pragma once
// Capsa's own words in the shared texts: a deal (a round in the statistics), costs in Capsa points, a play
// written as its table writes it (games/gamewords.h).

#include "games/gamewords.h"

GameWords capsaWords();
