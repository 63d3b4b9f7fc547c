# `cpack -G DEB` (scripts/package): mejakartu_<version>_amd64.deb. The library dependencies are not written
# here: dpkg-shlibdeps reads them from the installed programs.
set(CPACK_PACKAGE_NAME mejakartu)
set(CPACK_PACKAGE_VENDOR "Meja Kartu contributors")
set(MEJAKARTU_MAINTAINER "Meja Kartu contributors <mejakartu@localhost>" CACHE STRING
    "The package's Maintainer field: name <address>")
set(CPACK_PACKAGE_CONTACT "${MEJAKARTU_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Indonesian card games against computer players")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# Installed decks appear under View -> Card deck.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "kdegames-card-data-kf5, gnome-cards-data")
# The long description; CPack puts the summary above it and indents it as the control file wants.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Meja Kartu (Indonesian for card table) brings four card games loved in
Indonesia to one table: Capsa (Big Two), Canasta, Texas Hold'em and Empat Satu
(41). One person plays with the mouse or the keyboard against computer players
that never see their cards, in Indonesian or English, with an odds panel for
every game.

The package also holds mejakartu-cli, which answers rules questions, computes
odds and lets the computer players play each other from the shell.")

include(CPack)
