# Docs inside the repository, tested against the product so that they fail when they go stale.

# `netcert schema NAME` for every input and output kind (Debian python3-jsonschema, /usr/bin/python3): every
# example, suite and data file and the output of real runs validate; known-bad inputs are refused by both.
add_test(NAME cli.schema_validate
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/schema_validate.py ${NETCERT_BIN} ${NETCERT_SRC}
                 ${CMAKE_CURRENT_BINARY_DIR}/cli-work/schema_validate)
set_tests_properties(cli.schema_validate PROPERTIES TIMEOUT 900)
