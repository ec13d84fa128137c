// family_expression.hpp — a user's family sigma_i(x) written as a formula
// (schedule kind fattree/family-expression): the expression tree, its parser
// and its direct evaluation at one size.
//
// Grammar (lowest precedence first; every value is taken mod N = 2^n):
//   expr    := xor_e ('or' xor_e)*
//   xor_e   := and_e ('xor' and_e)*
//   and_e   := shift ('and' shift)*
//   shift   := sum (('<<' | '>>') sum)*
//   sum     := product (('+' | '-') product)*
//   product := unary ('*' unary)*
//   unary   := 'not' unary | '-' unary | primary
//   primary := NUMBER | 'x' | 'i' | 'n' | 'N' | '(' expr ')'
//            | 'rev' '(' expr ')' | ('rotl' | 'rotr') '(' expr ',' expr ')'
// x is the input, i the slot (1..N, so slot N is 0 mod N), n the number of
// levels and N = 2^n (0 mod N). rev is the n-bit reversal; rotl/rotr rotate the
// n-bit value by the amount mod n; a << k and a >> k are 0 for k >= n.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace netcert {

enum class ExprOp { Input, Slot, Levels, Size, Constant, Add, Sub, Mul, Xor, And, Or, Not, Neg, Shl, Shr, Rev, Rotl, Rotr };

struct FamilyExpr {
  ExprOp op = ExprOp::Constant;
  uint64_t value = 0;            // Constant
  std::vector<FamilyExpr> args;  // operands, left to right
};

// Longest expression and deepest nesting the parser accepts (input limits).
constexpr std::size_t kMaxExpressionChars = 4096;
constexpr int kMaxExpressionDepth = 64;

// Parses `text`; an error is an InputError on `field` whose message starts
// "column C: " (1-based byte column), e.g. "sigma: column 7: expected ')'".
FamilyExpr parse_family_expression(const std::string& text, const std::string& field);

// sigma_i(x) at n levels (1 <= n <= 63), for slot i in 1..N and input x < N.
uint64_t evaluate_family_expression(const FamilyExpr& e, int n, uint64_t slot, uint64_t x);

// The expression written back with full parentheses (reports, query comments).
std::string family_expression_text(const FamilyExpr& e);

// n-bit helpers shared with the evaluation (a < 2^n).
uint64_t reverse_low_bits(uint64_t a, int n);
uint64_t rotate_low_bits_left(uint64_t a, uint64_t amount, int n);

}  // namespace netcert
