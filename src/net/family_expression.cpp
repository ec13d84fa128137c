// family_expression.cpp — see family_expression.hpp.
// Hand-written recursive descent: no Debian-packaged library parses this small
// grammar, and a parser generator would add a build tool for ~150 lines.
#include "net/family_expression.hpp"

#include <cctype>

#include "core/errors.hpp"
#include "core/json_input.hpp"

namespace netcert {

namespace {

const std::vector<std::string> kNames{"x", "i", "n", "N", "not", "xor", "and", "or", "rev", "rotl", "rotr"};

class Parser {
 public:
  Parser(const std::string& text, const std::string& field) : text_(text), field_(field) {}

  FamilyExpr parse() {
    if (text_.size() > kMaxExpressionChars)
      fail_at(kMaxExpressionChars, "longer than " + std::to_string(kMaxExpressionChars) + " characters");
    skip_space();
    if (pos_ == text_.size()) fail("empty expression: expected a formula over x, i, n, N, e.g. 'rev(x) + i'");
    FamilyExpr e = expression(0);
    skip_space();
    if (pos_ < text_.size()) fail("unexpected " + found() + " after a complete expression");
    return e;
  }

 private:
  const std::string& text_;
  const std::string& field_;
  std::size_t pos_ = 0;

  [[noreturn]] void fail_at(std::size_t at, const std::string& what) const {
    throw InputError(field_, "column " + std::to_string(at + 1) + ": " + what);
  }
  [[noreturn]] void fail(const std::string& what) const { fail_at(pos_, what); }

  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  static bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

  // The word or character at pos_, as an error message shows it.
  std::string found() const {
    if (pos_ >= text_.size()) return "end of expression";
    std::size_t end = pos_;
    while (end < text_.size() && word_char(text_[end])) ++end;
    if (end == pos_) end = pos_ + 1;
    return "'" + readable_excerpt(text_.substr(pos_, end - pos_)) + "'";
  }

  // The next token is `word` (a name, not the prefix of a longer one) or the symbol `sym`.
  bool peek_word(const char* word) {
    skip_space();
    const std::string w(word);
    if (text_.compare(pos_, w.size(), w) != 0) return false;
    return pos_ + w.size() >= text_.size() || !word_char(text_[pos_ + w.size()]);
  }
  bool peek_symbol(const char* sym) {
    skip_space();
    const std::string s(sym);
    return text_.compare(pos_, s.size(), s) == 0;
  }
  void expect(const char* sym) {
    if (!peek_symbol(sym)) fail(std::string("expected '") + sym + "', found " + found());
    pos_ += std::string(sym).size();
  }

  static FamilyExpr node(ExprOp op, std::vector<FamilyExpr> args) {
    FamilyExpr e;
    e.op = op;
    e.args = std::move(args);
    return e;
  }

  // Binary levels, lowest precedence first: or, xor, and, shifts, sums, products.
  FamilyExpr expression(int level) {
    if (level == 6) return unary();
    FamilyExpr left = expression(level + 1);
    for (;;) {
      ExprOp op;
      std::size_t width;
      if (!binary_operator(level, op, width)) return left;
      pos_ += width;
      left = node(op, {std::move(left), expression(level + 1)});
    }
  }

  bool binary_operator(int level, ExprOp& op, std::size_t& width) {
    struct Row { int level; const char* text; ExprOp op; bool word; };
    static const Row rows[] = {{0, "or", ExprOp::Or, true},    {1, "xor", ExprOp::Xor, true}, {2, "and", ExprOp::And, true},
                               {3, "<<", ExprOp::Shl, false}, {3, ">>", ExprOp::Shr, false}, {4, "+", ExprOp::Add, false},
                               {4, "-", ExprOp::Sub, false},  {5, "*", ExprOp::Mul, false}};
    for (const Row& r : rows)
      if (r.level == level && (r.word ? peek_word(r.text) : peek_symbol(r.text))) {
        op = r.op;
        width = std::string(r.text).size();
        return true;
      }
    return false;
  }

  // Every unary() is one nesting level ('not', '-', '(' and calls recurse through it).
  FamilyExpr unary() {
    if (++depth_ > kMaxExpressionDepth) fail("nested deeper than " + std::to_string(kMaxExpressionDepth) + " levels");
    FamilyExpr e = peek_word("not")  ? (pos_ += 3, node(ExprOp::Not, {unary()}))
                   : peek_symbol("-") ? (pos_ += 1, node(ExprOp::Neg, {unary()}))
                                      : primary();
    --depth_;
    return e;
  }
  int depth_ = 0;

  FamilyExpr primary() {
    skip_space();
    if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) return number();
    if (peek_symbol("(")) {
      ++pos_;
      FamilyExpr inner = expression(0);
      expect(")");
      return inner;
    }
    if (pos_ >= text_.size() || !word_char(text_[pos_]))
      fail("expected an operand (x, i, n, N, a number, '(', rev, rotl or rotr), found " + found());
    const std::size_t start = pos_;
    while (pos_ < text_.size() && word_char(text_[pos_])) ++pos_;
    const std::string name = text_.substr(start, pos_ - start);
    if (name == "x") return node(ExprOp::Input, {});
    if (name == "i") return node(ExprOp::Slot, {});
    if (name == "n") return node(ExprOp::Levels, {});
    if (name == "N") return node(ExprOp::Size, {});
    if (name == "rev") return call(ExprOp::Rev, 1);
    if (name == "rotl") return call(ExprOp::Rotl, 2);
    if (name == "rotr") return call(ExprOp::Rotr, 2);
    fail_at(start, "unknown name '" + readable_excerpt(name) + "' (did you mean '" + nearest_name(name, kNames) + "'?)");
  }

  FamilyExpr call(ExprOp op, int arity) {
    expect("(");
    std::vector<FamilyExpr> args;
    for (int a = 0; a < arity; ++a) {
      if (a > 0) expect(",");
      args.push_back(expression(0));
    }
    expect(")");
    return node(op, std::move(args));
  }

  FamilyExpr number() {
    const std::size_t start = pos_;
    uint64_t v = 0;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      const uint64_t digit = static_cast<uint64_t>(text_[pos_] - '0');
      if (v > (UINT64_MAX - digit) / 10) fail_at(start, "number too large (at most 18446744073709551615)");
      v = v * 10 + digit;
      ++pos_;
    }
    if (pos_ < text_.size() && word_char(text_[pos_])) fail("unexpected " + found() + " after the number");
    FamilyExpr e = node(ExprOp::Constant, {});
    e.value = v;
    return e;
  }
};

}  // namespace

FamilyExpr parse_family_expression(const std::string& text, const std::string& field) {
  return Parser(text, field).parse();
}

uint64_t reverse_low_bits(uint64_t a, int n) {
  uint64_t r = 0;
  for (int b = 0; b < n; ++b) r |= ((a >> b) & 1) << (n - 1 - b);
  return r;
}

uint64_t rotate_low_bits_left(uint64_t a, uint64_t amount, int n) {
  const uint64_t mask = (uint64_t{1} << n) - 1, k = amount % static_cast<uint64_t>(n);
  return k == 0 ? a : ((a << k) | (a >> (n - k))) & mask;
}

uint64_t evaluate_family_expression(const FamilyExpr& e, int n, uint64_t slot, uint64_t x) {
  const uint64_t mask = (uint64_t{1} << n) - 1;
  auto arg = [&](std::size_t k) { return evaluate_family_expression(e.args[k], n, slot, x); };
  const auto width = static_cast<uint64_t>(n);
  switch (e.op) {
    case ExprOp::Input: return x & mask;
    case ExprOp::Slot: return slot & mask;
    case ExprOp::Levels: return width & mask;
    case ExprOp::Size: return 0;  // N mod N
    case ExprOp::Constant: return e.value & mask;
    case ExprOp::Add: return (arg(0) + arg(1)) & mask;
    case ExprOp::Sub: return (arg(0) - arg(1)) & mask;
    case ExprOp::Mul: return (arg(0) * arg(1)) & mask;
    case ExprOp::Xor: return arg(0) ^ arg(1);
    case ExprOp::And: return arg(0) & arg(1);
    case ExprOp::Or: return arg(0) | arg(1);
    case ExprOp::Not: return ~arg(0) & mask;
    case ExprOp::Neg: return (0 - arg(0)) & mask;
    case ExprOp::Shl: {
      const uint64_t k = arg(1);
      return k >= width ? 0 : (arg(0) << k) & mask;
    }
    case ExprOp::Shr: {
      const uint64_t k = arg(1);
      return k >= width ? 0 : arg(0) >> k;
    }
    case ExprOp::Rev: return reverse_low_bits(arg(0), n);
    case ExprOp::Rotl: return rotate_low_bits_left(arg(0), arg(1), n);
    case ExprOp::Rotr: return rotate_low_bits_left(arg(0), width - arg(1) % width, n);
  }
  return 0;
}

std::string family_expression_text(const FamilyExpr& e) {
  auto a = [&](std::size_t k) { return family_expression_text(e.args[k]); };
  auto infix = [&](const char* op) { return "(" + a(0) + " " + op + " " + a(1) + ")"; };
  switch (e.op) {
    case ExprOp::Input: return "x";
    case ExprOp::Slot: return "i";
    case ExprOp::Levels: return "n";
    case ExprOp::Size: return "N";
    case ExprOp::Constant: return std::to_string(e.value);
    case ExprOp::Add: return infix("+");
    case ExprOp::Sub: return infix("-");
    case ExprOp::Mul: return infix("*");
    case ExprOp::Xor: return infix("xor");
    case ExprOp::And: return infix("and");
    case ExprOp::Or: return infix("or");
    case ExprOp::Not: return "(not " + a(0) + ")";
    case ExprOp::Neg: return "(-" + a(0) + ")";
    case ExprOp::Shl: return infix("<<");
    case ExprOp::Shr: return infix(">>");
    case ExprOp::Rev: return "rev(" + a(0) + ")";
    case ExprOp::Rotl: return "rotl(" + a(0) + ", " + a(1) + ")";
    case ExprOp::Rotr: return "rotr(" + a(0) + ", " + a(1) + ")";
  }
  return "?";
}

}  // namespace netcert
