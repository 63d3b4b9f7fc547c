cmake_minimum_required(VERSION 3.24)
# Installs the build into PREFIX and checks the tree: every file the desktop and the package need, the
# icon bitmaps at their sizes, and the metadata naming the program's version.
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${result}")
endif()

set(expected
    ${BINDIR}/mejakartu
    ${BINDIR}/mejakartu-cli
    ${DATADIR}/applications/mejakartu.desktop
    ${DATADIR}/mime/packages/mejakartu.xml
    ${DATADIR}/metainfo/${METAINFO}
    ${DATADIR}/icons/hicolor/scalable/apps/mejakartu.svg
    ${DATADIR}/icons/hicolor/48x48/apps/mejakartu.png
    ${DATADIR}/icons/hicolor/128x128/apps/mejakartu.png
    ${DATADIR}/icons/hicolor/256x256/apps/mejakartu.png
    ${MANDIR}/man6/mejakartu.6.gz
    ${MANDIR}/man6/mejakartu-cli.6.gz
    ${DATADIR}/doc/mejakartu/copyright)
set(problems "")
foreach(f ${expected})
    if(NOT EXISTS ${PREFIX}/${f})
        string(APPEND problems "missing: ${f}\n")
    else()
        file(SIZE ${PREFIX}/${f} size)
        if(size EQUAL 0)
            string(APPEND problems "empty: ${f}\n")
        endif()
    endif()
endforeach()

# Nothing else is installed (no tests, no build helpers, no static libraries).
file(GLOB_RECURSE installed RELATIVE ${PREFIX} ${PREFIX}/*)
foreach(f ${installed})
    if(NOT f IN_LIST expected)
        string(APPEND problems "unexpected: ${f}\n")
    endif()
endforeach()

# The bitmaps are PNGs of their size: the width and height are the 32-bit numbers at bytes 16 and 20.
foreach(size 48 128 256)
    set(png ${PREFIX}/${DATADIR}/icons/hicolor/${size}x${size}/apps/mejakartu.png)
    if(EXISTS ${png})
        file(READ ${png} header LIMIT 24 HEX)
        math(EXPR hex_size "${size}" OUTPUT_FORMAT HEXADECIMAL)
        string(REPLACE "0x" "" hex_size ${hex_size})
        string(LENGTH ${hex_size} digits)
        math(EXPR pad "8 - ${digits}")
        string(REPEAT "0" ${pad} zeros)
        set(dimension "${zeros}${hex_size}")
        if(NOT header STREQUAL "89504e470d0a1a0a0000000d49484452${dimension}${dimension}")
            string(APPEND problems "not a ${size}x${size} PNG: ${png} (${header})\n")
        endif()
    endif()
endforeach()

# The desktop entry opens saved games; the metadata's newest release is this version.
file(READ ${PREFIX}/${DATADIR}/applications/mejakartu.desktop desktop)
foreach(line "Exec=mejakartu %f" "MimeType=application/x-mejakartu-save;" "Icon=mejakartu")
    string(FIND "${desktop}" "${line}\n" at)
    if(at EQUAL -1)
        string(APPEND problems "the desktop file lacks '${line}'\n")
    endif()
endforeach()
file(READ ${PREFIX}/${DATADIR}/metainfo/${METAINFO} metainfo)
string(REGEX MATCH "<release version=\"([^\"]*)\"" newest "${metainfo}")
if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
    string(APPEND problems "the metainfo's newest release is '${CMAKE_MATCH_1}', the project is ${VERSION}\n")
endif()

if(problems)
    message(FATAL_ERROR "install tree in ${PREFIX}:\n${problems}")
endif()
list(LENGTH expected count)
message(STATUS "install tree in ${PREFIX}: all ${count} files")
