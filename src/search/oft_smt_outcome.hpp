// oft_smt_outcome.hpp — how an OFT smt engine reads its one query's answer:
// unsat holds (the query is the witness), sat fails with the canonical first
// defect the exhaustive scan finds (a model is one defect, not the first), and
// no answer is unknown. A sat the scan cannot reproduce is unknown, never fails.
#pragma once
#include <functional>
#include <string>

#include "core/json.hpp"
#include "core/verdict.hpp"
#include "proofs/oft_smt.hpp"

namespace netcert {

// The notes of each answer: holds and fails notes follow the query's name.
struct OftSmtNotes {
  std::string holds;          // e.g. " unsat: every r-bit word is a window"
  std::string fails;          // e.g. " is satisfiable: a word is missing"
  std::string unreproduced;   // the unknown note of a sat answer the scan does not reproduce
};

Outcome oft_smt_outcome(const std::string& property, const OftSmtResult& res, const OftSmtNotes& notes,
                        const std::function<json()>& first_defect);

}  // namespace netcert
