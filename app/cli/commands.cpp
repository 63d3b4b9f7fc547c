// The list of mejakartu-cli commands; each game adds its own here.
#include "command.h"

namespace cli {

std::unique_ptr<Command> makeCardsCommand();
std::unique_ptr<Command> makeShuffleCommand();
std::unique_ptr<Command> makeVariantsCommand();
std::unique_ptr<Command> makeSimulateCommand();
std::unique_ptr<Command> makeCapsaClassifyCommand();
std::unique_ptr<Command> makeCapsaBeatsCommand();
std::unique_ptr<Command> makeBenchCapsaCommand();
std::unique_ptr<Command> makeEmpatSatuScoreCommand();
std::unique_ptr<Command> makeEmpatSatuCompareCommand();
std::unique_ptr<Command> makeCanastaMeldCommand();
std::unique_ptr<Command> makeCanastaMinimumCommand();
std::unique_ptr<Command> makeOddsCommand();
std::unique_ptr<Command> makeHoldemEvalCommand();
std::unique_ptr<Command> makeHoldemCompareCommand();
std::unique_ptr<Command> makeHoldemPushFoldCommand();
std::unique_ptr<Command> makeBenchOddsCommand();
std::unique_ptr<Command> makeBenchEmpatSatuCommand();
std::unique_ptr<Command> makeBenchHoldemCommand();
std::unique_ptr<Command> makeBenchCanastaCommand();
std::unique_ptr<Command> makeSoakCommand();
#ifdef MEJAKARTU_CLI_COACH
std::unique_ptr<Command> makePlayCommand();
std::unique_ptr<Command> makeReviewCommand();
std::unique_ptr<Command> makeBenchReviewCommand();
#endif

std::vector<std::unique_ptr<Command>> allCommands() {
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(makeCardsCommand());
    commands.push_back(makeShuffleCommand());
    commands.push_back(makeVariantsCommand());
    commands.push_back(makeSimulateCommand());
    commands.push_back(makeCapsaClassifyCommand());
    commands.push_back(makeCapsaBeatsCommand());
    commands.push_back(makeBenchCapsaCommand());
    commands.push_back(makeEmpatSatuScoreCommand());
    commands.push_back(makeEmpatSatuCompareCommand());
    commands.push_back(makeCanastaMeldCommand());
    commands.push_back(makeCanastaMinimumCommand());
    commands.push_back(makeOddsCommand());
    commands.push_back(makeHoldemEvalCommand());
    commands.push_back(makeHoldemCompareCommand());
    commands.push_back(makeHoldemPushFoldCommand());
    commands.push_back(makeBenchOddsCommand());
    commands.push_back(makeBenchEmpatSatuCommand());
    commands.push_back(makeBenchHoldemCommand());
    commands.push_back(makeBenchCanastaCommand());
    commands.push_back(makeSoakCommand());
#ifdef MEJAKARTU_CLI_COACH
    commands.push_back(makePlayCommand());
    commands.push_back(makeReviewCommand());
    commands.push_back(makeBenchReviewCommand());
#endif
    return commands;
}

} // namespace cli
