// Tests for net/family_expression.cpp: the parser (precedence, every error
// message's text and column) and the direct evaluation mod N.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "net/family_expression.hpp"

using namespace netcert;

namespace {

std::string error_of(const std::string& text) {
  try {
    parse_family_expression(text, "sigma");
  } catch (const InputError& e) {
    return e.what();
  }
  return "(parsed)";
}

uint64_t eval(const std::string& text, int n, uint64_t i, uint64_t x) {
  return evaluate_family_expression(parse_family_expression(text, "sigma"), n, i, x);
}

}  // namespace

TEST_CASE("family expression: precedence and round trip", "[family-expression]") {
  CHECK(family_expression_text(parse_family_expression("rev(x) + i", "sigma")) == "(rev(x) + i)");
  CHECK(family_expression_text(parse_family_expression("x + i * 2 xor 3 and n or N", "sigma")) ==
        "(((x + (i * 2)) xor (3 and n)) or N)");
  CHECK(family_expression_text(parse_family_expression("x << 1 + 1", "sigma")) == "(x << (1 + 1))");
  CHECK(family_expression_text(parse_family_expression("not -x - 1", "sigma")) == "((not (-x)) - 1)");
  CHECK(family_expression_text(parse_family_expression(" rotl( x ,i ) xor rotr(x, 1)", "sigma")) ==
        "(rotl(x, i) xor rotr(x, 1))");
  CHECK(error_of("xor_x") == "sigma: column 1: unknown name 'xor_x' (did you mean 'xor'?)");
  CHECK(error_of("x xor") ==
        "sigma: column 6: expected an operand (x, i, n, N, a number, '(', rev, rotl or rotr), found end of expression");
}

TEST_CASE("family expression: every parse error names its column", "[family-expression]") {
  CHECK(error_of("rev(x + i") == "sigma: column 10: expected ')', found end of expression");
  CHECK(error_of("(x + i") == "sigma: column 7: expected ')', found end of expression");
  CHECK(error_of("rotl(x i)") == "sigma: column 8: expected ',', found 'i'");
  CHECK(error_of("rev x") == "sigma: column 5: expected '(', found 'x'");
  CHECK(error_of("x + ") == "sigma: column 5: expected an operand (x, i, n, N, a number, '(', rev, rotl or rotr), found end of expression");
  CHECK(error_of("x + #") == "sigma: column 5: expected an operand (x, i, n, N, a number, '(', rev, rotl or rotr), found '#'");
  CHECK(error_of("rev(y) + i") == "sigma: column 5: unknown name 'y' (did you mean 'x'?)");
  CHECK(error_of("reverse(x)") == "sigma: column 1: unknown name 'reverse' (did you mean 'rev'?)");
  CHECK(error_of("x i") == "sigma: column 3: unexpected 'i' after a complete expression");
  CHECK(error_of("x < 1") == "sigma: column 3: unexpected '<' after a complete expression");
  CHECK(error_of("12ab") == "sigma: column 3: unexpected 'ab' after the number");
  CHECK(error_of("x + 18446744073709551616") == "sigma: column 5: number too large (at most 18446744073709551615)");
  CHECK(error_of("   ") == "sigma: column 4: empty expression: expected a formula over x, i, n, N, e.g. 'rev(x) + i'");
  CHECK(error_of(std::string(65, '(') + "x" + std::string(65, ')')) == "sigma: column 65: nested deeper than 64 levels");
  CHECK(error_of("not not " + std::string(64, '-') + "x") == "sigma: column 71: nested deeper than 64 levels");
  CHECK(error_of(std::string(kMaxExpressionChars + 1, 'x')) == "sigma: column 4097: longer than 4096 characters");
  CHECK(error_of(std::string(63, '(') + "x" + std::string(63, ')')) == "(parsed)");
}

TEST_CASE("family expression: evaluation mod N", "[family-expression]") {
  CHECK(eval("rev(x) + i", 3, 1, 1) == 5);      // rev_3(001) = 100 = 4, + 1
  CHECK(eval("rev(x) + i", 3, 8, 1) == 4);      // slot N is 0 mod N
  CHECK(eval("x - i", 2, 3, 1) == 2);           // 1 - 3 mod 4
  CHECK(eval("x * 3 + N", 2, 1, 3) == 1);       // 9 mod 4; N is 0 mod N
  CHECK(eval("not x", 4, 1, 5) == 10);
  CHECK(eval("-x", 4, 1, 5) == 11);
  CHECK(eval("x << 1", 3, 1, 6) == 4);
  CHECK(eval("x << n", 3, 1, 6) == 0);          // shifts by >= n clear every bit
  CHECK(eval("x >> 1", 3, 1, 6) == 3);
  CHECK(eval("rotl(x, 1)", 3, 1, 6) == 5);      // 110 -> 101
  CHECK(eval("rotr(x, 1)", 3, 1, 6) == 3);      // 110 -> 011
  CHECK(eval("rotl(x, n + 1)", 3, 1, 6) == 5);  // the amount mod n
  CHECK(eval("rotr(x, 0)", 3, 1, 6) == 6);
  CHECK(eval("x xor i and 3 or 8", 4, 6, 9) == ((9 ^ (6 & 3)) | 8));
  CHECK(eval("rev(x)", 63, 1, 1) == (uint64_t{1} << 62));
  CHECK(eval("x + 18446744073709551615", 63, 1, 0) == (uint64_t{1} << 63) - 1);
  CHECK(reverse_low_bits(0b0011, 4) == 0b1100);
  CHECK(rotate_low_bits_left(0b1001, 1, 4) == 0b0011);
}
