// verify_cert.cpp — `netcert verify-cert FILE`: integrity first, then the witness.
#include <iostream>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "engine/smt.hpp"

namespace netcert {

int cmd_verify_cert(const std::string& file, bool resolve) {
  std::string text = read_file_or_throw(file, "FILE");
  CertIntegrity in = verify_certificate_text(text);
  if (!in.ok) {
    std::cout << "REJECTED " << file << ": " << in.reason << '\n';
    return 1;
  }
  const json& c = in.cert;
  std::string pid = c.value("property", "");
  const Property* p = catalogue().property(pid);
  if (!p) {
    std::cout << "REJECTED " << file << ": unknown property '" << pid << "'\n";
    return 1;
  }
  std::vector<ParamArg> args;
  for (auto& [k, v] : c["params"].items()) args.push_back(parse_param_json(k, v, p->params));
  auto sets = expand_params(args, p->params);
  if (sets.size() != 1) {
    std::cout << "REJECTED " << file << ": parameters do not name one instance\n";
    return 1;
  }
  std::string engine = c.value("engine", "");
  std::string verdict = c.value("verdict", "");
  const json& witness = c["witness"];
  std::string why;
  bool ok = false;
  if (verdict == "fails") {
    ok = p->recheck && witness.contains("counterexample") && p->recheck(sets[0], witness["counterexample"], why);
  } else if (verdict == "holds") {
    ok = p->verify_witness && p->verify_witness(sets[0], engine, witness, why);
    if (ok && resolve && witness.is_object() && witness.contains("smt2")) {
      for (auto& q : witness["smt2"]) {
        SmtAnswer a = smt_check_text(q["query"].get<std::string>(), 600);
        std::string got = a.status == z3::unsat ? "unsat" : a.status == z3::sat ? "sat" : "unknown";
        if (got != q["answer"].get<std::string>()) {
          ok = false;
          why = "re-solving " + q.value("name", "?") + " gave " + got;
          break;
        }
      }
      if (ok) why += "; every stored query re-solved to its recorded answer";
    }
  } else {
    why = "verdict '" + verdict + "' is not certifiable";
  }
  std::cout << (ok ? "VERIFIED " : "REJECTED ") << file << ": " << pid << " " << sets[0].to_string() << " ["
            << engine << "] " << verdict << (why.empty() ? "" : " — " + why) << '\n';
  return ok ? 0 : 1;
}

}  // namespace netcert
