// OptionTableTest.cpp — a command declared only as option-table rows gets its
// parser, --help line, man-page entry and completion entry from those rows.
#include <catch2/catch.hpp>

#include "cli/completion.hpp"
#include "cli/man_page.hpp"
#include "cli/option_table.hpp"

using namespace netcert;

namespace {

struct Fixture {
  std::string surface, color;
  int coats = 3;
  bool loud = false;
  std::vector<std::string> params;
  CommandSpec spec() {
    return {"paint",
            "paint a fixture surface",
            "\nExample: netcert paint wall --color green",
            {required(text_row("SURFACE", &surface, "what to paint", Completes::TableIds)),
             choice_row("--color,-c", &color, {"red", "green"}, "red"),
             int_row("--coats", &coats, 1, 9, "3", "coats of paint"),
             flag_row("--loud", &loud, "say what is painted"),
             texts_row("--param,-p", &params, "NAME=V (repeatable)", Completes::TableParams)}};
  }
};

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

void parse(CLI::App& app, std::vector<std::string> args) {
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  app.parse(static_cast<int>(argv.size()), argv.data());
}

}  // namespace

TEST_CASE("option table: a row is the option's parser and range check") {
  Fixture f;
  CLI::App app{"fixture", "netcert"};
  add_command(app, f.spec());
  parse(app, {"netcert", "paint", "wall", "-c", "green", "--coats", "9", "--loud", "-p", "n=2"});
  CHECK(f.surface == "wall");
  CHECK(f.color == "green");
  CHECK(f.coats == 9);
  CHECK(f.loud);
  CHECK(f.params == std::vector<std::string>{"n=2"});

  Fixture g;
  CLI::App strict{"fixture", "netcert"};
  add_command(strict, g.spec());
  CHECK_THROWS_AS(parse(strict, {"netcert", "paint", "wall", "--coats", "10"}), CLI::ValidationError);
  CHECK_THROWS_AS(parse(strict, {"netcert", "paint", "wall", "--color", "blue"}), CLI::ValidationError);
  CHECK_THROWS_AS(parse(strict, {"netcert", "paint"}), CLI::RequiredError);
  Fixture h;
  CLI::App worded{"fixture", "netcert"};
  add_command(worded, h.spec());
  CHECK_THROWS_WITH(parse(worded, {"netcert", "paint", "wall", "--coats", "10"}),
                    "--coats: must be an integer in 1..9, got '10'");
}

TEST_CASE("option table: --help and the man page show each row's help, choices and default") {
  Fixture f;
  CLI::App app{"fixture", "netcert"};
  add_command(app, f.spec());
  std::string help = app.get_subcommand("paint")->help();
  CHECK(has(help, "-c,--color TEXT:{red,green}"));
  CHECK(has(help, "red | green [default: red]"));
  CHECK(has(help, "coats of paint [default: 3]"));
  CHECK(has(help, "--coats INT in 1..9 "));  // the range as written, not CLI11's "FLOAT in [1 - 9]"
  CHECK(has(help, "--loud"));
  CHECK(has(help, "SURFACE TEXT REQUIRED"));

  std::string page = man_page(app, "paint");
  CHECK(has(page, ".TH NETCERT\\-PAINT 1"));
  CHECK(has(page, ".TP\n\\fB\\-c\\fR, \\fB\\-\\-color\\fR"));
  CHECK(has(page, "red |\\: green [default: red]"));
  CHECK(has(page, "coats of paint [default: 3]"));
  CHECK(has(page, "\\fB\\-\\-coats\\fR \\fIINT in 1..9\\fR"));
  CHECK(has(page, ".SH ARGUMENTS\n.TP\n\\fISURFACE\\fR\nwhat to paint\n"));
  CHECK(has(page, "netcert paint wall \\-\\-color green"));
}

TEST_CASE("option table: the completion entry of a command comes from its rows") {
  Fixture f;
  std::string script = bash_completion({f.spec()});
  CHECK(has(script, "\n    paint)\n"));
  CHECK(has(script, "--color|-c) COMPREPLY=($(compgen -W \"red green\" -- \"$cur\")); return ;;"));
  CHECK(has(script, "--coats) COMPREPLY=(); return ;;"));
  CHECK(has(script, "--param|-p) compopt -o nospace 2>/dev/null; "
                    "COMPREPLY=($(compgen -W \"$(_netcert_table_params \"${COMP_WORDS[2]}\")\" -- \"$cur\"))"));
  CHECK(has(script, "compgen -W \"--coats --color --help --loud --param\""));
  CHECK(!has(script, "--loud)"));  // a flag takes no value
  CHECK(has(script, "compgen -W \"paint --help --version\""));
  // SURFACE completes to table ids (the catalogue's, as the row says).
  CHECK(has(script, "elif [ \"$COMP_CWORD\" -eq 2 ]; then COMPREPLY=($(compgen -W \"butterfly-"));
}
