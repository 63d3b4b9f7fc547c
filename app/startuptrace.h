#pragma once
// Start-up profiling: with MEJAKARTU_STARTUP_TRACE=1 in the environment, startupTrace("what") prints to
// stderr the milliseconds since the program was started. Otherwise it costs one test of a flag.

void startupTrace(const char* what);
