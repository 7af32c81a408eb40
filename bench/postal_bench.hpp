// The subcommands of bench_postal (bench_postal.cpp says what each measures).
#pragma once

int cmd_lemma3(int argc, char** argv);   // bench/postal_lemma3.cpp
int cmd_compare(int argc, char** argv);  // bench/postal_lemma3.cpp
int cmd_bmc(int argc, char** argv);      // bench/postal_bmc.cpp
