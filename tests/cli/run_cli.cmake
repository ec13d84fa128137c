cmake_policy(SET CMP0053 NEW)  # keep "@SRC@" literal in script mode
# Runs BIN with ARGS (a ;-list; @SRC@ expands to the source dir), checks the exit
# code and, when GOLDEN is set, that stdout equals the golden file.
string(REPLACE "@SRC@" "${SRC}" ARGS "${ARGS}")
execute_process(COMMAND ${BIN} ${ARGS} WORKING_DIRECTORY ${WORKDIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc STREQUAL EXPECT)
  message(FATAL_ERROR "exit code ${rc}, expected ${EXPECT}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(GOLDEN)
  # Golden files say @SRC@ where the source directory appears (clones differ).
  string(REPLACE "${SRC}" "@SRC@" out "${out}")
  file(READ ${GOLDEN} want)
  if(NOT out STREQUAL want)
    message(FATAL_ERROR "stdout differs from ${GOLDEN}\n--- got ---\n${out}\n--- want ---\n${want}")
  endif()
endif()
