#pragma once
// Processor time of the calling thread: decision timings that a busy machine does not inflate, next to the
// wall-clock ones a person feels.

#include <ctime>
#include <time.h>

namespace core::game {

/// Milliseconds of processor time used so far by the calling thread (the POSIX thread clock; the process
/// clock where there is none).
inline double threadCpuMillis() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
#else
    return 1e3 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
#endif
}

} // namespace core::game
