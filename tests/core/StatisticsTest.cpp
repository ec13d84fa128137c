// Tests for core/statistics.cpp: Student-t quantiles (not 1.96), the
// interval-versus-band verdict rule with its minimum sample, Welch's test
// against values computed independently (numerical integration of the t pdf).
#include <catch2/catch.hpp>

#include "core/statistics.hpp"

using namespace netcert;

namespace {
SampleSummary sample(uint64_t n, double mean, double variance) {
  SampleSummary s;
  s.n = n;
  s.mean = mean;
  s.variance = variance;
  return s;
}
}  // namespace

TEST_CASE("statistics: unbiased variance, two-pass", "[stats]") {
  SampleSummary s = summarize({1, 2, 3, 4, 5});
  CHECK(s.n == 5);
  CHECK(s.mean == Approx(3));
  CHECK(s.variance == Approx(2.5));
  CHECK(s.standard_error() == Approx(std::sqrt(0.5)));
  CHECK(summarize({7}).variance == 0);
  CHECK(summarize_counts({4, 4, 5}).mean == Approx(13.0 / 3));
}

TEST_CASE("statistics: Student-t interval uses n - 1 degrees of freedom, not 1.96", "[stats]") {
  MeanInterval two = student_t_interval(sample(2, 10, 2), 0.05);
  CHECK(two.degrees_of_freedom == 1);
  CHECK(two.t_quantile == Approx(12.7062047).epsilon(1e-6));
  CHECK(two.high - two.low == Approx(2 * 12.7062047 * 1.0).epsilon(1e-6));  // se = sqrt(2 / 2) = 1
  CHECK(student_t_interval(sample(30, 0, 1), 0.05).t_quantile == Approx(2.0452296).epsilon(1e-6));
  CHECK(student_t_interval(sample(1000, 0, 1), 0.05).t_quantile == Approx(1.9623415).epsilon(1e-6));
  CHECK(student_t_interval(sample(30, 0, 1), 0.01).t_quantile == Approx(2.7563859).epsilon(1e-6));
  // One sample: no variance estimate, the interval is unbounded.
  MeanInterval one = student_t_interval(sample(1, 3, 0), 0.05);
  CHECK(std::isinf(one.low));
  CHECK(std::isinf(one.high));
}

TEST_CASE("statistics: band rule - inside holds, outside fails, straddling or small samples unknown", "[stats]") {
  auto decide = [](SampleSummary s, double pred, double tol) {
    return decide_against_band(s, student_t_interval(s, 0.05), pred, tol).verdict;
  };
  CHECK(decide(sample(100, 5.0, 0.01), 5.0, 0.5) == Verdict::Holds);
  CHECK(decide(sample(100, 7.0, 0.01), 5.0, 0.5) == Verdict::Fails);
  CHECK(decide(sample(100, 4.0, 0.01), 5.0, 0.5) == Verdict::Fails);
  CHECK(decide(sample(100, 5.49, 1.0), 5.0, 0.5) == Verdict::Unknown);  // interval crosses the upper edge
  // Zero tolerance: the claim "mean == prediction" is never accepted, only rejected.
  CHECK(decide(sample(100, 5.0, 0.01), 5.0, 0) == Verdict::Unknown);
  CHECK(decide(sample(100, 5.1, 0.01), 5.0, 0) == Verdict::Fails);
  // Below the minimum sample: unknown, however clear the numbers look.
  for (uint64_t n : {1, 2, 29}) CHECK(decide(sample(n, 5.0, 0), 5.0, 0.5) == Verdict::Unknown);
  CHECK(decide(sample(30, 5.0, 0.01), 5.0, 0.5) == Verdict::Holds);
  // Zero variance: a zero-width interval decides nothing, inside the band or far outside it.
  CHECK(decide(sample(30, 5.0, 0), 5.0, 0.5) == Verdict::Unknown);
  CHECK(decide(sample(1000, 9.0, 0), 5.0, 0.5) == Verdict::Unknown);
  CHECK(decide_against_band(sample(30, 5, 0), student_t_interval(sample(30, 5, 0), 0.05), 5, 1).reason.find(
            "zero variance") != std::string::npos);
  CHECK(decide_against_band(sample(1, 5, 0), student_t_interval(sample(1, 5, 0), 0.05), 5, 1).reason.find("minimum") !=
        std::string::npos);
}

TEST_CASE("statistics: Welch's t-test against an independent computation", "[stats]") {
  // {1..5} vs {2,4,..,10}: t = -1.8974, df = 5.8824, p = 0.10753 (Simpson integration of the t pdf).
  WelchTest w = welch_t_test(summarize({1, 2, 3, 4, 5}), summarize({2, 4, 6, 8, 10}), 0.05);
  REQUIRE(w.defined);
  CHECK(w.difference == Approx(-3));
  CHECK(w.t == Approx(-1.8973666).epsilon(1e-6));
  CHECK(w.df == Approx(5.8823529).epsilon(1e-6));
  CHECK(w.p_two_sided == Approx(0.1075312).epsilon(1e-4));
  CHECK(w.p_a_less + w.p_a_greater == Approx(1));
  CHECK(w.p_a_less == Approx(0.1075312 / 2).epsilon(1e-4));
  CHECK(w.cohen_d == Approx(-3 / std::sqrt(6.25)));
  CHECK(w.ci_low < -3);
  CHECK(w.ci_high > 0);  // p > alpha: the difference's interval contains 0
  CHECK(welch_conclusion(w, 0.05, "a", "b").find("no difference") != std::string::npos);
  WelchTest clear = welch_t_test(sample(1000, 6.01, 0.2), sample(1000, 5.95, 0.2), 0.05);
  CHECK(clear.p_two_sided < 0.01);
  CHECK(welch_conclusion(clear, 0.05, "root", "random") == "root > random at alpha=0.05");
  CHECK_FALSE(welch_t_test(sample(1, 1, 0), sample(5, 1, 1), 0.05).defined);
  CHECK_FALSE(welch_t_test(sample(5, 1, 0), sample(5, 2, 0), 0.05).defined);
  json j = welch_json(clear, 0.05);
  CHECK(j["alpha"] == 0.05);
  CHECK(j.contains("p_two_sided"));
}
