// Fixture for test layout.rule_rejects_proofs_include: an SMT encoding that
// includes an engine. The engines call the encodings, never the other way.
#pragma once
#include "proofs/smt.hpp"
#include "search/butterfly_isomorphism.hpp"
