# The lcan-cycles example of the certify docs: `table lcan-cycles --certify DIR` checks each
# row (verdict column, exit 1 when a row is refuted) and every certificate it
# writes verifies with `verify-cert` (no crash, no holds for an unchecked row).
# -DTOL=<tolerance_pct> -DEXPECT=<table exit code> -DCERT_VERDICT=holds|fails
# -DVERIFY_EXPECT=<verify-cert exit code>: 3 (PARTIAL) for both: a Monte-Carlo
# sample's holds or fails is a replayed decision at level alpha, not a proof.
set(dir ${WORKDIR}/lcan_certify_${TOL})
file(REMOVE_RECURSE ${dir})
execute_process(COMMAND ${BIN} table lcan-cycles --param fig=7 --param N=16 --param perms=40
                        --param tolerance_pct=${TOL} --format csv --certify ${dir}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL EXPECT)
  message(FATAL_ERROR "table exited ${rc}, expected ${EXPECT}: ${out} ${err}")
endif()
if(NOT out MATCHES "verdict")
  message(FATAL_ERROR "the CSV carries no verdict column: ${out}")
endif()
file(GLOB certs ${dir}/*.json)
list(LENGTH certs n)
if(NOT n EQUAL 3)
  message(FATAL_ERROR "expected 3 certificates (one per class), got ${n}")
endif()
foreach(cert ${certs})
  file(READ ${cert} text)
  if(NOT text MATCHES "\"verdict\": *\"${CERT_VERDICT}\"")
    message(FATAL_ERROR "${cert} is not a ${CERT_VERDICT} certificate")
  endif()
  execute_process(COMMAND ${BIN} verify-cert ${cert} RESULT_VARIABLE rc OUTPUT_VARIABLE vout ERROR_VARIABLE verr)
  if(NOT rc EQUAL VERIFY_EXPECT)
    message(FATAL_ERROR "verify-cert ${cert} exited ${rc}, expected ${VERIFY_EXPECT}: ${vout} ${verr}")
  endif()
  if(NOT vout MATCHES "replayed with seed")
    message(FATAL_ERROR "verify-cert does not say the run was replayed: ${vout}")
  endif()
endforeach()
