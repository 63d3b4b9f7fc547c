# Shared by scripts/run and scripts/test: install the Debian packages that are missing, then configure and
# build Release in build/. Sourced, not run.

MEJAKARTU_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${MEJAKARTU_BUILD_DIR:-$MEJAKARTU_ROOT/build}"

# Build tools, Qt 6 (Core Gui Widgets Svg Concurrent Charts Test LinguistTools; Charts needs the OpenGL
# development files, which its package does not pull in) and a font for offscreen rendering;
# the desktop files' validators (tests), what cpack needs for the .deb (dpkg-shlibdeps, file), and an X server
# for scripts/bench-startup.
PACKAGES=(
    cmake ninja-build g++
    qt6-base-dev qt6-svg-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libgl-dev fonts-dejavu-core
    desktop-file-utils appstream shared-mime-info
    dpkg-dev file
    xvfb xauth
)

# Only for ./scripts/test --fuzz: clang 14 with its libFuzzer and sanitizer runtimes.
FUZZ_PACKAGES=(clang-14 libclang-rt-14-dev)

# Installs the missing ones of PACKAGES, or of the packages given.
install_missing_packages() {
    local wanted=("${PACKAGES[@]}")
    [ $# -gt 0 ] && wanted=("$@")
    local missing=()
    for p in "${wanted[@]}"; do
        dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing packages: ${missing[*]}"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null 2>&1 || { echo "error: need root or sudo to install ${missing[*]}" >&2; exit 1; }
        sudo="sudo"
    fi
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
}

configure_and_build() {
    if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
        cmake -S "$MEJAKARTU_ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
    fi
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

# Builds the fuzz targets (build-fuzz/, clang) and runs each for $1 seconds on a working copy of its corpus
# (the committed corpus and past findings are read, never written). Prints each target's executions.
run_fuzzers() {
    local seconds=$1 dir="$MEJAKARTU_ROOT/build-fuzz" failed=0 passed=0
    local clang
    clang=$(command -v clang++ || command -v clang++-14 || true)
    if [ -z "$clang" ]; then
        echo "fuzz: clang++ not found, the fuzz targets are not built"
        return 0
    fi
    cmake --preset fuzz -S "$MEJAKARTU_ROOT" -DCMAKE_CXX_COMPILER="$clang" >/dev/null
    cmake --build "$dir" --parallel "$(nproc)"
    mkdir -p "$dir/findings"
    local src="$MEJAKARTU_ROOT/tests/fuzz"
    for target in $(cd "$src/corpus" && ls); do
        local work="$dir/corpus/$target"
        mkdir -p "$work"
        if "$dir/tests/fuzz/$target" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 \
            -print_final_stats=1 -artifact_prefix="$dir/findings/$target-" \
            "$work" "$src/corpus/$target" "$src/regressions/$target" >"$dir/$target.log" 2>&1; then
            passed=$((passed + 1))
            echo "fuzz: $target: $(grep -o 'number_of_executed_units: [0-9]*' "$dir/$target.log" | grep -o '[0-9]*') executions in ${seconds} s, no finding"
        else
            failed=$((failed + 1))
            echo "fuzz: $target: FINDING (see $dir/$target.log and $dir/findings/)"
            tail -n 40 "$dir/$target.log"
        fi
    done
    echo "fuzz: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}
