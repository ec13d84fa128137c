#!/usr/bin/env bash
# make_broken.sh — broken forwarding tables derived from the real OpenSM ftree
# dump of the 4-ary 2-tree (../k4n2-ftree), one edited entry each:
#   loop.dump      S1_0's entry for H4 (LID 13) sends it back down to S0_0
#                  (port 1), which sends it up to S1_0 again: a forwarding loop
#   deadend.dump   S0_1's entry for H4 (LID 13) deleted: no table entry
# and hostile inputs for the parsers (../bad, each must exit 2 naming the line).
set -euo pipefail
cd "$(dirname "$0")"
src=../k4n2-ftree
sed '115s/^0x000d 002/0x000d 001/' $src/opensm-lfts.dump > loop.dump
sed '40d' $src/opensm-lfts.dump > deadend.dump
bad=../bad
sed '105s/guid 0x0000000000200004/guid 0x00000000002000ff/' $src/opensm-lfts.dump > $bad/unknown_guid.dump
sed '115s/^0x000d 002/0x000d 009/' $src/opensm-lfts.dump > $bad/port_out_of_range.dump
sed '116s/^0x000e/0x000d/' $src/opensm-lfts.dump > $bad/duplicate_lft_entry.dump
head -n 120 $src/opensm-lfts.dump > $bad/truncated.dump
# H5's port line (177) claims H4's LID 13.
sed '177s/# lid 14 lmc/# lid 13 lmc/' $src/topology.ibnd > $bad/duplicate_lid.ibnd
# S0_1's port line to H4 removed: H4's own line has no matching end.
grep -v '^\[1\]	"H-0000000000100008"\[1\](100009)' $src/topology.ibnd > $bad/missing_link_end.ibnd
sed 's/^Switch	8 "S-0000000000200004"/Switch	300 "S-0000000000200004"/' $src/topology.ibnd > $bad/too_many_ports.ibnd
printf 'Switch\t8 "S-1"\t# "x" base port 0 lid 1 lmc 0\n[1]\t"nowhere"[1]\n' > $bad/unknown_peer.ibnd
# Not k-ary n-trees, from the 4-ary 3-tree (../k4n3-ftree; its tables kept):
#   k4n3_missing_link.ibnd   the link S0_0 port 5 <-> S1_0 port 1 removed (both ends)
#   k4n3_swapped.ibnd        S1_0 port 5 and S1_1 port 5 exchange their far ends
#                            (S2_0 port 1, S2_1 port 1): every degree still k, but
#                            two columns above stage 1 merge
src=../k4n3-ftree
grep -v -e '^\[5\]	"S-0000000000200010"\[1\]		# "S1_0"' -e '^\[1\]	"S-0000000000200000"\[5\]		# "S0_0"' \
  $src/topology.ibnd > k4n3_missing_link.ibnd
sed -e 's/^\[5\]	"S-0000000000200020"\[1\]		# "S2_0" lid 49/[5]	"S-0000000000200021"[1]		# "S2_1" lid 51/;t' \
    -e 's/^\[5\]	"S-0000000000200021"\[1\]		# "S2_1" lid 51/[5]	"S-0000000000200020"[1]		# "S2_0" lid 49/;t' \
    -e 's/^\[1\]	"S-0000000000200010"\[5\]		# "S1_0" lid 25/[1]	"S-0000000000200011"[5]		# "S1_1" lid 27/;t' \
    -e 's/^\[1\]	"S-0000000000200011"\[5\]		# "S1_1" lid 27/[1]	"S-0000000000200010"[5]		# "S1_0" lid 25/;t' \
  $src/topology.ibnd > k4n3_swapped.ibnd
# Lanes merged: ring5-lash's SL2VL tables with every SL sent to VL 0, so lash's two
# lanes become one and the ring's credit loop closes again.
sed -E 's/^([0-9]+ +[0-9]+ +:).*/\1 0  0  0  0  0  0  0  0  0  0  0  0  0  0  0  0 /' \
  ../ring5-lash/opensm-sl2vl.dump > ring5-lash-merged-sl2vl.dump
