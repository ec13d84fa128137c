// fixture: the verifier's declaring header, held to the verifier's rule
#pragma once
#include "core/catalogue.hpp"
#include "proofs/ring_smt.hpp"
