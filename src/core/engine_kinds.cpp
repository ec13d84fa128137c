// engine_kinds.cpp — see engine_kinds.hpp.
#include "core/engine_kinds.hpp"

#include <map>

namespace netcert {

std::string engine_kind_description(const std::string& name) {
  static const std::map<std::string, std::string> kinds{
      {"exhaustive",
       "native enumeration of every case of each parameter set on all cores; holds when every case passes, fails "
       "with the first counterexample (the same on any thread count), confirmed by the independent checker"},
      {"smt",
       "a Z3 query asserting the claim's negation: UNSAT means holds, SAT gives a model re-checked as a "
       "counterexample, anything else is unknown"},
      {"symbolic",
       "one QF_BV query over a whole size range (the size a bit-vector, like everything else the claim quantifies "
       "over): UNSAT means holds for every size in the range; SAT gives a size and witness that the per-size "
       "engine and the independent checker confirm before fails is reported; anything else is unknown"},
      {"random",
       "RapidCheck cases with shrinking and a replayable --seed; a fails is a confirmed, shrunk counterexample, "
       "a holds is a sample, never certified"},
      {"montecarlo",
       "a sample with a Student-t confidence interval: holds when the interval lies inside the tolerance band, "
       "fails when wholly outside, unknown otherwise, below 30 samples or with zero variance; either verdict is a "
       "decision at level alpha (verify-cert: PARTIAL), drawn with a seed derived from the params unless --seed "
       "names one"},
  };
  auto it = kinds.find(name);
  return it == kinds.end() ? std::string() : it->second;
}

}  // namespace netcert
