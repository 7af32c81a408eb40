// The five papers whose claims collcheck checks, one per family: authors, title (in the paper's
// own language and in English) and, where the text gives them, venue and year. Every claim's
// `source` is its paper's citation followed by the section (ClaimList), and every output that
// names a paper uses the short name ("Lin and Yeh, Theorem 1").
#pragma once

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cc {

struct Paper {
  std::string_view family;       // postal, omega, halfduplex, groupops, logp
  std::string_view short_name;   // "Lin and Yeh": for running text and outputs
  std::string_view authors;      // as the paper prints them, romanized first
  std::string_view title;        // as printed, in the paper's language
  std::string_view translation;  // English title (the paper's own where it gives one); empty
                                 // when the title is English
  std::string_view venue;        // venue and year, or kind, where the text gives them; may be
                                 // empty
};

inline constexpr std::array<Paper, 5> kPapers{{
    {"postal", "Lin and Yeh", "Y.-C. Lin and C.-S. Yeh (林彥君, 葉青松)",
     "在郵遞模式下通訊數最佳的平行前置計算",
     "Communication-optimal parallel prefix computation in the postal model", ""},
    {"omega", "Lee and Lin", "H.-H. Lee and W. Lin (李湘豪, 林偉)",
     "多階層網路上環接任意節點之方法",
     "Looping randomly selected nodes on multistage interconnection networks",
     "National Computer Symposium (全國計算機會議), Taiwan, 1997"},
    {"halfduplex", "Lin and Hung", "Yen-Chun Lin and Li-Ling Hung",
     "New Families of Computation-Efficient Parallel Prefix Algorithms", "", ""},
    {"groupops", "Ohtaki's slides", "Y. Ohtaki (大瀧保広)",
     "並列分散コンピューティング (2) グループ操作",
     "Parallel and distributed computing (2): group operations", "lecture slides"},
    {"logp", "Shou and Chen", "Shou Biao and Chen Guoliang (寿标, 陈国良)",
     "LogP 模型上的最优播送与求和算法的实现",
     "The implementation of optimal broadcast and summation algorithms in the LogP model", ""},
}};

// The paper of `family`; throws std::logic_error for a family without one.
inline const Paper& paper_of(std::string_view family) {
  for (const auto& p : kPapers)
    if (p.family == family) return p;
  throw std::logic_error("no paper for family '" + std::string(family) + "'");
}

// Authors, "title" ("translation"), venue: the paper named in full.
inline std::string citation(const Paper& p) {
  std::string s = std::string(p.authors) + ", \"" + std::string(p.title) + "\"";
  if (!p.translation.empty()) s += " (\"" + std::string(p.translation) + "\")";
  if (!p.venue.empty()) s += ", " + std::string(p.venue);
  return s;
}

}  // namespace cc
