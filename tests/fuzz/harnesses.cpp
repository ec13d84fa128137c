// harnesses.cpp — see harnesses.hpp.
#include "harnesses.hpp"

#include "journal_harnesses.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <new>
#include <stdexcept>
#include <system_error>

#include "cli/commands.hpp"
#include "core/catalogue.hpp"
#include "core/certificate.hpp"
#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/params.hpp"
#include "core/schedule_input.hpp"
#include "net/family_expression.hpp"
#include "properties/verify_certificate.hpp"
#include "route/fabric_routing.hpp"
#include "search/fabric_deadlock.hpp"
#include "search/fabric_routes.hpp"
#include "tests/core/reseal_certificate.hpp"

namespace netcert::fuzz {

namespace {

[[noreturn]] void finding(const std::string& harness, const std::string& what) {
  std::cerr << "netcert fuzz finding in " << harness << ": " << what << '\n';
  std::abort();
}

RunContext fuzz_context() {
  RunContext ctx;
  ctx.jobs = 1;
  ctx.timeout_seconds = 2;  // every checker honours --timeout; a slow input becomes unknown
  ctx.random_cases = 10;
  ctx.started = std::chrono::steady_clock::now();
  return ctx;
}

// A schedule of one network kind: the input's network/kind are forced to this
// harness's, so the fuzzer spends its time inside that kind's schema and checker.
int schedule(const std::string& name, const std::string& network, const std::string& kind, const std::string& text) {
  try {
    json doc = parse_json_strict(text, "fuzz.json", schedule_limits());
    if (doc.is_object()) {
      doc["network"] = network;
      doc["kind"] = kind;
    }
    check_schedule_document(doc, "fuzz.json", fuzz_context());
  } catch (const InputError&) {
  } catch (const std::bad_alloc&) {
  } catch (const std::exception& e) {
    finding(name, std::string("exception escaped the input layer: ") + e.what());
  }
  return 0;
}

// A suite is loaded and planned (every entry validated), not run.
int suite(const std::string& text) {
  // One directory per fuzzing process, removed at exit (its destructor runs then).
  struct SuiteDir {
    std::string path;
    SuiteDir() {
      char tmpl[] = "/tmp/netcert-fuzz-suite-XXXXXX";
      const char* d = mkdtemp(tmpl);
      if (d == nullptr) throw std::runtime_error("cannot create /tmp/netcert-fuzz-suite-*");
      path = d;
    }
    ~SuiteDir() {
      std::error_code ignored;
      std::filesystem::remove_all(path, ignored);
    }
  };
  static const SuiteDir dir;
  std::string path = dir.path + "/suite.json";
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
  }
  try {
    RunOptions o;
    o.ctx = fuzz_context();
    plan_suite(path, o);
  } catch (const InputError&) {
  } catch (const std::bad_alloc&) {
  } catch (const std::exception& e) {
    finding("suite", std::string("exception escaped the input layer: ") + e.what());
  }
  return 0;
}

// A certificate as given, then re-sealed (canonical form and sha256
// recomputed) so mutations reach the evidence checks behind the hash.
int certificate(const std::string& text) {
  CertVerifyOptions o;
  o.resolve = false;
  verify_certificate(text, o);
  json cert;
  try {
    cert = parse_json_strict(text, "", certificate_limits());
  } catch (const InputError&) {
    return 0;
  }
  if (!cert.is_object()) return 0;
  verify_certificate(testing::resealed_certificate(cert), o);
  return 0;
}

// Params: the first byte picks a property, the rest is one --param argument per line.
int params(const std::string& text) {
  const auto& props = catalogue().properties();
  if (text.empty() || props.empty()) return 0;
  const Property& p = props[static_cast<unsigned char>(text[0]) % props.size()];
  std::vector<ParamArg> args;
  try {
    size_t start = 1;
    while (start <= text.size()) {
      size_t nl = text.find('\n', start);
      std::string line = text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
      if (!line.empty()) args.push_back(parse_param_arg(line, p.params));
      if (nl == std::string::npos) break;
      start = nl + 1;
    }
    auto sets = expand_params(args, p.params);
    if (sets.size() > kMaxParamSets) finding("params", "expansion exceeded kMaxParamSets");
  } catch (const InputError&) {
  } catch (const std::exception& e) {
    finding("params", std::string("exception escaped: ") + e.what());
  }
  // The same text as a suite entry's JSON params object.
  try {
    json j = parse_json_strict(text.substr(1), "", suite_limits());
    if (j.is_object()) {
      std::vector<ParamArg> jargs;
      for (auto& [k, v] : j.items()) jargs.push_back(parse_param_json(k, v, p.params));
      expand_params(jargs, p.params);
    }
  } catch (const InputError&) {
  } catch (const std::exception& e) {
    finding("params", std::string("exception escaped (json params): ") + e.what());
  }
  return 0;
}

// A fabric: a topology (ibnetdiscover output or opensm-subnet.lst) and its
// forwarding tables, one text split at the first line "%%lfts"; parsed and
// cross-checked as `netcert fabric check` reads them, then routed and checked
// for deadlock when they are accepted.
int fabric(const std::string& text) {
  const std::string marker = "\n%%lfts\n";
  const size_t at = text.find(marker);
  FabricFiles files;
  files.topology_name = "fuzz.topology";
  files.lfts_name = "fuzz.lfts";
  files.topology = text.substr(0, at);
  if (at != std::string::npos) files.lfts = text.substr(at + marker.size());
  try {
    auto routing = load_fabric_routing(files);
    fabric_routes_exhaustive(*routing, fuzz_context());
    fabric_deadlock_exhaustive(*routing, fuzz_context());
  } catch (const InputError&) {
  } catch (const std::bad_alloc&) {
  } catch (const std::exception& e) {
    finding("fabric", std::string("exception escaped the input layer: ") + e.what());
  }
  return 0;
}

// A family-expression formula: parsed (InputError is the only way out), evaluated at a
// few sizes (the value stays below N), and its printed form parses back to itself.
int family_expression(const std::string& text) {
  try {
    const FamilyExpr e = parse_family_expression(text, "sigma");
    for (int n : {1, 2, 7, 63}) {
      const uint64_t N_mask = (uint64_t{1} << n) - 1;
      if (evaluate_family_expression(e, n, 3, 5) & ~N_mask) finding("family_expression", "a value at or above N");
    }
    const std::string printed = family_expression_text(e);
    if (printed.size() <= kMaxExpressionChars &&
        family_expression_text(parse_family_expression(printed, "sigma")) != printed)
      finding("family_expression", "the printed formula does not parse back to itself: " + printed);
  } catch (const InputError&) {
  } catch (const std::exception& e) {
    finding("family_expression", std::string("exception escaped the parser: ") + e.what());
  }
  return 0;
}

}  // namespace

const std::vector<std::string>& harness_names() {
  static const std::vector<std::string> names{"schedule_fattree", "schedule_butterfly", "schedule_kary_ntree",
                                              "schedule_oft",     "schedule_cblcan",    "suite",
                                              "certificate",      "params",             "fabric",
                                              "checkpoint",       "shard_report",       "family_expression"};
  return names;
}

int run_harness(const std::string& name, const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  if (name == "schedule_fattree") return schedule(name, "fattree", "permutation-family", text);
  if (name == "schedule_butterfly") return schedule(name, "butterfly", "chip-mapping", text);
  if (name == "schedule_kary_ntree") return schedule(name, "kary-ntree", "tswitch-config", text);
  if (name == "schedule_oft") return schedule(name, "oft", "control-sequence", text);
  if (name == "schedule_cblcan") return schedule(name, "cblcan", "permutation", text);
  if (name == "suite") return suite(text);
  if (name == "certificate") return certificate(text);
  if (name == "params") return params(text);
  if (name == "fabric") return fabric(text);
  if (name == "checkpoint") return checkpoint(text);
  if (name == "shard_report") return shard_report(text);
  if (name == "family_expression") return family_expression(text);
  return -1;
}

}  // namespace netcert::fuzz
