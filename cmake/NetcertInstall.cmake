# Install and consume (issue 15): `cmake --install` puts the CLI, the static
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
install(TARGETS netcert RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS netcert_api netcert_lib netcert_check netcert_model netcert_warnings
        EXPORT netcertTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${PROJECT_SOURCE_DIR}/include/netcert/netcert.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/netcert)
install(EXPORT netcertTargets NAMESPACE netcert:: DESTINATION ${NETCERT_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/netcertConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/netcertConfig.cmake INSTALL_DESTINATION ${NETCERT_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/netcertConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/netcertConfig.cmake ${PROJECT_BINARY_DIR}/netcertConfigVersion.cmake
        DESTINATION ${NETCERT_CMAKE_DIR})

# pkg-config: the static archives in dependency order, then what they link.
configure_file(${PROJECT_SOURCE_DIR}/cmake/netcert.pc.in ${PROJECT_BINARY_DIR}/netcert.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/netcert.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# Man page (help2man, from `netcert --help`) and bash completion (`netcert
# completion bash`, from the parser's own tables): generated after the CLI is built.
set(NETCERT_BASH_COMPLETION ${PROJECT_BINARY_DIR}/netcert.bash)
add_custom_command(OUTPUT ${NETCERT_BASH_COMPLETION}
                   COMMAND $<TARGET_FILE:netcert> completion bash > ${NETCERT_BASH_COMPLETION}
                   DEPENDS netcert COMMENT "Generating bash completion for netcert" VERBATIM)
set(NETCERT_DOC_OUTPUTS ${NETCERT_BASH_COMPLETION})
install(FILES ${NETCERT_BASH_COMPLETION} RENAME netcert
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
find_program(NETCERT_HELP2MAN help2man)
if(NETCERT_HELP2MAN)
  set(NETCERT_MAN_PAGE ${PROJECT_BINARY_DIR}/netcert.1)
  add_custom_command(OUTPUT ${NETCERT_MAN_PAGE}
                     COMMAND ${NETCERT_HELP2MAN} --no-info --section 1
                             --name "machine-checks the claims of five interconnection-network papers"
                             --output ${NETCERT_MAN_PAGE} $<TARGET_FILE:netcert>
                     DEPENDS netcert COMMENT "Generating netcert.1 with help2man" VERBATIM)
  list(APPEND NETCERT_DOC_OUTPUTS ${NETCERT_MAN_PAGE})
  install(FILES ${NETCERT_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "help2man not found: no man page (scripts/install-deps.sh installs it)")
endif()
add_custom_target(netcert_docs ALL DEPENDS ${NETCERT_DOC_OUTPUTS})

# A .deb for Debian 12 (cpack -G DEB in the build tree): the CLI, libraries,
# header, CMake and pkg-config files, man page and completion; runtime
# dependencies are the Debian packages netcert links or runs.
set(CPACK_PACKAGE_NAME netcert)
set(CPACK_PACKAGE_VENDOR "netcert")
set(CPACK_PACKAGE_CONTACT "netcert maintainers <netcert@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "machine-checked claims of five interconnection-network papers")
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
# dpkg-shlibdeps computes the shared-library packages (libz3-4, libbliss2, libssl3, ...) from the binary.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "cvc5, libz3-dev, librapidcheck-dev, libboost-dev, nlohmann-json3-dev, libbliss-dev")
include(CPack)
