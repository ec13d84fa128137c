// table_rows.cpp — see table_rows.hpp.
#include "properties/table_rows.hpp"

#include "core/certificate.hpp"
#include <stdexcept>

#include "core/errors.hpp"

namespace netcert {

Verdict certify_row_outcome(TableData& t, const std::string& property, const ParamSet& ps,
                            const std::string& engine, Outcome& o) {
  const Property* p = find_property(property);
  if (!p) throw std::logic_error("table row of unknown property " + property);
  if (o.verdict == Verdict::Fails) {
    std::string why;
    bool confirmed = false;
    try {  // the counterexample is the engine's word, read by the checker as untrusted evidence
      confirmed = p->recheck && p->recheck(ps, o.counterexample, why);
    } catch (const std::exception& e) {
      why = std::string("unreadable counterexample: ") + e.what();
    }
    if (!confirmed) {
      t.notes.push_back(property + " " + ps.to_string() + ": the engine's counterexample was rejected by the " +
                        "independent checker (" + why + "): unknown, no certificate");
      o.note = "engine reported a counterexample the independent checker rejected (" + why + "): " + o.note;
      o.verdict = Verdict::Unknown;
    }
  }
  if (o.verdict == Verdict::Holds)
    t.certificates.push_back(make_certificate(property, ps, engine, Verdict::Holds, o.witness));
  if (o.verdict == Verdict::Fails)
    t.certificates.push_back(
        make_certificate(property, ps, engine, Verdict::Fails, json{{"counterexample", o.counterexample}}));
  return o.verdict;
}

}  // namespace netcert
