# Reports consumers accept (issue 15 item 5).

# suite --junit: a real consumer (Debian python3-junitparser; /usr/bin/python3, not the pyenv shim)
# checks one <testsuite> per included suite and the counts; xmllint validates tests/data/junit/junit.xsd.
add_test(NAME cli.junit_consumers
         COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/junit_consumers.py ${NETCERT_BIN} ${NETCERT_SRC}
                 ${CMAKE_CURRENT_BINARY_DIR}/cli-work/junit_consumers)

# table --format json: typed params (as check --json), a declared type per column, cells that follow it.
netcert_cli_expect(table_json_typed 0
                   "\"params\": {\n +\"n\": 40\n +}.*\"column_types\": \\[\n +\"integer\",\n +\"integer\",\n +\"bigint\",.*\"rows\": \\[\n +\\[\n +40,\n +1,\n +\"2\",\n +\"549755813888\",.*\"param_sets\": \\[\n +{\n +\"n\": 40"
                   ARGS table fattree-degrees --param n=40 --format json)

# DOT pictures carry a title: network, kind, parameters, verdict (issue 15 item 6).
# ... and leaves in natural order (ORDER: the invisible chain on one rank).
foreach(case "oft/per_level_r3.json|0|oft control-sequence \\(r=3\\): holds|rank=same; \"P000\" -> \"P001\" -> \"P010\" -> \"P011\" -> \"P100\""
             "lcan/cblcan16_good.json|0|cblcan permutation \\(N=16 d=2 u=2\\): holds|rank=same; pe0 -> pe1 -> pe2 -> pe3 -> pe4 -> pe5 -> pe6 -> pe7 -> pe8 -> pe9 -> pe10 ->"
             "tswitch/optimal_k4_n3_stage0.json|0|kary-ntree tswitch-config \\(k=4 n=3 stage=0\\): holds|rank=same; p0 -- p1 -- p2 -- p3 -- p4 -- p5 -- p6 -- p7 \\[style=invis\\]"
             "butterfly/m_u2.json|0|chip mapping u=2: holds|")
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 ex)
  list(GET parts 1 rc)
  list(GET parts 2 title)
  list(LENGTH parts nparts)
  set(order "")
  if(nparts GREATER 3)
    list(GET parts 3 order)
  endif()
  get_filename_component(stem ${ex} NAME_WE)
  add_test(NAME cli.dot_title_${stem}
           COMMAND ${CMAKE_COMMAND} -DBIN=${NETCERT_BIN} -DSRC=${NETCERT_SRC} -DWORKDIR=${CMAKE_CURRENT_BINARY_DIR}
                   -DEXAMPLE=examples/${ex} -DEXPECT=${rc} "-DTITLE=${title}" "-DORDER=${order}"
                   -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/dot_title.cmake)
endforeach()
# A kind without a picture is still checked (its exit code, here 1: the rotator fails) and says so.
netcert_cli_expect(dot_no_picture 1
                   "fattree permutation-family .*: fails.*netcert: --dot: schedule kind fattree/permutation-family has no picture; .*r.dot not written"
                   ABSENT @WORK@/r.dot ARGS check-schedule @SRC@/examples/fattree/rotator-n4.json --dot @WORK@/r.dot)
