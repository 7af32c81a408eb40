// The N = 8 tables of Ohtaki's slides: "ループごとの処理の様子" (Broadcast),
// "操作の一般化" (Reduction and Prefix) and "リダクションのデータの流れ" (Cube_Reduction), with the
// Cube_Prefix_Sum example (a_i = i gives a_{0-7} = 28). Each table is rebuilt from what the
// executors ran and compared with the slides' rows.
#include <algorithm>

#include "checkers/groupops/common.hpp"

namespace cc::groupops_checks {

std::vector<std::string> pram_rows(const std::vector<Iteration>& its) {
  std::vector<std::string> rows;
  for (const auto& it : its)
    for (const auto& m : it.micros) {
      std::string read = "-", write = "-";
      for (const auto& x : m.ops) (x.write ? write : read) = cell_name(x.cell);
      rows.push_back(it.label + " P_" + std::to_string(m.pe) + " " + read + " " + write);
    }
  return rows;
}

std::vector<std::string> cube_rows(const CubeRun<Interval>& r, std::int64_t N) {
  std::vector<std::string> rows;
  for (std::size_t s = 0; s < r.after.size(); ++s) {
    std::string row = std::to_string(s + 1);
    for (std::int64_t i = 0; i < N; ++i)
      if (r.after[s][static_cast<std::size_t>(i)])
        row += " P_" + std::to_string(i) + "=" + show(r.after[s][static_cast<std::size_t>(i)]);
    rows.push_back(row);
  }
  return rows;
}

namespace {

std::optional<Fields> differ(const std::string& table, const std::string& got,
                             const std::string& slides) {
  if (got == slides) return std::nullopt;
  return Fields{{"table", table}, {"executed", got}, {"slides", slides}};
}

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : " | ") + x;
  return s;
}

// The rows of a table for loop j whose read or write touches a cell that is read in loop j:
// the slides' Reduction table lists only those writes.
std::vector<std::string> reduction_rows(const Iteration& it) {
  std::vector<std::int64_t> readcells;
  for (const auto& m : it.micros)
    for (const auto& x : m.ops)
      if (!x.write) readcells.push_back(x.cell);
  std::vector<std::string> writes, reads;
  for (const auto& m : it.micros)
    for (const auto& x : m.ops) {
      const std::string r =
          "P_" + std::to_string(m.pe) + (x.write ? " writes " : " reads ") + cell_name(x.cell);
      if (!x.write)
        reads.push_back(r);
      else if (std::count(readcells.begin(), readcells.end(), x.cell))
        writes.push_back(r);
    }
  writes.insert(writes.end(), reads.begin(), reads.end());
  return writes;
}

}  // namespace

std::optional<Fields> check_pram_tables() {
  auto b8 = pram_rows(broadcast(8));
  const auto b16 = pram_rows(broadcast(16));
  for (std::size_t k = 8; k < 11; ++k) b8.push_back(b16[k]);  // the slide's loop 3 rows 9..11
  if (auto f = differ("Broadcast", join(b8),
                      "前処理 P_1 m A(1) | 0 P_2 A(1) A(2) | 1 P_3 A(1) A(3) | 1 P_4 A(2) A(4) | "
                      "2 P_5 A(1) A(5) | 2 P_6 A(2) A(6) | 2 P_7 A(3) A(7) | 2 P_8 A(4) A(8) | "
                      "3 P_9 A(1) A(9) | 3 P_10 A(2) A(10) | 3 P_11 A(3) A(11)"))
    return f;
  const auto red = reduction(8);
  if (auto f = differ("Reduction j=0", join(reduction_rows(red[0])),
                      "P_2 writes A(2) | P_4 writes A(4) | P_6 writes A(6) | P_8 writes A(8) | "
                      "P_1 reads A(2) | P_3 reads A(4) | P_5 reads A(6) | P_7 reads A(8)"))
    return f;
  if (auto f = differ("Reduction j=1", join(reduction_rows(red[1])),
                      "P_3 writes A(3) | P_7 writes A(7) | P_1 reads A(3) | P_5 reads A(7)"))
    return f;
  // The slide's j = 2 row shows P_1 writing A(1) (every PE writes in every loop) and is cut
  // there; the executed loop also has P_5 write A(5) and P_1 read it.
  const auto all2 = pram_rows({red[2]});
  if (std::find(all2.begin(), all2.end(), "2 P_1 A(5) A(1)") == all2.end())
    return Fields{{"table", "Reduction j=2"}, {"executed", join(all2)}};
  if (auto f =
          differ("Reduction j=2", join(reduction_rows(red[2])), "P_5 writes A(5) | P_1 reads A(5)"))
    return f;
  const auto pre = prefix(8, false);
  std::vector<std::string> p01;
  for (int j = 0; j < 2; ++j)
    for (const auto& m : pre[static_cast<std::size_t>(j)].micros)
      for (const auto& x : m.ops)
        if (!x.write)
          p01.push_back(std::to_string(j) + " P_" + std::to_string(m.pe) + " reads " +
                        cell_name(x.cell));
  return differ("Prefix (reads, j = 0, 1)", join(p01),
                "0 P_2 reads A(1) | 0 P_3 reads A(2) | 0 P_4 reads A(3) | 0 P_5 reads A(4) | "
                "0 P_6 reads A(5) | 0 P_7 reads A(6) | 0 P_8 reads A(7) | 1 P_3 reads A(1) | "
                "1 P_4 reads A(2) | 1 P_5 reads A(3) | 1 P_6 reads A(4) | 1 P_7 reads A(5) | "
                "1 P_8 reads A(6)");
}

std::optional<Fields> check_cube_tables() {
  const auto r = cube_reduction<Interval>(8, cube_singles(8), icombine());
  if (auto f = differ("Cube_Reduction data flow", join(cube_rows(r, 8)),
                      "1 P_0=0:1 P_2=2:3 P_4=4:5 P_6=6:7 | 2 P_0=0:3 P_4=4:7 | 3 P_0=0:7"))
    return f;
  // Cube_Prefix_Sum with a_i = i and +, as printed (+ is commutative): a_{0-i} = 0, 1, 3, ..., 28.
  const std::vector<std::int64_t> a = {0, 1, 2, 3, 4, 5, 6, 7};
  const auto p = cube_prefix_sum<std::int64_t>(8, a, std::plus<std::int64_t>(), true);
  std::string got;
  for (const auto& s : p.a) got += (got.empty() ? "" : ",") + std::to_string(s.value_or(-1));
  return differ("Cube_Prefix_Sum example", got, "0,1,3,6,10,15,21,28");
}

}  // namespace cc::groupops_checks
