# What a certificate is about: a Monte-Carlo certificate's seed and verdict
# (montecarlo_seed.sh: the seed-shopping recipes end PARTIAL, never VERIFIED)
# and a fabric certificate's files (fabric_identity.sh: digests printed,
# --topology/--lfts bind it, the ring5/k2n3 swap is REJECTED).
add_test(NAME cli.montecarlo_seed_choice
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/montecarlo_seed.sh ${NETCERT_BIN} ${CMAKE_CURRENT_BINARY_DIR}/montecarlo-seed)
set_tests_properties(cli.montecarlo_seed_choice PROPERTIES TIMEOUT 300)
add_test(NAME cli.fabric_certificate_identity
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/fabric_identity.sh ${NETCERT_BIN} ${NETCERT_SRC}
                 ${CMAKE_CURRENT_BINARY_DIR}/fabric-identity)
set_tests_properties(cli.fabric_certificate_identity PROPERTIES TIMEOUT 300)
# The symbolic engine's certificates (symbolic_cert.sh): the range and its queries, regenerated and re-solved by z3
# and cvc5; a fails at its size; widened, narrowed, re-familied and edited certificates REJECTED after re-sealing.
add_test(NAME cli.symbolic_certificates
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/symbolic_cert.sh ${NETCERT_BIN} ${NETCERT_SRC}
                 ${CMAKE_CURRENT_BINARY_DIR}/symbolic-cert)
set_tests_properties(cli.symbolic_certificates PROPERTIES TIMEOUT 300)
