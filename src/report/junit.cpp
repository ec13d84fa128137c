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

SuiteOutcome compare_to_expectation(Verdict actual, Expectation expected) {
  if (actual == Verdict::Unknown) return SuiteOutcome::Unknown;
  if (expected == Expectation::Holds) return actual == Verdict::Holds ? SuiteOutcome::AsExpected : SuiteOutcome::Unexpected;
  return actual == Verdict::Fails ? SuiteOutcome::RefutedAsRecorded : SuiteOutcome::Unexpected;
}

const char* to_string(Expectation e) { return e == Expectation::Holds ? "holds" : "fails"; }

const char* to_string(SuiteOutcome o) {
  switch (o) {
    case SuiteOutcome::AsExpected: return "as expected";
    case SuiteOutcome::RefutedAsRecorded: return "refuted as recorded";
    case SuiteOutcome::Unexpected: return "unexpected";
    default: return "unknown";
  }
}

namespace {

std::string failure_message(const Result& r, Expectation e) {
  if (e == Expectation::Fails)
    return "expected to fail (ERRATA.md) but holds" + (r.note.empty() ? std::string() : ": " + r.note);
  return "fails" + (r.note.empty() ? std::string() : ": " + r.note);
}

std::string failure_body(const Result& r, Expectation e) {
  std::string body = "verdict: " + std::string(to_string(r.verdict)) + ", expected: " + to_string(e) + "\n";
  if (r.verdict == Verdict::Fails && !r.counterexample.is_null())
    body += "counterexample: " + r.counterexample.dump() + "\n";
  if (r.verdict == Verdict::Fails && r.stats.contains("recheck") && r.stats["recheck"].is_string())
    body += "re-check: " + r.stats["recheck"].get<std::string>() + "\n";
  if (!r.note.empty()) body += "note: " + r.note + "\n";
  return body;
}

}  // namespace

std::string junit_decimal(double seconds) {
  // xs:decimal: digits, a point, digits; a negative or non-finite clock reading is reported as 0.
  if (!(seconds >= 0) || !std::isfinite(seconds)) seconds = 0;
  std::ostringstream os;
  os.imbue(std::locale::classic());
  os << std::fixed << std::setprecision(6) << seconds;
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

void write_testcase(std::ostream& os, const Result& r, Expectation e) {
  SuiteOutcome o = compare_to_expectation(r.verdict, e);
  os << "    <testcase classname=\"" << xml_escape(r.property) << "\" name=\""
     << xml_escape(r.engine + " " + r.params.to_string()) << "\" time=\"" << junit_decimal(r.seconds) << "\">\n";
  os << "      <properties>\n"
     << "        <property name=\"verdict\" value=\"" << to_string(r.verdict) << "\"/>\n"
     << "        <property name=\"expected\" value=\"" << to_string(e) << "\"/>\n"
     << "        <property name=\"outcome\" value=\"" << to_string(o) << "\"/>\n"
     << "      </properties>\n";
  if (o == SuiteOutcome::Unexpected)
    os << "      <failure type=\"" << (e == Expectation::Fails ? "unexpected-holds" : "fails") << "\" message=\""
       << xml_escape(failure_message(r, e)) << "\">" << xml_escape(failure_body(r, e)) << "</failure>\n";
  else if (o == SuiteOutcome::Unknown)
    os << "      <skipped message=\"unknown: " << xml_escape(r.note) << "\"/>\n";
  else if (o == SuiteOutcome::RefutedAsRecorded)
    os << "      <system-out>" << xml_escape("refuted as recorded (ERRATA.md): " + failure_body(r, e))
       << "</system-out>\n";
  os << "    </testcase>\n";
}

struct Tally {
  size_t tests = 0, failures = 0, skipped = 0;
  double seconds = 0;
};

Tally tally(const JunitSuite& s) {
  Tally t;
  for (size_t i = 0; i < s.results.size(); ++i) {
    SuiteOutcome o = compare_to_expectation(s.results[i].verdict, i < s.expected.size() ? s.expected[i] : Expectation::Holds);
    t.tests++;
    t.failures += o == SuiteOutcome::Unexpected;
    t.skipped += o == SuiteOutcome::Unknown;
    t.seconds += s.results[i].seconds;
  }
  return t;
}

}  // namespace

std::string junit_xml(const std::vector<JunitSuite>& suites, const JunitRun& run) {
  Tally all;
  for (auto& s : suites) {
    Tally t = tally(s);
    all.tests += t.tests, all.failures += t.failures, all.seconds += t.seconds;
  }
  std::ostringstream os;
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  os << "<testsuites name=\"netcert\" tests=\"" << all.tests << "\" failures=\"" << all.failures
     << "\" errors=\"0\" time=\"" << junit_decimal(all.seconds) << "\">\n";
  for (auto& s : suites) {
    Tally t = tally(s);
    os << "  <testsuite name=\"" << xml_escape(s.name) << "\" tests=\"" << t.tests << "\" failures=\"" << t.failures
       << "\" errors=\"0\" skipped=\"" << t.skipped << "\" time=\"" << junit_decimal(t.seconds) << "\" timestamp=\""
       << xml_escape(run.timestamp) << "\" hostname=\"" << xml_escape(run.hostname) << "\">\n";
    os << "    <properties>\n"
       << "      <property name=\"netcert.version\" value=\"" << xml_escape(NETCERT_VERSION) << "\"/>\n"
       << "      <property name=\"netcert.commit\" value=\"" << xml_escape(run.commit) << "\"/>\n"
       << "      <property name=\"seed\" value=\"" << run.seed << "\"/>\n"
       << "    </properties>\n";
    for (size_t i = 0; i < s.results.size(); ++i)
      write_testcase(os, s.results[i], i < s.expected.size() ? s.expected[i] : Expectation::Holds);
    os << "  </testsuite>\n";
  }
  os << "</testsuites>\n";
  return os.str();
}

std::string junit_xml(const std::string& suite_name, const std::vector<Result>& results,
                      const std::vector<Expectation>& expected) {
  return junit_xml({JunitSuite{suite_name, results, expected}}, junit_run_now(1));
}

}  // namespace netcert
