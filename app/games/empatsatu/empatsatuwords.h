#pragma once
// Empat Satu's own words in the shared texts: a hand, costs in percentage points of the chance of winning
// it (games/gamewords.h).

#include "games/gamewords.h"

GameWords empatSatuWords();
