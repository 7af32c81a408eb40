#include "app/cli.hpp"

int main(int argc, char** argv) { return cc::app::run_cli(argc, argv); }
