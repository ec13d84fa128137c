// netcert/netcert.hpp — the installed C++ interface of netcert.
//
// Typed values in, typed values out: list the properties, run one with an
// engine over parameter ranges, check a schedule file, verify a certificate.
// Everything here goes through the same code as the `netcert` command line
// (the runner, the independent checkers, the one certificate verifier), so a
// verdict obtained through this header means exactly what the CLI's means.
// Link with `find_package(netcert)` -> netcert::netcert, or `pkg-config netcert`.
#pragma once
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace netcert::api {

// unknown (timeout, solver gave up, size outside an engine) is never holds.
enum class Verdict { Holds, Fails, Unknown };
const char* to_string(Verdict v);

// Bad input (unknown property, parameter outside its domain, unreadable file):
// the CLI's exit 2. The message names the field.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ParamInfo {
  std::string name, help;
  bool is_integer = false;
  int64_t min = 0, max = 0;          // integer domain (when is_integer)
  std::vector<std::string> choices;  // choice domain (otherwise)
  std::string default_value;
};

struct PropertyInfo {
  std::string id, paper, claim, statement;
  std::vector<ParamInfo> params;
  std::vector<std::string> engines;
};

struct RunOptions {
  std::string engine = "all";    // an engine name of the property, or "all"
  double timeout_seconds = 0;    // per result; 0 = no limit
  unsigned jobs = 1;             // worker threads
  uint64_t seed = 1;             // random and Monte-Carlo engines
  // Monte-Carlo engines use `seed` only when this is true (recorded as the
  // caller's choice); otherwise they derive their seed from the params.
  bool seed_named = false;
  uint64_t random_cases = 0;     // 0 = the engine's default
  std::string certificate_dir;   // write one certificate per result when set
};

struct CheckResult {
  std::string property;
  std::map<std::string, std::string> params;
  std::string engine;
  Verdict verdict = Verdict::Unknown;
  double seconds = 0;
  std::string note;                 // one line for humans
  std::string counterexample_json;  // when verdict == Fails: the checked counterexample
  std::string recheck;              // what the independent checker said about it
};

struct ScheduleResult {
  Verdict verdict = Verdict::Unknown;
  std::vector<std::string> lines;   // the human summary, one fact a line
  std::string counterexample_json;  // when verdict == Fails
};

struct CertificateCheck {
  enum class Status { Verified, Rejected, Partial, Unknown };
  Status status = Status::Rejected;
  std::string why;      // what was established, or why not
  std::string summary;  // "property params [engine] verdict"
};

std::string version();  // "0.1.0"
std::string commit();   // the git commit this library was built from

std::vector<PropertyInfo> properties();

// `params` are NAME=V, NAME=LO..HI or NAME=A,B,C, as `netcert check --param`;
// unnamed parameters take their defaults. Throws InputError before running
// anything when a parameter or engine is not accepted.
std::vector<CheckResult> check(const std::string& property, const std::vector<std::string>& params,
                               const RunOptions& options = {});

// A schedule, mapping or configuration file, as `netcert check-schedule`.
ScheduleResult check_schedule_file(const std::string& path, const RunOptions& options = {});

// A certificate file, as `netcert verify-cert [--resolve]`.
CertificateCheck verify_certificate_file(const std::string& path, bool resolve_smt = false);

}  // namespace netcert::api
