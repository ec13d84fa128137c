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

std::string junit_xml(const std::string& suite_name, const std::vector<Result>& results) {
  int failures = 0, skipped = 0;
  double total = 0;
  for (auto& r : results) {
    failures += r.verdict == Verdict::Fails;
    skipped += r.verdict == Verdict::Unknown;
    total += r.seconds;
  }
  std::ostringstream os;
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  os << "<testsuites name=\"netcert\" tests=\"" << results.size() << "\" failures=\"" << failures
     << "\" errors=\"0\" skipped=\"" << skipped << "\" time=\"" << total << "\">\n";
  os << "  <testsuite name=\"" << xml_escape(suite_name) << "\" tests=\"" << results.size() << "\" failures=\""
     << failures << "\" errors=\"0\" skipped=\"" << skipped << "\" time=\"" << total << "\">\n";
  for (auto& r : results) {
    os << "    <testcase classname=\"" << xml_escape(r.property) << "\" name=\""
       << xml_escape(r.engine + " " + r.params.to_string()) << "\" time=\"" << r.seconds << "\"";
    if (r.verdict == Verdict::Holds) {
      os << "/>\n";
      continue;
    }
    os << ">\n";
    if (r.verdict == Verdict::Fails)
      os << "      <failure message=\"" << xml_escape(r.note) << "\">" << xml_escape(r.counterexample.dump())
         << "</failure>\n";
    else
      os << "      <skipped message=\"unknown: " << xml_escape(r.note) << "\"/>\n";
    os << "    </testcase>\n";
  }
  os << "  </testsuite>\n</testsuites>\n";
  return os.str();
}

}  // namespace netcert
