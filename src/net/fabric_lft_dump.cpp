// fabric_lft_dump.cpp — see fabric_lft_dump.hpp.
#include "net/fabric_lft_dump.hpp"

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

LftEntry parse_entry(std::string_view line, const std::string& where, size_t number) {
  LineScanner s(line, where);
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

}  // namespace

LftDump parse_lft_dump(const std::string& text, const std::string& source) {
  LftDump d;
  LftSection* open = nullptr;
  auto lines = fabric_lines(text, source);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string where = fabric_where(source, i + 1);
    std::string_view line = lines[i];
    size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos) continue;
    line.remove_prefix(first);
    if (line.rfind("Unicast lids", 0) == 0) {
      if (open) throw InputError(where, "new section before the previous one's 'N lids dumped' footer (line " +
                                            std::to_string(open->line) + ")");
      if (d.sections.size() >= Fabric::kMaxNodes) throw InputError(where, "too many switch sections");
      d.sections.push_back(parse_section_header(line, where, i + 1));
      open = &d.sections.back();
    } else if (line.rfind("0x", 0) == 0) {
      if (!open) throw InputError(where, "an LFT entry outside a 'Unicast lids ... of switch' section");
      if (open->entries.size() > Fabric::kMaxUnicastLid) throw InputError(where, "more entries than unicast LIDs");
      open->entries.push_back(parse_entry(line, where, i + 1));
      if (open->entries.back().lid < open->first_lid || open->entries.back().lid > open->last_lid)
        throw InputError(where, "LID " + std::to_string(open->entries.back().lid) + " is outside the section's range " +
                                    std::to_string(open->first_lid) + "-" + std::to_string(open->last_lid));
    } else if (is_footer(line)) {
      close_section(open, line, where);
      open = nullptr;
    } else if (!is_column_title(line, open) && !is_dump_lfts_notice(line, open)) {
      unrecognised(line, where);
    }
  }
  if (open) throw InputError(fabric_where(source, lines.size()), "truncated: the section of line " +
                                                                    std::to_string(open->line) + " has no footer");
  if (d.sections.empty())
    throw InputError(source, "no 'Unicast lids ... of switch' section (is this opensm-lfts.dump or dump_fts output?)");
  return d;
}

}  // namespace netcert
