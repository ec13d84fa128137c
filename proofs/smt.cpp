// smt.cpp — see smt.hpp.
#include "proofs/smt.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "core/progress.hpp"
#include "proofs/smt_export.hpp"

namespace netcert {

z3::solver make_solver(z3::context& c, const RunContext& ctx, const char* logic) {
  z3::solver s = logic ? z3::solver(c, logic) : z3::solver(c);
  if (ctx.timeout_seconds > 0) {
    z3::params p(c);
    p.set("timeout", static_cast<unsigned>(ctx.remaining_seconds() * 1000));
    s.set(p);
  }
  return s;
}

// Runs the check (after loading `script` when given); solver errors become unknown.
static void timed_check(z3::solver& s, SmtAnswer& a, const char* script) {
  auto t0 = std::chrono::steady_clock::now();
  InterruptHook stop([&s] { s.ctx().interrupt(); });  // Ctrl-C stops the solver, not only the loops
  try {
    // Z3 would otherwise catch SIGINT itself during check() and hide it from netcert's handler.
    z3::params no_ctrl_c(s.ctx());
    no_ctrl_c.set("ctrl_c", false);
    s.set(no_ctrl_c);
    if (script) s.from_string(script);
    a.status = s.check();
    if (a.status == z3::unknown) a.reason = s.reason_unknown();
  } catch (const z3::exception& e) {
    a.status = z3::unknown;
    a.reason = e.msg();
  }
  a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (a.status == z3::unknown && a.reason.find("interrupted from keyboard") != std::string::npos)
    request_interrupt();  // Z3's own SIGINT handler took the Ctrl-C: the run stops all the same
  if (a.status == z3::unknown && interrupt_requested()) a.reason = "interrupted (" + a.reason + ")";
}

std::string standalone_smt2(z3::solver& s) {
  z3::solver out(s.ctx());
  z3::expr_vector all = s.assertions();
  for (unsigned i = 0; i < all.size(); ++i) {
    z3::expr a = all[i];
    out.add(a);
    if (a.is_app() && a.decl().decl_kind() == Z3_OP_IMPLIES && a.arg(0).is_const() && a.arg(0).is_bool())
      out.add(a.arg(0));
  }
  return out.to_smt2();
}

void write_query_file(const std::string& dir, const std::string& query_name, const std::string& text) {
  // A query that was never printed (its solve ran past --timeout) leaves no file:
  // an empty .smt2 would read as a query with nothing asserted.
  if (text.empty()) return;
  std::filesystem::create_directories(dir);
  std::string name = query_name;
  for (auto& ch : name)
    if (!(isalnum(static_cast<unsigned char>(ch)) || ch == '.' || ch == '_' || ch == '-')) ch = '_';
  // Written beside and renamed into place, so an interrupted run leaves whole files only.
  const auto final_path = std::filesystem::path(dir) / (name + ".smt2");
  auto partial = final_path;
  partial += ".partial";
  {
    std::ofstream out(partial, std::ios::binary);
    out << text;
    out.flush();
    if (!out) throw std::runtime_error("cannot write " + partial.string());
  }
  std::filesystem::rename(partial, final_path);
}

SmtAnswer smt_check(z3::solver& s, const RunContext& ctx, const std::string& query_name, bool keep_smt2) {
  SmtAnswer a;
  if (!ctx.emit_smt2_dir.empty() || keep_smt2) a.smt2 = standalone_smt2(s);
  if (!ctx.emit_smt2_dir.empty()) write_query_file(ctx.emit_smt2_dir, query_name, a.smt2);
  if (ctx.expired()) {
    a.reason = interrupt_requested() ? "interrupted before the query started" : "timeout before the query started";
    return a;
  }
  Progress running("query " + query_name);
  timed_check(s, a, nullptr);
  if (a.status == z3::unknown && ctx.timeout_seconds > 0 && (a.reason == "canceled" || a.reason == "timeout"))
    a.reason = "timed out (--timeout " + std::to_string(static_cast<int>(ctx.timeout_seconds)) + "s)";
  return a;
}

SmtAnswer smt_check_text(const std::string& smt2, double timeout_seconds) {
  z3::context c;
  z3::solver s(c);
  if (timeout_seconds > 0) {
    z3::params p(c);
    p.set("timeout", static_cast<unsigned>(timeout_seconds * 1000));
    s.set(p);
  }
  SmtAnswer a;
  timed_check(s, a, smt2.c_str());
  return a;
}

const char* answer_name(z3::check_result r) {
  return r == z3::sat ? "sat" : r == z3::unsat ? "unsat" : "unknown";
}

namespace {

// Tokens of an SMT-LIB2 text: "(", ")" and atoms; comments dropped, |quoted|
// symbols and "strings" kept whole (so their content never matches).
std::vector<std::string> smt2_tokens(const std::string& t) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i < t.size()) {
    char ch = t[i];
    if (ch == ';') {
      while (i < t.size() && t[i] != '\n') ++i;
    } else if (isspace(static_cast<unsigned char>(ch))) {
      ++i;
    } else if (ch == '(' || ch == ')') {
      out.emplace_back(1, ch);
      ++i;
    } else if (ch == '|' || ch == '"') {
      size_t j = t.find(ch, i + 1);
      if (j == std::string::npos) j = t.size() - 1;
      out.push_back(t.substr(i, j + 1 - i));
      i = j + 1;
    } else {
      size_t j = i;
      while (j < t.size() && !isspace(static_cast<unsigned char>(t[j])) && t[j] != '(' && t[j] != ')' && t[j] != ';')
        ++j;
      out.push_back(t.substr(i, j - i));
      i = j;
    }
  }
  return out;
}

}  // namespace

std::string nonportable_construct(const std::string& smt2) {
  static const std::set<std::string> z3_indexed = {"pbeq", "pble", "pbge", "at-most", "at-least", "bit2bool"};
  static const std::set<std::string> z3_heads = {"minimize", "maximize", "check-sat-using", "apply", "bv2int",
                                                 "bvudiv_i", "bvsdiv_i", "bvurem_i", "bvsrem_i", "bvsmod_i"};
  std::vector<std::string> tok = smt2_tokens(smt2);
  struct Open { std::string head; int args; };
  std::vector<Open> stack;
  for (size_t i = 0; i < tok.size(); ++i) {
    const std::string& x = tok[i];
    if (x == "(") {
      std::string head = i + 1 < tok.size() ? tok[i + 1] : "";
      if (head == "_" && i + 2 < tok.size() && z3_indexed.count(tok[i + 2])) return "(_ " + tok[i + 2];
      if (z3_heads.count(head)) return "(" + head;
      if (!stack.empty()) ++stack.back().args;
      stack.push_back({head, -1});  // the head itself is counted as the first "argument"
    } else if (x == ")") {
      if (stack.empty()) return "unbalanced ')'";
      Open o = stack.back();
      stack.pop_back();
      if ((o.head == "+" || o.head == "*") && o.args == 1) return "unary (" + o.head + " x)";
    } else if (!stack.empty()) {
      ++stack.back().args;
    }
  }
  return stack.empty() ? "" : "unbalanced '('";
}

std::string with_smt2_status(const std::string& text, const std::string& status) {
  static const std::string line = "\n(set-info :status ";
  const size_t at = text.find(line);
  if (at == std::string::npos) throw std::logic_error("a portable query without a :status line");
  const size_t value = at + line.size(), end = text.find(')', value);
  return text.substr(0, value) + status + text.substr(end);
}

std::string portable_smt2(z3::solver& s, const SmtQueryInfo& q, const std::string& status) {
  // Z3's printer: drop its own status line and empty banner comment.
  std::istringstream body(standalone_smt2(s));
  std::ostringstream out;
  auto comment = [&](const std::string& label, const std::string& text) {
    std::istringstream lines(text);
    std::string line;
    bool first = true;
    while (std::getline(lines, line)) {
      out << ";" << (first ? " " + label : std::string(label.size() + 1, ' ')) << (line.empty() ? "" : " " + line)
          << "\n";
      first = false;
    }
  };
  comment("query:", q.name);
  comment("claim:", q.claim);
  comment("symbolic:", q.symbolic);
  comment("fixed:", q.fixed);
  const std::string refutes = q.confirms == "sat" ? "unsat" : "sat";
  comment("answer:", q.confirms + " confirms the claim; " + refutes +
                         " refutes it (model = counterexample); :status below is the answer netcert obtained");
  out << "(set-info :smt-lib-version 2.6)\n";
  out << "(set-logic " << (q.logic.empty() ? "ALL" : q.logic) << ")\n";
  out << "(set-info :status " << status << ")\n";
  std::string line;
  while (std::getline(body, line)) {
    if (line.rfind("(set-info :status", 0) == 0 || line == "; " || line == ";") continue;
    if (line == "(check-sat)") continue;
    out << line << "\n";
  }
  out << "(check-sat)\n(exit)\n";
  std::string text = out.str();
  if (std::string bad = nonportable_construct(text); !bad.empty())
    throw std::logic_error("query " + q.name + " is not standard SMT-LIB 2.6: it contains " + bad);
  return text;
}

SmtAnswer smt_check(z3::solver& s, const RunContext& ctx, const SmtQueryInfo& q, bool keep_smt2) {
  SmtAnswer a;
  const bool text_wanted = !ctx.emit_smt2_dir.empty() || keep_smt2;
  // Printing a large query takes time too: past the limit, nothing more is done.
  if (ctx.expired()) {
    a.reason = interrupt_requested() ? "interrupted before the query started" : "timeout before the query started";
    return a;
  }
  // The query is printed once, after solving (the text carries the answer, and Z3
  // prints a solver without a fixed logic differently after check()). An early
  // print only to refuse a non-portable encoding before solving doubled the
  // printing, which on large queries costs as much as solving; the one print
  // refuses such an encoding all the same, after the solve.
  {
    Progress running("query " + q.name);
    timed_check(s, a, nullptr);
    if (a.status == z3::unknown && ctx.timeout_seconds > 0 && (a.reason == "canceled" || a.reason == "timeout"))
      a.reason = "timed out (--timeout " + std::to_string(static_cast<int>(ctx.timeout_seconds)) + "s)";
  }
  if (text_wanted && !(a.status == z3::unknown && ctx.expired())) a.smt2 = portable_smt2(s, q, answer_name(a.status));
  if (!ctx.emit_smt2_dir.empty()) write_query_file(ctx.emit_smt2_dir, q.name, a.smt2);
  return a;
}

z3::expr int_sum(const z3::expr_vector& terms) {
  if (terms.empty()) return terms.ctx().int_val(0);
  if (terms.size() == 1) return terms[0];
  return z3::sum(terms);
}

z3::expr count_true(const z3::expr_vector& literals) {
  z3::context& c = literals.ctx();
  z3::expr_vector ones(c);
  for (unsigned i = 0; i < literals.size(); ++i) ones.push_back(z3::ite(literals[i], c.int_val(1), c.int_val(0)));
  return int_sum(ones);
}

z3::expr at_most(const z3::expr_vector& literals, unsigned k) {
  return count_true(literals) <= literals.ctx().int_val(k);
}

z3::expr at_least(const z3::expr_vector& literals, unsigned k) {
  return count_true(literals) >= literals.ctx().int_val(k);
}

z3::expr exactly(const z3::expr_vector& literals, unsigned k) {
  return count_true(literals) == literals.ctx().int_val(k);
}

z3::expr bv_count_true(const z3::expr_vector& literals, unsigned width) {
  z3::context& c = literals.ctx();
  if (literals.empty()) return c.bv_val(0, width);
  z3::expr total = z3::ite(literals[0], c.bv_val(1, width), c.bv_val(0, width));
  for (unsigned i = 1; i < literals.size(); ++i)
    total = total + z3::ite(literals[i], c.bv_val(1, width), c.bv_val(0, width));
  return total;
}

uint64_t model_u64(const z3::model& m, const z3::expr& e) {
  z3::expr v = m.eval(e, true);
  uint64_t out = 0;
  if (v.is_numeral_u64(out)) return out;
  std::string s = v.get_decimal_string(0);
  return std::stoull(s);
}

SmtAnswer smt_solve_or_export(z3::solver& s, const RunContext& ctx, const SmtQueryInfo& q, bool keep_smt2, bool solve) {
  if (solve) return smt_check(s, ctx, q, keep_smt2);
  SmtAnswer a;
  a.smt2 = portable_smt2(s, q, q.confirms);
  return a;
}

}  // namespace netcert
