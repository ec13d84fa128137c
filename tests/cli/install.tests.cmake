# Install and consume: the files installed into a prefix other than the
# configured one (and under DESTDIR), unedited, build a consumer with
# find_package(netcert) and with pkg-config, and the consumer's results are real.
add_test(NAME install.consumer
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/install_consumer.sh ${CMAKE_BINARY_DIR} ${PROJECT_SOURCE_DIR})
set_tests_properties(install.consumer PROPERTIES TIMEOUT 600
  PASS_REGULAR_EXPRESSION "completion: subcommands, property ids, params.*fattree.ump n=4 \\[exhaustive\\] holds.*refused as input error: n: .*bitreverse-n3.json: holds.*find_package consumer: built.*pkg-config consumer \\(prefix\\): built and ran.*pkg-config consumer \\(destdir\\): built and ran.*consumed by find_package and by pkg-config")
# The installed man pages: a page per command, lint-clean, options, exit codes, examples, UTF-8.
add_test(NAME install.man COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/install_man.sh ${CMAKE_BINARY_DIR})
set_tests_properties(install.man PROPERTIES TIMEOUT 300
  PASS_REGULAR_EXPRESSION "lint clean: .*a page per command.*--engine, --jobs.*UTF-8: no '\\?\\?\\?', em dash rendered")
# The .deb pair from a tests-off tree beside this one (ccache serves its objects from this build).
add_test(NAME install.deb
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/install_deb.sh ${CMAKE_BINARY_DIR} ${PROJECT_SOURCE_DIR}
                 -DNETCERT_UNITY=${NETCERT_UNITY} -DNETCERT_PCH=${NETCERT_PCH})
set_tests_properties(install.deb PROPERTIES TIMEOUT 3600 RUN_SERIAL TRUE
  PASS_REGULAR_EXPRESSION "netcert Depends: .*libz3-4.*netcert-dev Depends: .*libz3-dev.*(removed|contents and dependencies checked only)")
