// forge.cpp — netcert_forge, the certificate forgery tester (in the spirit of
// CaDiCaL's mobical): takes genuine certificates, requires each to verify,
// then applies semantic mutations — flip the verdict, change a param, rename
// the engine, change one witness entry, drop or add a field, replace a stored
// SMT query by (assert false) or change its answer, splice in a counterexample
// from another certificate — recomputes the content hash, and requires
// verify_certificate to REJECT every mutant. Survivors are written to --save DIR
// as regression files and make the exit code 1.
//
//   netcert_forge [--save DIR] [--max-leaves N] [--resolve] [--verify-only] CERT.json...
//
// --verify-only is the round trip alone: every certificate must verify.
//
// Consistent forgeries (tests/forge/consistent.hpp): for the properties it covers,
// counterexamples correct in every field but the decisive one, and real ones beside
// them at the same boundary; the false must be REJECTED, the true VERIFIED.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "properties/verify_certificate.hpp"
#include "tests/core/reseal_certificate.hpp"
#include "tests/forge/consistent.hpp"

using netcert::json;

namespace {

struct Mutant {
  std::string what;
  json cert;
  bool provenance_only = false;  // fails certificate, engine renamed to another real engine
};

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Re-seals a mutated certificate: the hash is recomputed, so only the
// verifier's semantic checks can catch the mutation.
void add(std::vector<Mutant>& out, const json& original, std::string what, json mutated) {
  if (mutated != original) out.push_back({std::move(what), std::move(mutated)});
}

// Every leaf and container of the witness, mutated one at a time.
void mutate_tree(const json& root, json::json_pointer at, const json& node, size_t& budget,
                 std::vector<Mutant>& out) {
  if (budget == 0) return;
  --budget;
  auto with = [&](const json& replacement) {
    json c = root;
    c[at] = replacement;
    return c;
  };
  std::string where = at.to_string().empty() ? "/" : at.to_string();
  if (node.is_number_integer()) {
    int64_t v = node.is_number_unsigned() ? static_cast<int64_t>(node.get<uint64_t>()) : node.get<int64_t>();
    add(out, root, where + " +1", with(v + 1));
    if (v != 0) add(out, root, where + " -1", with(v - 1));
  } else if (node.is_number_float()) {
    add(out, root, where + " *2+1", with(node.get<double>() * 2 + 1));
  } else if (node.is_boolean()) {
    add(out, root, where + " flipped", with(!node.get<bool>()));
  } else if (node.is_string()) {
    const std::string s = node.get<std::string>();
    bool query = s.find("(check-sat)") != std::string::npos || s.find("(assert") != std::string::npos;
    if (query) {
      add(out, root, where + " := (assert false)", with("(assert false)\n(check-sat)\n"));
      add(out, root, where + " := (assert true)", with("(assert true)\n(check-sat)\n"));
    } else if (s == "unsat" || s == "sat") {
      add(out, root, where + " answer changed", with(s == "unsat" ? "sat" : "unsat"));
    } else {
      add(out, root, where + " string edited", with(s + "x"));
    }
  } else if (node.is_null()) {
    add(out, root, where + " null -> 0", with(0));
  } else if (node.is_array()) {
    if (!node.empty()) {
      json dropped = node;
      dropped.erase(dropped.end() - 1);
      add(out, root, where + " last element dropped", with(dropped));
      json dup = node;
      dup.push_back(node.front());
      add(out, root, where + " first element repeated", with(dup));
      for (size_t i = 1; i < node.size(); ++i)
        if (node[i] != node[0]) {
          json sw = node;
          std::swap(sw[0], sw[i]);
          add(out, root, where + " elements 0 and " + std::to_string(i) + " swapped", with(sw));
          break;
        }
    }
    for (size_t i = 0; i < node.size() && budget; ++i) mutate_tree(root, at / i, node[i], budget, out);
  } else if (node.is_object()) {
    for (auto& [k, v] : node.items()) {
      json c = root;
      c[at].erase(k);
      add(out, root, where + " key '" + k + "' dropped", c);
    }
    json extra = node;
    extra["forged"] = 1;
    add(out, root, where + " unknown key added", with(extra));
    for (auto& [k, v] : node.items())
      if (budget) mutate_tree(root, at / k, v, budget, out);
  }
}

std::vector<Mutant> mutants_of(const json& cert, const std::vector<json>& others, size_t max_leaves) {
  std::vector<Mutant> out;
  auto set = [&](const std::string& what, const std::string& key, const json& value) {
    json c = cert;
    c[key] = value;
    add(out, cert, what, c);
  };
  std::string v = cert.value("verdict", "");
  set("verdict flipped", "verdict", v == "holds" ? "fails" : "holds");
  set("verdict unknown", "verdict", "unknown");
  set("engine renamed to magic", "engine", "magic");
  const netcert::Property* p = netcert::catalogue().property(cert.value("property", ""));
  if (p) {
    for (auto& e : p->engines)
      if (e.name != cert["engine"]) {
        set("engine renamed to " + e.name, "engine", e.name);
        if (v == "fails" && !out.empty() && out.back().cert["engine"] == e.name) out.back().provenance_only = true;
      }
    for (auto& spec : p->params) {
      if (!cert["params"].contains(spec.name)) continue;
      const json& cur = cert["params"][spec.name];
      std::vector<json> alternatives;
      if (spec.is_int && cur.is_number_integer()) {
        int64_t x = cur.get<int64_t>();
        if (x + 1 <= spec.hi) alternatives.push_back(x + 1);
        if (x - 1 >= spec.lo) alternatives.push_back(x - 1);
      } else {
        for (auto& ch : spec.choices)
          if (ch != cur) alternatives.push_back(ch);
      }
      for (auto& a : alternatives) {
        json c = cert;
        c["params"][spec.name] = a;
        add(out, cert, "param " + spec.name + " := " + a.dump(), c);
      }
    }
  }
  // Witness-level mutations: whole witness, then every entry (up to max_leaves nodes).
  set("witness := null", "witness", nullptr);
  set("witness := {}", "witness", json::object());
  size_t budget = max_leaves;
  std::vector<Mutant> inner;
  mutate_tree(cert["witness"], json::json_pointer(), cert["witness"], budget, inner);
  for (auto& m : inner) {
    json c = cert;
    c["witness"] = m.cert;
    add(out, cert, "witness " + m.what, c);
  }
  // Splice evidence from another certificate of the same property.
  for (auto& o : others)
    if (o["property"] == cert["property"] && o["params"] != cert["params"]) {
      json c = cert;
      c["witness"] = o["witness"];
      add(out, cert, "witness spliced from " + o["params"].dump(), c);
      json d = o;  // the other's evidence under this certificate's params and verdict
      d["params"] = cert["params"];
      add(out, cert, "params spliced onto " + o["params"].dump() + " [" + o.value("engine", "") + "]", d);
    }
  return out;
}

struct Tally {
  size_t certificates = 0, tried = 0, caught = 0, provenance = 0;
};

struct ConsistentTally {
  size_t forged = 0, rejected = 0, real = 0, verified = 0;
};

// The certificate (fails, or holds with a whole witness) stating `c` under cert's property and params.
json consistent_certificate(const json& cert, const netcert::ConsistentCase& c) {
  json out = cert;
  out["verdict"] = c.verdict;
  out["engine"] = c.engine;
  out["witness"] = c.verdict == "fails" ? json{{"counterexample", c.counterexample}} : c.counterexample;
  return out;
}

// Every consistent case of every certificate (each distinct case once): false ones must be
// rejected, true ones verified. Returns the number of wrong answers; prints one line per paper.
size_t run_consistent(const std::vector<json>& certs, const std::vector<std::string>& files,
                      const std::string& save_dir) {
  std::map<std::string, ConsistentTally> per_paper;
  std::set<std::string> seen;
  size_t wrong = 0;
  for (size_t i = 0; i < certs.size(); ++i) {
    const std::string property = certs[i].value("property", "?");
    per_paper[property.substr(0, property.find('.'))];  // a paper without builders reports 0
    for (auto& c : netcert::consistent_counterexamples(certs[i])) {
      json forged = consistent_certificate(certs[i], c);
      forged.erase("sha256");
      if (!seen.insert(netcert::sha256_hex(forged.dump())).second) continue;
      std::string sealed = netcert::testing::resealed_certificate(forged);
      netcert::CertVerdict v = netcert::verify_certificate(sealed, {});
      ConsistentTally& t = per_paper[property.substr(0, property.find('.'))];
      // A real Monte-Carlo refutation is re-established by replay: PARTIAL, as for genuine certificates.
      bool right = c.true_statement ? v.status == netcert::CertVerdict::Status::Verified ||
                                          (v.status == netcert::CertVerdict::Status::Partial && c.engine == "montecarlo")
                                    : v.status == netcert::CertVerdict::Status::Rejected;
      (c.true_statement ? t.real : t.forged) += 1;
      (c.true_statement ? t.verified : t.rejected) += right;
      if (right) continue;
      ++wrong;
      std::cout << (c.true_statement ? "REAL COUNTEREXAMPLE NOT VERIFIED " : "CONSISTENT FORGERY ACCEPTED ") << files[i]
                << ": " << c.what << " -> " << v.label() << " " << v.why << '\n';
      if (!save_dir.empty()) {
        std::filesystem::create_directories(save_dir);
        std::ofstream(std::filesystem::path(save_dir) / ("consistent-" + std::to_string(wrong) + ".cert.json")) << sealed;
      }
    }
  }
  for (auto& [paper, t] : per_paper)
    std::printf("consistent %s: %zu false counterexamples built, %zu rejected%s; %zu real ones at the same boundaries, "
                "%zu verified\n", paper.c_str(), t.forged, t.rejected, t.forged == t.rejected ? " (all)" : "  <-- ACCEPTED",
                t.real, t.verified);
  return wrong;
}

}  // namespace

int main(int argc, char** argv) {
  std::string save_dir;
  size_t max_leaves = 400;
  netcert::CertVerifyOptions genuine_options, mutant_options;
  std::vector<std::string> files;
  bool verify_only = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--save" && i + 1 < argc) save_dir = argv[++i];
    else if (a == "--max-leaves" && i + 1 < argc) max_leaves = std::stoul(argv[++i]);
    else if (a == "--resolve") genuine_options.resolve = true;
    else if (a == "--verify-only") verify_only = true;
    else if (a == "--help" || a == "-h") {
      std::cout << "usage: netcert_forge [--save DIR] [--max-leaves N] [--resolve] CERT.json...\n"
                   "Every genuine certificate must verify (smt, symbolic: PARTIAL without --resolve); every mutant must be REJECTED.\n";
      return 0;
    } else files.push_back(a);
  }
  std::vector<json> certs;
  std::vector<std::string> texts;
  bool genuine_ok = true;
  for (auto& f : files) {
    std::string text = read_all(f);
    netcert::CertVerdict v = netcert::verify_certificate(text, genuine_options);
    std::string engine = json::parse(text).value("engine", "");
    // A Monte-Carlo holds is a replay, never a proof: PARTIAL is its genuine result.
    bool smt_partial = v.status == netcert::CertVerdict::Status::Partial &&
                       ((!genuine_options.resolve && (engine == "smt" || engine == "symbolic")) || engine == "montecarlo");
    if (v.status != netcert::CertVerdict::Status::Verified && !smt_partial) {
      std::cout << "GENUINE NOT VERIFIED " << f << ": " << v.label() << " " << v.summary << " — " << v.why << '\n';
      genuine_ok = false;
    }
    certs.push_back(json::parse(text));
    texts.push_back(text);
  }
  if (verify_only) {
    std::cout << files.size() << " genuine certificates: " << (genuine_ok ? "all verify" : "SOME DO NOT VERIFY") << '\n';
    return genuine_ok ? 0 : 1;
  }
  std::map<std::string, Tally> tally;
  size_t survivors = 0;
  for (size_t i = 0; i < certs.size(); ++i) {
    std::string key = certs[i].value("property", "?") + " [" + certs[i].value("engine", "?") + "] " +
                      certs[i].value("verdict", "?");
    auto& t = tally[key];
    ++t.certificates;
    for (auto& m : mutants_of(certs[i], certs, max_leaves)) {
      ++t.tried;
      std::string sealed = netcert::testing::resealed_certificate(m.cert);
      netcert::CertVerdict v = netcert::verify_certificate(sealed, mutant_options);
      if (v.status == netcert::CertVerdict::Status::Rejected) {
        ++t.caught;
        continue;
      }
      // The engine of a fails certificate is provenance: verify-cert establishes
      // the counterexample, not who found it. A rename to another engine that
      // accepts the params is reported, not counted as a forgery.
      if (m.provenance_only) {
        ++t.provenance;
        continue;
      }
      ++survivors;
      std::cout << "SURVIVED " << files[i] << ": " << m.what << " -> " << v.label() << " " << v.why << '\n';
      if (!save_dir.empty()) {
        std::filesystem::create_directories(save_dir);
        std::ofstream(std::filesystem::path(save_dir) /
                      ("survivor-" + std::to_string(survivors) + ".cert.json")) << sealed;
      }
    }
  }
  size_t tried = 0, caught = 0, provenance = 0;
  std::cout << "\nkind                                                  certs   mutants   caught  provenance\n";
  for (auto& [k, t] : tally) {
    std::printf("%-52s %6zu %9zu %8zu %11zu%s\n", k.c_str(), t.certificates, t.tried - t.provenance, t.caught,
                t.provenance, t.caught + t.provenance == t.tried ? "" : "  <-- survivors");
    tried += t.tried - t.provenance;
    caught += t.caught;
    provenance += t.provenance;
  }
  std::printf("total: %zu certificates, %zu mutants, %zu rejected (%.2f%%)\n", certs.size(), tried, caught,
              tried ? 100.0 * caught / tried : 100.0);
  size_t consistent_wrong = run_consistent(certs, files, save_dir);
  if (provenance)
    std::printf("%zu provenance-only mutants accepted: a fails certificate's engine renamed to another engine that "
                "accepts the params (the counterexample is re-established, not who found it)\n", provenance);
  return genuine_ok && survivors == 0 && consistent_wrong == 0 ? 0 : 1;
}
