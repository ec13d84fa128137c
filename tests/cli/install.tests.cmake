# Install and consume (issue 15): the installed package builds a consumer with
# find_package(netcert) and with pkg-config, and the consumer's results are real.
add_test(NAME install.consumer
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/install_consumer.sh ${CMAKE_BINARY_DIR} ${PROJECT_SOURCE_DIR})
set_tests_properties(install.consumer PROPERTIES TIMEOUT 600
  PASS_REGULAR_EXPRESSION "man netcert: renders.*completion: subcommands, property ids, params.*fattree.ump n=4 \\[exhaustive\\] holds.*refused as input error: n: .*bitreverse-n3.json: holds.*consumed by find_package and by pkg-config")
add_test(NAME install.deb COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/install_deb.sh ${CMAKE_BINARY_DIR})
set_tests_properties(install.deb PROPERTIES TIMEOUT 600 RUN_SERIAL TRUE
  PASS_REGULAR_EXPRESSION "Depends: .*libz3-4.*(installed with dpkg, ran, removed|contents and dependencies checked only)")
