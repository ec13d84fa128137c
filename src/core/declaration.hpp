// declaration.hpp — a property declared once, in one shape for every paper:
// id, paper, claim, statement, a typed params struct with its field table
// (name, domain, default, help), engines whose size limits are data, the
// re-check and the witness verifier. `declare` turns it into the catalogue's
// Property; the params are parsed and range-checked here, once, and engines,
// checkers and verifiers receive the struct — never a ParamSet to look names up in.
//
//   struct Sizes { int n = 0; std::string family; };
//   Declaration<Sizes> d;
//   d.params = {int_field(&Sizes::n, "n", 1, 16, "1..10", "tree levels"), choice_field(&Sizes::family, ...)};
//   d.engines = {{"exhaustive", {limit<Sizes>("n", 12, "N^2 pairs")}, run_exhaustive, "what it establishes", true}};
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/property.hpp"

namespace netcert {

// The table's parser: the only readers of a ParamSet by name (declaration.cpp).
// Each throws InputError naming the parameter when it is missing or outside its domain.
int64_t read_int_param(const ParamSet& ps, const ParamSpec& spec);
const std::string& read_choice_param(const ParamSet& ps, const ParamSpec& spec);

// One typed field of the params struct P: its spec and where its value goes.
template <class P>
struct Field {
  ParamSpec spec;
  std::function<void(P&, const ParamSet&)> read;
};

template <class P, class T>
Field<P> int_field(T P::*member, std::string name, int64_t lo, int64_t hi, std::string default_value, std::string help) {
  ParamSpec spec = int_param(std::move(name), lo, hi, std::move(default_value), std::move(help));
  return {spec, [member, spec](P& p, const ParamSet& ps) { p.*member = static_cast<T>(read_int_param(ps, spec)); }};
}

template <class P>
Field<P> choice_field(std::string P::*member, std::string name, std::vector<std::string> choices,
                      std::string default_value, std::string help) {
  ParamSpec spec = choice_param(std::move(name), std::move(choices), std::move(default_value), std::move(help));
  return {spec, [member, spec](P& p, const ParamSet& ps) { p.*member = read_choice_param(ps, spec); }};
}

// A choice param added after certificates were written without it: when the
// params lack it, the field takes `when_absent` (what those certificates meant), so
// they stay accepted; a value that is present is checked like any choice.
template <class P>
Field<P> choice_field_absent_as(std::string P::*member, std::string name, std::vector<std::string> choices,
                                std::string default_value, std::string help, std::string when_absent) {
  ParamSpec spec = choice_param(std::move(name), std::move(choices), std::move(default_value), std::move(help));
  return {spec, [member, spec, when_absent](P& p, const ParamSet& ps) {
            p.*member = ps.has(spec.name) ? read_choice_param(ps, spec) : when_absent;
          }};
}

// A property without parameters.
struct NoParams {};

// How a refused size is worded (kept per paper so refusals stay as they were).
enum class LimitWording {
  AboveLimit,  // "n=17 is above this engine's limit n<=16 (WHY)"
  Over,        // "n > 12: WHY"
  OverPhrase,  // "u > 20 WHY" (WHY continues the sentence)
};

// One rule of an engine's domain: either a size limit (data: the integer param,
// its largest value, why) or a restriction (a predicate on the params and its
// message, or a function saying why not). `when` narrows a rule to some params (e.g. one reading).
template <class P>
struct DomainRule {
  std::string param;  // limit: the bounded integer param ("" for a restriction)
  int64_t max = 0;
  std::string why;  // limit: why this bound
  LimitWording wording = LimitWording::AboveLimit;
  std::function<std::string(const P&)> restriction = nullptr;  // "" or why the params are refused
  std::function<bool(const P&)> when = nullptr;     // applies only when true (null: always)

  DomainRule worded(LimitWording w) const {
    DomainRule r = *this;
    r.wording = w;
    return r;
  }
  DomainRule only_when(std::function<bool(const P&)> pred) const {
    DomainRule r = *this;
    r.when = std::move(pred);
    return r;
  }
};

template <class P>
DomainRule<P> limit(std::string param, int64_t max, std::string why) {
  DomainRule<P> r;
  r.param = std::move(param);
  r.max = max;
  r.why = std::move(why);
  return r;
}

template <class P>
DomainRule<P> restriction(std::function<std::string(const P&)> why_refused) {
  DomainRule<P> r;
  r.restriction = std::move(why_refused);
  return r;
}

template <class P>
DomainRule<P> refuse_if(std::function<bool(const P&)> refuses, std::string message) {
  return restriction<P>([refuses, message](const P& p) { return refuses(p) ? message : std::string(); });
}

// "" when `value` lies within the limit, else the refusal in the rule's wording.
std::string limit_refusal(const std::string& param, int64_t value, int64_t max, const std::string& why,
                          LimitWording wording);

template <class P>
struct EngineDecl {
  std::string name;              // exhaustive | smt | random | montecarlo
  std::vector<DomainRule<P>> domain;  // the first rule that fires refuses
  std::function<Outcome(const P&, const RunContext&)> run;
  std::string description = {};  // what a result establishes (list --json); "" for the engine kind's words
  bool sliced = false;           // one find-first loop over slices (--shard, --checkpoint, MPI)
  // A range engine (property.hpp, RangeScope): `run_range` gets the params at the
  // range's first size and the range; its fails carries {PARAM: size, "at_size": the per-size counterexample}.
  RangeScope range = {};
  std::function<Outcome(const P& at_lo, int64_t lo, int64_t hi, const RunContext&)> run_range{};
  // A range engine's holds certificate: re-establishes the witness for lo..hi from the params
  // at lo (verify-cert); without it the engine's holds certificates are rejected.
  std::function<Verification(const P& at_lo, int64_t lo, int64_t hi, const json& witness, std::string& why)>
      verify_range{};
};

template <class P>
struct Declaration {
  std::string id, paper, claim, statement;
  std::vector<Field<P>> params;
  std::vector<EngineDecl<P>> engines;
  std::function<bool(const P&, const json& counterexample, std::string& why)> recheck;
  std::function<Verification(const P&, const std::string& engine, const json& witness, std::string& why)> verify;
  std::function<std::string(const P&, const std::string& engine, const json& counterexample)> cex_engine = nullptr;
  std::vector<std::pair<std::string, std::string>> deprecated_engine_names = {};
};

// Range engines (declaration.cpp): `ps`'s value of `param` as LO..HI (false when it is one size).
bool range_value(const ParamSet& ps, const std::string& param, int64_t& lo, int64_t& hi);
// `ps` with `param` set to one size.
ParamSet at_size(const ParamSet& ps, const std::string& param, int64_t value);
// "" when `ps` gives `range.param` as a range inside the engine's, else why not.
std::string range_refusal(const RangeScope& range, const ParamSet& ps);
// A range counterexample {PARAM: size, "at_size": {...}}: the size (inside lo..hi) and the per-size one.
bool split_range_counterexample(const json& c, const std::string& param, int64_t lo, int64_t hi, int64_t& size,
                                json& inner, std::string& why);

// The params struct of `ps`, every field read and range-checked.
template <class P>
P parse_params(const std::vector<Field<P>>& fields, const ParamSet& ps) {
  P p{};
  for (auto& f : fields) f.read(p, ps);
  return p;
}

// "" when the params lie in the engine's domain, else why not.
template <class P>
std::string domain_refusal(const std::vector<DomainRule<P>>& rules, const std::vector<Field<P>>& fields,
                           const ParamSet& ps) {
  const P p = parse_params(fields, ps);
  for (auto& r : rules) {
    if (r.when && !r.when(p)) continue;
    if (r.restriction) {
      std::string why = r.restriction(p);
      if (!why.empty()) return why;
      continue;
    }
    for (auto& f : fields)
      if (f.spec.name == r.param) {
        std::string why = limit_refusal(r.param, read_int_param(ps, f.spec), r.max, r.why, r.wording);
        if (!why.empty()) return why;
      }
  }
  return "";
}

// The catalogue's Property of a declaration: every callback parses the params once and hands on the struct.
template <class P>
Property declare(const Declaration<P>& d) {
  auto fields = std::make_shared<const std::vector<Field<P>>>(d.params);
  Property p;
  p.id = d.id;
  p.paper = d.paper;
  p.claim = d.claim;
  p.statement = d.statement;
  for (auto& f : d.params) p.params.push_back(f.spec);
  std::string range_param;  // a range engine's param: rechecks of its counterexamples go to one size
  for (auto& e : d.engines) {
    Engine out;
    out.name = e.name;
    out.range = e.range;
    if (!e.range.param.empty()) {
      range_param = e.range.param;
      out.refuse = [range = e.range](const ParamSet& ps) { return range_refusal(range, ps); };
      out.run = [fields, run = e.run_range, param = e.range.param](const ParamSet& ps, const RunContext& ctx) {
        int64_t lo = 0, hi = 0;
        range_value(ps, param, lo, hi);
        return run(parse_params(*fields, at_size(ps, param, lo)), lo, hi, ctx);
      };
    } else {
      out.refuse = [fields, rules = e.domain](const ParamSet& ps) { return domain_refusal(rules, *fields, ps); };
      out.run = [fields, run = e.run](const ParamSet& ps, const RunContext& ctx) {
        return run(parse_params(*fields, ps), ctx);
      };
    }
    out.description = e.description;
    out.sliced = e.sliced;
    p.engines.push_back(std::move(out));
  }
  p.deprecated_engine_names = d.deprecated_engine_names;
  if (d.recheck)
    p.recheck = [fields, f = d.recheck, range_param](const ParamSet& ps, const json& c, std::string& why) {
      int64_t lo = 0, hi = 0, size = 0;
      if (range_param.empty() || !range_value(ps, range_param, lo, hi)) return f(parse_params(*fields, ps), c, why);
      json inner;
      if (!split_range_counterexample(c, range_param, lo, hi, size, inner, why)) return false;
      if (!f(parse_params(*fields, at_size(ps, range_param, size)), inner, why)) return false;
      why = "at " + range_param + "=" + std::to_string(size) + ": " + why;
      return true;
    };
  if (d.verify || !range_param.empty())
    p.verify_witness = [fields, f = d.verify, engines = d.engines](const ParamSet& ps, const std::string& engine,
                                                                  const json& w, std::string& why) -> Verification {
      for (auto& e : engines) {
        if (e.name != engine || e.range.param.empty()) continue;
        int64_t lo = 0, hi = 0;
        if (!range_value(ps, e.range.param, lo, hi))
          return why = "the " + engine + " engine's params give " + e.range.param + " as LO..HI", false;
        if (!e.verify_range) return why = "the " + engine + " engine writes no certificate", false;
        return e.verify_range(parse_params(*fields, at_size(ps, e.range.param, lo)), lo, hi, w, why);
      }
      if (!f) return why = "no witness verifier", false;
      return f(parse_params(*fields, ps), engine, w, why);
    };
  if (d.cex_engine)
    p.cex_engine = [fields, f = d.cex_engine](const ParamSet& ps, const std::string& engine, const json& c) {
      return f(parse_params(*fields, ps), engine, c);
    };
  return p;
}

}  // namespace netcert
