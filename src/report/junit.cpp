// junit.cpp — see junit.hpp.
#include "report/junit.hpp"

#include <unistd.h>

#include <cmath>
#include <ctime>
#include <iomanip>
#include <locale>
#include <sstream>

#include "core/version.hpp"

namespace netcert {

std::string xml_escape(const std::string& s) {
  std::string o;
  for (char c : s) {
    switch (c) {
      case '&': o += "&amp;"; break;
      case '<': o += "&lt;"; break;
      case '>': o += "&gt;"; break;
      case '"': o += "&quot;"; break;
      case '\'': o += "&apos;"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') o += ' ';
        else o += c;
    }
  }
  return o;
}

SuiteOutcome compare_to_expectation(Verdict actual, Expectation expected, bool recorded_in_errata) {
  if (actual == Verdict::Unknown) return SuiteOutcome::Unknown;
  if (expected == Expectation::Holds) return actual == Verdict::Holds ? SuiteOutcome::AsExpected : SuiteOutcome::Unexpected;
  if (actual != Verdict::Fails) return SuiteOutcome::Unexpected;
  return recorded_in_errata ? SuiteOutcome::RefutedAsRecorded : SuiteOutcome::FailedAsExpected;
}

const char* to_string(Expectation e) { return e == Expectation::Holds ? "holds" : "fails"; }

const char* to_string(SuiteOutcome o) {
  switch (o) {
    case SuiteOutcome::AsExpected: return "as expected";
    case SuiteOutcome::RefutedAsRecorded: return "refuted as recorded";
    case SuiteOutcome::FailedAsExpected: return "failed as expected";
    case SuiteOutcome::Unexpected: return "unexpected";
    default: return "unknown";
  }
}

namespace {

std::string with_note(std::string head, const Result& r) {
  return r.note.empty() ? head : head + ": " + r.note;
}

std::string failure_message(const Result& r, Expectation e, bool in_errata) {
  if (r.verdict == Verdict::Unknown) return with_note("unknown (never a pass)", r);
  if (e == Expectation::Fails)
    return with_note(in_errata ? "expected to fail (ERRATA.md) but holds" : "expected to fail but holds", r);
  return with_note("fails", r);
}

// What a reader needs besides the verdict: the confirmed counterexample, the re-check, the note.
std::string evidence(const Result& r, const std::string& indent) {
  std::string body;
  if (r.verdict == Verdict::Fails && !r.counterexample.is_null())
    body += indent + "counterexample: " + r.counterexample.dump() + "\n";
  if (r.verdict == Verdict::Fails && r.stats.contains("recheck") && r.stats["recheck"].is_string())
    body += indent + "re-check: " + r.stats["recheck"].get<std::string>() + "\n";
  if (!r.note.empty()) body += indent + "note: " + r.note + "\n";
  return body;
}

std::string failure_body(const Result& r, Expectation e) {
  return "verdict: " + std::string(to_string(r.verdict)) + ", expected: " + to_string(e) + "\n" + evidence(r, "");
}

std::string case_name(const Result& r) {
  std::string params = r.params.to_string();
  return params.empty() ? r.engine : r.engine + " " + params;
}

// One <system-out> line per testcase: junit-10 and Ant allow no properties on a testcase.
std::string case_line(const Result& r, Expectation e, SuiteOutcome o) {
  std::string outcome = o == SuiteOutcome::RefutedAsRecorded ? "refuted as recorded in ERRATA.md" : to_string(o);
  return r.property + " " + case_name(r) + ": verdict " + to_string(r.verdict) + ", expected " + to_string(e) + ", " +
         outcome + "\n" + evidence(r, "  ");
}

}  // namespace

std::string junit_decimal(double seconds) {
  // xs:decimal with junit-10's at most 3 decimals; a negative or non-finite clock reading is reported as 0.
  if (!(seconds >= 0) || !std::isfinite(seconds)) seconds = 0;
  std::ostringstream os;
  os.imbue(std::locale::classic());
  os << std::fixed << std::setprecision(3) << seconds;
  return os.str();
}

JunitRun junit_run_now(uint64_t seed) {
  JunitRun run;
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &utc);
  run.timestamp = buf;
  char host[256] = {0};
  run.hostname = gethostname(host, sizeof host - 1) == 0 && host[0] ? host : "localhost";
  run.commit = build_commit();
  run.seed = seed;
  return run;
}

namespace {

struct Case {
  const Result& r;
  Expectation expected;
  bool in_errata;
  SuiteOutcome outcome;
};

std::vector<Case> cases_of(const JunitSuite& s) {
  std::vector<Case> out;
  for (size_t i = 0; i < s.results.size(); ++i) {
    Expectation e = i < s.expected.size() ? s.expected[i] : Expectation::Holds;
    bool errata = i < s.in_errata.size() && s.in_errata[i];
    out.push_back({s.results[i], e, errata, compare_to_expectation(s.results[i].verdict, e, errata)});
  }
  return out;
}

bool is_failure(SuiteOutcome o) { return o == SuiteOutcome::Unexpected || o == SuiteOutcome::Unknown; }

void write_testcase(std::ostream& os, const Case& c) {
  const Result& r = c.r;
  os << "    <testcase classname=\"" << xml_escape(r.property) << "\" name=\"" << xml_escape(case_name(r)) << "\" time=\""
     << junit_decimal(r.seconds) << "\"";
  if (!is_failure(c.outcome)) {
    os << "/>\n";
    return;
  }
  const char* type = c.outcome == SuiteOutcome::Unknown ? "unknown"
                     : c.expected == Expectation::Fails ? "unexpected-holds"
                                                        : "fails";
  os << ">\n      <failure type=\"" << type << "\" message=\"" << xml_escape(failure_message(r, c.expected, c.in_errata))
     << "\">" << xml_escape(failure_body(r, c.expected)) << "</failure>\n    </testcase>\n";
}

void write_property(std::ostream& os, const std::string& name, const std::string& value) {
  os << "      <property name=\"" << xml_escape(name) << "\" value=\"" << xml_escape(value) << "\"/>\n";
}

void write_testsuite(std::ostream& os, const JunitSuite& s, size_t id, const JunitRun& run) {
  std::vector<Case> cases = cases_of(s);
  size_t failures = 0, unknown = 0, expected_fails = 0;
  double seconds = 0;
  std::string out;
  for (auto& c : cases) {
    failures += is_failure(c.outcome);
    unknown += c.outcome == SuiteOutcome::Unknown;
    expected_fails += c.outcome == SuiteOutcome::RefutedAsRecorded || c.outcome == SuiteOutcome::FailedAsExpected;
    seconds += c.r.seconds;
    out += case_line(c.r, c.expected, c.outcome);
  }
  os << "  <testsuite name=\"" << xml_escape(s.name) << "\" package=\"" << xml_escape(s.name) << "\" id=\"" << id
     << "\" tests=\"" << cases.size() << "\" failures=\"" << failures << "\" errors=\"0\" time=\"" << junit_decimal(seconds)
     << "\" timestamp=\"" << xml_escape(run.timestamp) << "\" hostname=\"" << xml_escape(run.hostname) << "\">\n";
  os << "    <properties>\n";
  write_property(os, "netcert.version", NETCERT_VERSION);
  write_property(os, "netcert.commit", run.commit);
  write_property(os, "seed", std::to_string(run.seed));
  write_property(os, "netcert.unknown", std::to_string(unknown));
  write_property(os, "netcert.expected_fails", std::to_string(expected_fails));
  os << "    </properties>\n";
  for (auto& c : cases) write_testcase(os, c);
  os << "    <system-out>" << xml_escape(out) << "</system-out>\n    <system-err></system-err>\n  </testsuite>\n";
}

}  // namespace

std::string junit_xml(const std::vector<JunitSuite>& suites, const JunitRun& run) {
  std::ostringstream os;
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n";
  for (size_t i = 0; i < suites.size(); ++i) write_testsuite(os, suites[i], i, run);
  os << "</testsuites>\n";
  return os.str();
}

std::string junit_xml(const std::string& suite_name, const std::vector<Result>& results,
                      const std::vector<Expectation>& expected) {
  return junit_xml({JunitSuite{suite_name, results, expected, {}}}, junit_run_now(1));
}

}  // namespace netcert
