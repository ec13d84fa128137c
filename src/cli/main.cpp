// main.cpp — the netcert command line (its contract: docs/architecture.md).
#include <CLI/CLI.hpp>
#include <z3.h>

#include <sys/resource.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/completion.hpp"
#include "cli/exit_codes.hpp"
#include "cli/interrupt.hpp"
#include "cli/man_page.hpp"
#include "cli/mpi_run.hpp"
#include "cli/options.hpp"
#include "cli/usage.hpp"
#include "core/catalogue.hpp"
#include "core/errors.hpp"
#include "core/version.hpp"

using namespace netcert;

namespace {

// Registers the run options of options.hpp on a subcommand.
void add_run_options(CLI::App* cmd, RunOptions& o) {
  for (auto& spec : run_option_table()) {
    std::string flag = spec.flag;
    std::string help = std::string(spec.help) + " [default: " + spec.fallback + "]";
    CLI::Option* opt = nullptr;
    if (flag == "--jobs") opt = cmd->add_option(flag, o.ctx.jobs, help);
    else if (flag == "--timeout") opt = cmd->add_option(flag, o.ctx.timeout_seconds, help);
    else if (flag == "--seed")  // any uint64: the type is the range; named, it is the author's choice
      opt = cmd->add_option_function<uint64_t>(flag, [&o](const uint64_t& v) { o.ctx.seed = v, o.ctx.seed_named = true; }, help);
    else if (flag == "--cases") opt = cmd->add_option(flag, o.ctx.random_cases, help);
    if (!opt) continue;
    if (flag == "--timeout")
      opt->check(CLI::Validator(
          [lo = spec.lo, hi = spec.hi](std::string& text) -> std::string {
            // Positive and finite: "nan", "inf", 0 and negatives are usage errors, never "no limit".
            char* end = nullptr;
            double v = std::strtod(text.c_str(), &end);
            if (text.empty() || *end != '\0' || !std::isfinite(v) || v <= lo || v > hi)
              return "--timeout must be a positive, finite number of seconds (at most " + std::to_string(hi) +
                     "; omit it for no limit), got '" + text + "'";
            return {};
          },
          "SECONDS > 0"));
    else if (flag == "--seed")
      opt->check(CLI::Validator(
          [](std::string& text) -> std::string {
            // Decimal digits only, within uint64: no sign, no wrap-around, no saturation.
            bool digits = !text.empty() && text.size() <= 20 &&
                          text.find_first_not_of("0123456789") == std::string::npos;
            errno = 0;
            if (digits) std::strtoull(text.c_str(), nullptr, 10);
            if (!digits || errno == ERANGE)
              return "--seed must be an integer in 0..18446744073709551615, got '" + text + "'";
            return {};
          },
          "UINT64"));
    else
      opt->check(CLI::Range(spec.lo, spec.hi));
  }
  cmd->add_option("--emit-smt2", o.ctx.emit_smt2_dir, "write every SMT query as SMT-LIB2 into this directory");
}

// " name=LO..HI (default)" or " name=a|b (default)" for each parameter: --help footers.
std::string domains(const std::vector<ParamSpec>& specs) {
  std::string out;
  for (auto& s : specs)
    out += " " + s.name + "=" +
           (s.is_int ? std::to_string(s.lo) + ".." + std::to_string(s.hi) : CLI::detail::join(s.choices, "|")) + " (" +
           s.default_value + ")";
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  MpiSession mpi(&argc, &argv);  // MPI build under mpirun only (cli/mpi_run.hpp)
  CLI::App app{
      "netcert — machine-checks the claims of five papers on interconnection networks\n"
      "(fat trees for load-balanced BvN switches, butterfly chip mapping, twin switches in\n"
      "k-ary n-trees, systolic routing in an optical fat tree, least common ancestor networks)\n"
      "and lets you check your own schedules, mappings and configurations the same way.\n\n" +
          exit_codes_paragraph(),
      "netcert"};
  app.require_subcommand(1);
  app.fallthrough();  // --quiet is accepted after the command too
  // The version names what produced a result: release, commit (build-time stamp), Z3 and cvc5.
  app.set_version_flag("--version,-V", std::function<std::string()>(version_text));
  bool quiet = false;
  app.add_flag("--quiet,-q", quiet,
               "print only errors and the data asked for on stdout (--json -, table, completion); "
               "the exit code tells the verdict");
  std::string help_topic;
  auto* help_cmd = app.add_subcommand("help", "print the help of COMMAND (or of netcert)");
  help_cmd->add_option("COMMAND", help_topic, "a command, e.g. check");
  help_cmd->footer("\nExample: netcert help check");

  RunOptions opts;
  bool list_json = false;
  auto* list = app.add_subcommand("list", "list every property with its paper, claim and engines");
  list->add_flag("--json", list_json, "machine-readable listing");
  list->footer("\nExample: netcert list --json -q > properties.json");
  auto* tables_cmd = app.add_subcommand("tables", "list the tables `netcert table` can build");
  tables_cmd->footer("\nExample: netcert tables");
  auto* schedules_cmd = app.add_subcommand("schedules", "list the schedule kinds `check-schedule` accepts");
  schedules_cmd->footer("\nExample: netcert schedules");

  std::string property;
  std::vector<std::string> params;
  auto* check = app.add_subcommand("check", "check one property over parameter ranges with one or all engines");
  check->add_option("PROPERTY", property, "property id (see `netcert list`)")->required();
  check->add_option("--param,-p", params, "NAME=V, NAME=LO..HI or NAME=A,B,C (repeatable; product of all)");
  check->add_option("--engine,-e", opts.engine, "exhaustive | smt | random | montecarlo | all [default: all]")
      ->check(CLI::IsMember({"exhaustive", "smt", "random", "montecarlo", "all"}));
  check->add_option("--json", opts.json_out, "write the JSON report to FILE, or - for stdout only");
  check->add_option("--cert", opts.cert_dir, "write a content-hashed certificate per result into DIR");
  add_run_options(check, opts);
  check->add_option("--shard", opts.shard,
                    "run slice set I of M (1 <= I <= M) of an exhaustive search and write it for `netcert merge` "
                    "(under mpirun the ranks share shard I's slices)");
  check->add_option("--checkpoint", opts.checkpoint,
                    "record finished slices in FILE (atomically; under mpirun FILE.rankR per rank); the same command "
                    "resumes from it after a kill");
  check->add_option("--checkpoint-interval", opts.checkpoint_seconds,
                    "seconds between checkpoint writes [default: 5]")
      ->check(CLI::Range(0.0, 86400.0));
  {
    // The catalogue is the source of truth: list each property's parameters and domains.
    std::string footer = "\nProperties and their parameters (domain, default):\n";
    for (auto& p : catalogue().properties()) {
      footer += "  " + p.id + " [";
      for (size_t e = 0; e < p.engines.size(); ++e) footer += (e ? "," : "") + p.engines[e].name;
      footer += "]\n   ";
      footer += domains(p.params) + "\n";
    }
    footer += "\nExample: netcert check fattree.ump --param n=1..12 --engine exhaustive --json -";
    check->footer(footer);
  }

  std::string schedule_file;
  auto* sched = app.add_subcommand("check-schedule", "check a schedule, mapping or configuration you supply (JSON)");
  sched->add_option("FILE", schedule_file,
                   "schedule JSON (formats: docs/schedules.md, `netcert schedules`, `netcert schema NETWORK/KIND`)")
      ->required();
  sched->add_option("--json", opts.json_out, "write the JSON report to FILE, or - for stdout only");
  sched->add_option("--dot", opts.dot_out, "also write a Graphviz picture (where the schedule kind has one)");
  add_run_options(sched, opts);
  sched->footer("\nExample: netcert check-schedule examples/fattree/shuffle-n4.json --dot shuffle.dot\n"
                "(exit 1: the perfect shuffle overloads a node; the picture marks it)");

  std::string table_id, format = "text", out_file, certify_dir;
  auto* table = app.add_subcommand("table", "build a table (closed forms exact; measured columns certified)");
  table->add_option("TABLE", table_id, "table id (see `netcert tables`)")->required();
  table->add_option("--param,-p", params, "NAME=V or NAME=LO..HI (repeatable)");
  table->add_option("--format", format, "text | md | csv | json [default: text]")
      ->check(CLI::IsMember({"text", "md", "csv", "json"}));
  table->add_option("--out", out_file, "write to FILE instead of stdout");
  table->add_option("--certify", certify_dir, "write the table's certificates into DIR");
  add_run_options(table, opts);
  {
    std::string footer = "\nTables and their parameters (domain, default):\n";
    for (auto& t : catalogue().tables()) {
      footer += "  " + t.id + ":";
      footer += domains(t.params) + "\n";
    }
    footer += "\nExample: netcert table fattree-degrees --param n=256 --format csv";
    table->footer(footer);
  }

  std::string suite_file, junit_file;
  auto* suite = app.add_subcommand("suite", "run a proof suite (e.g. proofs/suites/seeds.json)");
  suite->add_option("SUITE", suite_file, "suite JSON")->required();
  suite->add_option("--junit", junit_file, "write JUnit XML to FILE");
  suite->add_option("--json", opts.json_out, "write the JSON report to FILE, or - for stdout only");
  suite->add_option("--cert", opts.cert_dir, "write certificates into DIR");
  add_run_options(suite, opts);
  suite->footer("\nExample: netcert suite proofs/suites/seeds.json --junit seeds.xml --cert certs/");

  std::string cert_file;
  bool resolve = false;
  auto* verify = app.add_subcommand("verify-cert", "re-check a certificate: content hash, then the witness");
  verify->add_option("FILE", cert_file, "certificate JSON")->required();
  verify->add_flag("--resolve", resolve, "for SMT certificates, also re-run the solver on the stored query");
  std::string resolve_solver = "z3";
  verify->add_option("--solver", resolve_solver,
                     "with --resolve: z3 (linked library) | cvc5 (the cvc5 program on PATH) | both [default: z3]")
      ->check(CLI::IsMember({"z3", "cvc5", "both"}));
  std::string verify_topology, verify_lfts;
  verify->add_option("--topology", verify_topology,
                     "with --lfts: a fabric certificate must be about exactly this ibnetdiscover file");
  verify->add_option("--lfts", verify_lfts,
                     "with --topology: a fabric certificate must be about exactly this opensm-lfts.dump file");
  double max_memory_mib = 8192;
  verify->add_option("--max-memory", max_memory_mib,
                     "address-space cap in MiB while verifying; running out is reported, never a crash "
                     "[default: 8192]")
      ->check(CLI::Range(64.0, 1048576.0));
  verify->footer("\nExample: for c in certs/*.json; do netcert verify-cert \"$c\" --resolve --solver both; done");

  // Real fabrics (issue 13): the fabric comes from its tools' files, not from params.
  std::string fabric_property, topology_file, lfts_file;
  std::vector<std::string> fabric_params;
  auto* fabric = app.add_subcommand("fabric", "real InfiniBand fabrics (ibnetdiscover topology + OpenSM tables)");
  fabric->require_subcommand(1);
  fabric->footer("\nExample: netcert fabric check fabric.deadlock_free --topology topology.ibnd --lfts opensm-lfts.dump");
  auto* fabric_check = fabric->add_subcommand("check", "check a fabric.* property on a fabric's files");
  fabric_check->add_option("PROPERTY", fabric_property,
                           "fabric.routes_complete | fabric.deadlock_free | fabric.kary_ntree | fabric.destro_equivalent | "
                           "fabric.link_load [default: routes_complete and deadlock_free decide, link_load (pattern "
                           "shift) reported as information]");
  fabric_check->add_option("--topology", topology_file,
                           "ibnetdiscover output (GUIDs and LIDs) or OpenSM's opensm-subnet.lst (told apart by content)")
      ->required();
  fabric_check->add_option("--lfts", lfts_file, "OpenSM's opensm-lfts.dump, or the output of dump_fts / dump_lfts")
      ->required();
  fabric_check->add_option("--param,-p", fabric_params,
                           "NAME=VALUE, repeatable; fabric.link_load: pattern=all-to-all|shift|bvn, order=lid|file "
                           "[default: shift, lid]");
  fabric_check->add_option("--engine,-e", opts.engine, "exhaustive | all [default: all]")
      ->check(CLI::IsMember({"exhaustive", "all"}));
  fabric_check->add_option("--json", opts.json_out, "write the JSON report to FILE, or - for stdout only");
  fabric_check->add_option("--cert", opts.cert_dir, "write a content-hashed certificate per result into DIR");
  add_run_options(fabric_check, opts);
  fabric_check->add_option("--shard", opts.shard,
                           "run slice set I of M (1 <= I <= M) of the exhaustive search and write it for `netcert merge` "
                           "(under mpirun the ranks share shard I's slices)");
  fabric_check->add_option("--checkpoint", opts.checkpoint,
                           "record finished slices in FILE, keyed to the fabric's SHA-256 (under mpirun FILE.rankR per "
                           "rank); the same command resumes from it after a kill");
  fabric_check->add_option("--checkpoint-interval", opts.checkpoint_seconds,
                           "seconds between checkpoint writes [default: 5]")
      ->check(CLI::Range(0.0, 86400.0));
  fabric_check->footer("\nExamples: netcert fabric check --topology topology.ibnd --lfts lfts.txt   "
                       "(the default set; lfts.txt from dump_fts)\n"
                       "          netcert fabric check fabric.deadlock_free --topology topology.ibnd "
                       "--lfts opensm-lfts.dump --cert certs/");
  std::string fabric_table_id;
  FabricTableOptions fabric_table_opts;
  auto* fabric_table = fabric->add_subcommand("table", "a table computed on a fabric's files (fabric-tswitch)");
  fabric_table->add_option("TABLE", fabric_table_id, "fabric-tswitch")->required();
  fabric_table->add_option("--topology", topology_file, "ibnetdiscover output (GUIDs and LIDs)")->required();
  fabric_table->add_option("--lfts", lfts_file, "OpenSM's opensm-lfts.dump")->required();
  fabric_table->add_option("--format", fabric_table_opts.format, "text | md | csv | json [default: text]")
      ->check(CLI::IsMember({"text", "md", "csv", "json"}));
  fabric_table->add_option("--out", fabric_table_opts.out_file, "write to FILE instead of stdout");
  fabric_table->add_option("--certify,--cert", fabric_table_opts.certify_dir, "write the table's certificate into DIR");
  fabric_table->add_flag("--detail", fabric_table_opts.detail, "one row per switch instead of per stage");
  add_run_options(fabric_table, opts);
  fabric_table->footer("\nExample: netcert fabric table fabric-tswitch --topology topology.ibnd "
                       "--lfts opensm-lfts.dump --certify certs/\n(per stage: minimum internal-link use of the "
                       "T-switch configurations under all-to-all traffic through the tables, and on a k-ary n-tree "
                       "the comparison with `netcert table tswitch-oscp`; switches of at most 16 connected ports)");
  std::vector<std::string> ntree_params;
  std::string ntree_out;
  auto* fabric_ntree = fabric->add_subcommand("kary-ntree", "write the ibsim topology of netcert's k-ary n-tree");
  fabric_ntree->add_option("--param,-p", ntree_params, "k=K (2..64) and n=N (1..8)")->required();
  fabric_ntree->add_option("--out,-o", ntree_out, "topology file to write, or - for stdout")->required();
  fabric_ntree->footer("\nExample: netcert fabric kary-ntree -p k=4 -p n=3 --out k4n3.topo && "
                       "scripts/fabric-from-ibsim.sh k4n3.topo ftree out/");

  std::vector<std::string> merge_files;
  auto* merge = app.add_subcommand("merge", "combine the shard reports of `check --shard I/M --json` into one result");
  merge->add_option("SHARD", merge_files, "every shard's JSON report (1/M .. M/M, once each)")->required();
  merge->add_option("--json", opts.json_out, "write the JSON report to FILE, or - for stdout only");
  merge->add_option("--cert", opts.cert_dir, "write the merged result's certificate into DIR");
  merge->footer("\nExample: for i in 1 2 3; do netcert check oft.conflict_free -p r=10 -e exhaustive --shard $i/3 "
                "--json s$i.json; done; netcert merge s1.json s2.json s3.json --cert certs/");

  std::string schema_name;
  auto* schema_cmd = app.add_subcommand("schema", "print the JSON Schema of an input or output kind (no NAME: list them)");
  schema_cmd->add_option("NAME", schema_name, "a schema name of `netcert schema`, e.g. suite or fattree/permutation");

  std::string shell;
  auto* completion = app.add_subcommand("completion", "print a shell completion script (bash)");
  completion->add_option("SHELL", shell, "bash")->required()->check(CLI::IsMember({"bash"}));
  completion->footer("\nExample: netcert completion bash > ~/.local/share/bash-completion/completions/netcert");

  // Set last: a subcommand created after it would inherit it.
  app.footer("\nExample: netcert check fattree.ump --param n=1..4\n(`netcert help COMMAND` or `man netcert-COMMAND` "
             "for a command's options)");

  // Build step, not a user command (cmake/NetcertInstall.cmake): the man pages from the definitions above.
  if (argc == 3 && std::string(argv[1]) == "--man-pages") return write_man_pages(app, argv[2]);

  // An unknown command is named with the nearest one before CLI11 sees it.
  const std::string command = command_word(argc, argv);
  bool wants_version = false;
  for (int i = 1; i < argc; ++i) wants_version |= std::string(argv[i]) == "--version" || std::string(argv[i]) == "-V";
  if (std::string error = unknown_command_error(app, command); !error.empty() && !(command.empty() && wants_version)) {
    bool asks_help = false;
    for (int i = 1; i < argc; ++i) asks_help |= std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h";
    if (command.empty() && asks_help) return app.exit(CLI::CallForHelp());
    std::cerr << "netcert: " << error << '\n';
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << parse_error_line(app, command, e, argc, argv) << '\n';
    return 2;
  }
  opts.ctx.progress = progress_wanted();
  if (quiet) {
    // --quiet: no human-readable report, no progress, no status lines; errors
    // and the data asked for on stdout (--json -, tables, scripts) still print.
    opts.quiet = true;
    opts.ctx.progress = false;
    bool stdout_is_data = *table || *completion || *help_cmd || *schema_cmd || list_json || opts.json_out == "-";
    if (!stdout_is_data) std::cout.setstate(std::ios_base::badbit);
  }
  if (mpi_rank() != 0) {  // one report per job: rank 0 prints what a single run would
    opts.ctx.progress = false;
    std::cout.setstate(std::ios_base::badbit);
  }
  start_run_monitor(opts.ctx.progress);  // Ctrl-C: results so far, exit 3; progress line (cli/interrupt.cpp)
  // A file-size limit (ulimit -f, a full quota) must be a write error (exit 2), not SIGXFSZ.
  std::signal(SIGXFSZ, SIG_IGN);
#ifndef NETCERT_SANITIZE
  if (*verify) {
    // verify-cert reads untrusted evidence: bound its memory so an allocation
    // failure becomes a rejected certificate with a message, never an OOM kill.
    rlimit lim{};
    lim.rlim_cur = lim.rlim_max = static_cast<rlim_t>(max_memory_mib * 1024 * 1024);
    rlimit cur{};
    if (getrlimit(RLIMIT_AS, &cur) == 0 && (cur.rlim_cur == RLIM_INFINITY || cur.rlim_cur > lim.rlim_cur)) {
      lim.rlim_max = cur.rlim_max;
      setrlimit(RLIMIT_AS, &lim);
    }
  }
#endif

  try {
    // Test hook (tests/cli/usage.tests.cmake): the one way to show exit 4 and its
    // one-line report without a real bug.
    if (const char* fault = std::getenv("NETCERT_TEST_INTERNAL_ERROR"))
      throw std::logic_error(std::string("injected fault\n") + fault);
    if (*help_cmd) {
      std::cout << help_text(app, help_topic);
      return 0;
    }
    if (*completion) {
      std::cout << bash_completion(app);
      return 0;
    }
    if (*list) return cmd_list(list_json);
    if (*tables_cmd) return cmd_tables();
    if (*schedules_cmd) return cmd_schedules();
    if (*schema_cmd) return cmd_schema(schema_name);
    if (*check) return cmd_check(property, params, opts);
    if (*sched) return cmd_check_schedule(schedule_file, opts);
    if (*table) return cmd_table(table_id, params, format, out_file, certify_dir, opts);
    if (*suite) return cmd_suite(suite_file, junit_file, opts);
    if (*verify) return cmd_verify_cert(cert_file, resolve, resolve_solver, verify_topology, verify_lfts);
    if (*merge) return cmd_merge(merge_files, opts);
    if (*fabric_check) return cmd_fabric_check(fabric_property, fabric_params, topology_file, lfts_file, opts);
    if (*fabric_ntree) return cmd_fabric_kary_ntree(ntree_params, ntree_out);
    if (*fabric_table)
      return cmd_fabric_table(fabric_table_id, topology_file, lfts_file, fabric_table_opts, opts);
  } catch (const InputError& e) {
    std::cerr << "netcert: " << e.what() << '\n';
    return 2;
  } catch (const std::exception& e) {
    // One line (a log grep finds it whole), exit 4: never mistaken for a usage error.
    std::string what = e.what();
    std::replace(what.begin(), what.end(), '\n', ' ');
    std::cerr << "netcert: internal error (a bug; please report it with the command line): " << what << '\n';
    return 4;
  } catch (...) {
    std::cerr << "netcert: internal error (a bug; please report it with the command line): unknown exception\n";
    return 4;
  }
  return 2;
}
