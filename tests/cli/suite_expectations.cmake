# Suite reporting is truthful in JUnit and JSON (issue 9 item 8):
#  - a refuted-as-recorded entry passes, but its testcase says so (property + system-out);
#  - an entry expected to fail that holds is a <failure> with a readable message (never "null").
set(work ${WORKDIR}/cli-work/suite_expectations)
file(REMOVE_RECURSE ${work})
file(MAKE_DIRECTORY ${work})
set(H ${SRC}/tests/data/hostile)

execute_process(COMMAND ${BIN} suite ${H}/suite_refuted_as_recorded.json --junit ${work}/r.xml --json ${work}/r.json
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "refuted-as-recorded suite exited ${rc}\n${out}\n${err}")
endif()
if(NOT out MATCHES "oft.conflict_free +r=3 reading=shared +exhaustive +fails +fails +refuted as recorded")
  message(FATAL_ERROR "text output hides the refutation:\n${out}")
endif()
file(READ ${work}/r.xml xml)
foreach(want "failures=\"0\"" "<property name=\"verdict\" value=\"fails\"/>" "<property name=\"expected\" value=\"fails\"/>"
             "<property name=\"outcome\" value=\"refuted as recorded\"/>" "<system-out>refuted as recorded \\(ERRATA.md\\): verdict: fails, expected: fails"
             "<property name=\"outcome\" value=\"as expected\"/>")
  if(NOT xml MATCHES "${want}")
    message(FATAL_ERROR "JUnit lacks /${want}/:\n${xml}")
  endif()
endforeach()
file(READ ${work}/r.json js)
if(NOT js MATCHES "\"verdict\": \"fails\"" OR NOT js MATCHES "\"expected\": \"fails\",[ \n]*\"outcome\": \"refuted as recorded\"" OR
   NOT js MATCHES "\"expected_fails\": 1")
  message(FATAL_ERROR "JSON report does not show verdict/expected/outcome:\n${js}")
endif()

execute_process(COMMAND ${BIN} suite ${H}/suite_unexpected_holds.json --junit ${work}/u.xml --json ${work}/u.json
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "an entry expected to fail that holds must exit 1, got ${rc}\n${out}\n${err}")
endif()
file(READ ${work}/u.xml xml)
if(NOT xml MATCHES "failures=\"1\"" OR
   NOT xml MATCHES "<failure type=\"unexpected-holds\" message=\"expected to fail \\(ERRATA.md\\) but holds" OR
   NOT xml MATCHES "verdict: holds, expected: fails" OR xml MATCHES ">null<")
  message(FATAL_ERROR "JUnit failure is not readable:\n${xml}")
endif()
file(READ ${work}/u.json js)
if(NOT js MATCHES "\"verdict\": \"holds\"" OR NOT js MATCHES "\"unexpected_holds\": 1")
  message(FATAL_ERROR "JSON must report the actual verdict holds:\n${js}")
endif()
message(STATUS "suite reporting is truthful in text, JSON and JUnit")
