// smt.cpp — see smt.hpp.
#include "search/smt.hpp"

#include <chrono>
#include <filesystem>
#include <fstream>

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
  try {
    if (script) s.from_string(script);
    a.status = s.check();
    if (a.status == z3::unknown) a.reason = s.reason_unknown();
  } catch (const z3::exception& e) {
    a.status = z3::unknown;
    a.reason = e.msg();
  }
  a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
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

SmtAnswer smt_check(z3::solver& s, const RunContext& ctx, const std::string& query_name, bool keep_smt2) {
  SmtAnswer a;
  if (!ctx.emit_smt2_dir.empty() || keep_smt2) a.smt2 = standalone_smt2(s);
  if (!ctx.emit_smt2_dir.empty()) {
    std::filesystem::create_directories(ctx.emit_smt2_dir);
    std::string name = query_name;
    for (auto& ch : name)
      if (!(isalnum(static_cast<unsigned char>(ch)) || ch == '.' || ch == '_' || ch == '-')) ch = '_';
    std::ofstream(std::filesystem::path(ctx.emit_smt2_dir) / (name + ".smt2")) << a.smt2;
  }
  if (ctx.expired()) {
    a.reason = "timeout before the query started";
    return a;
  }
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

uint64_t model_u64(const z3::model& m, const z3::expr& e) {
  z3::expr v = m.eval(e, true);
  uint64_t out = 0;
  if (v.is_numeral_u64(out)) return out;
  std::string s = v.get_decimal_string(0);
  return std::stoull(s);
}

}  // namespace netcert
