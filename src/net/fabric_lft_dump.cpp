// fabric_lft_dump.cpp — see fabric_lft_dump.hpp.
#include "net/fabric_lft_dump.hpp"

#include <algorithm>
#include <cstring>
#include <exception>
#include <iterator>
#include <utility>

#include "core/thread_ranges.hpp"
#include "net/fabric.hpp"
#include "net/fabric_text.hpp"

namespace netcert {

namespace {

// After "of switch": OpenSM's "Lid N guid 0x..." or dump_fts' "DR path ... guid 0x...";
// returns the text from "guid" on and sets the LID (0 for a directed route).
std::string_view parse_switch_address(LineScanner& s, LftSection& sec) {
  s.skip_ws();
  if (s.starts_with("Lid")) {
    s.expect_word("Lid", "");
    sec.lid = static_cast<uint32_t>(s.decimal("switch LID", 1, Fabric::kMaxUnicastLid));
    return s.rest();
  }
  if (s.starts_with("DR path")) {
    std::string_view rest = s.rest();
    size_t at = rest.find(" guid ");
    if (at == std::string_view::npos) s.fail("expected 'guid 0x...' after the directed route");
    return rest.substr(at);
  }
  s.fail("expected 'Lid N' (opensm-lfts.dump) or 'DR path ...' (dump_fts, dump_lfts) after 'of switch'");
}

LftSection parse_section_header(std::string_view line, const std::string& where, size_t number) {
  LineScanner s(line, where);
  LftSection sec;
  sec.line = number;
  s.expect_word("Unicast lids", "");
  s.expect('[', "before the LID range");
  // OpenSM writes the range in decimal ("[0-24]"), dump_fts in hex ("[0x0-0x18]").
  auto bound = [&s](const char* what) {
    s.skip_ws();
    return s.starts_with("0x") ? s.hex(what, true) : s.decimal(what, 0, Fabric::kMaxUnicastLid);
  };
  sec.first_lid = bound("first LID");
  s.expect('-', "in the LID range");
  sec.last_lid = bound("last LID");
  if (sec.first_lid > sec.last_lid || sec.last_lid > Fabric::kMaxUnicastLid)
    s.fail("LID range " + std::to_string(sec.first_lid) + "-" + std::to_string(sec.last_lid) +
           " is not within 0..49151");
  s.expect(']', "after the LID range");
  s.expect_word("of switch", "after the LID range");
  LineScanner g(parse_switch_address(s, sec), where);
  g.expect_word("guid", "after the switch's address");
  sec.guid = g.hex("switch GUID", true);
  g.skip_ws();
  std::string_view rest = g.rest();  // ('name'): or (name):
  if (rest.size() >= 3 && rest.front() == '(' && rest.substr(rest.size() - 2) == "):") {
    rest = rest.substr(1, rest.size() - 3);
    if (rest.size() >= 2 && rest.front() == '\'' && rest.back() == '\'') rest = rest.substr(1, rest.size() - 2);
    sec.name = std::string(rest);
  } else if (rest != ":") {
    g.fail("expected \"('name'):\" or \"(name):\" at the end of the section header");
  }
  return sec;
}

// "# Channel Adapter portguid 0x...: 'H0'" (OpenSM) or ": (Switch portguid 0x...: 'S0_1')" (dump_fts):
// the destination's kind and name. Other text names no destination (left empty).
void parse_destination(std::string_view info, LftEntry& e) {
  size_t guid = info.find(" portguid 0x");
  size_t open = info.find(": '", guid == std::string_view::npos ? info.size() : guid);
  size_t close = info.rfind('\'');
  if (guid == std::string_view::npos || open == std::string_view::npos || close <= open + 2) return;
  e.dest_is_switch = info.substr(0, guid).find("Switch") != std::string_view::npos;
  e.dest_name = info.substr(open + 3, close - open - 3);
}

LftEntry parse_entry(std::string_view line, const std::string& source, size_t number) {
  LineScanner s(line, source, number);
  LftEntry e;
  e.line = static_cast<uint32_t>(number);
  e.lid = static_cast<uint32_t>(s.hex("destination LID", true));
  if (e.lid == 0 || e.lid > Fabric::kMaxUnicastLid)
    s.fail("destination LID " + std::to_string(e.lid) + " is outside the unicast range 1..49151");
  e.port = static_cast<int>(s.decimal("output port", 0, 255));
  s.skip_ws();
  if (!s.done() && !s.peek('#') && !s.peek(':')) s.fail("unexpected text after the output port");
  if (!s.done()) parse_destination(s.rest(), e);
  return e;
}

bool is_footer(std::string_view line) {
  size_t sp = line.find(' ');
  return sp != std::string_view::npos && sp > 0 && line.find("lids dumped") != std::string_view::npos &&
         line.substr(0, sp).find_first_not_of("0123456789") == std::string_view::npos;
}

// dump_fts' column titles under each header, and dump_lfts' closing notice.
bool is_column_title(std::string_view line, const LftSection* open) {
  return open && open->entries.empty() && (line.rfind("Lid ", 0) == 0 || line.rfind("Port ", 0) == 0);
}
bool is_dump_lfts_notice(std::string_view line, const LftSection* open) {
  return !open && line.rfind("*** WARNING ***: this command has been replaced by dump_fts", 0) == 0;
}

// OpenSM's footer counts the LIDs of the header's range (its last LID);
// dump_fts counts the entries. Either is accepted; a missing footer is truncation.
void close_section(const LftSection* open, std::string_view footer, const std::string& where) {
  if (!open) throw InputError(where, "'lids dumped' without a section header");
  LineScanner s(footer, where);
  uint64_t n = s.decimal("LID count", 0, Fabric::kMaxUnicastLid + 1);
  if (n != open->entries.size() && n != open->last_lid)
    throw InputError(where, "the footer counts " + std::to_string(n) + " LIDs but the section of line " +
                                std::to_string(open->line) + " has " + std::to_string(open->entries.size()) +
                                " entries and ends at LID " + std::to_string(open->last_lid));
}

[[noreturn]] void unrecognised(std::string_view line, const std::string& where) {
  if (line.rfind("dump_ucast_routes:", 0) == 0)
    throw InputError(where, "this is OpenSM's opensm.fdbs; give opensm-lfts.dump (written beside it) or the "
                            "output of dump_fts");
  throw InputError(where, "unrecognised line (expected 'Unicast lids ... of switch ...', '0xLID PORT', or "
                          "'N lids dumped': opensm-lfts.dump or the output of dump_fts / dump_lfts)");
}


// The dump is cut into ranges of whole sections (each begins at a header or at the
// file's start), parsed on their own threads and joined in file order; the error
// reported is the one a reading from the first line on meets first.
struct DumpRange {
  size_t begin = 0, end = 0;  // byte offsets; end is a line's start or the text's end
  size_t first_line = 1;      // the line number at begin
  size_t nul_line = 0;        // the first line with a NUL byte (0: none)
  size_t lines = 0;           // lines that start in the range
};

// What one range gave: its sections, the line of each header, and its first error.
struct RangeParse {
  std::vector<LftSection> sections;
  std::vector<size_t> header_lines;
  size_t error_line = 0;  // 0: none
  int error_rank = 0;     // at one line: an unclosed section (0) before too many sections (1) before the rest (2)
  std::exception_ptr error;
};

bool is_header(std::string_view line) {
  const size_t first = line.find_first_not_of(" \t");
  return first != std::string_view::npos && line.compare(first, 12, "Unicast lids") == 0;
}

// Range boundaries near k/jobs of the text, each moved on to the next section header.
std::vector<DumpRange> section_ranges(const std::string& text, int jobs) {
  std::vector<size_t> cut = {0};
  for (int k = 1; k < jobs; ++k) {
    size_t at = std::max(cut.back(), text.size() / static_cast<size_t>(jobs) * static_cast<size_t>(k));
    while (at < text.size()) {
      const size_t newline = text.find('\n', at);
      if (newline == std::string::npos) {
        at = text.size();
        break;
      }
      at = newline + 1;  // a line's start
      const size_t line_end = std::min(text.find('\n', at), text.size());
      if (is_header(std::string_view(text).substr(at, line_end - at))) break;
    }
    cut.push_back(std::min(at, text.size()));
  }
  cut.push_back(text.size());
  std::vector<DumpRange> ranges;
  for (size_t k = 0; k + 1 < cut.size(); ++k) ranges.push_back({cut[k], cut[k + 1]});
  return ranges;
}

// Each range's line count and first NUL byte (counted on the threads), then each range's first line number.
void count_range_lines(const std::string& text, std::vector<DumpRange>& ranges) {
  run_in_ranges(ranges.size(), static_cast<int>(ranges.size()), [&](uint64_t lo, uint64_t hi) {
    for (uint64_t k = lo; k < hi; ++k) {
      DumpRange& r = ranges[k];
      const char* from = text.data() + r.begin;
      const char* to = text.data() + r.end;
      const char* nul = static_cast<const char*>(std::memchr(from, '\0', static_cast<size_t>(to - from)));
      r.lines = static_cast<size_t>(std::count(from, to, '\n'));
      if (r.end > r.begin && to[-1] != '\n') ++r.lines;  // the text's last line, without its newline
      if (nul) r.nul_line = static_cast<size_t>(std::count(from, nul, '\n')) + 1;
    }
  });
  size_t line = 1;
  for (auto& r : ranges) {
    r.first_line = line;
    if (r.nul_line) r.nul_line += line - 1;
    line += r.lines;
  }
}

// One line of a range; `open` is the section being read (null between sections).
void parse_line(std::string_view line, size_t number, const std::string& source, LftSection*& open, RangeParse& out) {
  const size_t first = line.find_first_not_of(" \t");
  if (first == std::string_view::npos) return;
  line.remove_prefix(first);
  auto where = [&] { return fabric_where(source, number); };
  if (line.rfind("Unicast lids", 0) == 0) {
    if (open) throw InputError(where(), "new section before the previous one's 'N lids dumped' footer (line " +
                                            std::to_string(open->line) + ")");
    out.header_lines.push_back(number);
    if (out.sections.size() >= Fabric::kMaxNodes) throw InputError(where(), "too many switch sections");
    out.sections.push_back(parse_section_header(line, where(), number));
    open = &out.sections.back();
  } else if (line.rfind("0x", 0) == 0) {
    if (!open) throw InputError(where(), "an LFT entry outside a 'Unicast lids ... of switch' section");
    if (open->entries.size() > Fabric::kMaxUnicastLid) throw InputError(where(), "more entries than unicast LIDs");
    open->entries.push_back(parse_entry(line, source, number));
    if (open->entries.back().lid < open->first_lid || open->entries.back().lid > open->last_lid)
      throw InputError(where(), "LID " + std::to_string(open->entries.back().lid) + " is outside the section's range " +
                                    std::to_string(open->first_lid) + "-" + std::to_string(open->last_lid));
  } else if (is_footer(line)) {
    close_section(open, line, where());
    open = nullptr;
  } else if (!is_column_title(line, open) && !is_dump_lfts_notice(line, open)) {
    unrecognised(line, where());
  }
}

void parse_range(const std::string& text, const DumpRange& r, const std::string& source, RangeParse& out) {
  LftSection* open = nullptr;
  size_t number = r.first_line;
  int rank = 2;
  try {
    for (size_t start = r.begin; start < r.end; ++number) {
      size_t end = text.find('\n', start);
      if (end == std::string::npos || end > r.end) end = r.end;
      std::string_view line(text.data() + start, end - start);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      start = end + 1;
      parse_line(line, number, source, open, out);
    }
    if (open && r.end == text.size())
      throw InputError(fabric_where(source, number - 1),
                       "truncated: the section of line " + std::to_string(open->line) + " has no footer");
    rank = 0;  // the next range's header meets the section still open
    if (open)
      throw InputError(fabric_where(source, number), "new section before the previous one's 'N lids dumped' footer "
                                                     "(line " + std::to_string(open->line) + ")");
  } catch (const InputError&) {
    out.error = std::current_exception();
    out.error_line = number;
    out.error_rank = rank;
  }
}

// The first error in reading order: a NUL byte anywhere first (the text is split into lines before it is read).
void throw_first_error(const std::vector<DumpRange>& ranges, const std::vector<RangeParse>& parts,
                       const std::string& source) {
  for (auto& r : ranges)
    if (r.nul_line) throw InputError(fabric_where(source, r.nul_line), "NUL byte (not a text file)");
  const RangeParse* first = nullptr;
  for (auto& p : parts)
    if (p.error && (!first || std::make_pair(p.error_line, p.error_rank) < std::make_pair(first->error_line,
                                                                                           first->error_rank)))
      first = &p;
  size_t headers = 0, too_many_line = 0;
  for (auto& p : parts) {
    if (!too_many_line && headers + p.header_lines.size() > Fabric::kMaxNodes)
      too_many_line = p.header_lines[Fabric::kMaxNodes - headers];
    headers += p.header_lines.size();
  }
  if (too_many_line && (!first || std::make_pair(too_many_line, 1) < std::make_pair(first->error_line,
                                                                                     first->error_rank)))
    throw InputError(fabric_where(source, too_many_line), "too many switch sections");
  if (first) std::rethrow_exception(first->error);
}

}  // namespace

LftDump parse_lft_dump(const std::string& text, const std::string& source, int jobs) {
  std::vector<DumpRange> ranges = section_ranges(text, std::max(1, jobs));
  count_range_lines(text, ranges);
  std::vector<RangeParse> parts(ranges.size());
  run_in_ranges(ranges.size(), static_cast<int>(ranges.size()), [&](uint64_t lo, uint64_t hi) {
    for (uint64_t k = lo; k < hi; ++k) {
      if (!ranges[k].nul_line) parse_range(text, ranges[k], source, parts[k]);
    }
  });
  throw_first_error(ranges, parts, source);
  LftDump d;
  for (auto& p : parts) std::move(p.sections.begin(), p.sections.end(), std::back_inserter(d.sections));
  if (d.sections.empty())
    throw InputError(source, "no 'Unicast lids ... of switch' section (is this opensm-lfts.dump or dump_fts output?)");
  return d;
}

}  // namespace netcert
