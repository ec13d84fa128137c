# CLI conventions: netcert's own message format for every
# command-line mistake, did-you-mean, `help`, --version, --quiet, skipped engines,
# exit 4 for internal errors. Regex on stdout+stderr (run_cli_expect.cmake).
# (netcert_cli_expect is defined in input.tests.cmake, included before this file.)

# ---- unknown names: the nearest known one ------------------------------------
netcert_cli_expect(usage_unknown_command 2 "^netcert: chek: unknown command \\(did you mean 'check'\\? see `netcert help`\\)"
                   NOMATCH "subcommand is required" ARGS chek fattree.ump)
netcert_cli_expect(usage_no_command 2 "^netcert: a command is required \\(see `netcert help`\\)" ARGS)
netcert_cli_expect(usage_unknown_option 2
                   "^netcert: check: --parm: unknown option \\(did you mean '--param'\\?\\) \\(see `netcert help check`\\)"
                   NOMATCH "following arguments" ARGS check fattree.ump --parm n=3)
netcert_cli_expect(usage_unknown_table 2
                   "^netcert: table: TABLE: unknown table 'fattree-degree' \\(did you mean 'fattree-degrees'\\? see `netcert tables`\\)"
                   ARGS table fattree-degree)
netcert_cli_expect(usage_unknown_param 2 "^netcert: table: nn: unknown parameter \\(did you mean 'n'\\? this one takes: n"
                   ARGS table fattree-degrees --param nn=3)
netcert_cli_expect(usage_unknown_property 2 "unknown property 'fattree.upm' \\(did you mean 'fattree.ump'\\?"
                   ARGS check fattree.upm)

# ---- CLI11's errors in netcert's format ---------------------------------------
netcert_cli_expect(usage_missing_property 2 "^netcert: check: PROPERTY: required \\(see `netcert help check`\\)"
                   NOMATCH "Run with --help" ARGS check)
netcert_cli_expect(usage_bad_engine 2 "^netcert: check: --engine: must be one of exhaustive, smt, random, montecarlo, symbolic, all, got 'smtt' \\(see `netcert help check`\\)\n$"
                   ARGS check fattree.ump --engine smtt)
netcert_cli_expect(usage_bad_timeout 2 "^netcert: check: --timeout: must be a positive, finite number of seconds \\(at most 1000000; omit it for no limit\\), got 'nan' \\(see `netcert help check`\\)\n$"
                   ARGS check fattree.ump --timeout nan)
# One shape, "netcert: COMMAND: SUBJECT: message", and ranges as written (never 1024.000000 or 1.04858e+06).
netcert_cli_expect(usage_bad_jobs 2 "^netcert: check: --jobs: must be an integer in 1..1024, got '0' \\(see `netcert help check`\\)\n$"
                   ARGS check fattree.ump --jobs 0)
netcert_cli_expect(usage_bad_cases 2 "^netcert: table: --cases: must be an integer in 1..10000000, got '2.5' \\(see `netcert help table`\\)\n$"
                   ARGS table fattree-degrees --cases 2.5)
netcert_cli_expect(usage_bad_max_memory 2
                   "^netcert: verify-cert: --max-memory: must be a number in 64..1048576, got '1' \\(see `netcert help verify-cert`\\)\n$"
                   ARGS verify-cert x.json --max-memory 1)
netcert_cli_expect(usage_bad_seed 2
                   "^netcert: suite: --seed: must be an integer in 0..18446744073709551615, got '-1' \\(see `netcert help suite`\\)\n$"
                   ARGS suite x.json --seed=-1)
netcert_cli_expect(usage_help_ranges 0 "--jobs INT in 1..1024 .*--cases INT in 1..10000000 .*--checkpoint-interval FLOAT in 0..86400"
                   NOMATCH "[.]000000|e[+]0" ARGS help check)
netcert_cli_expect(usage_fabric_missing_lfts 2 "^netcert: fabric check: --lfts: required \\(see `netcert help fabric`\\)\n$"
                   ARGS fabric check --topology t.ibnd)
netcert_cli_expect(usage_input_error_names_command 2 "^netcert: check-schedule: /nonexistent.json: cannot read"
                   ARGS check-schedule /nonexistent.json)
# Completion, run in bash: the named property's parameters, each command's own choices, nested commands.
add_test(NAME cli.completion_words COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/completion_words.sh ${NETCERT_BIN})
set_tests_properties(cli.completion_words PROPERTIES PASS_REGULAR_EXPRESSION "completion: parameters of the named property")

# ---- help, version, quiet -----------------------------------------------------
netcert_cli_expect(usage_help 0 "netcert — machine-checks.*Subcommands:.*help +print the help of COMMAND" ARGS help)
netcert_cli_expect(usage_help_check 0 "^check one property.*Usage: netcert check .*PROPERTY.*--engine"
                   ARGS help check)
netcert_cli_expect(usage_help_unknown 2 "^netcert: help: chek: unknown command \\(did you mean 'check'\\?"
                   ARGS help chek)
netcert_cli_expect(usage_version 0
                   "^netcert [0-9.]+ \\(commit [0-9a-f]+(-dirty)?, Z3 [0-9.]+ linked, cvc5 ([0-9.]+ external at /[^ ]*cvc5|not on PATH)"
                   ARGS --version)
netcert_cli_expect(usage_quiet 0 "^$" ARGS check fattree.ump --param n=3 --engine exhaustive --quiet)
netcert_cli_expect(usage_quiet_first 1 "^$" ARGS -q suite @SRC@/tests/data/hostile/suite_unexpected_holds.json)
netcert_cli_expect(usage_quiet_json 0 "^{\n  \"netcert\"" ARGS -q check fattree.ump --param n=3 --engine exhaustive --json -)
netcert_cli_expect(usage_quiet_table_error 2 "^netcert: table: nn: unknown parameter" ARGS -q table fattree-degrees -p nn=1)

# ---- --engine all names what it skipped, in text and JSON ---------------------
netcert_cli_expect(usage_skipped_text 0
                   "skipped: exhaustive engine for n=20 family=bitreverse: [^\n]+\n.*1 holds, 0 fails, 0 unknown"
                   ARGS check fattree.ump --param n=20)
netcert_cli_expect(usage_skipped_json 0
                   "\"skipped\": \\[\n +{\n +\"params\": {\n +\"n\": 20,\n +\"family\": \"bitreverse\"\n +},\n +\"engine\": \"exhaustive\",\n +\"reason\": \"n=20 is above[^\"]+\""
                   ARGS check fattree.ump --param n=20 --json -)
netcert_cli_expect(usage_skipped_none 0 "\"skipped\": \\[\\]" ARGS check fattree.ump --param n=3 --json -)
# ... and so does suite: the text names them, --json lists them with the property and the suite's name.
netcert_cli_expect(usage_suite_skipped_text 0
                   "skipped: fattree.ump exhaustive engine for n=20 family=bitreverse: [^\n]+\nskipped: fattree.ump random engine for n=20 family=bitreverse: [^\n]+\n\nsummary: 1 holds as expected"
                   ARGS suite @SRC@/tests/data/suite/skipped_engines.json)
netcert_cli_expect(usage_suite_skipped_json 0
                   "\"skipped\": \\[\n +{\n +\"property\": \"fattree.ump\",\n +\"params\": {\n +\"n\": 20,\n +\"family\": \"bitreverse\"\n +},\n +\"engine\": \"exhaustive\",\n +\"reason\": \"n=20 is above[^\"]+\",\n +\"suite\": \"skipped_engines\"\n +},\n +{\n +\"property\": \"fattree.ump\",.*\"engine\": \"random\",.*\"suite\": \"skipped_engines\"\n +}\n +\\],\n +\"summary\""
                   ARGS suite @SRC@/tests/data/suite/skipped_engines.json --json -)
netcert_cli_expect(usage_suite_skipped_none 0 "\"skipped\": \\[\\]" ARGS suite @SRC@/tests/data/junit/fattree_small.json --json -)

# ---- internal errors: exit 4, one line ----------------------------------------
add_test(NAME cli.usage_internal_error
         COMMAND ${CMAKE_COMMAND} -E env NETCERT_TEST_INTERNAL_ERROR=second-line
                 ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DEXPECT=4
                 "-DMATCH=^netcert: internal error \\(a bug; please report it with the command line\\): injected fault second-line\n$"
                 "-DARGS=list" -DNAME=usage_internal_error -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR} -DSRC=${NETCERT_SRC}
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/run_cli_expect.cmake)

# ---- help lists the catalogue (built when the help is shown, not on every run) --
netcert_cli_expect(usage_help_check_lists_properties 0
                   "\nProperties and their parameters \\(domain, default\\):\n  fattree\\.family_sums_to_ones \\[exhaustive,random\\]\n    n=1\\.\\.256 \\(1\\.\\.10\\) family=bitreverse\\|rotator\\|tdm \\(bitreverse\\)\n.*    pattern=all-to-all\\|shift\\|bvn \\(shift\\) order=lid\\|file \\(lid\\)\n\nExample: netcert check fattree\\.ump --param n=1\\.\\.12 --engine exhaustive --json -\n$"
                   ARGS check --help)
netcert_cli_expect(usage_help_table_lists_tables 0
                   "\nTables and their parameters \\(domain, default\\):\n  fattree-degrees: n=1\\.\\.4096 \\(4\\)\n.*\n\nExample: netcert table fattree-degrees --param n=256 --format csv\n$"
                   ARGS help table)
