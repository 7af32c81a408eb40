// The option layer of `collcheck simulate`: every model's options registered, parsed,
// range-checked and documented from the models' descriptors (app/simulate/model.hpp), so that no
// model parses its own options. app/cli.cpp registers the options it lists; cmd_simulate
// (app/commands.hpp) runs a model through it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/simulate/model.hpp"

namespace cc::app::sim {

// Every model, in the order of app/simulate/models.def.
const std::vector<const Model*>& models();
const Model* find_model(const std::string& name);  // nullptr if none

// The options of the simulate command: every model's, each once, with how it takes a value (a
// flag in one model and a value in another, as --tree, takes one optionally) and its help for
// `collcheck simulate --help`, which names the models that take it.
struct CliOption {
  enum class Arity { value, none, optional };
  std::string name, metavar, help;
  Arity arity;
};
std::vector<CliOption> cli_options();
std::string model_names();  // "postal | omega | ..." for the positional's help

// `collcheck simulate MODEL --help`: the model's help and every option it takes.
std::string model_help(const Model& m);

// The model named on the command line: UsageError "unknown model" listing the families' models
// (checkers/family.cpp) when there is none; std::logic_error if a family lists a model without a
// descriptor here or the descriptor names another family.
const Model& model_for(const std::string& name);

// The options given (name -> value, or none for a flag) parsed for model m: an option m does not
// take, a flag given a value, an option without its value, a bad integer, a value out of range,
// a choice not among the model's, or a required option missing is a UsageError of one line naming
// the option. Then m.check. Nothing is written.
Values parse(const Model& m, const std::string& format,
             const std::map<std::string, std::optional<std::string>>& given);

}  // namespace cc::app::sim
