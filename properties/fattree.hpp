// fattree.hpp — seed 000 (fattree.*): the engines live in src/search/fattree_*.cpp
// (search/fattree_search.hpp), the SMT encodings in proofs/fattree_smt.*, the
// independent checker in src/check/fattree_check.*; properties/fattree.cpp only
// registers them.
#pragma once
#include "search/fattree_search.hpp"
