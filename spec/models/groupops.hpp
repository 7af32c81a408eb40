// Executors of Ohtaki's slides ("並列分散コンピューティング (2) グループ操作"):
// the EREW shared memory ("共有メモリでのグループ操作", "ここでの共有メモリモデルの仮定はEREW型")
// and the hypercube ("超立方体結合モデル"). Ground truth for every groupops claim is what these
// executors compute and count; the procedures (spec/algorithms/groupops_procedures.hpp) only say
// which PE accesses which cell, or sends to whom, in which step.//
// The EREW executor is spec/models/groupops_pram.hpp, the hypercube's spec/models/groupops_cube.hpp;
// what they share (the operator, Combine, Violation) spec/models/groupops_common.hpp.
#pragma once

#include "spec/models/groupops_cube.hpp"
#include "spec/models/groupops_pram.hpp"
