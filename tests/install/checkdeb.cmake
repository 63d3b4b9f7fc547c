cmake_minimum_required(VERSION 3.24)
# Builds the Debian package from the build tree into OUT and checks it as apt would see it: the file name
# mejakartu_<version>_amd64.deb, a Depends field that dpkg-shlibdeps filled from the programs (the Qt and C++
# libraries they link, none written by hand), and the files of the install tree under /usr.
file(REMOVE_RECURSE ${OUT})
execute_process(COMMAND ${CPACK} --config ${BUILD_DIR}/CPackConfig.cmake -G DEB -B ${OUT}
                RESULT_VARIABLE result OUTPUT_VARIABLE log ERROR_VARIABLE log)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cpack failed: ${result}\n${log}")
endif()
set(deb ${OUT}/mejakartu_${VERSION}_amd64.deb)
if(NOT EXISTS ${deb})
    file(GLOB made ${OUT}/*.deb)
    message(FATAL_ERROR "expected ${deb}, cpack made: ${made}")
endif()

execute_process(COMMAND ${DPKG_DEB} --field ${deb} Package Version Architecture Depends Section
                OUTPUT_VARIABLE fields RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "dpkg-deb --field failed on ${deb}")
endif()
set(problems "")
foreach(want "Package: mejakartu" "Version: ${VERSION}" "Architecture: amd64" "Section: games")
    string(FIND "${fields}" "${want}" at)
    if(at EQUAL -1)
        string(APPEND problems "control lacks '${want}'\n")
    endif()
endforeach()
# Libraries only dpkg-shlibdeps can have named, with the versions it reads from the symbols files.
foreach(lib libc6 libstdc\\+\\+6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6charts6)
    if(NOT fields MATCHES "Depends:.*${lib} \\(>= [0-9]")
        string(APPEND problems "Depends lacks ${lib} with a version\n")
    endif()
endforeach()

execute_process(COMMAND ${DPKG_DEB} --contents ${deb} OUTPUT_VARIABLE contents)
foreach(f bin/mejakartu bin/mejakartu-cli share/applications/mejakartu.desktop share/mime/packages/mejakartu.xml
          share/metainfo/${METAINFO} share/icons/hicolor/scalable/apps/mejakartu.svg
          share/icons/hicolor/256x256/apps/mejakartu.png share/man/man6/mejakartu.6.gz
          share/man/man6/mejakartu-cli.6.gz share/doc/mejakartu/copyright)
    string(FIND "${contents}" "./usr/${f}\n" at)
    if(at EQUAL -1)
        string(APPEND problems "package lacks /usr/${f}\n")
    endif()
endforeach()

if(problems)
    message(FATAL_ERROR "${deb}:\n${problems}\ncontrol:\n${fields}")
endif()
message(STATUS "${deb}: ${fields}")
