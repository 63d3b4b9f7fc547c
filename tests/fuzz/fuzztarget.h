#pragma once
// Shared by the fuzz targets: the libFuzzer entry points, and FUZZ_CHECK, which stops at once (abort, so the
// fuzzer keeps the input) when a property the target states does not hold.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv);

#define FUZZ_CHECK(condition)                                                                                \
    do {                                                                                                     \
        if (!(condition)) {                                                                                  \
            std::fprintf(stderr, "%s:%d: property does not hold: %s\n", __FILE__, __LINE__, #condition);     \
            std::abort();                                                                                    \
        }                                                                                                    \
    } while (false)

/// For targets that need no set-up.
#define FUZZ_NO_INITIALIZE                                                                                   \
    extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {                                           \
        (void)argc;                                                                                          \
        (void)argv;                                                                                          \
        return 0;                                                                                            \
    }
