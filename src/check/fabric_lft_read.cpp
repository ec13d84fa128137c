// fabric_lft_read.cpp — see fabric_lft_read.hpp.
#include "check/fabric_lft_read.hpp"

#include "check/text_cursor.hpp"
#include "net/fabric.hpp"

namespace netcert {

namespace {

// A bound of the header's LID range: hex with "0x" (dump_fts) or decimal (OpenSM).
uint64_t range_bound(TextCursor& c, const char* what) {
  c.blanks();
  return c.next_is("0x") ? c.hexadecimal(what, true) : c.decimal(what, 0, Fabric::kMaxUnicastLid);
}

// "('name'):" or "(name):" or ":" closes a header.
std::string header_name(std::string_view tail, const TextCursor& c) {
  if (tail == ":") return "";
  if (tail.size() < 3 || tail.front() != '(' || tail.substr(tail.size() - 2) != "):")
    c.fail("the header does not end in \"('name'):\", \"(name):\" or \":\"");
  std::string_view name = tail.substr(1, tail.size() - 3);
  if (name.size() >= 2 && name.front() == '\'' && name.back() == '\'') name = name.substr(1, name.size() - 2);
  return std::string(name);
}

CheckedLftSection read_header(std::string_view line, const std::string& where, size_t number) {
  TextCursor c(line, where);
  CheckedLftSection s;
  s.line = number;
  c.literal("Unicast lids");
  c.literal("[");
  s.first_lid = range_bound(c, "first LID");
  c.literal("-");
  s.last_lid = range_bound(c, "last LID");
  if (s.first_lid > s.last_lid || s.last_lid > Fabric::kMaxUnicastLid)
    c.fail("LID range " + std::to_string(s.first_lid) + "-" + std::to_string(s.last_lid) + " is not within 0..49151");
  c.literal("]");
  c.literal("of switch");
  if (c.take("Lid")) {
    s.lid = static_cast<uint32_t>(c.decimal("switch LID", 1, Fabric::kMaxUnicastLid));
  } else if (c.take("DR path")) {
    const size_t guid_at = c.rest().find(" guid ");
    if (guid_at == std::string_view::npos) c.fail("no 'guid 0x...' after the directed route");
    c.advance(guid_at);
  } else {
    c.fail("expected 'Lid N' or 'DR path ...' after 'of switch'");
  }
  c.literal("guid");
  s.guid = c.hexadecimal("switch GUID", true);
  c.blanks();
  s.name = header_name(c.rest(), c);
  return s;
}

// After the port: nothing, or "# ..." (OpenSM) / ": (...)" (dump_fts) naming the destination
// as "... portguid 0x...: 'NAME'"; a switch when "Switch" comes before "portguid".
void read_destination(std::string_view info, CheckedLftEntry& e) {
  const size_t guid = info.find(" portguid 0x");
  if (guid == std::string_view::npos) return;
  const size_t open = info.find(": '", guid);
  const size_t close = info.rfind('\'');
  if (open == std::string_view::npos || close <= open + 2) return;
  e.destination_is_switch = info.substr(0, guid).find("Switch") != std::string_view::npos;
  e.destination = std::string(info.substr(open + 3, close - open - 3));
}

CheckedLftEntry read_entry(std::string_view line, const std::string& source, size_t number) {
  TextCursor c(line, source, number);
  CheckedLftEntry e;
  e.line = number;
  const uint64_t lid = c.hexadecimal("destination LID", true);
  if (lid < 1 || lid > Fabric::kMaxUnicastLid) c.fail("destination LID " + std::to_string(lid) + " is not in 1..49151");
  e.lid = static_cast<uint32_t>(lid);
  e.port = static_cast<int>(c.decimal("output port", 0, 255));
  c.blanks();
  if (c.at_end()) return e;
  if (!c.next_is("#") && !c.next_is(":")) c.fail("text after the output port");
  read_destination(c.rest(), e);
  return e;
}

// "N lids dumped" (OpenSM) or "N valid lids dumped" (dump_fts): N counts the range's
// last LID (OpenSM) or the entries (dump_fts).
bool is_footer(std::string_view line) {
  const size_t blank = line.find(' ');
  return blank != std::string_view::npos && blank > 0 &&
         line.substr(0, blank).find_first_not_of("0123456789") == std::string_view::npos &&
         line.find("lids dumped") != std::string_view::npos;
}

void close_section(const CheckedLftSection& s, std::string_view line, const std::string& where) {
  TextCursor c(line, where);
  const uint64_t n = c.decimal("LID count", 0, Fabric::kMaxUnicastLid + 1);
  if (n != s.entries.size() && n != s.last_lid)
    c.fail("the footer counts " + std::to_string(n) + " LIDs; the section of line " + std::to_string(s.line) + " has " +
           std::to_string(s.entries.size()) + " entries up to LID " + std::to_string(s.last_lid));
}

class LftSections {
 public:
  explicit LftSections(const std::string& source) : source_(source) {}

  void line(std::string_view line, size_t number) {
    auto where = [&] { return checked_where(source_, number); };  // formatted only for a message
    CheckedLftSection* s = open_ ? &sections_.back() : nullptr;
    if (line.rfind("Unicast lids", 0) == 0) {
      if (s) throw InputError(where(), "a section begins before line " + std::to_string(s->line) + "'s has its footer");
      if (sections_.size() >= Fabric::kMaxNodes) throw InputError(where(), "too many sections");
      sections_.push_back(read_header(line, where(), number));
      open_ = true;
    } else if (line.rfind("0x", 0) == 0) {
      if (!s) throw InputError(where(), "an entry outside a section");
      if (s->entries.size() > Fabric::kMaxUnicastLid) throw InputError(where(), "more entries than unicast LIDs");
      s->entries.push_back(read_entry(line, source_, number));
      const uint32_t lid = s->entries.back().lid;
      if (lid < s->first_lid || lid > s->last_lid)
        throw InputError(where(), "LID " + std::to_string(lid) + " is outside the section's range");
    } else if (is_footer(line)) {
      if (!s) throw InputError(where(), "a footer outside a section");
      close_section(*s, line, where());
      open_ = false;
    } else if (!(s && s->entries.empty() && (line.rfind("Lid ", 0) == 0 || line.rfind("Port ", 0) == 0)) &&
               !(!s && line.rfind("*** WARNING ***: this command has been replaced by dump_fts", 0) == 0)) {
      throw InputError(where(), "not a section header, an entry '0xLID PORT' or a footer 'N lids dumped'");
    }
  }

  std::vector<CheckedLftSection> finish(size_t lines) {
    if (open_) throw InputError(checked_where(source_, lines), "truncated: the last section has no footer");
    if (sections_.empty()) throw InputError(source_, "no 'Unicast lids ... of switch' section");
    return std::move(sections_);
  }

 private:
  const std::string& source_;
  std::vector<CheckedLftSection> sections_;
  bool open_ = false;
};

}  // namespace

std::vector<CheckedLftSection> read_checked_lfts(const std::string& text, const std::string& source) {
  LftSections sections(source);
  const auto lines = checked_lines(text, source);
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view line = lines[i];
    const size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos) continue;
    line.remove_prefix(first);
    sections.line(line, i + 1);
  }
  return sections.finish(lines.size());
}

}  // namespace netcert
