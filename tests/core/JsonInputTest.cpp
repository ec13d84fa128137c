// Tests for src/core/json_input.cpp, output_file.cpp and the params cap.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <functional>
#include <fstream>
#include <sstream>

#include "core/errors.hpp"
#include "core/json_input.hpp"
#include "core/output_file.hpp"
#include "core/params.hpp"

using namespace netcert;

namespace {
std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no InputError)";
}
}  // namespace

TEST_CASE("strict JSON: depth, duplicates, NUL, trailing bytes, non-finite numbers", "[core][input]") {
  JsonLimits lim{1 << 20, 8};
  CHECK(parse_json_strict(R"({"a":[1,2,{"b":null}]})", "f", lim)["a"][2].contains("b"));
  CHECK_THAT(message_of([&] { parse_json_strict(std::string(100000, '['), "f", lim); }),
             Catch::StartsWith("f: [0][0][0][0][0][0][0][0]: nested deeper than 8 levels"));
  CHECK_THAT(message_of([&] { parse_json_strict(R"({"a":{"b":1,"b":2}})", "f", lim); }),
             Catch::StartsWith("f: a.b: duplicate key 'b'"));
  CHECK_THAT(message_of([&] { parse_json_strict(std::string("{\"a\":1}\0{}", 10), "f", lim); }),
             Catch::Contains("NUL byte at offset 7"));
  CHECK_THAT(message_of([&] { parse_json_strict(R"({"a":1} x)", "f", lim); }), Catch::Contains("not valid JSON"));
  CHECK_THAT(message_of([&] { parse_json_strict(R"({"a":[1,1e999]})", "f", lim); }),
             Catch::StartsWith("f: a[1]: not valid JSON: number overflow"));
  CHECK_THAT(message_of([&] { parse_json_strict(std::string(100, ' '), "f", JsonLimits{10, 8}); }),
             Catch::Contains("exceeds the input limit of 10 bytes"));
}

TEST_CASE("schema helpers name the path, the rule and the nearest known key", "[core][input]") {
  json doc = json::parse(R"({"network":"x","traffc":null,"params":{"n":4294967299}})");
  CHECK_THAT(message_of([&] { expect_keys(doc, "s.json", "", {"network", "params"}, {"traffic"}); }),
             Catch::StartsWith("s.json: traffc: unknown key (did you mean 'traffic'?"));
  CHECK_THAT(message_of([&] { expect_keys(doc, "s.json", "", {"network", "params", "kind"}, {"traffc"}); }),
             Catch::StartsWith("s.json: kind: required key is missing"));
  CHECK_THAT(message_of([&] { json_int_in(doc["params"]["n"], "s.json", "params.n", 1, 12); }),
             Catch::StartsWith("s.json: params.n: 4294967299 is outside 1..12"));
  CHECK_THROWS_AS(json_int_in(json(18446744073709551615ULL), "", "x", 0, 5), InputError);
  CHECK_THROWS_AS(json_int_in(json(3.0), "", "x", 0, 5), InputError);
  CHECK_THROWS_AS(json_number_in(json(-5), "", "t", 0, 10, true), InputError);
  CHECK_THROWS_AS(json_number_in(json(0), "", "t", 0, 10, true), InputError);
  CHECK(json_number_in(json(2.5), "", "t", 0, 10, true) == 2.5);
  // The range reads as a person writes it, never 1e+06.
  CHECK_THROWS_WITH(json_number_in(json(0), "s.json", "checks[0].timeout", 0, 1000000, true),
                    "s.json: checks[0].timeout: 0 is outside (0, 1000000]");
  CHECK_THROWS_WITH(json_number_in(json(-0.25), "", "t", 0.5, 1e6, false), "t: -0.25 is outside [0.5, 1000000]");
  CHECK(nearest_name("engin", {"property", "engine", "expect"}) == "engine");
  CHECK(nearest_name("timout", {"timeout", "expect"}) == "timeout");
}

TEST_CASE("write_file_atomic replaces the file whole or not at all", "[core][input]") {
  auto dir = std::filesystem::temp_directory_path() / ("netcert-atomic-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  auto file = (dir / "sub" / "out.json").string();
  write_file_atomic(file, "first\n");
  write_file_atomic(file, "second\n");
  std::ifstream in(file);
  std::stringstream ss;
  ss << in.rdbuf();
  CHECK(ss.str() == "second\n");
  CHECK_THAT(message_of([&] { write_file_atomic((dir / "sub").string(), "x"); }), Catch::Contains("is a directory"));
  int files = 0;
  for (auto& e : std::filesystem::directory_iterator(dir / "sub")) files += e.is_regular_file();
  CHECK(files == 1);  // no temporary left behind
  std::filesystem::remove_all(dir);
}

// Files of 8 MB and more are read in ranges on the threads: every byte where it belongs, for any number of jobs.
TEST_CASE("read_text_file reads a big file whole on one thread or several", "[core][input]") {
  auto dir = std::filesystem::temp_directory_path() / ("netcert-read-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto file = (dir / "big.txt").string();
  std::string content(9u << 20, '\0');
  for (size_t i = 0; i < content.size(); ++i) content[i] = static_cast<char>('a' + (i * 7919 + i / 4096) % 26);
  { std::ofstream(file, std::ios::binary) << content; }
  for (int jobs : {1, 2, 3, 7}) {
    INFO("jobs " << jobs);
    CHECK(read_text_file(file, "--lfts", content.size(), jobs) == content);
  }
  CHECK_THAT(message_of([&] { read_text_file(file, "--lfts", content.size() - 1, 2); }),
             Catch::Contains("bytes exceeds the input limit of"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("parameter expansion is capped on the product, naming the parameters", "[core][input]") {
  std::vector<ParamSpec> specs{int_param("d", 1, 1000000, "2", "d"), int_param("u", 1, 1000000, "1", "u")};
  std::vector<ParamArg> args{parse_param_arg("d=2..100001", specs), parse_param_arg("u=1..1000", specs)};
  CHECK_THAT(message_of([&] { expand_params(args, specs); }),
             Catch::Contains("d (100000 values) x u (1000 values) is more than 100000 parameter sets"));
  CHECK_THROWS_AS(parse_param_arg("d=1..200000", specs), InputError);
  CHECK_THROWS_AS(parse_param_json("d", json(18446744073709551615ULL), specs), InputError);
  CHECK(expand_params({parse_param_arg("d=1..10", specs)}, specs).size() == 10);
}
