// junit.cpp — see junit.hpp.
#include "report/junit.hpp"

#include <sstream>

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

std::string junit_xml(const std::string& suite_name, const std::vector<Result>& results,
                      const std::vector<Expectation>& expected) {
  auto expect_of = [&](size_t i) { return i < expected.size() ? expected[i] : Expectation::Holds; };
  int failures = 0, skipped = 0;
  double total = 0;
  for (size_t i = 0; i < results.size(); ++i) {
    SuiteOutcome o = compare_to_expectation(results[i].verdict, expect_of(i));
    failures += o == SuiteOutcome::Unexpected;
    skipped += o == SuiteOutcome::Unknown;
    total += results[i].seconds;
  }
  std::ostringstream os;
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  os << "<testsuites name=\"netcert\" tests=\"" << results.size() << "\" failures=\"" << failures
     << "\" errors=\"0\" skipped=\"" << skipped << "\" time=\"" << total << "\">\n";
  os << "  <testsuite name=\"" << xml_escape(suite_name) << "\" tests=\"" << results.size() << "\" failures=\""
     << failures << "\" errors=\"0\" skipped=\"" << skipped << "\" time=\"" << total << "\">\n";
  for (size_t i = 0; i < results.size(); ++i) {
    const Result& r = results[i];
    Expectation e = expect_of(i);
    SuiteOutcome o = compare_to_expectation(r.verdict, e);
    os << "    <testcase classname=\"" << xml_escape(r.property) << "\" name=\""
       << xml_escape(r.engine + " " + r.params.to_string()) << "\" time=\"" << r.seconds << "\">\n";
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
  os << "  </testsuite>\n</testsuites>\n";
  return os.str();
}

}  // namespace netcert
