// statistics.cpp — see statistics.hpp.
#include "core/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <boost/math/distributions/students_t.hpp>

namespace netcert {

double SampleSummary::sd() const { return std::sqrt(std::max(0.0, variance)); }

double SampleSummary::standard_error() const {
  return n < 2 ? 0 : sd() / std::sqrt(static_cast<double>(n));
}

SampleSummary summarize(const std::vector<double>& xs) {
  SampleSummary s;
  s.n = xs.size();
  if (xs.empty()) return s;
  double sum = 0;
  for (double x : xs) sum += x;
  s.mean = sum / static_cast<double>(s.n);
  if (s.n < 2) return s;
  double ss = 0;  // two-pass: no cancellation for large, nearly equal values
  for (double x : xs) ss += (x - s.mean) * (x - s.mean);
  s.variance = ss / static_cast<double>(s.n - 1);
  return s;
}

SampleSummary summarize_counts(const std::vector<uint32_t>& xs) {
  return summarize(std::vector<double>(xs.begin(), xs.end()));
}

MeanInterval student_t_interval(const SampleSummary& s, double alpha) {
  MeanInterval ci;
  ci.alpha = alpha;
  ci.degrees_of_freedom = s.n >= 2 ? s.n - 1 : 0;
  if (s.n < 2) {  // no variance estimate: the interval is the whole line
    ci.low = -INFINITY, ci.high = INFINITY, ci.t_quantile = INFINITY;
    return ci;
  }
  boost::math::students_t dist(static_cast<double>(ci.degrees_of_freedom));
  ci.t_quantile = boost::math::quantile(boost::math::complement(dist, alpha / 2));
  double half = ci.t_quantile * s.standard_error();
  ci.low = s.mean - half;
  ci.high = s.mean + half;
  return ci;
}

BandDecision decide_against_band(const SampleSummary& s, const MeanInterval& ci, double prediction, double tolerance,
                                 uint64_t min_samples) {
  char buf[320];
  double lo = prediction - tolerance, hi = prediction + tolerance;
  BandDecision d;
  if (s.n < min_samples) {
    std::snprintf(buf, sizeof buf, "%llu samples is below the minimum of %llu for a t-interval: no verdict",
                  (unsigned long long)s.n, (unsigned long long)min_samples);
    d.reason = buf;
    return d;
  }
  if (s.variance == 0) {  // the zero-variance rule (statistics.hpp)
    std::snprintf(buf, sizeof buf,
                  "all %llu samples equal %.4f (zero variance): a zero-width interval says nothing about the spread, "
                  "so no verdict",
                  (unsigned long long)s.n, s.mean);
    d.reason = buf;
    return d;
  }
  auto says = [&](const char* where) {
    std::snprintf(buf, sizeof buf, "the %g%% interval [%.4f, %.4f] lies %s the band [%.4f, %.4f]",
                  100 * (1 - ci.alpha), ci.low, ci.high, where, lo, hi);
    return std::string(buf);
  };
  if (ci.low >= lo && ci.high <= hi) {
    d.verdict = Verdict::Holds, d.reason = says("inside");
  } else if (ci.high < lo || ci.low > hi) {
    d.verdict = Verdict::Fails, d.reason = says("wholly outside");
  } else {
    d.reason = says("across an edge of");
  }
  return d;
}

WelchTest welch_t_test(const SampleSummary& a, const SampleSummary& b, double alpha) {
  WelchTest w;
  w.difference = a.mean - b.mean;
  if (a.n < 2 || b.n < 2) return w;
  double va = a.variance / static_cast<double>(a.n), vb = b.variance / static_cast<double>(b.n);
  double se = std::sqrt(va + vb);
  if (se <= 0) return w;
  w.defined = true;
  w.t = w.difference / se;
  w.df = (va + vb) * (va + vb) /
         (va * va / static_cast<double>(a.n - 1) + vb * vb / static_cast<double>(b.n - 1));
  boost::math::students_t dist(w.df);
  w.p_a_greater = boost::math::cdf(boost::math::complement(dist, w.t));
  w.p_a_less = boost::math::cdf(dist, w.t);
  w.p_two_sided = std::min(1.0, 2 * std::min(w.p_a_greater, w.p_a_less));
  double pooled = std::sqrt((a.variance + b.variance) / 2);
  w.cohen_d = pooled > 0 ? w.difference / pooled : 0;
  double q = boost::math::quantile(boost::math::complement(dist, alpha / 2));
  w.ci_low = w.difference - q * se;
  w.ci_high = w.difference + q * se;
  return w;
}

std::string welch_conclusion(const WelchTest& w, double alpha, const std::string& a, const std::string& b) {
  if (!w.defined) return "no test (fewer than 2 samples, or no variance)";
  char buf[48];
  std::snprintf(buf, sizeof buf, "%g", alpha);
  if (w.p_two_sided >= alpha) return "no difference shown at alpha=" + std::string(buf);
  return a + (w.difference < 0 ? " < " : " > ") + b + " at alpha=" + buf;
}

json welch_json(const WelchTest& w, double alpha) {
  return json{{"test", "Welch two-sample t-test, two-sided"},
              {"alpha", alpha},
              {"defined", w.defined},
              {"difference", w.difference},
              {"difference_ci", {w.ci_low, w.ci_high}},
              {"t", w.t},
              {"df", w.df},
              {"p_two_sided", w.p_two_sided},
              {"p_first_less", w.p_a_less},
              {"p_first_greater", w.p_a_greater},
              {"cohen_d", w.cohen_d}};
}

}  // namespace netcert
