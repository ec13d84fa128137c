# Docs inside the repository, tested against the product so that they fail when they go stale.

# `netcert schema NAME` for every input and output kind (Debian python3-jsonschema, /usr/bin/python3): every
# example, suite and data file and the output of real runs validate; known-bad inputs are refused by both.
add_test(NAME cli.schema_validate
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/schema_validate.py ${NETCERT_BIN} ${NETCERT_SRC}
                 ${CMAKE_CURRENT_BINARY_DIR}/cli-work/schema_validate)
set_tests_properties(cli.schema_validate PROPERTIES TIMEOUT 900)

# README's example commands print what README shows.
add_test(NAME docs.readme_examples
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/docs_check.py readme ${NETCERT_BIN} ${NETCERT_SRC})
# README's summary of the default suite is the real run's (the text log of forge.roundtrip_seeds_suite's run).
add_test(NAME docs.readme_suite_summary
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/docs_check.py suite-summary ${NETCERT_SRC}
                 ${CMAKE_CURRENT_BINARY_DIR}/forge-roundtrip/suite.log)
set_tests_properties(docs.readme_suite_summary PROPERTIES FIXTURES_REQUIRED seeds_reports)
# docs/schedules.md: every kind, every example file, the verdicts it states.
add_test(NAME docs.schedule_examples
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/docs_check.py schedules ${NETCERT_BIN} ${NETCERT_SRC})
set_tests_properties(docs.schedule_examples PROPERTIES TIMEOUT 600)
# Nothing cites a document or path outside the repository.
add_test(NAME docs.no_outside_references
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/docs_check.py references ${NETCERT_SRC})
# docs/claims.md: every command of the claims index gives the verdict its row records (exit 0 for holds, the
# `(exit N)` written after it otherwise), and the row counts are the rows'. The commands named in
# tests/cli/claims_long.txt (seconds to minutes each, several minutes in all) run under the label `long`, which the
# CI's ctest stage leaves out (scripts/test.sh): `ctest --test-dir build -L long` runs them.
add_test(NAME docs.claims_commands
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/claims_commands.py run ${NETCERT_BIN} ${NETCERT_SRC} default)
set_tests_properties(docs.claims_commands PROPERTIES TIMEOUT 600)
add_test(NAME docs.claims_commands_long
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/claims_commands.py run ${NETCERT_BIN} ${NETCERT_SRC} long)
set_tests_properties(docs.claims_commands_long PROPERTIES TIMEOUT 3600 LABELS long)
