// man_page.cpp — see man_page.hpp. Hand-written roff rather than help2man:
// help2man sees only the top-level --help text, not each command's option table.
#include "cli/man_page.hpp"

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/exit_codes.hpp"

namespace netcert {

namespace {

std::string ascii_roff(char c) {
  if (c == '\\') return "\\e";
  if (c == '-') return "\\-";  // a minus, so options copy as typed
  // '|' and ',' join long parameter domains (a|b|c, 1,2,4): let a line break after them.
  if (c == '|' || c == ',') return std::string(1, c) + "\\:";
  return std::string(1, c);
}

// Non-ASCII as \[uXXXX]: groff and mandoc render it in the reader's charset,
// whatever encoding they would guess for the page file.
std::string roff_escape(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x80) {
      out += ascii_roff(text[i]);
      ++i;
      continue;
    }
    size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    std::uint32_t code = len == 1 ? 0xFFFD : c & (0x7Fu >> len);
    for (size_t k = 1; k < len && i + k < text.size(); ++k)
      code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3Fu);
    char buf[16];
    std::snprintf(buf, sizeof buf, "\\[u%04X]", static_cast<unsigned>(code));
    out += buf;
    i += len;
  }
  return out;
}

// One roff text line: leading blanks dropped (they would force a break), and a
// leading '.' or '\'' guarded so it is never read as a request.
std::string text_line(const std::string& line) {
  size_t start = line.find_first_not_of(' ');
  if (start == std::string::npos) return "";
  std::string escaped = roff_escape(line.substr(start));
  if (escaped[0] == '.' || escaped[0] == '\'') escaped = "\\&" + escaped;
  return escaped + "\n";
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

struct Example {
  std::string command;
  std::vector<std::string> notes;  // the lines under "Example: ..." up to a blank line
};

// A footer is prose plus "Example: COMMAND" lines (see main.cpp's footers).
struct Footer {
  std::vector<std::string> prose;
  std::vector<Example> examples;
};

Footer split_footer(const std::string& footer) {
  const std::string tag = "Example: ";
  Footer f;
  bool in_example = false;
  for (auto& line : split_lines(footer)) {
    if (line.rfind(tag, 0) == 0) {
      f.examples.push_back({line.substr(tag.size()), {}});
      in_example = true;
    } else if (line.find_first_not_of(' ') == std::string::npos) {
      in_example = false;
      f.prose.push_back("");
    } else if (in_example) {
      f.examples.back().notes.push_back(line);
    } else {
      f.prose.push_back(line);
    }
  }
  return f;
}

size_t indent_of(const std::string& line) { return line.find_first_not_of(' '); }

// Footer prose: a line indented by up to two blanks tags an item (a property,
// a table), deeper lines are its body, unindented lines are paragraphs. Items
// without a body (one line each) are indented paragraphs without space between them (.PD 0).
std::string prose_roff(const std::vector<std::string>& lines, bool paragraph_first) {
  std::string out;
  bool in_item = false, compact = false, pending_break = paragraph_first;
  for (size_t i = 0; i < lines.size(); ++i) {
    size_t indent = indent_of(lines[i]);
    if (indent == std::string::npos) {
      pending_break = !out.empty() || paragraph_first;
      continue;
    }
    if (indent > 0 && indent <= 2) {
      size_t next = i + 1 < lines.size() ? indent_of(lines[i + 1]) : std::string::npos;
      bool one_line = next == std::string::npos || next <= 2;
      if (one_line != compact) out += one_line ? ".PD 0\n" : ".PD\n";
      compact = one_line;
      out += one_line ? ".IP \"\" 2\n" : ".TP\n";
      in_item = true;
    } else if (indent == 0 && (in_item || pending_break)) {
      if (compact) out += ".PD\n";
      out += ".PP\n";
      in_item = compact = false;
    }
    pending_break = false;
    out += text_line(lines[i]);
  }
  return compact ? out + ".PD\n" : out;
}

std::string page_name(const std::string& path) {
  std::string name = "netcert";
  for (char c : path) name += c == ' ' ? '-' : c;
  return path.empty() ? name : name.insert(7, "-");
}

std::string upper(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// SOURCE_DATE_EPOCH when set (reproducible packages), else today (UTC).
std::string page_date() {
  std::time_t t = std::time(nullptr);
  if (const char* epoch = std::getenv("SOURCE_DATE_EPOCH")) t = static_cast<std::time_t>(std::strtoll(epoch, nullptr, 10));
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&t));
  return buf;
}

std::shared_ptr<CLI::Formatter> formatter_of(const CLI::App& cmd) {
  auto f = std::dynamic_pointer_cast<CLI::Formatter>(cmd.get_formatter());
  return f ? f : std::make_shared<CLI::Formatter>();
}

bool hidden(const CLI::App* sub) { return sub->get_group().empty(); }

std::vector<const CLI::App*> visible_subcommands(const CLI::App& cmd) {
  std::vector<const CLI::App*> out;
  for (const CLI::App* sub : cmd.get_subcommands([](const CLI::App*) { return true; }))
    if (!hidden(sub)) out.push_back(sub);
  return out;
}

// The description without the exit-code paragraph the top level appends (EXIT STATUS has it).
std::string description_of(const CLI::App& cmd) {
  std::string text = cmd.get_description();
  std::string codes = "\n\n" + exit_codes_paragraph();
  if (text.size() >= codes.size() && text.compare(text.size() - codes.size(), codes.size(), codes) == 0)
    text.erase(text.size() - codes.size());
  return text;
}

std::string synopsis_roff(const CLI::App& cmd, const std::string& path) {
  std::string out = ".SH SYNOPSIS\n.B " + roff_escape(path.empty() ? "netcert" : "netcert " + path) + "\n";
  if (!visible_subcommands(cmd).empty()) return out + "[\\fIOPTIONS\\fR] \\fICOMMAND\\fR ...\n";
  out += "[\\fIOPTIONS\\fR]";
  auto fmt = formatter_of(cmd);
  for (const CLI::Option* opt : cmd.get_options())
    if (opt->get_positional()) out += " \\fI" + roff_escape(fmt->make_option_usage(opt)) + "\\fR";
  return out + "\n";
}

// One .TP item per option: the names in bold, the value CLI11 shows in --help in italics.
std::string option_roff(const CLI::Formatter& fmt, const CLI::Option* opt) {
  std::string tag;
  if (opt->get_positional()) {
    tag = "\\fI" + roff_escape(opt->get_name(true, false)) + "\\fR";
  } else {
    for (auto& s : opt->get_snames()) tag += (tag.empty() ? "" : ", ") + std::string("\\fB") + roff_escape("-" + s) + "\\fR";
    for (auto& l : opt->get_lnames()) tag += (tag.empty() ? "" : ", ") + std::string("\\fB") + roff_escape("--" + l) + "\\fR";
    std::string value = fmt.make_option_opts(opt);
    if (value.find_first_not_of(' ') != std::string::npos)
      tag += " \\fI" + roff_escape(value.substr(value.find_first_not_of(' '))) + "\\fR";
  }
  return ".TP\n" + tag + "\n" + text_line(fmt.make_option_desc(opt));
}

std::string options_roff(const CLI::App& cmd) {
  auto fmt = formatter_of(cmd);
  std::string positionals, options;
  for (const CLI::Option* opt : cmd.get_options()) {
    if (opt->get_group().empty()) continue;  // hidden, as in --help
    (opt->get_positional() ? positionals : options) += option_roff(*fmt, opt);
  }
  std::string out;
  if (!positionals.empty()) out += ".SH ARGUMENTS\n" + positionals;
  if (!options.empty()) out += ".SH OPTIONS\n" + options;
  return out;
}

std::string commands_roff(const CLI::App& cmd, const std::string& path) {
  std::string out;
  for (const CLI::App* sub : visible_subcommands(cmd)) {
    std::string sub_path = path.empty() ? sub->get_name() : path + " " + sub->get_name();
    out += ".TP\n.BR " + roff_escape(page_name(sub_path)) + " (1)\n" + text_line(sub->get_description());
  }
  return out.empty() ? "" : ".SH COMMANDS\n" + out;
}

std::string exit_status_roff(const std::string& path) {
  std::string out = ".SH EXIT STATUS\n";
  for (auto& c : exit_codes_of(path)) out += ".TP\n.B " + std::to_string(c.code) + "\n" + text_line(c.meaning);
  return out;
}

std::string examples_roff(const std::vector<Example>& examples) {
  if (examples.empty()) return "";
  std::string out = ".SH EXAMPLES\n";
  for (size_t i = 0; i < examples.size(); ++i) {
    if (i) out += ".PP\n";
    out += ".RS 4\n.nf\n" + text_line(examples[i].command) + ".fi\n.RE\n";
    if (!examples[i].notes.empty()) out += ".PP\n";
    for (auto& note : examples[i].notes) out += text_line(note);
  }
  return out;
}

std::string see_also_roff(const CLI::App& root, const std::string& path) {
  std::vector<std::string> pages;
  if (!path.empty()) pages.push_back("netcert");
  auto space = path.find(' ');
  if (space != std::string::npos) pages.push_back(page_name(path.substr(0, space)));
  if (path.empty())
    for (const CLI::App* sub : visible_subcommands(root)) pages.push_back(page_name(sub->get_name()));
  std::string out = ".SH SEE ALSO\n";
  for (size_t i = 0; i < pages.size(); ++i)
    out += ".BR " + roff_escape(pages[i]) + " (1)" + (i + 1 < pages.size() ? ",\n" : "\n");
  return pages.empty() ? "" : out;
}

// netcert(1)'s NAME line: the description's first line without its leading "netcert — ".
std::string root_summary(const CLI::App& root) {
  auto lines = split_lines(root.get_description());
  std::string first = lines.empty() ? "" : lines[0];
  const std::string lead = "netcert \u2014 ";
  return first.rfind(lead, 0) == 0 ? first.substr(lead.size()) : first;
}

const CLI::App& command_at(const CLI::App& root, const std::string& path) {
  const CLI::App* cmd = &root;
  std::istringstream words(path);
  for (std::string w; words >> w;) cmd = cmd->get_subcommand(w);
  return *cmd;
}

void collect_paths(const CLI::App& cmd, const std::string& path, std::vector<std::string>& out) {
  out.push_back(path);
  for (const CLI::App* sub : visible_subcommands(cmd))
    collect_paths(*sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), out);
}

}  // namespace

std::string man_page(const CLI::App& root, const std::string& path) {
  const CLI::App& cmd = command_at(root, path);
  const std::string name = page_name(path);
  Footer footer = split_footer(cmd.get_footer());
  std::string summary = path.empty() ? root_summary(root) : cmd.get_description();
  std::ostringstream page;
  page << ".\\\" " << name << "(1), written by `netcert --man-pages DIR` from netcert's own option definitions\n"
       << ".TH " << roff_escape(upper(name)) << " 1 " << page_date() << " \"netcert " NETCERT_VERSION
       << "\" \"User Commands\"\n.nh\n.ad l\n"
       << ".SH NAME\n" << roff_escape(name) << " \\- " << text_line(summary)
       << synopsis_roff(cmd, path) << ".SH DESCRIPTION\n" << prose_roff(split_lines(description_of(cmd)), false)
       << prose_roff(footer.prose, true) << commands_roff(cmd, path) << options_roff(cmd) << exit_status_roff(path)
       << examples_roff(footer.examples) << see_also_roff(root, path);
  return page.str();
}

int write_man_pages(const CLI::App& root, const std::string& dir) {
  std::vector<std::string> paths;
  collect_paths(root, "", paths);
  for (auto& path : paths) {
    std::string file = dir + "/" + page_name(path) + ".1";
    std::ofstream out(file, std::ios::binary);
    out << man_page(root, path);
    if (!out.flush()) {
      std::cerr << "netcert: --man-pages: " << file << ": cannot write\n";
      return 2;
    }
  }
  return 0;
}

}  // namespace netcert
