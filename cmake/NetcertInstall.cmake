# Install and consume: `cmake --install` puts the CLI, the static
# libraries, the public header include/netcert/netcert.hpp, a CMake package
# (find_package(netcert) -> netcert::netcert) and a pkg-config file in place.
# Layout and config-file pattern as in CLI11's cmake/CLI11Config.cmake.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# The public interface: typed C++ values over the same runner and verifier.
file(GLOB NETCERT_API_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/api/*.cpp)
add_library(netcert_api STATIC ${NETCERT_API_SOURCES})
add_library(netcert::netcert ALIAS netcert_api)
set_target_properties(netcert_api PROPERTIES EXPORT_NAME netcert OUTPUT_NAME netcert)
target_include_directories(netcert_api PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
                                              $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
target_link_libraries(netcert_api PRIVATE netcert_lib netcert_warnings)

set(NETCERT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/netcert)
# Two components, one .deb each (below): cli (the program, man pages,
# completion) and dev (what a C++ consumer builds against).
install(TARGETS netcert RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT cli)
# The Open MPI module, where netcert looks for it (NETCERT_MPI_MODULE_DIR_FROM_BIN in CMakeLists.txt).
if(TARGET netcert_mpi)
  install(TARGETS netcert_mpi LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/netcert COMPONENT cli)
endif()
install(TARGETS netcert_api netcert_lib netcert_check netcert_model netcert_warnings
        EXPORT netcertTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_SOURCE_DIR}/include/netcert/netcert.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/netcert
        COMPONENT dev)
install(EXPORT netcertTargets NAMESPACE netcert:: DESTINATION ${NETCERT_CMAKE_DIR} COMPONENT dev)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/netcertConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/netcertConfig.cmake INSTALL_DESTINATION ${NETCERT_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/netcertConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/netcertConfig.cmake ${PROJECT_BINARY_DIR}/netcertConfigVersion.cmake
        DESTINATION ${NETCERT_CMAKE_DIR} COMPONENT dev)

# pkg-config: the static archives in dependency order, then what they link.
# The prefix is found from the .pc file's own place (${pcfiledir}), so the
# installed tree works from any prefix, DESTDIR or unpacked package.
set(NETCERT_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}" OR IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  # Absolute directories were chosen at configure time: they cannot move with the prefix.
  set(NETCERT_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
  set(NETCERT_PC_LIBDIR "${CMAKE_INSTALL_FULL_LIBDIR}")
  set(NETCERT_PC_INCLUDEDIR "${CMAKE_INSTALL_FULL_INCLUDEDIR}")
else()
  file(RELATIVE_PATH NETCERT_PC_UP "/prefix/${NETCERT_PC_DIR}" "/prefix")
  string(REGEX REPLACE "/$" "" NETCERT_PC_UP "${NETCERT_PC_UP}")
  set(NETCERT_PC_PREFIX "\${pcfiledir}/${NETCERT_PC_UP}")
  set(NETCERT_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
  set(NETCERT_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
configure_file(${PROJECT_SOURCE_DIR}/cmake/netcert.pc.in ${PROJECT_BINARY_DIR}/netcert.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/netcert.pc DESTINATION ${NETCERT_PC_DIR} COMPONENT dev)

# Man pages (`netcert --man-pages DIR`: netcert(1) and one netcert-COMMAND(1)
# per command, from the same option definitions as --help) and bash completion
# (`netcert completion bash`, from the parser's own tables): generated after the CLI is built.
set(NETCERT_BASH_COMPLETION ${PROJECT_BINARY_DIR}/netcert.bash)
add_custom_command(OUTPUT ${NETCERT_BASH_COMPLETION}
                   COMMAND $<TARGET_FILE:netcert> completion bash > ${NETCERT_BASH_COMPLETION}
                   DEPENDS netcert COMMENT "Generating bash completion for netcert" VERBATIM)
install(FILES ${NETCERT_BASH_COMPLETION} RENAME netcert
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions COMPONENT cli)
set(NETCERT_MAN_DIR ${PROJECT_BINARY_DIR}/man1)
add_custom_command(OUTPUT ${NETCERT_MAN_DIR}/netcert.1
                   COMMAND ${CMAKE_COMMAND} -E remove_directory ${NETCERT_MAN_DIR}
                   COMMAND ${CMAKE_COMMAND} -E make_directory ${NETCERT_MAN_DIR}
                   COMMAND $<TARGET_FILE:netcert> --man-pages ${NETCERT_MAN_DIR}
                   DEPENDS netcert COMMENT "Generating the man pages of netcert and its commands" VERBATIM)
install(DIRECTORY ${NETCERT_MAN_DIR}/ DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT cli
        FILES_MATCHING PATTERN "*.1")
add_custom_target(netcert_docs ALL DEPENDS ${NETCERT_BASH_COMPLETION} ${NETCERT_MAN_DIR}/netcert.1)

# Two .debs for Debian 12 (cpack in a build tree; README: packaging):
#   netcert      the CLI, man pages and completion; Depends only on the shared
#                libraries the binary loads (dpkg-shlibdeps finds them);
#   netcert-dev  static libraries, header, CMake and pkg-config files; Depends
#                on every -dev package find_package(netcert) and `pkg-config
#                --libs netcert` resolve (netcertConfig.cmake, netcert.pc.in).
set(CPACK_PACKAGE_NAME netcert)
set(CPACK_PACKAGE_VENDOR "netcert")
set(CPACK_PACKAGE_CONTACT "netcert maintainers <netcert@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "machine-checked claims of five interconnection-network papers")
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL cli dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_CLI_PACKAGE_NAME netcert)
set(CPACK_DEBIAN_CLI_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_CLI_PACKAGE_SUGGESTS "cvc5")  # verify-cert --solver cvc5 runs the program
set(CPACK_COMPONENT_CLI_DESCRIPTION "machine-checked claims of five interconnection-network papers (command line)")
set(CPACK_DEBIAN_DEV_PACKAGE_NAME netcert-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
    "libz3-dev, librapidcheck-dev, libboost-dev (>= 1.74), nlohmann-json3-dev (>= 3.10), libbliss-dev, nettle-dev, pkgconf | pkg-config")
set(CPACK_COMPONENT_DEV_DESCRIPTION "machine-checked claims of five interconnection-network papers (C++ interface)")
include(CPack)
