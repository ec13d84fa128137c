# Suite reporting is truthful in text, JUnit and JSON:
#  - an entry expected to fail that fails passes, and says so: "failed as expected" in a user's
#    suite, "refuted as recorded" (ERRATA.md) only in the project's own suites (proofs/suites/
#    of a tree with ERRATA.md);
#  - an entry expected to fail that holds is a <failure> with a readable message (never "null").
set(work ${WORKDIR}/cli-work/suite_expectations)
file(REMOVE_RECURSE ${work})
file(MAKE_DIRECTORY ${work})
set(H ${SRC}/tests/data/hostile)

# A user's suite: failed as expected, no word of ERRATA.md.
execute_process(COMMAND ${BIN} suite ${H}/suite_refuted_as_recorded.json --junit ${work}/r.xml --json ${work}/r.json
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "a user's expect-fails suite exited ${rc}\n${out}\n${err}")
endif()
if(NOT out MATCHES "oft.conflict_free +r=3 reading=shared +exhaustive +fails +fails +failed as expected" OR
   NOT out MATCHES "1 failed as expected" OR out MATCHES "ERRATA|refuted as recorded")
  message(FATAL_ERROR "a user's suite must say \"failed as expected\", not cite ERRATA.md:\n${out}")
endif()
file(READ ${work}/r.xml xml)
foreach(want "failures=\"0\"" "oft.conflict_free exhaustive r=3 reading=shared: verdict fails, expected fails, failed as expected"
             "fattree.ump exhaustive n=2 family=bitreverse: verdict holds, expected holds, as expected")
  if(NOT xml MATCHES "${want}")
    message(FATAL_ERROR "JUnit lacks /${want}/:\n${xml}")
  endif()
endforeach()
if(xml MATCHES "ERRATA|refuted as recorded")
  message(FATAL_ERROR "JUnit of a user's suite cites ERRATA.md:\n${xml}")
endif()
file(READ ${work}/r.json js)
if(NOT js MATCHES "\"verdict\": \"fails\"" OR NOT js MATCHES "\"expected\": \"fails\",[ \n]*\"outcome\": \"failed as expected\"" OR
   NOT js MATCHES "\"expected_fails\": 1")
  message(FATAL_ERROR "JSON report does not show verdict/expected/outcome:\n${js}")
endif()

# The same entry in a suite of the project's own layout (proofs/suites/ beside ERRATA.md).
file(MAKE_DIRECTORY ${work}/tree/proofs/suites)
file(WRITE ${work}/tree/ERRATA.md "")
file(COPY ${H}/suite_refuted_as_recorded.json DESTINATION ${work}/tree/proofs/suites)
execute_process(COMMAND ${BIN} suite ${work}/tree/proofs/suites/suite_refuted_as_recorded.json --junit ${work}/p.xml
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "exhaustive +fails +fails +refuted as recorded" OR
   NOT out MATCHES "1 refuted as recorded in ERRATA.md")
  message(FATAL_ERROR "a project suite's expected failure must be refuted as recorded (exit ${rc}):\n${out}\n${err}")
endif()
file(READ ${work}/p.xml xml)
if(NOT xml MATCHES "verdict fails, expected fails, refuted as recorded in ERRATA.md\n  counterexample: ")
  message(FATAL_ERROR "JUnit of a project suite lacks the refutation and its counterexample:\n${xml}")
endif()

execute_process(COMMAND ${BIN} suite ${H}/suite_unexpected_holds.json --junit ${work}/u.xml --json ${work}/u.json
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "an entry expected to fail that holds must exit 1, got ${rc}\n${out}\n${err}")
endif()
file(READ ${work}/u.xml xml)
if(NOT xml MATCHES "failures=\"1\"" OR
   NOT xml MATCHES "<failure type=\"unexpected-holds\" message=\"expected to fail but holds" OR
   NOT xml MATCHES "verdict: holds, expected: fails" OR xml MATCHES ">null<")
  message(FATAL_ERROR "JUnit failure is not readable:\n${xml}")
endif()
file(READ ${work}/u.json js)
if(NOT js MATCHES "\"verdict\": \"holds\"" OR NOT js MATCHES "\"unexpected_holds\": 1")
  message(FATAL_ERROR "JSON report must report the actual verdict holds:\n${js}")
endif()
message(STATUS "suite reporting is truthful in text, JSON and JUnit")
