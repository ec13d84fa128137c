// verify_certificate.cpp — see verify_certificate.hpp.
#include "properties/verify_certificate.hpp"

#include <charconv>

#include <set>

#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/every_size.hpp"
#include "core/json_input.hpp"
#include "core/montecarlo_seed.hpp"
#include "proofs/external_solver.hpp"
#include "proofs/smt.hpp"

namespace netcert {

namespace {

using Status = CertVerdict::Status;

CertVerdict rejected(std::string why, std::string summary = {}) {
  CertVerdict v;
  v.status = Status::Rejected;
  v.why = std::move(why);
  v.summary = std::move(summary);
  return v;
}

// The certificate's fields, exactly: a field netcert does not write is a
// forgery or a different tool, never ignored.
bool has_exactly_the_certificate_fields(const json& c, std::string& why) {
  static const std::set<std::string> required = {"netcert_certificate", "tool", "commit", "property",
                                                 "params", "engine", "verdict", "witness", "sha256"};
  for (auto& [k, v] : c.items())
    if (!required.count(k)) return why = "unknown field '" + k + "'", false;
  for (auto& k : required)
    if (!c.contains(k)) return why = "missing field '" + k + "'", false;
  if (c["netcert_certificate"] != 1) return why = "unsupported certificate format version", false;
  for (const char* k : {"tool", "commit", "property", "engine", "verdict"})
    if (!c[k].is_string()) return why = std::string("field '") + k + "' is not a string", false;
  if (!c["params"].is_object()) return why = "field 'params' is not an object", false;
  return true;
}

// A range engine's param (the symbolic engine's n=LO..HI): exactly the text "LO..HI"
// the runner writes, with LO <= HI inside the range the engine covers.
bool range_param_of(const json& v, const std::string& property_id, const RangeScope& range, ParamSet& out,
                    std::string& why) {
  const std::string where = "params." + range.param;
  if (!v.is_string()) return why = where + ": the " + range.param + " of a range engine is the text \"LO..HI\"", false;
  const std::string text = v.get<std::string>();
  if (text == "all") {  // every size, by induction: only where the engine has that proof
    if (!takes_every_size(property_id)) return why = where + "=all: " + property_id + " has no proof by induction", false;
    out.set(range.param, text);
    return true;
  }
  const size_t dots = text.find("..");
  // Digits only, within int64 (a range of N reaches 2^62, 19 digits).
  const auto number = [](const std::string& t, int64_t& out) {
    if (t.empty() || t.find_first_not_of("0123456789") != std::string::npos) return false;
    const auto [end, err] = std::from_chars(t.data(), t.data() + t.size(), out);
    return err == std::errc() && end == t.data() + t.size();
  };
  int64_t lo = 0, hi = 0;
  if (dots == std::string::npos || !number(text.substr(0, dots), lo) || !number(text.substr(dots + 2), hi))
    return why = where + "='" + text + "' is not LO..HI", false;
  if (text != std::to_string(lo) + ".." + std::to_string(hi) || lo > hi)
    return why = where + "='" + text + "' is not LO..HI as netcert writes it (LO <= HI, no leading zeros)", false;
  if (lo < range.lo || hi > range.hi)
    return why = where + "=" + text + " lies outside the range this engine covers, " + std::to_string(range.lo) +
                 ".." + std::to_string(range.hi), false;
  out.set(range.param, text);
  return true;
}

// Params from the certificate: every parameter of the property, each a single
// value inside its domain (no defaults filled in silently); a range engine's
// param is its range (range_param_of).
bool params_of(const json& given, const std::string& property_id, const std::vector<ParamSpec>& specs,
               const Engine* engine, ParamSet& out, std::string& why) {
  for (auto& [k, v] : given.items()) {
    bool known = false;
    for (auto& s : specs) known = known || s.name == k;
    if (!known) return why = "params: '" + k + "' is not a parameter of this property", false;
  }
  for (auto& s : specs) {
    if (!given.contains(s.name)) return why = "params: '" + s.name + "' is missing", false;
    const json& v = given[s.name];
    if (engine && !engine->range.param.empty() && engine->range.param == s.name) {
      if (!range_param_of(v, property_id, engine->range, out, why)) return false;
    } else if (s.is_int) {
      if (!v.is_number_integer()) return why = "params." + s.name + ": not an integer", false;
      int64_t x = v.is_number_unsigned() && v.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)
                      ? INT64_MAX : v.get<int64_t>();
      if (x < s.lo || x > s.hi)
        return why = "params." + s.name + "=" + v.dump() + " lies outside " + std::to_string(s.lo) + ".." +
                     std::to_string(s.hi), false;
      out.set(s.name, x);
    } else {
      if (!v.is_string()) return why = "params." + s.name + ": not a string", false;
      auto c = v.get<std::string>();
      bool ok = false;
      for (auto& choice : s.choices) ok = ok || choice == c;
      if (!ok) return why = "params." + s.name + "='" + c + "' is not one of its choices", false;
      out.set(s.name, c);
    }
  }
  return true;
}

// --resolve: every stored query is solved again from its text by the chosen
// solver(s) and must give its recorded answer (the witness verifier already
// compared each text with what netcert generates for the params). A different
// answer rejects; an answer that is not sat/unsat leaves the result unknown.
enum class Resolved { Agree, Disagree, Undecided };

Resolved resolve_stored_queries(const json& witness, const CertVerifyOptions& o, std::string& why) {
  if (!witness.is_object() || !witness.contains("smt2") || !witness["smt2"].is_array()) {
    why = "--resolve: the witness has no stored queries";
    return Resolved::Disagree;
  }
  std::vector<std::string> solvers;
  if (o.solver == "z3" || o.solver == "both") solvers.push_back("z3");
  if (o.solver == "cvc5" || o.solver == "both") solvers.push_back("cvc5");
  std::string undecided;
  for (auto& q : witness["smt2"]) {
    const std::string text = q.at("query").get<std::string>(), recorded = q.at("answer").get<std::string>();
    const std::string name = q.value("name", std::string("?"));
    for (auto& solver : solvers) {
      std::string got, detail;
      if (solver == "z3") {
        SmtAnswer a = smt_check_text(text, o.solver_timeout);
        got = answer_name(a.status);
        detail = a.reason;
      } else {
        ExternalAnswer a = run_cvc5(o.cvc5_path, text, o.solver_timeout);
        got = a.answer;
        detail = a.detail;
      }
      if (got == "unknown") {
        if (undecided.empty())
          undecided = "re-solving " + name + " with " + solver + " gave no answer (" +
                      (detail.empty() ? "unknown" : detail) + "): not established";
        continue;
      }
      if (got != recorded) {
        why = "re-solving " + name + " with " + solver + " gave " + got + ", the certificate records " + recorded;
        return Resolved::Disagree;
      }
    }
  }
  if (!undecided.empty()) {
    why = undecided;
    return Resolved::Undecided;
  }
  std::string by = o.solver == "both" ? "z3 and by cvc5" : o.solver;
  why = std::to_string(witness["smt2"].size()) + " stored queries re-solved by " + by + " to their recorded answers";
  return Resolved::Agree;
}

// A Monte-Carlo verdict, either way, is a statistical decision at level alpha
// from one sample: re-established by replay, it is PARTIAL (exit 3), never
// VERIFIED, and the line says whose seed drew the sample.
void mark_montecarlo(CertVerdict& v, const std::string& pid, const ParamSet& ps, const json& evidence) {
  if (v.status == Status::Rejected) return;
  if (v.status == Status::Verified) v.status = Status::Partial;
  v.why += "; a Monte-Carlo decision at level alpha, re-established by replay, not a proof";
  if (evidence.is_object() && evidence.contains("seed") && evidence["seed"].is_number_unsigned())
    v.why += "; " + montecarlo_seed_phrase(pid, ps, evidence["seed"].get<uint64_t>());
}

CertVerdict verify_evidence(const json& c, const CertVerifyOptions& o) {
  std::string why;
  if (!has_exactly_the_certificate_fields(c, why)) return rejected(why);
  std::string pid = c["property"], engine = c["engine"], verdict = c["verdict"];
  const Property* p = find_property(pid);
  if (!p) return rejected("unknown property '" + pid + "'");
  ParamSet ps;
  const Engine* e = p->engine(engine);
  if (!params_of(c["params"], pid, p->params, e, ps, why)) return rejected(why, pid);
  std::string summary = pid + " " + ps.to_string() + " [" + engine + "] " + verdict;
  if (!e) return rejected("'" + engine + "' is not an engine of " + pid, summary);
  if (std::string refusal = e->refuse ? e->refuse(ps) : ""; !refusal.empty())
    return rejected("the " + engine + " engine does not accept these params: " + refusal, summary);
  const json& w = c["witness"];
  if (verdict == "fails") {
    if (!w.is_object() || w.size() != 1 || !w.contains("counterexample"))
      return rejected("a fails certificate's witness is exactly {\"counterexample\": ...}", summary);
    if (!p->recheck) return rejected(pid + " has no independent re-check", summary);
    bool ok = p->recheck(ps, w["counterexample"], why);
    if (std::string other; ok && p->cex_engine && !(other = p->cex_engine(ps, engine, w["counterexample"])).empty())
      return rejected(other, summary);
    CertVerdict v = ok ? CertVerdict{} : rejected(why, summary);
    if (ok) v.status = Status::Verified, v.why = why, v.summary = summary;
    if (e->name == "montecarlo") mark_montecarlo(v, pid, ps, w["counterexample"]);
    return v;
  }
  if (verdict != "holds") return rejected("verdict '" + verdict + "' is not certifiable", summary);
  if (engine == "random")
    return rejected("a random engine's holds is a sample, not a proof: netcert writes no certificate for it",
                    summary);
  if (!p->verify_witness) return rejected(pid + " has no witness verifier", summary);
  Verification checked = p->verify_witness(ps, engine, w, why);
  CertVerdict v;
  v.summary = summary;
  v.why = why;
  v.status = checked.status == Verification::Status::Verified  ? Status::Verified
             : checked.status == Verification::Status::Partial ? Status::Partial
                                                               : Status::Rejected;
  if (e->name == "montecarlo") mark_montecarlo(v, pid, ps, w);
  // The symbolic engine's holds is, like smt's, a solver's unsat of stored queries.
  if (v.status == Status::Verified && (e->name == "smt" || e->name == "symbolic")) {
    if (!o.resolve) {
      v.status = Status::Partial;
      v.why += "; the recorded solver answers were not re-established (use --resolve)";
    } else {
      std::string rwhy;
      Resolved r = resolve_stored_queries(w, o, rwhy);
      if (r == Resolved::Disagree) return rejected(rwhy, summary);
      if (r == Resolved::Undecided) v.status = Status::Unknown;
      v.why += "; " + rwhy;
    }
  }
  return v;
}

// The embedded fabric of a fabric certificate ({"topology", "lfts", ...} in
// the witness or its counterexample), nullptr for any other certificate.
const json* embedded_fabric(const json& c) {
  const json& w = c["witness"];
  const json* evidence = c["verdict"] == "fails" && w.is_object() && w.contains("counterexample")
                             ? &w["counterexample"] : &w;
  if (!evidence->is_object() || !evidence->contains("fabric")) return nullptr;
  const json& blob = (*evidence)["fabric"];
  if (!blob.is_object() || !blob.contains("topology") || !blob.contains("lfts") || !blob["topology"].is_string() ||
      !blob["lfts"].is_string())
    return nullptr;
  return &blob;
}

// A fabric certificate names the files it is about by their own sha256, as
// `sha256sum` prints them; --topology/--lfts require exactly those files.
void bind_fabric_identity(CertVerdict& v, const json& c, const CertVerifyOptions& o) {
  if (v.status == Status::Rejected) return;
  const bool asked = !o.fabric_topology_sha256.empty() || !o.fabric_lfts_sha256.empty();
  const json* blob = c["property"].get<std::string>().rfind("fabric.", 0) == 0 ? embedded_fabric(c) : nullptr;
  if (!blob) {
    if (asked) v = rejected("--topology/--lfts: this is not a fabric certificate, it is about no files", v.summary);
    return;
  }
  const std::string topology = sha256_hex((*blob)["topology"].get<std::string>());
  const std::string lfts = sha256_hex((*blob)["lfts"].get<std::string>());
  if (asked && (topology != o.fabric_topology_sha256 || lfts != o.fabric_lfts_sha256)) {
    v = rejected("the certificate is about another fabric: its embedded files are " + topology + "  topology, " +
                     lfts + "  lfts; --topology " + o.fabric_topology_name + " is " + o.fabric_topology_sha256 +
                     ", --lfts " + o.fabric_lfts_name + " is " + o.fabric_lfts_sha256,
                 v.summary);
    return;
  }
  v.why += "; about the fabric of its embedded files (sha256sum): " + topology + "  topology, " + lfts + "  lfts";
  if (asked) v.why += ", the files --topology " + o.fabric_topology_name + " and --lfts " + o.fabric_lfts_name;
}

CertVerdict verify_parsed(const json& c, const CertVerifyOptions& o) {
  CertVerdict v = verify_evidence(c, o);
  bind_fabric_identity(v, c, o);
  return v;
}

}  // namespace

CertVerdict verify_certificate(const std::string& text, const CertVerifyOptions& options) {
  CertIntegrity in = verify_certificate_text(text, 2 * options.fabric_files_bytes);
  if (!in.ok && text.size() > certificate_limits().max_bytes && options.fabric_files_bytes == 0)
    return rejected(in.reason + "; a fabric certificate embeds its two files: give them with --topology and --lfts "
                    "to allow it twice their size beyond that limit");
  if (!in.ok) return rejected(in.reason);
  try {
    return verify_parsed(in.cert, options);
  } catch (const std::bad_alloc&) {
    CertVerdict v;
    v.status = Status::Unknown;
    v.why = "out of memory while checking the evidence (see --max-memory): nothing was established";
    return v;
  } catch (const std::exception& e) {
    // Evidence is untrusted input: one the verifier cannot read is rejected.
    return rejected(std::string("unreadable evidence: ") + e.what());
  }
}

}  // namespace netcert
