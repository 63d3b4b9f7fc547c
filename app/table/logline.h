#pragma once
// A line of the log beside the table: what a player did, or a bold header that opens a round, a trick or a
// hand.

#include <QString>

struct LogLine {
    QString text;
    bool header = false;
    bool operator==(const LogLine&) const = default;
};
