# Shared by scripts/run and scripts/test: install the Debian packages that are missing, then configure and
# build Release in build/. Sourced, not run.

MEJAKARTU_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${MEJAKARTU_BUILD_DIR:-$MEJAKARTU_ROOT/build}"

# Build tools, Qt 6 (Core Gui Widgets Svg Concurrent Test LinguistTools) and a font for offscreen rendering;
# the desktop files' validators (tests), what cpack needs for the .deb (dpkg-shlibdeps, file), and an X server
# for scripts/bench-startup.
PACKAGES=(
    cmake ninja-build g++
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libgl-dev fonts-dejavu-core
    desktop-file-utils appstream shared-mime-info
    dpkg-dev file
    xvfb xauth
)

install_missing_packages() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
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
