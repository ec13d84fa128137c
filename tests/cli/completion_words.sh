#!/usr/bin/env bash
# What `netcert completion bash` offers, run in bash: every answer comes from a
# row of the option table or from the catalogue (src/cli/command_table.cpp).
# Usage: completion_words.sh NETCERT
set -euo pipefail
script=$("$1" completion bash)
complete_words() {  # the words offered for the last of "$@"
  bash -c 'eval "$1"; shift; compopt() { :; }; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _netcert; echo " ${COMPREPLY[*]} "' \
    _ "$script" "$@"
}
expect() {  # expect WHAT WANTED UNWANTED WORDS...: WANTED offered, UNWANTED not
  local what=$1 want=$2 unwanted=$3; shift 3
  local got; got=$(complete_words "$@")
  [[ $got == *" $want "* ]] || { echo "FAIL: $what: '$want' not in [$got]"; exit 1; }
  [[ -z $unwanted || $got != *" $unwanted "* ]] || { echo "FAIL: $what: '$unwanted' in [$got]"; exit 1; }
}
expect "the named property's parameters" "r=" "family=" netcert check oft.hrelation --param ""
expect "the named table's parameters" "u=" "family=" netcert table butterfly-chips -p ""
expect "every parameter before a property is named" "family=" "" netcert check --param ""
expect "fabric check's own engines" "all" "smt" netcert fabric check fabric.link_load --engine ""
expect "check's engines" "smt" "" netcert check fattree.ump -e ""
expect "fabric subcommands" "kary-ntree" "" netcert fabric ""
expect "fabric property ids" "fabric.link_load" "fattree.ump" netcert fabric check fabric.l
expect "fabric check options" "--topology" "" netcert fabric check --to
expect "a fabric property's parameters" "pattern=" "n=" netcert fabric check fabric.link_load -p ""
[[ $(complete_words netcert check fattree.ump --jobs "") == "  " ]] || { echo "FAIL: --jobs offers words"; exit 1; }
echo "completion: parameters of the named property and table, per-command choices, nested commands"
