// command_table.cpp — see command_table.hpp. One function per command; a
// row's help is the whole of what --help, the man page and completion say.
#include "cli/command_table.hpp"

#include "core/catalogue.hpp"

namespace netcert {

namespace {

const char* const kJsonHelp = "write the JSON report to FILE, or - for stdout only";

// " name=LO..HI (default)" or " name=a|b (default)" for each parameter: --help footers.
std::string domains(const std::vector<ParamSpec>& specs) {
  std::string out;
  for (auto& s : specs) {
    std::string domain;
    if (s.is_int) domain = std::to_string(s.lo) + ".." + std::to_string(s.hi);
    else
      for (auto& c : s.choices) domain += (domain.empty() ? "" : "|") + c;
    out += " " + s.name + "=" + domain + " (" + s.default_value + ")";
  }
  return out;
}

// The run options every running command shares (jobs, time limit, seed, cases, SMT dump).
std::vector<OptionRow> run_rows(RunOptions& o) {
  RunContext& ctx = o.ctx;
  // Any uint64: the type is the range; named, it is the author's choice.
  auto set_seed = [&ctx](std::uint64_t v) {
    ctx.seed = v;
    ctx.seed_named = true;
  };
  return {int_row("--jobs", &ctx.jobs, 1, 1024, "all cores", "worker threads for the exhaustive engine"),
          seconds_row("--timeout", &ctx.timeout_seconds, kMaxTimeoutSeconds, "no limit",
                      "seconds per result before it becomes 'unknown' (positive, finite)"),
          uint64_row("--seed", set_seed, "1", "seed for the random engine and Monte-Carlo runs (always printed; 0..2^64-1)"),
          int_row("--cases", &ctx.random_cases, 1, 1e7, "100", "random-engine cases per result (RapidCheck max_success)"),
          text_row("--emit-smt2", &ctx.emit_smt2_dir, "write every SMT query as SMT-LIB2 into this directory")};
}

std::vector<OptionRow> with_run_rows(std::vector<OptionRow> rows, RunOptions& o) {
  for (auto& r : run_rows(o)) rows.push_back(r);
  return rows;
}

std::vector<OptionRow> checkpoint_rows(RunOptions& o, const std::string& shard_help, const std::string& checkpoint_help) {
  return {text_row("--shard", &o.shard, shard_help, Completes::Nothing),
          text_row("--checkpoint", &o.checkpoint, checkpoint_help),
          real_row("--checkpoint-interval", &o.checkpoint_seconds, 0, 86400, "5", "seconds between checkpoint writes")};
}

std::vector<OptionRow> concat(std::vector<OptionRow> a, const std::vector<OptionRow>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

CommandSpec help_command(CommandLine& cl) {
  return {"help", "print the help of COMMAND (or of netcert)",
          "\nExample: netcert help check", {text_row("COMMAND", &cl.help_topic, "a command, e.g. check")}};
}

CommandSpec list_command(CommandLine& cl) {
  return {"list", "list every property with its paper, claim and engines",
          "\nExample: netcert list --json -q > properties.json",
          {flag_row("--json", &cl.list_json, "machine-readable listing")}};
}

// The footer's listing part (CommandSpec::footer_listing): built when shown.
std::string check_listing() {
  // The catalogue is the source of truth: list each property's parameters and domains.
  std::string listing = "\nProperties and their parameters (domain, default):\n";
  for (auto& p : catalogue().properties()) {
    listing += "  " + p.id + " [";
    for (size_t e = 0; e < p.engines.size(); ++e) listing += (e ? "," : "") + p.engines[e].name;
    listing += "]\n   " + domains(p.params) + "\n";
  }
  return listing;
}

// An engine that builds without bound (an SMT query at a large size) would otherwise
// run into the kernel's OOM killer, which loses every result of the run.
OptionRow run_memory_row(CommandLine& cl) {
  return real_row("--max-memory", &cl.run_max_memory_mib, 64, 1048576, "no cap",
                  "address-space cap in MiB for the whole run: a result that runs out of it is unknown (\"out of "
                  "memory\"), the others are kept");
}

CommandSpec check_command(CommandLine& cl) {
  RunOptions& o = cl.run;
  std::vector<OptionRow> rows{
      required(text_row("PROPERTY", &cl.property, "property id (see `netcert list`)", Completes::PropertyIds)),
      texts_row("--param,-p", &cl.params, "NAME=V, NAME=LO..HI or NAME=A,B,C (repeatable; product of all)",
                Completes::PropertyParams),
      choice_row("--engine,-e", &o.engine, {"exhaustive", "smt", "random", "montecarlo", "symbolic", "all"}, "all"),
      text_row("--json", &o.json_out, kJsonHelp),
      text_row("--cert", &o.cert_dir, "write a content-hashed certificate per result into DIR"),
      run_memory_row(cl)};
  rows = concat(with_run_rows(rows, o),
                checkpoint_rows(o,
                                "run slice set I of M (1 <= I <= M) of an exhaustive search and write it for `netcert "
                                "merge` (under mpirun the ranks share shard I's slices)",
                                "record finished slices in FILE (atomically; under mpirun FILE.rankR per rank); the "
                                "same command resumes from it after a kill"));
  CommandSpec spec{"check", "check one property over parameter ranges with one or all engines",
                   "Example: netcert check fattree.ump --param n=1..12 --engine exhaustive --json -", rows};
  spec.footer_listing = check_listing;
  return spec;
}

CommandSpec check_schedule_command(CommandLine& cl) {
  RunOptions& o = cl.run;
  std::vector<OptionRow> rows{
      required(text_row("FILE", &cl.schedule_file,
                        "schedule JSON (formats: docs/schedules.md, `netcert schedules`, `netcert schema NETWORK/KIND`)")),
      text_row("--json", &o.json_out, kJsonHelp),
      text_row("--dot", &o.dot_out, "also write a Graphviz picture (where the schedule kind has one)")};
  return {"check-schedule", "check a schedule, mapping or configuration you supply (JSON)",
          "\nExample: netcert check-schedule examples/fattree/shuffle-n4.json --dot shuffle.dot\n"
          "(exit 1: the perfect shuffle overloads a node; the picture marks it)",
          with_run_rows(rows, o)};
}

std::string table_listing() {
  std::string listing = "\nTables and their parameters (domain, default):\n";
  for (auto& t : catalogue().tables()) listing += "  " + t.id + ":" + domains(t.params) + "\n";
  return listing;
}

CommandSpec table_command(CommandLine& cl) {
  std::vector<OptionRow> rows{
      required(text_row("TABLE", &cl.table_id, "table id (see `netcert tables`)", Completes::TableIds)),
      texts_row("--param,-p", &cl.params, "NAME=V or NAME=LO..HI (repeatable)", Completes::TableParams),
      choice_row("--format", &cl.format, {"text", "md", "csv", "json"}, "text"),
      text_row("--out", &cl.out_file, "write to FILE instead of stdout"),
      text_row("--certify", &cl.certify_dir, "write the table's certificates into DIR")};
  CommandSpec spec{"table", "build a table (closed forms exact; measured columns certified)",
                   "Example: netcert table fattree-degrees --param n=256 --format csv", with_run_rows(rows, cl.run)};
  spec.footer_listing = table_listing;
  return spec;
}

CommandSpec suite_command(CommandLine& cl) {
  std::vector<OptionRow> rows{required(text_row("SUITE", &cl.suite_file, "suite JSON")),
                              text_row("--junit", &cl.junit_file, "write JUnit XML to FILE"),
                              text_row("--json", &cl.run.json_out, kJsonHelp),
                              text_row("--cert", &cl.run.cert_dir, "write certificates into DIR"),
                              run_memory_row(cl)};
  return {"suite", "run a proof suite (e.g. proofs/suites/seeds.json)",
          "\nExample: netcert suite proofs/suites/seeds.json --junit seeds.xml --cert certs/", with_run_rows(rows, cl.run)};
}

CommandSpec verify_cert_command(CommandLine& cl) {
  return {"verify-cert",
          "re-check a certificate: content hash, then the witness",
          "\nExample: for c in certs/*.json; do netcert verify-cert \"$c\" --resolve --solver both; done",
          {required(text_row("FILE", &cl.cert_file, "certificate JSON")),
           flag_row("--resolve", &cl.resolve, "for SMT certificates, also re-run the solver on the stored query"),
           choice_row("--solver", &cl.resolve_solver, {"z3", "cvc5", "both"}, "z3",
                      "with --resolve: z3 (linked library) | cvc5 (the cvc5 program on PATH) | both"),
           text_row("--topology", &cl.topology,
                    "with --lfts: a fabric certificate must be about exactly this ibnetdiscover file"),
           text_row("--lfts", &cl.lfts,
                    "with --topology: a fabric certificate must be about exactly this opensm-lfts.dump file"),
           real_row("--max-memory", &cl.max_memory_mib, 64, 1048576, "8192",
                    "address-space cap in MiB while verifying; running out is reported, never a crash")}};
}

CommandSpec fabric_check_command(CommandLine& cl) {
  RunOptions& o = cl.run;
  std::vector<OptionRow> rows{
      text_row("PROPERTY", &cl.property,
               "fabric.routes_complete | fabric.deadlock_free | fabric.kary_ntree | fabric.destro_equivalent | "
               "fabric.link_load [default: routes_complete and deadlock_free decide, link_load (pattern shift) "
               "reported as information]",
               Completes::FabricPropertyIds),
      required(text_row("--topology", &cl.topology,
                        "ibnetdiscover output (GUIDs and LIDs) or OpenSM's opensm-subnet.lst (told apart by content)")),
      required(text_row("--lfts", &cl.lfts, "OpenSM's opensm-lfts.dump, or the output of dump_fts / dump_lfts")),
      text_row("--sl2vl", &cl.sl2vl,
               "with --path-sl: OpenSM's opensm-sl2vl.dump (opensm -Q); fabric.deadlock_free then decides per "
               "virtual lane [default: one lane assumed]"),
      text_row("--path-sl", &cl.path_sl, "with --sl2vl: the path records of the running subnet (saquery -p > FILE)"),
      texts_row("--param,-p", &cl.params,
                "NAME=VALUE, repeatable; fabric.link_load: pattern=all-to-all|shift|bvn, order=lid|file "
                "[default: shift, lid]",
                Completes::PropertyParams),
      choice_row("--engine,-e", &o.engine, {"exhaustive", "all"}, "all"),
      text_row("--json", &o.json_out, kJsonHelp),
      text_row("--cert", &o.cert_dir, "write a content-hashed certificate per result into DIR"),
      run_memory_row(cl)};
  rows = concat(with_run_rows(rows, o),
                checkpoint_rows(o,
                                "run slice set I of M (1 <= I <= M) of the exhaustive search and write it for `netcert "
                                "merge` (under mpirun the ranks share shard I's slices)",
                                "record finished slices in FILE, keyed to the fabric's SHA-256 (under mpirun FILE.rankR "
                                "per rank); the same command resumes from it after a kill"));
  return {"check", "check a fabric.* property on a fabric's files",
          "\nExamples: netcert fabric check --topology topology.ibnd --lfts lfts.txt   "
          "(the default set; lfts.txt from dump_fts)\n"
          "          netcert fabric check fabric.deadlock_free --topology topology.ibnd "
          "--lfts opensm-lfts.dump --cert certs/",
          rows};
}

CommandSpec fabric_table_command(CommandLine& cl) {
  FabricTableOptions& t = cl.fabric_table;
  std::vector<OptionRow> rows{
      required(text_row("TABLE", &cl.table_id, "fabric-tswitch | fabric-failures", Completes::Nothing)),
      text_row("--topology", &cl.topology, "fabric-tswitch: ibnetdiscover output (GUIDs and LIDs)"),
      text_row("--lfts", &cl.lfts, "fabric-tswitch: OpenSM's opensm-lfts.dump"),
      text_row("--dir", &t.dir,
               "fabric-failures: a failure sweep's directory (scripts/fabric-failures.sh), one run per subdirectory"),
      choice_row("--format", &t.format, {"text", "md", "csv", "json"}, "text"),
      text_row("--out", &t.out_file, "write to FILE instead of stdout"),
      text_row("--certify,--cert", &t.certify_dir, "write the table's certificates into DIR"),
      flag_row("--detail", &t.detail, "fabric-tswitch: one row per switch instead of per stage")};
  return {"table", "a table computed on a fabric's files (fabric-tswitch, fabric-failures)",
          "\nExamples: netcert fabric table fabric-tswitch --topology topology.ibnd "
          "--lfts opensm-lfts.dump --certify certs/\n(per stage: minimum internal-link use of the "
          "T-switch configurations under all-to-all traffic through the tables, and on a k-ary n-tree "
          "the comparison with `netcert table tswitch-oscp`; switches of at most 16 connected ports)\n"
          "          scripts/fabric-failures.sh k4n3.topo updn sweep/ && netcert fabric table fabric-failures "
          "--dir sweep/\n(per failed link or switch: the default fabric check on OpenSM's tables for the "
          "degraded fabric; exit 1 when a failure breaks completeness or deadlock freedom)",
          with_run_rows(rows, cl.run)};
}

CommandSpec fabric_kary_ntree_command(CommandLine& cl) {
  return {"kary-ntree", "write the ibsim topology of netcert's k-ary n-tree",
          "\nExample: netcert fabric kary-ntree -p k=4 -p n=3 --out k4n3.topo && "
          "scripts/fabric-from-ibsim.sh k4n3.topo ftree out/",
          {required(texts_row("--param,-p", &cl.params, "k=K (2..64) and n=N (1..8)", Completes::Nothing)),
           required(text_row("--out,-o", &cl.out_file, "topology file to write, or - for stdout"))}};
}

// Real fabrics: the fabric comes from its tools' files, not from params.
CommandSpec fabric_command(CommandLine& cl) {
  return {"fabric",
          "real InfiniBand fabrics (ibnetdiscover topology + OpenSM tables)",
          "\nExample: netcert fabric check fabric.deadlock_free --topology topology.ibnd --lfts opensm-lfts.dump",
          {},
          {fabric_check_command(cl), fabric_table_command(cl), fabric_kary_ntree_command(cl)}};
}

CommandSpec merge_command(CommandLine& cl) {
  return {"merge", "combine the shard reports of `check --shard I/M --json` into one result",
          "\nExample: for i in 1 2 3; do netcert check oft.conflict_free -p r=10 -e exhaustive --shard $i/3 "
          "--json s$i.json; done; netcert merge s1.json s2.json s3.json --cert certs/",
          {required(texts_row("SHARD", &cl.merge_files, "every shard's JSON report (1/M .. M/M, once each)")),
           text_row("--json", &cl.run.json_out, kJsonHelp),
           text_row("--cert", &cl.run.cert_dir, "write the merged result's certificate into DIR")}};
}

}  // namespace

std::vector<OptionRow> top_level_rows(CommandLine& cl) {
  return {flag_row("--quiet,-q", &cl.quiet,
                   "print only errors and the data asked for on stdout (--json -, table, completion); "
                   "the exit code tells the verdict")};
}

std::vector<CommandSpec> command_table(CommandLine& cl) {
  return {help_command(cl),
          list_command(cl),
          {"tables", "list the tables `netcert table` can build", "\nExample: netcert tables", {}},
          {"schedules", "list the schedule kinds `check-schedule` accepts", "\nExample: netcert schedules", {}},
          check_command(cl),
          check_schedule_command(cl),
          table_command(cl),
          suite_command(cl),
          verify_cert_command(cl),
          fabric_command(cl),
          merge_command(cl),
          {"schema", "print the JSON Schema of an input or output kind (no NAME: list them)", "",
           {text_row("NAME", &cl.schema_name, "a schema name of `netcert schema`, e.g. suite or fattree/permutation",
                     Completes::Nothing)}},
          {"completion", "print a shell completion script (bash)",
           "\nExample: netcert completion bash > ~/.local/share/bash-completion/completions/netcert",
           {required(choice_row("SHELL", &cl.shell, {"bash"}, ""))}}};
}

}  // namespace netcert
