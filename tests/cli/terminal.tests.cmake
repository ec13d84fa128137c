# Terminal conventions: listings wrap to the terminal's width (COLUMNS when set, else the
# terminal's, else 80 when stdout is not a terminal); stderr notes of a run that worked
# are not shaped like errors ("netcert: ...").
foreach(cmd list tables schedules)
  foreach(width 100 none)
    add_test(NAME cli.width_${cmd}_${width}
             COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/cli/line_width.py ${width} ${NETCERT_BIN} ${cmd})
  endforeach()
endforeach()

# The stderr summary of a certified table is a note, not an error.
netcert_cli_expect(table_summary_not_an_error 0 "(^|\n)table fattree-degrees: " NOMATCH "(^|\n)netcert:"
                   ARGS table fattree-degrees --param n=8)

# list --json: every engine of every property says what its results establish (the
# property's own words, else its engine kind's, src/core/engine_kinds.cpp).
netcert_cli_expect(list_engine_descriptions 0 "\"engine_descriptions\": {\n +\"exhaustive\": \"native enumeration"
                   NOMATCH "\"engine_descriptions\": {[^}]*\": \"\"" ARGS list --json)
