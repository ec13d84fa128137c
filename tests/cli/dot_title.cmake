# check-schedule --dot: the picture is titled with network, kind, parameters and verdict.
# -DBIN -DSRC -DWORKDIR -DEXAMPLE=<examples/...json> -DEXPECT=<exit> -DTITLE=<regex on the graph label line>
# [-DORDER=<regex: the invisible rank=same chain that keeps leaves in natural order>]
# [-DHIGHLIGHT=<regex: the offending elements of a fails verdict drawn in red>]
set(work ${WORKDIR}/cli-work/dot_title)
file(MAKE_DIRECTORY ${work})
get_filename_component(stem ${EXAMPLE} NAME_WE)
set(out ${work}/${stem}.dot)
file(REMOVE ${out})
execute_process(COMMAND ${BIN} check-schedule ${SRC}/${EXAMPLE} --dot ${out} RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
if(NOT rc STREQUAL EXPECT)
  message(FATAL_ERROR "exit ${rc}, expected ${EXPECT}\n${o}${e}")
endif()
file(READ ${out} dot)
if(NOT dot MATCHES "^(//[^\n]*\n)?(di)?graph [a-z_]+ {\n  label=\"${TITLE}\"; labelloc=t;")
  message(FATAL_ERROR "no title /${TITLE}/ in ${out}:\n${dot}")
endif()
if(ORDER AND NOT dot MATCHES "${ORDER}")
  message(FATAL_ERROR "leaves not chained in natural order /${ORDER}/ in ${out}:\n${dot}")
endif()
if(HIGHLIGHT AND NOT dot MATCHES "${HIGHLIGHT}")
  message(FATAL_ERROR "offending elements not highlighted /${HIGHLIGHT}/ in ${out}:\n${dot}")
endif()
# Red marks only what is wrong: a picture of a schedule that holds has none.
if(EXPECT STREQUAL "0" AND dot MATCHES "color=red")
  message(FATAL_ERROR "a picture of a schedule that holds marks something red in ${out}:\n${dot}")
endif()
message(STATUS "titled: ${TITLE}")
