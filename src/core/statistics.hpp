// statistics.hpp — the statistics every Monte-Carlo result of netcert states:
// a Student-t confidence interval for a mean, the interval-versus-band verdict
// rule, and Welch's two-sample t-test. Quantiles and tail probabilities come
// from Boost.Math (students_t), not from a normal approximation: with few
// samples 1.96 understates the interval (t_0.975 with 1 degree of freedom is
// 12.7). In src/core so that route/, search/ and properties/ share one
// implementation.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "core/verdict.hpp"

namespace netcert {

// Below this many samples a Monte-Carlo verdict is `unknown`: the t-interval
// assumes an approximately normal sample mean, which the central limit theorem
// makes reasonable for the bounded, skewed cycle counts only from a few dozen
// samples on (a rule of thumb, stated, not derived).
constexpr uint64_t kMinMonteCarloSamples = 30;

struct SampleSummary {
  uint64_t n = 0;
  double mean = 0;
  double variance = 0;  // unbiased (n - 1 in the denominator); 0 when n < 2
  double sd() const;
  double standard_error() const;  // sd / sqrt(n); 0 when n < 2
};
SampleSummary summarize(const std::vector<double>& xs);
SampleSummary summarize_counts(const std::vector<uint32_t>& xs);

// Two-sided (1 - alpha) Student-t interval: mean ± t_(1-alpha/2, n-1) · s / sqrt(n).
// Requires n >= 2 and 0 < alpha < 1 (InputError-free: callers validate).
struct MeanInterval {
  double low = 0, high = 0;
  double t_quantile = 0;  // t_(1-alpha/2, n-1)
  uint64_t degrees_of_freedom = 0;
  double alpha = 0.05;
};
MeanInterval student_t_interval(const SampleSummary& s, double alpha);

// The verdict rule of a Monte-Carlo claim "the mean lies within `tolerance` of
// `prediction`": holds iff the (1 - alpha) interval lies inside the band
// [prediction - tolerance, prediction + tolerance]; fails iff it lies wholly
// outside the band; unknown when it straddles an edge or n < min_samples.
// Zero-variance rule: a sample whose values are all equal is unknown. Its
// t-interval has zero width, yet n equal draws bound nothing: a statistic that
// differs with probability 1 - alpha^(1/n) (9.5 % at n = 30, alpha = 0.05)
// still shows n equal values with probability alpha, and its mean may lie
// anywhere its range allows.
struct BandDecision {
  Verdict verdict = Verdict::Unknown;
  std::string reason;  // one sentence: which inclusion decided, or why unknown
};
BandDecision decide_against_band(const SampleSummary& s, const MeanInterval& ci, double prediction, double tolerance,
                                 uint64_t min_samples = kMinMonteCarloSamples);

// Welch's unequal-variance t-test of H0: mean_a == mean_b. The degrees of
// freedom are Welch-Satterthwaite's; effect size is Cohen's d with the pooled
// (average-variance) standard deviation; p-values from Boost's students_t.
struct WelchTest {
  double difference = 0;   // mean_a - mean_b
  double t = 0;            // difference / sqrt(var_a/n_a + var_b/n_b)
  double df = 0;           // Welch-Satterthwaite
  double p_two_sided = 1;  // P(|T| >= |t|)
  double p_a_less = 1;     // one-sided, alternative mean_a < mean_b
  double p_a_greater = 1;  // one-sided, alternative mean_a > mean_b
  double cohen_d = 0;      // difference / sqrt((var_a + var_b) / 2); 0 when both variances are 0
  double ci_low = 0, ci_high = 0;  // (1 - alpha) Welch interval of the difference
  bool defined = false;    // false when a sample has < 2 values or both variances are 0
};
WelchTest welch_t_test(const SampleSummary& a, const SampleSummary& b, double alpha);

// "a < b", "a > b" or "no difference" at level alpha (two-sided test), with the
// test's numbers, for tables and notes.
std::string welch_conclusion(const WelchTest& w, double alpha, const std::string& a, const std::string& b);
json welch_json(const WelchTest& w, double alpha);

}  // namespace netcert
