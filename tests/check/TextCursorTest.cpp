// TextCursorTest.cpp — the checker's own scanning of the InfiniBand tools' text lines: numbers at the
// edge of their width are read exactly or refused (never wrapped), and a NUL byte names its line.
#include <catch2/catch.hpp>

#include <string>

#include "check/text_cursor.hpp"

using namespace netcert;

namespace {

std::string failure_of(std::string_view text, bool needs_0x) {
  try {
    TextCursor(text, "t:1").hexadecimal("guid", needs_0x);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("text cursor: sixteen hex digits are the widest GUID, read exactly", "[check][fabric]") {
  CHECK(TextCursor("0xffffffffffffffff", "t:1").hexadecimal("guid", true) == 0xffffffffffffffffULL);
  CHECK(TextCursor("  0002c90300000001 rest", "t:1").hexadecimal("guid", false) == 0x0002c90300000001ULL);
  CHECK(TextCursor("0x1", "t:1").hexadecimal("guid", true) == 1);
}

TEST_CASE("text cursor: a seventeenth hex digit is refused, not wrapped modulo 2^64", "[check][fabric]") {
  // 0x1_0000000000000001 would read as 1 if the seventeenth digit were taken.
  CHECK(failure_of("0x10000000000000001", true).find("guid: more than 16 hex digits") != std::string::npos);
  CHECK(failure_of("00000000000000001", false).find("more than 16 hex digits") != std::string::npos);
  CHECK(failure_of("0x", true).find("expected guid (hex digits)") != std::string::npos);
  CHECK(failure_of("ff", true).find("expected guid as 0x...") != std::string::npos);
}

TEST_CASE("text cursor: decimals outside their range are refused with the field's name", "[check][fabric]") {
  CHECK(TextCursor("36", "t:1").decimal("port", 1, 36) == 36);
  CHECK_THROWS_WITH(TextCursor("37", "t:1").decimal("port", 1, 36), Catch::Contains("port 37 is not in 1..36"));
  CHECK_THROWS_WITH(TextCursor("x", "t:1").decimal("port", 1, 36), Catch::Contains("expected port (decimal digits)"));
  CHECK_THROWS_WITH(TextCursor("1234567890123456789", "t:1").decimal("lid", 0, 1), Catch::Contains("lid: too many digits"));
}

TEST_CASE("text cursor: a NUL byte anywhere in a line names that line", "[check][fabric]") {
  const std::string text = std::string("Switch 36 \"S-1\"\nvendid=0x2c9\nven") + '\0' + "did\n";
  CHECK_THROWS_WITH(checked_lines(text, "topo.ibnd"), Catch::Contains("topo.ibnd:3") && Catch::Contains("NUL byte"));
  const std::string crlf = "a\r\nb\n";  // the lines are views into it
  const auto lines = checked_lines(crlf, "x");
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == "a");  // a CRLF file reads as its LF twin
}
