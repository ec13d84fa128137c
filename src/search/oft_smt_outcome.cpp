// oft_smt_outcome.cpp — see oft_smt_outcome.hpp.
#include "search/oft_smt_outcome.hpp"

namespace netcert {

Outcome oft_smt_outcome(const std::string& property, const OftSmtResult& res, const OftSmtNotes& notes,
                        const std::function<json()>& first_defect) {
  Outcome o;
  o.stats[res.name] = answer_name(res.answer.status);
  o.stats["solver_seconds"] = res.answer.seconds;
  if (res.answer.status == z3::unsat) {
    o.verdict = Verdict::Holds;
    o.witness = oft_smt_witness(property, {res});
    o.note = res.name + notes.holds;
  } else if (res.answer.status == z3::sat) {
    json d = first_defect();
    if (d.is_null()) return Outcome::unknown(notes.unreproduced);
    o.verdict = Verdict::Fails;
    o.counterexample = d;
    o.note = res.name + notes.fails;
  } else {
    o.note = res.name + ": solver gave no answer (" + res.answer.reason + ")";
  }
  return o;
}

}  // namespace netcert
