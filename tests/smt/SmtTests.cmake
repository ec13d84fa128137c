# Portable SMT-LIB2 and a second solver: every smt and symbolic query of the seeds
# suite (README.md states how many), exported with --emit-smt2, must be standard SMT-LIB 2.6 (lint) and be
# answered by the z3 and the cvc5 programs as netcert answered it (its :status).
# A timeout or unknown is a failure. The lint itself must reject Z3 dialect.
add_test(NAME smt.seeds_both_solvers
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/seeds_both_solvers.sh $<TARGET_FILE:netcert>
                 ${PROJECT_SOURCE_DIR}/proofs/suites/seeds.json ${CMAKE_CURRENT_BINARY_DIR}/smt-seeds 30
                 ${PROJECT_SOURCE_DIR}/README.md)
# About 6 min wall at load 7 (2 min export, then both solvers two at a time); the limit leaves room for a slower CI host.
# COST: ctest -j starts it first, beside the short tests, rather than last.
set_tests_properties(smt.seeds_both_solvers PROPERTIES TIMEOUT 1800 COST 10000)
add_test(NAME smt.lint_rejects_z3_dialect
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/seeds_both_solvers.sh --lint-self-test ${CMAKE_CURRENT_BINARY_DIR}/smt-lint)
set_tests_properties(smt.lint_rejects_z3_dialect PROPERTIES PASS_REGULAR_EXPRESSION "all 8 mutants rejected")
# verify-cert --resolve --solver z3|cvc5|both on smt certificates of butterfly, lcan and tswitch.
add_test(NAME smt.verify_cert_solvers
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/verify_cert_solvers.sh $<TARGET_FILE:netcert>
                 ${CMAKE_CURRENT_BINARY_DIR}/smt-verify-cert)
set_tests_properties(smt.verify_cert_solvers PROPERTIES TIMEOUT 300)
# Every smt property's queries can fail: one wiring or family assertion of the
# exported files mutated, and both the z3 and cvc5 programs must flip the answer.
add_test(NAME smt.mutants_flip_both_solvers
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/mutants.sh $<TARGET_FILE:netcert> ${CMAKE_CURRENT_BINARY_DIR}/smt-mutants)
set_tests_properties(smt.mutants_flip_both_solvers PROPERTIES TIMEOUT 900 PASS_REGULAR_EXPRESSION " 0 failures")
# The symbolic engine's refutations (rotator, tdm) and users' family expressions: one row
# each for n = 1..63, the range queries answered alike by the z3 and cvc5 programs (their
# :status). The symbolic entries of the default suite are solved by smt.seeds_both_solvers.
add_test(NAME smt.symbolic_both_solvers
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/symbolic_both_solvers.sh $<TARGET_FILE:netcert>
                 ${CMAKE_CURRENT_BINARY_DIR}/smt-symbolic)
set_tests_properties(smt.symbolic_both_solvers PROPERTIES TIMEOUT 900
                     PASS_REGULAR_EXPRESSION "both solvers agree with :status")
# Lemma 1 at n = 4 (the averaging identity over 0/1 integers, the bound on it): all 120 queries in z3 and cvc5.
add_test(NAME smt.lemma1_n4_both_solvers
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/lemma1_n4_both_solvers.sh $<TARGET_FILE:netcert>
                 ${CMAKE_CURRENT_BINARY_DIR}/smt-lemma1-n4)
set_tests_properties(smt.lemma1_n4_both_solvers PROPERTIES TIMEOUT 900
                     PASS_REGULAR_EXPRESSION "both solvers agree with :status on every query")
# The OFT at r = 20: the smt engine's 1026 queries (every cycle; coverage in 1024 cubes) in z3 and cvc5.
# About 4 min wall on 2 cores (45 s netcert, then both solvers on every file).
add_test(NAME smt.oft_r20_both_solvers
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/oft_r20_both_solvers.sh $<TARGET_FILE:netcert>
                 ${CMAKE_CURRENT_BINARY_DIR}/smt-oft-r20)
set_tests_properties(smt.oft_r20_both_solvers PROPERTIES TIMEOUT 1200 COST 5000
                     PASS_REGULAR_EXPRESSION "both solvers agree with :status \\(unsat\\) on every query")
# A query cut short by --timeout is not exported as an empty file, and no export is left half-written.
add_test(NAME smt.timeout_leaves_whole_files
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/timeout_leaves_whole_files.sh $<TARGET_FILE:netcert>
                 ${CMAKE_CURRENT_BINARY_DIR}/smt-timeout-files)
set_tests_properties(smt.timeout_leaves_whole_files PROPERTIES TIMEOUT 120
                     PASS_REGULAR_EXPRESSION "no empty or partial file")
# n=all by induction: base and step unsat in z3 and cvc5, the rotator's step sat, the certificate re-solved.
add_test(NAME smt.induction_both_solvers
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/induction_both_solvers.sh $<TARGET_FILE:netcert> ${PROJECT_SOURCE_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/smt-induction)
set_tests_properties(smt.induction_both_solvers PROPERTIES TIMEOUT 120
                     PASS_REGULAR_EXPRESSION "n=all by induction: holds in both solvers")
